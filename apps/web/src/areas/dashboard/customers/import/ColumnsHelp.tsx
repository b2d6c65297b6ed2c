import { Accordion, Button, Code, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerModel } from '../../../../api/customers.ts';
import { saveBlob } from '../shared/download.ts';
import { IMPORT_COLUMNS, templateCsv } from './template.ts';

/** The columns a customers file may have (those of the export), and a template to start from. */
export function ColumnsHelp({ model }: { model: CustomerModel | undefined }) {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained" defaultValue="columns">
      <Accordion.Item value="columns">
        <Accordion.Control>{t('customers.import.columnsTitle')}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="sm">
            {t('customers.import.columnsIntro')}
          </Text>
          <Group mb="sm">
            <Button variant="light" size="xs" onClick={() => saveBlob(templateCsv(model), 'customers-template.csv')}>
              {t('customers.import.template')}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={4} aria-label={t('customers.import.columnsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.import.column')}</Table.Th>
                  <Table.Th>{t('customers.import.meaning')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {IMPORT_COLUMNS.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>
                      <Code>{column.name}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`customers.import.columns.${column.name}`)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {model?.fields.map((field) => (
                  <Table.Tr key={field.key}>
                    <Table.Td>
                      <Code>custom.{field.key}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {field.label} ({t(`customers.fieldTypes.${field.type}`)}
                        {field.options?.length ? ` : ${field.options.join(', ')}` : ''})
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt="sm">
            {t('customers.import.rulesNote')}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
