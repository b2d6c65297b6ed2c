import type { AccountStatus } from '@hirebase/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AccountStatus, string> = { ACTIVE: 'teal', DEMO: 'grape', TRIAL: 'blue', ARCHIVED: 'gray' };

export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" miw="max-content">
      {t(`admin.statuses.${status}`)}
    </Badge>
  );
}
