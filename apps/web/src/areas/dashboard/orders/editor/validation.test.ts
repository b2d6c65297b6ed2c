// @vitest-environment node
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptyOrder } from './orderForm.ts';
import { orderValidation } from './validation.ts';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as TFunction;

describe('the order form checks', () => {
  const rules = orderValidation(t, 'Europe/Paris') as Record<string, (value: string, values: unknown) => unknown>;
  const values = emptyOrder({ startDay: '2026-11-28', startTime: '09:00', endDay: '2026-11-29', endTime: '18:00' });

  it('takes days from 2000 to 2100 only, as the API does', () => {
    expect(rules.startDay('2026-11-28', values)).toBeNull();
    expect(rules.startDay('1900-01-01', values)).toBe(
      'orders.editor.dayOutOfRange {"from":"2000-01-01","to":"2100-12-31"}',
    );
    expect(rules.endDay('9999-12-31', values)).toMatch(/^orders.editor.dayOutOfRange/);
    expect(rules.endDay('', values)).toBe('validation.required');
  });
});
