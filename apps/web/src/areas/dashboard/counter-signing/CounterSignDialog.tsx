import { Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad, type SignatureResult } from '../../../components/signature/SignaturePad.tsx';

export interface CounterSigner {
  role: 'customer' | 'employee';
  /** The consent words from the API (the ones the audit page records). */
  consent: string | undefined;
  /** The customer gives their name; the employee is the one signed in. */
  askName: boolean;
  defaultName?: string;
}

export interface CounterSignature {
  role: CounterSigner['role'];
  name: string;
  result: SignatureResult;
}

/**
 * The shop's tablet, full screen: each signer in turn gives their name (the customer), draws or types the signature
 * and ticks the consent; once the last has signed, `onComplete` has them all.
 */
export function CounterSignDialog({
  opened,
  onClose,
  signers,
  submitting,
  onComplete,
}: {
  opened: boolean;
  onClose: () => void;
  signers: CounterSigner[];
  submitting: boolean;
  onComplete: (signatures: CounterSignature[]) => void;
}) {
  const { t } = useTranslation();
  const [done, setDone] = useState<CounterSignature[]>([]);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const step = Math.min(done.length, signers.length - 1);
  const signer = signers[step];
  const close = () => {
    setDone([]);
    setName('');
    onClose();
  };
  const signed = (result: SignatureResult) => {
    const given = signer.askName ? name.trim() : (signer.defaultName ?? '');
    if (signer.askName && !given) {
      setNameError(t('counterSigning.signerNameRequired'));
      return;
    }
    const all = [...done, { role: signer.role, name: given, result }];
    if (all.length < signers.length) {
      setDone(all);
      return;
    }
    onComplete(all);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen
      title={t('counterSigning.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('counterSigning.close') }}
    >
      <Stack gap="md" align="center" maw={680} mx="auto">
        <Stack gap={2} w="100%">
          {signers.length > 1 && (
            <Text size="sm" c="dimmed">
              {t('counterSigning.stepOf', { step: step + 1, count: signers.length })}
            </Text>
          )}
          <Title order={2} size="h3">
            {t(signer.role === 'customer' ? 'counterSigning.customerStep' : 'counterSigning.employeeStep')}
          </Title>
          {signer.role === 'customer' && <Text size="sm">{t('counterSigning.handTablet')}</Text>}
        </Stack>
        {signer.askName && (
          <TextInput
            w="100%"
            label={t('counterSigning.signerName')}
            value={name}
            required
            autoComplete="off"
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
          />
        )}
        {/* a pad per signer, so that the employee never finds the customer's strokes */}
        <SignaturePad
          key={`${signer.role}-${step}`}
          defaultName={signer.askName ? name : signer.defaultName}
          consentText={signer.consent}
          submitting={submitting && done.length === signers.length - 1}
          onSubmit={signed}
        />
      </Stack>
    </Modal>
  );
}
