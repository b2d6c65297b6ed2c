import { Box, Group, Image, Text } from '@mantine/core';
import type { CustomerOrderPage } from '../../api/yourOrder.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { shopBand } from './shopColors.ts';

/** The shop's band: its logo (on a white tile, whatever the band's colour) or its name, and the language. */
export function ShopHeader({ shop }: { shop: CustomerOrderPage['shop'] | undefined }) {
  const band = shopBand(shop?.colors.primary ?? '#ffffff');
  return (
    <Box component="header" style={{ background: band.background, color: band.color }}>
      <Group justify="space-between" px="sm" h={60} wrap="nowrap" maw={720} mx="auto">
        {shop?.logoUrl ? (
          <Box bg="white" p={4} style={{ borderRadius: 6 }}>
            <Image src={shop.logoUrl} alt={shop.name} h={40} w="auto" fit="contain" />
          </Box>
        ) : (
          <Text fw={700} fz="lg" truncate>
            {shop?.name ?? ''}
          </Text>
        )}
        <LanguageSwitcher />
      </Group>
    </Box>
  );
}
