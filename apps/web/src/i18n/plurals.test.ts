// @vitest-environment node
import { describe, expect, it } from 'vitest';
import i18n from './index.ts';

describe('plurals', () => {
  it.each([
    ['en', 1, 'Hand out (1 item)'],
    ['en', 2, 'Hand out (2 items)'],
    ['en', 0, 'Hand out (0 items)'],
    ['fr', 1, 'Remettre (1 article)'],
    ['fr', 0, 'Remettre (0 article)'],
    ['fr', 3, 'Remettre (3 articles)'],
    ['es', 1, 'Entregar (1 artículo)'],
    ['es', 4, 'Entregar (4 artículos)'],
    ['pt', 1, 'Entregar (1 artigo)'],
    ['it', 1, 'Consegna (1 articolo)'],
  ])('follow the rules of %s for %i', (language, count, text) => {
    expect(i18n.getFixedT(language)('counter.handOut.submit', { count })).toBe(text);
  });

  it('book as many units as chosen, in the right form', () => {
    const t = i18n.getFixedT('en');
    expect(t('counter.book.submit', { count: 1 })).toBe('Book (1 unit)');
    expect(t('counter.book.submit', { count: 5 })).toBe('Book (5 units)');
  });

  it('say how many are free in the form the number asks for', () => {
    const fr = i18n.getFixedT('fr');
    expect(fr('orders.editor.maxFree', { count: 1 })).toBe('1 disponible au maximum sur la période');
    expect(fr('orders.editor.maxFree', { count: 3 })).toBe('3 disponibles au maximum sur la période');
    expect(i18n.getFixedT('es')('orders.editor.overbooked', { count: 1 })).toBe(
      'Solo queda 1 disponible: reduce la cantidad',
    );
    expect(i18n.getFixedT('pt')('orders.detail.returnedCount', { count: 2 })).toBe('2 devolvidos');
    expect(i18n.getFixedT('it')('pricing.common.nProducts', { count: 1 })).toBe('1 prodotto');
    expect(fr('pricing.universes.nModels', { count: 1_000_000 })).toBe('1000000 de modèles');
  });
});
