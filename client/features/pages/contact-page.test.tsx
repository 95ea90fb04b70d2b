import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES as M, CONTACT_SUBJECTS } from '#shared/messages/pages-content/contact.ts';
import { buildContactMailto, missingContactFields } from './contact-mailto.ts';
import { ContactPage } from './contact-page.tsx';

let opened: string[];
beforeEach(() => {
  opened = [];
  // The page hands the mailto link to the mail client through an anchor click: record it instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderContact() {
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  return {
    name: screen.getByLabelText<HTMLInputElement>(M.name),
    email: screen.getByLabelText<HTMLInputElement>(M.email),
    subject: screen.getByLabelText<HTMLSelectElement>(M.subject),
    message: screen.getByLabelText<HTMLTextAreaElement>(M.message),
    send: screen.getByRole('button', { name: M.send }),
  };
}

const EXPECTED_MAILTO =
  'mailto:support@psyscribe.example' +
  '?subject=%5BPsyScribe%5D%20Demande%20de%20d%C3%A9monstration' +
  '&body=Nom%C2%A0%3A%20Claire%20Martin' +
  '%0D%0AE-mail%C2%A0%3A%20claire.martin%40cabinet.fr' +
  '%0D%0ASujet%C2%A0%3A%20Demande%20de%20d%C3%A9monstration' +
  '%0D%0A%0D%0AMessage%C2%A0%3A' +
  '%0D%0ABonjour%2C%0D%0ATarifs%20%26%20d%C3%A9mo%20%3F';

describe('ContactPage', () => {
  it('offers exactly the seven subjects of the spec, and types the fields', () => {
    const fields = renderContact();
    const options = [...fields.subject.options].map((option) => option.value).filter(Boolean);
    expect(options).toEqual([
      'Question générale',
      'Support technique',
      'Demande de démonstration',
      'Partenariat',
      'Facturation',
      "Suggestion d'amélioration",
      'Autre',
    ]);
    expect(fields.email.type).toBe('email');
    expect(fields.message.getAttribute('rows')).toBe('6');
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) expect(field.required).toBe(true);
  });

  it('refuses an incomplete form with the spec message and opens nothing', () => {
    const fields = renderContact();
    fireEvent.change(fields.name, { target: { value: 'Claire Martin' } });
    fireEvent.change(fields.message, { target: { value: '   ' } });
    fireEvent.click(fields.send);
    expect(screen.getByRole('alert').textContent).toBe('Veuillez remplir tous les champs obligatoires');
    expect(opened).toEqual([]);
    expect(document.activeElement).toBe(fields.email);
    expect(fields.email.getAttribute('aria-invalid')).toBe('true');
    expect(fields.name.getAttribute('aria-invalid')).toBeNull();
  });

  it('opens the exact mailto link, shows the success messages and clears the form after 1 s', () => {
    vi.useFakeTimers();
    const fields = renderContact();
    fireEvent.change(fields.name, { target: { value: ' Claire Martin ' } });
    fireEvent.change(fields.email, {
      target: { value: 'claire.martin@cabinet.fr' },
    });
    fireEvent.change(fields.subject, {
      target: { value: 'Demande de démonstration' },
    });
    fireEvent.change(fields.message, {
      target: { value: 'Bonjour,\nTarifs & démo ?' },
    });
    fireEvent.click(fields.send);

    expect(opened).toEqual([EXPECTED_MAILTO]);
    expect(screen.queryByRole('alert')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Message envoyé avec succès !');
    expect(status.textContent).toContain("Votre client de messagerie s'est ouvert. Nous vous répondrons rapidement.");
    expect(fields.name.value).toBe(' Claire Martin ');

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(fields.message.value).toBe('Bonjour,\nTarifs & démo ?');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect([fields.name.value, fields.email.value, fields.subject.value, fields.message.value]).toEqual(['', '', '', '']);
    expect(screen.getByRole('status').textContent).toContain('Message envoyé avec succès !');
  });

  it('shows the spec error when the mail client cannot be opened', () => {
    vi.mocked(HTMLAnchorElement.prototype.click).mockImplementation(() => {
      throw new Error('blocked');
    });
    const fields = renderContact();
    fireEvent.change(fields.name, { target: { value: 'Claire Martin' } });
    fireEvent.change(fields.email, {
      target: { value: 'claire.martin@cabinet.fr' },
    });
    fireEvent.change(fields.subject, { target: { value: 'Autre' } });
    fireEvent.change(fields.message, { target: { value: 'Bonjour' } });
    fireEvent.click(fields.send);
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue. Veuillez réessayer ou nous contacter directement.');
    expect(fields.name.value).toBe('Claire Martin');
  });
});

describe('buildContactMailto', () => {
  it('prefixes the subject with the configured product name and encodes every part', () => {
    const url = buildContactMailto(
      {
        name: 'A&B',
        email: 'x+y@z.fr',
        subject: "Suggestion d'amélioration",
        message: '100 % = ?',
      },
      { appName: 'Cabinet IA', supportEmail: 'aide@cabinet.example' },
    );
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('mailto:');
    expect(parsed.pathname).toBe('aide@cabinet.example');
    expect(parsed.searchParams.get('subject')).toBe("[Cabinet IA] Suggestion d'amélioration");
    expect(parsed.searchParams.get('body')).toBe(
      "Nom\u00A0: A&B\r\nE-mail\u00A0: x+y@z.fr\r\nSujet\u00A0: Suggestion d'amélioration\r\n\r\nMessage\u00A0:\r\n100 % = ?",
    );
    expect(url).not.toMatch(/\s/);
  });

  it('lists the fields still missing, in form order', () => {
    expect(missingContactFields({ name: '', email: ' ', subject: '', message: 'x' })).toEqual(['name', 'email', 'subject']);
    expect(
      missingContactFields({
        name: 'a',
        email: 'b',
        subject: CONTACT_SUBJECTS[0],
        message: 'c',
      }),
    ).toEqual([]);
  });
});
