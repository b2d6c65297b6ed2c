import { randomUUID } from 'node:crypto';

/*
 * A shop with years of history, written straight in SQL: by default 2,000 products (1,600 serialised with 20,000
 * units, 400 by quantity; `serialised` and `counted` change those numbers), and orders over two years past and one ahead. No product is ever overbooked by construction: every unit,
 * and every block of 1–3 of a quantity product, belongs to one "lane" of 1–3 such resources, and each lane is booked
 * by one order after another, with at least two hours between them (more than any buffer).
 */

const DAY = 86_400_000;
const GRID = JSON.stringify({
  halfDay: 1500,
  days: [
    { days: 1, price: 2200 },
    { days: 2, price: 4000 },
    { days: 7, price: 9500 },
  ],
  extraDay: 1200,
});

/** The SQL steps, in order; temporary tables hold the plan between them. */
function steps({ company, user, now, orders, serialised, counted }) {
  const c = `'${company}'::uuid`;
  const nowTs = `to_timestamp(${now / 1000})`;
  const t0 = Math.floor((now - 730 * DAY) / 3_600_000) * 3600;
  const span = 1095 * 86_400;
  return [
    [
      'company, manager',
      `insert into companies (id, name, slug, email, account_status, timezone, currency, languages, default_language,
         verticales)
       values (${c}, 'Bench Rentals', 'bench-rentals', 'contact@bench.test', 'ACTIVE', 'Europe/Paris', 'EUR', '["fr"]',
         'fr', '["BIKE"]');
       insert into company_settings (company_id) values (${c});
       insert into users (id, email, first_name, last_name, role, language, password_hash, is_validated, created_from,
         last_company_id)
       select '${user}', 'manager@bench.hirebase.test', 'Bench', 'Manager', 'manager', 'fr', password_hash, true,
         'admin_dashboard', ${c}
       from users where email = 'manager@demo.hirebase.test';
       insert into memberships (company_id, user_id, is_manager, access)
       select ${c}, '${user}', true, m.access from memberships m join users u on u.id = m.user_id
       where u.email = 'manager@demo.hirebase.test' and m.is_manager limit 1;`,
    ],
    [
      'products, units',
      `create temp table b_products as
       select uuidv7() as id, i,
         case when i < ${serialised} then 'SERIALIZED' else 'QUANTITY' end as mode,
         case when i < ${serialised} then 5 + (i * 7) % 16 else 5 + (i * 3) % 26 end as cap,
         case i % 4 when 1 then 15 else 0 end as before_min,
         case i % 4 when 0 then 30 when 1 then 15 else 0 end as after_min
       from generate_series(0, ${serialised + counted - 1}) i;
       create temp table b_models as select uuidv7() as id, i from generate_series(0, 199) i;
       insert into product_models (company_id, id, name, verticale, category_id, brand)
       select ${c}, m.id, 'Model ' || m.i, 'BIKE', k.id, 'Brand ' || (m.i % 20)
       from b_models m
       join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total
             from product_verticale_categories where verticale = 'BIKE') k on k.n = m.i % k.total;
       insert into products (company_id, id, model_id, name, stock_mode, quantity, price_grid, deposit_cents,
         buffer_before_minutes, buffer_after_minutes, position)
       select ${c}, p.id, m.id, case when p.mode = 'SERIALIZED' then 'Bike ' else 'Accessory ' end || p.i, p.mode,
         case when p.mode = 'QUANTITY' then p.cap end, '${GRID}'::jsonb, 15000, p.before_min, p.after_min, p.i
       from b_products p join b_models m on m.i = p.i % 200;
       create temp table b_units as
       select uuidv7() as id, p.id as product_id, p.i, k
       from b_products p, generate_series(1, p.cap) k where p.mode = 'SERIALIZED';
       insert into sub_products (company_id, id, product_id, serial_number, qr_code_value, size)
       select ${c}, id, product_id, 'SN-' || i || '-' || k, 'QR-' || i || '-' || k, (array['S', 'M', 'L'])[1 + k % 3]
       from b_units;`,
    ],
    [
      'lanes, slots',
      `create temp table b_resources as
       select rn, product_id, unit_id, qty,
         (rn / 6) * 3 + case rn % 6 when 0 then 0 when 1 then 1 when 2 then 1 else 2 end as lane
       from (
         select row_number() over (order by random()) - 1 as rn, product_id, unit_id, qty from (
           select product_id, id as unit_id, 1 as qty from b_units
           union all
           select p.id, null::uuid, least(1 + j % 3, p.cap - ((j / 3) * 6 + (array[0, 1, 3])[j % 3 + 1]))
           from b_products p, generate_series(0, p.cap) j
           where p.mode = 'QUANTITY' and (j / 3) * 6 + (array[0, 1, 3])[j % 3 + 1] < p.cap
         ) r
       ) numbered;
       create temp table b_lanes as
       select lane, row_number() over (order by lane) - 1 as k, count(*) over () as total
       from (select distinct lane from b_resources) l;
       create temp table b_slots as
       with raw as (
         select l.lane, s.seq, random() as r1, random() as r2, random() as w
         from b_lanes l,
           generate_series(1, ${orders} / l.total + case when l.k < ${orders} % l.total then 1 else 0 end) s(seq)
       ), timed as (
         -- 2–8 h (30 %), 1–3 days (50 %), 4–7 days (15 %), 8–14 days (5 %), to the quarter hour
         select lane, seq, w, round((case when r1 < 0.3 then 2 + r2 * 6 when r1 < 0.8 then 24 + r2 * 48
                                          when r1 < 0.95 then 96 + r2 * 72 else 192 + r2 * 144 end) * 4) * 900 as dur_s
         from raw
       ), lane_sums as (
         select lane, sum(dur_s) as total_dur, sum(w) as total_w, count(*) as n from timed group by lane
       )
       select t.lane, t.seq, t.dur_s,
         floor((${t0} + sum(7200 + (${span} - s.total_dur - 7200 * (s.n + 1)) * t.w / s.total_w)
                         over (partition by t.lane order by t.seq)
                + coalesce(sum(t.dur_s) over (partition by t.lane order by t.seq
                                              rows between unbounded preceding and 1 preceding), 0)) / 900) * 900
           as start_s
       from timed t join lane_sums s using (lane);`,
    ],
    [
      'orders, lines',
      `create temp table b_orders as
       select uuidv7() as id, row_number() over (order by start_s, lane) as number, lane,
         to_timestamp(start_s) as start_at, to_timestamp(start_s + dur_s) as end_at, dur_s
       from b_slots order by start_s, lane;
       create temp table b_lines as
       select uuidv7() as id, o.id as order_id, o.start_at, o.end_at, r.product_id, r.unit_id, r.qty,
         row_number() over (partition by o.id order by r.rn) - 1 as position,
         r.qty * case when o.dur_s <= 14400 then 1500 else 2200 + 1200 * (ceil(o.dur_s / 86400.0) - 1) end as ttc
       from b_orders o join b_resources r using (lane) order by o.id, r.rn;
       insert into orders (company_id, id, number, status, type, created_from, start_at, end_at, total_ttc_cents,
         total_ht_cents, vat_cents, pricing, payment_status, paid_cents, departed_at, ended_at, created_at, updated_at)
       select ${c}, o.id, o.number,
         case when o.end_at <= ${nowTs} then 'ENDED' when o.start_at <= ${nowTs} then 'IN_PROGRESS' else 'TO_COME' end,
         'ORDER', 'DASHBOARD', o.start_at, o.end_at, t.ttc, round(t.ttc / 1.2), t.ttc - round(t.ttc / 1.2),
         jsonb_build_object('explanation', '[]'::jsonb, 'pricedAt', least(o.start_at, ${nowTs})),
         case when o.start_at <= ${nowTs} then 'PAID' else 'NOT_PAID' end,
         case when o.start_at <= ${nowTs} then t.ttc else 0 end,
         case when o.start_at <= ${nowTs} then o.start_at end,
         case when o.end_at <= ${nowTs} then o.end_at end,
         least(o.start_at - interval '3 days', ${nowTs}), least(o.end_at, ${nowTs})
       from b_orders o join (select order_id, sum(ttc) as ttc from b_lines group by order_id) t on t.order_id = o.id
       order by o.id;
       insert into order_lines (company_id, id, order_id, kind, item_id, name, quantity, unit_price_cents, gross_cents,
         discount_cents, total_ttc_cents, total_ht_cents, vat_cents, vat_rate_bp, position)
       select ${c}, l.id, l.order_id, 'product', l.product_id,
         case when p.mode = 'SERIALIZED' then 'Bike ' else 'Accessory ' end || p.i, l.qty, l.ttc / l.qty, l.ttc, 0,
         l.ttc, round(l.ttc / 1.2), l.ttc - round(l.ttc / 1.2), 2000, l.position
       from b_lines l join b_products p on p.id = l.product_id
       order by l.id;`,
    ],
    [
      'holds, unit assignments',
      `create temp table b_holds as
       select uuidv7() as id, l.order_id, l.id as line_id, l.product_id, l.unit_id, l.qty, l.start_at,
         tstzrange(l.start_at - make_interval(mins => p.before_min), l.end_at + make_interval(mins => p.after_min),
           '[)') as period,
         case when l.start_at <= ${nowTs} then l.start_at end as departed_at,
         case when l.end_at <= ${nowTs} then l.end_at end as returned_at
       from b_lines l join b_products p on p.id = l.product_id order by l.id;
       insert into order_reservations (company_id, id, order_id, line_id, product_id, quantity, period, departed_at,
         returned_at)
       select ${c}, id, order_id, line_id, product_id, qty, period, departed_at, returned_at from b_holds order by id;
       insert into unit_assignments (company_id, id, order_id, reservation_id, product_id, sub_product_id, period,
         status, assigned_at, departed_at, returned_at)
       select ${c}, uuidv7(), order_id, id, product_id, unit_id, period,
         case when returned_at is not null then 'ENDED' else 'USED' end, start_at - interval '1 hour', departed_at,
         returned_at
       from b_holds where unit_id is not null and departed_at is not null order by id;
       insert into order_counters (company_id, last_number) select ${c}, count(*) from b_orders;`,
    ],
  ];
}

/** Tables the generator writes, whose foreign keys it checks in bulk afterwards. */
const WRITTEN = [
  'companies',
  'company_settings',
  'users',
  'memberships',
  'product_models',
  'products',
  'sub_products',
  'orders',
  'order_lines',
  'order_reservations',
  'unit_assignments',
  'order_counters',
];

/** Rows of the written tables whose foreign key points at nothing (checked in bulk instead of row by row). */
async function danglingReferences(client) {
  const { rows: keys } = await client.query(
    `select conname, conrelid::regclass::text as child, confrelid::regclass::text as parent,
       array(select a.attname::text from unnest(conkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = conrelid and a.attnum = k.n order by k.i) as cols,
       array(select a.attname::text from unnest(confkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = confrelid and a.attnum = k.n order by k.i) as parent_cols
     from pg_constraint where contype = 'f' and conrelid = any($1::regclass[])`,
    [WRITTEN],
  );
  const broken = [];
  for (const k of keys) {
    const present = k.cols.map((c) => `c."${c}" is not null`).join(' and ');
    const match = k.cols.map((c, i) => `p."${k.parent_cols[i]}" = c."${c}"`).join(' and ');
    const { rows } = await client.query(
      `select count(*)::int as n from ${k.child} c
       where ${present} and not exists (select 1 from ${k.parent} p where ${match})`,
    );
    if (rows[0].n > 0) broken.push(`${k.conname}: ${rows[0].n}`);
  }
  return broken;
}

/**
 * The GiST indexes of holds and assignments are built once after the load rather than row by row: their definitions
 * are read from the catalogue and restored as they were (the exclusion constraint then checks every assignment).
 */
async function withoutPeriodIndexes(client, load) {
  const { rows } = await client.query(
    `select 'index' as kind, indexname as name, indexdef as def, tablename as tbl from pg_indexes
     where indexname = 'order_reservations_period_idx'
     union all
     select 'constraint', conname, pg_get_constraintdef(oid), conrelid::regclass::text from pg_constraint
     where conname = 'unit_assignments_no_overlap'`,
  );
  for (const r of rows) {
    await client.query(r.kind === 'index' ? `drop index ${r.name}` : `alter table ${r.tbl} drop constraint ${r.name}`);
  }
  await load();
  for (const r of rows) {
    await client.query(r.kind === 'index' ? r.def : `alter table ${r.tbl} add constraint ${r.name} ${r.def}`);
  }
}

/** Writes the shop and its history; returns its ids and how long each step took. */
export async function generateShop(
  client,
  { now = Date.now(), orders = 200_000, serialised = 1600, counted = 400, log = () => {} } = {},
) {
  const company = randomUUID();
  const user = randomUUID();
  const started = performance.now();
  const timed = async (label, work) => {
    const t = performance.now();
    await work();
    log(`  ${label.padEnd(30)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  // foreign keys are checked in bulk at the end rather than by a trigger per row
  await client.query('set session_replication_role = replica');
  try {
    await withoutPeriodIndexes(client, async () => {
      for (const [label, sql] of steps({ company, user, now, orders, serialised, counted }))
        await timed(label, () => client.query(sql));
    });
  } finally {
    await client.query('reset session_replication_role');
  }
  await timed('foreign keys checked', async () => {
    const broken = await danglingReferences(client);
    if (broken.length > 0) throw new Error(`Generated rows point at nothing: ${broken.join(', ')}`);
  });
  await timed('analyze', () => client.query('analyze'));
  const { rows } = await client.query(
    `select (select count(*) from products where company_id = $1)::int as products,
            (select count(*) from sub_products where company_id = $1)::int as units,
            (select count(*) from orders where company_id = $1)::int as orders,
            (select count(*) from order_lines where company_id = $1)::int as lines,
            (select count(*) from order_reservations where company_id = $1)::int as holds,
            (select count(*) from unit_assignments where company_id = $1)::int as assignments`,
    [company],
  );
  return { company, seconds: (performance.now() - started) / 1000, counts: rows[0] };
}
