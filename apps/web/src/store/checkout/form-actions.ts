import { act, fireEvent, screen } from '@testing-library/react';
import type { fakeCalls } from './fake-calls.ts';

/** What the checkout's screen tests do on the form, as a customer does it. */
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills what every checkout asks: names, email, the required custom field and the terms. */
export function fillRequired() {
  type('Prénom', 'Léa');
  type('Nom', 'Martin');
  type('E-mail', ' lea.martin@example.com ');
  type(/Votre taille/, '172');
  fireEvent.click(screen.getByLabelText('J’accepte les conditions générales de location'));
}

export const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Payer et réserver/ })));

/** The bodies the checkout posted. */
export const posted = (requests: ReturnType<typeof fakeCalls>) =>
  requests
    .filter((r) => r.method === 'POST' && r.url === '/v2/online-store/order')
    .map((r) => JSON.parse(String(r.body)));
