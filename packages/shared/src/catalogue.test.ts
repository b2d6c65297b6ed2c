import { describe, expect, it } from 'vitest';
import { categoryKey, cleanCategoryName } from './catalogue.ts';

describe('category names', () => {
  it('are one category whatever their case and spacing', () => {
    expect(categoryKey('  E-Bikes ')).toBe(categoryKey('e-bikes'));
    expect(categoryKey('City   BIKES')).toBe('city bikes');
    expect(categoryKey('Vélos')).toBe(categoryKey('ve\u0301los'));
  });

  it('keep accents apart and store the typed case', () => {
    expect(categoryKey('Velos')).not.toBe(categoryKey('Vélos'));
    expect(cleanCategoryName('  Stand-up\tpaddles ')).toBe('Stand-up paddles');
  });
});
