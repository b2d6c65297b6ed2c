import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQrLabelsPdf } from '../../../../api/catalogue.ts';
import { notifyError } from '../../../../components/notify.ts';
import { catalogueError } from '../shared/errors.ts';
import { downloadBlob, fileSlug } from './download.ts';

/** Downloads an A4 sheet of QR labels for the selected units, or for every unit when none is selected. */
export function PrintLabelsButton({
  product,
  selected,
  disabled,
}: {
  product: { id: string; name: string };
  selected: string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const pdf = useQrLabelsPdf();
  const print = () =>
    pdf.mutate(
      { productId: product.id, unitIds: selected },
      {
        onSuccess: (blob) => downloadBlob(blob, `qr-labels-${fileSlug(product.name)}.pdf`),
        onError: (error) => notifyError(catalogueError(t, error)),
      },
    );
  return (
    <Button variant="light" onClick={print} loading={pdf.isPending} disabled={disabled}>
      {selected.length > 0
        ? t('catalogue.units.printSelected', { count: selected.length })
        : t('catalogue.units.printAll')}
    </Button>
  );
}
