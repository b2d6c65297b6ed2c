// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodRange } from './listParams.ts';

describe('the period of the order list', () => {
  it('takes the days typed in, and leaves out one the API would refuse', () => {
    expect(periodRange('custom', '2026-07-10', { from: '2026-07-01', to: '2026-07-31' })).toEqual({
      startDate: '2026-07-01',
      endDate: '2026-07-31',
    });
    // a native date input gives 0002-… while the year is typed
    expect(periodRange('custom', '2026-07-10', { from: '0002-07-01', to: '2026-07-31' })).toEqual({
      startDate: undefined,
      endDate: '2026-07-31',
    });
    expect(periodRange('custom', '2026-07-10', {})).toEqual({ startDate: undefined, endDate: undefined });
  });
});
