import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '../../../components/UserMenu.tsx';

type Account = { firstName: string; lastName: string; email: string; isValidated: boolean };

/** "Not validated", beside an account whose email address was never confirmed. */
export function NotValidatedBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" color="yellow" variant="light">
      {t('admin.users.notValidated')}
    </Badge>
  );
}

/** An account's name in a list, opening its page, flagged when its email address is not validated. */
export function AccountName({ account, to }: { account: Account; to: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor
        component={Link}
        to={to}
        size="sm"
        fw={500}
        aria-label={t('adminUser.openOne', { name: fullName(account) })}
      >
        {fullName(account)}
      </Anchor>
      {!account.isValidated && <NotValidatedBadge />}
    </Group>
  );
}
