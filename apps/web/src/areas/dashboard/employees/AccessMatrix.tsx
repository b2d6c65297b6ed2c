import { ACCESS_LEVELS, ACCESS_MODULES, type AccessLevel, type AccessMap, type AccessModule } from '@hirebase/shared';
import { Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Modules × access levels: one segmented control per module, plus "set all" shortcuts. */
export function AccessMatrix({
  value,
  onChange,
  disabled,
}: {
  value: AccessMap;
  onChange: (next: AccessMap) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const levels = ACCESS_LEVELS.map((level) => ({ value: level, label: t(`access.levels.${level}`) }));
  const setOne = (module: AccessModule, level: AccessLevel) => onChange({ ...value, [module]: level });
  const setAll = (level: AccessLevel) =>
    onChange(Object.fromEntries(ACCESS_MODULES.map((m) => [m, level])) as AccessMap);

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500} id="access-matrix-title">
          {t('employees.form.access')}
        </Text>
        <Group gap={4}>
          {ACCESS_LEVELS.map((level) => (
            <Button key={level} size="compact-xs" variant="subtle" disabled={disabled} onClick={() => setAll(level)}>
              {t('employees.form.setAll', { level: t(`access.levels.${level}`) })}
            </Button>
          ))}
        </Group>
      </Group>
      <Table verticalSpacing={4} aria-labelledby="access-matrix-title" data-testid="access-matrix">
        <Table.Tbody>
          {ACCESS_MODULES.map((module) => (
            <Table.Tr key={module}>
              <Table.Td>
                <Text size="sm">{t(`access.modules.${module}`)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <SegmentedControl
                  size="xs"
                  aria-label={t(`access.modules.${module}`)}
                  name={`access-${module}`}
                  data={levels}
                  value={value[module]}
                  disabled={disabled}
                  onChange={(level) => setOne(module, level as AccessLevel)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
