import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { i18nReady } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The first page shows in its language at once; if its words cannot be fetched, the page still opens.
i18nReady.then(render, render);
