import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Back link to a catalogue list and the editor's title. */
export function EditorHeader({ backTo, title, right }: { backTo: string; title: string; right?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={backTo} size="sm">
        {t('catalogue.backToList')}
      </Anchor>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {right}
      </Group>
    </Stack>
  );
}
