import { badRequest } from '../../platform/errors.ts';

export const MAX_RECIPIENTS = 10;

// One address without spaces, quotes, angle brackets or list separators: enough to refuse header injection and
// typos; the mail server is the judge of the rest.
const ADDRESS = /^[^\s@,;<>"'()[\]\\]+@[^\s@,;<>"'()[\]\\]+\.[^\s@,;<>"'()[\]\\]{2,}$/;

/** Comma- (or semicolon-) joined addresses, each checked; 400 names `field` (and the address's place). */
export function addressList(field: string, raw: string | undefined, required: boolean): string[] {
  const list = (raw ?? '')
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (required && list.length === 0) throw badRequest(field, 'Give at least one address');
  if (list.length > MAX_RECIPIENTS) throw badRequest(field, `At most ${MAX_RECIPIENTS} addresses`);
  list.forEach((address, i) => {
    if (address.length > 254 || !ADDRESS.test(address)) {
      throw badRequest(field, `${address} is not a mail address`, { index: i });
    }
  });
  const unique = [...new Map(list.map((a) => [a.toLowerCase(), a])).values()];
  return unique;
}
