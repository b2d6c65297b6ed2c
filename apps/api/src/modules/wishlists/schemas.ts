import { Type } from 'typebox';
import { DateTime, Id, Line, Nullable, StringEnum } from '../../platform/http/schemas.ts';

/** Most lists a customer keeps, and most products on one list: a wishlist is a short list, not a catalogue. */
export const MAX_WISHLISTS = 100;
export const MAX_PRODUCTS = 200;

export const WishlistParams = Type.Object({ wishlistId: Id });

export const WishlistName = Line(100, { minLength: 1, description: "Trimmed; unique among the customer's lists" });

/** A product of a shop, named by the shop and the product (as the store shows it). */
export const ShopProductRef = Type.Object({
  companyId: Id,
  productId: Id,
});

const ProductRefs = (description: string) => Type.Array(ShopProductRef, { maxItems: MAX_PRODUCTS, description });

export const CreateWishlistBody = Type.Object({
  name: WishlistName,
  products: Type.Optional(ProductRefs("Products to put on the list, each shown in its shop's store")),
});

export const UpdateWishlistBody = Type.Object({
  id: Id,
  name: Type.Optional(WishlistName),
  add: Type.Optional(ProductRefs('Products to add (already on the list: kept as they are)')),
  remove: Type.Optional(ProductRefs('Products to take off (not on the list: ignored)')),
});

export const UNAVAILABLE_REASONS = ['HIDDEN', 'ARCHIVED', 'SHOP_CLOSED'] as const;

/** A product on a wishlist, as its shop shows it now. */
export const WishlistProduct = Type.Object({
  companyId: Id,
  productId: Id,
  name: Type.String(),
  shopName: Type.String(),
  shopSlug: Type.String(),
  available: Type.Boolean({ description: "Shown in its shop's store: it can be booked" }),
  unavailableReason: Nullable(
    StringEnum(UNAVAILABLE_REASONS, {
      description:
        'HIDDEN: the shop took it out of its store; ARCHIVED: the shop deleted it; SHOP_CLOSED: the shop left',
    }),
  ),
  addedAt: DateTime,
});

const WishlistFields = {
  id: Id,
  name: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const WishlistSummary = Type.Object({
  ...WishlistFields,
  productCount: Type.Integer({ minimum: 0 }),
});

export const Wishlist = Type.Object({
  ...WishlistFields,
  products: Type.Array(WishlistProduct, { description: 'Latest added first' }),
});
