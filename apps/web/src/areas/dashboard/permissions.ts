import { type AccessLevel, type AccessModule, hasAccess } from '@hirebase/shared';
import type { Membership } from '../../api/types.ts';

/** Employees page in the navigation: managers, and employees with at least read access to it. */
export const canSeeEmployees = (membership: Membership | null) =>
  !!membership && (membership.isManager || membership.access.employees !== 'none');

/** Add, edit and remove employees: managers, and employees with write access to employees. */
export const canManageEmployees = (membership: Membership | null) =>
  !!membership && (membership.isManager || membership.access.employees === 'write');

/** A module's screens: managers, and employees with at least `level` on it. */
export const canAccess = (membership: Membership | null, module: AccessModule, level: AccessLevel = 'read') =>
  !!membership && (membership.isManager || hasAccess(membership.access[module], level));
