import { useEffect, useMemo, useState } from 'react';
import type { LoginResult } from '../api/login.ts';
import LoginPage from '../areas/auth/LoginPage.tsx';
import { type PublicNavigation, PublicNavigationContext } from './publicNavigation.tsx';
import { loginVariantAt } from './publicPaths.ts';

export interface LeaveOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** The session the login just opened. */
  login?: LoginResult;
}

/** Hands the page over to the whole app, at `to` (null: the address already shown). */
export type Leave = (to: string | null, options?: LeaveOptions) => Promise<void>;

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * A login page opened first: the page alone, moving between the three login pages with the History API. Any other
 * page, and the page asked for after a login, is the whole app's (`leave`).
 */
export default function LoginShell({ leave }: { leave: Leave }) {
  const [location, setLocation] = useState(here);
  const variant = loginVariantAt(location.pathname);

  useEffect(() => {
    const onPop = () => (loginVariantAt(window.location.pathname) ? setLocation(here()) : void leave(null));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [leave]);

  const navigation = useMemo<PublicNavigation>(
    () => ({
      search: location.search,
      navigate: (to, options = {}) => {
        const url = new URL(to, window.location.href);
        if (!loginVariantAt(url.pathname)) return void leave(to, options);
        window.history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
        window.scrollTo(0, 0);
        setLocation({ pathname: url.pathname, search: url.search });
      },
      signedIn: (result, to) => leave(to, { replace: true, login: result }),
    }),
    [location.search, leave],
  );

  useEffect(() => {
    if (!variant) void leave(null);
  }, [variant, leave]);
  if (!variant) return null;
  return (
    <PublicNavigationContext.Provider value={navigation}>
      <LoginPage variant={variant} />
    </PublicNavigationContext.Provider>
  );
}
