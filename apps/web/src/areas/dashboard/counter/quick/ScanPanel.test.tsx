import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ScannedList } from './ScannedList.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import type { ScanRules } from './scanSession.ts';
import { useScanSession } from './useScanSession.ts';

const api = vi.hoisted(() => ({ unitByCode: vi.fn(), ordersOfUnit: vi.fn() }));
vi.mock('../../../../api/counter.ts', () => api);

const unit = (qrCodeValue: string, productId: string, name: string) => ({
  id: `unit-${qrCodeValue}`,
  productId,
  qrCodeValue,
  serialNumber: null,
  product: { id: productId, name },
});

const UNITS: Record<string, ReturnType<typeof unit>> = {
  'BIKE-1': unit('BIKE-1', 'bike', 'VTT'),
  'BIKE-2': unit('BIKE-2', 'bike', 'VTT'),
  'HELMET-1': unit('HELMET-1', 'helmet', 'Casque'),
};

function Harness({ rules }: { rules: ScanRules }) {
  const scan = useScanSession(rules);
  return (
    <>
      <ScanPanel state={scan.state} onCode={scan.submit} />
      <ScannedList units={scan.state.units} onRemove={(u) => scan.dispatch({ type: 'toggled', unit: u })} />
    </>
  );
}

const feedback = () => screen.getByTestId('scan-feedback');

async function type(code: string) {
  await userEvent.type(screen.getByLabelText('Code QR'), `${code}{Enter}`);
}

describe('scanning at the counter', () => {
  beforeEach(() => {
    api.unitByCode.mockReset().mockImplementation(async (code: string) => UNITS[code] ?? null);
    api.ordersOfUnit
      .mockReset()
      .mockImplementation(async (id: string) =>
        id === 'unit-BIKE-2'
          ? [{ id: 'o-9', number: 9, status: 'IN_PROGRESS', unit: { status: 'USED', returnedAt: null } }]
          : [],
      );
  });

  it('takes typed codes (Enter submits, the field empties), refuses duplicates without a second lookup', async () => {
    renderWithProviders(<Harness rules={{ quota: new Map([['bike', 2]]) }} />);
    await type('BIKE-1');
    await waitFor(() => expect(feedback().getAttribute('data-verdict')).toBe('found'));
    expect(feedback().textContent).toBe('BIKE-1 : VTT ajouté');
    expect((screen.getByLabelText('Code QR') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('scanned-BIKE-1')).not.toBeNull();

    await type('BIKE-1');
    await waitFor(() => expect(feedback().getAttribute('data-verdict')).toBe('duplicate'));
    expect(api.unitByCode).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells a wrong product, a unit out with another order and an unknown code apart', async () => {
    renderWithProviders(<Harness rules={{ quota: new Map([['bike', 2]]), orderId: 'o-1' }} />);
    await type('HELMET-1');
    await waitFor(() => expect(feedback().getAttribute('data-verdict')).toBe('wrongProduct'));
    expect(feedback().textContent).toBe("HELMET-1 (Casque) n'est pas un produit de cette commande");

    await type('BIKE-2');
    await waitFor(() => expect(feedback().getAttribute('data-verdict')).toBe('alreadyOut'));
    expect(feedback().textContent).toBe('BIKE-2 est déjà sorti avec la commande n° 9');

    await type('NOPE');
    await waitFor(() => expect(feedback().getAttribute('data-verdict')).toBe('unknown'));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('takes a unit off again', async () => {
    renderWithProviders(<Harness rules={{}} />);
    await type('BIKE-1');
    await waitFor(() => expect(screen.queryByTestId('scanned-BIKE-1')).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Retirer BIKE-1' }));
    expect(screen.queryByTestId('scanned-BIKE-1')).toBeNull();
  });
});
