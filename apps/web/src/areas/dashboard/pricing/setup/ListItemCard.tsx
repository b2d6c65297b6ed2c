import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One entry of an editable list (a question, a status, a field) with its remove button. */
export function ListItemCard({
  label,
  onRemove,
  children,
}: {
  /** Names the entry for screen readers ("Question 2"). */
  label: string;
  onRemove?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" role="group" aria-label={label}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {children}
        </Stack>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            onClick={onRemove}
            aria-label={t('pricing.setup.removeItem', { item: label })}
          >
            ×
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
