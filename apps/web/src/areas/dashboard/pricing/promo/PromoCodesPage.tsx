import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PromoCode, useDeletePromoCode, usePromoCodes } from '../../../../api/pricing.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { ConfirmDeleteModal } from '../shared/ConfirmDeleteModal.tsx';
import { PageIntro } from '../shared/PageIntro.tsx';
import { useCanEditPricing } from '../shared/useCanEditPricing.ts';
import { PromoCodeModal } from './PromoCodeModal.tsx';
import { PromoCodesTable } from './PromoCodesTable.tsx';
import { PromoCodeTester } from './PromoCodeTester.tsx';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; promo: PromoCode };

/** The shop's promo codes, and a box to check one as a customer would. */
export function PromoCodesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditPricing();
  const codes = usePromoCodes();
  const remove = useDeletePromoCode();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  const [testing, setTesting] = useState('');

  return (
    <Stack gap="md">
      <PageIntro
        intro={t('pricing.promo.intro')}
        newLabel={canEdit ? t('pricing.promo.new') : undefined}
        onNew={() => setEditing({ mode: 'new' })}
      />
      {codes.isPending ? (
        <PageLoader />
      ) : codes.isError ? (
        <ErrorAlert error={codes.error} onRetry={() => codes.refetch()} />
      ) : (
        <PromoCodesTable
          codes={codes.data}
          onTest={(promo) => setTesting(promo.code)}
          onEdit={canEdit ? (promo) => setEditing({ mode: 'edit', promo }) : undefined}
          onDelete={canEdit ? setDeleting : undefined}
        />
      )}
      <PromoCodeTester code={testing} onCodeChange={setTesting} />
      <PromoCodeModal
        opened={editing.mode !== 'closed'}
        promo={editing.mode === 'edit' ? editing.promo : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ConfirmDeleteModal
        name={deleting?.code ?? null}
        onClose={() => setDeleting(null)}
        remove={() => remove.mutateAsync(deleting?.id ?? '')}
        pending={remove.isPending}
      />
    </Stack>
  );
}
