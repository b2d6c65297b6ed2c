import { NEWSLETTER_LISTS } from '@hirebase/shared/company-settings';
import { Checkbox, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { changed, type SaveStep, useSectionForm } from '../sectionForm.ts';

const toValues = (s: CompanySettings) => ({
  marketplaceVisible: s.rentalPlace.visible,
  newsletter: {
    customerOptIn: s.newsletterSubscription.customerOptIn,
    platformLists: s.newsletterSubscription.platformLists,
  },
});
type Values = ReturnType<typeof toValues>;
type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

function steps(v: Values, saved: Values): SaveStep[] {
  const list: SaveStep[] = [];
  if (v.marketplaceVisible !== saved.marketplaceVisible) {
    list.push({
      change: { operation: 'updateRentalPlace', body: { visible: v.marketplaceVisible } },
      fields: { visible: 'marketplaceVisible' },
    });
  }
  if (changed(v.newsletter, saved.newsletter)) {
    list.push({
      change: {
        operation: 'updateNewsletterSubscription',
        body: {
          customerOptIn: v.newsletter.customerOptIn,
          platformLists: v.newsletter.platformLists.filter((l): l is NewsletterList =>
            (NEWSLETTER_LISTS as readonly string[]).includes(l),
          ),
        },
      },
      fields: { customerOptIn: 'newsletter.customerOptIn', platformLists: 'newsletter.platformLists' },
    });
  }
  return list;
}

/** Where the shop shows beyond its own store: the marketplace, and the newsletters. */
export function VisibilitySection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({ settings, toValues, steps });
  const { form } = section;
  return (
    <SettingsSection title={t('settings.visibility.title')} section={section}>
      <Switch
        label={t('settings.visibility.marketplace')}
        description={t('settings.visibility.marketplaceHint')}
        {...form.getInputProps('marketplaceVisible', { type: 'checkbox' })}
      />
      <Switch
        label={t('settings.visibility.optIn')}
        description={t('settings.visibility.optInHint')}
        {...form.getInputProps('newsletter.customerOptIn', { type: 'checkbox' })}
      />
      <Checkbox.Group
        label={t('settings.visibility.platformLists')}
        description={t('settings.visibility.platformListsHint')}
        {...form.getInputProps('newsletter.platformLists')}
      >
        <Stack gap={6} mt="xs">
          <Group gap="lg">
            {NEWSLETTER_LISTS.map((list) => (
              <Checkbox
                key={list}
                value={list}
                label={t(`settings.visibility.lists.${list}`)}
                disabled={section.readOnly}
              />
            ))}
          </Group>
        </Stack>
      </Checkbox.Group>
    </SettingsSection>
  );
}
