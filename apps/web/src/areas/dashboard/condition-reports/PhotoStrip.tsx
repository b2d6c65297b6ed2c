import { ActionIcon, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConditionPhoto } from '../../../api/conditionReports.ts';

interface Props {
  title: string;
  photos: ConditionPhoto[];
  /** Absent when the photos are only shown (the departure's at return, or without the right to change). */
  onAdd?: (files: File[]) => void;
  onRemove?: (photo: ConditionPhoto) => void;
  adding?: boolean;
  removingId?: string | null;
}

/** A unit's photos as thumbnails (each opens the photo), with the phone's camera and its gallery to add more. */
export function PhotoStrip({ title, photos, onAdd, onRemove, adding, removingId }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('conditionReports.noPhotos')}
        </Text>
      ) : (
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {photos.map((p) => (
            <li key={p.id} style={{ position: 'relative' }}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <Image
                  src={p.thumbnailUrl}
                  alt={t('conditionReports.photoOf', { name: p.name })}
                  w={88}
                  h={88}
                  radius="sm"
                  fit="cover"
                />
              </a>
              {onRemove && (
                <ActionIcon
                  size="md"
                  color="red"
                  variant="filled"
                  pos="absolute"
                  top={2}
                  right={2}
                  loading={removingId === p.id}
                  onClick={() => onRemove(p)}
                  aria-label={t('conditionReports.removePhoto', { name: p.name })}
                >
                  ×
                </ActionIcon>
              )}
            </li>
          ))}
        </Group>
      )}
      {onAdd && (
        <Group gap="xs" grow>
          <FileButton accept="image/*" capture="environment" onChange={(file) => file && onAdd([file])}>
            {(props) => (
              <Button variant="light" loading={adding} {...props}>
                {t('conditionReports.takePhoto')}
              </Button>
            )}
          </FileButton>
          <FileButton accept="image/*" multiple onChange={(files) => files.length && onAdd(files)}>
            {(props) => (
              <Button variant="default" disabled={adding} {...props}>
                {t('conditionReports.choosePhotos')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
