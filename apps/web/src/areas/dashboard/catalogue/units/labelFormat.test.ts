// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rememberedLabelFormat, rememberLabelFormat } from './labelFormat.ts';

const memoryStore = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, v: string) => values.set(key, v) };
};

describe('remembered label format', () => {
  it('is A4 sheets until a format is chosen, then that format, per company', () => {
    const store = memoryStore();
    expect(rememberedLabelFormat('shop-a', store)).toBe('A4_SHEET');
    rememberLabelFormat('shop-a', 'ROLL_62', store);
    rememberLabelFormat('shop-b', 'LABEL_57X32', store);
    expect(rememberedLabelFormat('shop-a', store)).toBe('ROLL_62');
    expect(rememberedLabelFormat('shop-b', store)).toBe('LABEL_57X32');
  });

  it('falls back to A4 sheets on an unknown value or a storage that refuses', () => {
    const store = memoryStore();
    store.setItem('hirebase.labelFormat.shop-a', 'LETTER');
    expect(rememberedLabelFormat('shop-a', store)).toBe('A4_SHEET');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberLabelFormat('shop-a', 'ROLL_62', refusing)).not.toThrow();
    expect(rememberedLabelFormat('shop-a', refusing)).toBe('A4_SHEET');
  });
});
