import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PromoCode } from '../../../../api/pricing.ts';
import { renderAsManager } from '../../orders/shared/testSession.tsx';
import { PromoCodesTable } from './PromoCodesTable.tsx';

const promo = {
  id: 'p1',
  code: 'ETE10',
  description: 'Campagne d’été',
  discountType: 'PERCENTAGE',
  value: 10,
  minimumTotal: 50,
  validFrom: null,
  validTo: '2026-08-31',
  usedCount: 3,
  usageLimit: null,
  active: true,
} as unknown as PromoCode;

describe('PromoCodesTable', () => {
  it('shows each code with its discount, validity and uses; editors get edit and delete', async () => {
    const onTest = vi.fn();
    const onEdit = vi.fn();
    renderAsManager(<PromoCodesTable codes={[promo]} onTest={onTest} onEdit={onEdit} onDelete={vi.fn()} />);
    const row = screen.getByTestId('promo-row-ETE10');
    expect(row.textContent).toContain('Campagne d’été');
    expect(row.textContent).toMatch(/−10\s?%/);
    expect(row.textContent).toMatch(/dès 50,00\s€/);
    expect(row.textContent).toContain('3 / ∞');
    expect(within(row).getByText("Jusqu'au 31/08/2026")).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Tester ETE10' }));
    expect(onTest).toHaveBeenCalledWith(promo);
    await userEvent.click(within(row).getByRole('button', { name: 'Modifier ETE10' }));
    expect(onEdit).toHaveBeenCalledWith(promo);
  });

  it('offers only the test to those who may not edit, and says when there is no code', () => {
    const readOnly = renderAsManager(<PromoCodesTable codes={[promo]} onTest={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Tester ETE10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier ETE10' })).toBeNull();
    readOnly.unmount();
    renderAsManager(<PromoCodesTable codes={[]} onTest={vi.fn()} />);
    expect(screen.getByText('Aucun code promo pour le moment.')).toBeTruthy();
  });
});
