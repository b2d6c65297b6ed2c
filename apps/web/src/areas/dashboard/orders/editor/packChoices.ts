import type { ReactNode } from 'react';
import type { Category } from '../../../../api/catalogue.ts';
import type { OrderLine } from '../../../../api/orders.ts';
import type { FreeCounts } from './limits.ts';
import type { OrderLineValues, PackSelections } from './orderForm.ts';

/** An item of a pack as the catalogue lists it: one given product, or any product of a category. */
export interface PackItem {
  id: string;
  productId: string | null;
  categoryId: string | null;
  category: Pick<Category, 'name'> | null;
  quantity: number;
}

/** The items of a pack (by pack id), as far as the catalogue knows them. */
export type PackItemsOf = (packId: string) => readonly PackItem[];

/** The items of a pack whose product is chosen when booking: "any product of a category". */
export const itemsToChoose = (items: readonly PackItem[]): PackItem[] =>
  items.filter((item) => !item.productId && !!item.categoryId);

/** How many of an item's product a pack line needs. */
const needOf = (item: PackItem, line: OrderLineValues) => item.quantity * line.quantity;

/**
 * How much of a product the form's lines ask for, one item of one pack line left out (the one being chosen):
 * product lines, fixed items of packs and the products chosen for category items. Automatic choices are unknown.
 */
export function takenByLines(
  lines: readonly OrderLineValues[],
  productId: string,
  packItemsOf: PackItemsOf,
  except: { lineKey: string; itemId: string },
): number {
  let taken = 0;
  for (const line of lines) {
    if (line.kind === 'product' && line.id === productId) taken += line.quantity;
    if (line.kind !== 'pack') continue;
    for (const item of packItemsOf(line.id)) {
      if (line.key === except.lineKey && item.id === except.itemId) continue;
      if ((item.productId ?? line.selections?.[item.id]) === productId) taken += needOf(item, line);
    }
  }
  return taken;
}

export interface ChoiceOption {
  productId: string;
  name: string;
  /** Left over the period once the other lines have taken theirs; undefined while the counts are read. */
  free: number | undefined;
  /** Fewer left than the line needs. */
  disabled: boolean;
}

/** The products a category item of a pack line can be given, with what is left of each over the period. */
export function choiceOptions(input: {
  lines: readonly OrderLineValues[];
  line: OrderLineValues;
  item: PackItem;
  /** The products of the item's category that are rented short-term. */
  products: readonly { id: string; name: string }[];
  free: FreeCounts | undefined;
  packItemsOf: PackItemsOf;
}): ChoiceOption[] {
  const { lines, line, item, free, packItemsOf } = input;
  const need = needOf(item, line);
  return input.products.map((product) => {
    const count = free?.get(product.id);
    const left =
      count === undefined
        ? undefined
        : Math.max(0, count - takenByLines(lines, product.id, packItemsOf, { lineKey: line.key, itemId: item.id }));
    return { productId: product.id, name: product.name, free: left, disabled: left !== undefined && left < need };
  });
}

/** The selections with an item given a product, or left to the automatic choice (null). */
export function withChoice(selections: PackSelections, itemId: string, productId: string | null): PackSelections {
  const { [itemId]: _, ...others } = selections;
  return productId ? { ...others, [itemId]: productId } : others;
}

/** `selections` of a pack line in the order body: one per item given a product. */
export const bodySelections = (selections: PackSelections) =>
  Object.entries(selections)
    .filter(([, productId]) => !!productId)
    .map(([packItemId, productId]) => ({ packItemId, productId }));

/**
 * The form error key of an API error about the choices of a pack line: one item's when the API names it, the whole
 * line's otherwise.
 */
export const choicesErrorPath = (lineIndex: number, itemId?: string) =>
  itemId ? `lines.${lineIndex}.selections.${itemId}` : `lines.${lineIndex}.selections`;

/** Whether a form error key is about the choices of a pack line. */
export const isChoicesErrorPath = (path: string) => /^lines\.\d+\.selections(\.|$)/.test(path);

/**
 * The errors the API gave the choices of a pack line, placed on its selects (the ids of the items shown, in order):
 * each item's on its own select, the line's (or an item's not shown) on the first one. With no select shown, all are
 * left `unplaced`, to be shown under the line.
 */
export function placeChoiceErrors(
  errors: Readonly<Record<string, ReactNode>>,
  lineIndex: number,
  itemIds: readonly string[],
): { byItem: Map<string, ReactNode>; unplaced: ReactNode[] } {
  const lineKey = choicesErrorPath(lineIndex);
  const byItem = new Map<string, ReactNode>();
  const unplaced: ReactNode[] = [];
  for (const [key, error] of Object.entries(errors)) {
    if (!error || (key !== lineKey && !key.startsWith(`${lineKey}.`))) continue;
    const itemId = key.slice(lineKey.length + 1);
    if (itemIds.includes(itemId)) byItem.set(itemId, error);
    else unplaced.push(error);
  }
  const first = itemIds[0];
  if (first !== undefined && unplaced.length > 0) {
    if (!byItem.has(first)) byItem.set(first, unplaced[0]);
    unplaced.length = 0;
  }
  return { byItem, unplaced };
}

type OrderLineRef = Pick<OrderLine, 'id' | 'itemId' | 'parentLineId'>;

/**
 * The products an existing order gave to the category items of one of its pack lines, read from the line's children:
 * fixed items take their product first, then each category item takes a child of its category. A child whose
 * category is unknown (product no longer offered) leaves its item to the automatic choice.
 */
export function selectionsOfOrderLine(
  orderLines: readonly OrderLineRef[],
  packLineId: string,
  items: readonly PackItem[],
  categoryOf: (productId: string) => string | null | undefined,
): PackSelections {
  const children = orderLines.filter((l) => l.parentLineId === packLineId);
  const take = (matches: (child: OrderLineRef) => boolean) => {
    const index = children.findIndex(matches);
    return index === -1 ? undefined : children.splice(index, 1)[0];
  };
  for (const item of items) if (item.productId) take((child) => child.itemId === item.productId);
  const selections: PackSelections = {};
  for (const item of itemsToChoose(items)) {
    const child = take((c) => categoryOf(c.itemId) === item.categoryId);
    if (child) selections[item.id] = child.itemId;
  }
  return selections;
}

/**
 * The form's pack lines with the products the order gave them (lines read from an order have its line id as key).
 * Lines with a choice already, and packs the catalogue does not list, are left as they are.
 */
export function withOrderSelections(
  formLines: OrderLineValues[],
  orderLines: readonly OrderLineRef[],
  packItemsOf: (packId: string) => readonly PackItem[] | undefined,
  categoryOf: (productId: string) => string | null | undefined,
): OrderLineValues[] {
  return formLines.map((line) => {
    const items = line.kind === 'pack' ? packItemsOf(line.id) : undefined;
    if (!items || Object.keys(line.selections ?? {}).length > 0) return line;
    const selections = selectionsOfOrderLine(orderLines, line.key, items, categoryOf);
    return Object.keys(selections).length > 0 ? { ...line, selections } : line;
  });
}
