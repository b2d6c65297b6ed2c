import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { IdParams, Ok } from '../../platform/http/schemas.ts';
import { sendCancellationMail, sendReviewRequest } from './order-event-mails.ts';
import { getScheduleSettings, putScheduleSettings } from './schedule-settings.ts';
import {
  OrderIdParams,
  OrderMailBody,
  PreviewBody,
  PreviewView,
  SaveTemplateBody,
  ScheduleSettingsBody,
  ScheduleSettingsView,
  SentMailView,
  TemplateView,
} from './schemas.ts';
import * as templates from './templates.ts';

const read = employee('settings', 'read');
const write = employee('settings', 'write');
const orderMail = employee('orders', 'write');

export const mailTemplateRoutes = [
  route({
    method: 'GET',
    url: '/email-template/byCompany',
    operationId: 'listEmailTemplates',
    summary: "Every event's mail: the company's own texts, or the built-in ones (id null) where it has none",
    access: read,
    schema: { response: { 200: Type.Array(TemplateView) } },
    handler: (ctx) => templates.listTemplates(ctx),
  }),
  route({
    method: 'GET',
    url: '/email-template/byId/:id',
    operationId: 'getEmailTemplate',
    access: read,
    errors: ['notFound'],
    schema: { params: IdParams, response: { 200: TemplateView } },
    handler: (ctx, { params }) => templates.getTemplate(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/email-template',
    operationId: 'saveEmailTemplate',
    summary:
      "Create the company's copy of an event's mail (from the built-in texts) or change it; an unknown {{variable}} is a 400 naming it",
    access: write,
    schema: { body: SaveTemplateBody, response: { 200: TemplateView } },
    handler: (ctx, { body }) => templates.saveTemplate(ctx, body),
  }),
  route({
    method: 'DELETE',
    url: '/email-template/byId/:id',
    operationId: 'deleteEmailTemplate',
    summary: "Delete the company's copy: the event's mail is the built-in one again",
    access: write,
    errors: ['notFound'],
    schema: { params: IdParams, response: { 200: Ok } },
    handler: (ctx, { params }) => templates.deleteTemplate(ctx, params.id),
  }),
  route({
    method: 'POST',
    url: '/email-template/preview',
    operationId: 'previewEmailTemplate',
    summary:
      "A mail as it would leave: subject, HTML and text, with sample values or those of one of the company's orders",
    access: read,
    errors: ['notFound'],
    schema: { body: PreviewBody, response: { 200: PreviewView } },
    handler: (ctx, { body }) => templates.previewTemplate(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/email-template/schedule',
    operationId: 'getMailSchedule',
    summary: 'When the reminder, return-due, late and review mails leave',
    access: read,
    schema: { response: { 200: ScheduleSettingsView } },
    handler: (ctx) => getScheduleSettings(ctx),
  }),
  route({
    method: 'PUT',
    url: '/email-template/schedule',
    operationId: 'updateMailSchedule',
    summary:
      'Set the reminder send time and the return-due and late mails (the reminder and review switches are company settings)',
    access: write,
    schema: { body: ScheduleSettingsBody, response: { 200: ScheduleSettingsView } },
    handler: (ctx, { body }) => putScheduleSettings(ctx, body),
  }),
  route({
    method: 'POST',
    url: '/order/emails/:orderId/cancelation',
    operationId: 'sendOrderCancellationMail',
    summary: "Send the cancellation mail of a cancelled order to its customer, in the customer's language",
    access: orderMail,
    errors: ['notFound', 'orderNotInState', 'noCustomerEmail'],
    schema: { params: OrderIdParams, body: Type.Optional(OrderMailBody), response: { 200: SentMailView } },
    handler: (ctx, { params, body }) => sendCancellationMail(ctx, params.orderId, body?.language),
  }),
  route({
    method: 'POST',
    url: '/order/emails/:orderId/opinionBooster',
    operationId: 'sendOrderReviewRequest',
    summary: 'Ask the customer of a returned order for a review (the review link of the company settings)',
    access: orderMail,
    errors: ['notFound', 'orderNotInState', 'noCustomerEmail'],
    schema: { params: OrderIdParams, body: Type.Optional(OrderMailBody), response: { 200: SentMailView } },
    handler: (ctx, { params, body }) => sendReviewRequest(ctx, params.orderId, body?.language),
  }),
];
