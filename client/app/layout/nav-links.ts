import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { ROUTES } from '#shared/routes.ts';

export interface NavLink {
  to: string;
  label: string;
}

const M = LAYOUT_MESSAGES.nav;

/** The navigation of docs/product/specification.md §2, by audience: tools only for subscribers. */
export function buildNavLinks({ signedIn, subscribed }: { signedIn: boolean; subscribed: boolean }): NavLink[] {
  const links: NavLink[] = [
    { to: ROUTES.home, label: M.home },
    { to: ROUTES.pricing, label: M.pricing },
    { to: ROUTES.about, label: M.about },
  ];
  if (signedIn && subscribed) {
    links.push(
      { to: ROUTES.chatDiagnostic, label: M.chatDiagnostic },
      { to: ROUTES.chatNotes, label: M.chatNotes },
      { to: ROUTES.chatDocuments, label: M.chatDocuments },
      { to: ROUTES.fiches, label: M.fiches },
    );
  }
  links.push({ to: ROUTES.faq, label: M.faq }, { to: ROUTES.contact, label: M.contact });
  return links;
}
