import type { Service, ServiceInput } from '../../../../api/catalogue.ts';
import { amountOf, type NumberValue, numberOf } from '../price-grid/priceGrid.ts';

export type PricingMode = Service['pricingMode'];
export const PRICING_MODES: PricingMode[] = ['PER_ORDER', 'PER_DAY', 'PER_ITEM'];

export interface ServiceFormValues {
  name: string;
  description: string;
  pricingMode: PricingMode;
  price: NumberValue;
  vatRate: NumberValue;
  online: boolean;
  mandatory: boolean;
  isLCD: boolean;
  isLLD: boolean;
}

export const serviceFormValues = (service?: Service): ServiceFormValues => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
  pricingMode: service?.pricingMode ?? 'PER_ORDER',
  price: service?.price ?? '',
  vatRate: service?.vatRate ?? '',
  online: service?.online ?? true,
  mandatory: service?.mandatory ?? false,
  isLCD: service?.isLCD ?? true,
  isLLD: service?.isLLD ?? false,
});

/** The service as saved: created, or replaced when it has an id; an empty VAT rate means the company's. */
export const servicePayload = (values: ServiceFormValues, service?: Service): ServiceInput => ({
  ...(service ? { id: service.id } : {}),
  name: values.name.trim(),
  description: values.description.trim() || null,
  pricingMode: values.pricingMode,
  price: amountOf(values.price) ?? 0,
  vatRate: numberOf(values.vatRate),
  online: values.online,
  mandatory: values.mandatory,
  isLCD: values.isLCD,
  isLLD: values.isLLD,
});
