import { Type } from 'typebox';
import { DateTime, Id, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import { OptionalText, PlainText, RentalType, Timestamps } from './common.ts';

const Serial = PlainText({ minLength: 1, maxLength: 100 });
const QrValue = Type.String({
  minLength: 3,
  maxLength: 120,
  pattern: '^[\\x21-\\x7E]+$',
  description: 'Printable ASCII; generated (HB-xxxxxxxx) when absent',
});
const State = PlainText({ minLength: 1, maxLength: 100, description: 'A state of the state model; GOOD by default' });

const unitFields = {
  serialNumber: Type.Optional(Nullable(Serial)),
  qrCodeValue: Type.Optional(QrValue),
  state: Type.Optional(State),
  inService: Type.Optional(Type.Boolean()),
  status: OptionalText(100),
  notes: OptionalText(2000),
  size: OptionalText(40),
};

export const UnitsCreateBody = Type.Object({
  productId: Id,
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'Units to add without details' })),
  units: Type.Optional(Type.Array(Type.Object(unitFields), { maxItems: 500 })),
});

export const UnitPatch = Type.Object(
  {
    ...unitFields,
    deleted: Type.Optional(Type.Literal(true, { description: 'Removes the unit (its QR value stays reserved)' })),
  },
  { minProperties: 1 },
);

export const UnitsBulkPatch = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
  changes: Type.Object(
    {
      state: unitFields.state,
      inService: unitFields.inService,
      status: unitFields.status,
      notes: unitFields.notes,
      size: unitFields.size,
    },
    { minProperties: 1 },
  ),
});

export const UnavailabilityView = Type.Object({
  id: Id,
  rentalType: RentalType,
  start: DateTime,
  end: DateTime,
  reason: Nullable(Type.String()),
});

export const UnitView = Type.Object({
  id: Id,
  productId: Id,
  serialNumber: Nullable(Type.String()),
  qrCodeValue: Type.String(),
  state: Type.String(),
  inService: Type.Boolean(),
  status: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  size: Nullable(Type.String()),
  unavailabilities: Type.Array(UnavailabilityView),
  ...Timestamps,
});

export const UnitProductSummary = Type.Object({
  id: Id,
  name: Type.String(),
  productModelId: Id,
  stockMode: StringEnum(['SERIALIZED', 'QUANTITY'] as const),
});

export const UnitWithProductView = Type.Object({ ...UnitView.properties, product: UnitProductSummary });

export const SubProductParams = Type.Object({ subProductId: Id });
export const QrParams = Type.Object({ qrCodeValue: Type.String({ minLength: 1, maxLength: 200 }) });
export const SerialQuery = Type.Object({ serialNumber: Type.String({ minLength: 1, maxLength: 100 }) });

export const UnavailabilityParams = Type.Object({ rentalType: RentalType, productId: Id, subProductId: Id });
export const UnavailabilityBody = Type.Object({
  periods: Type.Array(Type.Object({ start: DateTime, end: DateTime, reason: OptionalText(500) }), {
    maxItems: 200,
    description: 'Replaces the periods of this rental type; [start, end) each',
  }),
});

export const WithoutEventsBody = Type.Object({
  productIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
});

export const QrPdfBody = Type.Object(
  {
    subProductIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 2000 })),
    productIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 500, description: 'Every unit of these' })),
  },
  { minProperties: 1 },
);

export const ItemsQrPdfBody = Type.Object({
  items: Type.Array(
    Type.Object({ subProductId: Id, copies: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
    { minItems: 1, maxItems: 2000 },
  ),
});
