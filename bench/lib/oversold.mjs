/*
 * Proof that nothing was sold twice, read from the tables alone: for every product, a sweep over its holds (starts
 * add their quantity, ends take it back, an end before a start at the same instant, a hold late at `asOf` never
 * ends) never rises above its capacity; and no unit has two assignments over overlapping periods. `asOf`: when the
 * history was written, since its orders in progress are not returned by anyone afterwards.
 */
export async function oversold(client, company, asOf = Date.now()) {
  await client.query("set work_mem = '256MB'");
  const { rows: products } = await client.query(
    `with capacity as (
       select p.id, case when p.stock_mode = 'QUANTITY' then coalesce(p.quantity, 0)
                         else (select count(*) from sub_products u where u.company_id = p.company_id
                                 and u.product_id = p.id and u.deleted_at is null and u.in_service) end as capacity
       from products p where p.company_id = $1 and p.deleted_at is null
     ), events as (
       select product_id, lower(period) as at, quantity as change from order_reservations where company_id = $1
       union all
       select product_id,
         case when departed_at is not null and returned_at is null and upper(period) <= to_timestamp($2 / 1000.0) then 'infinity'
              else upper(period) end,
         -quantity
       from order_reservations where company_id = $1
     ), running as (
       select product_id, sum(change) over (partition by product_id order by at, change rows unbounded preceding) as held
       from events
     )
     select c.id, c.capacity, max(r.held) as most_held
     from running r join capacity c on c.id = r.product_id
     group by c.id, c.capacity having max(r.held) > c.capacity`,
    [company, asOf],
  );
  const { rows: units } = await client.query(
    `select count(*)::int as n from unit_assignments a join unit_assignments b
       on b.company_id = a.company_id and b.sub_product_id = a.sub_product_id and b.id <> a.id
      and b.period && a.period
     where a.company_id = $1`,
    [company],
  );
  const { rows: holds } = await client.query(
    `select count(*)::int as holds, coalesce(sum(quantity), 0)::int as quantity
     from order_reservations where company_id = $1`,
    [company],
  );
  await client.query('reset work_mem');
  return { overbookedProducts: products, overlappingAssignments: units[0].n, ...holds[0] };
}
