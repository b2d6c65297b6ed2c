import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { TextField } from '../checkout/Fields.tsx';
import { fill, useWords } from '../words.tsx';
import { type Account, type AccountError, currentAccount, logIn, logOut } from './calls.ts';

type State = { kind: 'reading' } | { kind: 'visitor'; open: boolean } | { kind: 'loggedIn'; account: Account };

/** What a refused login says, by the API's code. */
function refusal(error: AccountError, words: ReturnType<typeof useWords>['account']['login']['errors']) {
  if (error.code === 'accountNotActivated') return words.notActivated;
  if (error.statusCode === 429) return words.tooMany;
  if (error.statusCode === 401 || error.statusCode === 400) return words.failed;
  return words.network;
}

/**
 * "Already a customer? Log in" at the checkout: a marketplace customer logs in without leaving the page (the API's
 * marketplace login and its cookie), and `onAccount` fills the checkout's details from the account. A session
 * already open is found at once. Its own form, beside the checkout's (forms do not nest).
 */
export function AccountLogin({ onAccount }: { onAccount: (account: Account | null) => void }) {
  const words = useWords().account.login;
  const [state, setState] = useState<State>({ kind: 'reading' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLDivElement>(null);
  const onAccountRef = useRef(onAccount);
  onAccountRef.current = onAccount;

  const show = useCallback((account: Account) => {
    setState({ kind: 'loggedIn', account });
    onAccountRef.current(account);
  }, []);

  useEffect(() => {
    let live = true;
    void currentAccount().then((answer) => {
      if (!live) return;
      if (answer.ok) show(answer.value);
      else setState({ kind: 'visitor', open: false });
    });
    return () => {
      live = false;
    };
  }, [show]);

  useEffect(() => {
    if (state.kind === 'visitor' && state.open) emailRef.current?.querySelector('input')?.focus();
  }, [state]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!email.trim() || !password) {
      setProblem(words.errors.required);
      return;
    }
    setSending(true);
    setProblem(null);
    const login = await logIn(email.trim(), password);
    const account = login.ok && login.value.connectTo === 'rental_place' ? await currentAccount() : null;
    setSending(false);
    if (!login.ok) setProblem(refusal(login.error, words.errors));
    else if (!account) setProblem(words.errors.notCustomer);
    else if (!account.ok) setProblem(words.errors.network);
    else {
      setPassword('');
      show(account.value);
    }
  }

  async function leave() {
    await logOut();
    setState({ kind: 'visitor', open: false });
    onAccountRef.current(null);
  }

  if (state.kind === 'reading') return null;
  if (state.kind === 'loggedIn') {
    const { account } = state;
    return (
      <div className="section account-login">
        <p role="status">
          {fill(words.loggedIn, { name: `${account.firstName} ${account.lastName}`.trim(), email: account.email })}
        </p>
        <button type="button" className="link" onClick={() => void leave()}>
          {words.logOut}
        </button>
      </div>
    );
  }
  if (!state.open) {
    return (
      <p className="account-login">
        <button type="button" className="link" onClick={() => setState({ kind: 'visitor', open: true })}>
          {words.offer}
        </button>
      </p>
    );
  }
  return (
    <form className="section account-login" aria-labelledby="account-login-title" noValidate onSubmit={submit}>
      <h2 id="account-login-title">{words.title}</h2>
      <div ref={emailRef}>
        <TextField
          fieldId="login-email"
          label={words.email}
          required
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          error={undefined}
          onValue={setEmail}
        />
      </div>
      <TextField
        fieldId="login-password"
        label={words.password}
        required
        type="password"
        autoComplete="current-password"
        value={password}
        error={undefined}
        onValue={setPassword}
      />
      <p className={problem ? 'problem' : undefined} role="alert">
        {problem}
      </p>
      <div className="account-actions">
        <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
          {sending ? words.sending : words.submit}
        </button>
        <button type="button" className="link" onClick={() => setState({ kind: 'visitor', open: false })}>
          {words.cancel}
        </button>
        <a href="/marketplace/forgot-password">{words.forgot}</a>
      </div>
    </form>
  );
}
