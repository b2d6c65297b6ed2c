import { LANGUAGES } from '@hirebase/shared';
import { COMPANY_IMAGE_TYPES, MAX_GALLERY_IMAGES, STORE_SCOPES } from '@hirebase/shared/company-settings';
import { Type } from 'typebox';
import { notFound } from '../../../platform/errors.ts';
import { employee, publicAccess } from '../../../platform/http/access.ts';
import { route } from '../../../platform/http/route.ts';
import { Id, Line } from '../../../platform/http/schemas.ts';
import { IMAGE_CATEGORY_PATTERN, IMAGE_FILE_PATTERN, MAX_IMAGE_BYTES } from '../../../platform/storage/images.ts';

const ImageCategory = Line(40, { pattern: IMAGE_CATEGORY_PATTERN, examples: ['products'] });

import { Enum, ThemeBody } from '../schemas.ts';
import { shopIdOf } from '../updates/update-identity.ts';
import { SettingsView, ThemeView } from '../view-schemas.ts';
import * as images from './images.ts';
import { storeBySlug } from './store-lookup.ts';
import { getTheme, updateTheme } from './theme.ts';
import { PublicStoreView, ShopIdView, StoredFileView } from './view-store-schemas.ts';

export const storeRoutes = [
  route({
    method: 'GET',
    url: '/company/slug/:slug/:scope',
    operationId: 'getCompanyBySlug',
    summary: 'Public view of a store by its address; a former address answers with redirectTo the current one',
    access: publicAccess,
    schema: {
      params: Type.Object({
        slug: Line(60, { pattern: '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$', examples: ['my-shop'] }),
        scope: Enum(STORE_SCOPES),
      }),
      querystring: Type.Object({ language: Type.Optional(Enum(LANGUAGES)) }),
      response: { 200: PublicStoreView },
    },
    handler: (ctx, { params, query }) => storeBySlug(ctx, params.slug, params.scope, query.language),
  }),
  route({
    method: 'GET',
    url: '/company/shopId/:companyId',
    operationId: 'getShopId',
    summary: 'Public: the store address of a company',
    access: publicAccess,
    schema: { params: Type.Object({ companyId: Id }), response: { 200: ShopIdView } },
    handler: async (ctx, { params }) => (await shopIdOf(ctx, params.companyId)) ?? notFound('store', params.companyId),
  }),
  route({
    method: 'POST',
    url: '/company/companyImage/:type',
    operationId: 'uploadCompanyImage',
    summary: 'Logo, banner or cover of the store (form field "file": PNG, JPEG, GIF or WebP, 5 MB at most)',
    access: employee('settings', 'write'),
    multipart: true,
    schema: { params: Type.Object({ type: Enum(COMPANY_IMAGE_TYPES) }), response: { 200: SettingsView } },
    handler: (ctx, { params, http }) => images.uploadCompanyImage(ctx, params.type, http.files),
  }),
  route({
    method: 'POST',
    url: '/company/uploadOnlineStoreImage',
    operationId: 'uploadOnlineStoreImage',
    summary:
      'Gallery of the online store: files go to positions `indexes` (replacing or appending), `indexesToDelete` ' +
      'removes images, `names` labels the files; lists comma-separated or JSON arrays, positions as before the call',
    access: employee('settings', 'write'),
    multipart: true,
    maxFiles: MAX_GALLERY_IMAGES,
    maxFileBytes: MAX_IMAGE_BYTES,
    files: ['files'],
    schema: {
      body: Type.Object({
        names: Type.Optional(Line(5000)),
        indexes: Type.Optional(Line(500)),
        indexesToDelete: Type.Optional(Line(500)),
      }),
      response: { 200: SettingsView },
    },
    handler: (ctx, { body, http }) => images.updateGallery(ctx, body, http.files),
  }),
  route({
    method: 'GET',
    url: '/theme',
    operationId: 'getTheme',
    summary: 'Look of the online store',
    access: employee('settings', 'read'),
    schema: { response: { 200: ThemeView } },
    handler: (ctx) => getTheme(ctx),
  }),
  route({
    method: 'PUT',
    url: '/theme',
    operationId: 'updateTheme',
    summary: 'Set the look of the online store: colours, font, logo position, button roundness',
    access: employee('settings', 'write'),
    schema: { body: ThemeBody, response: { 200: ThemeView } },
    handler: (ctx, { body }) => updateTheme(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/aws-s3/upload-image/:imgCategory',
    operationId: 'uploadImage',
    summary: 'Store an image of the company (form field "file"); answers its key and public URL',
    access: employee(),
    multipart: true,
    schema: {
      params: Type.Object({ imgCategory: ImageCategory }),
      response: { 200: StoredFileView },
    },
    handler: (ctx, { params, http }) => images.uploadImage(ctx, params.imgCategory, http.files),
  }),
  route({
    method: 'POST',
    url: '/aws-s3/duplicate-image',
    operationId: 'duplicateImage',
    summary: 'Copy an image of the company under a new key',
    access: employee(),
    errors: ['notFound'],
    schema: {
      body: Type.Object({ key: Line(300, { minLength: 1 }) }),
      response: { 200: StoredFileView },
    },
    handler: (ctx, { body }) => images.duplicateImage(ctx, body.key),
  }),
  route({
    method: 'GET',
    url: '/files/images/:companyId/:category/:fileName',
    operationId: 'getImageFile',
    summary: 'Public: the bytes of a stored image',
    access: publicAccess,
    raw: { contentType: 'application/octet-stream' },
    schema: {
      params: Type.Object({
        companyId: Id,
        category: ImageCategory,
        fileName: Line(60, { pattern: IMAGE_FILE_PATTERN, examples: ['0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b.png'] }),
      }),
    },
    handler: async (ctx, { params, http }) => {
      const image = await images.readImage(
        ctx,
        `images/${params.companyId.toLowerCase()}/${params.category}/${params.fileName}`,
      );
      http.header('content-type', image.contentType);
      // Keys are never reused: a new upload gets a new key.
      http.header('cache-control', 'public, max-age=31536000, immutable');
      // public by design: mails and the shops' own sites show them
      http.header('cross-origin-resource-policy', 'cross-origin');
      return image.data;
    },
  }),
];
