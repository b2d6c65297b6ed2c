import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { CheckoutParams, TerminalCheckoutBody, TerminalCheckoutView, TerminalPlayBody } from './schemas.ts';
import {
  cancelTerminalCheckout,
  createTerminalCheckout,
  playSandboxTerminal,
  readTerminalCheckout,
} from './service.ts';

const write = employee('payments', 'write');

/** Card payments on the counter's terminal (simulated by the sandbox card provider until a real one is configured). */
export const terminalRoutes = [
  route({
    method: 'POST',
    url: '/order/createTerminalCheckout',
    operationId: 'createTerminalCheckout',
    summary:
      "Send an amount of an order to the counter's card terminal: a card payment waits for the customer's card " +
      '(503 while no terminal is configured)',
    access: write,
    idempotent: true,
    errors: ['notFound', 'amountAboveDue', 'integrationNotConfigured'],
    schema: { body: TerminalCheckoutBody, response: { 200: TerminalCheckoutView } },
    handler: (ctx, { body }) => createTerminalCheckout(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/order/cancelTerminalCheckout/:checkoutId',
    operationId: 'cancelTerminalCheckout',
    summary: 'Cancel a terminal checkout the customer has not paid yet; its payment is cancelled',
    access: write,
    errors: ['notFound', 'checkoutClosed', 'intentNotInState', 'integrationNotConfigured'],
    schema: { params: CheckoutParams, response: { 200: TerminalCheckoutView } },
    handler: (ctx, { params }) => cancelTerminalCheckout(ctx, params.checkoutId),
  }),
  route({
    method: 'GET',
    url: '/order/terminalCheckout/:checkoutId',
    operationId: 'getTerminalCheckout',
    summary: 'Where a terminal checkout stands (waiting for the card, paid, declined, cancelled)',
    access: employee('payments', 'read'),
    errors: ['notFound', 'integrationNotConfigured'],
    schema: { params: CheckoutParams, response: { 200: TerminalCheckoutView } },
    handler: (ctx, { params }) => readTerminalCheckout(ctx, params.checkoutId),
  }),
  route({
    method: 'POST',
    url: '/payment/sandbox/terminal/:checkoutId',
    operationId: 'playSandboxTerminal',
    summary:
      'The simulated terminal: the customer presents a card that goes through or is declined; the payment moves ' +
      "when the card provider's webhook arrives",
    access: write,
    idempotent: true,
    errors: ['notFound', 'intentNotInState', 'integrationNotConfigured'],
    schema: { params: CheckoutParams, body: TerminalPlayBody, response: { 200: TerminalCheckoutView } },
    handler: (ctx, { params, body }) => playSandboxTerminal(ctx, params.checkoutId, body.outcome),
  }),
];
