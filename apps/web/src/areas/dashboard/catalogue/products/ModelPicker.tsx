import { Button, Group, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Product, type ProductModel, useProductModels } from '../../../../api/catalogue.ts';
import { modelLabel } from '../shared/labels.ts';
import { ModelModal } from './ModelModal.tsx';

type ModelSummary = Product['productModel'];

/** Picks an existing product model, or creates one inline (it is then picked). */
export function ModelPicker({
  initialModel,
  inputProps,
  onPicked,
}: {
  initialModel?: ModelSummary;
  inputProps: GetInputPropsReturnType;
  onPicked: (model: ModelSummary) => void;
}) {
  const { t } = useTranslation();
  const models = useProductModels();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ProductModel | null>(null);
  const all = new Map<string, ModelSummary>();
  for (const model of [initialModel, created, ...(models.data?.items ?? [])]) if (model) all.set(model.id, model);
  const data = [...all.values()]
    .map((m) => ({ value: m.id, label: modelLabel(m) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const pick = (id: string | null, model = id ? all.get(id) : undefined) => {
    inputProps.onChange(id);
    if (model) onPicked(model);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Select
        label={t('catalogue.fields.productModel')}
        placeholder={t('catalogue.model.pick')}
        searchable
        nothingFoundMessage={t('common.noResults')}
        data={data}
        {...inputProps}
        onChange={(id) => pick(id)}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={() => setCreating(true)} mb={inputProps.error ? 22 : 0}>
        {t('catalogue.model.new')}
      </Button>
      <ModelModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(model) => {
          setCreated(model);
          pick(model.id, model);
          setCreating(false);
        }}
      />
    </Group>
  );
}
