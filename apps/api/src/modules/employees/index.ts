// The public entry of the employees module: what other modules may use.
export { employeesOfCompany, findMembership, membershipsOfUser, upsertMembership } from './repository.ts';
export { EmployeeView } from './schemas.ts';
export { employeeView, listEmployees } from './service.ts';
export { memberships } from './tables.ts';
