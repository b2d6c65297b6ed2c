/** The marketplace customer's wishlists, French (the reference: other languages have exactly these keys). */
const marketplaceWishlists = {
  title: 'Mes listes d’envies',
  empty: 'Vous n’avez pas encore de liste. Créez-en une, puis ajoutez-y des produits depuis les boutiques.',
  newName: 'Nouvelle liste',
  create: 'Créer la liste',
  products_one: '{{count}} produit',
  products_many: '{{count}} de produits',
  products_other: '{{count}} produits',
  open: 'Voir les produits',
  close: 'Masquer les produits',
  rename: 'Renommer',
  name: 'Nom de la liste',
  save: 'Enregistrer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  confirmDelete: 'Supprimer « {{name}} » ?',
  confirm: 'Oui, supprimer',
  noProducts: 'Cette liste est vide. Ajoutez-y des produits depuis les boutiques.',
  shop: 'Chez {{shop}}',
  remove: 'Retirer',
  removeLabel: 'Retirer {{name}} de la liste',
  unavailable: {
    HIDDEN: 'Plus proposé en ligne',
    ARCHIVED: 'Retiré par la boutique',
    SHOP_CLOSED: 'Boutique fermée',
  },
  errors: {
    blank: 'Donnez un nom à la liste.',
    nameTaken: 'Vous avez déjà une liste de ce nom.',
    tooManyWishlists: 'Vous avez déjà {{max}} listes : supprimez-en une pour en créer une autre.',
    wishlistFull: 'Une liste contient {{max}} produits au plus.',
  },
};

export type MarketplaceWishlistsMessages = typeof marketplaceWishlists;
export default marketplaceWishlists;
