import { AppShell, Burger, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { BrandMark } from './BrandMark.tsx';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (for an area's home). */
  end?: boolean;
  /** A plain link (another area, opened in the same tab). */
  external?: boolean;
}

/**
 * The frame of logged-in areas: header, navigation (a drawer behind a burger on phones), main content.
 * `headerRight` shows in the header; `navFooter` at the bottom of the navigation.
 */
export function ShellLayout({
  brandSuffix,
  headerCenter,
  headerRight,
  nav,
  navFooter,
  banner,
  children,
}: {
  brandSuffix?: string;
  headerCenter?: ReactNode;
  headerRight?: ReactNode;
  nav: NavItem[];
  navFooter?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // the drawer closes once a destination is chosen
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(close, [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
            <BrandMark suffix={brandSuffix} />
            {headerCenter}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerRight}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.main')}>
        {/* the browser's own scrolling: Mantine's ScrollArea weighed 5 KB gzip on every first page */}
        <AppShell.Section grow style={{ overflowY: 'auto', scrollbarWidth: 'thin' }}>
          <Stack gap={2}>
            {nav.map((item) =>
              item.external ? (
                <NavLink key={item.to} href={item.to} label={item.label} />
              ) : (
                <NavLink
                  key={item.to}
                  component={RouterNavLink}
                  to={item.to}
                  end={item.end}
                  label={item.label}
                  active={item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`)}
                />
              ),
            )}
          </Stack>
        </AppShell.Section>
        {navFooter && <AppShell.Section pt="sm">{navFooter}</AppShell.Section>}
      </AppShell.Navbar>
      <AppShell.Main>
        {banner}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
