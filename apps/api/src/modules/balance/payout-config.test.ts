import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.ts';

describe('the payout and fee configuration', () => {
  it('defaults to 1.4 % + 0.25, two days pending, paid out daily', () => {
    const config = loadConfig({});
    expect(config.platformFee).toEqual({ basisPoints: 140, fixedCents: 25 });
    expect([config.payoutDelayDays, config.payoutSchedule]).toEqual([2, 'DAILY']);
  });

  it('invoices the fees with 20 % VAT unless told another rate, refusing rates it cannot use', () => {
    expect(loadConfig({}).platformVatBasisPoints).toBe(2000);
    expect(loadConfig({ PLATFORM_VAT_BASIS_POINTS: '850' }).platformVatBasisPoints).toBe(850);
    expect(() => loadConfig({ PLATFORM_VAT_BASIS_POINTS: '20.5' })).toThrow(/PLATFORM_VAT_BASIS_POINTS/);
    expect(() => loadConfig({ PLATFORM_VAT_BASIS_POINTS: '10001' })).toThrow(/PLATFORM_VAT_BASIS_POINTS/);
  });

  it('reads a weekly schedule and refuses values it cannot use, naming the variable', () => {
    expect(loadConfig({ PAYOUT_SCHEDULE: 'Weekly' }).payoutSchedule).toBe('WEEKLY');
    expect(() => loadConfig({ PAYOUT_SCHEDULE: 'hourly' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYOUT_SCHEDULE: 'hourly' })).toThrow(/PAYOUT_SCHEDULE/);
    expect(() => loadConfig({ PLATFORM_FEE_BASIS_POINTS: '-1' })).toThrow(/PLATFORM_FEE_BASIS_POINTS/);
    expect(() => loadConfig({ PAYOUT_DELAY_DAYS: '1.5' })).toThrow(/PAYOUT_DELAY_DAYS/);
  });
});
