import { MAX_GALLERY_IMAGES } from '@hirebase/shared/company-settings';
import { ActionIcon, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type GalleryChange, useUpdateGallery } from '../../../../api/settings.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { errorMessage } from '../../../../components/errors.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useSettingsReadOnly } from '../sectionForm.ts';
import { IMAGE_TYPES, MAX_IMAGE_MB } from '../shop/ImagesSection.tsx';

type GalleryImage = CompanySettings['onlineStore']['gallery'][number];

const download = async (image: GalleryImage) => {
  const response = await fetch(image.url);
  if (!response.ok) throw new Error(`image ${image.key}: ${response.status}`);
  return response.blob();
};

/**
 * The API has no reorder call: moving an image swaps it with its neighbour by sending both files again to each
 * other's position (the server keeps order otherwise).
 */
async function swapChange(a: { image: GalleryImage; index: number }, b: { image: GalleryImage; index: number }) {
  const [blobA, blobB] = await Promise.all([download(a.image), download(b.image)]);
  const name = (image: GalleryImage) => image.name ?? image.key.split('/').at(-1) ?? 'image';
  return {
    files: [
      { file: blobB, name: name(b.image), index: a.index },
      { file: blobA, name: name(a.image), index: b.index },
    ],
  } satisfies GalleryChange;
}

/** Pictures of the online store, in order: add, move and remove. */
export function GallerySection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const readOnly = useSettingsReadOnly();
  const update = useUpdateGallery();
  const gallery = settings.onlineStore.gallery;
  const room = MAX_GALLERY_IMAGES - gallery.length;

  const run = async (change: GalleryChange | Promise<GalleryChange>, done: string) => {
    try {
      await update.mutateAsync(await change);
      notifySuccess(done);
    } catch (error) {
      notifyError(errorMessage(t, error));
    }
  };

  const onFiles = (files: File[]) => {
    const accepted = files.slice(0, room);
    if (accepted.some((f) => f.size > MAX_IMAGE_MB * 1024 * 1024)) {
      notifyError(t('settings.images.tooLarge', { max: MAX_IMAGE_MB }));
      return;
    }
    if (files.length > room) notifyError(t('settings.gallery.full', { max: MAX_GALLERY_IMAGES }));
    if (accepted.length === 0) return;
    void run(
      { files: accepted.map((file, k) => ({ file, name: file.name, index: gallery.length + k })) },
      t('settings.gallery.added', { n: accepted.length }),
    );
  };
  const move = (index: number, to: number) =>
    run(swapChange({ image: gallery[index], index }, { image: gallery[to], index: to }), t('settings.gallery.moved'));

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('settings.gallery.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.gallery.hint', { max: MAX_GALLERY_IMAGES, size: MAX_IMAGE_MB })}
          </Text>
        </Stack>
        {gallery.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('settings.gallery.empty')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {gallery.map((image, i) => {
            const n = i + 1;
            return (
              <Stack key={image.key} gap={4} data-testid={`gallery-image-${i}`}>
                <Image
                  src={image.url}
                  alt={image.name ?? t('settings.gallery.imageN', { n })}
                  h={110}
                  radius="sm"
                  fit="cover"
                />
                <Text size="xs" truncate title={image.name ?? undefined}>
                  {n}. {image.name ?? '—'}
                </Text>
                {!readOnly && (
                  <Group gap={4}>
                    <ActionIcon
                      variant="default"
                      size="sm"
                      disabled={i === 0 || update.isPending}
                      aria-label={t('settings.gallery.moveLeft', { n })}
                      onClick={() => move(i, i - 1)}
                    >
                      ←
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="sm"
                      disabled={i === gallery.length - 1 || update.isPending}
                      aria-label={t('settings.gallery.moveRight', { n })}
                      onClick={() => move(i, i + 1)}
                    >
                      →
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      disabled={update.isPending}
                      aria-label={t('settings.gallery.remove', { n })}
                      onClick={() => run({ indexesToDelete: [i] }, t('settings.gallery.removed'))}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
        {!readOnly && (
          <FileButton onChange={onFiles} accept={IMAGE_TYPES} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                w="fit-content"
                disabled={room <= 0}
                loading={update.isPending}
              >
                {t('settings.gallery.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Paper>
  );
}
