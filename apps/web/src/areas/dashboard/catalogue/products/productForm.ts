import type { TFunction } from 'i18next';
import type { Product, ProductInput } from '../../../../api/catalogue.ts';
import {
  amountOf,
  type NumberValue,
  numberOf,
  type PriceGridValues,
  priceGridErrors,
  priceGridPayload,
  priceGridValues,
} from '../price-grid/priceGrid.ts';

export type StockMode = ProductInput['stockMode'] & string;

export interface ProductFormValues {
  productModelId: string | null;
  name: string;
  description: string;
  stockMode: StockMode;
  quantity: NumberValue;
  priceGrid: PriceGridValues;
  deposit: NumberValue;
  bufferBeforeMinutes: NumberValue;
  bufferAfterMinutes: NumberValue;
  isLCD: boolean;
  isLLD: boolean;
  lldMonthlyPrice: NumberValue;
  online: boolean;
  insuranceEligible: boolean;
  vatRate: NumberValue;
  stateModelId: string | null;
  statusModelId: string | null;
  surveyIds: string[];
}

const field = (value: number | null | undefined): NumberValue => (value == null ? '' : value);

export function productFormValues(product?: Product): ProductFormValues {
  return {
    productModelId: product?.productModelId ?? null,
    name: product?.name ?? '',
    description: product?.description ?? '',
    stockMode: product?.stockMode ?? 'SERIALIZED',
    quantity: field(product?.quantity),
    priceGrid: priceGridValues(product?.priceGrid),
    deposit: product?.deposit ?? 0,
    bufferBeforeMinutes: product?.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: product?.bufferAfterMinutes ?? 0,
    isLCD: product?.isLCD ?? true,
    isLLD: product?.isLLD ?? false,
    lldMonthlyPrice: field(product?.lldMonthlyPrice),
    online: product?.online ?? true,
    insuranceEligible: product?.insuranceEligible ?? false,
    vatRate: field(product?.vatRate),
    stateModelId: product?.stateModelId ?? null,
    statusModelId: product?.statusModelId ?? null,
    surveyIds: product?.surveyIds ?? [],
  };
}

/** Errors of the product form, translated, by form path. */
export function validateProduct(values: ProductFormValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.productModelId) errors.productModelId = t('validation.required');
  if (!values.name.trim()) errors.name = t('validation.required');
  if (values.stockMode === 'QUANTITY' && numberOf(values.quantity) === null) errors.quantity = t('validation.required');
  if (!values.isLCD && !values.isLLD) errors.isLCD = t('catalogue.product.errors.rentalType');
  for (const [path, key] of Object.entries(priceGridErrors(values.priceGrid, 'priceGrid.'))) {
    errors[path] = t(`catalogue.grid.errors.${key}`);
  }
  return errors;
}

/** The full product as created or replaced (PUT): every setting is sent. */
export function productPayload(values: ProductFormValues): ProductInput {
  const serialized = values.stockMode === 'SERIALIZED';
  return {
    productModelId: values.productModelId ?? '',
    name: values.name.trim(),
    description: values.description.trim() || null,
    stockMode: values.stockMode,
    quantity: serialized ? null : (numberOf(values.quantity) ?? 0),
    priceGrid: priceGridPayload(values.priceGrid),
    deposit: amountOf(values.deposit) ?? 0,
    bufferBeforeMinutes: numberOf(values.bufferBeforeMinutes) ?? 0,
    bufferAfterMinutes: numberOf(values.bufferAfterMinutes) ?? 0,
    isLCD: values.isLCD,
    isLLD: values.isLLD,
    lldMonthlyPrice: values.isLLD ? amountOf(values.lldMonthlyPrice) : null,
    online: values.online,
    insuranceEligible: values.insuranceEligible,
    vatRate: numberOf(values.vatRate),
    stateModelId: values.stateModelId,
    statusModelId: values.statusModelId,
    surveyIds: values.surveyIds,
  };
}
