/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (typeof e.code === 'string') return { code: e.code, constraint: e.constraint as string | undefined };
    e = e.cause as typeof e;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint: string) => {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && pg.constraint === constraint;
};
