import { Stack } from '@mantine/core';
import type { CompanySettings } from '../../../../api/types.ts';
import { DeliverySection } from './DeliverySection.tsx';
import { EmbedSection } from './EmbedSection.tsx';
import { EventsSection } from './EventsSection.tsx';
import { FeaturedItemsSection } from './FeaturedItemsSection.tsx';
import { GallerySection } from './GallerySection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { StoreTextsSection } from './StoreTextsSection.tsx';
import { ThemeSection } from './ThemeSection.tsx';
import { VisibilitySection } from './VisibilitySection.tsx';

/** The online store: its texts, showcase, look, customer mails, visibility, delivery and events. */
export function StoreTab({ settings }: { settings: CompanySettings }) {
  return (
    <Stack gap="lg">
      <StoreTextsSection settings={settings} />
      <FeaturedItemsSection settings={settings} />
      <GallerySection settings={settings} />
      <ThemeSection settings={settings} />
      <NotificationsSection settings={settings} />
      <VisibilitySection settings={settings} />
      <EmbedSection settings={settings} />
      <DeliverySection settings={settings} />
      <EventsSection settings={settings} />
    </Stack>
  );
}
