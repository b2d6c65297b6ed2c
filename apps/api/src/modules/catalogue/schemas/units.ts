import { LABEL_FORMATS } from '@hirebase/shared/label-formats';
import { Type } from 'typebox';
import { DateTime, Id, Line, Nullable, Quantity, StringEnum } from '../../../platform/http/schemas.ts';
import { OptionalLine, OptionalText, RentalType, Timestamps } from './common.ts';

const Serial = Line(100, { minLength: 1 });
const QrValue = Line(120, {
  minLength: 3,
  pattern: '^[\\x21-\\x7E]+$',
  description: 'Printable ASCII; generated (HB-xxxxxxxx) when absent',
  examples: ['HB-7K3M9Q2X'],
});
const State = Line(100, { minLength: 1, description: 'A state of the state model; GOOD by default' });

const unitFields = {
  serialNumber: Type.Optional(Nullable(Serial)),
  qrCodeValue: Type.Optional(QrValue),
  state: Type.Optional(State),
  inService: Type.Optional(Type.Boolean()),
  status: OptionalLine(100),
  notes: OptionalText(2000),
  size: OptionalLine(40),
};

export const UnitsCreateBody = Type.Object({
  productId: Id,
  count: Type.Optional(Quantity(500, { description: 'Units to add without details' })),
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
export const QrParams = Type.Object({ qrCodeValue: Line(200, { minLength: 1 }) });
export const SerialQuery = Type.Object({ serialNumber: Line(100, { minLength: 1 }) });

export const UnavailabilityParams = Type.Object({ rentalType: RentalType, productId: Id, subProductId: Id });
export const UnavailabilityBody = Type.Object({
  periods: Type.Array(Type.Object({ start: DateTime, end: DateTime, reason: OptionalLine(500) }), {
    maxItems: 200,
    description: 'Replaces the periods of this rental type; [start, end) each',
  }),
});

export const WithoutEventsBody = Type.Object({
  productIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
});

const LabelFormat = StringEnum(LABEL_FORMATS, {
  description:
    'Paper: A4_SHEET (3 × 8 labels to an A4 page, the default), ROLL_62 (62 mm continuous roll, one label per ' +
    'page as long as its content), LABEL_57X32 (one 57 × 32 mm label per page)',
});

export const QrPdfBody = Type.Object(
  {
    subProductIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 2000 })),
    productIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 500, description: 'Every unit of these' })),
    format: Type.Optional(LabelFormat),
  },
  { minProperties: 1 },
);

export const ItemsQrPdfBody = Type.Object({
  items: Type.Array(Type.Object({ subProductId: Id, copies: Type.Optional(Quantity(100)) }), {
    minItems: 1,
    maxItems: 2000,
  }),
  format: Type.Optional(LabelFormat),
});
