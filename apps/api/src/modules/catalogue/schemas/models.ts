import { Type } from 'typebox';
import { Id, Line, Nullable } from '../../../platform/http/schemas.ts';
import { CategoryView, Name, OptionalLine, OptionalText, Pictures, Timestamps, Verticale } from './common.ts';

export const ProductModelBody = Type.Object({
  /** Saves over this existing model instead of creating one. */
  id: Type.Optional(Id),
  name: Name,
  verticale: Verticale,
  categoryId: Type.Optional(Nullable(Id)),
  brand: OptionalLine(100),
  description: OptionalText(5000),
  pictures: Type.Optional(Pictures),
  sizes: Type.Optional(Type.Array(Line(40, { minLength: 1 }), { maxItems: 50 })),
});

export const ProductModelSummary = Type.Object({
  id: Id,
  name: Type.String(),
  verticale: Verticale,
  categoryId: Nullable(Id),
  brand: Nullable(Type.String()),
  pictures: Type.Array(Type.String()),
  sizes: Type.Array(Type.String()),
});

export const ProductModelView = Type.Object({
  ...ProductModelSummary.properties,
  category: Nullable(CategoryView),
  description: Nullable(Type.String()),
  productsCount: Type.Integer({ minimum: 0 }),
  ...Timestamps,
});
