import checkout from './checkout/it.ts';
import type { StoreMessages } from './fr.ts';

const store: StoreMessages = {
  skipToContent: 'Vai al contenuto',
  breadcrumbs: 'Percorso di navigazione',
  home: 'Home',
  search: {
    label: 'Cerca un articolo',
    button: 'Cerca',
    title: 'Ricerca',
    resultsFor: 'Risultati per «{{query}}»',
    none: 'Nessun articolo corrisponde alla ricerca.',
    empty: 'Scrivi il nome di un articolo per trovarlo.',
  },
  universes: 'Universi',
  categories: 'Categorie',
  featured: 'In evidenza',
  itemOfTheDay: 'L’articolo del giorno',
  noProducts: 'Ancora nessun articolo.',
  perDay: '{{price}} / giorno',
  product: {
    description: 'Descrizione',
    priceFor: 'Prezzo per le tue date',
    start: 'Inizio del noleggio',
    end: 'Fine del noleggio',
    total: '{{price}} per queste date',
    deposit: 'Cauzione: {{price}}',
    computing: 'Calcolo del prezzo…',
    unavailablePrice: 'Non è stato possibile calcolare il prezzo per queste date.',
    endBeforeStart: 'La fine deve seguire l’inizio.',
    inStock: 'Disponibile in negozio',
    outOfStock: 'Non disponibile al momento',
    priceOnRequest: 'Prezzo su richiesta',
    photoOf: 'Foto di {{name}}',
  },
  shop: {
    address: 'Indirizzo',
    hours: 'Orari di apertura',
    closed: 'Chiuso',
    contact: 'Contatti',
    terms: 'Condizioni generali di noleggio',
  },
  days: {
    monday: 'Lunedì',
    tuesday: 'Martedì',
    wednesday: 'Mercoledì',
    thursday: 'Giovedì',
    friday: 'Venerdì',
    saturday: 'Sabato',
    sunday: 'Domenica',
  },
  notFound: {
    title: 'Pagina non trovata',
    text: 'Questa pagina non esiste o non esiste più.',
    back: 'Torna al negozio',
    noShop: 'Nessun negozio a questo indirizzo.',
  },
  language: 'Lingua',
  checkout,
};

export default store;
