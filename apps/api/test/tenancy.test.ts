import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './database.ts';
import { GLOBAL_TABLES, tenancyProblems, tenantTables } from './tenancy-catalog.ts';

/** The migrated schema distributes by company_id (ARCHITECTURE §4), read from the database catalog. */
describe('tenancy of the schema', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.close();
  });

  it('has company_id in every key of every tenant table, and declares every other table global', async () => {
    expect(await tenancyProblems(client)).toEqual([]);
  });

  it('names each fault: a table without company_id, keys and foreign keys without it, a global table pointing in', async () => {
    await client.query('create schema scratch');
    try {
      await client.query(`
        create table scratch.shops (id uuid primary key);
        create table scratch.lists (company_id uuid not null, id uuid not null, primary key (company_id, id));
        create table scratch.notes (id uuid primary key, body text);
        create table scratch.drafts (company_id uuid, id uuid primary key);
        create table scratch.items (
          company_id uuid not null, id uuid not null, list_id uuid, code text,
          primary key (company_id, id),
          constraint items_list_fk foreign key (list_id, company_id) references scratch.lists (company_id, id));
        create unique index items_code_key on scratch.items (lower(code));
        create unique index items_company_code_key on scratch.items (company_id, lower(code));
        alter table scratch.lists add constraint lists_id_key unique (id, company_id);
        create table scratch.stamps (
          shop_id uuid references scratch.shops (id), list_company uuid, list_id uuid,
          foreign key (list_company, list_id) references scratch.lists (company_id, id));
      `);
      expect(await tenancyProblems(client, { shops: {}, stamps: {}, gone: {} }, 'scratch')).toEqual([
        'gone is declared global but is not a table of the schema',
        'drafts.company_id may be null and the table is not declared global',
        'notes has no company_id and is not declared global',
        'drafts: primary key drafts_pkey lacks company_id',
        'items: unique index items_code_key lacks company_id',
        'items: foreign key items_list_fk to lists does not match company_id to company_id',
        'stamps is global but its foreign key stamps_list_company_list_id_fkey points to the tenant table lists',
      ]);
    } finally {
      await client.query('drop schema scratch cascade');
    }
  });

  it('has docs/scaling.md distribute every tenant table and place every global one as declared', async () => {
    const doc = await readFile(new URL('../../../docs/scaling.md', import.meta.url), 'utf8');
    const named = (pattern: RegExp) => [...doc.matchAll(pattern)].map((m) => m[1] as string).sort();
    expect(named(/create_distributed_table\('(\w+)', 'company_id'/g)).toEqual((await tenantTables(client)).sort());
    const place = (kind: 'reference' | 'local') =>
      Object.entries(GLOBAL_TABLES)
        .filter(([, t]) => t.place === kind)
        .map(([name]) => name)
        .sort();
    expect(named(/create_reference_table\('(\w+)'\)/g)).toEqual(place('reference'));
    expect(named(/citus_add_local_table_to_metadata\('(\w+)'\)/g)).toEqual(place('local'));
  });
});
