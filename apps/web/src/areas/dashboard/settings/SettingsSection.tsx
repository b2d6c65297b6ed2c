import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionForm } from './sectionForm.ts';

/** A settings section: a titled card holding one form, with its own save button (none when read-only). */
export function SettingsSection<V extends object>({
  title,
  description,
  section,
  children,
}: {
  title: string;
  description?: ReactNode;
  section: SectionForm<V>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={section.submit} noValidate aria-labelledby={titleId}>
        <Stack>
          <Stack gap={4}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {children}
          {!section.readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={section.saving} disabled={!section.form.isDirty()}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
