import { Button, ColorInput, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type StatusModel, useSaveStatusModel } from '../../../../api/pricing.ts';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { ListItemCard } from './ListItemCard.tsx';
import { buildStatusModelPayload, STATUS_SWATCHES, statusModelFormValues, statusModelRules } from './setupForms.ts';

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
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={model ? t('pricing.setup.statuses.editTitle') : t('pricing.setup.statuses.newTitle')}
    >
      <StatusModelForm model={model} onDone={onClose} />
    </FormModal>
  );
}

function StatusModelForm({ model, onDone }: { model?: StatusModel; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submit, saving } = useSaveForm({
    initialValues: statusModelFormValues(model),
    validate: statusModelRules(t),
    mutation: useSaveStatusModel(),
    toInput: (values) => buildStatusModelPayload(values, model?.id),
    savedMessage: (values) => t('pricing.common.saved', { name: values.name.trim() }),
    onDone,
  });
  const { statuses } = form.getValues();

  const addStatus = () =>
    form.insertListItem('statuses', { name: '', color: STATUS_SWATCHES[statuses.length % STATUS_SWATCHES.length] });

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
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
    </SaveFormLayout>
  );
}
