import { useCallback } from 'react';

/**
 * After the session changed under the app (logout, impersonation start or end): load `to` afresh.
 * A full page load guarantees that nothing cached or mounted for the previous session survives or refetches
 * with the new one.
 */
export function useLeaveSession() {
  return useCallback((to: string) => {
    window.location.assign(to);
  }, []);
}
