import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Ok } from '../../platform/http/schemas.ts';
import * as history from './history.ts';
import {
  DeleteEventBody,
  EventsPage,
  LastStateEvents,
  LastStateEventsBody,
  SearchEventsBody,
} from './history-schemas.ts';

export const historyRoutes = [
  route({
    method: 'DELETE',
    url: '/product-history/delete-event',
    operationId: 'deleteProductHistoryEvent',
    summary: 'Delete one event of the product history (JSON body { eventId })',
    access: employee('catalogue', 'write'),
    errors: ['notFound'],
    schema: { body: DeleteEventBody, response: { 200: Ok } },
    handler: (ctx, { body }) => history.deleteEvent(ctx, body.eventId),
  }),
  route({
    method: 'POST',
    url: '/product-history/last-state-events',
    operationId: 'lastStateEvents',
    summary: 'The newest state event of each unit',
    access: employee('catalogue', 'read'),
    errors: ['notFound'],
    schema: { body: LastStateEventsBody, response: { 200: LastStateEvents } },
    handler: (ctx, { body }) => history.lastStateEvents(ctx, body.subProductIds),
  }),
  route({
    method: 'POST',
    url: '/product-history/searchEvents',
    operationId: 'searchProductHistoryEvents',
    summary: 'Events of a unit or a product, newest first, by kind and period, paged',
    access: employee('catalogue', 'read'),
    errors: ['notFound'],
    schema: { body: SearchEventsBody, response: { 200: EventsPage } },
    handler: (ctx, { body }) => history.searchEvents(ctx, body),
  }),
];
