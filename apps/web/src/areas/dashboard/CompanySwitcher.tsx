import { ComboboxChevron, InputBase } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../api/types.ts';

// Mantine's Select (its combobox and floating-ui) downloads when the pointer or the focus reaches the field.
const loadSelect = () => import('./CompanySelect.tsx');
const CompanySelect = lazy(loadSelect);
const preloadSelect = () => {
  loadSelect().catch(() => {}); // a failed download shows on click, through the page's error boundary
};

/** Moves the session to another company of the user; shown only when they have several. */
export function CompanySwitcher({ me, fullWidth }: { me: Me; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  if (me.companies.length < 2) return null;
  // the field as the Select draws it, until it is used
  const field = (
    <InputBase
      component="button"
      type="button"
      pointer
      aria-label={t('dashboard.companySwitcher')}
      aria-haspopup="listbox"
      data-testid="company-switcher"
      size="xs"
      w={fullWidth ? '100%' : 200}
      rightSection={<ComboboxChevron size="xs" />}
      rightSectionPointerEvents="none"
      onPointerEnter={preloadSelect}
      onFocus={preloadSelect}
      onClick={() => setUsed(true)}
      styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' } }}
    >
      {me.company?.name ?? ''}
    </InputBase>
  );
  if (!used) return field;
  return (
    <Suspense fallback={field}>
      <CompanySelect me={me} fullWidth={fullWidth} />
    </Suspense>
  );
}
