import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { RowActions } from '../shared/RowActions.tsx';

/** One kind of product setup model: a titled list with what each holds, and its new/edit/delete actions. */
export function SetupSection<T extends { id: string; name: string }>({
  id,
  title,
  intro,
  newLabel,
  empty,
  models,
  summary,
  onNew,
  onEdit,
  onDelete,
}: {
  id: string;
  title: string;
  intro: string;
  newLabel: string;
  empty: string;
  models: UseQueryResult<T[]>;
  summary: (model: T) => ReactNode;
  onNew?: () => void;
  onEdit: (model: T) => void;
  onDelete: (model: T) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} maw={640}>
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </Stack>
          {onNew && (
            <Button variant="light" onClick={onNew}>
              {newLabel}
            </Button>
          )}
        </Group>
        {models.isPending ? (
          <PageLoader />
        ) : models.isError ? (
          <ErrorAlert error={models.error} onRetry={() => models.refetch()} />
        ) : models.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-labelledby={id}>
              <Table.Tbody>
                {models.data.map((model) => (
                  <Table.Tr key={model.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {model.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{summary(model)}</Table.Td>
                    {onNew && (
                      <Table.Td w={1}>
                        <RowActions name={model.name} onEdit={() => onEdit(model)} onDelete={() => onDelete(model)} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
