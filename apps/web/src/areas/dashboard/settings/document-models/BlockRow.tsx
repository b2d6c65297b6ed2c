import { ActionIcon, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModelLanguage } from './documentModelsApi.ts';
import { type EditBlock, TEXT_BLOCKS } from './modelBlocks.ts';

interface Props {
  block: EditBlock;
  index: number;
  count: number;
  language: ModelLanguage;
  readOnly: boolean;
  onText: (text: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onFocusText: (element: HTMLTextAreaElement) => void;
}

/** One block of the model: its kind, its text in the language edited, and moving or removing it. */
export function BlockRow({ block, index, count, language, readOnly, onText, onMove, onRemove, onFocusText }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  const type = t(`documentModels.blocks.${block.type}`);
  return (
    <Paper withBorder p="xs" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('documentModels.blockLabel', { n, type })}
          </Text>
          {!readOnly && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('documentModels.moveUp', { n })}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <span aria-hidden="true">↑</span>
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('documentModels.moveDown', { n })}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <span aria-hidden="true">↓</span>
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('documentModels.remove', { n })}
                disabled={count === 1}
                onClick={onRemove}
              >
                <span aria-hidden="true">×</span>
              </ActionIcon>
            </Group>
          )}
        </Group>
        {TEXT_BLOCKS.includes(block.type) && (
          <Textarea
            label={t('documentModels.blockText', { n, type })}
            value={block.text?.[language] ?? ''}
            rows={block.type === 'title' ? 1 : 3}
            maxLength={5000}
            disabled={readOnly}
            onFocus={(e) => onFocusText(e.currentTarget)}
            onChange={(e) => onText(e.currentTarget.value)}
          />
        )}
      </Stack>
    </Paper>
  );
}
