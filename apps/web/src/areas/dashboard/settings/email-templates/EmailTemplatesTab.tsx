import { Badge, Grid, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { NotificationsSection } from '../store/NotificationsSection.tsx';
import { type MailEvent, useEmailTemplates } from './emailTemplatesApi.ts';
import { ScheduleSection } from './ScheduleSection.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

/** Settings → e-mails: the mail of each event, and when the automatic ones leave. */
export function EmailTemplatesTab({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const templates = useEmailTemplates();
  const [event, setEvent] = useState<MailEvent>('ORDER_CONFIRMED');
  if (templates.isPending) return <PageLoader />;
  if (templates.isError) return <ErrorAlert error={templates.error} onRetry={() => templates.refetch()} />;
  const selected = templates.data.find((tpl) => tpl.event === event) ?? templates.data[0];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('emailTemplates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('emailTemplates.hint')}
        </Text>
      </Stack>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p={4} component="nav" aria-label={t('emailTemplates.eventsLabel')}>
            {templates.data.map((tpl) => (
              <NavLink
                key={tpl.event}
                active={tpl.event === selected.event}
                label={t(`emailTemplates.events.${tpl.event}`)}
                rightSection={
                  !tpl.isDefault && (
                    <Badge size="xs" variant="light" color="teal">
                      {t('emailTemplates.custom')}
                    </Badge>
                  )
                }
                onClick={() => setEvent(tpl.event)}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <TemplateEditor key={`${selected.event}-${selected.id}-${selected.updatedAt}`} template={selected} />
        </Grid.Col>
      </Grid>
      <NotificationsSection settings={settings} />
      <ScheduleSection />
    </Stack>
  );
}
