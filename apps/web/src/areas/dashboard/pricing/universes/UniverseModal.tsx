import { FileInput, Group, Image, MultiSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Universe, useModelChoices, useSaveUniverse } from '../../../../api/pricing.ts';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { useCurrency } from '../shared/useCanEditPricing.ts';
import { buildUniverseForm, universeFormValues } from './universeForm.ts';

export function UniverseModal({
  opened,
  universe,
  onClose,
}: {
  opened: boolean;
  universe?: Universe;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={universe ? t('pricing.universes.editTitle') : t('pricing.universes.newTitle')}
    >
      <UniverseForm universe={universe} onDone={onClose} />
    </FormModal>
  );
}

/** A local address for the chosen file, released when it changes. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function UniverseForm({ universe, onDone }: { universe?: Universe; onDone: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const models = useModelChoices();
  const { form, submit, saving } = useSaveForm({
    initialValues: universeFormValues(universe),
    validate: { title: requiredRule(t) },
    mutation: useSaveUniverse(),
    toInput: (input) => buildUniverseForm(input, universe?.id),
    savedMessage: (input) => t('pricing.common.saved', { name: input.title.trim() }),
    onDone,
  });
  const values = form.getValues();
  const preview = usePreviewUrl(values.picture) ?? universe?.pictureUrl ?? null;

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput label={t('pricing.universes.name')} data-autofocus {...form.getInputProps('title')} />
      <Group align="flex-end" wrap="nowrap">
        {preview && <Image src={preview} alt="" w={96} h={64} radius="sm" fit="cover" />}
        <FileInput
          label={t('pricing.universes.picture')}
          description={t('pricing.universes.pictureHint')}
          placeholder={t('pricing.universes.choosePicture')}
          accept="image/png,image/jpeg,image/webp,image/gif"
          clearable
          style={{ flex: 1 }}
          {...form.getInputProps('picture')}
        />
      </Group>
      <MultiSelect
        label={t('pricing.universes.models')}
        data={models.data ?? []}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={models.isPending ? t('common.loading') : t('common.noResults')}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('productModelIds')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t('pricing.universes.ranking')}
          description={t('pricing.universes.rankingHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('ranking')}
        />
        <NumberInput
          label={t('pricing.universes.minimumPrice')}
          description={t('pricing.universes.minimumPriceHint')}
          min={0}
          decimalScale={2}
          allowNegative={false}
          rightSection={currency.symbol}
          {...form.getInputProps('minimumPrice')}
        />
      </SimpleGrid>
    </SaveFormLayout>
  );
}
