import type { MarketplaceWishlistsMessages } from './fr.ts';

const marketplaceWishlists: MarketplaceWishlistsMessages = {
  title: 'My wishlists',
  empty: 'You have no lists yet. Create one, then add products to it from the shops.',
  newName: 'New list',
  create: 'Create list',
  products_one: '{{count}} product',
  products_many: '{{count}} products',
  products_other: '{{count}} products',
  open: 'Show products',
  close: 'Hide products',
  rename: 'Rename',
  name: 'List name',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  confirmDelete: 'Delete “{{name}}”?',
  confirm: 'Yes, delete',
  noProducts: 'This list is empty. Add products to it from the shops.',
  shop: 'At {{shop}}',
  remove: 'Remove',
  removeLabel: 'Remove {{name}} from the list',
  unavailable: {
    HIDDEN: 'No longer offered online',
    ARCHIVED: 'Withdrawn by the shop',
    SHOP_CLOSED: 'Shop closed',
  },
  errors: {
    blank: 'Give the list a name.',
    nameTaken: 'You already have a list with this name.',
    tooManyWishlists: 'You already have {{max}} lists: delete one to create another.',
    wishlistFull: 'A list holds {{max}} products at most.',
  },
};

export default marketplaceWishlists;
