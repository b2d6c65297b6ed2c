import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { type ComponentPropsWithRef, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/types.ts';

export const initialsOf = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || user.email[0]?.toUpperCase();

export const fullName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export interface UserMenuProps {
  user: User;
  accountHref?: string;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The avatar button that opens the person's menu. */
export function UserMenuButton({ user, ...button }: { user: User } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t('nav.userMenu')} aria-haspopup="menu" data-testid="user-menu" {...button}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.pictureUrl} alt="" radius="xl" size={34} color="brand">
          {initialsOf(user)}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="md" truncate maw={160}>
          {fullName(user)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

// The menu's code (Mantine's Menu, Popover and floating-ui) is on every logged-in page but used now and then:
// it downloads when the pointer or the focus reaches the button, and the menu opens once it is there.
const loadMenu = () => import('./UserMenuOpen.tsx');
const UserMenuOpen = lazy(loadMenu);
const preloadMenu = () => {
  loadMenu().catch(() => {}); // a failed download shows on click, through the page's error boundary
};

/** Avatar button with the person's menu: their account page (when the area has one) and logout. */
export function UserMenu(props: UserMenuProps) {
  const [used, setUsed] = useState(false);
  const button = (
    <UserMenuButton
      user={props.user}
      aria-expanded={false}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuOpen {...props} />
    </Suspense>
  );
}
