import type { StoreShopView } from '@hirebase/shared/store-pages';
import { useCallback, useEffect, useState } from 'react';
import { AccountLogin } from '../account/AccountLogin.tsx';
import type { Account } from '../account/calls.ts';
import { useWords } from '../words.tsx';
import { CheckoutForm, cartPath } from './CheckoutForm.tsx';
import { loadCheckout, uploadedDocuments } from './calls.ts';
import type { CheckoutFormView, UploadedDocument } from './contract.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'noCart' }
  | { kind: 'failed' }
  | { kind: 'ready'; form: CheckoutFormView; documents: UploadedDocument[] };

/** The checkout page's content: reads the customer's cart with what the shop asks, then shows the form. */
export function CheckoutIsland({ shop, navigate }: { shop: StoreShopView; navigate: (url: string) => void }) {
  const words = useWords().checkout;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [account, setAccount] = useState<Account | null>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const [form, documents] = await Promise.all([loadCheckout(shop.slug), uploadedDocuments()]);
    if (form.ok) {
      setState({ kind: 'ready', form: form.value, documents: documents.ok ? documents.value.documents : [] });
    } else {
      setState(
        form.error.statusCode === 404 || form.error.code === 'cartExpired' ? { kind: 'noCart' } : { kind: 'failed' },
      );
    }
  }, [shop.slug]);

  useEffect(() => {
    void load();
  }, [load]);

  const title = state.kind === 'ready' && state.form.mode === 'REQUEST' ? words.requestTitle : words.title;
  return (
    <>
      <h1>{title}</h1>
      {state.kind === 'loading' && <p aria-live="polite">{words.loading}</p>}
      {state.kind === 'noCart' && (
        <p>
          {words.noCart} <a href={cartPath(shop.slug)}>{words.backToCart}</a>
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert">
          {words.loadFailed}{' '}
          <button type="button" onClick={() => void load()}>
            {words.retry}
          </button>
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <AccountLogin onAccount={setAccount} />
          <CheckoutForm
            shop={shop}
            form={state.form}
            documents={state.documents}
            navigate={navigate}
            account={account}
          />
        </>
      )}
    </>
  );
}
