import { LANGUAGES, type Language } from '@hirebase/shared';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage } from '../i18n/index.ts';
import { notifyError } from './notify.ts';

/**
 * Chooses the interface language; the choice is kept in localStorage. A native select: it is on every page, and
 * needs none of the dropdown code the first page would otherwise download.
 */
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <NativeSelect
      aria-label={t('languageSwitcher.label')}
      data-testid="language-switcher"
      size={size}
      w={size === 'xs' ? 130 : 160}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) setLanguage(next).catch(() => notifyError(t('errors.network')));
      }}
      data={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
    />
  );
}
