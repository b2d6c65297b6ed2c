import { type PriceGrid, VERTICALES, type Verticale } from '@hirebase/shared';
import type { CsvRecord } from '../../imports/index.ts';
import { STOCK_MODES } from '../schemas/products.ts';
import { parseNumber, plain, RowReader } from './cells.ts';
import { MODEL_COLUMNS as M, OFFER_COLUMNS as O, PRODUCT_COLUMNS as P, UNIT_COLUMNS as U } from './columns.ts';
import { readGrid } from './grid-columns.ts';

export type StockMode = (typeof STOCK_MODES)[number];

/** One row of a products file: a model, a product of it and, for a serialised product, maybe one of its units. */
export interface ProductRowValue {
  model: { name: string; verticale?: Verticale; category?: string; brand?: string; sizes?: string[] };
  /** Only the settings the row gives: on an existing product the others stay as they are. */
  product: {
    name: string;
    stockMode?: StockMode;
    quantity?: number;
    priceGrid?: PriceGrid;
    depositCents?: number;
    bufferBeforeMinutes?: number;
    bufferAfterMinutes?: number;
    isLcd?: boolean;
    isLld?: boolean;
    online?: boolean;
    insuranceEligible?: boolean;
    vatRateBp?: number;
    lldMonthlyPriceCents?: number;
  };
  unit?: {
    serialNumber?: string;
    qrCodeValue?: string;
    state?: string;
    inService?: boolean;
    size?: string;
    notes?: string;
  };
}

const spelling = (text: string) => plain(text).replace(/[^a-z0-9]/g, '');
const VERTICALE_SPELLINGS = Object.fromEntries(VERTICALES.map((v) => [spelling(v), v])) as Record<string, Verticale>;
const STOCK_MODE_SPELLINGS: Record<string, StockMode> = {
  serialized: 'SERIALIZED',
  serialised: 'SERIALIZED',
  serialise: 'SERIALIZED',
  units: 'SERIALIZED',
  unitaire: 'SERIALIZED',
  quantity: 'QUANTITY',
  quantite: 'QUANTITY',
};
const QR_VALUE = /^[\x21-\x7E]{3,120}$/;
const MAX_MINUTES = 43_200;

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

function readVatRate(reader: RowReader): number | undefined {
  const text = reader.text('vatRate', O.vatRate, 40);
  if (text === undefined) return undefined;
  const percent = parseNumber(text);
  const bp = percent === undefined ? Number.NaN : Math.round(percent * 100);
  if (percent === undefined || percent < 0 || percent > 100 || Math.abs(bp - percent * 100) > 1e-6) {
    return reader.fail('vatRate', `"${text}" must be a percentage from 0 to 100 (e.g. 20 or 5,5)`);
  }
  return bp;
}

function readUnit(reader: RowReader): ProductRowValue['unit'] {
  const qr = reader.text('qrCodeValue', U.qrCodeValue, 120);
  if (qr !== undefined && !QR_VALUE.test(qr)) {
    reader.fail('qrCodeValue', 'A QR value has 3 to 120 printable characters, without spaces or accents');
  }
  const unit = defined({
    serialNumber: reader.text('serialNumber', U.serialNumber, 100),
    qrCodeValue: qr,
    state: reader.text('state', U.state, 100),
    inService: reader.boolean('inService', U.inService),
    size: reader.text('size', U.size, 40),
    notes: reader.text('notes', U.notes, 2000),
  });
  if (Object.keys(unit).length === 0) return undefined;
  if (!unit.serialNumber && !unit.qrCodeValue) {
    reader.fail('serialNumber', 'A unit needs a serial number or a QR value');
  }
  return unit;
}

/** Reads a row of a products file; every problem is reported under its column, nothing touches the database. */
export function parseProductRow(record: CsvRecord): ProductRowValue {
  const reader = new RowReader(record);
  const modelName = reader.text('modelName', M.modelName);
  if (!modelName) reader.fail('modelName', 'The model name is missing');
  const productName = reader.text('productName', P.productName);
  if (!productName) reader.fail('productName', 'The product name is missing');
  const sizes = reader.list('sizes', M.sizes);
  if (sizes?.some((s) => s.length > 40)) reader.fail('sizes', 'A size has at most 40 characters');
  const stockMode = reader.choice('stockMode', P.stockMode, {
    ...STOCK_MODE_SPELLINGS,
    ...Object.fromEntries(STOCK_MODES.map((m) => [spelling(m), m])),
  });
  const quantity = reader.integer('quantity', P.quantity, 0, 1_000_000);
  const unit = readUnit(reader);
  const value: ProductRowValue = {
    model: defined({
      name: modelName ?? '',
      verticale: reader.choice('verticale', M.verticale, VERTICALE_SPELLINGS),
      category: reader.text('category', M.category),
      brand: reader.text('brand', M.brand, 100),
      sizes: sizes ? [...new Set(sizes)] : undefined,
    }),
    product: defined({
      name: productName ?? '',
      stockMode,
      quantity,
      priceGrid: readGrid(reader),
      depositCents: reader.amount('deposit', O.deposit),
      bufferBeforeMinutes: reader.integer('bufferBeforeMinutes', O.bufferBeforeMinutes, 0, MAX_MINUTES),
      bufferAfterMinutes: reader.integer('bufferAfterMinutes', O.bufferAfterMinutes, 0, MAX_MINUTES),
      isLcd: reader.boolean('isLCD', O.isLCD),
      isLld: reader.boolean('isLLD', O.isLLD),
      online: reader.boolean('online', O.online),
      insuranceEligible: reader.boolean('insuranceEligible', O.insuranceEligible),
      vatRateBp: readVatRate(reader),
      lldMonthlyPriceCents: reader.amount('lldMonthlyPrice', O.lldMonthlyPrice),
    }),
    unit,
  };
  return reader.done(value);
}
