import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { type SaveStep, useSectionForm } from '../sectionForm.ts';
import { HtmlTextarea } from './HtmlTextarea.tsx';

type Text = keyof CompanySettings['legal'];
const OPERATIONS = {
  termsConditions: 'updateTermsConditions',
  termsConditionsLLD: 'updateTermsConditionsLld',
  eventCGU: 'updateEventCgu',
  customerTextRGPD: 'updateCustomerTextRgpd',
} as const satisfies Record<Text, string>;
const TEXTS = Object.keys(OPERATIONS) as Text[];

const toValues = (settings: CompanySettings) => ({ ...settings.legal });
type Values = ReturnType<typeof toValues>;

function steps(values: Values, saved: Values): SaveStep[] {
  return TEXTS.filter((text) => values[text] !== saved[text]).map((text) => ({
    change: { operation: OPERATIONS[text], body: { text: values[text] } },
    fields: { text },
  }));
}

/** Terms and conditions of short-term rentals, long-term rentals and events, and the personal-data notice. */
export function LegalTextsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({ settings, toValues, steps });
  const { form, readOnly } = section;
  return (
    <SettingsSection title={t('settings.legal.title')} description={t('settings.legal.hint')} section={section}>
      {TEXTS.map((text) => (
        <HtmlTextarea
          key={text}
          label={t(`settings.legal.texts.${text}`)}
          value={form.getValues()[text]}
          onChange={(value) => form.setFieldValue(text, value)}
          error={form.errors[text]}
          disabled={readOnly}
        />
      ))}
    </SettingsSection>
  );
}
