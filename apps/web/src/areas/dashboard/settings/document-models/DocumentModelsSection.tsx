import { Alert, Badge, Grid, NavLink, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useCan } from '../../access/index.ts';
import { MODEL_LANGUAGES, type ModelKind, type ModelLanguage, useDocumentModels } from './documentModelsApi.ts';
import { ModelEditor } from './ModelEditor.tsx';

/** Settings → documents: the models of contracts, quotes and receipts, each edited beside its PDF. */
export function DocumentModelsSection() {
  const { t, i18n } = useTranslation();
  const readOnly = !useCan('documents', 'write');
  const [language, setLanguage] = useState<ModelLanguage>(MODEL_LANGUAGES.find((l) => l === i18n.language) ?? 'fr');
  const models = useDocumentModels(language);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (models.isPending) return <PageLoader />;
  if (models.isError) return <ErrorAlert error={models.error} onRetry={() => models.refetch()} />;
  const { items, variables, defaults } = models.data;
  const selected = items.find((m) => m.id === selectedId) ?? items[0];

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('documentModels.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documentModels.hint')}
        </Text>
      </Stack>
      {readOnly && (
        <Alert color="gray" variant="light">
          {t('documentModels.readOnly')}
        </Alert>
      )}
      <SegmentedControl
        aria-label={t('documentModels.languageLabel')}
        value={language}
        onChange={(value) => setLanguage(value as ModelLanguage)}
        data={MODEL_LANGUAGES.map((l) => ({ value: l, label: t(`documentModels.languages.${l}`) }))}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p={4} component="nav" aria-label={t('documentModels.listLabel')}>
            {items.map((m) => (
              <NavLink
                key={m.id}
                active={m.id === selected?.id}
                label={m.name}
                description={t(`documentModels.kinds.${m.kind as ModelKind}`)}
                rightSection={
                  !m.builtIn && (
                    <Badge size="xs" variant="light" color="teal">
                      {t('documentModels.custom')}
                    </Badge>
                  )
                }
                onClick={() => setSelectedId(m.id)}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {selected && (
            <ModelEditor
              key={`${selected.id}-${selected.updatedAt}`}
              model={selected}
              shipped={defaults.find((d) => d.kind === selected.kind)}
              variables={variables}
              language={language}
              readOnly={readOnly}
              onSaved={(saved) => setSelectedId(saved.id)}
              onDeleted={() => setSelectedId(null)}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
