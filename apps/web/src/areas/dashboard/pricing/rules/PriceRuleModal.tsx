import { Button, Divider, Group, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PriceRule, useSavePriceRule } from '../../../../api/pricing.ts';
import { FormModal, SaveFormLayout } from '../../../../components/FormModal.tsx';
import { useSaveForm } from '../../../../components/useSaveForm.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { dayOf } from '../shared/format.ts';
import { ProductScopeSelect } from '../shared/ProductScopeSelect.tsx';
import { useCurrency } from '../shared/useCanEditPricing.ts';
import {
  buildPriceRulePayload,
  emptyWindow,
  priceRuleFormValues,
  weekendTemplate,
  windowErrorFields,
  windowRules,
} from './priceRuleForm.ts';
import { RuleWindowFields } from './RuleWindowFields.tsx';

/** Creates or edits a price rule: its windows, variations and the products it is limited to. */
export function PriceRuleModal({ opened, rule, onClose }: { opened: boolean; rule?: PriceRule; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={rule ? t('pricing.rules.editTitle') : t('pricing.rules.newTitle')}
    >
      <PriceRuleForm rule={rule} onDone={onClose} />
    </FormModal>
  );
}

export function PriceRuleForm({ rule, onDone }: { rule?: PriceRule; onDone: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const today = dayOf(new Date());
  const { form, submit, saving } = useSaveForm({
    initialValues: priceRuleFormValues(rule, today),
    validate: { title: requiredRule(t), windows: windowRules(t) },
    mutation: useSavePriceRule(),
    toInput: (values) => buildPriceRulePayload(values, rule?.id),
    savedMessage: (values) => t('pricing.common.saved', { name: values.title.trim() }),
    onDone,
    errorFields: (values) => ({ ...windowErrorFields(values.windows.length), productIds: 'productIds' }),
  });
  const { windows, productIds } = form.getValues();

  const applyWeekend = () => {
    const template = weekendTemplate(t('pricing.rules.weekendTitle'), today);
    form.setValues(template);
  };

  return (
    <SaveFormLayout onSubmit={submit} onCancel={onDone} saving={saving}>
      {!rule && (
        <Group>
          <Button variant="light" size="xs" onClick={applyWeekend}>
            {t('pricing.rules.weekendTemplate')}
          </Button>
        </Group>
      )}
      <TextInput label={t('pricing.rules.ruleTitle')} data-autofocus {...form.getInputProps('title')} />
      <Switch label={t('pricing.common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
      <Divider label={t('pricing.rules.windows')} labelPosition="left" />
      {windows.map((_w, index) => (
        <RuleWindowFields
          // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity of their own
          key={index}
          form={form}
          index={index}
          currency={currency.symbol}
          onRemove={windows.length > 1 ? () => form.removeListItem('windows', index) : undefined}
        />
      ))}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('windows', emptyWindow(today))}>
          {t('pricing.rules.addWindow')}
        </Button>
      </Group>
      <ProductScopeSelect
        value={productIds}
        onChange={(ids) => form.setFieldValue('productIds', ids)}
        error={form.errors.productIds}
      />
    </SaveFormLayout>
  );
}
