/**
 * The page's only script tag (client/index.html): paint first, then fetch the application
 * (docs/performance.md, "Paint first").
 *
 * A prerendered public page is complete HTML: its text and links work before any JavaScript. So
 * its chunks are fetched only once the browser has painted it, never competing with the HTML and
 * the stylesheet for the first paint; the prerender lists the page's own chunks in
 * `<meta name="page-modules">` (scripts/prerender.mjs), preloaded here together with the app.
 * Other pages arrive as an empty shell and load the application at once.
 *
 * The stylesheet is imported here, not by main.tsx, so that Vite links it from the HTML: a page
 * must never be painted without it.
 */
import './styles.css';

const start = () => import('./main.tsx');

if (document.getElementById('root')?.firstElementChild) {
  const modules = document.querySelector('meta[name="page-modules"]')?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];
  // After the next frame is painted (a timer queued from an animation frame runs after it); a tab
  // opened in the background paints nothing, so a timer starts the application anyway.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 500);
} else {
  void start();
}
