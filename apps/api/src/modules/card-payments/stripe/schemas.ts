import { Type } from 'typebox';
import { DateTime, Line, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import { CONNECTED_ACCOUNT_TYPES } from './tables.ts';

export const AccountTypeParams = Type.Object({
  type: StringEnum(CONNECTED_ACCOUNT_TYPES, { description: 'The kind of connected account: express' }),
});

export const CreateAccountBody = Type.Object({
  country: Type.Optional(
    Line(2, {
      pattern: '^[A-Z]{2}$',
      examples: ['FR'],
      description: "The shop's country (ISO 3166 alpha-2); the company's when absent",
    }),
  ),
});

export const AccountStatus = Type.Object({
  type: StringEnum(CONNECTED_ACCOUNT_TYPES),
  connected: Type.Boolean(),
  accountId: Nullable(Type.String()),
  chargesEnabled: Type.Boolean({ description: 'Stripe lets the account take payments' }),
  payoutsEnabled: Type.Boolean({ description: 'Stripe pays the account out to its bank' }),
  detailsSubmitted: Type.Boolean({ description: 'The shop finished the onboarding form' }),
  requirementsDue: Type.Array(Type.String(), { description: 'What Stripe still asks the shop for' }),
});

export const OnboardingLink = Type.Object({
  ...AccountStatus.properties,
  url: Type.String({ description: "Stripe's onboarding page" }),
  expiresAt: DateTime,
});

export const LoginLink = Type.Object({ url: Type.String({ description: "The shop's Stripe Express dashboard" }) });

export const Visibility = Type.Object({
  provider: Nullable(StringEnum(['SANDBOX', 'STRIPE'] as const, { description: 'Who takes card payments' })),
  stripeConfigured: Type.Boolean(),
  connected: Type.Boolean(),
  chargesEnabled: Type.Boolean(),
});

export const StripeEvent = Type.Object(
  {
    id: Line(200),
    type: Line(200),
    data: Type.Object({ object: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: true }),
  },
  { additionalProperties: true, description: 'The event, as Stripe sent it' },
);
