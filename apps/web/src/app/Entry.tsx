import { Component, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { LoginResult } from '../api/login.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { loadArea, loadSharedWords } from '../i18n/index.ts';
import type { Leave } from './LoginShell.tsx';
import { loginVariantAt } from './publicPaths.ts';

const loadApp = () => Promise.all([import('./App.tsx'), loadSharedWords()]).then(([module]) => module);
const loadLoginShell = () => Promise.all([import('./LoginShell.tsx'), loadArea('login')]).then(([module]) => module);

const App = lazy(loadApp);
const LoginShell = lazy(loadLoginShell);
const RouteErrorPage = lazy(() =>
  import('../components/RouteErrorPage.tsx').then((m) => ({ default: m.RouteErrorPage })),
);

/** Whether the first page is a login page, which opens without the rest of the app. */
const opensOnLogin = () => !!loginVariantAt(window.location.pathname);

/** Starts downloading the first page's code; called before its words are there, so both come at once. */
export const preloadFirstPage = () => (opensOnLogin() ? loadLoginShell() : loadApp());

/** The first page's code could not load (a new deployment removed it): the error page offers to reload. */
class FirstPageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}

/**
 * The first page of a visit. A login page opens on its own (`LoginShell`: React, Mantine, i18next and the words of
 * its first render); the router, the query cache, the API client, the shared words and every area load with the
 * first other page, such as the one a login leads to. From then on the whole app shows every page, the login pages
 * included.
 */
export function Entry() {
  const [whole, setWhole] = useState<{ login?: LoginResult } | null>(() => (opensOnLogin() ? null : {}));

  const leave = useCallback<Leave>(async (to, options = {}) => {
    await loadApp(); // the login page stays on screen meanwhile
    if (to !== null) {
      window.history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
      window.scrollTo(0, 0);
    }
    setWhole({ login: options.login });
  }, []);

  return (
    <FirstPageBoundary>
      <Suspense fallback={<PageLoader />}>
        {whole ? <App login={whole.login} /> : <LoginShell leave={leave} />}
      </Suspense>
    </FirstPageBoundary>
  );
}
