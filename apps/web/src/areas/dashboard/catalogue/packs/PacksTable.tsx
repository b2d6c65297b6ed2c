import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Pack } from '../../../../api/catalogue.ts';
import type { CatalogueRows } from '../shared/CatalogueListPage.tsx';
import { CatalogueTable, OnlineBadge, PriceText } from '../shared/CatalogueTable.tsx';
import { categoryName, oneDayPrice } from '../shared/labels.ts';
import { RentalBadges } from '../shared/RowActions.tsx';

const packPath = (pack: Pack) => `/dashboard/catalogue/packs/${pack.id}`;

export function PacksTable(rows: CatalogueRows<Pack>) {
  const { t, i18n } = useTranslation();
  const itemsOf = (pack: Pack) =>
    pack.items
      .map((item) => {
        const name = item.product?.name ?? (item.category ? categoryName(item.category, i18n.language) : '?');
        return `${item.quantity} × ${name}`;
      })
      .join(', ');
  return (
    <CatalogueTable
      {...rows}
      label={t('catalogue.tabs.packs')}
      minWidth={820}
      openTo={packPath}
      columns={[
        {
          header: t('catalogue.fields.name'),
          cell: (pack) => (
            <Anchor component={Link} to={packPath(pack)} fw={500} size="sm">
              {pack.name}
            </Anchor>
          ),
        },
        {
          header: t('catalogue.packs.type'),
          cell: (pack) => (
            <Badge variant="light" color="gray">
              {t(`catalogue.packTypes.${pack.type}`)}
            </Badge>
          ),
        },
        {
          header: t('catalogue.packs.items'),
          maw: 320,
          cell: (pack) => (
            <Text size="sm" lineClamp={2}>
              {itemsOf(pack)}
            </Text>
          ),
        },
        {
          header: t('catalogue.fields.online'),
          cell: (pack) => <OnlineBadge online={pack.online} miw="max-content" />,
        },
        {
          header: t('catalogue.fields.rental'),
          cell: (pack) => <RentalBadges isLCD={pack.isLCD} isLLD={pack.isLLD} />,
        },
        {
          header: t('catalogue.fields.priceFrom'),
          ta: 'right',
          cell: (pack) => <PriceText amount={oneDayPrice(pack.priceGrid)} />,
        },
      ]}
    />
  );
}
