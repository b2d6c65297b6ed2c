import { FONTS, type Font, HEX_COLOR_REGEX, LOGO_POSITIONS } from '@hirebase/shared/company-settings';
import { ColorInput, Grid, Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../api/types.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { useSectionForm } from '../sectionForm.ts';
import { ThemePreview } from './ThemePreview.tsx';

const COLORS = ['primaryColor', 'secondaryColor', 'backgroundColor', 'textColor'] as const;
const toValues = ({ theme }: CompanySettings) => ({ ...theme, buttonsRadius: theme.buttonsRadius as number | string });
export type ThemeValues = ReturnType<typeof toValues>;

/** Look of the online store: colours, font, logo position and button roundness, previewed live. */
export function ThemeSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const positionId = useId();
  const colorRule = (value: string) => (HEX_COLOR_REGEX.test(value) ? null : t('settings.colorFormat'));
  const section = useSectionForm({
    settings,
    toValues,
    validate: {
      ...Object.fromEntries(COLORS.map((c) => [c, colorRule])),
      buttonsRadius: (value) =>
        Number.isInteger(Number(value)) && value !== '' && Number(value) >= 0 && Number(value) <= 40
          ? null
          : t('settings.range', { min: 0, max: 40 }),
    },
    steps: (v) => [{ change: { operation: 'updateTheme', body: { ...v, buttonsRadius: Number(v.buttonsRadius) } } }],
  });
  const { form, readOnly } = section;
  const values = form.getValues();

  return (
    <SettingsSection title={t('settings.theme.title')} description={t('settings.theme.hint')} section={section}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {COLORS.map((color) => (
                <ColorInput
                  key={color}
                  label={t(`settings.theme.${color}`)}
                  format="hex"
                  {...form.getInputProps(color)}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t('settings.theme.font')}
                allowDeselect={false}
                data={[...FONTS]}
                {...form.getInputProps('font')}
                onChange={(font) => form.setFieldValue('font', (font ?? values.font) as Font)}
              />
              <NumberInput
                label={t('settings.theme.buttonsRadius')}
                suffix=" px"
                min={0}
                max={40}
                allowDecimal={false}
                {...form.getInputProps('buttonsRadius')}
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Input.Label id={positionId}>{t('settings.theme.logoPosition')}</Input.Label>
              <SegmentedControl
                aria-labelledby={positionId}
                w="fit-content"
                disabled={readOnly}
                value={values.logoPosition}
                onChange={(value) => form.setFieldValue('logoPosition', value as ThemeValues['logoPosition'])}
                data={LOGO_POSITIONS.map((p) => ({ value: p, label: t(`settings.theme.positions.${p}`) }))}
              />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ThemePreview theme={values} shopName={settings.mainInfos.name} logoUrl={settings.images.logo?.url} />
        </Grid.Col>
      </Grid>
    </SettingsSection>
  );
}
