import { MAX_PRODUCT_PHOTOS } from '@hirebase/shared/product-photos';
import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../api/catalogue.ts';
import { useAddProductPhoto, useSetProductPhotos } from '../../../../api/catalogue-media.ts';
import { ApiError } from '../../../../api/client.ts';
import { notifyError, notifySuccess } from '../../../../components/notify.ts';
import { useCan } from '../../access/index.ts';
import { catalogueError } from '../shared/errors.ts';
import { Section } from '../shared/Section.tsx';
import { MAX_PHOTO_MB, makeMainPhoto, movePhoto, PHOTO_TYPES, sortChosenPhotos, withoutPhoto } from './photoList.ts';

type Model = Product['productModel'];

/**
 * The photos of the product's model, saved as soon as they change: add (one upload per file), reorder (the first is
 * the main one, shown in lists and in the online store) and remove. A new product gets photos once saved.
 */
export function ProductPhotos({ model }: { model?: Model }) {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue.photos.title')}>
      {model ? <PhotoEditor model={model} /> : <Text c="dimmed">{t('catalogue.photos.saveFirst')}</Text>}
    </Section>
  );
}

function PhotoEditor({ model }: { model: Model }) {
  const { t } = useTranslation();
  const canWrite = useCan('catalogue', 'write');
  const add = useAddProductPhoto();
  const order = useSetProductPhotos();
  const photos = model.photos;
  const busy = add.isPending || order.isPending;

  const upload = async (files: File[]) => {
    const { accepted, refused } = sortChosenPhotos(files, photos.length);
    for (const { file, reason } of refused) {
      notifyError(t(`catalogue.photos.${reason}`, { name: file.name, size: MAX_PHOTO_MB, max: MAX_PRODUCT_PHOTOS }));
    }
    let added = 0;
    for (const file of accepted) {
      try {
        await add.mutateAsync({ modelId: model.id, file });
        added++;
      } catch (error) {
        // another upload filled the product meanwhile
        if (error instanceof ApiError && error.code === 'photosFull') {
          notifyError(t('catalogue.photos.full', { name: file.name, max: MAX_PRODUCT_PHOTOS }));
        } else notifyError(catalogueError(t, error), file.name);
      }
    }
    if (added > 0) notifySuccess(t('catalogue.photos.added', { count: added }));
  };

  const save = (next: typeof photos, done?: string) =>
    order.mutate(
      { modelId: model.id, pictures: next.map((p) => p.key) },
      {
        onSuccess: () => done && notifySuccess(done),
        onError: (error) => notifyError(catalogueError(t, error)),
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('catalogue.photos.hint', { size: MAX_PHOTO_MB, max: MAX_PRODUCT_PHOTOS })}
      </Text>
      {photos.length === 0 ? (
        <Text size="sm">{t('catalogue.photos.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <Paper key={photo.key} withBorder p={6} component="li" data-testid="product-photo">
                <Stack gap={6}>
                  <Image
                    src={photo.thumbnailUrl}
                    alt={t('catalogue.photos.alt', { n, name: model.name })}
                    h={120}
                    fit="contain"
                  />
                  {index === 0 && (
                    <Badge size="sm" variant="light">
                      {t('catalogue.photos.main')}
                    </Badge>
                  )}
                  {canWrite && (
                    <Group gap={4} justify="center" wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        disabled={busy || index === 0}
                        aria-label={t('catalogue.photos.moveEarlier', { n })}
                        onClick={() => save(movePhoto(photos, index, -1))}
                      >
                        ←
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        disabled={busy || index === photos.length - 1}
                        aria-label={t('catalogue.photos.moveLater', { n })}
                        onClick={() => save(movePhoto(photos, index, 1))}
                      >
                        →
                      </ActionIcon>
                      {index > 0 && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={busy}
                          aria-label={t('catalogue.photos.makeMainOne', { n })}
                          onClick={() => save(makeMainPhoto(photos, index))}
                        >
                          {t('catalogue.photos.makeMain')}
                        </Button>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        aria-label={t('catalogue.photos.remove', { n })}
                        onClick={() => save(withoutPhoto(photos, index), t('catalogue.photos.removed'))}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      {canWrite && (
        <Group>
          <FileButton multiple accept={PHOTO_TYPES.join(',')} onChange={(files) => files.length && upload(files)}>
            {(props) => (
              <Button {...props} variant="light" loading={add.isPending} disabled={photos.length >= MAX_PRODUCT_PHOTOS}>
                {t('catalogue.photos.add')}
              </Button>
            )}
          </FileButton>
          {photos.length >= MAX_PRODUCT_PHOTOS && (
            <Text size="sm" c="dimmed">
              {t('catalogue.photos.fullHint', { max: MAX_PRODUCT_PHOTOS })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
