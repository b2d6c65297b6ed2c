import { Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Search box (and optional filters) of a catalogue list, with its "new" button. */
export function ListToolbar({
  text,
  onText,
  placeholder,
  newLabel,
  newTo,
  children,
}: {
  text: string;
  onText: (text: string) => void;
  placeholder: string;
  /** The "new" button; none for those who may not create. */
  newLabel?: string;
  newTo?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end" style={{ flex: 1 }} miw={{ base: '100%', sm: 0 }}>
        <TextInput
          type="search"
          label={t('common.search')}
          placeholder={placeholder}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          w={{ base: '100%', sm: 240 }}
        />
        {children}
      </Group>
      {newLabel && newTo && (
        <Button component={Link} to={newTo}>
          {newLabel}
        </Button>
      )}
    </Group>
  );
}
