import { Select, SimpleGrid, Switch, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { changed, type SaveStep, useSectionForm } from '../sectionForm.ts';

const MAX_TAGS = 50;
const toValues = ({ events }: CompanySettings) => ({
  tags: events.tags,
  universes: events.universes,
  universesActivated: events.universesActivated,
  universesTag: events.universesTag ?? '',
});
type Values = ReturnType<typeof toValues>;

const each = (field: string, list: string[]) => Object.fromEntries(list.map((_v, i) => [`${field}.${i}`, field]));

/**
 * The API checks each call against what is saved: showing universes needs some, and the universe tag must be an
 * event tag. So a switch-off goes first, tags and universes next, a switch-on and the tag last.
 */
function eventSteps(v: Values, saved: Values): SaveStep[] {
  const activated: SaveStep = {
    change: { operation: 'updateEventUniversesActivated', body: { activated: v.universesActivated } },
    fields: { activated: 'universesActivated' },
  };
  const toggled = v.universesActivated !== saved.universesActivated;
  const list: SaveStep[] = [];
  if (toggled && !v.universesActivated) list.push(activated);
  if (changed(v.tags, saved.tags)) {
    list.push({ change: { operation: 'updateEventTags', body: { tags: v.tags } }, fields: each('tags', v.tags) });
  }
  if (changed(v.universes, saved.universes)) {
    list.push({
      change: { operation: 'updateEventUniverses', body: { universes: v.universes } },
      fields: each('universes', v.universes),
    });
  }
  if (toggled && v.universesActivated) list.push(activated);
  if (v.universesTag !== saved.universesTag) {
    list.push({
      change: { operation: 'updateEventUniversesTag', body: { tag: v.universesTag || null } },
      fields: { tag: 'universesTag' },
    });
  }
  return list;
}

/** Events (guided outings, lessons): their tags, and the universes the online store groups them into. */
export function EventsSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      universesActivated: (on, values) =>
        on && values.universes.length === 0 ? t('settings.events.needUniverses') : null,
      universesTag: (tag, values) => (tag && !values.tags.includes(tag) ? t('settings.events.tagUnknown') : null),
    },
    steps: eventSteps,
  });
  const { form } = section;
  const { tags } = form.getValues();

  return (
    <SettingsSection title={t('settings.events.title')} description={t('settings.events.hint')} section={section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput label={t('settings.events.tags')} maxTags={MAX_TAGS} clearable {...form.getInputProps('tags')} />
        <TagsInput
          label={t('settings.events.universes')}
          maxTags={MAX_TAGS}
          clearable
          {...form.getInputProps('universes')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          mt={{ base: 0, sm: 30 }}
          label={t('settings.events.activated')}
          {...form.getInputProps('universesActivated', { type: 'checkbox' })}
        />
        <Select
          label={t('settings.events.universesTag')}
          description={t('settings.events.universesTagHint')}
          clearable
          data={tags}
          {...form.getInputProps('universesTag')}
          onChange={(tag) => form.setFieldValue('universesTag', tag ?? '')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
