import { randomId } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { Pack, PackInput } from '../../../../api/catalogue.ts';
import {
  type NumberValue,
  numberOf,
  type PriceGridValues,
  priceGridErrors,
  priceGridPayload,
  priceGridValues,
} from '../price-grid/priceGrid.ts';

export type PackType = Pack['type'];

export interface PackItemRow {
  key: string;
  /** A product id (PRODUCT pack) or a category id (CATEGORY pack). */
  targetId: string | null;
  quantity: NumberValue;
}

export interface PackFormValues {
  name: string;
  description: string;
  type: PackType;
  items: PackItemRow[];
  priceGrid: PriceGridValues;
  online: boolean;
  isLCD: boolean;
  isLLD: boolean;
}

export const newItem = (): PackItemRow => ({ key: randomId(), targetId: null, quantity: 1 });

export function packFormValues(pack?: Pack): PackFormValues {
  return {
    name: pack?.name ?? '',
    description: pack?.description ?? '',
    type: pack?.type ?? 'PRODUCT',
    items: pack
      ? pack.items.map((item) => ({
          key: item.id,
          targetId: item.productId ?? item.categoryId,
          quantity: item.quantity,
        }))
      : [newItem()],
    priceGrid: priceGridValues(pack?.priceGrid),
    online: pack?.online ?? true,
    isLCD: pack?.isLCD ?? true,
    isLLD: pack?.isLLD ?? false,
  };
}

export function validatePack(values: PackFormValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = t('validation.required');
  if (values.items.length === 0) errors.items = t('catalogue.packs.errors.noItems');
  const seen = new Set<string>();
  values.items.forEach((item, i) => {
    if (!item.targetId) errors[`items.${i}.targetId`] = t('validation.required');
    else if (seen.has(item.targetId)) errors[`items.${i}.targetId`] = t('catalogue.packs.errors.repeated');
    if (item.targetId) seen.add(item.targetId);
    const quantity = numberOf(item.quantity);
    if (quantity === null || !Number.isInteger(quantity) || quantity < 1 || quantity > 100) {
      errors[`items.${i}.quantity`] = t('catalogue.packs.errors.quantity');
    }
  });
  if (!values.isLCD && !values.isLLD) errors.isLCD = t('catalogue.product.errors.rentalType');
  for (const [path, key] of Object.entries(priceGridErrors(values.priceGrid, 'priceGrid.'))) {
    errors[path] = t(`catalogue.grid.errors.${key}`);
  }
  return errors;
}

/** The pack as saved (create, or replace when it has an id); its pictures are kept as they are. */
export function packPayload(values: PackFormValues, pack?: Pack): PackInput {
  const target = values.type === 'PRODUCT' ? 'productId' : 'categoryId';
  return {
    ...(pack ? { id: pack.id, pictures: pack.pictures } : {}),
    name: values.name.trim(),
    description: values.description.trim() || null,
    type: values.type,
    items: values.items.map((item) => ({ [target]: item.targetId ?? '', quantity: numberOf(item.quantity) ?? 1 })),
    priceGrid: priceGridPayload(values.priceGrid),
    online: values.online,
    isLCD: values.isLCD,
    isLLD: values.isLLD,
  };
}
