import { Button, Group, Text } from '@mantine/core';

/** The top of a pricing list page: what it is about, and its “New …” button when the user may edit. */
export function PageIntro({ intro, newLabel, onNew }: { intro: string; newLabel?: string; onNew: () => void }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Text size="sm" c="dimmed" maw={640}>
        {intro}
      </Text>
      {newLabel && <Button onClick={onNew}>{newLabel}</Button>}
    </Group>
  );
}
