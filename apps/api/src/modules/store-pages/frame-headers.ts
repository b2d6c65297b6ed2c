import type { StorePageView } from '@hirebase/shared/store-pages';
import type { FastifyReply } from 'fastify';
import { framablePolicy } from '../../platform/http/security-headers.ts';

/**
 * Any site may show the store's pages in a frame (the widget a shop puts on its own site), except the checkout and
 * an order's page: they open in the top window (the widget sends them there), so no site can frame a form that
 * takes a customer's details and card to trick clicks on it. The dashboard keeps refusing every frame.
 */
export function allowFraming(reply: FastifyReply, view: StorePageView, https: boolean): void {
  if (view.page.kind === 'checkout' || view.page.kind === 'order') return;
  // the security headers are written on the raw answer before any route runs
  reply.raw.removeHeader('x-frame-options');
  reply.raw.setHeader('content-security-policy', framablePolicy(https));
}
