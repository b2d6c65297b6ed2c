import checkout from './checkout/es.ts';
import type { StoreMessages } from './fr.ts';

const store: StoreMessages = {
  skipToContent: 'Ir al contenido',
  breadcrumbs: 'Ruta de navegación',
  home: 'Inicio',
  search: {
    label: 'Buscar un artículo',
    button: 'Buscar',
    title: 'Búsqueda',
    resultsFor: 'Resultados para «{{query}}»',
    none: 'Ningún artículo coincide con su búsqueda.',
    empty: 'Escriba el nombre de un artículo para encontrarlo.',
  },
  universes: 'Universos',
  categories: 'Categorías',
  featured: 'Destacados',
  itemOfTheDay: 'El artículo del día',
  noProducts: 'Todavía no hay artículos.',
  perDay: '{{price}} / día',
  product: {
    description: 'Descripción',
    priceFor: 'Precio para sus fechas',
    start: 'Inicio del alquiler',
    end: 'Fin del alquiler',
    total: '{{price}} para estas fechas',
    deposit: 'Fianza: {{price}}',
    computing: 'Calculando el precio…',
    unavailablePrice: 'No se pudo calcular el precio de estas fechas.',
    endBeforeStart: 'El fin debe ser posterior al inicio.',
    inStock: 'Disponible en la tienda',
    outOfStock: 'No disponible por ahora',
    priceOnRequest: 'Precio a consultar',
    photoOf: 'Foto de {{name}}',
  },
  shop: {
    address: 'Dirección',
    hours: 'Horario de apertura',
    closed: 'Cerrado',
    contact: 'Contacto',
    terms: 'Condiciones generales de alquiler',
  },
  days: {
    monday: 'Lunes',
    tuesday: 'Martes',
    wednesday: 'Miércoles',
    thursday: 'Jueves',
    friday: 'Viernes',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'Esta página no existe o ya no existe.',
    back: 'Volver a la tienda',
    noShop: 'No hay ninguna tienda en esta dirección.',
  },
  language: 'Idioma',
  checkout,
};

export default store;
