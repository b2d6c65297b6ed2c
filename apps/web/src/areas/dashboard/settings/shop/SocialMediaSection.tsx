import { SOCIAL_NETWORKS, type SocialNetwork, socialLinkProblem } from '@hirebase/shared/company-settings';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSectionForm } from '../sectionForm.ts';

const NETWORKS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

const toValues = (settings: CompanySettings) =>
  Object.fromEntries(NETWORKS.map((n) => [n, settings.socialMedia[n] ?? ''])) as Record<SocialNetwork, string>;

/** Links to the shop's pages on social networks; each must point to its network. */
export function SocialMediaSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const linkRule = (network: SocialNetwork) => (value: string) =>
    value.trim() && socialLinkProblem(network, value.trim())
      ? t('settings.social.invalid', { network: NETWORK_NAMES[network], hosts: SOCIAL_NETWORKS[network].join(', ') })
      : null;
  const section = useSectionForm({
    settings,
    toValues,
    validate: Object.fromEntries(NETWORKS.map((n) => [n, linkRule(n)])),
    steps: (values) => [
      {
        change: {
          operation: 'updateSocialMedia',
          body: Object.fromEntries(NETWORKS.map((n) => [n, values[n].trim() || null])),
        },
      },
    ],
  });

  return (
    <SettingsSection title={t('settings.social.title')} section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NETWORKS.map((network) => (
          <TextInput
            key={network}
            label={NETWORK_NAMES[network]}
            placeholder={`https://${SOCIAL_NETWORKS[network][0]}/…`}
            type="url"
            {...section.form.getInputProps(network)}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
