import type { AccessLevel } from '@hirebase/shared';
import { useCurrentMe } from '../MeContext.tsx';
import { canAccess } from '../permissions.ts';
import { type AccessTarget, moduleOf } from './areas.ts';

/**
 * Whether the session may read (`'read'`) or change (`'write'`) an area: managers may do everything, employees
 * what their access on the area's module grants. The same data and rule as the API's guard.
 */
export function useCan(target: AccessTarget, level: AccessLevel = 'read'): boolean {
  return canAccess(useCurrentMe().membership, moduleOf(target), level);
}

/** Whether the session is a manager of the current company (calls reserved to managers). */
export function useIsManager(): boolean {
  return !!useCurrentMe().membership?.isManager;
}
