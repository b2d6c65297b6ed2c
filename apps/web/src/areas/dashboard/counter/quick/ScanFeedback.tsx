import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Verdict, verdictColor } from './scanSession.ts';

/** What the last scan gave, in colour and words (the counter is noisy: no sound). */
export function ScanFeedback({ verdict }: { verdict: Verdict | null }) {
  const { t } = useTranslation();
  if (!verdict) return null;
  const message = (() => {
    switch (verdict.kind) {
      case 'found':
        return t('counter.scan.verdicts.found', { code: verdict.code, product: verdict.productName });
      case 'duplicate':
        return t('counter.scan.verdicts.duplicate', { code: verdict.code });
      case 'onOrder':
        return t('counter.scan.verdicts.onOrder', { code: verdict.code, product: verdict.productName });
      case 'unknown':
        return t('counter.scan.verdicts.unknown', { code: verdict.code });
      case 'failed':
        return t('counter.scan.verdicts.failed', { code: verdict.code, message: verdict.message });
      case 'wrongProduct':
        return t('counter.scan.verdicts.wrongProduct', { code: verdict.code, product: verdict.productName });
      case 'full':
        return t('counter.scan.verdicts.full', { code: verdict.code, product: verdict.productName });
      case 'notInOrder':
        return t('counter.scan.verdicts.notInOrder', { code: verdict.code, product: verdict.productName });
      case 'notOut':
        return t('counter.scan.verdicts.notOut', { code: verdict.code, product: verdict.productName });
      case 'alreadyOut':
        return t('counter.scan.verdicts.alreadyOut', { code: verdict.code, number: verdict.orderNumber });
      case 'bookedBy':
        return t('counter.scan.verdicts.bookedBy', { code: verdict.code, number: verdict.orderNumber });
      case 'outOfService':
        return t('counter.scan.verdicts.outOfService', { code: verdict.code });
    }
  })();
  return (
    <Alert
      color={verdictColor(verdict)}
      variant="filled"
      role="status"
      aria-live="polite"
      data-testid="scan-feedback"
      data-verdict={verdict.kind}
    >
      {message}
    </Alert>
  );
}
