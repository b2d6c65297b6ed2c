import { Card, Text } from '@mantine/core';

/** One figure of a customer's rentals, with what it counts. */
export function TotalCard({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}
