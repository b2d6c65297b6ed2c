// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });

// Mantine's Loader is a bare span: a name on it is ignored by screen readers and fails axe (aria-prohibited-attr)
// unless it has a role, which a check on one page only catches when the loader happens to be showing.
describe('loaders', () => {
  it('that carry a name also carry a role', () => {
    const unnamed = sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Loader\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes('aria-label') && !tag.includes('role='))
        .map((tag) => `${file.slice(root.length + 1)}: ${tag}`),
    );
    expect(unnamed).toEqual([]);
  });
});
