import { route } from '../../../platform/http/route.ts';
import { IdParams, Ok } from '../../../platform/http/schemas.ts';
import { Paginated } from '../../../platform/query/list-query.ts';
import { orderRead, orderWrite } from '../access.ts';
import { joinWaitingList, leaveWaitingList, listWaitingList } from './waiting-list.ts';
import { exportWaitingListCsv } from './waiting-list-csv.ts';
import { WaitingEntryView, WaitingListBody, WaitingListFilters, WaitingListQuery } from './waiting-list-schemas.ts';

/** Customers waiting for fully booked products. */
export const waitingListRoutes = [
  route({
    method: 'POST',
    url: '/order-waiting-list/create-order-waiting-list',
    operationId: 'joinWaitingList',
    summary: 'Put a customer on the waiting list of a product for a period (409 `available` when it is free)',
    access: orderWrite,
    errors: ['available'],
    schema: { body: WaitingListBody, response: { 200: WaitingEntryView } },
    handler: (ctx, { body }) => joinWaitingList(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/order-waiting-list',
    operationId: 'listWaitingList',
    summary: 'Waiting list entries in order of arrival with their rank (cancelled ones only when asked)',
    access: orderRead,
    schema: { querystring: WaitingListQuery, response: { 200: Paginated(WaitingEntryView) } },
    handler: (ctx, { query }) => listWaitingList(ctx, query),
  }),
  route({
    method: 'DELETE',
    url: '/order-waiting-list/:id',
    operationId: 'leaveWaitingList',
    summary: 'Take an entry off the waiting list (it stays as CANCELED); the next ones move up',
    access: orderWrite,
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => leaveWaitingList(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/order-waiting-list/waiting-list-csv',
    operationId: 'exportWaitingListCsv',
    summary: 'The waiting list as a CSV file for spreadsheets (UTF-8 with BOM, ";")',
    access: orderRead,
    raw: { contentType: 'text/csv; charset=utf-8' },
    schema: { querystring: WaitingListFilters },
    handler: async (ctx, { query, http }) => {
      const file = await exportWaitingListCsv(ctx, query);
      http.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.data;
    },
  }),
];
