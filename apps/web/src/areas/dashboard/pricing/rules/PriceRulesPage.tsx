import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PriceRule, useDeletePriceRule, usePriceRules, useSavePriceRule } from '../../../../api/pricing.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { ConfirmDeleteModal } from '../shared/ConfirmDeleteModal.tsx';
import { PageIntro } from '../shared/PageIntro.tsx';
import { useCanEditPricing, useCurrency } from '../shared/useCanEditPricing.ts';
import { PricePreviewCard } from './PricePreviewCard.tsx';
import { PriceRuleModal } from './PriceRuleModal.tsx';
import { PriceRulesTable } from './PriceRulesTable.tsx';
import { priceRuleInput } from './priceRuleForm.ts';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; rule: PriceRule };

/** Price rules: surcharges and discounts on dates, times and days of the week, with a preview to try them. */
export function PriceRulesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditPricing();
  const currency = useCurrency().code;
  const rules = usePriceRules();
  const save = useSavePriceRule();
  const remove = useDeletePriceRule();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<PriceRule | null>(null);

  const toggle = (rule: PriceRule, active: boolean) =>
    save.mutate(priceRuleInput(rule, { active }), { onError: (error) => notifyError(errorMessage(t, error)) });

  return (
    <Stack gap="md">
      <PageIntro
        intro={t('pricing.rules.intro')}
        newLabel={canEdit ? t('pricing.rules.new') : undefined}
        onNew={() => setEditing({ mode: 'new' })}
      />
      {rules.isPending ? (
        <PageLoader />
      ) : rules.isError ? (
        <ErrorAlert error={rules.error} onRetry={() => rules.refetch()} />
      ) : (
        <PriceRulesTable
          rules={rules.data}
          currency={currency}
          onEdit={canEdit ? (rule) => setEditing({ mode: 'edit', rule }) : undefined}
          onDelete={canEdit ? setDeleting : undefined}
          onToggle={canEdit ? toggle : undefined}
        />
      )}
      <PricePreviewCard />
      <PriceRuleModal
        opened={editing.mode !== 'closed'}
        rule={editing.mode === 'edit' ? editing.rule : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ConfirmDeleteModal
        name={deleting?.title ?? null}
        onClose={() => setDeleting(null)}
        remove={() => remove.mutateAsync(deleting?.id ?? '')}
        pending={remove.isPending}
      />
    </Stack>
  );
}
