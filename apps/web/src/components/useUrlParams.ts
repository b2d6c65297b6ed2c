import { useSearchParams } from 'react-router';

export type ParamChanges = Record<string, string | number | null>;

/**
 * The URL's search parameters and a way to change some of them in place (no new history entry); an empty value, and
 * page 1, leave the URL.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: ParamChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return [params, update] as const;
}
