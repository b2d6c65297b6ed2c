import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useSettingsReadOnly } from '../sectionForm.ts';
import { type MailSchedule, useMailSchedule, useSaveMailSchedule } from './emailTemplatesApi.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When the automatic mails leave: the reminder's time of day, the return-due and late mails. */
export function ScheduleSection() {
  const schedule = useMailSchedule();
  if (schedule.isPending) return <PageLoader />;
  if (schedule.isError) return <ErrorAlert error={schedule.error} onRetry={() => schedule.refetch()} />;
  return <ScheduleForm schedule={schedule.data} />;
}

function ScheduleForm({ schedule }: { schedule: MailSchedule }) {
  const { t } = useTranslation();
  const readOnly = useSettingsReadOnly();
  const save = useSaveMailSchedule();
  const form = useForm({
    initialValues: {
      reminderTime: schedule.reminderTime ?? '',
      returnDueEnabled: schedule.returnDueEnabled,
      returnDueTime: schedule.returnDueTime,
      lateEnabled: schedule.lateEnabled,
      lateAfterHours: schedule.lateAfterHours as number | string,
    },
    validate: {
      reminderTime: (v) => (v && !TIME.test(v) ? t('emailTemplates.schedule.time') : null),
      returnDueTime: (v) => (TIME.test(v) ? null : t('emailTemplates.schedule.time')),
      lateAfterHours: (v) => {
        const n = Number(v);
        return Number.isInteger(n) && n >= 0 && n <= 168 ? null : t('settings.range', { min: 0, max: 168 });
      },
    },
    enhanceGetInputProps: () => (readOnly ? { disabled: true } : undefined),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({
        ...v,
        reminderTime: v.reminderTime || null,
        lateAfterHours: Number(v.lateAfterHours),
      });
      form.resetDirty({ ...v, reminderTime: saved.reminderTime ?? '' });
      notifySuccess(t('settings.saved'));
    } catch (error) {
      notifyError(errorMessage(t, error));
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('emailTemplates.schedule.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('emailTemplates.schedule.hint')}
            </Text>
          </Stack>
          <TextInput
            label={t('emailTemplates.schedule.reminderTime')}
            description={t('emailTemplates.schedule.reminderTimeHint')}
            placeholder="18:00"
            maw={320}
            {...form.getInputProps('reminderTime')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Switch
              label={t('emailTemplates.schedule.returnDueEnabled')}
              {...form.getInputProps('returnDueEnabled', { type: 'checkbox' })}
            />
            <TextInput
              label={t('emailTemplates.schedule.returnDueTime')}
              placeholder="08:00"
              {...form.getInputProps('returnDueTime')}
            />
            <Switch
              label={t('emailTemplates.schedule.lateEnabled')}
              {...form.getInputProps('lateEnabled', { type: 'checkbox' })}
            />
            <NumberInput
              label={t('emailTemplates.schedule.lateAfterHours')}
              suffix=" h"
              min={0}
              max={168}
              allowDecimal={false}
              {...form.getInputProps('lateAfterHours')}
            />
          </SimpleGrid>
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
