import { describe, expect, it } from 'vitest';
import { RowCache } from './row-cache.ts';

function setup(options: Partial<ConstructorParameters<typeof RowCache>[0]> = {}) {
  let now = 1_000_000;
  const cache = new RowCache({ ttlMs: 10_000, maxEntries: 100, holdMs: 5_000, clock: () => now, ...options });
  cache.setLive(true);
  let reads = 0;
  const value = { name: 'row' };
  const read = async () => {
    reads++;
    return value;
  };
  const get = (key = 'k', tags = ['users:1']) => cache.read(key, read, () => tags);
  return { cache, get, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('the row cache', () => {
  it('answers a kept value without reading again, until a change of one of its rows drops it', async () => {
    const { cache, get, reads } = setup();
    await get('k', ['users:1', 'companies:2']);
    await get('k', ['users:1', 'companies:2']);
    expect(reads()).toBe(1);
    cache.changed('companies:3');
    await get('k', ['users:1', 'companies:2']);
    expect(reads()).toBe(1);
    cache.changed('companies:2');
    await get('k', ['users:1', 'companies:2']);
    expect(reads()).toBe(2);
  });

  it('reads every time while no change listener is live, and starts empty when it comes back', async () => {
    const { cache, get, reads } = setup();
    await get();
    cache.setLive(false);
    await get();
    await get();
    expect(reads()).toBe(3);
    expect(cache.size).toBe(0);
    cache.setLive(true);
    await get();
    await get();
    expect(reads()).toBe(4);
  });

  it('does not keep a read that a change overlapped: it may hold the row as it was', async () => {
    const { cache } = setup();
    let release: (v: string) => void = () => {};
    const reading = cache.read(
      'k',
      () => new Promise<string>((r) => (release = r)),
      () => ['sessions:1'],
    );
    cache.changed('sessions:9');
    release('before the change');
    expect(await reading).toBe('before the change');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing of a row changed in an open transaction of this process until the hold ends', async () => {
    const { cache, get, reads, advance } = setup();
    await get();
    cache.changing('users:1');
    await get();
    await get();
    expect(reads()).toBe(3);
    advance(5_001);
    await get();
    await get();
    expect(reads()).toBe(4);
  });

  it('does not keep misses', async () => {
    const { cache } = setup();
    let reads = 0;
    const missing = async () => {
      reads++;
      return undefined;
    };
    await cache.read('k', missing, () => []);
    await cache.read('k', missing, () => []);
    expect(reads).toBe(2);
  });

  it('reads again after the time to live, and drops the oldest beyond its size', async () => {
    const { cache, get, reads, advance } = setup({ maxEntries: 2 });
    await get('a');
    advance(10_001);
    await get('a');
    expect(reads()).toBe(2);
    await get('b');
    await get('c');
    expect(cache.size).toBe(2);
    await get('a');
    expect(reads()).toBe(5);
    cache.changed('users:1');
    expect(cache.size).toBe(0);
  });
});
