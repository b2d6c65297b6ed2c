// @vitest-environment node
import { ApiError } from '@hirebase/client';
import { describe, expect, it } from 'vitest';
import { missingUnitsOf, refusalOf } from './refusal.ts';

const apiError = (status: number, code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(status, { code, message, details } as ConstructorParameters<typeof ApiError>[1]);

describe('refused counter calls', () => {
  it('names the order a unit is out with', () => {
    const error = apiError(409, 'unitOut', 'Unit QR-2 is still out with order #12', {
      subProductId: 'u2',
      qrCodeValue: 'QR-2',
      orderNumber: 12,
    });
    expect(refusalOf(error, ['QR-1', 'QR-2'])).toEqual({ kind: 'alreadyOut', code: 'QR-2', orderNumber: 12 });
  });

  it('names the order that has a unit booked over the period', () => {
    const error = apiError(409, 'unitTaken', 'Unit QR-2 is already given to order #15 over this period', {
      subProductId: 'u2',
      qrCodeValue: 'QR-2',
      orderNumber: 15,
    });
    expect(refusalOf(error, ['QR-2'])).toEqual({ kind: 'bookedBy', code: 'QR-2', orderNumber: 15 });
  });

  it('points a 400 about one unit of the list at the code sent there', () => {
    const error = apiError(400, 'validationFailed', 'No unit of this shop has the QR code qr-9', {
      field: 'qrCodeValues[1]',
    });
    expect(refusalOf(error, ['QR-1', 'qr-9'])).toEqual({
      kind: 'failed',
      code: 'qr-9',
      message: 'No unit of this shop has the QR code qr-9',
    });
  });

  it('words a refused unit by the reason the API gives, whatever its English message', () => {
    const sent = ['QR-1', 'QR-2'];
    const refused = (reason: string, extra: Record<string, unknown> = {}) =>
      refusalOf(apiError(400, 'validationFailed', 'in English', { field: 'qrCodeValues[1]', reason, ...extra }), sent);
    expect(refused('unknownUnit', { qrCodeValue: 'QR-2' })).toEqual({ kind: 'unknown', code: 'QR-2' });
    expect(refused('unitNamedTwice')).toEqual({ kind: 'duplicate', code: 'QR-2' });
    expect(refused('unitTooMany', { productName: 'Bike' })).toEqual({
      kind: 'full',
      code: 'QR-2',
      productName: 'Bike',
    });
    expect(refused('unitNotInOrder', { productName: 'Kayak' })).toEqual({
      kind: 'wrongProduct',
      code: 'QR-2',
      productName: 'Kayak',
    });
    const outOfService = apiError(409, 'unitOutOfService', 'x', { subProductId: 'u', qrCodeValue: 'QR-1' });
    expect(refusalOf(outOfService, sent)).toEqual({ kind: 'outOfService', code: 'QR-1' });
  });

  it('lists the products still lacking units', () => {
    const error = apiError(400, 'validationFailed', 'x', {
      field: 'subProductIds',
      reason: 'unitsMissing',
      missing: [{ productId: 'p', name: 'Bike', booked: 2, missing: 1 }],
    });
    expect(missingUnitsOf(error)).toEqual([{ name: 'Bike', missing: 1, booked: 2 }]);
    expect(missingUnitsOf(apiError(400, 'validationFailed', 'x', { field: 'subProductIds' }))).toBeNull();
  });

  it('leaves other errors to the caller', () => {
    expect(refusalOf(apiError(400, 'validationFailed', 'x', { field: 'subProductIds' }), ['QR-1'])).toBeNull();
    expect(refusalOf(new Error('boom'), ['QR-1'])).toBeNull();
  });
});
