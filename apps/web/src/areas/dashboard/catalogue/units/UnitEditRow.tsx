import { Button, Group, Select, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type Product, type Unit, usePatchUnit } from '../../../../api/catalogue.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { useSaveErrors } from '../shared/useSaveErrors.ts';
import { stateOptions, unitName } from './unitLabels.ts';

interface UnitFormValues {
  serialNumber: string;
  qrCodeValue: string;
  state: string;
  size: string | null;
  notes: string;
}

/** A unit's row turned into inputs; saves the changed fields only. */
export function UnitEditRow({ product, unit, onDone }: { product: Product; unit: Unit; onDone: () => void }) {
  const { t } = useTranslation();
  const patch = usePatchUnit(product.id);
  const onError = useSaveErrors();
  const name = unitName(unit);
  const sizes = product.productModel.sizes;
  const form = useForm<UnitFormValues>({
    initialValues: {
      serialNumber: unit.serialNumber ?? '',
      qrCodeValue: unit.qrCodeValue,
      state: unit.state,
      size: unit.size,
      notes: unit.notes ?? '',
    },
    validate: {
      qrCodeValue: (value) => (/^[\x21-\x7E]{3,120}$/.test(value.trim()) ? null : t('catalogue.units.qrInvalid')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const changes = {
      serialNumber: values.serialNumber.trim() || null,
      qrCodeValue: values.qrCodeValue.trim(),
      state: values.state,
      size: values.size || null,
      notes: values.notes.trim() || null,
    };
    const changed = Object.fromEntries(
      Object.entries(changes).filter(([key, value]) => value !== (unit[key as keyof typeof changes] ?? null)),
    );
    if (Object.keys(changed).length === 0) return onDone();
    try {
      await patch.mutateAsync({ id: unit.id, changes: changed });
      notifySuccess(t('catalogue.units.saved', { name: changes.serialNumber ?? changes.qrCodeValue }));
      onDone();
    } catch (error) {
      onError(form, error);
    }
  });
  const label = (field: string) => t('catalogue.units.fieldOf', { field, name });

  return (
    <Table.Tr>
      <Table.Td />
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={label(t('catalogue.units.serialNumber'))}
          {...form.getInputProps('serialNumber')}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={label(t('catalogue.units.qrCodeValue'))}
          {...form.getInputProps('qrCodeValue')}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={label(t('catalogue.units.state'))}
          data={stateOptions(t, unit.state)}
          allowDeselect={false}
          {...form.getInputProps('state')}
        />
      </Table.Td>
      <Table.Td />
      <Table.Td>
        {sizes.length > 0 ? (
          <Select
            size="xs"
            aria-label={label(t('catalogue.units.size'))}
            data={sizes}
            clearable
            {...form.getInputProps('size')}
          />
        ) : (
          <TextInput
            size="xs"
            aria-label={label(t('catalogue.units.size'))}
            value={form.getValues().size ?? ''}
            onChange={(event) => form.setFieldValue('size', event.currentTarget.value)}
            error={form.errors.size}
          />
        )}
      </Table.Td>
      <Table.Td>
        <TextInput size="xs" aria-label={label(t('catalogue.units.notes'))} {...form.getInputProps('notes')} />
      </Table.Td>
      <Table.Td />
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            loading={patch.isPending}
            aria-label={t('catalogue.units.saveOne', { name })}
            onClick={() => submit()}
          >
            {t('common.save')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
