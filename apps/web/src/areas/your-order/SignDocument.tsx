import type { Language } from '@hirebase/shared';
import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import {
  type CustomerOrderDocument,
  customerDocumentUrl,
  type OrderLink,
  type SignDocumentBody,
  signCustomerDocument,
  YOUR_ORDER_QUERIES,
} from '../../api/yourOrder.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { errorMessage } from '../../components/errors.ts';
import { CodeEntry } from '../../components/signature/CodeEntry.tsx';
import { SignaturePad, type SignatureResult } from '../../components/signature/SignaturePad.tsx';
import { documentKindName } from './documentKind.ts';

/** Errors the code step shows beside the code rather than above the form. */
const CODE_ERRORS = new Set(['signatureCodeWrong', 'signatureCodeInvalid', 'tooManyRequests']);

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/**
 * Signing one document: the signer's name, the signature drawn or typed with the API's consent words, then — when the
 * shop asks for it — the code mailed to the customer. The signature is kept while the code is typed, so a wrong code
 * or a new code does not make the customer sign again.
 */
export function SignDocument({
  link,
  document,
  defaultName,
  consent,
  language,
  onSigned,
  onCancel,
}: {
  link: OrderLink;
  document: CustomerOrderDocument;
  defaultName: string;
  consent: string;
  language: Language;
  onSigned: (signedAt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [signerName, setSignerName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [signature, setSignature] = useState<SignatureResult | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const sign = useMutation({
    mutationFn: ({ result, code }: { result: SignatureResult; code?: string }) => {
      const body: SignDocumentBody = {
        orderId: link.orderId,
        documentId: document.id,
        signerName: signerName.trim(),
        consent: true,
        language,
        ...(result.dataUrl ? { signatureImage: base64Of(result.dataUrl) } : { typedName: result.typedName ?? '' }),
        ...(code ? { code } : {}),
      };
      return signCustomerDocument(link.token, body);
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'CODE_SENT') setCodeSentTo(outcome.email);
      else onSigned(outcome.signedAt);
    },
    onError: (error) => {
      // signed meanwhile (on another device, or at the counter): the list shows it signed
      if (error instanceof ApiError && error.code === 'documentAlreadySigned') {
        void queryClient.invalidateQueries({ queryKey: YOUR_ORDER_QUERIES });
      }
    },
  });
  const submit = (result: SignatureResult, code?: string) => {
    if (!signerName.trim()) {
      setNameError(t('yourOrder.signing.signerNameRequired'));
      return;
    }
    setSignature(result);
    sign.mutate({ result, code });
  };
  const codeError =
    codeSentTo && sign.error instanceof ApiError && CODE_ERRORS.has(sign.error.code)
      ? errorMessage(t, sign.error)
      : null;
  const name = documentKindName(t, document.kind);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="your-order-signing">
      <Stack gap="md">
        <Title order={2} size="h4" id="your-order-signing">
          {t('yourOrder.signing.title', { document: name })}
        </Title>
        <Text size="sm">
          {t('yourOrder.signing.readFirst')}{' '}
          <Anchor href={customerDocumentUrl(link, document.id)} target="_blank" rel="noopener">
            {t('yourOrder.documents.read')}
          </Anchor>
        </Text>
        <TextInput
          label={t('yourOrder.signing.signerName')}
          value={signerName}
          onChange={(event) => {
            setSignerName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          autoComplete="name"
          maxLength={120}
          required
          disabled={!!codeSentTo}
        />
        {sign.isError && !codeError && <ErrorAlert error={sign.error} />}
        {codeSentTo && signature ? (
          <CodeEntry
            email={codeSentTo}
            error={codeError}
            submitting={sign.isPending}
            onSubmit={(code) => submit(signature, code)}
            onResend={() => submit(signature)}
          />
        ) : (
          <SignaturePad
            defaultName={signerName}
            consentText={consent}
            submitting={sign.isPending}
            onSubmit={(result) => submit(result)}
          />
        )}
        <Group>
          <Button variant="subtle" onClick={onCancel}>
            {t('yourOrder.signing.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
