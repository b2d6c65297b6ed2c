import { Type } from 'typebox';
import { admin, employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { IdParams, Ok } from '../../platform/http/schemas.ts';
import { takeOr429 } from '../../platform/throttle/throttle.ts';
import * as periodicDiscounts from './periodic-discounts.ts';
import { previewPrices } from './preview.ts';
import { PreviewBody, PreviewView } from './preview-schemas.ts';
import * as priceRules from './price-rules.ts';
import { checkPublicPromoCode } from './promo-check.ts';
import * as promoCodes from './promo-codes.ts';
import { PROMO_CHECK_LIMITS } from './promo-limits.ts';
import { PromoCheckView, PromoCodeBody, PromoCodeView, PublicCheckParams, PublicCheckQuery } from './promo-schemas.ts';
import {
  PeriodicDiscountBody,
  PeriodicDiscountParams,
  PeriodicDiscountView,
  PriceRuleBody,
  PriceRuleView,
} from './schemas.ts';

const read = employee('catalogue', 'read');
const write = employee('catalogue', 'write');

export const pricingRoutes = [
  route({
    method: 'GET',
    url: '/price-rules',
    operationId: 'listPriceRules',
    summary: 'Price rules of the company, in the order they apply',
    access: read,
    schema: { response: { 200: Type.Array(PriceRuleView) } },
    handler: (ctx) => priceRules.listPriceRules(ctx),
  }),
  route({
    method: 'POST',
    url: '/price-rules',
    operationId: 'savePriceRule',
    summary: 'Create a price rule, or replace it when the body has its id',
    access: write,
    errors: ['notFound'],
    schema: { body: PriceRuleBody, response: { 200: PriceRuleView } },
    handler: (ctx, { body }) => priceRules.savePriceRule(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/price-rules/:id',
    operationId: 'deletePriceRule',
    access: write,
    errors: ['inUseByOrders'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => priceRules.deletePriceRule(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/company/periodic-discounts',
    operationId: 'listPeriodicDiscounts',
    access: read,
    schema: { response: { 200: Type.Array(PeriodicDiscountView) } },
    handler: (ctx) => periodicDiscounts.listPeriodicDiscounts(ctx),
  }),
  route({
    method: 'POST',
    url: '/company/periodic-discounts',
    operationId: 'savePeriodicDiscount',
    summary: 'Create a periodic discount, or replace it when the body has its id',
    access: write,
    errors: ['notFound'],
    schema: { body: PeriodicDiscountBody, response: { 200: PeriodicDiscountView } },
    handler: (ctx, { body }) => periodicDiscounts.savePeriodicDiscount(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/company/periodic-discounts/:periodicDiscountId',
    operationId: 'deletePeriodicDiscount',
    access: write,
    errors: ['inUseByOrders'],
    schema: { params: PeriodicDiscountParams, response: { 200: Ok } },
    handler: (ctx, { params }) => periodicDiscounts.deletePeriodicDiscount(ctx, params.periodicDiscountId),
  }),
  route({
    method: 'GET',
    url: '/promo-code/company',
    operationId: 'listCompanyPromoCodes',
    access: read,
    schema: { response: { 200: Type.Array(PromoCodeView) } },
    handler: (ctx) => promoCodes.listCompanyPromoCodes(ctx),
  }),
  route({
    method: 'POST',
    url: '/promo-code/company',
    operationId: 'saveCompanyPromoCode',
    summary: 'Create a promo code of the company, or replace it when the body has its id',
    access: write,
    errors: ['alreadyExists', 'notFound'],
    schema: { body: PromoCodeBody, response: { 200: PromoCodeView } },
    handler: (ctx, { body }) => promoCodes.saveCompanyPromoCode(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/promo-code/company/:id',
    operationId: 'deleteCompanyPromoCode',
    access: write,
    errors: ['inUseByOrders'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => promoCodes.deleteCompanyPromoCode(ctx, params.id),
  }),
  route({
    method: 'GET',
    url: '/promo-code/public/:companyId/:code',
    operationId: 'checkPublicPromoCode',
    summary: "Whether a code (the company's or a platform code) applies to a total and a rental start, and how much",
    access: publicAccess,
    perClient: PROMO_CHECK_LIMITS.perClient,
    errors: ['tooManyRequests'],
    schema: { params: PublicCheckParams, querystring: PublicCheckQuery, response: { 200: PromoCheckView } },
    handler: async (ctx, { params, query }) => {
      await takeOr429(ctx, PROMO_CHECK_LIMITS.perCompany, params.companyId);
      return checkPublicPromoCode(ctx, params.companyId, params.code, query);
    },
  }),
  route({
    method: 'GET',
    url: '/promo-code/admin',
    operationId: 'listPlatformPromoCodes',
    summary: 'Platform promo codes (valid in every shop)',
    access: admin,
    schema: { response: { 200: Type.Array(PromoCodeView) } },
    handler: (ctx) => promoCodes.listPromoCodes(ctx, null),
  }),
  route({
    method: 'POST',
    url: '/promo-code/admin',
    operationId: 'savePlatformPromoCode',
    summary: 'Create a platform promo code, or replace it when the body has its id',
    access: admin,
    errors: ['alreadyExists', 'notFound'],
    schema: { body: PromoCodeBody, response: { 200: PromoCodeView } },
    handler: (ctx, { body }) => promoCodes.savePromoCode(ctx, null, body),
  }),
  route({
    method: 'DELETE',
    url: '/promo-code/admin/:id',
    operationId: 'deletePlatformPromoCode',
    access: admin,
    errors: ['inUseByOrders'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => promoCodes.deletePromoCode(ctx, null, params.id),
  }),
  route({
    method: 'POST',
    url: '/pricing/preview',
    operationId: 'previewPrices',
    summary: 'Price of products, packs and services for a period, explained (the product editor preview)',
    access: employee(),
    errors: ['notFound'],
    schema: { body: PreviewBody, response: { 200: PreviewView } },
    handler: (ctx, { body }) => previewPrices(ctx, body),
  }),
];
