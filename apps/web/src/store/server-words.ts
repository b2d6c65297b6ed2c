import type { Language } from '@hirebase/shared';
import en from '../i18n/areas/store/en.ts';
import es from '../i18n/areas/store/es.ts';
import type { StoreMessages } from '../i18n/areas/store/fr.ts';
import fr from '../i18n/areas/store/fr.ts';
import it from '../i18n/areas/store/it.ts';
import pt from '../i18n/areas/store/pt.ts';

/** Every language's store words: the server renderer picks the page's and embeds them for hydration. */
export const STORE_WORDS: Record<Language, StoreMessages> = { fr, en, es, pt, it };
