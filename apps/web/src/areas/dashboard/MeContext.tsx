import { createContext, useContext } from 'react';
import type { Me } from '../../api/types.ts';

export const MeContext = createContext<Me | null>(null);

/** The session of the dashboard, available to every page under the dashboard layout. */
export function useCurrentMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useCurrentMe is used outside the dashboard area');
  return me;
}
