import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The one-time code mailed to the signer: six digits (the phone offers the mail's code), confirm, or ask again. */
export function CodeEntry({
  email,
  error,
  submitting = false,
  onSubmit,
  onResend,
}: {
  email: string;
  /** The API's answer to a wrong, expired or locked code, already in words. */
  error?: string | null;
  submitting?: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const labelId = useId();
  return (
    <Stack gap="sm">
      <Text id={labelId} fw={500}>
        {t('signature.codeLabel')}
      </Text>
      <Text size="sm">{t('signature.codeHint', { email })}</Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        value={code}
        onChange={setCode}
        error={!!error}
        aria-labelledby={labelId}
        getInputProps={(index) => ({ 'aria-label': `${t('signature.codeLabel')} ${index + 1}/6` })}
      />
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button disabled={code.length !== 6} loading={submitting} onClick={() => onSubmit(code)}>
          {t('signature.codeSubmit')}
        </Button>
        <Button variant="subtle" onClick={onResend}>
          {t('signature.codeResend')}
        </Button>
      </Group>
    </Stack>
  );
}
