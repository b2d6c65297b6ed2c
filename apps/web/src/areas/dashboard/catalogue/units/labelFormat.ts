import { DEFAULT_LABEL_FORMAT, isLabelFormat, type LabelFormat } from '@hirebase/shared/label-formats';

/** The label format is remembered per company on this browser: a shop's printer stays where it is. */
const storageKey = (companyId: string | undefined) => `hirebase.labelFormat.${companyId ?? 'none'}`;

type Store = Pick<Storage, 'getItem' | 'setItem'> | undefined;
const browserStore = (): Store => globalThis.localStorage;

export function rememberedLabelFormat(companyId: string | undefined, store: Store = browserStore()): LabelFormat {
  try {
    const value = store?.getItem(storageKey(companyId));
    return isLabelFormat(value) ? value : DEFAULT_LABEL_FORMAT;
  } catch {
    return DEFAULT_LABEL_FORMAT;
  }
}

export function rememberLabelFormat(companyId: string | undefined, format: LabelFormat, store: Store = browserStore()) {
  try {
    store?.setItem(storageKey(companyId), format);
  } catch {
    // private browsing may refuse storage: the choice then lasts as long as the page
  }
}
