import type { MarketplaceWishlistsMessages } from './fr.ts';

const marketplaceWishlists: MarketplaceWishlistsMessages = {
  title: 'Le mie liste dei desideri',
  empty: 'Non hai ancora liste. Creane una, poi aggiungi prodotti dai negozi.',
  newName: 'Nuova lista',
  create: 'Crea la lista',
  products_one: '{{count}} prodotto',
  products_many: '{{count}} di prodotti',
  products_other: '{{count}} prodotti',
  open: 'Mostra i prodotti',
  close: 'Nascondi i prodotti',
  rename: 'Rinomina',
  name: 'Nome della lista',
  save: 'Salva',
  cancel: 'Annulla',
  delete: 'Elimina',
  confirmDelete: 'Eliminare «{{name}}»?',
  confirm: 'Sì, elimina',
  noProducts: 'Questa lista è vuota. Aggiungi prodotti dai negozi.',
  shop: 'Da {{shop}}',
  remove: 'Togli',
  removeLabel: 'Togli {{name}} dalla lista',
  unavailable: {
    HIDDEN: 'Non più proposto online',
    ARCHIVED: 'Ritirato dal negozio',
    SHOP_CLOSED: 'Negozio chiuso',
  },
  errors: {
    blank: 'Dai un nome alla lista.',
    nameTaken: 'Hai già una lista con questo nome.',
    tooManyWishlists: 'Hai già {{max}} liste: eliminane una per crearne un’altra.',
    wishlistFull: 'Una lista contiene al massimo {{max}} prodotti.',
  },
};

export default marketplaceWishlists;
