import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client.ts';
import type { AncvTransaction } from '../../api/paymentDevices.ts';
import { Providers } from '../../app/Providers.tsx';
import { createQueryClient } from '../../app/queryClient.ts';
import i18n from '../../i18n/index.ts';
import AncvSandboxPage from './AncvSandboxPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const ID = '01a2013d-04ed-7f40-8123-0000000000d1';
const PRE = 'ptx_0123456789abcdef01234567';
const transaction = (overrides: Partial<AncvTransaction> = {}): AncvTransaction => ({
  transactionId: ID,
  paymentId: '01a2013d-04ed-7f40-8123-0000000000c2',
  orderId: '01a2013d-04ed-7f40-8123-938d65ad2b3d',
  preTransactionId: PRE,
  amount: 35.27,
  status: 'PENDING',
  refusal: null,
  expiresAt: '2026-10-01T08:15:00.000Z',
  authenticationUrl: `http://localhost/pay/ancv/${ID}?pre=${PRE}`,
  ...overrides,
});

function renderPage(path = `/pay/ancv/${ID}?pre=${PRE}`) {
  const router = createMemoryRouter([{ path: '/pay/ancv/:transactionId', element: <AncvSandboxPage /> }], {
    initialEntries: [path],
  });
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the holiday-voucher scheme's sandbox page", () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('confirms the payment with the beneficiary’s account, checked before it is sent', async () => {
    mockedApi.mockImplementation((async (operation: string, args: unknown) => {
      if (operation === 'getAncvTransaction') {
        expect(args).toEqual({ params: { path: { transactionId: ID }, query: { preTransactionId: PRE } } });
        return transaction();
      }
      expect(args).toMatchObject({ body: { preTransactionId: PRE, beneficiaryId: '1000000001' } });
      return transaction({ status: 'ACCEPTED' });
    }) as never);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('€35.27 in holiday vouchers')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'ANCV account number' });
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Confirm the payment' }));
    expect(screen.getByText('10 digits')).toBeTruthy();
    expect(mockedApi.mock.calls.filter(([name]) => name === 'authenticateAncv')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '1000000001');
    await user.click(screen.getByRole('button', { name: 'Confirm the payment' }));
    expect((await screen.findByRole('status')).textContent).toBe('Vouchers accepted: the payment is recorded');
  });

  it('tells a link that leads nowhere', async () => {
    mockedApi.mockRejectedValue(new ApiError(404, { statusCode: 404, code: 'notFound', message: 'x' } as never));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('This payment link is not valid.');
  });
});
