import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../../components/errors.ts';
import { notifyError } from '../../../../../components/notify.ts';

/**
 * Starts something the customer does on the card provider's page (a payment, a hold) and opens that page on this
 * screen; the page comes back to the order when done. One key per button: a retried tap opens the same page.
 */
export function ProviderPageButton({
  label,
  color,
  start,
}: {
  label: string;
  color?: string;
  start: (key: string) => Promise<{ url: string }>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const open = async () => {
    setBusy(true);
    try {
      window.location.assign((await start(key)).url);
    } catch (error) {
      setBusy(false);
      notifyError(errorMessage(t, error));
    }
  };
  return (
    <Button size="compact-sm" variant="light" color={color} onClick={open} loading={busy}>
      {label}
    </Button>
  );
}
