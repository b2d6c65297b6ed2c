import { LABEL_FORMATS, type LabelFormat } from '@hirebase/shared/label-formats';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrLabelsPdf } from '../../../../api/catalogue-media.ts';
import { useMe } from '../../../../api/session.ts';
import { notifyError } from '../../../../components/notify.ts';
import { catalogueError } from '../shared/errors.ts';
import { downloadBlob, fileSlug } from './download.ts';
import { rememberedLabelFormat, rememberLabelFormat } from './labelFormat.ts';

/**
 * Downloads QR labels for the selected units, or for every unit when none is selected, on the paper chosen in the
 * dialog: A4 sheets, a 62 mm roll or 57 × 32 mm labels (remembered per company on this browser).
 */
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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} disabled={disabled}>
        {selected.length > 0
          ? t('catalogue.units.printSelected', { count: selected.length })
          : t('catalogue.units.printAll')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('catalogue.labelFormats.title')}>
        {opened && <PrintDialog product={product} selected={selected} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function PrintDialog({
  product,
  selected,
  onDone,
}: {
  product: { id: string; name: string };
  selected: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const companyId = useMe().data?.company?.id;
  const [format, setFormat] = useState<LabelFormat>(() => rememberedLabelFormat(companyId));
  const pdf = useQrLabelsPdf();
  const print = () => {
    rememberLabelFormat(companyId, format);
    pdf.mutate(
      { productId: product.id, unitIds: selected, format },
      {
        onSuccess: (blob) => {
          downloadBlob(blob, `qr-labels-${fileSlug(product.name)}.pdf`);
          onDone();
        },
        onError: (error) => notifyError(catalogueError(t, error)),
      },
    );
  };
  return (
    <Stack>
      <Radio.Group
        label={t('catalogue.labelFormats.format')}
        description={t('catalogue.labelFormats.remembered')}
        value={format}
        onChange={(value) => setFormat(value as LabelFormat)}
      >
        <Stack gap="xs" mt="xs">
          {LABEL_FORMATS.map((f) => (
            <Radio key={f} value={f} label={t(`catalogue.labelFormats.${f}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {selected.length > 0
          ? t('catalogue.units.printSelected', { count: selected.length })
          : t('catalogue.units.printAll')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={print} loading={pdf.isPending}>
          {t('catalogue.labelFormats.download')}
        </Button>
      </Group>
    </Stack>
  );
}
