import { Stack } from '@mantine/core';
import { ScanFeedback } from './ScanFeedback.tsx';
import { ScanInput } from './ScanInput.tsx';
import type { ScanState } from './scanSession.ts';

/** QR mode: the input (typed, USB scanner or camera), what the last scan gave. */
export function ScanPanel({
  state,
  onCode,
  label,
}: {
  state: ScanState;
  onCode: (code: string) => void;
  label?: string;
}) {
  return (
    <Stack gap="xs">
      <ScanInput onCode={onCode} label={label} busy={state.pending.length > 0} />
      <ScanFeedback verdict={state.last} />
    </Stack>
  );
}
