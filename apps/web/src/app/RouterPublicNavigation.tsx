import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyLogin } from '../api/auth.ts';
import { type PublicNavigation, PublicNavigationContext } from './publicNavigation.tsx';

/** The public pages' navigation inside the whole app: React Router moves, the query cache learns of a login. */
export function RouterPublicNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const navigation = useMemo<PublicNavigation>(
    () => ({
      search,
      navigate: (to, options) => navigate(to, options),
      signedIn: async (result, to) => {
        applyLogin(queryClient, result);
        await navigate(to, { replace: true });
      },
    }),
    [search, navigate, queryClient],
  );
  return <PublicNavigationContext.Provider value={navigation}>{children}</PublicNavigationContext.Provider>;
}
