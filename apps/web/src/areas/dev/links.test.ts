// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitLinks } from './links.ts';

describe('splitLinks', () => {
  it('cuts a mail text into text and links, leaving sentence punctuation out of the link', () => {
    expect(splitLinks('Open http://localhost:5173/reset-password?token=a_b-1. Then (https://x.test/a) ok')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:5173/reset-password?token=a_b-1' },
      { kind: 'text', text: '. Then (' },
      { kind: 'link', href: 'https://x.test/a' },
      { kind: 'text', text: ') ok' },
    ]);
  });

  it('keeps a text without links whole', () => {
    expect(splitLinks('Bonjour,\nmerci')).toEqual([{ kind: 'text', text: 'Bonjour,\nmerci' }]);
  });
});
