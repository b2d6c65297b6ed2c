import type pg from 'pg';

/**
 * Tables that are not distributed by company_id, and why. Every other table of the schema is a tenant table: it has
 * `company_id not null`, and its primary key, unique indexes, exclusion constraints and foreign keys to other tenant
 * tables hold company_id, so it distributes by company on Citus with co-located joins (docs/scaling.md).
 * `place` says where the table lives on Citus: replicated to every node, or on the coordinator only.
 */
export const GLOBAL_TABLES: Record<string, { place: 'reference' | 'local'; why: string }> = {
  companies: { place: 'reference', why: 'the tenants themselves: read by every request, the marketplace and admins' },
  company_slug_history: {
    place: 'reference',
    why: 'a former store address is unique across all shops and is looked up before the shop is known',
  },
  users: { place: 'reference', why: 'a platform user logs in before choosing a company and may work in several' },
  memberships: {
    place: 'reference',
    why: "joined to the session on every staff request; small (a company's staff) and rarely written",
  },
  company_invitations: {
    place: 'reference',
    why: 'found by the token of a mailed link before any company is chosen; as small and rare to write as memberships',
  },
  rental_place_users: { place: 'reference', why: 'marketplace customers book in every shop' },
  b2b_accounts: { place: 'reference', why: 'a managing place spans several companies' },
  product_verticale_categories: { place: 'reference', why: 'platform categories shared by every catalogue' },
  promo_codes: {
    place: 'reference',
    why: 'platform codes (company_id null) are valid in every shop (decision 28); shop codes share the one key',
  },
  sessions: {
    place: 'reference',
    why: 'found by token on every request before the company is known; a user session may have no company',
  },
  wishlists: {
    place: 'reference',
    why: "a marketplace customer's list spans shops; each shop's wishlist_items point to it (a key to a reference table)",
  },
  login_attempts: { place: 'local', why: 'throttling by email and client, before any company is known' },
  known_devices: { place: 'local', why: 'browsers known to a login email, read by the login before any company' },
  throttle_events: { place: 'local', why: 'limits per client address and email of public calls, before any company' },
  one_time_tokens: { place: 'local', why: 'password reset and validation links of platform accounts' },
  mail_outbox: { place: 'local', why: 'platform mail (sign-up, recovery) has no company; a queue read by the jobs' },
  newsletter_subscriptions: {
    place: 'local',
    why: 'found by the token of a mailed link without login; platform lists have no company',
  },
  audit_log: { place: 'local', why: 'platform actions (admins, categories) have no company; append-only' },
  signing_certificates: { place: 'local', why: "the installation's signing certificate, one for every company" },
  idempotency_keys: {
    place: 'local',
    why: 'first answers of money-moving calls by key, scoped by company or customer link; kept a day',
  },
  card_webhook_events: {
    place: 'local',
    why: "ids of card providers' webhook events already applied, found by the provider's event id alone",
  },
  card_sandbox_intents: {
    place: 'local',
    why: 'the built-in sandbox card provider stands for a provider outside the platform: its intents by id alone',
  },
  card_sandbox_settings: {
    place: 'local',
    why: "the sandbox card provider's webhook secret, one for the installation",
  },
  card_stripe_checkouts: {
    place: 'local',
    why: "the connected account of each Stripe checkout, found by Stripe's checkout id alone (capture, webhooks)",
  },
};

interface TableFacts {
  name: string;
  companyId: 'none' | 'nullable' | 'notNull';
  /** attnum of company_id, or 0. */
  companyAttnum: number;
}

async function tables(client: pg.Client, schema: string): Promise<TableFacts[]> {
  const { rows } = await client.query<{ name: string; attnum: number | null; notnull: boolean | null }>(
    `select c.relname as name, a.attnum, a.attnotnull as notnull
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
    [schema],
  );
  return rows.map((r) => ({
    name: r.name,
    companyId: r.attnum === null ? 'none' : r.notnull ? 'notNull' : 'nullable',
    companyAttnum: r.attnum ?? 0,
  }));
}

/**
 * Everything that stops the schema from distributing by company_id, one sentence per fault. Reads only the catalog
 * of `schema`: primary keys, unique indexes (also partial and expression ones), exclusion constraints, foreign keys.
 */
export async function tenancyProblems(
  client: pg.Client,
  globalTables: Record<string, unknown> = GLOBAL_TABLES,
  schema = 'public',
): Promise<string[]> {
  const problems: string[] = [];
  const all = await tables(client, schema);
  const names = new Set(all.map((t) => t.name));
  const isGlobal = (name: string) => Object.hasOwn(globalTables, name);
  const tenant = new Map(all.filter((t) => !isGlobal(t.name)).map((t) => [t.name, t]));

  for (const name of Object.keys(globalTables)) {
    if (!names.has(name)) problems.push(`${name} is declared global but is not a table of the schema`);
  }
  for (const t of tenant.values()) {
    if (t.companyId === 'none') problems.push(`${t.name} has no company_id and is not declared global`);
    if (t.companyId === 'nullable')
      problems.push(`${t.name}.company_id may be null and the table is not declared global`);
  }

  const { rows: keys } = await client.query<{ table: string; name: string; kind: string; columns: number[] }>(
    `select c.relname as table, i.relname as name,
            case when x.indisprimary then 'primary key' else 'unique index' end as kind,
            x.indkey::int2[] as columns
       from pg_index x
       join pg_class c on c.oid = x.indrelid
       join pg_class i on i.oid = x.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and x.indisunique
     union all
     select c.relname, k.conname, 'exclusion constraint', k.conkey
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and k.contype = 'x'
      order by 1, 2`,
    [schema],
  );
  for (const t of tenant.values()) {
    if (t.companyId === 'none') continue;
    const own = keys.filter((k) => k.table === t.name);
    if (!own.some((k) => k.kind === 'primary key')) problems.push(`${t.name} has no primary key`);
    for (const k of own) {
      if (!k.columns.includes(t.companyAttnum)) problems.push(`${t.name}: ${k.kind} ${k.name} lacks company_id`);
    }
  }

  const { rows: foreignKeys } = await client.query<{
    table: string;
    name: string;
    referenced: string;
    columns: string[];
    referencedColumns: string[];
  }>(
    `select c.relname as table, k.conname as name, r.relname as referenced,
            array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
            array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as "referencedColumns"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and k.contype = 'f'
      order by 1, 2`,
    [schema],
  );
  for (const fk of foreignKeys) {
    const from = tenant.has(fk.table);
    const to = tenant.has(fk.referenced);
    if (!from && to) {
      problems.push(`${fk.table} is global but its foreign key ${fk.name} points to the tenant table ${fk.referenced}`);
    }
    if (from && to) {
      const at = fk.columns.indexOf('company_id');
      if (at < 0 || fk.referencedColumns[at] !== 'company_id') {
        problems.push(
          `${fk.table}: foreign key ${fk.name} to ${fk.referenced} does not match company_id to company_id`,
        );
      }
    }
  }
  return problems;
}

/** The tenant tables: every table of the schema not declared global. */
export async function tenantTables(
  client: pg.Client,
  globalTables: Record<string, unknown> = GLOBAL_TABLES,
  schema = 'public',
): Promise<string[]> {
  return (await tables(client, schema)).map((t) => t.name).filter((name) => !Object.hasOwn(globalTables, name));
}
