import checkout from './checkout/en.ts';
import type { StoreMessages } from './fr.ts';

const store: StoreMessages = {
  skipToContent: 'Skip to content',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home',
  search: {
    label: 'Search for an item',
    button: 'Search',
    title: 'Search',
    resultsFor: 'Results for “{{query}}”',
    none: 'No item matches your search.',
    empty: 'Type the name of an item to find it.',
  },
  universes: 'Collections',
  categories: 'Categories',
  featured: 'Featured',
  itemOfTheDay: 'Item of the day',
  noProducts: 'No items yet.',
  perDay: '{{price}} / day',
  product: {
    description: 'Description',
    priceFor: 'Price for your dates',
    start: 'Rental start',
    end: 'Rental end',
    total: '{{price}} for these dates',
    deposit: 'Deposit: {{price}}',
    computing: 'Working out the price…',
    unavailablePrice: 'The price for these dates could not be worked out.',
    endBeforeStart: 'The end must come after the start.',
    inStock: 'Available in the shop',
    outOfStock: 'Unavailable for now',
    priceOnRequest: 'Price on request',
    photoOf: 'Photo of {{name}}',
  },
  shop: {
    address: 'Address',
    hours: 'Opening hours',
    closed: 'Closed',
    contact: 'Contact',
    terms: 'Rental terms and conditions',
  },
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  notFound: {
    title: 'Page not found',
    text: 'This page does not exist or no longer exists.',
    back: 'Back to the shop',
    noShop: 'There is no shop at this address.',
  },
  language: 'Language',
  checkout,
};

export default store;
