import { SLUG_REGEX } from '@hirebase/shared/company-settings';
import { Alert, Anchor, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSlugUnique } from '../../../../api/admin.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSectionForm } from '../sectionForm.ts';

const toValues = (settings: CompanySettings) => ({ slug: settings.slug });
const storeUrl = (slug: string) => `${window.location.origin}/store/${slug}`;

/** The address of the online store; the former one keeps redirecting, so changing it breaks no link. */
export function StoreAddressSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: { slug: (value) => (SLUG_REGEX.test(value) && value.length >= 2 ? null : t('validation.slug')) },
    steps: (values) => [{ change: { operation: 'updateSlug', body: { slug: values.slug } } }],
  });
  const { form } = section;
  const slug = form.getValues().slug;
  const [typed] = useDebouncedValue(slug, 400);
  const edited = typed !== settings.slug && SLUG_REGEX.test(typed) && !settings.formerSlugs.includes(typed);
  const check = useSlugUnique(edited ? typed : '');
  const taken = edited && typed === slug && check.data?.unique === false;
  const slugProps = form.getInputProps('slug');

  return (
    <SettingsSection title={t('settings.slug.title')} description={t('settings.slug.hint')} section={section}>
      <TextInput
        label={t('settings.slug.label')}
        leftSection={<Text size="sm">/store/</Text>}
        leftSectionWidth={64}
        rightSection={edited && check.isFetching ? <Loader size="xs" /> : undefined}
        description={
          <Anchor href={storeUrl(settings.slug)} target="_blank" size="xs">
            {storeUrl(settings.slug)}
          </Anchor>
        }
        {...slugProps}
        error={slugProps.error ?? (taken ? t('validation.slugTaken') : undefined)}
        onChange={(event) => form.setFieldValue('slug', event.currentTarget.value.toLowerCase().trim())}
      />
      {slug !== settings.slug && (
        <Alert color="yellow" variant="light" title={t('settings.slug.warningTitle')}>
          {t('settings.slug.warning', { from: storeUrl(settings.slug), to: storeUrl(slug || '…') })}
        </Alert>
      )}
      {settings.formerSlugs.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.slug.former', { slugs: settings.formerSlugs.join(', ') })}
        </Text>
      )}
    </SettingsSection>
  );
}
