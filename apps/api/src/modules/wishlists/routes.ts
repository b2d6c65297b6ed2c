import { rentalPlaceUser } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Ok } from '../../platform/http/schemas.ts';
import { listQuerySchema, Paginated, parseListQuery } from '../../platform/query/list-query.ts';
import { listWishlists, wishlistListSpec } from './list.ts';
import { CreateWishlistBody, UpdateWishlistBody, Wishlist, WishlistParams, WishlistSummary } from './schemas.ts';
import { createWishlist, deleteWishlist, getWishlist, updateWishlist } from './wishlists.ts';

/** A marketplace customer's wishlists: products of any shops, kept under names of their own. */
export const wishlistRoutes = [
  route({
    method: 'GET',
    url: '/wishlist',
    operationId: 'listWishlists',
    summary: "The logged-in marketplace customer's wishlists, with how many products each holds",
    access: rentalPlaceUser,
    schema: { querystring: listQuerySchema(wishlistListSpec), response: { 200: Paginated(WishlistSummary) } },
    handler: (ctx, { query }) => listWishlists(ctx, parseListQuery(wishlistListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/wishlist/:wishlistId',
    operationId: 'getWishlist',
    summary: "One of the customer's wishlists with its products, each as its shop shows it now",
    access: rentalPlaceUser,
    schema: { params: WishlistParams, response: { 200: Wishlist } },
    handler: (ctx, { params }) => getWishlist(ctx, params.wishlistId),
  }),
  route({
    method: 'POST',
    url: '/wishlist',
    operationId: 'createWishlist',
    summary: 'A new wishlist, with products each shown in its shop store',
    access: rentalPlaceUser,
    errors: ['notFound', 'alreadyExists', 'tooManyWishlists'],
    schema: { body: CreateWishlistBody, response: { 200: Wishlist } },
    handler: (ctx, { body }) => createWishlist(ctx, body),
  }),
  route({
    method: 'PUT',
    url: '/wishlist',
    operationId: 'updateWishlist',
    summary: 'Rename a wishlist, add products to it or take them off',
    access: rentalPlaceUser,
    errors: ['notFound', 'alreadyExists', 'wishlistFull'],
    schema: { body: UpdateWishlistBody, response: { 200: Wishlist } },
    handler: (ctx, { body }) => updateWishlist(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/wishlist/:wishlistId',
    operationId: 'deleteWishlist',
    summary: 'Delete a wishlist (the products stay in their shops)',
    access: rentalPlaceUser,
    schema: { params: WishlistParams, response: { 200: Ok } },
    handler: (ctx, { params }) => deleteWishlist(ctx, params.wishlistId),
  }),
];
