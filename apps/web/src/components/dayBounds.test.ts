// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inDayWindow } from './dayBounds.ts';

describe('the days the API takes', () => {
  it('takes 2000 to 2100, days and date-times alike', () => {
    expect(inDayWindow('2000-01-01')).toBe(true);
    expect(inDayWindow('2100-12-31T23:59')).toBe(true);
    expect(inDayWindow('2026-07-12T09:30')).toBe(true);
  });

  it('waits while a year is typed, and refuses what is not a day', () => {
    expect(inDayWindow('0002-07-12')).toBe(false);
    expect(inDayWindow('1999-12-31')).toBe(false);
    expect(inDayWindow('2101-01-01')).toBe(false);
    expect(inDayWindow('20260-07-12')).toBe(false);
    expect(inDayWindow('')).toBe(false);
  });
});
