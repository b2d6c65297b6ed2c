import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerOrderPage, type OrderLink, writeToShop } from '../../api/yourOrder.ts';
import { useFormat } from '../../format/index.ts';
import { CustomerAreaError } from './CustomerAreaError.tsx';
import { usePageAction } from './usePageAction.ts';

const MAX_LENGTH = 5000;

/**
 * The conversation with the shop, oldest first: the customer's messages on one side, the shop's answers on the
 * other. The customer writes from here while the order is open; the shop's answer also comes by mail.
 */
export function ConversationCard({ link, page }: { link: OrderLink; page: CustomerOrderPage }) {
  const { t } = useTranslation();
  const format = useFormat(page.shop.timezone);
  const { busy, failure, run } = usePageAction();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const open = page.order.type !== 'CANCELED' && page.order.status !== 'ENDED';

  const send = () => {
    setSent(false);
    return run(async () => {
      await writeToShop(link, text);
      setText('');
      setSent(true);
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="your-order-messages">
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-order-messages">
          {t('yourOrder.messages.title', { shop: page.shop.name })}
        </Title>
        {page.messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('yourOrder.messages.none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {page.messages.map((m) => {
              const mine = m.author === 'CUSTOMER';
              return (
                <Box
                  key={m.id}
                  component="li"
                  ml={mine ? 'xl' : 0}
                  mr={mine ? 0 : 'xl'}
                  p="xs"
                  bg={mine ? 'blue.0' : 'gray.1'}
                  style={{ borderRadius: 8 }}
                >
                  <Group gap={6} justify="space-between" wrap="wrap">
                    <Text size="xs" fw={700}>
                      {mine ? t('yourOrder.messages.you') : page.shop.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {format.dateTime(m.createdAt)}
                    </Text>
                  </Group>
                  {m.kind === 'CANCEL_REQUEST' && (
                    <Badge size="xs" color="orange" variant="light" mt={4}>
                      {t('yourOrder.messages.cancelRequest')}
                    </Badge>
                  )}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.body}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        )}
        {open ? (
          <>
            <Textarea
              label={t('yourOrder.messages.label')}
              description={t('yourOrder.messages.hint')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              rows={3}
              maxLength={MAX_LENGTH}
            />
            <Button size="md" onClick={send} loading={busy} disabled={!text.trim()}>
              {t('yourOrder.messages.send')}
            </Button>
            {sent && (
              <Alert color="teal" variant="light" role="status">
                {t('yourOrder.messages.sent')}
              </Alert>
            )}
            {failure !== null && <CustomerAreaError error={failure} />}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('yourOrder.messages.closed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
