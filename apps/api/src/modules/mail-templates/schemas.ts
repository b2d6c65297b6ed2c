import { Type } from 'typebox';
import { Id, Integer, Line, MultiLine, OrNull, StringEnum } from '../../platform/http/schemas.ts';
import { ALL_VARIABLES, MAIL_EVENTS, MAIL_LANGUAGES } from './events.ts';

export const MailEventSchema = StringEnum(MAIL_EVENTS, { description: 'The event the mail is sent on' });
export const MailLanguageSchema = StringEnum(MAIL_LANGUAGES);

const Subject = Line(200, { minLength: 1 });
const Body = MultiLine(10_000, { minLength: 1 });
export const TemplateText = Type.Object({ subject: Subject, body: Body });

export const SaveTemplateBody = Type.Object({
  event: MailEventSchema,
  /** Languages not given keep the company's text, or the built-in one. */
  texts: Type.Partial(
    Type.Object({ fr: TemplateText, en: TemplateText, es: TemplateText, pt: TemplateText, it: TemplateText }),
    { minProperties: 1 },
  ),
});

const Texts = Type.Object({ fr: TemplateText, en: TemplateText, es: TemplateText, pt: TemplateText, it: TemplateText });

export const TemplateView = Type.Object({
  /** Null for an event still on the built-in texts. */
  id: OrNull(Id),
  event: MailEventSchema,
  isDefault: Type.Boolean(),
  texts: Texts,
  /** What the event's texts may use, `{{name}}`. */
  variables: Type.Array(StringEnum(ALL_VARIABLES)),
  updatedAt: OrNull(Type.String({ format: 'date-time' })),
});

export const PreviewBody = Type.Object({
  event: MailEventSchema,
  language: MailLanguageSchema,
  /** Unsaved texts from the editor; without them, the company's current ones. */
  subject: Type.Optional(Subject),
  body: Type.Optional(Body),
  /** An order of the company whose values fill the mail; without it, sample values. */
  orderId: Type.Optional(Id),
});

export const PreviewView = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
  language: MailLanguageSchema,
});

const Time = Line(5, { pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', examples: ['18:00'] });

export const ScheduleSettingsBody = Type.Object({
  reminderTime: OrNull(Time),
  returnDueEnabled: Type.Boolean(),
  returnDueTime: Time,
  lateEnabled: Type.Boolean(),
  lateAfterHours: Integer(0, 168),
});

export const ScheduleSettingsView = Type.Object({
  ...ScheduleSettingsBody.properties,
  /** From the company settings (PUT /company/orderReminder). */
  reminderEnabled: Type.Boolean(),
  reminderHoursBeforeStart: Type.Number(),
  /** From the company settings (PUT /company/opinionBooster). */
  reviewEnabled: Type.Boolean(),
  reviewDelayHours: Type.Number(),
});

export const OrderIdParams = Type.Object({ orderId: Id });

export const OrderMailBody = Type.Object({
  /** Else the customer's language, else the company's. */
  language: Type.Optional(MailLanguageSchema),
});

export const SentMailView = Type.Object({
  mailId: Id,
  event: MailEventSchema,
  to: Type.String(),
  subject: Type.String(),
  language: MailLanguageSchema,
});
