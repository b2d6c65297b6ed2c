import { fromCents } from '@hirebase/shared';
import type { UniverseRow } from './repository.ts';

/** Public URL of a stored image (served by GET /v2/files/images/…). */
export const imageUrl = (key: string) => `/v2/files/${key}`;

export const universeView = (u: UniverseRow, productModelIds: string[]) => ({
  id: u.id,
  title: u.title,
  pictureUrl: u.pictureKey ? imageUrl(u.pictureKey) : null,
  ranking: u.ranking,
  minimumPrice: u.minimumPriceCents === null ? null : fromCents(u.minimumPriceCents),
  productModelIds,
  inMarketplace: u.inMarketplace,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});
