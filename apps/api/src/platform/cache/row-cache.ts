export interface RowCacheOptions {
  /** How long an entry is kept at most (ms), changes heard or not. */
  ttlMs: number;
  /** Beyond this many entries, the oldest are dropped. */
  maxEntries: number;
  /**
   * After a change seen in an open transaction of this process (ms): what depends on that row is not kept again for
   * this long, so that a read of the row as it was before the commit cannot be kept.
   */
  holdMs: number;
  clock?: () => number;
}

interface Entry {
  value: unknown;
  tags: string[];
  expiresAt: number;
}

/**
 * Rows every request reads (session, user, membership, company, settings), kept in this process while nothing says
 * they changed. Each entry names the rows it was read from as tags (`table:id`); a change of such a row drops it.
 * Nothing here is authoritative: while no change listener is connected (`live` false), every read goes to the
 * database, and a reconnected listener starts from an empty cache.
 */
export class RowCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byTag = new Map<string, Set<string>>();
  readonly #held = new Map<string, number>();
  readonly #options: RowCacheOptions;
  readonly #clock: () => number;
  /** Bumped by every change: a read that overlapped one is answered but not kept. */
  #generation = 0;
  #live = false;

  constructor(options: RowCacheOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
  }

  get live() {
    return this.#live;
  }

  get size() {
    return this.#entries.size;
  }

  /** Whether changes are being heard; either way the cache starts empty. */
  setLive(live: boolean) {
    this.#live = live;
    this.clear();
  }

  /** The value kept under `key`, else `read()`'s, kept with the tags of the rows it came from. Misses are not kept. */
  async read<T>(key: string, read: () => Promise<T>, tagsOf: (value: NonNullable<T>) => string[]): Promise<T> {
    if (!this.#live) return read();
    const hit = this.#entries.get(key);
    if (hit) {
      if (hit.expiresAt > this.#clock()) return hit.value as T;
      this.#drop(key);
    }
    const generation = this.#generation;
    const value = await read();
    if (value === undefined || value === null || generation !== this.#generation || !this.#live) return value;
    const tags = tagsOf(value);
    if (!tags.some((tag) => this.#isHeld(tag))) this.#keep(key, value, tags);
    return value;
  }

  /** A committed change of the row `tag` (heard on the channel): what was read from it is dropped. */
  changed(tag: string) {
    this.#generation++;
    this.#dropTag(tag);
  }

  /** A change of `tag` not yet committed (seen by the connection making it): dropped now and not kept for a while. */
  changing(tag: string) {
    this.#generation++;
    if (this.#held.size > 1000) for (const held of [...this.#held.keys()]) this.#isHeld(held);
    this.#held.set(tag, this.#clock() + this.#options.holdMs);
    this.#dropTag(tag);
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#byTag.clear();
  }

  #isHeld(tag: string) {
    const until = this.#held.get(tag);
    if (until === undefined) return false;
    if (until > this.#clock()) return true;
    this.#held.delete(tag);
    return false;
  }

  #keep(key: string, value: unknown, tags: string[]) {
    this.#drop(key);
    while (this.#entries.size >= this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
    this.#entries.set(key, { value, tags, expiresAt: this.#clock() + this.#options.ttlMs });
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  #dropTag(tag: string) {
    const keys = this.#byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.#drop(key);
  }

  #drop(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
