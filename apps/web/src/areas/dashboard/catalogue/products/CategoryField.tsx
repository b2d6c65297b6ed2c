import { CATEGORY_NAME_MAX, cleanCategoryName } from '@hirebase/shared';
import { Autocomplete } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCategories, useShopCategories } from '../../../../api/catalogue.ts';
import { useCurrentMe } from '../../MeContext.tsx';
import { categorySuggestions, isNewCategory } from './categorySuggestions.ts';
import type { ProductFormValues } from './productForm.ts';

/**
 * The product's category as free text: suggests the shop's categories, then the platform's for its activities, as
 * one types; a name the shop has no category for yet becomes one when the product is saved.
 */
export function CategoryField({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentMe();
  const own = useShopCategories().data ?? [];
  const platform = useCategories().data ?? [];
  const groups = categorySuggestions(own, platform, me.company?.verticales ?? [], i18n.language);
  const typed = form.getValues().category;
  const data = [
    { group: t('catalogue.category.yours'), items: groups.own },
    { group: t('catalogue.category.suggested'), items: groups.platform },
  ].filter((group) => group.items.length > 0);
  return (
    <Autocomplete
      label={t('catalogue.fields.category')}
      placeholder={t('catalogue.category.placeholder')}
      description={
        isNewCategory(typed, own)
          ? t('catalogue.category.willBeCreated', { name: cleanCategoryName(typed) })
          : t('catalogue.category.hint')
      }
      data={data}
      maxLength={CATEGORY_NAME_MAX}
      limit={20}
      {...form.getInputProps('category')}
    />
  );
}
