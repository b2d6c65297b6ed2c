import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../api/client.ts';
import { type CounterOrder, useAnswerRequest, useSolveMessage } from '../../../../api/counter.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifySuccess } from '../../../../components/notify.ts';
import { ConflictList, type NotAvailableConflict } from '../quick/ConflictList.tsx';
import { useShopTime } from '../shared/shopTime.ts';

/** A request to approve or refuse, and the customer's messages to answer. */
export function RequestDetail({ order, onDone }: { order: CounterOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const { format } = useShopTime();
  const answer = useAnswerRequest();
  const solve = useSolveMessage();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<{ conflicts?: NotAvailableConflict[]; message: string } | null>(null);
  const openRequest = order.isRequest && order.type !== 'CANCELED';
  const unsolved = order.messages.filter((m) => m.author === 'CUSTOMER' && !m.solvedAt);

  const onError = (error: unknown) => {
    const conflicts =
      error instanceof ApiError && error.code === 'notAvailable' && Array.isArray(error.details?.conflicts)
        ? (error.details.conflicts as NotAvailableConflict[])
        : undefined;
    setFailure({ conflicts, message: errorMessage(t, error) });
  };

  const decide = (approve: boolean) => {
    setFailure(null);
    answer.mutate(
      { id: order.id, approve, message: text.trim() || undefined },
      {
        onSuccess: () => {
          notifySuccess(
            t(approve ? 'counter.requests.approved' : 'counter.requests.refused', { number: order.number }),
          );
          onDone();
        },
        onError,
      },
    );
  };

  const reply = () => {
    setFailure(null);
    solve.mutate(
      { orderId: order.id, reply: text.trim() || undefined },
      {
        onSuccess: () => {
          notifySuccess(t('counter.requests.solved', { number: order.number }));
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={600}>{order.customer?.displayName ?? '—'}</Text>
        {order.customer?.email && <Text size="sm">{order.customer.email}</Text>}
        {order.customer?.phone && <Text size="sm">{order.customer.phone}</Text>}
        <Text size="sm" c="dimmed">
          {format(order.startDate)} → {format(order.endDate)}
        </Text>
      </Stack>
      <Stack gap={2}>
        {order.lines
          .filter((l) => !l.parentLineId)
          .map((line) => (
            <Text key={line.id} size="sm">
              {line.quantity} × {line.name}
            </Text>
          ))}
      </Stack>
      {order.messages.length > 0 && (
        <Stack gap="xs">
          <Divider label={t('counter.requests.conversation')} />
          {order.messages.map((m) => (
            <Paper
              key={m.id}
              withBorder
              p="xs"
              bg={m.author === 'CUSTOMER' ? undefined : 'var(--mantine-color-default-hover)'}
            >
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  {t(m.author === 'CUSTOMER' ? 'counter.requests.fromCustomer' : 'counter.requests.fromShop')} ·{' '}
                  {format(m.createdAt)}
                </Text>
                {m.author === 'CUSTOMER' && !m.solvedAt && <Badge size="xs">{t('counter.requests.unsolved')}</Badge>}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {m.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Textarea
        label={t('counter.requests.message')}
        description={t('counter.requests.messageHint')}
        autosize
        minRows={2}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {failure &&
        (failure.conflicts ? (
          <ConflictList conflicts={failure.conflicts} />
        ) : (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        ))}
      <Group grow>
        {openRequest && (
          <>
            <Button color="red" variant="light" size="md" onClick={() => decide(false)} loading={answer.isPending}>
              {t('counter.requests.refuse')}
            </Button>
            <Button color="teal" size="md" onClick={() => decide(true)} loading={answer.isPending}>
              {t('counter.requests.approve')}
            </Button>
          </>
        )}
      </Group>
      {unsolved.length > 0 && (
        <Button size="md" variant={openRequest ? 'default' : 'filled'} onClick={reply} loading={solve.isPending}>
          {text.trim() ? t('counter.requests.replyAndSolve') : t('counter.requests.markSolved')}
        </Button>
      )}
      <Button component={Link} to={`/dashboard/orders/${order.id}`} variant="subtle">
        {t('counter.order.open')}
      </Button>
    </Stack>
  );
}
