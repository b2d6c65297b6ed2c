import { HEX_COLOR_REGEX } from '@hirebase/shared/company-settings';
import { ActionIcon, Button, ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { changed, type SaveStep, useSectionForm } from '../sectionForm.ts';

const MAX_FIELDS = 20;
const toValues = ({ documents }: CompanySettings) => ({
  color: documents.color,
  fields: documents.customFields.map((f) => ({ ...f })),
});
type Values = ReturnType<typeof toValues>;

function steps(v: Values, saved: Values): SaveStep[] {
  const list: SaveStep[] = [];
  if (v.color.toLowerCase() !== saved.color.toLowerCase()) {
    list.push({ change: { operation: 'updateDocumentColor', body: { color: v.color } } });
  }
  if (changed(v.fields, saved.fields)) {
    const fields = v.fields.map((f) => ({ label: f.label.trim(), value: f.value.trim() }));
    list.push({
      change: { operation: 'updateDocCustomFields', body: { fields } },
      fields: Object.fromEntries(fields.map((_f, i) => [`fields.${i}`, `fields.${i}.label`])),
    });
  }
  return list;
}

/** How documents (quotes, contracts, invoices) look: accent colour and extra lines such as SIRET or insurance. */
export function DocumentsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      color: (value) => (HEX_COLOR_REGEX.test(value) ? null : t('settings.colorFormat')),
      fields: {
        label: (value, values) => {
          const label = value.trim().toLowerCase();
          if (!label) return t('validation.required');
          const same = values.fields.filter((f) => f.label.trim().toLowerCase() === label);
          return same.length > 1 ? t('settings.documents.duplicate') : null;
        },
      },
    },
    steps,
  });
  const { form, readOnly } = section;
  const { fields, color } = form.getValues();

  return (
    <SettingsSection title={t('settings.documents.title')} description={t('settings.documents.hint')} section={section}>
      <ColorInput
        label={t('settings.documents.color')}
        format="hex"
        maw={260}
        swatches={['#1f2937', '#0b6e4f', '#1d4ed8', '#b91c1c', '#7c3aed', '#c2410c', '#0f766e']}
        {...form.getInputProps('color')}
      />
      <div style={{ height: 6, borderRadius: 3, background: HEX_COLOR_REGEX.test(color) ? color : 'transparent' }} />
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('settings.documents.fieldsTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('settings.documents.fieldsHint')}
        </Text>
      </Stack>
      {fields.map((_field, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity; the form addresses them by index
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('settings.documents.fieldLabel', { n: i + 1 })}
            maxLength={80}
            style={{ flex: 1 }}
            {...form.getInputProps(`fields.${i}.label`)}
          />
          <TextInput
            label={t('settings.documents.fieldValue', { n: i + 1 })}
            maxLength={300}
            style={{ flex: 2 }}
            {...form.getInputProps(`fields.${i}.value`)}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('settings.documents.removeField', { n: i + 1 })}
              onClick={() => form.removeListItem('fields', i)}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && fields.length < MAX_FIELDS && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => form.insertListItem('fields', { label: '', value: '' })}
        >
          {t('settings.documents.addField')}
        </Button>
      )}
    </SettingsSection>
  );
}
