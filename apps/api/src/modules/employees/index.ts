// The public entry of the employees module: what other modules may use.

export { membershipsView } from './read-views.ts';
export {
  employeesOfCompany,
  findMembership,
  membershipsOfUser,
  removeMembershipsOfUser,
  upsertMembership,
} from './repository.ts';
export { EmployeeView } from './schemas.ts';
export { employeeView, listEmployees } from './service.ts';
