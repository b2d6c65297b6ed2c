import type { TFunction } from 'i18next';
import type { Unit } from '../../../../api/catalogue.ts';

/** How a unit is named on screen: its serial number, else its QR value. */
export const unitName = (unit: Pick<Unit, 'serialNumber' | 'qrCodeValue'>) => unit.serialNumber ?? unit.qrCodeValue;

/** Unit states offered in the dashboard; a unit may carry another one (set elsewhere), shown as is. */
export const UNIT_STATES = ['NEW', 'GOOD', 'USED', 'DAMAGED'] as const;
type KnownState = (typeof UNIT_STATES)[number];

const isKnown = (state: string): state is KnownState => (UNIT_STATES as readonly string[]).includes(state);

export const stateLabel = (t: TFunction, state: string) =>
  isKnown(state) ? t(`catalogue.unitStates.${state}`) : state;

/** Options of the state select, keeping the unit's current state when it is not a known one. */
export const stateOptions = (t: TFunction, current?: string) => [
  ...UNIT_STATES.map((s) => ({ value: s, label: stateLabel(t, s) })),
  ...(current && !isKnown(current) ? [{ value: current, label: current }] : []),
];
