/** The contact form's mailto link (docs/product/specification.md §4, §7): no network call, the user's mail client sends. */
import { fillTemplate } from '#shared/messages/emails.ts';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, type ContactSubject } from '#shared/messages/pages-content/contact.ts';

export interface ContactForm {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

/** The fields still empty (after trimming), in form order. */
export function missingContactFields(form: ContactForm): (keyof ContactForm)[] {
  const missing: (keyof ContactForm)[] = [];
  if (!form.name.trim()) missing.push('name');
  if (!form.email.trim()) missing.push('email');
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(form.subject)) missing.push('subject');
  if (!form.message.trim()) missing.push('message');
  return missing;
}

/**
 * `mailto:<support>?subject=[<app>] <subject>&body=…`, each part percent-encoded with
 * encodeURIComponent; line breaks are CRLF, as RFC 6068 asks.
 */
export function buildContactMailto(form: ContactForm, { appName, supportEmail }: { appName: string; supportEmail: string }): string {
  const labels = CONTACT_MESSAGES.mailBody;
  const line = (label: string, value: string) => fillTemplate(CONTACT_MESSAGES.mailLine, { label, value }).trimEnd();
  const subject = `[${appName}] ${form.subject}`;
  const body = [
    line(labels.name, form.name.trim()),
    line(labels.email, form.email.trim()),
    line(labels.subject, form.subject),
    '',
    line(labels.message, ''),
    form.message.trim(),
  ]
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Hands the link to the mail client by clicking a temporary anchor rather than assigning
 * `window.location`: the page is never navigated away from, and the click is an ordinary DOM
 * event that tests can observe (`location` itself cannot be stubbed in a browser).
 */
export function openMailClient(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
