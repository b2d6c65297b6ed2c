import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';

/** One figure of the home, as a card linking to the list behind it. */
export function FigureTile({
  id,
  label,
  value,
  to,
  alert = false,
}: {
  id: string;
  label: string;
  value: number;
  to: string;
  /** Shown in red when not zero: something waits for the shop. */
  alert?: boolean;
}) {
  return (
    <Card
      withBorder
      component={Link}
      to={to}
      padding="sm"
      data-testid={`home-figure-${id}`}
      aria-label={`${label}: ${value}`}
    >
      <Text fz={28} fw={700} lh={1.1} c={alert && value > 0 ? 'red' : undefined}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}
