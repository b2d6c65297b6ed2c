import { Type } from 'typebox';
import { Id, Money, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import { VatPercent } from '../price-grid.ts';
import { Name, OptionalText, Timestamps } from './common.ts';

export const PRICING_MODES = ['PER_ORDER', 'PER_DAY', 'PER_ITEM'] as const;

export const ServiceBody = Type.Object({
  /** Saves over this existing service instead of creating one. */
  id: Type.Optional(Id),
  name: Name,
  description: OptionalText(5000),
  pricingMode: StringEnum(PRICING_MODES),
  price: Money(),
  vatRate: Type.Optional(Nullable(VatPercent)),
  isLCD: Type.Optional(Type.Boolean()),
  isLLD: Type.Optional(Type.Boolean()),
  online: Type.Optional(Type.Boolean()),
  mandatory: Type.Optional(Type.Boolean({ description: 'Added to every order' })),
});

export const ServiceView = Type.Object({
  id: Id,
  name: Type.String(),
  description: Nullable(Type.String()),
  pricingMode: StringEnum(PRICING_MODES),
  price: Type.Number(),
  vatRate: Nullable(Type.Number({ description: 'Percent; null = the company rate' })),
  isLCD: Type.Boolean(),
  isLLD: Type.Boolean(),
  online: Type.Boolean(),
  mandatory: Type.Boolean(),
  ...Timestamps,
});

export const ServiceParams = Type.Object({ serviceId: Id });
