import { LANGUAGES, type Language } from '@hirebase/shared';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage } from '../i18n/index.ts';

/** Chooses the interface language; the choice is kept in localStorage. */
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <Select
      aria-label={t('languageSwitcher.label')}
      data-testid="language-switcher"
      size={size}
      w={size === 'xs' ? 130 : 160}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) setLanguage(next);
      }}
      data={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
    />
  );
}
