import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCalls, ok, openPage } from '../checkout/fake-calls.ts';
import { checkoutForm, checkoutResult, checkoutView, shop } from '../checkout/fixtures.ts';

const CHECKOUT = `/store/${shop.slug}/checkout`;

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rita = {
  id: '0190a000-0000-7000-8000-0000000000f1',
  email: 'rita.place@example.com',
  firstName: 'Rita',
  lastName: 'Place',
  phone: '+33612345678',
  language: 'en',
  isValidated: true,
  createdFrom: 'rental_place',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const unauthenticated = {
  status: 401,
  body: { statusCode: 401, code: 'authenticationRequired', message: 'No session' },
};

/** The checkout's calls, with `me` answering the marketplace session (one answer after another). */
function calls(me: { status: number; body: unknown }[], login = ok({ connectTo: 'rental_place', token: 't' })) {
  let reads = 0;
  return fakeCalls({
    'GET /v2/online-store/order': ok(checkoutForm({ customFields: [], survey: [], mode: 'PAY_ON_SITE' })),
    'GET /v2/online-store/session/surveyDocumentsInfo': ok({ documents: [] }),
    'POST /v2/online-store/order': ok(checkoutResult({ payUrl: null }), 201),
    'GET /v2/rental-place-user/me': () => me[Math.min(reads++, me.length - 1)]!,
    'POST /v2/login/rental-place': login,
    'POST /v2/login/user/disconnect/rental-place': ok({ ok: true }),
  });
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const posted = (requests: ReturnType<typeof calls>) =>
  requests
    .filter((r) => r.method === 'POST' && r.url === '/v2/online-store/order')
    .map((r) => JSON.parse(String(r.body)).customer);

describe('the checkout of a marketplace customer', () => {
  it('fills the details from the open session, keeps them editable, and books in the account’s language', async () => {
    const requests = calls([ok(rita)]);
    await openPage(checkoutView, CHECKOUT);
    await screen.findByText(/Connecté en tant que Rita Place \(rita\.place@example\.com\)/);
    expect([value('Prénom'), value('Nom'), value('E-mail'), value('Téléphone (facultatif)')]).toEqual([
      'Rita',
      'Place',
      'rita.place@example.com',
      '+33612345678',
    ]);
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Margarita' } });
    fireEvent.click(screen.getByLabelText('J’accepte les conditions générales de location'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' })));
    expect(posted(requests)).toEqual([
      {
        firstName: 'Margarita',
        lastName: 'Place',
        email: 'rita.place@example.com',
        phone: '+33612345678',
        language: 'en',
      },
    ]);
    // the session goes with the order as the API's cookie, never as a header the page would hold
    const order = requests.find((r) => r.method === 'POST' && r.url === '/v2/online-store/order');
    expect(Object.keys(order!.headers).map((h) => h.toLowerCase())).not.toContain('x-access-token');
  });

  it('offers a visitor to log in on the page, then fills the details', async () => {
    const requests = calls([unauthenticated, ok(rita)]);
    await openPage(checkoutView, CHECKOUT);
    const offer = await screen.findByRole('button', { name: 'Déjà client ? Connectez-vous' });
    expect(value('E-mail')).toBe('');
    fireEvent.click(offer);
    const form = screen.getByRole('form', { name: 'Connexion à votre compte client' });
    expect(document.activeElement).toBe(screen.getAllByLabelText('E-mail')[0]);
    await act(async () => fireEvent.submit(form));
    expect(screen.getByText('Saisissez votre e-mail et votre mot de passe.')).toBeTruthy();
    const [loginEmail] = screen.getAllByLabelText('E-mail');
    fireEvent.change(loginEmail!, { target: { value: ' rita.place@example.com ' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'correct-horse' } });
    await act(async () => fireEvent.submit(form));
    await screen.findByText(/Connecté en tant que Rita Place/);
    const login = requests.find((r) => r.url === '/v2/login/rental-place');
    expect(JSON.parse(String(login!.body))).toEqual({ email: 'rita.place@example.com', password: 'correct-horse' });
    expect([value('Prénom'), value('E-mail')]).toEqual(['Rita', 'rita.place@example.com']);
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
  });

  it('says why a login is refused', async () => {
    calls([unauthenticated], {
      status: 401,
      body: { statusCode: 401, code: 'accountNotActivated', message: 'Confirm first' },
    });
    await openPage(checkoutView, CHECKOUT);
    fireEvent.click(await screen.findByRole('button', { name: 'Déjà client ? Connectez-vous' }));
    fireEvent.change(screen.getAllByLabelText('E-mail')[0]!, { target: { value: 'rita.place@example.com' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Connexion à votre compte client' })));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Confirmez d’abord votre adresse e-mail : suivez le lien du message d’inscription.',
      ),
    );
  });

  it('logs out on the page: the session ends, what is filled stays, and the login is offered again', async () => {
    const requests = calls([ok(rita)]);
    await openPage(checkoutView, CHECKOUT);
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('button', { name: 'Déjà client ? Connectez-vous' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/v2/login/user/disconnect/rental-place',
    ]);
    expect([value('Prénom'), value('E-mail')]).toEqual(['Rita', 'rita.place@example.com']);
  });

  it('tells a managing place that logs in that it is not a customer account', async () => {
    calls([unauthenticated], ok({ connectTo: 'rp_b2b', token: 't' }));
    await openPage(checkoutView, CHECKOUT);
    fireEvent.click(await screen.findByRole('button', { name: 'Déjà client ? Connectez-vous' }));
    fireEvent.change(screen.getAllByLabelText('E-mail')[0]!, { target: { value: 'place@example.com' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Connexion à votre compte client' })));
    expect(await screen.findByText('Ce compte est celui d’un lieu de gestion, pas un compte client.')).toBeTruthy();
    expect(value('Mot de passe')).toBe('x');
  });
});
