import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type CustomerFormValues, emptyAddress } from './customerForm.ts';

/** The customer's addresses (home, holiday rental, billing…); the first one is the main one. */
export function AddressesFields({ form }: { form: UseFormReturnType<CustomerFormValues> }) {
  const { t } = useTranslation();
  const { addresses } = form.getValues();
  return (
    <Stack gap="sm">
      {addresses.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('customers.address.none')}
        </Text>
      )}
      {addresses.map((_address, index) => {
        const name = t('customers.address.n', { n: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no identity of their own
          <Paper key={index} withBorder p="sm" role="group" aria-label={name}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                {index === 0 ? t('customers.address.main') : name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => form.removeListItem('addresses', index)}
                aria-label={t('customers.address.remove', { n: index + 1 })}
              >
                ×
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('customers.address.label')} {...form.getInputProps(`addresses.${index}.label`)} />
              <TextInput label={t('customers.address.street')} {...form.getInputProps(`addresses.${index}.street`)} />
              <TextInput label={t('customers.address.zip')} {...form.getInputProps(`addresses.${index}.zip`)} />
              <TextInput label={t('customers.address.city')} {...form.getInputProps(`addresses.${index}.city`)} />
              <TextInput label={t('customers.address.country')} {...form.getInputProps(`addresses.${index}.country`)} />
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('addresses', emptyAddress())}>
          {t('customers.address.add')}
        </Button>
      </Group>
    </Stack>
  );
}
