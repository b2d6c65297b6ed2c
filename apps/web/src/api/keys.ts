/** Query keys, in one place so that invalidations match what the screens read. */
export const keys = {
  session: ['session'] as const,
  me: ['session', 'me'] as const,
  marketplaceSession: ['session', 'marketplace'] as const,
  employees: ['employees'] as const,
  /** Under the employees key: adding someone (which may invite them) refreshes both. */
  invitations: ['employees', 'invitations'] as const,
  adminCompanies: (filters: { search: string; page: number; type?: string }) =>
    ['admin', 'companies', filters] as const,
  adminCompaniesAll: ['admin', 'companies'] as const,
  adminCompany: (id: string) => ['admin', 'company', id] as const,
  adminCompanyEmployees: (id: string) => ['admin', 'company', id, 'employees'] as const,
  adminUsers: (filters: { search: string; page: number }) => ['admin', 'users', filters] as const,
  adminUsersAll: ['admin', 'users'] as const,
  adminFailedMail: (page: number) => ['admin', 'failedMail', page] as const,
  adminFailedMailAll: ['admin', 'failedMail'] as const,
  uniqueSlug: (slug: string) => ['company', 'isSlugUnique', slug] as const,
  uniqueName: (name: string) => ['company', 'isNameUnique', name] as const,
  mailbox: ['dev', 'mailbox'] as const,
};
