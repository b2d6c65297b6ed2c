// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bulkAddPayload, bulkAddProblem, MAX_UNITS, parseSerials } from './bulkAdd.ts';

describe('bulk add of units', () => {
  it('reads one serial number a line, trimmed, skipping empty lines', () => {
    expect(parseSerials('  TRK-0101 \r\nTRK-0102\n\n\tTRK 0103\n   \n')).toEqual({
      serials: ['TRK-0101', 'TRK-0102', 'TRK 0103'],
      repeated: [],
      tooLong: [],
    });
  });

  it('finds repeats without case, as the API compares them', () => {
    expect(parseSerials('a1\nB2\nA1\nb2\nc3').repeated).toEqual(['A1', 'b2']);
  });

  it('builds a count or a list of units', () => {
    expect(bulkAddPayload('count', 3, 'ignored')).toEqual({ count: 3 });
    expect(bulkAddPayload('count', '12', '')).toEqual({ count: 12 });
    expect(bulkAddPayload('serials', 1, 'S1\nS2\n')).toEqual({
      units: [{ serialNumber: 'S1' }, { serialNumber: 'S2' }],
    });
  });

  it('refuses what the API would refuse', () => {
    expect(bulkAddProblem('count', 3, '')).toBeNull();
    expect(bulkAddProblem('count', '', '')).toBe('countRange');
    expect(bulkAddProblem('count', 0, '')).toBe('countRange');
    expect(bulkAddProblem('count', 2.5, '')).toBe('countRange');
    expect(bulkAddProblem('count', MAX_UNITS + 1, '')).toBe('countRange');
    expect(bulkAddProblem('serials', 1, ' \n ')).toBe('noSerials');
    expect(bulkAddProblem('serials', 1, 'X\nx')).toBe('repeated');
    expect(bulkAddProblem('serials', 1, 'x'.repeat(101))).toBe('tooLong');
    const many = Array.from({ length: MAX_UNITS + 1 }, (_, i) => `S${i}`).join('\n');
    expect(bulkAddProblem('serials', 1, many)).toBe('tooMany');
    expect(bulkAddProblem('serials', 1, 'S1\nS2')).toBeNull();
  });
});
