import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.mjs): React takes over the HTML already there,
// once the page's own chunk (preloaded by client/boot.ts) is in. A failed chunk load falls back to the
// error boundary's message on the first render.
await preloadPage(window.location.pathname).catch(() => undefined);
// Hydrating as a transition lets React yield to the browser between components, so that a tap
// during start-up is not stuck behind one long task (docs/performance.md, "Paint first").
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
