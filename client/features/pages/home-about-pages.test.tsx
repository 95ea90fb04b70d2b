import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page.tsx';
import { HomePage } from './home-page.tsx';

function renderPage(page: ReactNode): string {
  render(<MemoryRouter>{page}</MemoryRouter>);
  return document.body.textContent ?? '';
}

describe('HomePage', () => {
  it('has one h1, the launch offer, the four features, three steps and calls to action', () => {
    const text = renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text).toMatch(/dès 30\u00A0€ TTC par mois, pour une durée limitée/);
    for (const title of ['Aide au diagnostic', 'Notes de séances', 'Comptes-rendus', 'Fiches et ressources']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Comment ça marche' }).nextElementSibling?.children).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /Créer mon compte/ }).map((a) => a.getAttribute('href'))).toEqual(['/register', '/register']);
    expect(screen.getByRole('link', { name: 'Voir les tarifs' }).getAttribute('href')).toBe('/pricing');
    expect(text).toContain('HDS');
    expect(text).toContain('Anonymisation');
    expect(text).not.toMatch(/\{\w+\}/);
  });
});

describe('AboutPage', () => {
  it('shows two placeholder team members, the commitments and a mailto button', () => {
    const text = renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Prénom Nom', 'Prénom Nom']);
    expect(text).toContain('Direction clinique');
    expect(text).toContain('Direction technique');
    const commitments = screen.getByRole('heading', {
      level: 2,
      name: /engagements/,
    }).nextElementSibling!;
    expect(commitments.querySelectorAll('li').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('link', { name: 'Nous écrire' }).getAttribute('href')).toBe(
      'mailto:support@psyscribe.example?subject=%5BPsyScribe%5D%20Prise%20de%20contact',
    );
  });
});
