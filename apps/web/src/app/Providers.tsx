import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LazyNotifications } from '../components/LazyNotifications.tsx';
import i18n from '../i18n/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <DatesProvider settings={{ locale: instance.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** Every context the app's screens rely on: theme, notifications, dates, i18n, server state. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <LazyNotifications />
          <LocalizedDates>{children}</LocalizedDates>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
