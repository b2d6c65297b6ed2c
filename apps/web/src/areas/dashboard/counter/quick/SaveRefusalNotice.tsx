import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConflictList } from './ConflictList.tsx';
import type { SaveRefusal } from './saveRefusal.ts';

/** A refused save: the shop is closed then (with a way to save anyway, when offered), or what is not available. */
export function SaveRefusalNotice({
  refusal,
  anyway,
}: {
  refusal: SaveRefusal | null;
  anyway?: { label: string; onClick: () => void; loading: boolean };
}) {
  const { t } = useTranslation();
  if (refusal?.kind === 'notAvailable') return <ConflictList conflicts={refusal.conflicts} />;
  if (refusal?.kind !== 'closed') return null;
  return (
    <Alert color="orange" title={t('counter.book.closedTitle')}>
      <Stack gap="xs" align="flex-start">
        {refusal.message}
        {anyway && (
          <Button color="orange" onClick={anyway.onClick} loading={anyway.loading}>
            {anyway.label}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
