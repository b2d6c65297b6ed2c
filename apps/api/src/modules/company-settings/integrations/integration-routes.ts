import { Type } from 'typebox';
import { employee, manager } from '../../../platform/http/access.ts';
import { route } from '../../../platform/http/route.ts';
import { Line, Nullable, Quantity } from '../../../platform/http/schemas.ts';
import { SettingsView } from '../view-schemas.ts';
import * as integrations from './integrations.ts';

const ExternalId = Line(100, { pattern: '^[A-Za-z0-9_-]{1,100}$', examples: ['item_1'] });
const ItemBody = Type.Object({ itemId: ExternalId, quantity: Quantity(10_000) });
const SubscriptionItems = Type.Object({
  items: Type.Array(Type.Object({ itemId: Type.String(), quantity: Type.Number() })),
});

/** Calls that act at a third party; each answers 503 integrationNotConfigured until its adapter is configured. */
export const integrationRoutes = [
  route({
    method: 'POST',
    url: '/company/subscription/add-item',
    operationId: 'addSubscriptionItem',
    summary: 'Add an item (option, seats) to the subscription of the company',
    access: manager,
    errors: ['integrationNotConfigured'],
    schema: { body: ItemBody, response: { 200: SubscriptionItems } },
    handler: (ctx, { body }) => integrations.addSubscriptionItem(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/company/subscription/remove-item',
    operationId: 'removeSubscriptionItem',
    summary: 'Remove an item from the subscription of the company',
    access: manager,
    errors: ['integrationNotConfigured'],
    schema: { body: Type.Object({ itemId: ExternalId }), response: { 200: SubscriptionItems } },
    handler: (ctx, { body }) => integrations.removeSubscriptionItem(ctx, body.itemId),
  }),
  route({
    method: 'POST',
    url: '/company/subscription/update-item',
    operationId: 'updateSubscriptionItem',
    summary: 'Change the quantity of an item of the subscription',
    access: manager,
    errors: ['integrationNotConfigured'],
    schema: { body: ItemBody, response: { 200: SubscriptionItems } },
    handler: (ctx, { body }) => integrations.updateSubscriptionItem(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/company/newCompanySquareDevice',
    operationId: 'newCompanySquareDevice',
    summary: 'Pairing code for a new card terminal',
    access: employee('settings', 'write'),
    errors: ['integrationNotConfigured'],
    schema: {
      body: Type.Object({
        name: Line(80, { minLength: 1 }),
        locationId: Type.Optional(ExternalId),
      }),
      response: {
        200: Type.Object({
          deviceCodeId: Type.String(),
          code: Type.String(),
          name: Type.String(),
          pairBy: Nullable(Type.String()),
        }),
      },
    },
    handler: (ctx, { body }) => integrations.newSquareDevice(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/company/squareRevokeOauthToken',
    operationId: 'squareRevokeOauthToken',
    summary: 'Disconnect the card-terminal account',
    access: employee('settings', 'write'),
    errors: ['integrationNotConfigured'],
    schema: { body: Type.Object({}), response: { 200: SettingsView } },
    handler: (ctx) => integrations.revokeSquare(ctx),
  }),
  route({
    method: 'POST',
    url: '/company/tulip/link/:tulipId',
    operationId: 'linkTulip',
    summary: 'Link the company to its rental-insurance account',
    access: employee('settings', 'write'),
    errors: ['integrationNotConfigured'],
    schema: { params: Type.Object({ tulipId: ExternalId }), body: Type.Object({}), response: { 200: SettingsView } },
    handler: (ctx, { params }) => integrations.linkTulip(ctx, params.tulipId),
  }),
  route({
    method: 'POST',
    url: '/company/ancv/registerShopID',
    operationId: 'registerAncvShopId',
    summary: 'Register the holiday-voucher merchant id of the shop',
    access: employee('settings', 'write'),
    errors: ['integrationNotConfigured'],
    schema: { body: Type.Object({ shopId: ExternalId }), response: { 200: SettingsView } },
    handler: (ctx, { body }) => integrations.registerAncvShopId(ctx, body.shopId),
  }),
];
