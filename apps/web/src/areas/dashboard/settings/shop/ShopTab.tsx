import { Stack } from '@mantine/core';
import type { CompanySettings } from '../../../../api/types.ts';
import { ImagesSection } from './ImagesSection.tsx';
import { MainInfosSection } from './MainInfosSection.tsx';
import { RegionSection } from './RegionSection.tsx';
import { SocialMediaSection } from './SocialMediaSection.tsx';
import { StoreAddressSection } from './StoreAddressSection.tsx';

/** Who the shop is: identity, store address, region, social links and pictures. */
export function ShopTab({ settings }: { settings: CompanySettings }) {
  return (
    <Stack gap="lg">
      <MainInfosSection settings={settings} />
      <StoreAddressSection settings={settings} />
      <RegionSection settings={settings} />
      <SocialMediaSection settings={settings} />
      <ImagesSection settings={settings} />
    </Stack>
  );
}
