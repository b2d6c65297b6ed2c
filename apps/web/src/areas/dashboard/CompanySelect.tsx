import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSwitchCompany } from '../../api/session.ts';
import type { Me } from '../../api/types.ts';
import { errorMessage } from '../../components/errors.ts';
import { notifyError } from '../../components/notify.ts';

/**
 * The company choice itself, loaded on first use of `CompanySwitcher`: it takes the focus and opens its list at
 * once, as the click that loaded it asked.
 */
export default function CompanySelect({ me, fullWidth }: { me: Me; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchCompany = useSwitchCompany();
  return (
    <Select
      aria-label={t('dashboard.companySwitcher')}
      data-testid="company-switcher"
      size="xs"
      w={fullWidth ? '100%' : 200}
      allowDeselect={false}
      searchable={me.companies.length > 8}
      disabled={switchCompany.isPending}
      value={me.company?.id ?? null}
      data={me.companies.map((company) => ({ value: company.id, label: company.name }))}
      autoFocus
      defaultDropdownOpened
      onChange={(companyId) => {
        if (!companyId || companyId === me.company?.id) return;
        switchCompany.mutate(companyId, {
          onSuccess: () => navigate('/dashboard'),
          onError: (error) => notifyError(errorMessage(t, error)),
        });
      }}
    />
  );
}
