/**
 * Build-time rendering of the public pages (scripts/prerender.mjs, docs/performance.md): the same
 * component tree as the browser, in a StaticRouter, in the state of a visitor whose session is not
 * known yet. The browser then hydrates this HTML (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app.tsx';

function Page({ pathname }: { pathname: string }) {
  return (
    <StrictMode>
      <AppTree router={({ children }) => <StaticRouter location={pathname}>{children}</StaticRouter>} />
    </StrictMode>
  );
}

export async function renderPage(pathname: string): Promise<string> {
  // The first pass waits for the page's lazy chunk; the second renders it at once, in one piece:
  // no streamed Suspense segments, hence no inline script (the CSP forbids them).
  const { prelude } = await prerender(<Page pathname={pathname} />);
  await new Response(prelude).text();
  return renderToString(<Page pathname={pathname} />);
}
