import { Type } from 'typebox';
import { admin, employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, IdParams, Ok } from '../../platform/http/schemas.ts';
import {
  CatalogueOverview,
  CategoriesQuery,
  CategoryView,
  CompanyVerticale,
  CreateCategoryBody,
  ModelCategoryView,
  ModelsWithoutCategory,
  ModelsWithoutCategoryBody,
  SetModelCategoryBody,
} from './catalogue-schemas.ts';
import * as categories from './categories.ts';
import { catalogueOverview } from './overview.ts';
import { MarketplaceUniversesBody, UniverseForm, UniverseView } from './schemas.ts';
import * as universes from './universes.ts';

const read = employee('catalogue', 'read');
const write = employee('catalogue', 'write');

export const universeRoutes = [
  route({
    method: 'POST',
    url: '/universe/create',
    operationId: 'saveUniverse',
    summary:
      'Create a universe, or update it when the form has its id (form: picture file, productModelIds comma-joined)',
    access: write,
    errors: ['notFound'],
    multipart: true,
    files: ['picture'],
    schema: { body: UniverseForm, response: { 200: UniverseView } },
    handler: (ctx, { body, http }) => universes.saveUniverse(ctx, body, http.files),
  }),
  route({
    method: 'DELETE',
    url: '/universe/:id',
    operationId: 'deleteUniverse',
    access: write,
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => universes.deleteUniverse(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/universe/list',
    operationId: 'listUniverses',
    summary: 'Universes of the company, by ranking',
    access: read,
    schema: { response: { 200: Type.Array(UniverseView) } },
    handler: (ctx) => universes.listUniverses(ctx),
  }),
  route({
    method: 'POST',
    url: '/rental-place/universe',
    operationId: 'setMarketplaceUniverses',
    summary: 'Choose the universes the marketplace shows for the company (the others are hidden)',
    access: write,
    errors: ['notFound'],
    schema: { body: MarketplaceUniversesBody, response: { 200: Type.Array(UniverseView) } },
    handler: (ctx, { body }) => universes.setMarketplaceUniverses(ctx, body.universeIds),
  }),
  route({
    method: 'GET',
    url: '/product-verticale-category/all',
    operationId: 'listVerticaleCategories',
    summary: 'Categories of every verticale (or of one)',
    access: employee(),
    schema: { querystring: CategoriesQuery, response: { 200: Type.Array(CategoryView) } },
    handler: (ctx, { query }) => categories.listCategories(ctx, query.verticale),
  }),
  route({
    method: 'GET',
    url: '/company/verticales',
    operationId: 'getCompanyVerticales',
    summary: "The company's verticales with their categories",
    access: employee(),
    schema: { response: { 200: Type.Array(CompanyVerticale) } },
    handler: (ctx) => categories.companyVerticales(ctx),
  }),
  route({
    method: 'GET',
    url: '/catalogue/getCatalogueOverview',
    operationId: 'getCatalogueOverview',
    summary: 'Counts of models, products, units, packs and services per verticale and category',
    access: read,
    schema: { response: { 200: CatalogueOverview } },
    handler: (ctx) => catalogueOverview(ctx),
  }),
  route({
    method: 'POST',
    url: '/product-verticale-category/admin/create',
    operationId: 'adminCreateVerticaleCategory',
    access: admin,
    schema: { body: CreateCategoryBody, response: { 200: CategoryView } },
    handler: (ctx, { body }) => categories.createCategory(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/product-verticale-category/admin/delete/:id',
    operationId: 'adminDeleteVerticaleCategory',
    summary: 'Delete a category that no model or pack uses (409 otherwise)',
    access: admin,
    errors: ['categoryInUse'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => categories.deleteCategory(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/admin/company/setProductModelCategory/:id',
    operationId: 'adminSetProductModelCategory',
    summary: 'Set the category of a product model of a company',
    access: admin,
    schema: { params: Type.Object({ id: Id }), body: SetModelCategoryBody, response: { 200: ModelCategoryView } },
    handler: (ctx, { params, body }) => categories.setModelCategory(ctx, params.id, body),
  }),
  route({
    method: 'POST',
    url: '/admin/company/productModelsWithoutCategory',
    operationId: 'adminProductModelsWithoutCategory',
    summary: 'Product models without a category, across companies or in one',
    access: admin,
    schema: { body: ModelsWithoutCategoryBody, response: { 200: ModelsWithoutCategory } },
    handler: (ctx, { body }) => categories.listModelsWithoutCategory(ctx, body),
  }),
];
