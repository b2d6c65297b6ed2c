import { type TSchema, type TUnknown, Type } from 'typebox';
import { KIND } from './kinds.ts';

export interface TextOptions {
  minLength?: number;
  pattern?: string;
  description?: string;
  default?: string;
  /** A valid value, required with a pattern: the API document shows it and the route suite sends it. */
  examples?: string[];
}

/** One line of text: no control characters at all. */
export const Line = (maxLength: number, options: TextOptions = {}) =>
  Type.String({ ...options, maxLength, [KIND]: 'line' });

/** Text over several lines: new lines and tabs, no other control characters. */
export const MultiLine = (maxLength: number, options: TextOptions = {}) =>
  Type.String({ ...options, maxLength, [KIND]: 'multiline' });

/** Formatted text (HTML) as multi-line text; its tags are checked by the service that stores it. */
export const RichText = (maxLength: number, options: TextOptions = {}) =>
  Type.String({ ...options, maxLength, [KIND]: 'richText' });

export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  [KIND]: 'email',
  examples: ['someone@example.com'],
});

export const Phone = Line(25, { pattern: '^\\+?[0-9 ().-]{6,25}$', examples: ['+33 6 12 34 56 78'] });

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** The address of a shop's store: lower-case letters, digits and single hyphens. */
export const Slug = Line(60, { minLength: 2, pattern: SLUG_PATTERN, examples: ['my-shop'] });

export const HexColor = Line(7, {
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'CSS colour #rrggbb',
  examples: ['#1e88e5'],
});

/** A web link; the service checks it is http(s) and trims it ("" clears). */
export const Url = Line(500, { description: 'http(s) link', examples: ['https://example.com'] });

/** Words searched for in a list: one line, trimmed by the service. */
export const SearchText = (maxLength = 100) => Line(maxLength, { description: 'Text to search for' });

export const Password = Line(256, { minLength: 1 });

/** An opaque token given by the API (activation, password reset, invitation). */
export const Token = Line(200, { minLength: 10 });

/** Any JSON value the service checks itself (answers, custom inputs); no control characters in its texts and keys. */
export const JsonValue = (description?: string) =>
  Type.Unknown({ ...(description ? { description } : {}), [KIND]: 'json' });

/** An object of free-form values by key (custom inputs, answers by unit), keys and texts checked as JsonValue. */
export const JsonObject = <V extends TSchema = TUnknown>(
  options: { description?: string; maxProperties?: number } = {},
  values: V = Type.Unknown() as unknown as V,
) => Type.Record(Type.String(), values, { maxProperties: 200, ...options, [KIND]: 'json' });
