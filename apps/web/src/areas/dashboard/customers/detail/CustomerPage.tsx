import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCustomer, useCustomerModels } from '../../../../api/customers.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { formatDateTime } from '../../../../components/format.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useCurrentMe } from '../../MeContext.tsx';
import { canAccess } from '../../permissions.ts';
import { useCanEditCustomers } from '../shared/useCanEditCustomers.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { DeleteCustomerModal } from './DeleteCustomerModal.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { RentalHistorySection } from './RentalHistorySection.tsx';

/** `/dashboard/customers/new` and `/dashboard/customers/:id`: a customer's page. */
export function CustomerPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const canEdit = useCanEditCustomers();
  const customer = useCustomer(id);
  const models = useCustomerModels();
  const [deleting, setDeleting] = useState(false);
  const mayReadOrders = canAccess(useCurrentMe().membership, 'orders');

  const loading = models.isPending || (!!id && customer.isPending);
  const error = models.error ?? (id ? customer.error : null);
  const current = id ? customer.data : undefined;

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Anchor component={Link} to="/dashboard/customers" size="sm">
          {t('customers.detail.back')}
        </Anchor>
        <Title order={1} size="h2">
          {current ? current.displayName || t('customers.list.unnamed') : t('customers.detail.newTitle')}
        </Title>
        {current && (
          <Text size="sm" c="dimmed">
            {t('customers.detail.createdAt', { date: formatDateTime(current.createdAt, i18n.language) })}
          </Text>
        )}
      </Stack>
      {loading ? (
        <PageLoader />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => (models.isError ? models.refetch() : customer.refetch())} />
      ) : (
        <>
          <CustomerForm
            key={current?.id ?? 'new'}
            customer={current}
            models={models.data ?? []}
            readOnly={!canEdit}
            onSaved={(saved) => {
              if (!current) navigate(`/dashboard/customers/${saved.id}`, { replace: true });
            }}
            actions={
              current && canEdit ? (
                <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                  {t('customers.delete.button')}
                </Button>
              ) : undefined
            }
          />
          {current && mayReadOrders && <RentalHistorySection customerId={current.id} />}
          {current && <DocumentsSection customerId={current.id} documents={current.documents} canEdit={canEdit} />}
        </>
      )}
      <DeleteCustomerModal
        customer={deleting && current ? current : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/dashboard/customers', { replace: true })}
      />
    </Stack>
  );
}
