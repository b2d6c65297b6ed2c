import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueProducts } from '../../../../api/settings.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSectionForm } from '../sectionForm.ts';

const MAX_FEATURED = 24;
const toValues = (s: CompanySettings) => ({ featuredIds: s.onlineStore.featuredIds });

/** Items shown first in the online store, in the order they are picked. */
export function FeaturedItemsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const products = useCatalogueProducts();
  const section = useSectionForm({
    settings,
    toValues,
    steps: (v) => [
      {
        change: { operation: 'updateOnlineStoreFeaturedIds', body: { featuredIds: v.featuredIds } },
        fields: Object.fromEntries(v.featuredIds.map((_id, i) => [`featuredIds.${i}`, 'featuredIds'])),
      },
    ],
  });
  const { form } = section;
  const { featuredIds } = form.getValues();
  const options = useMemo(() => {
    const items = (products.data?.items ?? []).map(({ id, name, productModel: { brand } }) => ({
      value: id,
      label: brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${name} — ${brand}` : name,
    }));
    // an item that left the catalogue stays listed so it can be removed
    const known = new Set(items.map((i) => i.value));
    const gone = featuredIds
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: t('settings.featured.gone', { id: id.slice(0, 8) }) }));
    return [...items, ...gone];
  }, [products.data, featuredIds, t]);

  return (
    <SettingsSection
      title={t('settings.featured.title')}
      description={t('settings.featured.hint', { max: MAX_FEATURED })}
      section={section}
    >
      <MultiSelect
        label={t('settings.featured.label')}
        placeholder={products.isPending ? t('common.loading') : t('settings.featured.placeholder')}
        searchable
        clearable
        hidePickedOptions
        maxValues={MAX_FEATURED}
        nothingFoundMessage={t('common.noResults')}
        data={options}
        {...form.getInputProps('featuredIds')}
      />
    </SettingsSection>
  );
}
