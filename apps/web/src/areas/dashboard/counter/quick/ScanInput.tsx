import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner } from './CameraScanner.tsx';

/** Phones and tablets scan with their camera; a desk computer rather has a USB scanner. */
const touchDevice = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * Where codes come in: a text field that keeps the focus (a USB scanner "types" the code and Enter), and the
 * camera on demand. Every code goes to `onCode`; the field empties for the next one.
 */
export function ScanInput({
  onCode,
  label,
  busy = false,
}: {
  onCode: (code: string) => void;
  label?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(touchDevice);

  const submit = () => {
    if (!value.trim()) return;
    onCode(value);
    setValue('');
  };

  return (
    <Stack gap="xs">
      {camera && <CameraScanner onCode={onCode} />}
      <TextInput
        label={label ?? t('counter.scan.code')}
        placeholder={t('counter.scan.placeholder')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        size="lg"
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        rightSection={busy ? <Loader size="sm" /> : undefined}
      />
      <Group gap="xs" grow>
        <Button size="md" variant="light" onClick={submit} disabled={!value.trim()}>
          {t('counter.scan.add')}
        </Button>
        <Button
          size="md"
          variant="default"
          onClick={() => setCamera((on) => !on)}
          aria-pressed={camera}
          data-testid="camera-toggle"
        >
          {camera ? t('counter.scan.cameraOff') : t('counter.scan.cameraOn')}
        </Button>
      </Group>
    </Stack>
  );
}
