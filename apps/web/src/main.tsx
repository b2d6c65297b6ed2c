import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/BaseProviders.tsx';
import { Entry, preloadFirstPage } from './app/Entry.tsx';
import { i18nReady } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first page's code downloads while its words do.
preloadFirstPage().catch(() => {});

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <BaseProviders>
        <Entry />
      </BaseProviders>
    </StrictMode>,
  );

// The first page shows in its language at once; if its words cannot be fetched, the page still opens.
i18nReady.then(render, render);
