import { LANGUAGES, VERTICALES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, Integer, Line, Nullable, StringEnum } from '../../platform/http/schemas.ts';
import { Paginated } from '../../platform/query/list-query.ts';
import { CategoryView } from '../catalogue/index.ts';

export { CategoryView };

export const CategoriesQuery = Type.Object(
  { verticale: Type.Optional(StringEnum(VERTICALES)) },
  { additionalProperties: false },
);

export const CompanyVerticale = Type.Object({
  verticale: Type.String(),
  categories: Type.Array(CategoryView),
});

export const CreateCategoryBody = Type.Object({
  verticale: StringEnum(VERTICALES),
  name: Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(Line(120))])), {
    description: 'Name per language (fr, en, es, pt, it); at least one',
  }),
});

const Counts = {
  models: Type.Integer(),
  products: Type.Integer(),
  productsOnline: Type.Integer(),
  productsOffline: Type.Integer(),
  units: Type.Integer({ description: 'Serialised units, plus the stock of quantity products' }),
  unitsInService: Type.Integer(),
  unitsOutOfService: Type.Integer(),
};

export const CatalogueOverview = Type.Object({
  totals: Type.Object({
    ...Counts,
    packs: Type.Integer(),
    packsOnline: Type.Integer(),
    services: Type.Integer(),
    servicesOnline: Type.Integer(),
  }),
  verticales: Type.Array(
    Type.Object({
      verticale: Type.String(),
      ...Counts,
      categories: Type.Array(
        Type.Object({
          categoryId: Nullable(Id),
          name: Nullable(Type.Record(Type.String(), Type.String())),
          ...Counts,
        }),
      ),
    }),
  ),
});

export const SetModelCategoryBody = Type.Object({ companyId: Id, categoryId: Id });

export const ModelCategoryView = Type.Object({
  id: Id,
  companyId: Id,
  name: Type.String(),
  verticale: Type.String(),
  categoryId: Nullable(Id),
  category: CategoryView,
});

export const ModelsWithoutCategoryBody = Type.Object({
  companyId: Type.Optional(Id),
  page: Type.Optional(Integer(1, 100_000)),
});

export const ModelsWithoutCategory = Paginated(
  Type.Object({
    id: Id,
    companyId: Id,
    companyName: Type.String(),
    name: Type.String(),
    verticale: Type.String(),
    brand: Nullable(Type.String()),
    createdAt: DateTime,
  }),
);
