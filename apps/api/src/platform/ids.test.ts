import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids.ts';

const timestampOf = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);

describe('newId', () => {
  it('is a UUIDv7 with the RFC 9562 variant', () => {
    for (let i = 0; i < 100; i++) {
      const id = newId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isUuid(id)).toBe(true);
    }
  });

  it('encodes the millisecond timestamp in the first 48 bits', () => {
    for (const now of [0, 1, 1_767_225_600_000, 2 ** 48 - 1, Date.UTC(2026, 4, 17, 9, 30, 15, 123)]) {
      expect(timestampOf(newId(now))).toBe(now);
    }
    const before = Date.now();
    const decoded = timestampOf(newId());
    expect(decoded).toBeGreaterThanOrEqual(before);
    expect(decoded).toBeLessThanOrEqual(Date.now());
  });

  it('sorts in creation order within one millisecond too', () => {
    const ids = Array.from({ length: 1000 }, () => newId(1_767_225_600_000));
    expect([...ids].sort()).toEqual(ids);
  });

  it('sorts in creation order when the time increases', () => {
    const start = Date.UTC(2026, 0, 1);
    const times = [0, 1, 2, 255, 256, 65_535, 65_536, 2 ** 24, 2 ** 32, 2 ** 40].map((d) => start + d);
    const ids = times.map((t) => newId(t));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs between calls in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId(1_767_225_600_000)));
    expect(ids.size).toBe(1000);
  });
});
