// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Category, ShopCategory } from '../../../../api/catalogue.ts';
import { categorySuggestions, isNewCategory } from './categorySuggestions.ts';

const own: ShopCategory[] = [
  { id: '1', name: 'Tandems' },
  { id: '2', name: 'city bikes' },
];
const platform = [
  { id: 'p1', verticale: 'BIKE', name: { fr: 'Vélos de ville', en: 'City bikes' } },
  { id: 'p2', verticale: 'BIKE', name: { fr: 'VTT', en: 'Mountain bikes' } },
  { id: 'p3', verticale: 'SKI', name: { fr: 'Skis alpins', en: 'Alpine skis' } },
  { id: 'p4', verticale: 'BIKE', name: { fr: 'Vélos enfants' } },
] as Category[];

describe('category suggestions', () => {
  it('offers the shop’s categories, then the platform’s of its activities in its language, each name once', () => {
    expect(categorySuggestions(own, platform, ['BIKE'], 'en')).toEqual({
      own: ['city bikes', 'Tandems'],
      // "City bikes" is the shop's already; a category without an English name shows its French one
      platform: ['Mountain bikes', 'Vélos enfants'],
    });
    expect(categorySuggestions([], platform, ['SKI'], 'fr')).toEqual({ own: [], platform: ['Skis alpins'] });
  });

  it('tells a new name from one the shop has, whatever its case and spacing', () => {
    expect(isNewCategory('  CITY   Bikes ', own)).toBe(false);
    expect(isNewCategory('Cargo bikes', own)).toBe(true);
    expect(isNewCategory('   ', own)).toBe(false);
  });
});
