// @vitest-environment node
import { ApiError } from '@hirebase/client';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { saveRefusalOf } from './saveRefusal.ts';

const apiError = (status: number, code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(status, { code, message, details } as ConstructorParameters<typeof ApiError>[1]);

describe('refused saves at the counter', () => {
  const t = i18next.getFixedT('fr');

  it('words a closed shop by the end or the start it is about', () => {
    const end = apiError(400, 'shopClosed', 'Closed', { field: 'endDate', reason: 'closedDay' });
    expect(saveRefusalOf(t, end)).toEqual({ kind: 'closed', message: 'Le magasin est fermé le jour du retour.' });
    const start = apiError(400, 'shopClosed', 'Closed', { field: 'startDate', reason: 'outsideOpeningHours' });
    expect(saveRefusalOf(t, start)).toEqual({
      kind: 'closed',
      message: "La location commence en dehors des horaires d'ouverture.",
    });
    const other = apiError(400, 'shopClosed', 'Closed on Mondays', { field: 'endDate', reason: 'holiday' });
    expect(saveRefusalOf(t, other)).toEqual({ kind: 'closed', message: 'Closed on Mondays' });
  });

  it('lists the products short over the period', () => {
    const conflicts = [{ productId: 'bike', name: 'VTT', requested: 3, available: 1, nextFreeAt: null }];
    const error = apiError(409, 'notAvailable', 'Not available', { conflicts });
    expect(saveRefusalOf(t, error)).toEqual({ kind: 'notAvailable', conflicts });
  });

  it('leaves other errors to the caller', () => {
    expect(saveRefusalOf(t, apiError(409, 'notAvailable', 'x'))).toBeNull();
    expect(saveRefusalOf(t, apiError(409, 'unitTaken', 'x', { qrCodeValue: 'Q' }))).toBeNull();
    expect(saveRefusalOf(t, new Error('boom'))).toBeNull();
  });
});
