import { isDeepStrictEqual } from 'node:util';
import { RowRejected } from '../../imports/index.ts';

/** Refuses the row being imported, naming the column at fault. */
export const reject = (field: string, message: string): never => {
  throw new RowRejected([{ field, message }]);
};

/** The fields of `wanted` whose value differs from `current` (undefined ones left out); undefined when none does. */
export function changedFields<T extends object>(current: T, wanted: Partial<T>): Partial<T> | undefined {
  const changes = Object.entries(wanted).filter(
    ([key, value]) => value !== undefined && !isDeepStrictEqual(current[key as keyof T], value),
  );
  return changes.length > 0 ? (Object.fromEntries(changes) as Partial<T>) : undefined;
}
