import { badRequest } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';

/**
 * Gives every question/field/status a stable key (the client's, or a new one) and checks that keys are unique
 * within the list and that choice lists are given where the type needs them. Errors name the exact field
 * (`questions.2.choices`).
 */
export function keyItems<T extends { id?: string }>(
  list: string,
  items: T[],
  now: Date,
  needsChoices?: { key: 'choices' | 'options'; when: (item: T) => boolean },
): (T & { id: string })[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    const id = item.id ?? newId(now.getTime());
    if (seen.has(id)) throw badRequest(`${list}.${i}.id`, `Two entries of ${list} have the key "${id}"`);
    seen.add(id);
    if (needsChoices) {
      const values = (item as Record<string, unknown>)[needsChoices.key] as string[] | undefined;
      if (needsChoices.when(item)) {
        if (!values || values.length === 0)
          throw badRequest(
            `${list}.${i}.${needsChoices.key}`,
            `This type needs at least one entry in ${needsChoices.key}`,
          );
        if (new Set(values).size !== values.length)
          throw badRequest(`${list}.${i}.${needsChoices.key}`, `The entries of ${needsChoices.key} must be different`);
      } else if (values !== undefined) {
        const { [needsChoices.key]: _dropped, ...rest } = item as Record<string, unknown>;
        return { ...(rest as T), id };
      }
    }
    return { ...item, id };
  });
}
