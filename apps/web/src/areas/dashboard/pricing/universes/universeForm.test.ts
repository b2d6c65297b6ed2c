import { describe, expect, it } from 'vitest';
import type { Universe } from '../../../../api/pricing.ts';
import { buildUniverseForm, universeFormValues } from './universeForm.ts';

describe('universe form', () => {
  it('joins the model ids, sends the picture and leaves an empty ranking out', () => {
    const picture = new File(['png'], 'ski.png', { type: 'image/png' });
    const form = buildUniverseForm({
      title: ' Ski alpin ',
      productModelIds: ['m1', 'm2'],
      ranking: '',
      minimumPrice: 19.9,
      picture,
    });
    expect(Object.fromEntries([...form.entries()].map(([k, v]) => [k, v instanceof File ? v.name : v]))).toEqual({
      title: 'Ski alpin',
      productModelIds: 'm1,m2',
      minimumPrice: '19.9',
      picture: 'ski.png',
    });
  });

  it('keeps the current picture of an edited universe by sending none', () => {
    const universe = {
      id: 'u1',
      title: 'VTT',
      productModelIds: [],
      ranking: 2,
      minimumPrice: null,
    } as unknown as Universe;
    const form = buildUniverseForm(universeFormValues(universe), universe.id);
    expect(form.get('id')).toBe('u1');
    expect(form.get('ranking')).toBe('2');
    expect(form.get('minimumPrice')).toBe('');
    expect(form.has('picture')).toBe(false);
  });
});
