import checkout from './checkout/fr.ts';

/** The online store's words, French (the reference: other languages have these keys). */
const store = {
  skipToContent: 'Aller au contenu',
  breadcrumbs: 'Fil d’Ariane',
  home: 'Accueil',
  search: {
    label: 'Rechercher un article',
    button: 'Rechercher',
    title: 'Recherche',
    resultsFor: 'Résultats pour « {{query}} »',
    none: 'Aucun article ne correspond à votre recherche.',
    empty: 'Tapez le nom d’un article pour le trouver.',
  },
  universes: 'Univers',
  categories: 'Catégories',
  featured: 'À la une',
  itemOfTheDay: 'L’article du jour',
  noProducts: 'Aucun article pour le moment.',
  perDay: '{{price}} / jour',
  product: {
    description: 'Description',
    priceFor: 'Prix pour vos dates',
    start: 'Début de la location',
    end: 'Fin de la location',
    total: '{{price}} pour ces dates',
    deposit: 'Caution : {{price}}',
    computing: 'Calcul du prix…',
    unavailablePrice: 'Le prix de ces dates n’a pas pu être calculé.',
    endBeforeStart: 'La fin doit suivre le début.',
    inStock: 'Disponible en boutique',
    outOfStock: 'Indisponible pour le moment',
    priceOnRequest: 'Prix sur demande',
    photoOf: 'Photo de {{name}}',
  },
  shop: {
    address: 'Adresse',
    hours: 'Horaires d’ouverture',
    closed: 'Fermé',
    contact: 'Contact',
    terms: 'Conditions générales de location',
  },
  days: {
    monday: 'Lundi',
    tuesday: 'Mardi',
    wednesday: 'Mercredi',
    thursday: 'Jeudi',
    friday: 'Vendredi',
    saturday: 'Samedi',
    sunday: 'Dimanche',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Cette page n’existe pas ou plus.',
    back: 'Retour à la boutique',
    noShop: 'Aucune boutique ne se trouve à cette adresse.',
  },
  language: 'Langue',
  checkout,
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type StoreMessages = Shape<typeof store>;

export default store;
