import { ACCOUNT_STATUSES, type AccountStatus, CURRENCIES, LANGUAGES, VERTICALES } from '@hirebase/shared';
import { Fieldset, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/dates/fields.tsx';
import { type CompanyFormValues, slugify, timezones } from './companyForm.ts';

/** The company half of the creation form; the slug follows the name until it is edited by hand. */
export function CompanyFields({
  form,
  nameTaken,
  slugTaken,
}: {
  form: UseFormReturnType<CompanyFormValues>;
  nameTaken: boolean;
  slugTaken: boolean;
}) {
  const { t } = useTranslation();
  const slugEdited = useRef(false);
  const zones = useMemo(timezones, []);
  const values = form.getValues();
  const nameProps = form.getInputProps('name');
  const slugProps = form.getInputProps('slug');

  return (
    <Fieldset legend={t('admin.create.companySection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('admin.company.name')}
          data-autofocus
          {...nameProps}
          error={nameProps.error ?? (nameTaken ? t('validation.nameTaken') : undefined)}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue('name', name);
            if (!slugEdited.current) form.setFieldValue('slug', slugify(name));
          }}
        />
        <TextInput
          label={t('admin.company.slug')}
          description={t('admin.create.slugHint', { slug: values.slug || '…' })}
          {...slugProps}
          error={slugProps.error ?? (slugTaken ? t('validation.slugTaken') : undefined)}
          onChange={(event) => {
            slugEdited.current = true;
            form.setFieldValue('slug', event.currentTarget.value.toLowerCase());
          }}
        />
        <TextInput label={t('admin.company.email')} type="email" {...form.getInputProps('email')} />
        <Select
          label={t('admin.company.accountStatus')}
          allowDeselect={false}
          data={ACCOUNT_STATUSES.filter((s) => s !== 'ARCHIVED').map((s) => ({
            value: s,
            label: t(`admin.statuses.${s}`),
          }))}
          {...form.getInputProps('accountStatus')}
          onChange={(value) => form.setFieldValue('accountStatus', (value ?? 'TRIAL') as AccountStatus)}
        />
        {values.accountStatus === 'TRIAL' && (
          <DateField
            label={t('admin.company.trialEndsAt')}
            minDate={dayjs().format('YYYY-MM-DD')}
            {...form.getInputProps('trialEndsAt')}
          />
        )}
        <Select
          label={t('admin.company.timezone')}
          searchable
          allowDeselect={false}
          data={zones}
          {...form.getInputProps('timezone')}
        />
        <Select
          label={t('admin.company.currency')}
          allowDeselect={false}
          data={[...CURRENCIES]}
          {...form.getInputProps('currency')}
        />
        <MultiSelect
          label={t('admin.company.languages')}
          data={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
          {...form.getInputProps('languages')}
        />
      </SimpleGrid>
      <MultiSelect
        mt="md"
        label={t('admin.company.verticales')}
        searchable
        data={VERTICALES.map((v) => ({ value: v, label: t(`admin.verticales.${v}`) }))}
        {...form.getInputProps('verticales')}
      />
    </Fieldset>
  );
}
