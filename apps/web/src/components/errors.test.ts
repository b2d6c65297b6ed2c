// @vitest-environment node
import { ApiError } from '@hirebase/client';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.ts';

const apiError = (status: number, code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(status, { code, message, details } as ConstructorParameters<typeof ApiError>[1]);

describe('errorMessage', () => {
  it('names the orders that still need what a delete would remove, and how many there are', () => {
    const refused = (total: number, numbers: number[]) =>
      apiError(409, 'inUseByOrders', 'still needed', {
        entity: 'product',
        total,
        orders: numbers.map((number) => ({ id: `id-${number}`, number })),
      });
    expect(errorMessage(i18next.getFixedT('en'), refused(2, [12, 15]))).toBe(
      'Orders that have not ended still need it (2: #12, #15). End, cancel or change them first.',
    );
    expect(errorMessage(i18next.getFixedT('fr'), refused(23, [12, 15]))).toBe(
      'Des commandes non terminées en ont encore besoin (23 : #12, #15, …). Terminez, annulez ou modifiez-les d’abord.',
    );
  });

  it('words a refused signature code: the tries left, or why no code is valid any more', () => {
    const en = i18next.getFixedT('en');
    expect(errorMessage(en, apiError(400, 'signatureCodeWrong', 'wrong', { field: 'code', attemptsLeft: 2 }))).toBe(
      'Wrong code. Attempts left: 2.',
    );
    expect(errorMessage(en, apiError(409, 'signatureCodeInvalid', 'none', { reason: 'expired' }))).toBe(
      'This code has expired: ask for a new one.',
    );
    expect(
      errorMessage(i18next.getFixedT('fr'), apiError(409, 'signatureCodeInvalid', 'none', { reason: 'none' })),
    ).toBe("Ce code n'est plus valable : demandez-en un nouveau.");
  });
});
