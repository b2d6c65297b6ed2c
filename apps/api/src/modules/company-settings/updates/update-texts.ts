import type { Static } from 'typebox';
import { badRequest } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import type {
  DocCustomFieldsBody,
  DocumentColorBody,
  EventTagsBody,
  EventUniversesActivatedBody,
  EventUniversesBody,
  EventUniversesTagBody,
  MailSenderBody,
  RgpdBody,
  SquareLocationBody,
  TermsBody,
  TulipSettingsBody,
} from '../schemas.ts';
import { changeSettings } from '../service.ts';
import { basisPoints, cents, centsOrNull, richText, trimmedOrNull, uniqueStrings } from './validate.ts';

export type LegalText = 'termsConditions' | 'termsConditionsLld' | 'eventCgu' | 'customerTextRgpd';

export function updateLegalText(ctx: Ctx, which: LegalText, body: Static<typeof TermsBody> | Static<typeof RgpdBody>) {
  const text = richText('text', body.text);
  return changeSettings(ctx, which, () => ({ [which]: text }));
}

export function updateDocumentColor(ctx: Ctx, body: Static<typeof DocumentColorBody>) {
  const color = body.color.toLowerCase();
  return changeSettings(ctx, 'documentColor', ({ current }) => ({ documents: { ...current.documents, color } }));
}

/** Extra lines printed on documents (e.g. SIRET, insurance policy number), in this order. */
export function updateDocCustomFields(ctx: Ctx, body: Static<typeof DocCustomFieldsBody>) {
  const labels = uniqueStrings(
    'fields',
    body.fields.map((f) => f.label),
  );
  const customFields = body.fields.map((f, i) => ({ label: labels[i], value: f.value.trim() }));
  return changeSettings(ctx, 'docCustomFields', ({ current }) => ({
    documents: { ...current.documents, customFields },
  }));
}

/** Name and reply-to address of the mails the platform sends for the company (null: the company name / email). */
export function updateMailSender(ctx: Ctx, body: Static<typeof MailSenderBody>) {
  const name = trimmedOrNull(body.name);
  if (name && /[\r\n<>"]/.test(name)) throw badRequest('name', 'A sender name cannot contain line breaks, <, > or "');
  return changeSettings(ctx, 'mailSender', () => ({
    mailSender: { name, replyTo: body.replyTo?.trim() ?? null },
  }));
}

/** Tags of events; removing the tag used for universes clears that choice. */
export function updateEventTags(ctx: Ctx, body: Static<typeof EventTagsBody>) {
  const tags = uniqueStrings('tags', body.tags);
  return changeSettings(ctx, 'eventTags', ({ current }) => ({
    events: {
      ...current.events,
      tags,
      universesTag:
        current.events.universesTag && tags.includes(current.events.universesTag) ? current.events.universesTag : null,
    },
  }));
}

export function updateEventUniverses(ctx: Ctx, body: Static<typeof EventUniversesBody>) {
  const universes = uniqueStrings('universes', body.universes);
  return changeSettings(ctx, 'eventUniverses', ({ current }) => ({ events: { ...current.events, universes } }));
}

export function updateEventUniversesActivated(ctx: Ctx, body: Static<typeof EventUniversesActivatedBody>) {
  return changeSettings(ctx, 'eventUniversesActivated', ({ current }) => {
    if (body.activated && current.events.universes.length === 0) {
      throw badRequest('activated', 'Add event universes before showing them');
    }
    return { events: { ...current.events, universesActivated: body.activated } };
  });
}

/** The event tag whose events are grouped into universes in the store; it must be one of the event tags. */
export function updateEventUniversesTag(ctx: Ctx, body: Static<typeof EventUniversesTagBody>) {
  return changeSettings(ctx, 'eventUniversesTag', ({ current }) => {
    const tag = body.tag?.trim() || null;
    const known = tag && current.events.tags.find((t) => t.toLowerCase() === tag.toLowerCase());
    if (tag && !known) throw badRequest('tag', `"${tag}" is not one of the event tags`);
    return { events: { ...current.events, universesTag: known || null } };
  });
}

/**
 * Rental insurance: the mode, and the shop's own price (kept when the body has none). The shop's price applies
 * whether or not an insurer is linked; `with_assurance` registers the policies with the linked insurer.
 */
export function updateTulipSettings(ctx: Ctx, body: Static<typeof TulipSettingsBody>) {
  const p = body.price;
  const price = p && {
    method: p.method,
    shareBp: basisPoints('price.percent', p.percent),
    dayCents: cents('price.perItemDay', p.perItemDay),
    minimumCents: centsOrNull('price.minimum', p.minimum),
  };
  return changeSettings(ctx, 'tulipSettings', ({ current }) => ({
    integrations: {
      ...current.integrations,
      tulip: { ...current.integrations.tulip, insuranceMode: body.insuranceMode, ...(price ? { price } : {}) },
    },
  }));
}

/** The card-terminal location payments are taken at. */
export function updateSquareLocation(ctx: Ctx, body: Static<typeof SquareLocationBody>) {
  return changeSettings(ctx, 'squareLocation', ({ current }) => ({
    integrations: { ...current.integrations, square: { ...current.integrations.square, locationId: body.locationId } },
  }));
}
