import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { CounterSignDialog } from './CounterSignDialog.tsx';
import {
  type SigningLanguage,
  signatureFields,
  useSignDocumentAtCounter,
  useSigningWords,
} from './counterSigningApi.ts';

/** "Sign at the counter" on a ready, unsigned document of the order: the customer signs on the shop's tablet. */
export function SignAtCounterButton({
  orderId,
  documentId,
  documentName,
  language,
}: {
  orderId: string;
  documentId: string;
  documentName: string;
  language: SigningLanguage;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const words = useSigningWords(language);
  const sign = useSignDocumentAtCounter(orderId);
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => setOpened(true)}
        aria-label={t('counterSigning.signDocument', { name: documentName })}
      >
        {t('counterSigning.signAtCounter')}
      </Button>
      {opened && (
        <CounterSignDialog
          opened
          onClose={() => setOpened(false)}
          signers={[{ role: 'customer', consent: words.data?.consent, askName: true }]}
          submitting={sign.isPending}
          onComplete={([customer]) =>
            sign.mutate(
              { documentId, signerName: customer.name, consent: true, language, ...signatureFields(customer.result) },
              {
                onSuccess: () => {
                  notifySuccess(t('counterSigning.done'));
                  setOpened(false);
                },
                onError: (error) => notifyError(errorMessage(t, error)),
              },
            )
          }
        />
      )}
    </>
  );
}
