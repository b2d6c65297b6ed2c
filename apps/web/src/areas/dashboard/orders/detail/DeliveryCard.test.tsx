import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../api/orders.ts';
import { renderAsManager } from '../shared/testSession.tsx';
import { DeliveryCard } from './DeliveryCard.tsx';

const located = { address: '12 rue du Lac, 74290 Talloires', price: 14.5, at: null, lat: 45.8408, lng: 6.2138 };
const typed = { address: '5 quai des Marquisats, Annecy', price: 12.5, at: null };
const order = (delivery: OrderView['delivery']) => ({ delivery }) as OrderView;

describe('the delivery of an order at the counter', () => {
  it('opens a located address on a map in a new tab; a typed one has no map', () => {
    renderAsManager(<DeliveryCard order={order({ departure: located, arrival: typed, status: null })} />);
    const links = screen.getAllByRole('link', { name: 'Voir sur la carte' });
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=45.8408&mlon=6.2138#map=17/45.8408/6.2138',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const departure = screen.getByText('Livraison chez le client').parentElement as HTMLElement;
    expect(within(departure).getByRole('link')).toBe(link);
    expect(within(departure).getByText(located.address)).toBeTruthy();
  });

  it('offers no map where no address was located', () => {
    renderAsManager(<DeliveryCard order={order({ departure: typed, arrival: null, status: null })} />);
    expect(screen.getByText(typed.address)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
