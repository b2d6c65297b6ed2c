import { MAX_PRODUCT_PHOTO_BYTES } from '@hirebase/shared/product-photos';
import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Id, IdParams, Integer, Line, Ok } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { addProductPhoto, setProductPhotos } from './photos/product-photos.ts';
import { listProductCategories } from './product-categories.ts';
import { enrichedInfos } from './product-insights.ts';
import { insuranceInfo, listProducts, productListSpec } from './product-list.ts';
import * as models from './product-models.ts';
import * as products from './products.ts';
import { DuplicateBody, type RentalType } from './schemas/common.ts';
import { PhotoOrderBody, ProductModelBody, ProductModelView } from './schemas/models.ts';
import {
  BulkIdsQuery,
  EnrichedParams,
  EnrichedProductView,
  InsuranceInfoView,
  ProductBody,
  ProductCategoryView,
  ProductDetailView,
  ProductPatch,
  ProductsBulkPatch,
  ProductView,
  TulipBody,
  TulipParams,
} from './schemas/products.ts';
import { withInsuredProduct } from './tulip.ts';

const read = employee('catalogue', 'read');
const write = employee('catalogue', 'write');
const ProductIdParams = Type.Object({ productId: Id });
const ModelIdParams = Type.Object({ productModelId: Id });
const ProductList = Paginated(ProductView);
const CategoriesQuery = Type.Object({
  search: Type.Optional(Line(100, { description: 'Part of the name' })),
  limit: Type.Optional(Integer(1, 500, { description: 'At most this many (default 50)' })),
});

export const productRoutes = [
  route({
    method: 'POST',
    url: '/products/create-product-model',
    operationId: 'createProductModel',
    summary: 'Create a product model (or save over an existing one when the body has its id)',
    access: write,
    errors: ['notFound'],
    schema: { body: ProductModelBody, response: { 200: ProductModelView } },
    handler: (ctx, { body }) => models.saveProductModel(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/products/duplicate-product-model/:productModelId',
    operationId: 'duplicateProductModel',
    summary: 'Copy a product model (not its products)',
    access: write,
    schema: { params: ModelIdParams, body: DuplicateBody, response: { 200: ProductModelView } },
    handler: (ctx, { params, body }) => models.duplicateProductModel(ctx, params.productModelId, body?.name),
  }),
  route({
    method: 'DELETE',
    url: '/products/delete-product-model/:productModelId',
    operationId: 'deleteProductModel',
    summary: 'Delete a product model that no product uses any more',
    access: write,
    errors: ['productModelInUse'],
    schema: { params: ModelIdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => models.deleteProductModel(ctx, params.productModelId),
  }),
  route({
    method: 'POST',
    url: '/products/productModel/:productModelId/photos',
    operationId: 'addProductModelPhoto',
    summary:
      'Add a photo at the end of a product model\'s photos (form field "file": PNG, JPEG, GIF or WebP, 10 MB at ' +
      'most); it is redrawn without metadata at 800 px and as a 200 px thumbnail, both public',
    access: write,
    errors: ['notFound', 'photosFull'],
    multipart: true,
    maxFileBytes: MAX_PRODUCT_PHOTO_BYTES,
    schema: { params: ModelIdParams, response: { 200: ProductModelView } },
    handler: (ctx, { params, http }) => addProductPhoto(ctx, params.productModelId, http.files),
  }),
  route({
    method: 'PUT',
    url: '/products/productModel/:productModelId/photos',
    operationId: 'setProductModelPhotos',
    summary: "Reorder a product model's photos (the first is the main one); photos left out are removed",
    access: write,
    errors: ['notFound'],
    schema: { params: ModelIdParams, body: PhotoOrderBody, response: { 200: ProductModelView } },
    handler: (ctx, { params, body }) => setProductPhotos(ctx, params.productModelId, body.pictures),
  }),
  route({
    method: 'GET',
    url: '/products/productModels',
    operationId: 'getProductModels',
    summary: 'Product models of the company',
    access: read,
    schema: { querystring: listQuerySchema(models.modelListSpec), response: { 200: Paginated(ProductModelView) } },
    handler: (ctx, { query }) => models.listProductModels(ctx, parseListQuery(models.modelListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/products/productModelById/:id',
    operationId: 'getProductModelById',
    summary: 'One product model',
    access: read,
    schema: { params: IdParams, response: { 200: ProductModelView } },
    handler: (ctx, { params }) => models.getProductModel(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/products/byProductModelId/:id',
    operationId: 'getProductsByProductModelId',
    summary: 'Products of a model, with their stock figures',
    access: read,
    schema: { params: IdParams, response: { 200: Type.Array(ProductView) } },
    handler: (ctx, { params }) => products.productsOfModel(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/products/categories',
    operationId: 'getProductCategories',
    summary: "The company's own product categories, by name (for the category field's suggestions)",
    access: read,
    schema: { querystring: CategoriesQuery, response: { 200: Type.Array(ProductCategoryView) } },
    handler: (ctx, { query }) => listProductCategories(ctx, query.search, query.limit ?? 50),
  }),
  route({
    method: 'POST',
    url: '/products/create-product',
    operationId: 'createProduct',
    summary:
      'Create a product (the rentable offer of a model), with its new model (newProductModel) and category when they are new',
    access: write,
    errors: ['notFound', 'productHasUnits'],
    schema: { body: ProductBody, response: { 200: ProductDetailView } },
    handler: (ctx, { body }) => products.createProduct(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/products/duplicate-product/:productId',
    operationId: 'duplicateProduct',
    summary: 'Copy a product with its price grid and settings, without units',
    access: write,
    schema: { params: ProductIdParams, body: DuplicateBody, response: { 200: ProductDetailView } },
    handler: (ctx, { params, body }) => products.duplicateProduct(ctx, params.productId, body?.name),
  }),
  route({
    method: 'DELETE',
    url: '/products/delete/:id',
    operationId: 'deleteProduct',
    summary: 'Delete a product and its units',
    access: write,
    errors: ['inUseByOrders', 'productInPacks'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => products.deleteProduct(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/products/getByCompany',
    operationId: 'getProductsByCompany',
    summary: 'Products with stock figures (units total, in service, out of service); search and filters',
    access: read,
    schema: { querystring: listQuerySchema(productListSpec), response: { 200: ProductList } },
    handler: (ctx, { query }) => listProducts(ctx, parseListQuery(productListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/products/getByCompanyLLD',
    operationId: 'getProductsByCompanyLLD',
    summary: 'Products offered for long-term rental (LLD)',
    access: read,
    schema: { querystring: listQuerySchema(productListSpec), response: { 200: ProductList } },
    handler: (ctx, { query }) => listProducts(ctx, parseListQuery(productListSpec, query), true),
  }),
  route({
    method: 'GET',
    url: '/products/byId/:id',
    operationId: 'getProductById',
    summary: 'A product with its model, stock figures and units',
    access: read,
    schema: { params: IdParams, response: { 200: ProductDetailView } },
    handler: (ctx, { params }) => products.getProduct(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/products/enriched-infos/:productId/:rentalType',
    operationId: 'getProductEnrichedInfos',
    summary: 'A product with its model, units by state, price grid, deposit and a price preview',
    access: read,
    schema: { params: EnrichedParams, response: { 200: EnrichedProductView } },
    handler: (ctx, { params }) => enrichedInfos(ctx, params.productId, params.rentalType as RentalType),
  }),
  route({
    method: 'GET',
    url: '/products/getProductsInsuranceInfo',
    operationId: 'getProductsInsuranceInfo',
    summary: 'Which products may be covered by rental insurance',
    access: read,
    schema: { response: { 200: InsuranceInfoView } },
    handler: (ctx) => insuranceInfo(ctx),
  }),
  route({
    method: 'PATCH',
    url: '/products',
    operationId: 'updateProducts',
    summary: 'Apply the same changes to the products listed in `ids`',
    access: write,
    errors: ['notFound'],
    schema: { querystring: BulkIdsQuery, body: ProductsBulkPatch, response: { 200: Type.Array(ProductView) } },
    handler: (ctx, { query, body }) => products.updateProducts(ctx, products.parseIds(query.ids), body),
  }),
  route({
    method: 'PATCH',
    url: '/products/:id',
    operationId: 'patchProduct',
    summary: 'Change some fields of a product',
    access: write,
    errors: ['productHasUnits'],
    schema: { params: IdParams, body: ProductPatch, response: { 200: ProductDetailView } },
    handler: (ctx, { params, body }) => products.updateProduct(ctx, params.id, body),
  }),
  route({
    method: 'PUT',
    url: '/products/:id',
    operationId: 'replaceProduct',
    summary: 'Replace a product (omitted settings go back to their defaults)',
    access: write,
    errors: ['productHasUnits'],
    schema: { params: IdParams, body: ProductBody, response: { 200: ProductDetailView } },
    handler: (ctx, { params, body }) => products.updateProduct(ctx, params.id, body, true),
  }),
  route({
    method: 'GET',
    url: '/products/tulip/:lokkiProductId',
    operationId: 'getTulipProduct',
    summary: 'The product at the insurance provider (503 while the integration is not configured)',
    access: read,
    errors: ['integrationNotConfigured'],
    schema: { params: TulipParams, response: { 200: Type.Object({}) } },
    handler: (ctx, { params }) =>
      withInsuredProduct(ctx, params.lokkiProductId, (p) => p.productInfo(params.lokkiProductId)),
  }),
  route({
    method: 'POST',
    url: '/products/tulip/register/:productId',
    operationId: 'registerTulipProduct',
    summary: 'Register the product with the insurance provider (503 while not configured)',
    access: write,
    errors: ['integrationNotConfigured'],
    schema: { params: ProductIdParams, body: TulipBody, response: { 200: Type.Object({}) } },
    handler: (ctx, { params }) => withInsuredProduct(ctx, params.productId, (p) => p.register(params.productId)),
  }),
  route({
    method: 'POST',
    url: '/products/tulip/softDelete/:productId',
    operationId: 'softDeleteTulipProduct',
    summary: 'Withdraw the product from the insurance provider (503 while not configured)',
    access: write,
    errors: ['integrationNotConfigured'],
    schema: { params: ProductIdParams, body: TulipBody, response: { 200: Type.Object({}) } },
    handler: (ctx, { params }) => withInsuredProduct(ctx, params.productId, (p) => p.remove(params.productId)),
  }),
];
