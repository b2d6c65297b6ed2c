import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The modal around an editor form: full screen on phones, its content mounted only while open (so the form starts
 * again from the edited item each time it opens).
 */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'lg',
  closeLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  /** The words of the close button (an icon) for screen readers. */
  closeLabel?: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={phone}
      title={title}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      {opened && children}
    </Modal>
  );
}

/** An editor form: its fields in a column, then Cancel and Save. */
export function SaveFormLayout({
  onSubmit,
  onCancel,
  saving,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
