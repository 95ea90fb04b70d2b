import { useEffect } from 'react';
import { PAGE_META, type PageKey } from '#shared/messages/pages.ts';
import { APP_NAME } from '#shared/app.ts';

/** Sets <title> and the meta description for the current page. */
export function usePageMeta(key: PageKey): void {
  useEffect(() => {
    const meta = PAGE_META[key];
    document.title = key === 'home' ? meta.title : `${meta.title} · ${APP_NAME}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [key]);
}
