export function withDevMailboxDefault(env: Record<string, string | undefined>): Record<string, string | undefined>;
