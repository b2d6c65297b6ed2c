import { Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type StateModel,
  type StatusModel,
  type Survey,
  useDeleteStateModel,
  useDeleteStatusModel,
  useDeleteSurvey,
  useStateModels,
  useStatusModels,
  useSurveys,
} from '../../../../api/pricing.ts';
import { ConfirmDeleteModal } from '../shared/ConfirmDeleteModal.tsx';
import { useCanEditPricing } from '../shared/useCanEditPricing.ts';
import { SetupSection } from './SetupSection.tsx';
import { StateModelModal } from './StateModelModal.tsx';
import { StatusModelModal } from './StatusModelModal.tsx';
import { SurveyModal } from './SurveyModal.tsx';

/** What is being edited: a kind of model and the model (none for a new one). */
type Editing =
  | { kind: 'state'; model?: StateModel }
  | { kind: 'status'; model?: StatusModel }
  | { kind: 'survey'; model?: Survey }
  | null;
type Deleting = { kind: 'state' | 'status' | 'survey'; id: string; name: string } | null;

/** Product setup: state check models, unit status models and product surveys. */
export function ProductSetupPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditPricing();
  const states = useStateModels();
  const statuses = useStatusModels();
  const surveys = useSurveys();
  const removers = { state: useDeleteStateModel(), status: useDeleteStatusModel(), survey: useDeleteSurvey() };
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const close = () => setEditing(null);
  const remover = deleting ? removers[deleting.kind] : removers.state;

  return (
    <Stack gap="md">
      <SetupSection
        id="state-models"
        title={t('pricing.setup.states.title')}
        intro={t('pricing.setup.states.intro')}
        newLabel={t('pricing.setup.states.new')}
        empty={t('pricing.setup.states.empty')}
        models={states}
        summary={(m) => (
          <Text size="sm" c="dimmed">
            {m.questions.map((q) => q.label).join(' · ')}
          </Text>
        )}
        onNew={canEdit ? () => setEditing({ kind: 'state' }) : undefined}
        onEdit={(model) => setEditing({ kind: 'state', model })}
        onDelete={(m) => setDeleting({ kind: 'state', id: m.id, name: m.name })}
      />
      <SetupSection
        id="status-models"
        title={t('pricing.setup.statuses.title')}
        intro={t('pricing.setup.statuses.intro')}
        newLabel={t('pricing.setup.statuses.new')}
        empty={t('pricing.setup.statuses.empty')}
        models={statuses}
        summary={(m) => (
          <Group gap={6}>
            {m.statuses.map((s) => (
              <Badge key={s.id} variant="light" color="gray" leftSection={<ColorSwatch color={s.color} size={10} />}>
                {s.name}
              </Badge>
            ))}
          </Group>
        )}
        onNew={canEdit ? () => setEditing({ kind: 'status' }) : undefined}
        onEdit={(model) => setEditing({ kind: 'status', model })}
        onDelete={(m) => setDeleting({ kind: 'status', id: m.id, name: m.name })}
      />
      <SetupSection
        id="product-surveys"
        title={t('pricing.setup.surveys.title')}
        intro={t('pricing.setup.surveys.intro')}
        newLabel={t('pricing.setup.surveys.new')}
        empty={t('pricing.setup.surveys.empty')}
        models={surveys}
        summary={(m) => (
          <Text size="sm" c="dimmed">
            {t('pricing.setup.surveys.summary', { fields: m.fields.length, count: m.productIds.length })}
          </Text>
        )}
        onNew={canEdit ? () => setEditing({ kind: 'survey' }) : undefined}
        onEdit={(model) => setEditing({ kind: 'survey', model })}
        onDelete={(m) => setDeleting({ kind: 'survey', id: m.id, name: m.name })}
      />
      <StateModelModal
        opened={editing?.kind === 'state'}
        model={editing?.kind === 'state' ? editing.model : undefined}
        onClose={close}
      />
      <StatusModelModal
        opened={editing?.kind === 'status'}
        model={editing?.kind === 'status' ? editing.model : undefined}
        onClose={close}
      />
      <SurveyModal
        opened={editing?.kind === 'survey'}
        survey={editing?.kind === 'survey' ? editing.model : undefined}
        onClose={close}
      />
      <ConfirmDeleteModal
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        remove={() => remover.mutateAsync(deleting?.id ?? '')}
        pending={remover.isPending}
      />
    </Stack>
  );
}
