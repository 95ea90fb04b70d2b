import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION_DATE } from '#shared/messages/pages-content/terms.ts';
import { formatTermsDate, TermsPage } from './terms-page.tsx';

/** The page's text with non-breaking spaces as plain spaces, for readable assertions. */
function renderTerms(kind: 'cgv' | 'cgu'): string {
  render(
    <MemoryRouter>
      <TermsPage kind={kind} />
    </MemoryRouter>,
  );
  return (document.body.textContent ?? '').replace(/[\u00A0\u202F]/g, ' ');
}

describe('TermsPage', () => {
  it('shows the version date of the terms, not today', () => {
    expect(TERMS_VERSION_DATE).toBe('2026-11-21');
    expect(formatTermsDate('2026-11-21')).toBe('21 novembre 2026');
    expect(formatTermsDate('2027-01-01')).toBe('1 janvier 2027');
    const text = renderTerms('cgv');
    expect(text).toContain('Dernière mise à jour : 21 novembre 2026');
    expect(screen.getByText('21 novembre 2026').getAttribute('datetime')).toBe('2026-11-21');
  });

  it('has one h1 and a table of contents linking to every article', () => {
    renderTerms('cgu');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Conditions générales d’utilisation']);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = [...toc.querySelectorAll('a')];
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('carries every business constant of docs/product/specification.md §9 in the sales terms', () => {
    const text = renderTerms('cgv');
    for (const expected of [
      'Basic : 30 € TTC par mois',
      '2 000 000 jetons en entrée et 2 000 000 jetons en sortie',
      'Premium : 40 € TTC par mois',
      '5 000 000 jetons en entrée et 5 000 000 jetons en sortie',
      '800 000 jetons en entrée et 800 000 jetons en sortie est proposée au prix de 15 € TTC',
      'trois fois le taux d’intérêt légal',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      '12 mois d’abonnement',
      'dans un délai de 15 jours',
      'dans un délai de 20 jours après une première relance',
      'dans un délai de 20 jours à compter de ce changement',
      'pendant 1 an après sa fin',
      'toutes taxes comprises (TTC)',
      'par carte bancaire ou par mandat de prélèvement SEPA',
      'durée mensuelle ou annuelle',
      'certifié pour l’hébergement de données de santé (HDS)',
      'Union européenne',
      'constituent une aide et non un diagnostic',
      'conservé dans le navigateur du Client pendant 1 heure',
      'pour une durée limitée',
      'support@psyscribe.example',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('carries the usage rules in the usage terms', () => {
    const text = renderTerms('cgu');
    for (const expected of [
      'réservé aux psychologues et aux neuropsychologues',
      'justificatifs',
      'dans un délai de 20 jours après une première relance',
      'dans un délai de 20 jours à compter de tout changement',
      'anonymiser toute information relative à un patient',
      'une aide à la réflexion et à la rédaction, et non un diagnostic',
      'n’est ni enregistré dans la base de données',
      'pendant 1 heure après le dernier message',
      'certifié pour l’hébergement de données de santé (HDS)',
      'pendant 1 an après sa fin',
      'délai de 15 jours',
      '12 mois d’abonnement',
      '2 000 000 + 2 000 000 jetons pour Basic, 5 000 000 + 5 000 000 jetons pour Premium',
      'recharge de 800 000 + 800 000 jetons (15 € TTC)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
