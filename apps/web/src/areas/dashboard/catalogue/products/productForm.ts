import type { Verticale } from '@hirebase/shared';
import type { TFunction } from 'i18next';
import type { Category, Product, ProductInput } from '../../../../api/catalogue.ts';
import {
  amountOf,
  type NumberValue,
  numberOf,
  type PriceGridValues,
  priceGridErrors,
  priceGridPayload,
  priceGridValues,
} from '../price-grid/priceGrid.ts';
import { platformCategoryOf } from './categorySuggestions.ts';

export type StockMode = ProductInput['stockMode'] & string;

export interface ProductFormValues {
  /** Off (the usual case): a product model is created with the product, named after it. */
  useExistingModel: boolean;
  productModelId: string | null;
  /** The new model's activity; the field shows only when the shop has several (or none). */
  newProductModel: { verticale: Verticale | null };
  name: string;
  /** The shop's category by name, typed or picked; a new name creates it when the product is saved. */
  category: string;
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

/** `verticales`: the shop's activities; a new model takes the first. */
export function productFormValues(product?: Product, verticales: readonly Verticale[] = []): ProductFormValues {
  return {
    useExistingModel: !!product,
    productModelId: product?.productModelId ?? null,
    newProductModel: { verticale: verticales[0] ?? null },
    name: product?.name ?? '',
    category: product?.category?.name ?? '',
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
  if (values.useExistingModel && !values.productModelId) errors.productModelId = t('validation.required');
  if (!values.useExistingModel && !values.newProductModel.verticale) {
    errors['newProductModel.verticale'] = t('validation.required');
  }
  if (!values.name.trim()) errors.name = t('validation.required');
  if (values.stockMode === 'QUANTITY' && numberOf(values.quantity) === null) errors.quantity = t('validation.required');
  if (!values.isLCD && !values.isLLD) errors.isLCD = t('catalogue.product.errors.rentalType');
  for (const [path, key] of Object.entries(priceGridErrors(values.priceGrid, 'priceGrid.'))) {
    errors[path] = t(`catalogue.grid.errors.${key}`);
  }
  return errors;
}

/** The model part of the payload: the existing model, or the new one (filed under the platform category typed). */
function modelPayload(values: ProductFormValues, platform: Category[]): Partial<ProductInput> {
  if (values.useExistingModel) return { productModelId: values.productModelId ?? '' };
  const verticale = values.newProductModel.verticale;
  const categoryId = platformCategoryOf(values.category, platform, verticale);
  return { newProductModel: { ...(verticale ? { verticale } : {}), ...(categoryId ? { categoryId } : {}) } };
}

/**
 * The full product as created or replaced (PUT): every setting is sent, with the model to create when no existing
 * one is used. `platform`: the platform's categories, to file a new model under the one the category names.
 */
export function productPayload(values: ProductFormValues, platform: Category[] = []): ProductInput {
  const serialized = values.stockMode === 'SERIALIZED';
  return {
    ...modelPayload(values, platform),
    name: values.name.trim(),
    category: values.category.trim() || null,
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
