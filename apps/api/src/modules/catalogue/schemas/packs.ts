import { Type } from 'typebox';
import { Id, Nullable, Quantity, StringEnum } from '../../../platform/http/schemas.ts';
import { PriceGridJson } from '../price-grid.ts';
import { CategoryView, Name, OptionalText, Pictures, Timestamps } from './common.ts';

export const PACK_TYPES = ['PRODUCT', 'CATEGORY'] as const;

export const PackBody = Type.Object({
  /** Saves over this existing pack instead of creating one. */
  id: Type.Optional(Id),
  name: Name,
  description: OptionalText(5000),
  type: StringEnum(PACK_TYPES),
  items: Type.Array(
    Type.Object({
      productId: Type.Optional(Id),
      categoryId: Type.Optional(Id),
      quantity: Type.Optional(Quantity(100)),
    }),
    {
      minItems: 1,
      maxItems: 50,
      description: 'productId items for PRODUCT packs, categoryId items for CATEGORY packs',
    },
  ),
  priceGrid: PriceGridJson,
  isLCD: Type.Optional(Type.Boolean()),
  isLLD: Type.Optional(Type.Boolean()),
  online: Type.Optional(Type.Boolean()),
  pictures: Type.Optional(Pictures),
});

export const PackItemView = Type.Object({
  id: Id,
  productId: Nullable(Id),
  product: Nullable(Type.Object({ id: Id, name: Type.String(), productModelId: Id })),
  categoryId: Nullable(Id),
  category: Nullable(CategoryView),
  quantity: Type.Integer(),
});

export const PackView = Type.Object(
  {
    id: Id,
    name: Type.String(),
    description: Nullable(Type.String()),
    type: StringEnum(PACK_TYPES),
    items: Type.Array(PackItemView),
    priceGrid: PriceGridJson,
    isLCD: Type.Boolean(),
    isLLD: Type.Boolean(),
    online: Type.Boolean(),
    pictures: Type.Array(Type.String()),
    ...Timestamps,
  },
  { title: 'Pack' },
);

export const PackParams = Type.Object({ packId: Id });
