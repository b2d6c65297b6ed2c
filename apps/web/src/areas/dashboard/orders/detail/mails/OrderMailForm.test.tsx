import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import i18n from '../../../../../i18n/index.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { OrderMailForm } from './OrderMailForm.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);
const ORDER_ID = '01a200ce-bb20-7ce4-9392-34cdff2e6b87';
const CONTRACT_ID = '01a200ce-bb20-7ce4-9392-34cdff2e6b88';
const QUOTE_ID = '01a200ce-bb20-7ce4-9392-34cdff2e6b89';

const document = (id: string, kind: string, status: string) => ({
  id,
  key: `${id}.pdf`,
  orderId: ORDER_ID,
  kind,
  language: 'en',
  status,
  signed: false,
});

/** Picks an option of a Mantine select or multi-select opened from `input`. */
async function pick(input: HTMLElement, name: string) {
  await userEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = within(window.document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement);
  fireEvent.click(list.getByRole('option', { name, hidden: true }));
}

describe('the mail form of an order', () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it("sends the company's template with the ready contract and the departure report, read by the server", {
    timeout: 60_000,
  }, async () => {
    let sent: FormData | undefined;
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'listOrderDocuments') {
        return [document(CONTRACT_ID, 'CONTRACT', 'GENERATED'), document(QUOTE_ID, 'QUOTE', 'TO_GENERATE')] as never;
      }
      if (operation === 'getConditionReport') {
        const scope = (args as { params: { path: { scope: string } } }).params.path.scope;
        return { orderId: ORDER_ID, scope, status: scope === 'DEPART' ? 'SUCCESS' : null, units: [] } as never;
      }
      if (operation === 'sendOrderMail') {
        sent = (args as unknown as { body: FormData }).body;
        return {} as never;
      }
      throw new Error(`unexpected ${operation}`);
    });
    const onSent = vi.fn();
    renderWithProviders(
      <OrderMailForm orderId={ORDER_ID} customerEmail="anna@example.test" onSent={onSent} onCancel={() => {}} />,
    );
    await pick(screen.getByRole('combobox', { name: 'Content' }), 'Booking confirmed');
    // the template brings its text: no message to write, the subject is optional
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByText("The shop's mail template is sent, filled in with the order's details.")).toBeTruthy();

    const documents = screen
      .getAllByLabelText("Order's documents")
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    await waitFor(() => expect(documents.hasAttribute('disabled')).toBe(false));
    await userEvent.click(documents);
    await waitFor(() => expect(documents.getAttribute('aria-controls')).toBeTruthy());
    const options = within(
      window.document.getElementById(documents.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    // a document still being generated and a report not drawn are not offered
    expect(options.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
      'Contract (EN)',
      'Departure condition report',
    ]);
    fireEvent.click(options.getByRole('option', { name: 'Contract (EN)', hidden: true }));
    fireEvent.click(options.getByRole('option', { name: 'Departure condition report', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(Object.fromEntries((sent as FormData).entries())).toEqual({
      orderId: ORDER_ID,
      to: 'anna@example.test',
      template: 'ORDER_CONFIRMED',
      lang: 'en',
      attachedDocumentId: CONTRACT_ID,
      attachedDocumentStateId: 'DEPART',
    });
    await waitFor(() => expect(onSent).toHaveBeenCalled());
  });
});
