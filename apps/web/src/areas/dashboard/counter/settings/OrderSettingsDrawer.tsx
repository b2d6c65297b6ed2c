import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useOrderSettings } from '../../../../api/counter.ts';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { OrderSettingsForm } from './OrderSettingsForm.tsx';

/** The quick-order settings beside the counter: auto-cancel delay and how each action starts. */
export function OrderSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const settings = useOrderSettings();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('counter.settings.title')}
    >
      {opened &&
        (settings.isPending ? (
          <PageLoader />
        ) : settings.isError ? (
          <ErrorAlert error={settings.error} onRetry={() => settings.refetch()} />
        ) : (
          <OrderSettingsForm settings={settings.data} onDone={onClose} />
        ))}
    </Drawer>
  );
}
