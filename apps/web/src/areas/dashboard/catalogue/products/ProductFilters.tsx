import { VERTICALES } from '@hirebase/shared';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../../api/catalogue.ts';
import type { useListParams } from '../../../../components/useListParams.ts';
import { categoryName } from '../shared/labels.ts';

type ProductListParams = ReturnType<typeof useListParams<'verticale' | 'categoryId' | 'online' | 'units'>>;

/** Filters of the product list; a category belongs to a verticale, so a new verticale resets the category. */
export function ProductFilters({ list }: { list: ProductListParams }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const { verticale, categoryId, online, units } = list.filters;
  const categoryOptions = (categories.data ?? [])
    .filter((c) => !verticale || c.verticale === verticale)
    .map((c) => ({ value: c.id, label: categoryName(c, i18n.language) }));

  return (
    <>
      <Select
        label={t('catalogue.fields.verticale')}
        placeholder={t('catalogue.filters.all')}
        clearable
        value={verticale || null}
        onChange={(value) => list.setFilters({ verticale: value, categoryId: null })}
        data={VERTICALES.map((v) => ({ value: v, label: t(`admin.verticales.${v}`) }))}
        w={{ base: '100%', sm: 150 }}
      />
      <Select
        label={t('catalogue.fields.category')}
        placeholder={t('catalogue.filters.all')}
        clearable
        searchable
        value={categoryId || null}
        onChange={(value) => list.setFilters({ categoryId: value })}
        data={categoryOptions}
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t('catalogue.fields.online')}
        placeholder={t('catalogue.filters.all')}
        clearable
        value={online || null}
        onChange={(value) => list.setFilters({ online: value })}
        data={[
          { value: 'true', label: t('catalogue.filters.onlineYes') },
          { value: 'false', label: t('catalogue.filters.onlineNo') },
        ]}
        w={{ base: '100%', sm: 160 }}
      />
      <Select
        label={t('catalogue.filters.units')}
        placeholder={t('catalogue.filters.all')}
        clearable
        value={units || null}
        onChange={(value) => list.setFilters({ units: value })}
        data={[
          { value: 'OUT_OF_SERVICE', label: t('catalogue.filters.unitsOutOfService') },
          { value: 'MAINTENANCE', label: t('catalogue.filters.unitsMaintenance') },
        ]}
        w={{ base: '100%', sm: 200 }}
      />
    </>
  );
}
