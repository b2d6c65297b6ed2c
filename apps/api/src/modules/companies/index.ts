// The public entry of the companies module: what other modules may use.

export { companiesView } from './read-views.ts';
export type { CompanyRow, NewCompany } from './repository.ts';
export {
  companyForRequest,
  companyTimeZone,
  findCompanyById,
  findCompanyBySlug,
  insertCompany,
  nameTaken,
  slugReserved,
  slugTaken,
  updateCompany,
} from './repository.ts';
export { CompanyView } from './schemas.ts';
export { companyLockReason } from './status.ts';
export { companyView } from './views.ts';
