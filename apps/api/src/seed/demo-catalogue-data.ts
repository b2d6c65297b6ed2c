import type { PriceGridInput } from '../modules/catalogue/price-grid.ts';
import type { DrawingKind } from './demo-drawings.ts';

export interface DemoProduct {
  key: string;
  model: { name: string; brand: string; verticale: string; category: string; sizes?: string[]; description: string };
  name: string;
  grid: PriceGridInput;
  deposit: number;
  /** Serialised units as [serial prefix, count], or a stock quantity. */
  stock: { serials: [string, number] } | { quantity: number };
  isLLD?: boolean;
  lldMonthly?: number;
  insurance?: boolean;
  buffers?: [number, number];
}

const days = (...tiers: [number, number][]) => tiers.map(([d, price]) => ({ days: d, price }));

/** The catalogue of an Annecy bike-and-ski shop: summer bikes and e-bikes, winter skis and snowboards. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    key: 'city',
    model: {
      name: 'Trek FX 2',
      brand: 'Trek',
      verticale: 'BIKE',
      category: 'City bikes',
      sizes: ['S', 'M', 'L'],
      description: 'Vélo hybride léger, idéal pour le tour du lac par la piste cyclable.',
    },
    name: 'Vélo de ville Trek FX 2',
    grid: { halfDay: 15, days: days([1, 22], [2, 40], [7, 95]), extraDay: 12 },
    deposit: 300,
    stock: { serials: ['WTU2841', 8] },
    isLLD: true,
    lldMonthly: 69,
    insurance: true,
  },
  {
    key: 'mtb',
    model: {
      name: 'Scott Aspect 950',
      brand: 'Scott',
      verticale: 'BIKE',
      category: 'Mountain bikes',
      sizes: ['S', 'M', 'L'],
      description: 'VTT semi-rigide 29 pouces pour le Semnoz et les sentiers du Parmelan.',
    },
    name: 'VTT semi-rigide Scott Aspect 950',
    grid: { halfDay: 20, days: days([1, 30], [2, 55], [3, 75], [7, 150]), extraDay: 18 },
    deposit: 500,
    stock: { serials: ['SCA950', 6] },
    insurance: true,
  },
  {
    key: 'road',
    model: {
      name: 'Specialized Allez Sport',
      brand: 'Specialized',
      verticale: 'BIKE',
      category: 'Road bikes',
      sizes: ['52', '54', '56', '58'],
      description: 'Vélo de route aluminium pour le col de la Forclaz.',
    },
    name: 'Vélo de route Specialized Allez',
    grid: { halfDay: 25, days: days([1, 35], [2, 65], [7, 180]), extraDay: 22 },
    deposit: 800,
    stock: { serials: ['SPZALZ', 4] },
    insurance: true,
  },
  {
    key: 'kids',
    model: {
      name: 'Commencal Ramones 24',
      brand: 'Commencal',
      verticale: 'BIKE',
      category: 'Kids bikes',
      sizes: ['20"', '24"'],
      description: 'Vélo enfant de 7 à 12 ans.',
    },
    name: 'Vélo enfant 24 pouces',
    grid: { halfDay: 10, days: days([1, 14], [2, 26], [7, 60]), extraDay: 8 },
    deposit: 150,
    stock: { serials: ['CMR24', 5] },
  },
  {
    key: 'seat',
    model: {
      name: 'Thule Yepp Maxi',
      brand: 'Thule',
      verticale: 'BIKE',
      category: 'Child seats and trailers',
      description: 'Siège enfant arrière jusqu’à 22 kg.',
    },
    name: 'Siège enfant Thule Yepp',
    grid: { halfDay: 4, days: days([1, 5], [7, 25]), extraDay: 3 },
    deposit: 50,
    stock: { quantity: 6 },
  },
  {
    key: 'helmet',
    model: {
      name: 'Abus Urban-I 3.0',
      brand: 'Abus',
      verticale: 'BIKE',
      category: 'Bike helmets',
      sizes: ['S', 'M', 'L'],
      description: 'Casque vélo avec éclairage arrière intégré.',
    },
    name: 'Casque vélo',
    grid: { days: days([1, 3], [7, 15]), extraDay: 2 },
    deposit: 0,
    stock: { quantity: 25 },
  },
  {
    key: 'ecity',
    model: {
      name: 'Cube Touring Hybrid One 500',
      brand: 'Cube',
      verticale: 'ELECTRIC_BIKE',
      category: 'E-city bikes',
      sizes: ['S', 'M', 'L'],
      description: 'VAE de randonnée, batterie 500 Wh : le tour du lac sans effort.',
    },
    name: 'VAE Cube Touring Hybrid',
    grid: { halfDay: 35, days: days([1, 45], [2, 85], [7, 190]), extraDay: 25 },
    deposit: 1500,
    stock: { serials: ['CUBE5K', 6] },
    isLLD: true,
    lldMonthly: 129,
    insurance: true,
    buffers: [0, 30],
  },
  {
    key: 'emtb',
    model: {
      name: 'Moustache Samedi 27 Trail 5',
      brand: 'Moustache',
      verticale: 'ELECTRIC_BIKE',
      category: 'E-mountain bikes',
      sizes: ['S', 'M', 'L'],
      description: 'VTT électrique tout-suspendu, fabriqué dans les Vosges.',
    },
    name: 'VTT électrique Moustache Samedi Trail',
    grid: { halfDay: 45, days: days([1, 60], [2, 110], [7, 260]), extraDay: 35 },
    deposit: 2500,
    stock: { serials: ['MST27T', 4] },
    insurance: true,
    buffers: [0, 30],
  },
  {
    key: 'skis',
    model: {
      name: 'Rossignol Experience 82 Basalt',
      brand: 'Rossignol',
      verticale: 'SKI',
      category: 'Alpine skis',
      sizes: ['160 cm', '168 cm', '176 cm', '184 cm'],
      description: 'Ski polyvalent piste, pour skieurs intermédiaires à confirmés.',
    },
    name: 'Skis adulte Rossignol Experience 82',
    grid: {
      days: days([1, 28], [2, 52], [3, 74], [6, 135], [7, 150]),
      extraDay: 20,
      lowSeason: { days: days([1, 22], [6, 110]), extraDay: 16 },
    },
    deposit: 300,
    stock: { serials: ['RSX82', 10] },
    insurance: true,
  },
  {
    key: 'freeride',
    model: {
      name: 'Salomon QST 92',
      brand: 'Salomon',
      verticale: 'SKI',
      category: 'Alpine skis',
      sizes: ['169 cm', '177 cm', '185 cm'],
      description: 'Ski all-mountain pour La Clusaz hors-piste balisé.',
    },
    name: 'Skis freeride Salomon QST 92',
    grid: { days: days([1, 34], [2, 64], [6, 165]), extraDay: 25 },
    deposit: 350,
    stock: { serials: ['SQST92', 6] },
    insurance: true,
  },
  {
    key: 'kidskis',
    model: {
      name: 'Rossignol Hero Jr',
      brand: 'Rossignol',
      verticale: 'SKI',
      category: 'Alpine skis',
      sizes: ['100 cm', '110 cm', '120 cm', '130 cm'],
      description: 'Ski enfant, du jardin des neiges à la première étoile.',
    },
    name: 'Skis enfant Rossignol Hero',
    grid: { days: days([1, 14], [6, 65]), extraDay: 10 },
    deposit: 120,
    stock: { serials: ['RHJR', 8] },
  },
  {
    key: 'snowboard',
    model: {
      name: 'Burton Custom',
      brand: 'Burton',
      verticale: 'SKI',
      category: 'Snowboards',
      sizes: ['150 cm', '154 cm', '158 cm'],
      description: 'Snowboard camber polyvalent.',
    },
    name: 'Snowboard Burton Custom',
    grid: { days: days([1, 30], [2, 56], [6, 150]), extraDay: 22 },
    deposit: 300,
    stock: { serials: ['BTCUS', 5] },
    insurance: true,
  },
  {
    key: 'boots',
    model: {
      name: 'Salomon S/Pro 90',
      brand: 'Salomon',
      verticale: 'SKI',
      category: 'Ski boots',
      sizes: ['24.5', '25.5', '26.5', '27.5', '28.5', '29.5'],
      description: 'Chaussure de ski confortable, chaussage facile.',
    },
    name: 'Chaussures de ski Salomon S/Pro',
    grid: { days: days([1, 12], [6, 60]), extraDay: 8 },
    deposit: 100,
    stock: { quantity: 40 },
  },
  {
    key: 'poles',
    model: {
      name: 'Leki Spitfire',
      brand: 'Leki',
      verticale: 'SKI',
      category: 'Poles',
      sizes: ['110 cm', '120 cm', '130 cm'],
      description: 'Bâtons aluminium.',
    },
    name: 'Bâtons de ski Leki',
    grid: { days: days([1, 3], [6, 12]), extraDay: 2 },
    deposit: 0,
    stock: { quantity: 50 },
  },
  {
    key: 'skihelmet',
    model: {
      name: 'Giro Ledge MIPS',
      brand: 'Giro',
      verticale: 'SKI',
      category: 'Ski helmets',
      sizes: ['S', 'M', 'L'],
      description: 'Casque de ski MIPS.',
    },
    name: 'Casque de ski Giro',
    grid: { days: days([1, 5], [6, 25]), extraDay: 4 },
    deposit: 0,
    stock: { quantity: 30 },
  },
];

/** Category items name 'VERTICALE:English category name'. */
export const DEMO_PACKS: {
  name: string;
  description: string;
  type: 'PRODUCT' | 'CATEGORY';
  grid: PriceGridInput;
  items: [string, number][];
  /** What its photo shows. */
  photo: DrawingKind[];
}[] = [
  {
    name: 'Ski complet',
    description: 'Skis Rossignol Experience, chaussures et bâtons.',
    type: 'PRODUCT',
    grid: { days: days([1, 38], [2, 72], [3, 100], [6, 185], [7, 205]), extraDay: 28 },
    photo: ['skis', 'skiBoots', 'poles'],
    items: [
      ['skis', 1],
      ['boots', 1],
      ['poles', 1],
    ],
  },
  {
    name: 'Ski complet enfant',
    description: 'Skis enfant, chaussures, bâtons et casque.',
    type: 'PRODUCT',
    grid: { days: days([1, 22], [6, 99]), extraDay: 15 },
    photo: ['kidsSkis', 'skiBoots', 'skiHelmet'],
    items: [
      ['kidskis', 1],
      ['boots', 1],
      ['poles', 1],
      ['skihelmet', 1],
    ],
  },
  {
    name: 'Famille vélo',
    description: 'Deux vélos de ville, deux vélos enfant et leurs casques.',
    type: 'PRODUCT',
    grid: { halfDay: 45, days: days([1, 65], [2, 120], [7, 280]), extraDay: 35 },
    photo: ['cityBike', 'kidsBike', 'bikeHelmet'],
    items: [
      ['city', 2],
      ['kids', 2],
      ['helmet', 4],
    ],
  },
  {
    name: 'Découverte VAE',
    description: 'Un vélo électrique de ville au choix et un casque.',
    type: 'CATEGORY',
    grid: { halfDay: 38, days: days([1, 48], [2, 90]) },
    photo: ['eCityBike', 'bikeHelmet'],
    items: [
      ['ELECTRIC_BIKE:E-city bikes', 1],
      ['BIKE:Bike helmets', 1],
    ],
  },
];
