import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sandbox's test cards (the API's list) and what the sandbox "bank" does with each. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', does: 'success' },
  { number: '4000 0000 0000 0002', does: 'declined' },
  { number: '4000 0000 0000 9995', does: 'insufficientFunds' },
  { number: '4000 0025 0000 3155', does: 'authenticationRequired' },
  { number: '4000 0000 0000 0341', does: 'notRenewable' },
] as const;

export function TestCards() {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id="test-cards-title">
        {t('cardSandbox.testCards.title')}
      </Text>
      <List size="sm" c="dimmed" spacing={2} aria-labelledby="test-cards-title">
        {TEST_CARDS.map((card) => (
          <List.Item key={card.number}>
            <Text span size="sm" ff="monospace">
              {card.number}
            </Text>
            {` — ${t(`cardSandbox.testCards.${card.does}`)}`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
