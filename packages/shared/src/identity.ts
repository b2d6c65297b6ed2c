/** Vocabulary of users, companies and access shared by the API and the web app. */
export const USER_ROLES = ['user', 'manager', 'admin', 'reconditioner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_CREATED_FROM = ['admin_dashboard', 'employee', 'store_tool', 'visibility', 'self_test'] as const;
export type UserCreatedFrom = (typeof USER_CREATED_FROM)[number];

export const RENTAL_PLACE_USER_CREATED_FROM = ['admin_dashboard', 'rental_place', 'online_store'] as const;

export const TOOLS = ['dashboard', 'store_tool', 'visibility', 'visibility_one', 'reconditioning', 'billing'] as const;
export type Tool = (typeof TOOLS)[number];

export const ACCOUNT_STATUSES = ['ACTIVE', 'DEMO', 'TRIAL', 'ARCHIVED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_TYPES = ['PLATFORM', 'VISIBILITY_ONE'] as const;
export const ARCHIVE_REASONS = ['CHURN', 'NO_SIGN'] as const;

export const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const VERTICALES = [
  'BIKE',
  'ELECTRIC_BIKE',
  'MOPED',
  'MOTORCYCLE',
  'CAR',
  'SCOOTER',
  'SKI',
  'CLIMBING',
  'SNOWSHOES',
  'SURF',
  'PADDLE',
  'CANOE_KAYAK',
  'BOAT',
  'EVENT',
  'MOTOCULTURE',
  'TOOLING',
] as const;
export type Verticale = (typeof VERTICALES)[number];

/** Modules of the dashboard an employee can be given access to. */
export const ACCESS_MODULES = [
  'orders',
  'planning',
  'catalogue',
  'customers',
  'payments',
  'documents',
  'deliveries',
  'settings',
  'statistics',
  'workshop',
  'events',
  'employees',
] as const;
export type AccessModule = (typeof ACCESS_MODULES)[number];

/** none < read < write. A manager has write on every module. */
export const ACCESS_LEVELS = ['none', 'read', 'write'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type AccessMap = Record<AccessModule, AccessLevel>;

export const accessRank = (level: AccessLevel) => ACCESS_LEVELS.indexOf(level);
export const hasAccess = (granted: AccessLevel, needed: AccessLevel) => accessRank(granted) >= accessRank(needed);

export function fullAccess(): AccessMap {
  return Object.fromEntries(ACCESS_MODULES.map((m) => [m, 'write'])) as AccessMap;
}

export function noAccess(): AccessMap {
  return Object.fromEntries(ACCESS_MODULES.map((m) => [m, 'none'])) as AccessMap;
}

/** Fills the modules a partial map leaves out with 'none'. */
export function normalizeAccess(partial: Partial<Record<string, AccessLevel>>): AccessMap {
  const map = noAccess();
  for (const m of ACCESS_MODULES) if (partial[m]) map[m] = partial[m] as AccessLevel;
  return map;
}
