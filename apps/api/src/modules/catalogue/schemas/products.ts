import { CATEGORY_NAME_MAX } from '@hirebase/shared';
import { Type } from 'typebox';
import { Id, Integer, Line, Money, MultiLine, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import { PriceGridJson, VatPercent } from '../price-grid.ts';
import { Name, OptionalLine, OptionalText, RentalType, Timestamps, Verticale } from './common.ts';
import { ProductModelSummary } from './models.ts';
import { UnitView } from './units.ts';

export const STOCK_MODES = ['SERIALIZED', 'QUANTITY'] as const;
const Minutes = Integer(0, 43_200, { description: 'Minutes' });

/** Settings that can be changed on many products at once. */
const settingFields = {
  productModelId: Id,
  priceGrid: PriceGridJson,
  deposit: Money(),
  bufferBeforeMinutes: Minutes,
  bufferAfterMinutes: Minutes,
  isLCD: Type.Boolean(),
  isLLD: Type.Boolean(),
  online: Type.Boolean({ description: 'Shown in the online store' }),
  insuranceEligible: Type.Boolean(),
  vatRate: Nullable(VatPercent),
  stateModelId: Nullable(Id),
  statusModelId: Nullable(Id),
  surveyIds: Type.Array(Id, { maxItems: 50 }),
  lldMonthlyPrice: Nullable(Money()),
};

/** The shop's own category, by its name: an existing one whatever its case and spacing, else created. */
const CategoryName = Nullable(
  Line(CATEGORY_NAME_MAX, {
    description:
      "The shop's category by name: one of its categories (case and spacing aside), or a new one; null or blank: none",
  }),
);

const ownFields = {
  name: Name,
  category: CategoryName,
  description: Nullable(MultiLine(5000)),
  stockMode: StringEnum(STOCK_MODES),
  quantity: Nullable(Integer(0, 1_000_000, { description: 'Stock of a QUANTITY product' })),
  position: Integer(0, 1_000_000),
};

/** The product model written with the product, in the same transaction, when no existing one is named. */
export const NewProductModelBody = Type.Object(
  {
    name: Type.Optional(Name),
    verticale: Type.Optional(Verticale),
    categoryId: Type.Optional(Nullable(Id)),
    brand: OptionalLine(100),
  },
  {
    description:
      "Instead of productModelId: the model created with the product (name: the product's, verticale: the company's first, categoryId: a platform category)",
  },
);

/**
 * A product as created or replaced (PUT). Omitted settings take their defaults: SERIALIZED, deposit 0, no buffers,
 * LCD only, online, not insurance-eligible, the company's VAT rate.
 */
export const ProductBody = Type.Object({
  productModelId: Type.Optional(settingFields.productModelId),
  newProductModel: Type.Optional(NewProductModelBody),
  name: ownFields.name,
  category: Type.Optional(ownFields.category),
  priceGrid: settingFields.priceGrid,
  description: OptionalText(5000),
  stockMode: Type.Optional(ownFields.stockMode),
  quantity: Type.Optional(ownFields.quantity),
  position: Type.Optional(ownFields.position),
  deposit: Type.Optional(settingFields.deposit),
  bufferBeforeMinutes: Type.Optional(Minutes),
  bufferAfterMinutes: Type.Optional(Minutes),
  isLCD: Type.Optional(Type.Boolean()),
  isLLD: Type.Optional(Type.Boolean()),
  online: Type.Optional(settingFields.online),
  insuranceEligible: Type.Optional(Type.Boolean()),
  vatRate: Type.Optional(settingFields.vatRate),
  stateModelId: Type.Optional(settingFields.stateModelId),
  statusModelId: Type.Optional(settingFields.statusModelId),
  surveyIds: Type.Optional(settingFields.surveyIds),
  lldMonthlyPrice: Type.Optional(settingFields.lldMonthlyPrice),
});

export const ProductPatch = Type.Partial(Type.Object({ ...settingFields, ...ownFields }), { minProperties: 1 });
export const ProductsBulkPatch = Type.Partial(Type.Object(settingFields), { minProperties: 1 });
export const BulkIdsQuery = Type.Object({
  ids: Type.Array(Line(20_000), {
    minItems: 1,
    maxItems: 500,
    description: 'Product ids, comma-joined or repeated',
  }),
});

export const StockView = Type.Object({
  total: Type.Integer({ description: 'Live units (or the stock quantity of a QUANTITY product)' }),
  inService: Type.Integer(),
  outOfService: Type.Integer(),
});

export const ProductCategoryView = Type.Object({ id: Id, name: Type.String() });

export const ProductView = Type.Object(
  {
    id: Id,
    productModelId: Id,
    productModel: ProductModelSummary,
    category: Nullable(ProductCategoryView),
    name: Type.String(),
    description: Nullable(Type.String()),
    stockMode: StringEnum(STOCK_MODES),
    quantity: Nullable(Type.Integer()),
    priceGrid: PriceGridJson,
    deposit: Type.Number(),
    bufferBeforeMinutes: Type.Integer(),
    bufferAfterMinutes: Type.Integer(),
    isLCD: Type.Boolean(),
    isLLD: Type.Boolean(),
    online: Type.Boolean(),
    insuranceEligible: Type.Boolean(),
    vatRate: Nullable(Type.Number({ description: 'Percent; null = the company rate' })),
    stateModelId: Nullable(Id),
    statusModelId: Nullable(Id),
    surveyIds: Type.Array(Id),
    position: Type.Integer(),
    lldMonthlyPrice: Nullable(Type.Number()),
    stock: StockView,
    ...Timestamps,
  },
  { title: 'Product' },
);

export const ProductDetailView = Type.Object(
  {
    ...ProductView.properties,
    subProducts: Type.Array(UnitView),
  },
  { title: 'ProductDetail' },
);

export const EnrichedParams = Type.Object({ productId: Id, rentalType: RentalType });

export const EnrichedProductView = Type.Object({
  product: ProductView,
  productModel: ProductModelSummary,
  rentalType: RentalType,
  offered: Type.Boolean({ description: 'Whether the product is rented under this rental type' }),
  units: Type.Object({
    total: Type.Integer(),
    inService: Type.Integer(),
    outOfService: Type.Integer(),
    byState: Type.Record(Type.String(), Type.Integer()),
  }),
  priceGrid: PriceGridJson,
  deposit: Type.Number(),
  lldMonthlyPrice: Nullable(Type.Number()),
  preview: Nullable(
    Type.Array(
      Type.Object({
        days: Type.Integer(),
        price: Type.Number(),
        explanation: Type.Array(Type.String()),
      }),
      { description: 'Price of one unit for 1, 2, 3 and 7 days from the grid (LCD); null when not computed' },
    ),
  ),
});

export const InsuranceInfoView = Type.Array(
  Type.Object({ productId: Id, name: Type.String(), insuranceEligible: Type.Boolean() }),
);

export const TulipParams = Type.Object({ lokkiProductId: Id });
export const TulipBody = Type.Object({}, { additionalProperties: false });
