import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from '../../../../api/catalogue.ts';
import { useMoney } from '../shared/money.ts';
import { RentalBadges, RowActions } from '../shared/RowActions.tsx';

export function ServicesTable({
  services,
  onDuplicate,
  onDelete,
}: {
  services: Service[];
  onDuplicate: (service: Service) => void;
  onDelete: (service: Service) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  if (services.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('common.noResults')}
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={820}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('catalogue.tabs.services')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.fields.name')}</Table.Th>
              <Table.Th>{t('catalogue.services.pricingMode')}</Table.Th>
              <Table.Th ta="right">{t('catalogue.services.price')}</Table.Th>
              <Table.Th>{t('catalogue.fields.online')}</Table.Th>
              <Table.Th>{t('catalogue.fields.rental')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((service) => (
              <Table.Tr key={service.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={`/dashboard/catalogue/services/${service.id}`} fw={500} size="sm">
                      {service.name}
                    </Anchor>
                    {service.mandatory && (
                      <Badge size="xs" variant="light" color="orange">
                        {t('catalogue.services.mandatoryBadge')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`catalogue.pricingModes.${service.pricingMode}`)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {money.format(service.price)}
                  </Text>
                  {service.vatRate !== null && (
                    <Text size="xs" c="dimmed">
                      {t('catalogue.services.vatShort', { rate: service.vatRate })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={service.online ? 'teal' : 'gray'} miw="max-content">
                    {service.online ? t('catalogue.badges.online') : t('catalogue.badges.offline')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <RentalBadges isLCD={service.isLCD} isLLD={service.isLLD} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowActions
                      name={service.name}
                      openTo={`/dashboard/catalogue/services/${service.id}`}
                      onDuplicate={() => onDuplicate(service)}
                      onDelete={() => onDelete(service)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
