import { Stack } from '@mantine/core';
import type { CompanySettings } from '../../../../api/types.ts';
import { DocumentModelsSection } from '../document-models/DocumentModelsSection.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { LegalTextsSection } from './LegalTextsSection.tsx';
import { MailSenderSection } from './MailSenderSection.tsx';
import { SignatureSettingsSection } from './SignatureSettingsSection.tsx';

/** What the shop's customers read: legal texts, documents and mails. */
export function DocumentsTab({ settings }: { settings: CompanySettings }) {
  return (
    <Stack gap="lg">
      <LegalTextsSection settings={settings} />
      <DocumentsSection settings={settings} />
      <DocumentModelsSection />
      <MailSenderSection settings={settings} />
      <SignatureSettingsSection />
    </Stack>
  );
}
