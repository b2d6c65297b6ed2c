import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { DateTime, IdParams, Line } from '../../platform/http/schemas.ts';
import { itemLabelsPdf, unitLabelsPdf } from './qr-labels.ts';
import type { RentalType } from './schemas/common.ts';
import {
  ItemsQrPdfBody,
  QrParams,
  QrPdfBody,
  SerialQuery,
  SubProductParams,
  UnavailabilityBody,
  UnavailabilityParams,
  UnitPatch,
  UnitsBulkPatch,
  UnitsCreateBody,
  UnitView,
  UnitWithProductView,
  WithoutEventsBody,
} from './schemas/units.ts';
import * as units from './sub-products.ts';
import { setUnavailability } from './unavailability.ts';
import * as lookup from './unit-lookup.ts';

const read = employee('catalogue', 'read');
const write = employee('catalogue', 'write');

const LABELS_FILE = 'attachment; filename="qr-labels.pdf"';

export const unitRoutes = [
  route({
    method: 'POST',
    url: '/sub-products',
    operationId: 'createSubProducts',
    summary: 'Add units to a serialised product (QR values generated when not given)',
    access: write,
    errors: ['notFound', 'productNotSerialized', 'qrCodeTaken', 'serialNumberTaken'],
    schema: { body: UnitsCreateBody, response: { 200: Type.Array(UnitView) } },
    handler: (ctx, { body }) => units.createUnits(ctx, body),
  }),
  route({
    method: 'PATCH',
    url: '/sub-products',
    operationId: 'updateSubProducts',
    summary: 'Apply the same changes (state, service, status, notes, size) to several units',
    access: write,
    errors: ['notFound'],
    schema: { body: UnitsBulkPatch, response: { 200: Type.Array(UnitView) } },
    handler: (ctx, { body }) => units.updateUnits(ctx, body),
  }),
  route({
    method: 'PATCH',
    url: '/sub-products/:id',
    operationId: 'patchSubProduct',
    summary: 'Change a unit, or remove it with { deleted: true }',
    access: write,
    errors: ['inUseByOrders', 'qrCodeTaken', 'serialNumberTaken'],
    schema: { params: IdParams, body: UnitPatch, response: { 200: UnitWithProductView } },
    handler: (ctx, { params, body }) => units.updateUnit(ctx, params.id, body),
  }),
  route({
    method: 'GET',
    url: '/products/subProductsByProductName/:name/:startDate/:endDate',
    operationId: 'getSubProductsByProductName',
    summary:
      'In-service units of products named like `name` free over [startDate, endDate): no unavailability, not given to an order then, not still out',
    access: read,
    schema: {
      params: Type.Object({
        name: Line(200, { minLength: 1 }),
        startDate: DateTime,
        endDate: DateTime,
      }),
      response: { 200: Type.Array(UnitWithProductView) },
    },
    handler: (ctx, { params }) => lookup.freeUnitsByProductName(ctx, params.name, params.startDate, params.endDate),
  }),
  route({
    method: 'GET',
    url: '/products/subProduct/:subProductId',
    operationId: 'getSubProduct',
    summary: 'A unit with its product',
    access: read,
    schema: { params: SubProductParams, response: { 200: UnitWithProductView } },
    handler: (ctx, { params }) => lookup.getUnit(ctx, params.subProductId),
  }),
  route({
    method: 'GET',
    url: '/products/subProduct/qrCode/:qrCodeValue',
    operationId: 'getSubProductByQrCode',
    summary: 'The unit whose QR label was scanned',
    access: read,
    schema: { params: QrParams, response: { 200: UnitWithProductView } },
    handler: (ctx, { params }) => lookup.unitByQrValue(ctx, params.qrCodeValue),
  }),
  route({
    method: 'GET',
    url: '/products/bySerialNumber',
    operationId: 'getSubProductBySerialNumber',
    summary: 'The unit with this serial number (case-insensitive)',
    access: read,
    errors: ['notFound'],
    schema: { querystring: SerialQuery, response: { 200: UnitWithProductView } },
    handler: (ctx, { query }) => lookup.unitBySerialNumber(ctx, query.serialNumber),
  }),
  route({
    method: 'POST',
    url: '/products/subProductWithoutEvents',
    operationId: 'getSubProductsWithoutEvents',
    summary: 'Units not used yet (no history beyond their setup), optionally of some products',
    access: read,
    schema: { body: WithoutEventsBody, response: { 200: Type.Array(UnitWithProductView) } },
    handler: (ctx, { body }) => lookup.unitsWithoutEvents(ctx, body?.productIds),
  }),
  route({
    method: 'POST',
    url: '/products/setUnavailabilityDates/:rentalType/:productId/:subProductId',
    operationId: 'setSubProductUnavailabilityDates',
    summary: 'Replace the unavailability periods of a unit for one rental type',
    access: write,
    schema: { params: UnavailabilityParams, body: UnavailabilityBody, response: { 200: UnitWithProductView } },
    handler: (ctx, { params, body }) =>
      setUnavailability(ctx, params.rentalType as RentalType, params.productId, params.subProductId, body),
  }),
  route({
    method: 'POST',
    url: '/products/qrcodePdf',
    operationId: 'getQrCodesPdf',
    summary:
      'QR labels (name, serial, QR value) for units, or for every unit of products, on A4 sheets or label-printer paper (`format`)',
    access: read,
    errors: ['notFound'],
    raw: { contentType: 'application/pdf' },
    schema: { body: QrPdfBody },
    handler: async (ctx, { body, http }) => {
      const file = await unitLabelsPdf(ctx, body);
      http.header('content-disposition', LABELS_FILE);
      return file;
    },
  }),
  route({
    method: 'POST',
    url: '/products/itemsQrCodePdf',
    operationId: 'getItemsQrCodesPdf',
    summary: 'QR labels for chosen units, with a number of copies each, on A4 sheets or label-printer paper (`format`)',
    access: read,
    errors: ['notFound'],
    raw: { contentType: 'application/pdf' },
    schema: { body: ItemsQrPdfBody },
    handler: async (ctx, { body, http }) => {
      const file = await itemLabelsPdf(ctx, body);
      http.header('content-disposition', LABELS_FILE);
      return file;
    },
  }),
];
