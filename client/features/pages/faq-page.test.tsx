import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORY_META, FAQ_MESSAGES } from '#shared/messages/pages-content/faq.ts';
import { FaqPage } from './faq-page.tsx';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const questions = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
/** The open answers (hidden panels are not in the accessibility tree). */
const openAnswers = () => {
  const list = screen.queryByRole('list');
  return list ? within(list).queryAllByRole('region') : [];
};
const chip = (label: string) =>
  within(screen.getByRole('group', { name: FAQ_MESSAGES.filterLabel })).getByRole('button', { name: new RegExp(`^${label} \\d+$`) });

describe('FaqPage', () => {
  it('shows the ten questions and one chip per category with its count', () => {
    renderFaq();
    expect(questions()).toHaveLength(10);
    expect(chip(FAQ_MESSAGES.all).textContent).toMatch(/10$/);
    expect(chip(FAQ_MESSAGES.all).getAttribute('aria-pressed')).toBe('true');
    const expected = {
      general: 2,
      fonctionnalites: 2,
      securite: 2,
      paiement: 2,
      technique: 1,
      support: 1,
    };
    for (const [category, count] of Object.entries(expected)) {
      expect(chip(FAQ_CATEGORY_META[category as keyof typeof expected].label).textContent).toMatch(new RegExp(`${count}$`));
    }
  });

  it('finds a question by a word that appears only in its answer, and updates the counts', async () => {
    const user = renderFaq();
    await user.type(screen.getByRole('searchbox', { name: FAQ_MESSAGES.searchLabel }), 'libreoffice');
    expect(questions()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Comment récupérer un texte/ })).toBeTruthy();
    expect(chip(FAQ_MESSAGES.all).textContent).toMatch(/1$/);
    expect(chip(FAQ_CATEGORY_META.fonctionnalites.label).textContent).toMatch(/1$/);
    expect(chip(FAQ_CATEGORY_META.securite.label).textContent).toMatch(/0$/);
  });

  it('ignores accents and case, and needs every word', async () => {
    const user = renderFaq();
    const search = screen.getByRole('searchbox', {
      name: FAQ_MESSAGES.searchLabel,
    });
    await user.type(search, 'HEBERGEES donnees');
    expect(questions()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Où sont hébergées mes données/ })).toBeTruthy();
  });

  it('says "Aucun résultat trouvé" for a nonsense search, and can reset', async () => {
    const user = renderFaq();
    await user.type(screen.getByRole('searchbox', { name: FAQ_MESSAGES.searchLabel }), 'zxqwvk');
    expect(screen.getByRole('heading', { name: 'Aucun résultat trouvé' })).toBeTruthy();
    expect(openAnswers()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: FAQ_MESSAGES.resetFilters }));
    expect(questions()).toHaveLength(10);
  });

  it('filters by category chip', async () => {
    const user = renderFaq();
    await user.click(chip(FAQ_CATEGORY_META.securite.label));
    expect(chip(FAQ_CATEGORY_META.securite.label).getAttribute('aria-pressed')).toBe('true');
    expect(chip(FAQ_MESSAGES.all).getAttribute('aria-pressed')).toBe('false');
    expect(questions().map((q) => q.textContent)).toEqual([
      'Où sont hébergées mes données et que deviennent mes conversations\u202F?',
      'Dois-je anonymiser les informations sur mes patients\u202F?',
    ]);
  });

  it('keeps one answer open at a time', async () => {
    const user = renderFaq();
    const first = screen.getByRole('button', {
      name: /À qui s’adresse PsyScribe/,
    });
    const second = screen.getByRole('button', {
      name: /Combien coûte l’abonnement/,
    });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const firstPanel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(firstPanel.hidden).toBe(true);

    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(firstPanel.hidden).toBe(false);
    expect(firstPanel.textContent).toMatch(/numéro RPPS/);

    await user.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(firstPanel.hidden).toBe(true);
    expect(openAnswers()).toHaveLength(1);

    await user.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('fills the support address into the answers', async () => {
    const user = renderFaq();
    await user.click(screen.getByRole('button', { name: /Comment contacter l’équipe/ }));
    expect(openAnswers()[0]!.textContent).toContain('support@psyscribe.example');
  });
});
