import { VERTICALES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, Nullable, StringEnum } from '../../../platform/http/schemas.ts';

/** Text without NUL characters, which PostgreSQL cannot store. */
export const PlainText = (options: { minLength?: number; maxLength: number; description?: string }) =>
  Type.String({ ...options, pattern: '^[^\\u0000]*$' });
export const Name = PlainText({ minLength: 1, maxLength: 200 });
export const Text = (maxLength: number) => PlainText({ maxLength });
export const SearchParams = Type.Object({ search: Type.String({ minLength: 1, maxLength: 100 }) });
export const OptionalText = (maxLength: number) => Type.Optional(Nullable(Text(maxLength)));
/** Keys of files in the storage layer (uploaded pictures), in display order. */
export const Pictures = Type.Array(PlainText({ minLength: 1, maxLength: 500 }), { maxItems: 30 });
export const Verticale = StringEnum(VERTICALES);
export const RENTAL_TYPES = ['LCD', 'LLD'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];
export const RentalType = StringEnum(RENTAL_TYPES);
export const Timestamps = { createdAt: DateTime, updatedAt: DateTime };

export const CategoryView = Type.Object({
  id: Id,
  verticale: Verticale,
  name: Type.Record(Type.String(), Type.String(), { description: 'Name per language (fr, en, es, pt, it)' }),
});

export const DuplicateBody = Type.Object({
  name: Type.Optional(Name),
});
