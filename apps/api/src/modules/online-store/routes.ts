import { employee, publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { maximumAvailability, productAvailabilityOf, productCalendar } from './availability.ts';
import { deliveryQuote } from './delivery.ts';
import { featuredItems, itemOfTheDay, storeItems } from './item-lists.ts';
import { itemPrice } from './item-price.ts';
import { openStore, openStoreOf } from './open-store.ts';
import { insuranceInfo, productModels, rawItems } from './raw-items.ts';
import {
  DeliveryParams,
  DeliveryQuery,
  DeliveryQuoteView,
  FeaturedItemsView,
  InsuranceInfoView,
  ItemOfTheDayView,
  ItemPriceParams,
  ItemPriceQuery,
  ItemPriceView,
  MaximumAvailabilityQuery,
  MaximumAvailabilityView,
  ProductAvailabilityQuery,
  ProductAvailabilityView,
  ProductCalendarQuery,
  ProductCalendarView,
  ProductModelsView,
  RawItemsView,
  StoreItemsQuery,
  StoreItemsView,
  StoreParams,
  StoreProductParams,
  StoreRentalTypeParams,
  StoreTextsBody,
  StoreTextsQuery,
  StoreTextsView,
} from './schemas.ts';
import { saveStoreTexts, storeTexts } from './texts.ts';

/** The store's public reads: the tenant is the path's company, whose store must be on. */
export const onlineStoreRoutes = [
  route({
    method: 'GET',
    url: '/online-store/items/:companyId',
    operationId: 'getOnlineStoreItems',
    summary:
      'Public: the products the store shows (first photo, "from" price, category, universes), by the shop\'s order; ' +
      'filters universe, category, search (name or brand) and rentalType; a page at a time',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreParams, querystring: StoreItemsQuery, response: { 200: StoreItemsView } },
    handler: (ctx, { params, query }) =>
      storeItems(
        ctx,
        params.companyId,
        { universeId: query.universe, categoryId: query.category, search: query.search, rentalType: query.rentalType },
        { page: query.page ?? 1, limit: query.limit ?? 50 },
      ),
  }),
  route({
    method: 'GET',
    url: '/online-store/items-featured/:companyId',
    operationId: 'getOnlineStoreFeaturedItems',
    summary: 'Public: the featured products the store shows, in the order the shop chose',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreParams, response: { 200: FeaturedItemsView } },
    handler: (ctx, { params }) => featuredItems(ctx, params.companyId),
  }),
  route({
    method: 'GET',
    url: '/online-store/items-day/:companyId',
    operationId: 'getOnlineStoreItemOfTheDay',
    summary:
      "Public: the item of the day, the same all day in the shop's time zone, taken in turn from the featured " +
      'products (or all shown products when none is featured); null when the store shows nothing',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreParams, response: { 200: ItemOfTheDayView } },
    handler: (ctx, { params }) => itemOfTheDay(ctx, params.companyId),
  }),
  route({
    method: 'GET',
    url: '/online-store/online-store-text/:companyId',
    operationId: 'getOnlineStoreTexts',
    summary:
      "Public: the texts the shop wrote for its store's pages, in the asked language (else the shop's default, else " +
      'any it wrote), and every translation',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreParams, querystring: StoreTextsQuery, response: { 200: StoreTextsView } },
    handler: (ctx, { params, query }) => storeTexts(ctx, params.companyId, query.language),
  }),
  route({
    method: 'PUT',
    url: '/online-store-text',
    operationId: 'updateOnlineStoreTexts',
    summary:
      "Replace the store's texts (welcome, introduction, booking, checkout, confirmation), each per language; a " +
      'text or language left out or blank is removed',
    access: employee('settings', 'write'),
    schema: { body: StoreTextsBody, response: { 200: StoreTextsView } },
    handler: (ctx, { body }) => saveStoreTexts(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/online-store/item-price/:companyId/:productId/:itemType',
    operationId: 'getOnlineStoreItemPrice',
    summary:
      'Public: what a product or pack of the store costs for [startDate, endDate), priced as the counter prices an ' +
      'online order (grid, low season, price rules, discounts), with its deposit; LLD: its monthly price per month',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: ItemPriceParams, querystring: ItemPriceQuery, response: { 200: ItemPriceView } },
    handler: (ctx, { params, query }) => itemPrice(ctx, params.companyId, params.productId, params.itemType, query),
  }),
  route({
    method: 'GET',
    url: '/online-store/product-availability/:companyId/:productId',
    operationId: 'getOnlineStoreProductAvailability',
    summary:
      'Public: how many of a product the store shows are free for a rental (startDate, endDate; a day from now ' +
      'without them), whether it can be booked then (stock and opening hours) and from when it is free again',
    access: publicAccess,
    errors: ['notFound'],
    schema: {
      params: StoreProductParams,
      querystring: ProductAvailabilityQuery,
      response: { 200: ProductAvailabilityView },
    },
    handler: async (ctx, { params, query }) =>
      productAvailabilityOf(ctx, await openStore(ctx, params.companyId), params.productId, query),
  }),
  route({
    method: 'GET',
    url: '/online-store/product-availability-v2',
    operationId: 'getOnlineStoreProductCalendar',
    summary:
      'Public: the calendar of a product the store shows (store by companyId or slug): for each day from ' +
      'startDateSearch to endDateSearch (three months at most), the units free for a rental starting that day and ' +
      'whether the shop is open then',
    access: publicAccess,
    errors: ['notFound'],
    schema: { querystring: ProductCalendarQuery, response: { 200: ProductCalendarView } },
    handler: async (ctx, { query }) => productCalendar(ctx, await openStoreOf(ctx, query), query.productId, query),
  }),
  route({
    method: 'GET',
    url: '/online-store/maximum-product-availability',
    operationId: 'getOnlineStoreMaximumAvailability',
    summary:
      'Public: the most units of a product the store shows (store by companyId or slug) that one rental over ' +
      '[startDate, endDate) can take: its free count, 0 when the shop is closed at the start or the end',
    access: publicAccess,
    errors: ['notFound'],
    schema: { querystring: MaximumAvailabilityQuery, response: { 200: MaximumAvailabilityView } },
    handler: async (ctx, { query }) => maximumAvailability(ctx, await openStoreOf(ctx, query), query.productId, query),
  }),
  route({
    method: 'GET',
    url: '/online-store/delivery/distance/:lat/:lng',
    operationId: 'getOnlineStoreDeliveryPrice',
    summary:
      "Public: the distance from the shop (store by companyId or slug) to an address and the delivery's price by " +
      "the shop's delivery settings; not offered when it does not deliver, has no location, or the address is too far",
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: DeliveryParams, querystring: DeliveryQuery, response: { 200: DeliveryQuoteView } },
    handler: async (ctx, { params, query }) => deliveryQuote(await openStoreOf(ctx, query), params.lat, params.lng),
  }),
  route({
    method: 'GET',
    url: '/online-store/raw-items/:companyId',
    operationId: 'getOnlineStoreRawItems',
    summary: 'Public: everything the store sells as bare records: shown products, packs and services',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreParams, response: { 200: RawItemsView } },
    handler: async (ctx, { params }) => rawItems(ctx, await openStore(ctx, params.companyId)),
  }),
  route({
    method: 'GET',
    url: '/online-store/allRawItems/:companyId/:rentalType',
    operationId: 'getOnlineStoreRawItemsOfRentalType',
    summary: 'Public: the shown products, packs and services rented short-term (LCD) or long-term (LLD)',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreRentalTypeParams, response: { 200: RawItemsView } },
    handler: async (ctx, { params }) => rawItems(ctx, await openStore(ctx, params.companyId), params.rentalType),
  }),
  route({
    method: 'GET',
    url: '/online-store/product-models/:companyId/:rentalType',
    operationId: 'getOnlineStoreProductModels',
    summary: 'Public: the models of the products the store shows for a rental type, with photos and their products',
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreRentalTypeParams, response: { 200: ProductModelsView } },
    handler: async (ctx, { params }) => productModels(ctx, await openStore(ctx, params.companyId), params.rentalType),
  }),
  route({
    method: 'GET',
    url: '/online-store/getItemInsuranceInfo/:companyId',
    operationId: 'getOnlineStoreInsuranceInfo',
    summary: "Public: the shop's rental insurance mode and the shown products the insurance may cover",
    access: publicAccess,
    errors: ['notFound'],
    schema: { params: StoreParams, response: { 200: InsuranceInfoView } },
    handler: async (ctx, { params }) => insuranceInfo(ctx, await openStore(ctx, params.companyId)),
  }),
];
