import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceLine } from './handOutList.ts';

/** The order's services, so that the counter mentions them (nothing to hand over). */
export function ServiceList({ services }: { services: ServiceLine[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('counter.handOut.services')}</Text>
      <List size="sm">
        {services.map((service) => (
          <List.Item key={service.id}>
            {t('counter.handOut.serviceOne', { name: service.name, quantity: service.quantity })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
