import { SimpleGrid, TextInput } from '@mantine/core';
import { isEmail } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSectionForm } from '../sectionForm.ts';

const toValues = ({ mailSender }: CompanySettings) => ({
  name: mailSender.name ?? '',
  replyTo: mailSender.replyTo ?? '',
});

/** Who the mails sent for the shop come from, and where customers' answers go. */
export function MailSenderSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      name: (value) => (/[\r\n<>"]/.test(value) ? t('settings.mail.badName') : null),
      replyTo: (value) => (value.trim() ? isEmail(t('validation.email'))(value.trim()) : null),
    },
    steps: (v) => [
      {
        change: {
          operation: 'updateCompanyMailSender',
          body: { name: v.name.trim() || null, replyTo: v.replyTo.trim() || null },
        },
      },
    ],
  });
  const { form } = section;
  return (
    <SettingsSection
      title={t('settings.mail.title')}
      description={t('settings.mail.hint', { name: settings.mainInfos.name, email: settings.mainInfos.email ?? '—' })}
      section={section}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.mail.name')}
          maxLength={80}
          placeholder={settings.mainInfos.name}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('settings.mail.replyTo')}
          type="email"
          placeholder={settings.mainInfos.email ?? ''}
          {...form.getInputProps('replyTo')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
