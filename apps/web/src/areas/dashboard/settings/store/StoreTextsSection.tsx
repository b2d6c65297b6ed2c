import type { Language } from '@hirebase/shared';
import { CHECKOUT_MODES, type CheckoutMode } from '@hirebase/shared/company-settings';
import { Fieldset, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { changed, type SaveStep, useSectionForm } from '../sectionForm.ts';

type Texts = Partial<Record<Language, string>>;

/** The shop's languages, its default one first. */
const languagesOf = (s: CompanySettings): Language[] => [
  s.defaultLanguage,
  ...s.languages.filter((l) => l !== s.defaultLanguage),
];

const toValues = (s: CompanySettings) => {
  const languages = languagesOf(s);
  return {
    description: Object.fromEntries(languages.map((l) => [l, s.onlineStore.description[l] ?? ''])) as Texts,
    shortDescription: Object.fromEntries(languages.map((l) => [l, s.onlineStore.shortDescription[l] ?? ''])) as Texts,
    phone: s.onlineStore.phone ?? '',
    showPricing: s.onlineStore.showPricing,
    checkoutMode: s.onlineStore.checkoutMode as CheckoutMode,
  };
};
type Values = ReturnType<typeof toValues>;

/** Texts in languages the shop no longer offers are kept as they are. */
const steps =
  (settings: CompanySettings) =>
  (v: Values, saved: Values): SaveStep[] => {
    const list: SaveStep[] = [];
    if (changed(v.description, saved.description) || changed(v.shortDescription, saved.shortDescription)) {
      list.push({
        change: {
          operation: 'updateOnlineStoreDescription',
          body: {
            description: { ...settings.onlineStore.description, ...v.description },
            shortDescription: { ...settings.onlineStore.shortDescription, ...v.shortDescription },
          },
        },
      });
    }
    if (v.phone.trim() !== saved.phone) {
      list.push({ change: { operation: 'updateOnlineStorePhoneNumber', body: { phone: v.phone.trim() || null } } });
    }
    if (v.showPricing !== saved.showPricing) {
      list.push({ change: { operation: 'updateShowPricing', body: { showPricing: v.showPricing } } });
    }
    if (v.checkoutMode !== saved.checkoutMode) {
      list.push({
        change: { operation: 'updateOnlineStoreCheckoutMode', body: { checkoutMode: v.checkoutMode } },
      });
    }
    return list;
  };

/**
 * What the online store says about the shop, in each of its languages, its phone, whether prices show, and how its
 * customers book (pay online, on site, or send a request).
 */
export function StoreTextsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({ settings, toValues, steps: steps(settings) });
  const { form } = section;
  return (
    <SettingsSection
      title={t('settings.storeTexts.title')}
      description={t('settings.storeTexts.hint')}
      section={section}
    >
      {languagesOf(settings).map((language) => {
        const name = t(`languages.${language}`);
        return (
          <Fieldset key={language} legend={name} variant="filled">
            <TextInput
              label={t('settings.storeTexts.short', { language: name })}
              maxLength={300}
              mb="sm"
              {...form.getInputProps(`shortDescription.${language}`)}
            />
            <Textarea
              label={t('settings.storeTexts.description', { language: name })}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={5000}
              {...form.getInputProps(`description.${language}`)}
            />
          </Fieldset>
        );
      })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('settings.storeTexts.phone')} type="tel" {...form.getInputProps('phone')} />
        <Switch
          mt={{ base: 0, sm: 30 }}
          label={t('settings.storeTexts.showPricing')}
          {...form.getInputProps('showPricing', { type: 'checkbox' })}
        />
        <Select
          label={t('settings.storeTexts.checkoutMode')}
          data={CHECKOUT_MODES.map((mode) => ({ value: mode, label: t(`settings.storeTexts.checkoutModes.${mode}`) }))}
          allowDeselect={false}
          {...form.getInputProps('checkoutMode')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
