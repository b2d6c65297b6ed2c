import type { MarketplaceWishlistsMessages } from './fr.ts';

const marketplaceWishlists: MarketplaceWishlistsMessages = {
  title: 'Mis listas de deseos',
  empty: 'Aún no tiene listas. Cree una y añada productos desde las tiendas.',
  newName: 'Nueva lista',
  create: 'Crear la lista',
  products_one: '{{count}} producto',
  products_many: '{{count}} de productos',
  products_other: '{{count}} productos',
  open: 'Ver los productos',
  close: 'Ocultar los productos',
  rename: 'Cambiar nombre',
  name: 'Nombre de la lista',
  save: 'Guardar',
  cancel: 'Cancelar',
  delete: 'Eliminar',
  confirmDelete: '¿Eliminar «{{name}}»?',
  confirm: 'Sí, eliminar',
  noProducts: 'Esta lista está vacía. Añada productos desde las tiendas.',
  shop: 'En {{shop}}',
  remove: 'Quitar',
  removeLabel: 'Quitar {{name}} de la lista',
  unavailable: {
    HIDDEN: 'Ya no se ofrece en línea',
    ARCHIVED: 'Retirado por la tienda',
    SHOP_CLOSED: 'Tienda cerrada',
  },
  errors: {
    blank: 'Dé un nombre a la lista.',
    nameTaken: 'Ya tiene una lista con este nombre.',
    tooManyWishlists: 'Ya tiene {{max}} listas: elimine una para crear otra.',
    wishlistFull: 'Una lista contiene {{max}} productos como máximo.',
  },
};

export default marketplaceWishlists;
