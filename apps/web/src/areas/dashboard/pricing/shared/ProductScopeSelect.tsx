import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProductChoices } from '../../../../api/pricing.ts';

/**
 * The products (and packs) something applies to. With packs it is a scope, where none chosen means every one;
 * without, a plain list of products.
 */
export function ProductScopeSelect({
  value,
  onChange,
  error,
  withPacks = true,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
  withPacks?: boolean;
}) {
  const { t } = useTranslation();
  const choices = useProductChoices();
  const data = choices.data
    ? [
        { group: t('pricing.common.products'), items: choices.data.products },
        ...(withPacks ? [{ group: t('pricing.common.packs'), items: choices.data.packs }] : []),
      ]
    : [];
  return (
    <MultiSelect
      label={withPacks ? t('pricing.common.scope') : t('pricing.common.productsLabel')}
      description={withPacks ? t('pricing.common.scopeHint') : undefined}
      placeholder={withPacks && value.length === 0 ? t('pricing.common.allProducts') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={choices.isPending ? t('common.loading') : t('common.noResults')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
