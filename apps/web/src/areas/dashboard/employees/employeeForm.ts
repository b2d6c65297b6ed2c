import { type AccessMap, fullAccess, noAccess, normalizeAccess } from '@hirebase/shared';
import type { Employee, EmployeeInput } from '../../../api/types.ts';

export interface EmployeeFormValues {
  email: string;
  firstName: string;
  lastName: string;
  isManager: boolean;
  access: AccessMap;
}

/** Form values for a new employee, or prefilled from an existing one. */
export function employeeFormValues(employee?: Employee): EmployeeFormValues {
  if (!employee) return { email: '', firstName: '', lastName: '', isManager: false, access: noAccess() };
  return {
    email: employee.user.email,
    firstName: employee.user.firstName,
    lastName: employee.user.lastName,
    isManager: employee.isManager,
    access: normalizeAccess(employee.access ?? {}),
  };
}

/**
 * The body of `addEmployee`: every module present with a level; a manager has write on every module, so the matrix
 * (disabled in the form while "manager" is on) is sent as full access.
 */
export function buildEmployeePayload(values: EmployeeFormValues): EmployeeInput {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    isManager: values.isManager,
    access: values.isManager ? fullAccess() : normalizeAccess(values.access),
  };
}

/** How many modules an employee can write to and only read. */
export function accessCounts(access: AccessMap) {
  const levels = Object.values(access);
  return {
    write: levels.filter((level) => level === 'write').length,
    read: levels.filter((level) => level === 'read').length,
  };
}
