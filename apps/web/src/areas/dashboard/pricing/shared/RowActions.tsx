import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Edit and delete buttons of a list row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={t('pricing.common.editOne', { name })}>
        {t('common.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={onDelete}
        aria-label={t('pricing.common.deleteOne', { name })}
      >
        {t('pricing.common.delete')}
      </Button>
    </Group>
  );
}
