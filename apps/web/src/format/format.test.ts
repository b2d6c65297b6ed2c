// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime, parseDay } from './index.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');
const instant = '2026-11-26T13:30:00Z';

describe('the format helpers', () => {
  it.each([
    ['fr', '26/11/2026', '26/11/2026 14:30', '1 234,5', '22,50 €'],
    ['en', '26/11/2026', '26/11/2026 14:30', '1,234.5', '€22.50'],
    ['es', '26/11/2026', '26/11/2026 14:30', '1234,5', '22,50 €'],
    ['pt', '26/11/2026', '26/11/2026 14:30', '1234,5', '22,50 €'],
    ['it', '26/11/2026', '26/11/2026 14:30', '1234,5', '22,50 €'],
  ])(
    'write %s dates day first on the 24-hour clock, and its numbers and money',
    (language, day, dateTime, number, money) => {
      expect(formatDate('2026-11-26', language)).toBe(day);
      expect(formatDate(instant, language, 'Europe/Paris')).toBe(day);
      expect(formatDateTime(instant, language, 'Europe/Paris')).toBe(dateTime);
      expect(formatTime('2026-11-26T21:05:00Z', language, 'Europe/Paris')).toBe('22:05');
      expect(plain(formatNumber(1234.5, language))).toBe(number);
      expect(plain(formatMoney(22.5, 'EUR', language))).toBe(money);
    },
  );

  it('show a calendar day as that day whatever the zone', () => {
    expect(formatDate('2026-01-01', 'fr', 'Pacific/Kiritimati')).toBe('01/01/2026');
    expect(formatDate('2026-01-01', 'en', 'America/Los_Angeles')).toBe('01/01/2026');
  });

  it('leave empty values empty and unreadable ones as they came', () => {
    expect(formatDate(null, 'fr')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('read a typed day in the written format, and refuse days that do not exist', () => {
    expect(parseDay('26/11/2026')).toBe('2026-11-26');
    expect(parseDay('1.2.26')).toBe('2026-02-01');
    expect(parseDay('2026-11-26')).toBe('2026-11-26');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('11/26/2026')).toBeNull();
    expect(parseDay('tomorrow')).toBeNull();
  });
});
