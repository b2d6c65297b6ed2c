import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failed, fakeCalls, ok, openPage } from './fake-calls.ts';
import {
  checkoutForm,
  checkoutResult,
  checkoutView,
  errors,
  identityQuestionId,
  orderId,
  orderToken,
  shop,
  uploaded,
} from './fixtures.ts';
import { fillRequired, posted, submit, type } from './form-actions.ts';

const CHECKOUT = `/store/${shop.slug}/checkout`;

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function calls(form = checkoutForm(), order: ReturnType<typeof ok> = ok(checkoutResult(), 201)) {
  return fakeCalls({
    'GET /v2/online-store/order': ok(form),
    'GET /v2/online-store/session/surveyDocumentsInfo': ok({ documents: [] }),
    'POST /v2/online-store/order': order,
    'POST /v2/online-store/uploadSurveyDocuments': ok({ documents: [uploaded] }),
  });
}

describe('the store’s checkout page', () => {
  it('is a server shell whose island reads the cart and shows its lines, totals and hold', async () => {
    const requests = calls();
    const { html } = await openPage(checkoutView, CHECKOUT);
    expect(html).toContain('<title>Finaliser la réservation · Cycles &amp; Glisse</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<script type="module" src="/assets/store.js"></script>');
    await screen.findByText('Vélo de ville Trek FX 2');
    expect(requests[0].url).toBe(`/v2/online-store/order?slug=${shop.slug}`);
    expect(screen.getByText('× 2')).toBeTruthy();
    expect(screen.getByText(/Du 13 juin 2026 au 15 juin 2026/)).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toMatch(/^88,00\s€$/);
    expect(screen.getByText('Caution').nextElementSibling?.textContent).toMatch(/^300,00\s€$/);
    expect(screen.getByText(/La caution de 300,00\s€ sera bloquée sur votre carte/)).toBeTruthy();
    expect(screen.getAllByText('Articles réservés pour vous encore 14:32')).toHaveLength(1);
  });

  it('gives phones the right keyboards and autofill for the customer’s details', async () => {
    calls();
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(input('Prénom').autocomplete).toBe('given-name');
    expect(input('Nom').autocomplete).toBe('family-name');
    expect([input('E-mail').type, input('E-mail').autocomplete, input('E-mail').inputMode]).toEqual([
      'email',
      'email',
      'email',
    ]);
    expect([input('Téléphone (facultatif)').type, input('Téléphone (facultatif)').autocomplete]).toEqual([
      'tel',
      'tel',
    ]);
    expect(input('Votre taille (cm)').type).toBe('number');
  });

  it('refuses to send without a required custom field: the error sits at the field, tied to it, and has the focus', async () => {
    const requests = calls();
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    type('Prénom', 'Léa');
    type('Nom', 'Martin');
    type('E-mail', 'lea@example.com');
    fireEvent.click(screen.getByLabelText('J’accepte les conditions générales de location'));
    await submit();
    const height = screen.getByLabelText('Votre taille (cm)');
    expect(height.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(height.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Ce champ est obligatoire.');
    expect(document.activeElement).toBe(height);
    expect(screen.getByRole('alert').textContent).toBe('Certains champs sont à corriger.');
    expect(posted(requests)).toEqual([]);
  });

  it('sends the order as the contract shapes it and goes to the card page when there is one to pay', async () => {
    const requests = calls();
    const { navigate } = await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    type('Hôtel (facultatif)', 'Le Lac');
    fireEvent.click(screen.getByLabelText('Route'));
    fireEvent.click(screen.getByLabelText(/Payer un acompte de 30 % en ligne \(26,40\s€\)/));
    type('Code promo (facultatif)', ' ETE26 ');
    await submit();
    expect(posted(requests)).toEqual([
      {
        slug: shop.slug,
        customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.com', language: 'fr' },
        customInputs: [
          { key: 'height', value: '172' },
          { key: 'hotel', value: 'Le Lac' },
        ],
        survey: [{ questionId: '0190a000-0000-7000-8000-0000000000d2', answers: ['Route'] }],
        promoCode: 'ETE26',
        termsAccepted: true,
        payment: 'ONLINE_DOWN_PAYMENT',
      },
    ]);
    expect(navigate).toHaveBeenCalledWith('https://shops.example.test/card-sandbox/pay/pi_123');
  });

  it('goes to the order’s confirmation page with the order link’s token when nothing is to pay online', async () => {
    calls(
      checkoutForm({ mode: 'PAY_ON_SITE' }),
      ok(checkoutResult({ mode: 'PAY_ON_SITE', payment: 'ON_SITE', status: 'CONFIRMED', payUrl: null }), 201),
    );
    const { navigate } = await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' })));
    expect(navigate).toHaveBeenCalledWith(`/store/${shop.slug}/order/${orderId}?token=${orderToken}`);
  });

  it('shows a field’s 400 at that field and focuses it', async () => {
    calls(checkoutForm(), failed(errors.emailRefused));
    const { navigate } = await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await submit();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Saisissez une adresse e-mail valable.',
    );
    expect(document.activeElement).toBe(email);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads a 400 on a custom input by its place in the body sent', async () => {
    calls(checkoutForm(), failed(errors.customInputRefused));
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await submit();
    const height = screen.getByLabelText('Votre taille (cm)');
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(height);
  });

  it('shows a missing answer the shop asks for at its question, named in the details', async () => {
    calls(checkoutForm(), failed(errors.surveyFileMissing));
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await submit();
    const file = screen.getByLabelText(/Pièce d’identité/);
    expect(document.getElementById(file.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ce champ est obligatoire.',
    );
    expect(document.activeElement).toBe(file);
  });

  it('sends the customer back to the cart when its prices changed', async () => {
    calls(checkoutForm(), failed(errors.pricesChanged));
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Les prix ont changé depuis la mise au panier');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`/store/${shop.slug}/cart`);
  });

  it('says when the hold ran out, with the way back to the cart', async () => {
    calls(checkoutForm(), failed(errors.cartExpired));
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Le délai de réservation de votre panier est écoulé');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`/store/${shop.slug}/cart`);
    expect(document.activeElement).toBe(alert);
    expect((screen.getByRole('button', { name: /Payer et réserver/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why a cart of several periods cannot be booked as one, with the way back to the cart', async () => {
    calls(checkoutForm(), failed(errors.severalPeriods));
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Les articles de votre panier n’ont pas les mêmes dates');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`/store/${shop.slug}/cart`);
  });

  it('names the product someone else took meanwhile', async () => {
    calls(checkoutForm(), failed(errors.stockTaken));
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    fillRequired();
    await submit();
    expect(screen.getByRole('alert').textContent).toContain(
      'Plus disponible pour vos dates : Vélo de ville Trek FX 2.',
    );
  });

  it('sends a DOCUMENT question’s files with the question’s id, and lists them once sent', async () => {
    const requests = calls();
    await openPage(checkoutView, CHECKOUT);
    const input = (await screen.findByLabelText(/Pièce d’identité/)) as HTMLInputElement;
    const file = new File(['%PDF-1.7'], 'passeport.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await screen.findByText('passeport.pdf');
    const upload = requests.find((r) => r.url === '/v2/online-store/uploadSurveyDocuments');
    const body = upload?.body as FormData;
    expect(upload?.method).toBe('POST');
    expect(body.getAll('uids')).toEqual([identityQuestionId]);
    expect((body.getAll('files')[0] as File).name).toBe('passeport.pdf');
  });

  it('requires a file for a required DOCUMENT question, and takes one sent before', async () => {
    const form = checkoutForm();
    form.survey[0] = { ...form.survey[0], required: true };
    fakeCalls({
      'GET /v2/online-store/order': ok(form),
      'GET /v2/online-store/session/surveyDocumentsInfo': ok({ documents: [uploaded] }),
      'POST /v2/online-store/order': ok(checkoutResult(), 201),
    });
    const { navigate } = await openPage(checkoutView, CHECKOUT);
    await screen.findByText('passeport.pdf');
    fillRequired();
    await submit();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'PAY_ONLINE',
      { percent: 30 },
      ['Payer la totalité en ligne (88,00 €)', 'Payer un acompte de 30 % en ligne (26,40 €), le reste en boutique'],
      'Payer et réserver',
    ],
    ['PAY_ONLINE', null, [], 'Payer et réserver'],
    [
      'PAY_ONLINE_OR_ON_SITE',
      null,
      ['Payer la totalité en ligne (88,00 €)', 'Payer en boutique au retrait'],
      'Payer et réserver',
    ],
    ['PAY_ON_SITE', { percent: 30 }, [], 'Confirmer la réservation'],
    ['REQUEST', null, [], 'Envoyer la demande'],
  ] as const)('offers the payments mode %s allows (down payment %o)', async (mode, downPayment, radios, button) => {
    const requests = calls(checkoutForm({ mode, downPayment }));
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    const offered = screen.queryAllByRole('radio').map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' '));
    expect(offered).toEqual(radios.map((r) => r.replace(/\s/g, ' ')));
    if (mode === 'REQUEST') {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Envoyer une demande de réservation');
      expect(screen.getByText(/La boutique confirme d’abord votre demande/)).toBeTruthy();
    }
    fillRequired();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));
    const expected = {
      PAY_ONLINE: 'ONLINE_FULL',
      PAY_ONLINE_OR_ON_SITE: 'ONLINE_FULL',
      PAY_ON_SITE: 'ON_SITE',
    } as const;
    expect(posted(requests)[0].payment).toBe(mode === 'REQUEST' ? undefined : expected[mode]);
  });

  it('says the cart is gone when there is none, with the way back to it', async () => {
    fakeCalls({
      'GET /v2/online-store/order': failed(errors.cartNotFound),
      'GET /v2/online-store/session/surveyDocumentsInfo': failed(errors.cartNotFound),
    });
    await openPage(checkoutView, CHECKOUT);
    await waitFor(() => expect(screen.getByText(/Votre panier est vide ou n’existe plus/)).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Retour au panier' }).getAttribute('href')).toBe(
      `/store/${shop.slug}/cart`,
    );
  });

  it('names the cart by the token handed over from the embedded store, and takes it out of the address', async () => {
    const requests = calls();
    const token = 'A'.repeat(75);
    await openPage(checkoutView, `${CHECKOUT}#cart=${token}`);
    await screen.findByLabelText('Prénom');
    expect(requests[0].headers['x-cart-token']).toBe(token);
    expect(window.location.hash).toBe('');
  });
});
