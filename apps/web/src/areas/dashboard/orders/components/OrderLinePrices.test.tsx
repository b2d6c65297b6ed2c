import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { OrderLine, OrderView } from '../../../../api/orders.ts';
import i18n, { DEFAULT_LANGUAGE } from '../../../../i18n/index.ts';
import { renderAsManager } from '../shared/testSession.tsx';
import { OrderDetail } from './OrderDetail.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

// The page's note fields grow with their text and listen for web fonts, which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const ORDER_ID = '01a2013d-04ed-7f40-8123-938d65ad2b3d';

const line = (values: Partial<OrderLine>): OrderLine => ({
  id: '01a2013d-04ed-7f40-8123-000000000001',
  kind: 'product',
  itemId: '01a2013d-04ed-7f40-8123-0000000000a1',
  parentLineId: null,
  name: 'Vélo ville',
  quantity: 2,
  unitPrice: 52,
  gross: 104,
  discount: 5,
  totalTTC: 99,
  totalHT: 82.5,
  vat: 16.5,
  vatRate: 20,
  explanation: ['3 days: 2-day tier 40.00 + 1 × 12.00 = 52.00', '2 × 52.00 = 104.00'],
  steps: [],
  returnedQuantity: 0,
  ...values,
});

/** Three bikes days for two, with a shop discount; and a helmet line priced before the codes existed. */
const order: OrderView = {
  id: ORDER_ID,
  number: 42,
  status: 'TO_COME',
  type: 'ORDER',
  closedAsNoShow: false,
  isRequest: false,
  isLate: false,
  startDate: '2026-05-02T07:00:00.000Z',
  endDate: '2026-05-04T16:00:00.000Z',
  customer: { id: '01a2013d-04ed-7f40-8123-0000000000c1', displayName: 'Inès Garnier', email: null, phone: null },
  totalTTC: 104,
  paymentStatus: 'NOT_PAID',
  createdFrom: 'DASHBOARD',
  productNames: ['Vélo ville', 'Casque'],
  unitCount: 0,
  createdAt: '2026-05-01T08:00:00.000Z',
  multiOrderId: null,
  requestDate: null,
  referral: null,
  offlineId: null,
  totalHT: 86.67,
  vat: 17.33,
  discount: 5,
  manualDiscount: 5,
  promoCode: null,
  explanation: [],
  summary: [],
  customInputs: {},
  delivery: null,
  insurance: null,
  insuranceChoice: { canAdd: false, canRemove: false },
  notes: null,
  externalInvoiceNumber: null,
  attachments: [],
  paid: 0,
  cancelInfo: null,
  payBefore: null,
  departedAt: null,
  endedAt: null,
  integrationStatus: {},
  lines: [
    line({
      steps: [
        {
          code: 'tierPlusExtraDays',
          params: { days: 3, tierDays: 2, tierPrice: 4000, extraDays: 1, extraDay: 1200, price: 5200 },
        },
        { code: 'quantity', params: { quantity: 2, unitPrice: 5200, gross: 10400 } },
        { code: 'vat', params: { ttc: 10400, ht: 8667, vat: 1733 } },
        { code: 'shopDiscountShare', params: { amount: 500 } },
        { code: 'vat', params: { ttc: 9900, ht: 8250, vat: 1650 } },
      ],
    }),
    line({
      id: '01a2013d-04ed-7f40-8123-000000000002',
      name: 'Casque',
      quantity: 1,
      unitPrice: 5,
      gross: 5,
      discount: 0,
      totalTTC: 5,
      explanation: ['1 × 5.00 = 5.00', '5.00 TTC = 4.17 HT + 0.83 VAT'],
    }),
  ],
  units: [],
  messages: [],
  updatedAt: '2026-05-01T08:00:00.000Z',
};

/** Opens the price explanation of one line and reads its sentences, spaces made plain. */
async function explanationOf(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  const toggle = screen.getByRole('button', { name });
  const items = await within(toggle.parentElement!).findAllByRole('listitem');
  return items.map((item) => (item.textContent ?? '').replace(/\s/g, ' '));
}

describe("the order page's line prices", () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'getOrder') return order as never;
      throw new Error(`unexpected ${operation}`);
    });
  });
  afterAll(() => i18n.changeLanguage(DEFAULT_LANGUAGE));

  it('words each step of a line in English, with plurals and amounts from cents', async () => {
    await i18n.changeLanguage('en');
    renderAsManager(<OrderDetail orderId={ORDER_ID} onDeleted={() => {}} />);
    expect(await explanationOf('How the price of Vélo ville was computed')).toEqual([
      '3 days: 2 days rate €40.00 + 1 extra day × €12.00 = €52.00',
      '2 × €52.00 = €104.00',
      '€104.00 incl. VAT = €86.67 excl. VAT + €17.33 VAT',
      'Share of the shop discount: −€5.00',
      '€99.00 incl. VAT = €82.50 excl. VAT + €16.50 VAT',
    ]);
  });

  it('words the same steps in French, and shows the stored texts of a line priced before the codes', async () => {
    await i18n.changeLanguage('fr');
    renderAsManager(<OrderDetail orderId={ORDER_ID} onDeleted={() => {}} />);
    expect(await explanationOf('Détail du prix de Vélo ville')).toEqual([
      '3 jours : forfait 2 jours 40,00 € + 1 jour supplémentaire × 12,00 € = 52,00 €',
      '2 × 52,00 € = 104,00 €',
      '104,00 € TTC = 86,67 € HT + 17,33 € TVA',
      'Part de la remise du magasin : −5,00 €',
      '99,00 € TTC = 82,50 € HT + 16,50 € TVA',
    ]);
    expect(await explanationOf('Détail du prix de Casque')).toEqual([
      '1 × 5.00 = 5.00',
      '5.00 TTC = 4.17 HT + 0.83 VAT',
    ]);
  });
});
