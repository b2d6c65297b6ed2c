import type { RenderStorePage } from '@hirebase/shared/store-pages';
import { renderToString } from 'react-dom/server';
import { storeDocument } from './document.ts';
import { StoreApp } from './StoreApp.tsx';
import { STORE_WORDS } from './server-words.ts';

/** The server renderer of the online store (built by `vite build --ssr`, loaded by the API's store pages). */
export const renderStorePage: RenderStorePage = (view, assets) => {
  const words = STORE_WORDS[view.language] ?? STORE_WORDS.fr;
  const body = renderToString(<StoreApp data={{ view, words }} />);
  return storeDocument(view, words, body, assets);
};
