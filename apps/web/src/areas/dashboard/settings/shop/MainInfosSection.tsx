import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { isEmail } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { numberInput, numberOrNull, useSectionForm } from '../sectionForm.ts';
import { countryOptions } from './regions.ts';

const toValues = ({ mainInfos: m }: CompanySettings) => ({
  name: m.name,
  description: m.description ?? '',
  email: m.email ?? '',
  phone: m.phone ?? '',
  website: m.website ?? '',
  address: {
    street: m.address.street ?? '',
    zip: m.address.zip ?? '',
    city: m.address.city ?? '',
    country: m.address.country ?? '',
    lat: numberInput(m.address.lat),
    lng: numberInput(m.address.lng),
  },
});
type Values = ReturnType<typeof toValues>;

const blank = (text: string) => text.trim() || null;

/** The body of `updateCompanyMainInfos`: an address left entirely empty is sent as none. */
function mainInfosPayload(v: Values) {
  const a = v.address;
  const hasAddress = [a.street, a.zip, a.city, a.country].some((part) => part.trim()) || a.lat !== '' || a.lng !== '';
  return {
    name: v.name.trim(),
    description: blank(v.description),
    email: blank(v.email),
    phone: blank(v.phone),
    website: blank(v.website),
    address: hasAddress
      ? {
          street: blank(a.street),
          zip: blank(a.zip),
          city: a.city.trim(),
          country: a.country,
          lat: numberOrNull(a.lat),
          lng: numberOrNull(a.lng),
        }
      : null,
  };
}

/** Name, description, contact details and address with map coordinates. */
export function MainInfosSection({ settings }: { settings: CompanySettings }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const addressNeeds = (value: unknown, values: Values) =>
    mainInfosPayload(values).address && !String(value).trim() ? t('settings.shop.addressIncomplete') : null;
  const pairNeeds = (other: 'lat' | 'lng') => (value: number | string, values: Values) =>
    (value === '') !== (values.address[other] === '') ? t('settings.shop.coordinatesPair') : null;
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      name: requiredRule(t),
      email: (value) => (value.trim() ? isEmail(t('validation.email'))(value.trim()) : null),
      website: (value) => (value.trim() && !/^https?:\/\/\S+$/.test(value.trim()) ? t('settings.linkFormat') : null),
      address: { city: addressNeeds, country: addressNeeds, lat: pairNeeds('lng'), lng: pairNeeds('lat') },
    },
    steps: (values) => [{ change: { operation: 'updateCompanyMainInfos', body: mainInfosPayload(values) } }],
  });
  const { form } = section;

  return (
    <SettingsSection title={t('settings.shop.mainTitle')} description={t('settings.shop.mainHint')} section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('settings.shop.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('common.email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('common.phone')} type="tel" {...form.getInputProps('phone')} />
        <TextInput label={t('settings.shop.website')} placeholder="https://" {...form.getInputProps('website')} />
      </SimpleGrid>
      <Textarea
        label={t('settings.shop.description')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('settings.shop.street')} {...form.getInputProps('address.street')} />
        <TextInput label={t('settings.shop.zip')} {...form.getInputProps('address.zip')} />
        <TextInput label={t('settings.shop.city')} {...form.getInputProps('address.city')} />
        <Select
          label={t('settings.shop.country')}
          searchable
          clearable
          data={countries}
          {...form.getInputProps('address.country')}
          onChange={(value) => form.setFieldValue('address.country', value ?? '')}
        />
        <NumberInput
          label={t('settings.shop.lat')}
          min={-90}
          max={90}
          decimalScale={6}
          hideControls
          {...form.getInputProps('address.lat')}
        />
        <NumberInput
          label={t('settings.shop.lng')}
          min={-180}
          max={180}
          decimalScale={6}
          hideControls
          {...form.getInputProps('address.lng')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
