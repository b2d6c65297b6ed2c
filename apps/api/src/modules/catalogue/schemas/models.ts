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

export const PhotoView = Type.Object({
  key: Type.String(),
  url: Type.String({ description: 'Public address of the photo (at most 800 px a side), cached for a year' }),
  thumbnailUrl: Type.String({ description: 'Public address of its thumbnail (at most 200 px a side)' }),
});

export const PhotoOrderBody = Type.Object({
  pictures: Type.Array(Line(500, { minLength: 1 }), {
    maxItems: 30,
    description: 'Keys of the photos in their new order (the first is the main one); a photo left out is removed',
  }),
});

export const ProductModelSummary = Type.Object({
  id: Id,
  name: Type.String(),
  verticale: Verticale,
  categoryId: Nullable(Id),
  brand: Nullable(Type.String()),
  pictures: Type.Array(Type.String()),
  photos: Type.Array(PhotoView, {
    description: 'The pictures that are stored images, in order: the first is the main one',
  }),
  sizes: Type.Array(Type.String()),
});

export const ProductModelView = Type.Object({
  ...ProductModelSummary.properties,
  category: Nullable(CategoryView),
  description: Nullable(Type.String()),
  productsCount: Type.Integer({ minimum: 0 }),
  ...Timestamps,
});
