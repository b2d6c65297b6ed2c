import { Type } from 'typebox';
import { DateTime, Id, Line, Nullable } from '../../platform/http/schemas.ts';

/** Form fields of POST /universe/create (multipart: values arrive as text; the picture is the file "picture"). */
export const UniverseForm = Type.Object({
  id: Type.Optional(Id),
  title: Line(120, { minLength: 1 }),
  productModelIds: Type.Optional(Line(40_000, { description: 'Comma-joined product model ids' })),
  ranking: Type.Optional(
    Line(20, { pattern: '^\\s*\\d{1,6}\\s*$', description: 'Display order, smallest first', examples: ['1'] }),
  ),
  minimumPrice: Type.Optional(
    Line(20, {
      pattern: '^\\s*(\\d{1,7}([.,]\\d{1,2})?)?\\s*$',
      description: '"From" price in major units, at most 2 decimals',
      examples: ['12.50'],
    }),
  ),
});

export const UniverseView = Type.Object({
  id: Id,
  title: Type.String(),
  pictureUrl: Nullable(Type.String()),
  ranking: Type.Integer(),
  minimumPrice: Nullable(Type.Number()),
  productModelIds: Type.Array(Id),
  inMarketplace: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const MarketplaceUniversesBody = Type.Object({
  universeIds: Type.Array(Id, {
    maxItems: 200,
    description: 'Universes shown in the marketplace; the others are hidden',
  }),
});
