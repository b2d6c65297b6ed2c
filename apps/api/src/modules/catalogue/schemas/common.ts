import { VERTICALES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, Line, MultiLine, Nullable, StringEnum } from '../../../platform/http/schemas.ts';

export const Name = Line(200, { minLength: 1 });
export const SearchParams = Type.Object({ search: Line(100, { minLength: 1 }) });
/** Optional one-line text; null clears it. */
export const OptionalLine = (maxLength: number) => Type.Optional(Nullable(Line(maxLength)));
/** Optional text over several lines; null clears it. */
export const OptionalText = (maxLength: number) => Type.Optional(Nullable(MultiLine(maxLength)));
/** Keys of files in the storage layer (uploaded pictures), in display order. */
export const Pictures = Type.Array(Line(500, { minLength: 1 }), { maxItems: 30 });
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
