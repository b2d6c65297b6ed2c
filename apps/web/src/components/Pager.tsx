import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page numbers under a paginated list, with the total; hidden when there is a single page and nothing to count. */
export function Pager({
  page,
  total,
  limit,
  onChange,
}: {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="result-count">
        {t('common.results', { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          getItemProps={(p) => ({ 'aria-label': t('common.pageN', { page: p }) })}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('common.previousPage')
                : control === 'next'
                  ? t('common.nextPage')
                  : control === 'first'
                    ? t('common.firstPage')
                    : t('common.lastPage'),
          })}
        />
      )}
    </Group>
  );
}
