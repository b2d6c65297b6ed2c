import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from '../../../../api/catalogue.ts';
import type { CatalogueRows } from '../shared/CatalogueListPage.tsx';
import { CatalogueTable, OnlineBadge, PriceText } from '../shared/CatalogueTable.tsx';
import { RentalBadges } from '../shared/RowActions.tsx';

const servicePath = (service: Service) => `/dashboard/catalogue/services/${service.id}`;

export function ServicesTable(rows: CatalogueRows<Service>) {
  const { t } = useTranslation();
  return (
    <CatalogueTable
      {...rows}
      label={t('catalogue.tabs.services')}
      minWidth={820}
      openTo={servicePath}
      columns={[
        {
          header: t('catalogue.fields.name'),
          cell: (service) => (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={servicePath(service)} fw={500} size="sm">
                {service.name}
              </Anchor>
              {service.mandatory && (
                <Badge size="xs" variant="light" color="orange">
                  {t('catalogue.services.mandatoryBadge')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          header: t('catalogue.services.pricingMode'),
          cell: (service) => <Text size="sm">{t(`catalogue.pricingModes.${service.pricingMode}`)}</Text>,
        },
        {
          header: t('catalogue.services.price'),
          ta: 'right',
          cell: (service) => (
            <>
              <PriceText amount={service.price} />
              {service.vatRate !== null && (
                <Text size="xs" c="dimmed">
                  {t('catalogue.services.vatShort', { rate: service.vatRate })}
                </Text>
              )}
            </>
          ),
        },
        {
          header: t('catalogue.fields.online'),
          cell: (service) => <OnlineBadge online={service.online} miw="max-content" />,
        },
        {
          header: t('catalogue.fields.rental'),
          cell: (service) => <RentalBadges isLCD={service.isLCD} isLLD={service.isLLD} />,
        },
      ]}
    />
  );
}
