import type { CompanySettings } from '../../../../api/types.ts';
import { numberInput, numberOrNull } from '../sectionForm.ts';

type Delivery = CompanySettings['delivery'];
export const DURATION_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;
export type FreeType = 'NONE' | 'MINUTES' | 'SUBTOTAL';

export interface DeliveryValues {
  enabled: boolean;
  pricingType: Delivery['pricingType'];
  price: number | string;
  minimumPrice: number | string;
  maxDistanceKm: number | string;
  freeType: FreeType;
  /** A subtotal in major units, or a rental length counted in `freeUnit`. */
  freeValue: number | string;
  freeUnit: DurationUnit;
}

/** The largest unit a number of minutes is a whole number of (1440 → 1 day, 90 → 90 minutes). */
function durationOf(minutes: number): { value: number; unit: DurationUnit } {
  if (minutes % DURATION_UNITS.days === 0) return { value: minutes / DURATION_UNITS.days, unit: 'days' };
  if (minutes % DURATION_UNITS.hours === 0) return { value: minutes / DURATION_UNITS.hours, unit: 'hours' };
  return { value: minutes, unit: 'minutes' };
}

export function deliveryValues(d: Delivery): DeliveryValues {
  const free = d.freeDeliveryMinimum;
  const duration = free?.type === 'MINUTES' ? durationOf(free.value) : null;
  return {
    enabled: d.enabled,
    pricingType: d.pricingType,
    price: d.price,
    minimumPrice: numberInput(d.minimumPrice),
    maxDistanceKm: numberInput(d.maxDistanceKm),
    freeType: free?.type ?? 'NONE',
    freeValue: duration ? duration.value : numberInput(free?.value),
    freeUnit: duration?.unit ?? 'days',
  };
}

/** The body of `updateDelivery`: a minimum price only per km; a rental-length minimum in whole minutes. */
export function deliveryPayload(v: DeliveryValues) {
  const freeValue = numberOrNull(v.freeValue);
  return {
    enabled: v.enabled,
    pricingType: v.pricingType,
    price: Number(v.price),
    minimumPrice: v.pricingType === 'PER_KM' ? numberOrNull(v.minimumPrice) : null,
    maxDistanceKm: numberOrNull(v.maxDistanceKm),
    freeDeliveryMinimum:
      v.freeType === 'NONE' || freeValue === null
        ? null
        : {
            type: v.freeType,
            value: v.freeType === 'MINUTES' ? Math.round(freeValue * DURATION_UNITS[v.freeUnit]) : freeValue,
          },
  };
}
