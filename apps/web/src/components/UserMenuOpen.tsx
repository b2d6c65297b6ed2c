import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMenuButton, type UserMenuProps } from './UserMenu.tsx';

/**
 * The person's menu, loaded by the first click on the avatar button (`UserMenu.tsx`): it opens at once, with the
 * focus on its button first so that closing it brings the focus back there.
 */
export default function UserMenuOpen({ user, accountHref, onLogout, loggingOut }: UserMenuProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);

  return (
    <Menu position="bottom-end" width={220} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserMenuButton ref={target} user={user} />
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
