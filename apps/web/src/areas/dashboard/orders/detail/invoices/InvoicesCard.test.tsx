import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import type { IssuedInvoice, OrderInvoices } from '../../../../../api/invoices.ts';
import type { OrderView } from '../../../../../api/orders.ts';
import i18n, { DEFAULT_LANGUAGE, loadArea } from '../../../../../i18n/index.ts';
import { renderAsManager } from '../../shared/testSession.tsx';
import { InvoicesCard } from './InvoicesCard.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const ORDER_ID = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const order = { id: ORDER_ID, number: 42 } as OrderView;

const invoice: IssuedInvoice = {
  id: '01a2013d-04ed-7f40-8123-0000000000f1',
  orderId: ORDER_ID,
  number: '2026-000007',
  issueDate: '2026-05-02',
  issuedAt: '2026-05-02T08:00:00.000Z',
  language: 'fr',
  currency: 'EUR',
  seller: { name: 'Cycles', address: [], email: null, phone: null, vatNumber: null, legalMentions: [] },
  buyer: null,
  lines: [
    {
      position: 0,
      kind: 'item',
      label: 'Vélo ville',
      quantity: 2,
      unitPrice: 52,
      discount: 5,
      vatRate: 20,
      totalHT: 82.5,
      vat: 16.5,
      totalTTC: 99,
    },
  ],
  vatByRate: [{ vatRate: 20, totalHT: 82.5, vat: 16.5, totalTTC: 99 }],
  totalHT: 82.5,
  vat: 16.5,
  totalTTC: 99,
  pdfReady: true,
  pdfSha256: null,
  orderNumber: 42,
  dueDate: '2026-05-02',
  paid: 0,
  credited: 0,
  remaining: 99,
  creditNotes: [],
};

function answer(state: OrderInvoices) {
  mockedApi.mockImplementation(async (operation) => {
    if (operation === 'listOrderInvoices') return state as never;
    if (operation === 'issueOrderInvoice') return { ...invoice, number: '2026-000008' } as never;
    if (operation === 'issueCreditNote') return { ...invoice, number: 'AV-2026-000001' } as never;
    throw new Error(`unexpected ${operation}`);
  });
}

describe("the order page's invoices card", () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await loadArea('invoices');
  });
  afterAll(() => i18n.changeLanguage(DEFAULT_LANGUAGE));

  it('issues the invoice only after saying an issued invoice cannot be changed', async () => {
    answer({ invoices: [], inForceId: null, differsFromOrder: false, canIssue: true });
    renderAsManager(<InvoicesCard order={order} canWrite />);
    expect(await screen.findByText('Aucune facture pour cette commande.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Émettre la facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Émettre la facture ?' });
    expect(within(dialog).getByText(/Une facture émise ne peut plus être modifiée/)).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalledWith('issueOrderInvoice', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Émettre' }));
    expect(mockedApi).toHaveBeenCalledWith('issueOrderInvoice', { params: { path: { orderId: ORDER_ID } }, body: {} });
    expect(await screen.findByText('Facture 2026-000008 émise')).toBeTruthy();
  });

  it('says when the order changed since its invoice and offers a credit note, in English too', async () => {
    await i18n.changeLanguage('en');
    answer({ invoices: [invoice], inForceId: invoice.id, differsFromOrder: true, canIssue: false });
    renderAsManager(<InvoicesCard order={order} canWrite />);
    expect(await screen.findByText(/The order changed since invoice 2026-000007/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the PDF of 2026-000007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue a new invoice' })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Issue a credit note' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for invoice 2026-000007' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Order changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue the credit note' }));
    expect(mockedApi).toHaveBeenCalledWith('issueCreditNote', {
      params: { path: { invoiceId: invoice.id } },
      body: { reason: 'Order changed' },
    });
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  it('offers neither issuing nor crediting to staff who only read orders', async () => {
    answer({ invoices: [invoice], inForceId: invoice.id, differsFromOrder: true, canIssue: true });
    renderAsManager(<InvoicesCard order={order} canWrite={false} />);
    expect(await screen.findByRole('button', { name: 'Télécharger le PDF de 2026-000007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Émettre/ })).toBeNull();
  });
});
