import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminMarketplaceCustomer } from '../../../api/admin.ts';
import type { MarketplaceBooking } from '../../../api/marketplace.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatDate, formatDateTime } from '../../../components/format.ts';
import { fullName } from '../../../components/UserMenu.tsx';
import { stateOf } from '../../marketplace/MarketplaceBookings.tsx';
import { NotValidatedBadge } from './AccountName.tsx';
import { AccountPage, ContactFacts } from './AccountPage.tsx';
import { DetailField } from './DetailField.tsx';

/** `/admin/marketplace-customers/:id`: a marketplace customer's account and their bookings in every shop. */
export default function MarketplaceCustomerPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const lng = i18n.language;
  return (
    <AccountPage
      back={{ to: '/admin/marketplace-customers', label: t('adminUser.customersBack') }}
      query={useAdminMarketplaceCustomer(id)}
    >
      {({ user, orders }) => ({
        title: fullName(user),
        badge: !user.isValidated && <NotValidatedBadge />,
        facts: (
          <>
            <ContactFacts account={user} />
            <DetailField label={t('adminUser.validated')}>
              {user.isValidated ? t('adminUser.yes') : t('adminUser.no')}
            </DetailField>
            <DetailField label={t('adminUser.signedUp')}>{formatDate(user.createdAt, lng)}</DetailField>
            <DetailField label={t('adminUser.createdFrom')}>
              {t(`adminUser.origins.${user.createdFrom}`, { defaultValue: user.createdFrom })}
            </DetailField>
          </>
        ),
        section: {
          title: t('adminUser.bookings'),
          content: (
            <DataTable<MarketplaceBooking>
              label={t('adminUser.bookings')}
              rows={orders ?? []}
              rowKey={(b) => b.id}
              rowTestId={() => 'customer-booking'}
              emptyText={t('adminUser.bookingsEmpty')}
              minWidth={720}
              columns={[
                { header: t('adminUser.shop'), cell: (b) => b.shopName },
                { header: t('adminUser.orderNumber'), cell: (b) => b.number },
                {
                  header: t('adminUser.period'),
                  cell: (b) => `${formatDateTime(b.startDate, lng)} → ${formatDateTime(b.endDate, lng)}`,
                },
                {
                  header: t('adminUser.state'),
                  cell: (b) => {
                    const state = stateOf(t, b);
                    return (
                      <Badge color={state.color} variant="light" miw="max-content">
                        {state.label}
                      </Badge>
                    );
                  },
                },
                {
                  header: t('adminUser.total'),
                  cell: (b) => new Intl.NumberFormat(lng, { style: 'currency', currency: b.currency }).format(b.total),
                  nowrap: true,
                },
              ]}
            />
          ),
        },
      })}
    </AccountPage>
  );
}
