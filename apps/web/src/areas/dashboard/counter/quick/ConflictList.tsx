import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShopTime } from '../shared/shopTime.ts';

/** One product of a 409 `notAvailable` answer. */
export interface NotAvailableConflict {
  productId: string;
  name: string;
  requested: number;
  available: number;
  nextFreeAt?: string | null;
}

/** What could not be booked over the period, and from when it is free again. */
export function ConflictList({ conflicts }: { conflicts: NotAvailableConflict[] }) {
  const { t } = useTranslation();
  const { format } = useShopTime();
  return (
    <Alert color="red" title={t('counter.book.notAvailable')} role="alert">
      <List size="sm">
        {conflicts.map((c) => (
          <List.Item key={c.productId}>
            {t('counter.book.conflict', {
              product: c.name,
              requested: t('counter.book.requestedCount', { count: c.requested }),
              available: t('counter.book.freeCount', { count: c.available }),
            })}
            {c.nextFreeAt && ` ${t('counter.book.freeAgain', { at: format(c.nextFreeAt) })}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
