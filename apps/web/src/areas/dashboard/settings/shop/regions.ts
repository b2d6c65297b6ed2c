/** Lists for the shop's address and time zone, built from the browser's Intl data (no country list to maintain). */

// Codes Intl may name that are not countries: user-assigned ranges and groupings (EU, UN, Eurozone…).
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

/** ISO 3166-1 alpha-2 countries named in `language`, sorted by name. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const options: { value: string; label: string }[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      if (NOT_COUNTRIES.test(code)) continue;
      const label = names.of(code);
      if (label && label !== code) options.push({ value: code, label });
    }
  }
  return options.sort((x, y) => x.label.localeCompare(y.label, language));
}

/** "+01:00" for a zone at a given moment. */
function utcOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part === 'GMT' || !part ? '+00:00' : part.replace('GMT', '');
}

/** IANA time zones grouped by region (Europe first, where the shops are), labelled with their current offset. */
export function timezoneGroups(
  current: string,
  at = new Date(),
): { group: string; items: { value: string; label: string }[] }[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(current);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'UTC';
    const label = `${zone.replaceAll('_', ' ')} (UTC${utcOffset(zone, at)})`;
    groups.set(region, [...(groups.get(region) ?? []), { value: zone, label }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Europe' ? -1 : b === 'Europe' ? 1 : a.localeCompare(b)))
    .map(([group, items]) => ({ group, items }));
}
