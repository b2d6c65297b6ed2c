// @vitest-environment node
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, darkenUntil, mix } from './contrast.ts';
import { theme } from './theme.ts';

describe('contrast arithmetic', () => {
  it('gives the WCAG ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#099268', '#ffffff')).toBeCloseTo(3.95, 2);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('mixes a colour over a background', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('darkens a colour just enough', () => {
    const dark = darkenUntil('#099268', [() => '#ffffff'], 4.5);
    expect(contrast(dark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, '#ffffff')).toBeLessThan(5.2);
    expect(darkenUntil('#343a40', [() => '#ffffff'], 4.5)).toBe('#343a40');
  });
});

describe('the theme', () => {
  const colors = theme.colors ?? {};
  const shade8 = (name: string) => colors[name]?.[8] ?? '';

  it.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark'))(
    '%s: its main shade reads at 4.5:1 as white text on it, as text on white, gray.0 and its own tint',
    (name) => {
      const main = shade8(name);
      expect(contrast(main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(main, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(main, mix(main, '#ffffff', 0.1))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('uses the brand green as primary colour, with white text on it above 4.5:1', () => {
    expect(theme.primaryColor).toBe('brand');
    expect(contrast(shade8('brand'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
