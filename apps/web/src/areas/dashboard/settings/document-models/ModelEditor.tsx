import { Alert, Badge, Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import type { AllMessages } from '../../../../i18n/messages.ts';
import { BlockRow } from './BlockRow.tsx';
import {
  type BlockType,
  type DocumentModel,
  type ModelKind,
  type ModelLanguage,
  useDeleteDocumentModel,
  useSaveDocumentModel,
} from './documentModelsApi.ts';
import { ModelPreview } from './ModelPreview.tsx';
import { BLOCK_TYPES, type EditBlock, editBlocks, insertAt, moved, newBlock, sentBlocks } from './modelBlocks.ts';

type VariableKey = keyof AllMessages['documentModels']['variables'];
const variableKey = (name: string) => `documentModels.variables.${name.replace('.', '_') as VariableKey}` as const;

interface Props {
  model: DocumentModel;
  /** The shipped model of the same kind, which "restore" goes back to. */
  shipped: DocumentModel | undefined;
  variables: string[];
  language: ModelLanguage;
  readOnly: boolean;
  onSaved: (model: DocumentModel) => void;
  onDeleted: () => void;
}

/** One model: its name and blocks (added, moved, removed, texts with variables), saved, deleted; its PDF beside it. */
export function ModelEditor({ model, shipped, variables, language, readOnly, onSaved, onDeleted }: Props) {
  const { t } = useTranslation();
  const kind = model.kind as ModelKind;
  const [name, setName] = useState(model.name);
  const [blocks, setBlocks] = useState<EditBlock[]>(() => editBlocks(model));
  const [adding, setAdding] = useState<BlockType>('text');
  const [problem, setProblem] = useState<string | null>(null);
  const lastText = useRef<{ key: number; element: HTMLTextAreaElement } | null>(null);
  const save = useSaveDocumentModel();
  const remove = useDeleteDocumentModel();

  const setText = (key: number, value: string) =>
    setBlocks((list) => list.map((b) => (b.key === key ? { ...b, text: { ...b.text, [language]: value } } : b)));
  const insert = (variable: string) => {
    const target = lastText.current;
    const block = target && blocks.find((b) => b.key === target.key);
    if (!target || !block) return;
    const { next, cursor } = insertAt(target.element, block.text?.[language] ?? '', `{{${variable}}}`);
    setText(block.key, next);
    requestAnimationFrame(() => {
      target.element.focus();
      target.element.setSelectionRange(cursor, cursor);
    });
  };
  const onSave = async () => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: model.id, kind, name, blocks: sentBlocks(blocks) });
      notifySuccess(t('documentModels.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setProblem(error.message);
      else notifyError(errorMessage(t, error));
    }
  };
  const onDelete = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(model.id);
      notifySuccess(t('documentModels.deleted'));
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'modelInUse') {
        setProblem(t('documentModels.inUse', { name: model.name }));
      } else notifyError(errorMessage(t, error));
    }
  };
  const onRestore = () => {
    if (!shipped) return;
    setBlocks(editBlocks(shipped));
    setProblem(null);
    notifySuccess(t('documentModels.restored'));
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="model-editor-title">
          <Stack>
            <Group justify="space-between">
              <Title order={3} size="h4" id="model-editor-title">
                {t(`documentModels.kinds.${kind}`)}
              </Title>
              <Badge variant="light" color={model.builtIn ? 'gray' : 'teal'}>
                {model.builtIn ? t('documentModels.builtIn') : t('documentModels.custom')}
              </Badge>
            </Group>
            <TextInput
              label={t('documentModels.name')}
              value={name}
              maxLength={120}
              required
              disabled={readOnly}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Text size="sm" fw={500} id="model-blocks-title">
              {t('documentModels.blocksTitle')}
            </Text>
            <Stack component="ol" gap="xs" p={0} m={0} aria-labelledby="model-blocks-title">
              {blocks.map((block, index) => (
                <BlockRow
                  key={block.key}
                  block={block}
                  index={index}
                  count={blocks.length}
                  language={language}
                  readOnly={readOnly}
                  onText={(value) => setText(block.key, value)}
                  onMove={(to) => setBlocks((list) => moved(list, index, to))}
                  onRemove={() => setBlocks((list) => list.filter((b) => b.key !== block.key))}
                  onFocusText={(element) => {
                    lastText.current = { key: block.key, element };
                  }}
                />
              ))}
            </Stack>
            {!readOnly && (
              <Group align="flex-end" gap="xs">
                <Select
                  label={t('documentModels.addType')}
                  data={BLOCK_TYPES.map((type) => ({ value: type, label: t(`documentModels.blocks.${type}`) }))}
                  value={adding}
                  allowDeselect={false}
                  onChange={(value) => value && setAdding(value as BlockType)}
                  style={{ flex: 1, minWidth: 180 }}
                />
                <Button
                  variant="light"
                  disabled={blocks.length >= 60}
                  onClick={() => setBlocks((list) => [...list, newBlock(adding)])}
                >
                  {t('documentModels.add')}
                </Button>
              </Group>
            )}
            {!readOnly && (
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('documentModels.insert')}
                </Text>
                <Group gap={6}>
                  {variables.map((variable) => (
                    <Button
                      key={variable}
                      size="compact-xs"
                      variant="light"
                      radius="xl"
                      onClick={() => insert(variable)}
                    >
                      {t(variableKey(variable))}
                    </Button>
                  ))}
                </Group>
              </Stack>
            )}
            {problem && (
              <Alert color="red" variant="light" role="alert" data-testid="model-problem">
                {problem}
              </Alert>
            )}
            {!readOnly && (
              <Group justify="flex-end">
                {!model.builtIn && (
                  <Button variant="subtle" color="red" onClick={onDelete} loading={remove.isPending}>
                    {t('documentModels.delete')}
                  </Button>
                )}
                {shipped && (
                  <Button variant="subtle" color="gray" onClick={onRestore}>
                    {t('documentModels.restore')}
                  </Button>
                )}
                <Button onClick={onSave} loading={save.isPending} disabled={!name.trim() || blocks.length === 0}>
                  {t('documentModels.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ModelPreview input={{ kind, name, blocks: sentBlocks(blocks), language }} />
      </Grid.Col>
    </Grid>
  );
}
