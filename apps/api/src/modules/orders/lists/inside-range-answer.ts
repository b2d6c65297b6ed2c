import { namedStatement } from '../../../platform/db/prepared.ts';
import { customerDisplayNameSql } from '../../customers/index.ts';

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds), or null. */
const iso = (instant: string) => `to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The whole answer of `GET /order/insideRange`, written as JSON text by PostgreSQL in one statement: a busy fortnight
 * is a thousand orders with twice as many holds, and building, collecting and serialising that many objects in the
 * API process cost several times the reads themselves. The text is joined by hand (strings through `to_json`, no
 * part ever null) rather than with `json_build_object`, which costs a third more and pads every key with spaces.
 * Parameters: $1 company, $2 and $3 the range, $4 the product ids or null, $5 the most orders, $6 now (`isLate`).
 * The orders are found by `orders_period_idx` (their period overlaps the range) and `orders_out_idx` (still out);
 * their lines, holds and units by order id, all ids at once. Each order is written as `summaryOf`
 * (details/read-order.ts) writes a summary, with its holds and units: `inside-range.test.ts` compares both, field by
 * field. Customers and units are read from their tables, as their read-only views would.
 */
export const insideRangeAnswer = namedStatement<{ answer: string }>(
  'orders_inside_range',
  `
   with picked as materialized (
     select o.id, o.number, o.status, o.type, o.is_request, o.start_at, o.end_at, o.customer_id, o.total_ttc_cents,
       o.payment_status, o.created_from, o.created_at
     from orders o
     where o.company_id = $1 and o.deleted_at is null and o.type <> 'CANCELED' and o.start_at < $3::timestamptz
       and (tstzrange(o.start_at, o.end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')
            or (o.status = 'IN_PROGRESS' and o.type = 'ORDER'))
       and ($4::uuid[] is null or exists (select 1 from order_lines l
            where l.company_id = o.company_id and l.order_id = o.id and l.item_id = any($4::uuid[])))
     order by o.start_at, o.id
     limit $5::int
   ),
   names as (
     select l.order_id, '[' || string_agg(to_json(l.name)::text, ',' order by l.position) || ']' as names
     from order_lines l
     where l.company_id = $1 and l.order_id = any(array(select id from picked)) and l.parent_line_id is null
     group by l.order_id
   ),
   holds as (
     select h.order_id,
       '[' || string_agg('{"productId":"' || h.product_id || '","quantity":' || h.quantity
         || ',"start":"' || ${iso('lower(h.period)')} || '","end":"' || ${iso('upper(h.period)')}
         || '","departedAt":' || coalesce('"' || ${iso('h.departed_at')} || '"', 'null')
         || ',"returnedAt":' || coalesce('"' || ${iso('h.returned_at')} || '"', 'null') || '}',
         ',' order by h.product_id, lower(h.period), h.id) || ']' as holds
     from order_reservations h
     where h.company_id = $1 and h.order_id = any(array(select id from picked))
       and ($4::uuid[] is null or h.product_id = any($4::uuid[]))
     group by h.order_id
   ),
   units as (
     select a.order_id, count(*) as count,
       '[' || coalesce(string_agg('{"subProductId":"' || a.sub_product_id || '","productId":"' || a.product_id
         || '","qrCodeValue":' || to_json(s.qr_code_value) || ',"start":"' || ${iso('lower(a.period)')}
         || '","end":"' || ${iso('upper(a.period)')} || '","status":' || to_json(a.status) || '}',
         ',' order by s.qr_code_value, lower(a.period), a.id)
         filter (where $4::uuid[] is null or a.product_id = any($4::uuid[])), '') || ']' as units
     from unit_assignments a
     join sub_products s on s.company_id = a.company_id and s.id = a.sub_product_id
     where a.company_id = $1 and a.order_id = any(array(select id from picked))
     group by a.order_id
   )
   select '{"orders":[' || coalesce(string_agg('{"id":"' || p.id || '","number":' || p.number
       || ',"status":' || to_json(p.status) || ',"type":' || to_json(p.type) || ',"isRequest":' || p.is_request
       || ',"closedAsNoShow":false' -- cancelled orders are not on the planning
       || ',"isLate":' || (p.type = 'ORDER' and not p.is_request and p.status = 'IN_PROGRESS' and p.end_at < $6::timestamptz)
       || ',"startDate":"' || ${iso('p.start_at')} || '","endDate":"' || ${iso('p.end_at')} || '","customer":'
       || case when c.id is null then 'null' else '{"id":"' || c.id || '","displayName":' || to_json(${customerDisplayNameSql('c')})
            || ',"email":' || coalesce(to_json(c.email)::text, 'null')
            || ',"phone":' || coalesce(to_json(c.phone)::text, 'null') || '}' end
       || ',"totalTTC":' || trim_scale(p.total_ttc_cents::numeric / 100)
       || ',"paymentStatus":' || to_json(p.payment_status) || ',"createdFrom":' || to_json(p.created_from)
       || ',"productNames":' || coalesce(n.names, '[]') || ',"unitCount":' || coalesce(u.count, 0)
       || ',"createdAt":"' || ${iso('p.created_at')} || '","holds":' || coalesce(h.holds, '[]')
       || ',"units":' || coalesce(u.units, '[]') || '}',
     ',' order by p.start_at, p.id), '') || ']}' as answer
   from picked p
   left join customers c on c.company_id = $1 and c.id = p.customer_id
   left join names n on n.order_id = p.id
   left join holds h on h.order_id = p.id
   left join units u on u.order_id = p.id`,
);
