import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Open, duplicate and delete buttons of a catalogue row, named after the row for assistive technology. */
export function RowActions({
  name,
  openTo,
  onDuplicate,
  onDelete,
}: {
  name: string;
  openTo: string;
  /** Absent for those who may not change the catalogue: no button then. */
  onDuplicate?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={Link}
        to={openTo}
        size="compact-sm"
        variant="subtle"
        aria-label={t('catalogue.actions.openOne', { name })}
      >
        {t('common.open')}
      </Button>
      {onDuplicate && (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('catalogue.actions.duplicateOne', { name })}
          onClick={onDuplicate}
        >
          {t('catalogue.actions.duplicate')}
        </Button>
      )}
      {onDelete && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={t('catalogue.actions.deleteOne', { name })}
          onClick={onDelete}
        >
          {t('catalogue.delete')}
        </Button>
      )}
    </>
  );
}

/** Short-term (LCD) and long-term (LLD) rental badges. */
export function RentalBadges({ isLCD, isLLD }: { isLCD: boolean; isLLD: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {isLCD && (
        <Badge variant="outline" color="brand" title={t('catalogue.fields.isLCD')} miw="max-content">
          {t('catalogue.badges.lcd')}
        </Badge>
      )}
      {isLLD && (
        <Badge variant="outline" color="grape" title={t('catalogue.fields.isLLD')} miw="max-content">
          {t('catalogue.badges.lld')}
        </Badge>
      )}
    </Group>
  );
}
