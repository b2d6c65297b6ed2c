import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Pack } from '../../../../api/catalogue.ts';
import { categoryName, oneDayPrice } from '../shared/labels.ts';
import { useMoney } from '../shared/money.ts';
import { RentalBadges, RowActions } from '../shared/RowActions.tsx';

export function PacksTable({
  packs,
  onDuplicate,
  onDelete,
}: {
  packs: Pack[];
  onDuplicate: (pack: Pack) => void;
  onDelete: (pack: Pack) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (packs.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('common.noResults')}
      </Text>
    );
  }
  const itemsOf = (pack: Pack) =>
    pack.items
      .map((item) => {
        const name = item.product?.name ?? (item.category ? categoryName(item.category, i18n.language) : '?');
        return `${item.quantity} × ${name}`;
      })
      .join(', ');
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={820}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={t('catalogue.tabs.packs')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.fields.name')}</Table.Th>
              <Table.Th>{t('catalogue.packs.type')}</Table.Th>
              <Table.Th>{t('catalogue.packs.items')}</Table.Th>
              <Table.Th>{t('catalogue.fields.online')}</Table.Th>
              <Table.Th>{t('catalogue.fields.rental')}</Table.Th>
              <Table.Th ta="right">{t('catalogue.fields.priceFrom')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packs.map((pack) => {
              const from = oneDayPrice(pack.priceGrid);
              return (
                <Table.Tr key={pack.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/dashboard/catalogue/packs/${pack.id}`} fw={500} size="sm">
                      {pack.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {t(`catalogue.packTypes.${pack.type}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {itemsOf(pack)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={pack.online ? 'teal' : 'gray'} miw="max-content">
                      {pack.online ? t('catalogue.badges.online') : t('catalogue.badges.offline')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RentalBadges isLCD={pack.isLCD} isLLD={pack.isLLD} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {from === null ? '—' : money.format(from)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowActions
                        name={pack.name}
                        openTo={`/dashboard/catalogue/packs/${pack.id}`}
                        onDuplicate={() => onDuplicate(pack)}
                        onDelete={() => onDelete(pack)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
