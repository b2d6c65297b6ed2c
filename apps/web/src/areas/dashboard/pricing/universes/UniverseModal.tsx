import {
  Button,
  FileInput,
  Group,
  Image,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Universe, useModelChoices, useSaveUniverse } from '../../../../api/pricing.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { useFormErrorHandler } from '../../../../components/useFormErrorHandler.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { useCurrency } from '../shared/useCanEditPricing.ts';
import { buildUniverseForm, type UniverseFormValues, universeFormValues } from './universeForm.ts';

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
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={universe ? t('pricing.universes.editTitle') : t('pricing.universes.newTitle')}
    >
      {opened && <UniverseForm universe={universe} onDone={onClose} />}
    </Modal>
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
  const save = useSaveUniverse();
  const onError = useFormErrorHandler();
  const form = useForm<UniverseFormValues>({
    initialValues: universeFormValues(universe),
    validate: { title: requiredRule(t) },
  });
  const values = form.getValues();
  const preview = usePreviewUrl(values.picture) ?? universe?.pictureUrl ?? null;

  const submit = form.onSubmit(async (input) => {
    try {
      await save.mutateAsync(buildUniverseForm(input, universe?.id));
      notifySuccess(t('pricing.common.saved', { name: input.title.trim() }));
      onDone();
    } catch (error) {
      onError(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
