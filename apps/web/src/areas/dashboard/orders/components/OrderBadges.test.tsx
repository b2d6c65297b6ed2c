import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsManager } from '../shared/testSession.tsx';
import { OrderBadges } from './OrderBadges.tsx';

const order = { status: 'TO_COME', type: 'CANCELED', isLate: false, isRequest: false } as const;

describe('the state of an order', () => {
  it('marks an order closed as a no-show as such, not as cancelled', () => {
    renderAsManager(<OrderBadges order={{ ...order, closedAsNoShow: true }} />);
    expect(screen.getByTestId('no-show-badge').textContent).toBe('Absent');
    expect(screen.queryByText('Annulée')).toBeNull();
  });

  it('a plain cancellation stays cancelled', () => {
    renderAsManager(<OrderBadges order={{ ...order, closedAsNoShow: false }} />);
    expect(screen.getByText('Annulée')).toBeTruthy();
    expect(screen.queryByTestId('no-show-badge')).toBeNull();
  });
});
