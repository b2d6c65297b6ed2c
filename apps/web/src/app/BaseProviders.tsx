import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyNotifications } from '../components/LazyNotifications.tsx';
import i18n from '../i18n/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The contexts of every page, the login's included: i18n, theme, notifications. */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
