import type { MarketplaceWishlistsMessages } from './fr.ts';

const marketplaceWishlists: MarketplaceWishlistsMessages = {
  title: 'As minhas listas de desejos',
  empty: 'Ainda não tem listas. Crie uma e adicione-lhe produtos a partir das lojas.',
  newName: 'Nova lista',
  create: 'Criar a lista',
  products_one: '{{count}} produto',
  products_many: '{{count}} de produtos',
  products_other: '{{count}} produtos',
  open: 'Ver os produtos',
  close: 'Ocultar os produtos',
  rename: 'Mudar o nome',
  name: 'Nome da lista',
  save: 'Guardar',
  cancel: 'Cancelar',
  delete: 'Eliminar',
  confirmDelete: 'Eliminar «{{name}}»?',
  confirm: 'Sim, eliminar',
  noProducts: 'Esta lista está vazia. Adicione-lhe produtos a partir das lojas.',
  shop: 'Em {{shop}}',
  remove: 'Retirar',
  removeLabel: 'Retirar {{name}} da lista',
  unavailable: {
    HIDDEN: 'Já não é proposto online',
    ARCHIVED: 'Retirado pela loja',
    SHOP_CLOSED: 'Loja fechada',
  },
  errors: {
    blank: 'Dê um nome à lista.',
    nameTaken: 'Já tem uma lista com este nome.',
    tooManyWishlists: 'Já tem {{max}} listas: elimine uma para criar outra.',
    wishlistFull: 'Uma lista contém no máximo {{max}} produtos.',
  },
};

export default marketplaceWishlists;
