// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { axisTicks } from './chartScale.ts';

describe('axisTicks', () => {
  it('rounds the top up to a step of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(1234.5)).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('keeps whole steps for counts', () => {
    expect(axisTicks(2, { whole: true })).toEqual([0, 1, 2]);
    expect(axisTicks(10, { whole: true })).toEqual([0, 5, 10]);
  });

  it('shows 0 to 4 when every value is zero', () => {
    expect(axisTicks(0, { whole: true })).toEqual([0, 1, 2, 3, 4]);
  });
});
