import { COMPANY_IMAGE_TYPES, type CompanyImageType } from '@hirebase/shared/company-settings';
import { Button, Center, FileButton, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadCompanyImage } from '../../../../api/settings.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useSettingsReadOnly } from '../sectionForm.ts';

export const MAX_IMAGE_MB = 5;
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A picked file shown at once, before the server has it; the object URL is released when replaced. */
function useLocalPreview() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return [preview, (file: File | null) => setPreview(file ? URL.createObjectURL(file) : null)] as const;
}

function ImageSlot({ type, settings }: { type: CompanyImageType; settings: CompanySettings }) {
  const { t } = useTranslation();
  const readOnly = useSettingsReadOnly();
  const upload = useUploadCompanyImage();
  const [preview, setPreview] = useLocalPreview();
  const current = settings.images[type];
  const shown = preview ?? current?.url ?? null;
  const label = t(`settings.images.${type}`);
  const action = current ? t('settings.images.replace') : t('settings.images.upload');

  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_MB * 1024 * 1024) {
      notifyError(t('settings.images.tooLarge', { max: MAX_IMAGE_MB }));
      return;
    }
    setPreview(file);
    upload.mutate(
      { type, file },
      {
        onSuccess: () => notifySuccess(t('settings.images.saved', { image: label })),
        onError: (error) => notifyError(errorMessage(t, error)),
        onSettled: () => setPreview(null),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Paper withBorder h={120} bg="gray.0" style={{ overflow: 'hidden' }}>
        {shown ? (
          <Image
            src={shown}
            alt={t('settings.images.alt', { image: label })}
            h="100%"
            fit={type === 'logo' ? 'contain' : 'cover'}
            style={{ opacity: upload.isPending ? 0.5 : 1 }}
          />
        ) : (
          <Center h="100%">
            <Text size="sm" c="dimmed">
              {t('settings.images.none')}
            </Text>
          </Center>
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        {t(`settings.images.${type}Hint`)}
      </Text>
      {!readOnly && (
        <FileButton onChange={onFile} accept={IMAGE_TYPES}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              loading={upload.isPending}
              aria-label={t('settings.images.chooseFor', { action, image: label })}
            >
              {action}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}

/** Logo, banner and cover of the store: each picked file is uploaded at once and replaces the previous one. */
export function ImagesSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('settings.images.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.images.hint', { max: MAX_IMAGE_MB })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {COMPANY_IMAGE_TYPES.map((type) => (
            <ImageSlot key={type} type={type} settings={settings} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
