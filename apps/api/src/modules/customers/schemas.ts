import { CUSTOM_FIELD_TYPES, CUSTOMER_TYPES, LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import {
  DateOnly,
  DateTime,
  Decimal,
  Id,
  Integer,
  JsonValue,
  Line,
  MultiLine,
  Nullable,
} from '../../platform/http/schemas.ts';

/** One of fixed strings, typed as their union (StringEnum types them as string). */
export const OneOf = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      options,
    ),
  );

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Line(maxLength)));
const CalendarDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const CustomFieldDefSchema = Type.Object({
  key: Line(50, { minLength: 1, description: 'Stable key: a letter, then letters, digits or _' }),
  label: Line(100, { minLength: 1 }),
  type: OneOf(CUSTOM_FIELD_TYPES),
  options: Type.Optional(Type.Array(Line(100, { minLength: 1 }), { maxItems: 100 })),
  required: Type.Boolean({ default: false }),
});

export const CustomerModelView = Type.Object({
  id: Id,
  name: Type.String(),
  fields: Type.Array(CustomFieldDefSchema),
  isDefault: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

const ModelFields = Type.Array(CustomFieldDefSchema, { maxItems: 50 });

export const CreateCustomerModelBody = Type.Object({
  name: Line(100, { minLength: 1 }),
  fields: Type.Optional(ModelFields),
  isDefault: Type.Optional(Type.Boolean({ description: 'Make it the model of new customers' })),
});

export const UpdateCustomerModelBody = Type.Object({
  id: Id,
  name: Type.Optional(Line(100, { minLength: 1 })),
  fields: Type.Optional(ModelFields),
  isDefault: Type.Optional(Type.Literal(true, { description: 'Make it the model of new customers' })),
});

export const AddressSchema = Type.Object({
  label: Line(100, { default: '' }),
  street: Line(200, { default: '' }),
  zip: Line(20, { default: '' }),
  city: Line(100, { default: '' }),
  country: Line(56, { default: '' }),
  lat: Type.Optional(Decimal({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Decimal({ minimum: -180, maximum: 180 })),
});

export const CustomFieldValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
// Left to the customer model's check (checkCustomFields): with type coercion on, a schema union would turn 12 into
// "12" before the model could say the field is a number.
const CustomFieldInput = Type.Unsafe<string | number | boolean | null>(
  JsonValue('A string, number, boolean or date (YYYY-MM-DD) as the field type says; null removes the value'),
);

/** POST /customer: creates a customer, or updates the one named by `id` (absent fields stay as they are). */
export const CustomerBody = Type.Object({
  id: Type.Optional(Id),
  type: Type.Optional(OneOf(CUSTOMER_TYPES)),
  customerModelId: Type.Optional(Nullable(Id)),
  firstName: OptionalText(100),
  lastName: OptionalText(100),
  companyName: OptionalText(200),
  vatNumber: OptionalText(50),
  email: Type.Optional(Nullable(Line(254, { description: 'Unique among the customers; "" clears' }))),
  phone: OptionalText(40),
  language: Type.Optional(Nullable(OneOf(LANGUAGES))),
  birthDate: Type.Optional(Nullable(DateOnly({ earliest: '1900-01-01', description: 'Birth date' }))),
  addresses: Type.Optional(Type.Array(AddressSchema, { maxItems: 20 })),
  customFields: Type.Optional(
    Type.Record(Line(50), CustomFieldInput, {
      description: 'Values of the fields of the customer model, by key; null removes a value',
    }),
  ),
  notes: Type.Optional(Nullable(MultiLine(10_000))),
  marketingConsent: Type.Optional(Type.Boolean()),
});

export const CustomerView = Type.Object({
  id: Id,
  type: OneOf(CUSTOMER_TYPES),
  displayName: Type.String(),
  customerModelId: Nullable(Id),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  vatNumber: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  language: Nullable(Type.String()),
  birthDate: Nullable(CalendarDate),
  addresses: Type.Array(AddressSchema),
  customFields: Type.Record(Type.String(), CustomFieldValueSchema),
  notes: Nullable(Type.String()),
  marketingConsent: Type.Boolean(),
  rentalPlaceUserId: Nullable(Id),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const CustomerDocumentView = Type.Object({
  id: Id,
  customerId: Id,
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  uploadedBy: Nullable(Id),
  createdAt: DateTime,
});

export const CustomerDetail = Type.Object({
  ...CustomerView.properties,
  documents: Type.Array(CustomerDocumentView),
});

export const CustomerChoice = Type.Object({
  id: Id,
  type: OneOf(CUSTOMER_TYPES),
  displayName: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});

export const SelectQuery = Type.Object(
  {
    search: Type.Optional(Line(200, { description: 'Part of a name, the email or the phone' })),
    limit: Type.Optional(Integer(1, 50, { default: 20 })),
  },
  { additionalProperties: false },
);

export const CustomerParams = Type.Object({ customerId: Id });
const EmailParam = Line(254, { pattern: '^[^\\s@]+@[^\\s@]+$', examples: ['someone@example.com'] });
export const EmailParams = Type.Object({ email: EmailParam });
export const VerifyParams = Type.Object({
  email: EmailParam,
  id: { ...Id, description: 'The customer being edited; any UUID for a new one' },
});
export const DuplicateCheck = Type.Object({ exists: Type.Boolean(), customer: Type.Optional(CustomerChoice) });
export const DocumentParams = Type.Object({ customerId: Id, documentId: Id });
export const CompanyParams = Type.Object({ companyId: Id });
