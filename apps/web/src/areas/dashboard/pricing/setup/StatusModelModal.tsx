import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type StatusModel, useSaveStatusModel } from '../../../../api/pricing.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { useFormErrorHandler } from '../../../../components/useFormErrorHandler.ts';
import { ListItemCard } from './ListItemCard.tsx';
import {
  buildStatusModelPayload,
  STATUS_SWATCHES,
  type StatusModelFormValues,
  statusModelFormValues,
  statusModelRules,
} from './setupForms.ts';

/** A status model: the statuses a unit can be in (ready, to check, in repair…) with their colours. */
export function StatusModelModal({
  opened,
  model,
  onClose,
}: {
  opened: boolean;
  model?: StatusModel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={model ? t('pricing.setup.statuses.editTitle') : t('pricing.setup.statuses.newTitle')}
    >
      {opened && <StatusModelForm model={model} onDone={onClose} />}
    </Modal>
  );
}

function StatusModelForm({ model, onDone }: { model?: StatusModel; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStatusModel();
  const onError = useFormErrorHandler();
  const form = useForm<StatusModelFormValues>({
    initialValues: statusModelFormValues(model),
    validate: statusModelRules(t),
  });
  const { statuses } = form.getValues();

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(buildStatusModelPayload(values, model?.id));
      notifySuccess(t('pricing.common.saved', { name: values.name.trim() }));
      onDone();
    } catch (error) {
      onError(form, error);
    }
  });

  const addStatus = () =>
    form.insertListItem('statuses', { name: '', color: STATUS_SWATCHES[statuses.length % STATUS_SWATCHES.length] });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('pricing.setup.modelName')} data-autofocus {...form.getInputProps('name')} />
        {statuses.map((status, index) => {
          const label = t('pricing.setup.statuses.statusN', { n: index + 1 });
          return (
            <ListItemCard
              key={status.id ?? `new-${index}`}
              label={label}
              onRemove={statuses.length > 1 ? () => form.removeListItem('statuses', index) : undefined}
            >
              <Group gap="sm" align="flex-start" wrap="wrap">
                <TextInput
                  label={label}
                  style={{ flex: 1, minWidth: 160 }}
                  {...form.getInputProps(`statuses.${index}.name`)}
                />
                <ColorInput
                  label={t('pricing.setup.statuses.color')}
                  format="hex"
                  swatches={STATUS_SWATCHES}
                  w={150}
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps(`statuses.${index}.color`)}
                />
              </Group>
            </ListItemCard>
          );
        })}
        <Group>
          <Button variant="default" size="xs" onClick={addStatus}>
            {t('pricing.setup.statuses.addStatus')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
