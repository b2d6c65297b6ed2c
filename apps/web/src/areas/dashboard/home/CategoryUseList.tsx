import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryUse } from '../../../api/home.ts';
import { categoryName } from '../catalogue/shared/labels.ts';
import { productsOfCategory } from './homeLinks.ts';

/** Per category, what is out with customers now against what can be rented; each links to its products. */
export function CategoryUseList({ categories }: { categories: CategoryUse[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('home.utilisation.title')}
        </Title>
        {categories.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('home.utilisation.empty')}
          </Text>
        ) : (
          categories.map((c) => {
            const name = categoryName(c, i18n.language);
            return (
              <Stack key={c.categoryId} gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={productsOfCategory(c.categoryId)} size="sm" fw={500}>
                    {name}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('home.utilisation.figure', { inUse: c.inUse, capacity: c.capacity, percent: c.percent })}
                  </Text>
                </Group>
                <Progress
                  value={Math.min(100, c.percent)}
                  aria-label={name}
                  color={c.percent >= 90 ? 'orange' : 'blue'}
                />
              </Stack>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
