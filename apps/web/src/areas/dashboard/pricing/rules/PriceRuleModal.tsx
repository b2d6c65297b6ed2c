import { Button, Divider, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type PriceRule, useSavePriceRule } from '../../../../api/pricing.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { useFormErrorHandler } from '../../../../components/useFormErrorHandler.ts';
import { requiredRule } from '../../../../components/validation.ts';
import { dayOf } from '../shared/format.ts';
import { ProductScopeSelect } from '../shared/ProductScopeSelect.tsx';
import { useCurrency } from '../shared/useCanEditPricing.ts';
import {
  buildPriceRulePayload,
  emptyWindow,
  type PriceRuleFormValues,
  priceRuleFormValues,
  weekendTemplate,
  windowErrorFields,
  windowRules,
} from './priceRuleForm.ts';
import { RuleWindowFields } from './RuleWindowFields.tsx';

/** Creates or edits a price rule: its windows, variations and the products it is limited to. */
export function PriceRuleModal({ opened, rule, onClose }: { opened: boolean; rule?: PriceRule; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={rule ? t('pricing.rules.editTitle') : t('pricing.rules.newTitle')}
    >
      {opened && <PriceRuleForm rule={rule} onDone={onClose} />}
    </Modal>
  );
}

export function PriceRuleForm({ rule, onDone }: { rule?: PriceRule; onDone: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const save = useSavePriceRule();
  const onError = useFormErrorHandler();
  const today = dayOf(new Date());
  const form = useForm<PriceRuleFormValues>({
    initialValues: priceRuleFormValues(rule, today),
    validate: { title: requiredRule(t), windows: windowRules(t) },
  });
  const { windows, productIds } = form.getValues();

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(buildPriceRulePayload(values, rule?.id));
      notifySuccess(t('pricing.common.saved', { name: values.title.trim() }));
      onDone();
    } catch (error) {
      onError(form, error, { ...windowErrorFields(values.windows.length), productIds: 'productIds' });
    }
  });

  const applyWeekend = () => {
    const template = weekendTemplate(t('pricing.rules.weekendTitle'), today);
    form.setValues(template);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
