import { describe, expect, it } from 'vitest';
import i18n from './index.ts';

describe('plurals', () => {
  it.each([
    ['en', 1, 'Hand out (1 unit)'],
    ['en', 2, 'Hand out (2 units)'],
    ['en', 0, 'Hand out (0 units)'],
    ['fr', 1, 'Remettre (1 unité)'],
    ['fr', 0, 'Remettre (0 unité)'],
    ['fr', 3, 'Remettre (3 unités)'],
    ['es', 1, 'Entregar (1 unidad)'],
    ['es', 4, 'Entregar (4 unidades)'],
    ['pt', 1, 'Entregar (1 unidade)'],
    ['it', 1, 'Consegna (1 unità)'],
  ])('follow the rules of %s for %i', (language, count, text) => {
    expect(i18n.getFixedT(language)('counter.handOut.submit', { count })).toBe(text);
  });

  it('book as many units as chosen, in the right form', () => {
    const t = i18n.getFixedT('en');
    expect(t('counter.book.submit', { count: 1 })).toBe('Book (1 unit)');
    expect(t('counter.book.submit', { count: 5 })).toBe('Book (5 units)');
  });
});
