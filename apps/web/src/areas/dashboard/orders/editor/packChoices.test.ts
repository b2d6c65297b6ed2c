// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderLineValues } from './orderForm.ts';
import {
  bodySelections,
  choiceOptions,
  isChoicesErrorPath,
  itemsToChoose,
  type PackItem,
  placeChoiceErrors,
  selectionsOfOrderLine,
  takenByLines,
  withChoice,
  withOrderSelections,
} from './packChoices.ts';

const categoryItem = (id: string, categoryId: string, quantity = 1): PackItem => ({
  id,
  productId: null,
  categoryId,
  category: { name: { fr: categoryId } },
  quantity,
});
const productItem = (id: string, productId: string, quantity = 1): PackItem => ({
  id,
  productId,
  categoryId: null,
  category: null,
  quantity,
});

// "Family": two bikes of any kind and one helmet of any kind. "Duo": one given road bike and one helmet.
const FAMILY = [categoryItem('fam-bikes', 'bikes', 2), categoryItem('fam-helmet', 'helmets')];
const DUO = [productItem('duo-bike', 'road'), categoryItem('duo-helmet', 'helmets')];
const packItemsOf = (packId: string) => ({ family: FAMILY, duo: DUO })[packId] ?? [];

const line = (
  key: string,
  kind: OrderLineValues['kind'],
  id: string,
  quantity: number,
  selections: Record<string, string> = {},
): OrderLineValues => ({ key, kind, id, name: id, quantity, subProductIds: [], selections });

const CATEGORY = { road: 'bikes', mtb: 'bikes', kid: 'helmets', adult: 'helmets' } as Record<string, string>;
const categoryOf = (productId: string) => CATEGORY[productId];

describe('items to choose', () => {
  it('keeps the "any product of a category" items only', () => {
    expect(itemsToChoose(DUO).map((i) => i.id)).toEqual(['duo-helmet']);
    expect(itemsToChoose(FAMILY).map((i) => i.id)).toEqual(['fam-bikes', 'fam-helmet']);
    expect(itemsToChoose([productItem('x', 'road')])).toEqual([]);
  });
});

describe('what other lines take of a product', () => {
  it('counts product lines, fixed pack items and chosen products, not the item being chosen', () => {
    const lines = [
      line('a', 'product', 'road', 1),
      line('b', 'pack', 'duo', 2),
      line('c', 'pack', 'family', 1, { 'fam-bikes': 'road' }),
      line('d', 'service', 'road', 5),
    ];
    // 1 (product line) + 2 × 1 (Duo's fixed bike) + 1 × 2 (Family's chosen bikes)
    expect(takenByLines(lines, 'road', packItemsOf, { lineKey: 'x', itemId: 'x' })).toBe(5);
    expect(takenByLines(lines, 'road', packItemsOf, { lineKey: 'c', itemId: 'fam-bikes' })).toBe(3);
    expect(takenByLines(lines, 'mtb', packItemsOf, { lineKey: 'x', itemId: 'x' })).toBe(0);
  });

  it('knows nothing of the products the API will pick for automatic items', () => {
    const lines = [line('a', 'pack', 'family', 3)];
    expect(takenByLines(lines, 'road', packItemsOf, { lineKey: 'x', itemId: 'x' })).toBe(0);
  });
});

describe('choice options', () => {
  const bikes = [
    { id: 'mtb', name: 'MTB' },
    { id: 'road', name: 'Road bike' },
  ];

  it('gives what is left of each product and disables those with fewer than the line needs', () => {
    const family = line('f', 'pack', 'family', 2, { 'fam-bikes': 'road' });
    const lines = [line('a', 'product', 'road', 1), family];
    const options = choiceOptions({
      lines,
      line: family,
      item: FAMILY[0],
      products: bikes,
      free: new Map([
        ['mtb', 3],
        ['road', 6],
      ]),
      packItemsOf,
    });
    // The line needs 2 packs × 2 bikes = 4; its own choice of road bikes is not taken from the count.
    expect(options).toEqual([
      { productId: 'mtb', name: 'MTB', free: 3, disabled: true },
      { productId: 'road', name: 'Road bike', free: 5, disabled: false },
    ]);
  });

  it('shows a sold-out product as 0 free, disabled', () => {
    const family = line('f', 'pack', 'family', 1);
    const [mtb] = choiceOptions({
      lines: [line('a', 'product', 'mtb', 4), family],
      line: family,
      item: FAMILY[0],
      products: bikes,
      free: new Map([
        ['mtb', 3],
        ['road', 6],
      ]),
      packItemsOf,
    });
    expect(mtb).toEqual({ productId: 'mtb', name: 'MTB', free: 0, disabled: true });
  });

  it('offers every product without counts while they are being read', () => {
    const family = line('f', 'pack', 'family', 1);
    const options = choiceOptions({
      lines: [family],
      line: family,
      item: FAMILY[0],
      products: bikes,
      free: undefined,
      packItemsOf,
    });
    expect(options.map((o) => [o.productId, o.free, o.disabled])).toEqual([
      ['mtb', undefined, false],
      ['road', undefined, false],
    ]);
  });
});

describe('selections', () => {
  it('sets, replaces and removes the choice of one item', () => {
    const one = withChoice({}, 'fam-bikes', 'road');
    expect(one).toEqual({ 'fam-bikes': 'road' });
    const two = withChoice(one, 'fam-helmet', 'kid');
    expect(withChoice(two, 'fam-bikes', 'mtb')).toEqual({ 'fam-bikes': 'mtb', 'fam-helmet': 'kid' });
    expect(withChoice(two, 'fam-bikes', null)).toEqual({ 'fam-helmet': 'kid' });
  });

  it('become the body’s selections, one per item given a product', () => {
    expect(bodySelections({ 'fam-bikes': 'road', 'fam-helmet': '' })).toEqual([
      { packItemId: 'fam-bikes', productId: 'road' },
    ]);
    expect(bodySelections({})).toEqual([]);
  });
});

describe('selections of an existing order', () => {
  const orderLines = [
    { id: 'l1', itemId: 'duo', parentLineId: null },
    { id: 'l2', itemId: 'road', parentLineId: 'l1' },
    { id: 'l3', itemId: 'adult', parentLineId: 'l1' },
    { id: 'l4', itemId: 'family', parentLineId: null },
    { id: 'l5', itemId: 'kid', parentLineId: 'l4' },
    { id: 'l6', itemId: 'mtb', parentLineId: 'l4' },
    { id: 'l7', itemId: 'road', parentLineId: null },
  ];

  it('maps each child of the pack line to its category item, whatever the order of the children', () => {
    expect(selectionsOfOrderLine(orderLines, 'l4', FAMILY, categoryOf)).toEqual({
      'fam-bikes': 'mtb',
      'fam-helmet': 'kid',
    });
  });

  it('lets given products take their child first', () => {
    // Its given road bike is not taken for the bike of its category item, listed first.
    const items = [categoryItem('any-bike', 'bikes'), productItem('given-bike', 'road')];
    const lines = [
      { id: 'p', itemId: 'mixed', parentLineId: null },
      { id: 'c1', itemId: 'road', parentLineId: 'p' },
      { id: 'c2', itemId: 'mtb', parentLineId: 'p' },
    ];
    expect(selectionsOfOrderLine(lines, 'p', items, categoryOf)).toEqual({ 'any-bike': 'mtb' });
    expect(selectionsOfOrderLine(orderLines, 'l1', DUO, categoryOf)).toEqual({ 'duo-helmet': 'adult' });
  });

  it('leaves an item automatic when its product is not offered any more', () => {
    const known = (productId: string) => (productId === 'mtb' ? undefined : categoryOf(productId));
    expect(selectionsOfOrderLine(orderLines, 'l4', FAMILY, known)).toEqual({ 'fam-helmet': 'kid' });
  });

  it('fills the form’s pack lines read from the order, and only those', () => {
    const form = [
      line('l1', 'pack', 'duo', 1),
      line('l4', 'pack', 'family', 1, { 'fam-bikes': 'road' }),
      line('l7', 'product', 'road', 1),
      line('line-9', 'pack', 'family', 1),
      line('l8', 'pack', 'unknown', 1),
    ];
    const restored = withOrderSelections(form, orderLines, (id) => ({ family: FAMILY, duo: DUO })[id], categoryOf);
    expect(restored.map((l) => l.selections)).toEqual([{ 'duo-helmet': 'adult' }, { 'fam-bikes': 'road' }, {}, {}, {}]);
    expect(restored[2]).toBe(form[2]);
  });
});

describe('API errors about the choices of a pack line', () => {
  const ITEMS = ['fam-bikes', 'fam-helmet'];

  it('shows an item’s error on its select, and the line’s on the first select', () => {
    const placed = placeChoiceErrors(
      { 'lines.1.selections.fam-helmet': 'Refused helmet', 'lines.1.quantity': 'Too many' },
      1,
      ITEMS,
    );
    expect([...placed.byItem]).toEqual([['fam-helmet', 'Refused helmet']]);
    expect(placeChoiceErrors({ 'lines.1.selections': 'Choose one' }, 1, ITEMS)).toEqual({
      byItem: new Map([['fam-bikes', 'Choose one']]),
      unplaced: [],
    });
  });

  it('shows the error of an item without a select on the first one, after that select’s own', () => {
    expect([...placeChoiceErrors({ 'lines.1.selections.gone': 'Gone' }, 1, ITEMS).byItem]).toEqual([
      ['fam-bikes', 'Gone'],
    ]);
    const both = placeChoiceErrors({ 'lines.1.selections.fam-bikes': 'Own', 'lines.1.selections': 'Line' }, 1, ITEMS);
    expect(both.byItem.get('fam-bikes')).toBe('Own');
  });

  it('leaves the errors unplaced when the line shows no select, and ignores other lines', () => {
    expect(placeChoiceErrors({ 'lines.1.selections': 'Choose one' }, 1, [])).toEqual({
      byItem: new Map(),
      unplaced: ['Choose one'],
    });
    const others = placeChoiceErrors(
      { 'lines.11.selections': 'Other', 'lines.0.selections.fam-bikes': 'Other' },
      1,
      ITEMS,
    );
    expect(others).toEqual({ byItem: new Map(), unplaced: [] });
  });

  it('knows the error keys of the choices', () => {
    expect(isChoicesErrorPath('lines.2.selections')).toBe(true);
    expect(isChoicesErrorPath('lines.2.selections.fam-bikes')).toBe(true);
    expect(isChoicesErrorPath('lines.2.quantity')).toBe(false);
    expect(isChoicesErrorPath('lines.2.selectionsX')).toBe(false);
  });
});
