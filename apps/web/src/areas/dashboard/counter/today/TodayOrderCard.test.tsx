import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../../api/counter.ts';
import { renderAsManager } from '../../orders/shared/testSession.tsx';
import { TodayOrderCard } from './TodayOrderCard.tsx';

const order = {
  id: '01a2013d-04ed-7f40-8123-938d65ad2b3d',
  number: 1042,
  startDate: '2026-07-18T09:00:00+02:00',
  endDate: '2026-07-19T18:00:00+02:00',
  customer: { id: 'c1', displayName: 'Marie-Bérengère de La Tour-d’Auvergne', phone: '+33 6 57 80 13 46' },
  productNames: ['VTT'],
  unitCount: 1,
} as unknown as OrderSummary;

describe('counter card of an order', () => {
  it('shows the whole customer name, wrapping rather than cutting it', () => {
    renderAsManager(<TodayOrderCard order={order} list="departures" />);
    const name = screen.getByTestId('today-order-customer');
    expect(name.textContent).toBe('#1042 · Marie-Bérengère de La Tour-d’Auvergne');
    expect(name.hasAttribute('data-truncate')).toBe(false);
    expect(name.style.overflowWrap).toBe('anywhere');
  });

  it('dials the phone number from a link styled as its text', () => {
    renderAsManager(<TodayOrderCard order={order} list="departures" />);
    const phone = screen.getByRole('link', { name: '+33 6 57 80 13 46' });
    expect(phone.getAttribute('href')).toBe('tel:+33657801346');
    expect(phone.style.color).toBe('inherit');
  });
});
