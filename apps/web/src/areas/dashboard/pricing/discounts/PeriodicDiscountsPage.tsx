import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PeriodicDiscount, useDeletePeriodicDiscount, usePeriodicDiscounts } from '../../../../api/pricing.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { ConfirmDeleteModal } from '../shared/ConfirmDeleteModal.tsx';
import { formatDay, formatMoney, formatPercent } from '../shared/format.ts';
import { PageIntro } from '../shared/PageIntro.tsx';
import { RowActions } from '../shared/RowActions.tsx';
import { useCanEditPricing, useCurrency } from '../shared/useCanEditPricing.ts';
import { PeriodicDiscountModal } from './PeriodicDiscountModal.tsx';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; discount: PeriodicDiscount };

/** Discounts for bookings made, or rentals starting, within a period. */
export function PeriodicDiscountsPage() {
  const { t, i18n } = useTranslation();
  const canEdit = useCanEditPricing();
  const currency = useCurrency().code;
  const discounts = usePeriodicDiscounts();
  const remove = useDeletePeriodicDiscount();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<PeriodicDiscount | null>(null);

  const amountOf = (d: PeriodicDiscount) =>
    d.percentage != null
      ? `−${formatPercent(d.percentage, i18n.language)}`
      : `−${formatMoney(d.amount ?? 0, currency, i18n.language)}`;

  return (
    <Stack gap="md">
      <PageIntro
        intro={t('pricing.discounts.intro')}
        newLabel={canEdit ? t('pricing.discounts.new') : undefined}
        onNew={() => setEditing({ mode: 'new' })}
      />
      {discounts.isPending ? (
        <PageLoader />
      ) : discounts.isError ? (
        <ErrorAlert error={discounts.error} onRetry={() => discounts.refetch()} />
      ) : discounts.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('pricing.discounts.empty')}
        </Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-label={t('pricing.tabs.discounts')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pricing.discounts.name')}</Table.Th>
                  <Table.Th>{t('pricing.discounts.discount')}</Table.Th>
                  <Table.Th>{t('pricing.discounts.period')}</Table.Th>
                  <Table.Th>{t('pricing.discounts.channels')}</Table.Th>
                  <Table.Th>{t('pricing.common.scope')}</Table.Th>
                  {canEdit && <Table.Th>{t('common.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {discounts.data.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {d.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="teal" miw="max-content">
                        {amountOf(d)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {formatDay(d.startDate, i18n.language)} → {formatDay(d.endDate, i18n.language)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`pricing.discounts.applicableDates.${d.applicableDate}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{d.scope.map((c) => t(`pricing.discounts.channelNames.${c}`)).join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {d.productIds?.length
                          ? t('pricing.common.nProducts', { count: d.productIds.length })
                          : t('pricing.common.allProducts')}
                      </Text>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <RowActions
                          name={d.name}
                          onEdit={() => setEditing({ mode: 'edit', discount: d })}
                          onDelete={() => setDeleting(d)}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <PeriodicDiscountModal
        opened={editing.mode !== 'closed'}
        discount={editing.mode === 'edit' ? editing.discount : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ConfirmDeleteModal
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        remove={() => remove.mutateAsync(deleting?.id ?? '')}
        pending={remove.isPending}
      />
    </Stack>
  );
}
