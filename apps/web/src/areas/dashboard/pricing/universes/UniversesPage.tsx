import { Badge, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Universe, useDeleteUniverse, useUniverses } from '../../../../api/pricing.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { ConfirmDeleteModal } from '../shared/ConfirmDeleteModal.tsx';
import { formatMoney } from '../shared/format.ts';
import { PageIntro } from '../shared/PageIntro.tsx';
import { RowActions } from '../shared/RowActions.tsx';
import { useCanEditPricing, useCurrency } from '../shared/useCanEditPricing.ts';
import { UniverseModal } from './UniverseModal.tsx';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; universe: Universe };

/** Universes: themed groups of product models the online store and the marketplace show ("Ski", "E-bikes"…). */
export function UniversesPage() {
  const { t, i18n } = useTranslation();
  const canEdit = useCanEditPricing();
  const currency = useCurrency().code;
  const universes = useUniverses();
  const remove = useDeleteUniverse();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Universe | null>(null);

  return (
    <Stack gap="md">
      <PageIntro
        intro={t('pricing.universes.intro')}
        newLabel={canEdit ? t('pricing.universes.new') : undefined}
        onNew={() => setEditing({ mode: 'new' })}
      />
      {universes.isPending ? (
        <PageLoader />
      ) : universes.isError ? (
        <ErrorAlert error={universes.error} onRetry={() => universes.refetch()} />
      ) : universes.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('pricing.universes.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {universes.data.map((u) => (
            <Card key={u.id} withBorder padding="sm" component="article" aria-label={u.title}>
              <Card.Section>
                {u.pictureUrl ? (
                  <Image src={u.pictureUrl} alt="" h={120} fit="cover" />
                ) : (
                  <Stack h={120} bg="gray.1" justify="center" align="center">
                    <Text c="dimmed" size="sm">
                      {t('pricing.universes.noPicture')}
                    </Text>
                  </Stack>
                )}
              </Card.Section>
              <Stack gap={4} mt="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} truncate>
                    {u.title}
                  </Text>
                  <Badge variant="light" color="gray">
                    #{u.ranking}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('pricing.universes.nModels', { count: u.productModelIds.length })}
                  {u.minimumPrice != null &&
                    ` · ${t('pricing.universes.fromPrice', { price: formatMoney(u.minimumPrice, currency, i18n.language) })}`}
                </Text>
                {canEdit && (
                  <RowActions
                    name={u.title}
                    onEdit={() => setEditing({ mode: 'edit', universe: u })}
                    onDelete={() => setDeleting(u)}
                  />
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <UniverseModal
        opened={editing.mode !== 'closed'}
        universe={editing.mode === 'edit' ? editing.universe : undefined}
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
