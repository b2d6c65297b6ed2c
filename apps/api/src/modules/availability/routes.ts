import { route } from '../../platform/http/route.ts';
import { orderRead } from '../orders/index.ts';
import { allocateMaterial } from './allocate-material.ts';
import { lcdAvailability } from './lcd-availability.ts';
import { lldAvailability } from './lld-availability.ts';
import { planningRows } from './planning.ts';
import {
  AllocateMaterialQuery,
  AllocateMaterialView,
  LcdAvailabilityView,
  LcdQuery,
  LldAvailabilityView,
  LldQuery,
  PlanningQuery,
  PlanningView,
} from './schemas.ts';

export const availabilityRoutes = [
  route({
    method: 'GET',
    url: '/product-availability/lcd',
    operationId: 'lcdAvailability',
    summary:
      'Free products and packs for a short-term rental (buffers, unavailability, late returns, opening hours), with a calendar of free counts per day when startDateSearch is given',
    access: orderRead,
    schema: { querystring: LcdQuery, response: { 200: LcdAvailabilityView } },
    handler: (ctx, { query }) => lcdAvailability(ctx, ctx.companyId, query),
  }),
  route({
    method: 'GET',
    url: '/product-availability/lcd/allocateMaterial',
    operationId: 'allocateMaterial',
    summary: 'For each stock hold of an order: the units it has and the units that can be given to it',
    access: orderRead,
    errors: ['notFound'],
    schema: { querystring: AllocateMaterialQuery, response: { 200: AllocateMaterialView } },
    handler: (ctx, { query }) => allocateMaterial(ctx, ctx.companyId, query),
  }),
  route({
    method: 'GET',
    url: '/product-availability/lcd/planning',
    operationId: 'planningRows',
    summary:
      'The rows of the planning over whole days: short-term products, every unit in service (used or not) with its downtime, and for quantity products the most held and least free per day',
    access: orderRead,
    schema: { querystring: PlanningQuery, response: { 200: PlanningView } },
    handler: (ctx, { query }) => planningRows(ctx, ctx.companyId, query),
  }),
  route({
    method: 'GET',
    url: '/product-availability/lld',
    operationId: 'lldAvailability',
    summary: 'Free products and packs for a long-term rental, by whole months of the company zone',
    access: orderRead,
    schema: { querystring: LldQuery, response: { 200: LldAvailabilityView } },
    handler: (ctx, { query }) => lldAvailability(ctx, ctx.companyId, query),
  }),
];
