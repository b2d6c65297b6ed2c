import { CUSTOM_FIELD_TYPES, CUSTOMER_TYPES, LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, Nullable } from '../../platform/http/schemas.ts';
import { UUID_PATTERN } from '../../platform/ids.ts';

/** One of fixed strings, typed as their union (StringEnum types them as string). */
export const OneOf = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      options,
    ),
  );

const Text = (maxLength: number) => Type.String({ maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Text(maxLength)));
const CalendarDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const CustomFieldDefSchema = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 50, description: 'Stable key: a letter, then letters, digits or _' }),
  label: Type.String({ minLength: 1, maxLength: 100 }),
  type: OneOf(CUSTOM_FIELD_TYPES),
  options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
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
  name: Type.String({ minLength: 1, maxLength: 100 }),
  fields: Type.Optional(ModelFields),
  isDefault: Type.Optional(Type.Boolean({ description: 'Make it the model of new customers' })),
});

export const UpdateCustomerModelBody = Type.Object({
  id: Id,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  fields: Type.Optional(ModelFields),
  isDefault: Type.Optional(Type.Literal(true, { description: 'Make it the model of new customers' })),
});

export const AddressSchema = Type.Object({
  label: Type.String({ maxLength: 100, default: '' }),
  street: Type.String({ maxLength: 200, default: '' }),
  zip: Type.String({ maxLength: 20, default: '' }),
  city: Type.String({ maxLength: 100, default: '' }),
  country: Type.String({ maxLength: 56, default: '' }),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
});

export const CustomFieldValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
// Left to the customer model's check (checkCustomFields): with type coercion on, a schema union would turn 12 into
// "12" before the model could say the field is a number.
const CustomFieldInput = Type.Unsafe<string | number | boolean | null>({
  description: 'A string, number, boolean or date (YYYY-MM-DD) as the field type says; null removes the value',
});

/** POST /customer: creates a customer, or updates the one named by `id` (absent fields stay as they are). */
export const CustomerBody = Type.Object({
  id: Type.Optional(Id),
  type: Type.Optional(OneOf(CUSTOMER_TYPES)),
  customerModelId: Type.Optional(Nullable(Id)),
  firstName: OptionalText(100),
  lastName: OptionalText(100),
  companyName: OptionalText(200),
  vatNumber: OptionalText(50),
  email: Type.Optional(Nullable(Type.String({ maxLength: 254, description: 'Unique among the customers; "" clears' }))),
  phone: OptionalText(40),
  language: Type.Optional(Nullable(OneOf(LANGUAGES))),
  birthDate: Type.Optional(Nullable(CalendarDate)),
  addresses: Type.Optional(Type.Array(AddressSchema, { maxItems: 20 })),
  customFields: Type.Optional(
    Type.Record(Type.String(), CustomFieldInput, {
      description: 'Values of the fields of the customer model, by key; null removes a value',
    }),
  ),
  notes: OptionalText(10_000),
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
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of a name, the email or the phone' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  },
  { additionalProperties: false },
);

export const CustomerParams = Type.Object({ customerId: Id });
const EmailParam = Type.String({ maxLength: 254, pattern: '^[^\\s@\\u0000]+@[^\\s@\\u0000]+$' });
export const EmailParams = Type.Object({ email: EmailParam });
export const VerifyParams = Type.Object({
  email: EmailParam,
  id: Type.String({ pattern: UUID_PATTERN, description: 'The customer being edited; any UUID for a new one' }),
});
export const DuplicateCheck = Type.Object({ exists: Type.Boolean(), customer: Type.Optional(CustomerChoice) });
export const DocumentParams = Type.Object({ customerId: Id, documentId: Id });
export const CompanyParams = Type.Object({ companyId: Id });
