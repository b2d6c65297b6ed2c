import { describe, expect, it } from 'vitest';
import { mailMjml, mailText } from './layout.ts';
import { reminderDue, returnDue, type Schedule } from './schedule.ts';
import { checkVariables, variablesIn } from './template-syntax.ts';

const brand = { companyName: 'Ski <Shop>', logoUrl: null, color: 'red;background:url(x)', footer: ['Annecy'] };

describe('mail template language', () => {
  it('reads variables with or without spaces and names an unknown one', () => {
    expect(variablesIn('Hi {{ customer.firstName }} #{{order.number}}')).toEqual([
      'customer.firstName',
      'order.number',
    ]);
    expect(() => checkVariables('LATE', 'body', '{{order.total}}')).toThrow(/Unknown variable \{\{order.total\}\}/);
    expect(() => checkVariables('REVIEW_REQUEST', 'body', '{{review.link}}')).not.toThrow();
  });

  it('keeps values as text: a name written as a link or as markup is never one', () => {
    const values = {
      'customer.firstName': '[win](https://evil.test) <img src=x>',
      'order.link': 'javascript:alert(1)',
    };
    const mjml = mailMjml('s', 'Hello {{customer.firstName}}\n\n[Open]({{order.link}})', values, brand);
    expect(mjml).toContain('Hello [win](https://evil.test) &lt;img src=x&gt;');
    expect(mjml).not.toContain('href="https://evil.test"');
    expect(mjml).not.toContain('javascript:');
    expect(mjml).toContain('<mj-text>Open</mj-text>');
    // a colour that is not #rrggbb falls back to the default one
    expect(mjml).not.toContain('url(x)');
    expect(mjml).toContain('Ski &lt;Shop&gt;');
  });

  it('writes buttons and inline links in the text part as label and address', () => {
    const values = { 'order.link': 'https://shop.test/o/1' };
    const text = mailText('Line one\nline two\n\n[See]({{order.link}})\n\nOr [here]({{order.link}}).', values, brand);
    expect(text).toBe(
      'Line one\nline two\n\nSee: https://shop.test/o/1\n\nOr here (https://shop.test/o/1).\n\n--\nSki <Shop>\nAnnecy',
    );
  });
});

describe('mail schedule', () => {
  const s: Schedule = {
    timeZone: 'Europe/Paris',
    reminderEnabled: true,
    reminderHoursBeforeStart: 24,
    reminderTime: '18:00',
    returnDueEnabled: true,
    returnDueTime: '08:00',
    lateEnabled: true,
    lateAfterHours: 2,
    reviewEnabled: true,
    reviewDelayHours: 24,
  };
  it('reminds on the day the lead points to at the set time, or exactly the lead before without one', () => {
    expect(reminderDue(new Date('2026-03-28T08:00:00Z'), s).toISOString()).toBe('2026-03-27T17:00:00.000Z');
    // across the change to summer time the wall clock still says 18:00
    expect(reminderDue(new Date('2026-03-30T08:00:00Z'), s).toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(reminderDue(new Date('2026-03-28T08:00:00Z'), { ...s, reminderTime: null }).toISOString()).toBe(
      '2026-03-27T08:00:00.000Z',
    );
    // a time that would fall after the start gives way to the lead
    expect(reminderDue(new Date('2026-06-10T12:00:00Z'), { ...s, reminderHoursBeforeStart: 2 }).toISOString()).toBe(
      '2026-06-10T10:00:00.000Z',
    );
  });

  it('warns of the return on the morning of the end day, or the day before for an early end', () => {
    expect(returnDue(new Date('2026-06-12T16:00:00Z'), s).toISOString()).toBe('2026-06-12T06:00:00.000Z');
    expect(returnDue(new Date('2026-06-12T05:00:00Z'), s).toISOString()).toBe('2026-06-11T06:00:00.000Z');
  });
});
