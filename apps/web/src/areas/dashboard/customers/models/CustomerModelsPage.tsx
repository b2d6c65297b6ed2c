import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CustomerModel, useCustomerModels } from '../../../../api/customers.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { useCanEditCustomers } from '../shared/useCanEditCustomers.ts';
import { CustomerModelModal } from './CustomerModelModal.tsx';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; model: CustomerModel };

/** `/dashboard/customers/models`: customer models and the custom fields each adds to its customers. */
export function CustomerModelsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCustomers();
  const models = useCustomerModels();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Anchor component={Link} to="/dashboard/customers" size="sm">
          {t('customers.detail.back')}
        </Anchor>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('customers.models.title')}
          </Title>
          {canEdit && <Button onClick={() => setEditing({ mode: 'new' })}>{t('customers.models.new')}</Button>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('customers.models.intro')}
        </Text>
      </Stack>
      {models.isPending ? (
        <PageLoader />
      ) : models.isError ? (
        <ErrorAlert error={models.error} onRetry={() => models.refetch()} />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" aria-label={t('customers.models.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.models.name')}</Table.Th>
                  <Table.Th>{t('customers.models.fields')}</Table.Th>
                  {canEdit && <Table.Th>{t('common.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {models.data.map((model) => (
                  <Table.Tr key={model.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={500}>
                          {model.name}
                        </Text>
                        {model.isDefault && (
                          <Badge size="sm" variant="light">
                            {t('customers.models.default')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {model.fields.map((f) => `${f.label}${f.required ? ' *' : ''}`).join(' · ') || '—'}
                      </Text>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setEditing({ mode: 'edit', model })}
                          aria-label={t('customers.models.editOne', { name: model.name })}
                        >
                          {t('common.edit')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <CustomerModelModal
        opened={editing.mode !== 'closed'}
        model={editing.mode === 'edit' ? editing.model : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
    </Stack>
  );
}
