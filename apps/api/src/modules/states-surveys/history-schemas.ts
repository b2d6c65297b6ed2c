import { Type } from 'typebox';
import { DateTime, Id, Integer, Line, Nullable } from '../../platform/http/schemas.ts';
import { Paginated } from '../../platform/query/list-query.ts';

const Kind = Line(60, { minLength: 1, pattern: '^[A-Za-z0-9_.-]+$', examples: ['STATE'] });

export const HistoryEventView = Type.Object({
  id: Id,
  productId: Id,
  productName: Type.String(),
  subProductId: Nullable(Id),
  serialNumber: Nullable(Type.String()),
  qrCodeValue: Nullable(Type.String()),
  kind: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  actor: Nullable(Type.Object({ id: Id, name: Type.String() })),
  at: DateTime,
});

export const DeleteEventBody = Type.Object({ eventId: Id });

export const LastStateEventsBody = Type.Object({
  subProductIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});

export const LastStateEvents = Type.Array(Type.Object({ subProductId: Id, event: Nullable(HistoryEventView) }));

export const SearchEventsBody = Type.Object({
  subProductId: Type.Optional(Id),
  productId: Type.Optional(Id),
  kinds: Type.Optional(Type.Array(Kind, { maxItems: 30 })),
  from: Type.Optional(DateTime),
  to: Type.Optional(DateTime),
  page: Type.Optional(Integer(1, 100_000)),
  limit: Type.Optional(Integer(1, 200)),
});

export const EventsPage = Paginated(HistoryEventView);
