import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../api/types.ts';

export const initialsOf = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || user.email[0]?.toUpperCase();

export const fullName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Avatar button with the person's menu: their account page (when the area has one) and logout. */
export function UserMenu({
  user,
  accountHref,
  onLogout,
  loggingOut,
}: {
  user: User;
  accountHref?: string;
  onLogout: () => void;
  loggingOut?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu')} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.pictureUrl} alt="" radius="xl" size={34} color="brand">
              {initialsOf(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" truncate maw={160}>
              {fullName(user)}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {accountHref && (
          <Menu.Item component={Link} to={accountHref}>
            {t('nav.account')}
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={onLogout} disabled={loggingOut}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
