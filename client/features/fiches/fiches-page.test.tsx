import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FICHES, type Fiche } from '#shared/fiches.ts';
import { toFicheSummary } from '#shared/fiches.schemas.ts';
import { FICHES_MESSAGES as M } from '#shared/messages/fiches.ts';
import { FichesPage } from './fiches-page.tsx';
import { filterFiches } from './filter-fiches.ts';

function serveCatalogue(fiches: readonly Fiche[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).toBe('/api/fiches');
    return new Response(JSON.stringify({ fiches: fiches.map(toFicheSummary) }), { headers: { 'Content-Type': 'application/json' } });
  });
}

async function renderFiches() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FichesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findAllByRole('button', { name: new RegExp(M.open) });
}

const chip = (label: string) => within(screen.getByRole('group', { name: M.filterLabel })).getByRole('button', { name: label });
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

beforeEach(() => serveCatalogue(FICHES));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FichesPage', () => {
  it('lists every fiche with its badge, type, description and button', async () => {
    await renderFiches();
    expect(cardTitles()).toEqual(FICHES.map((fiche) => fiche.title));
    const card = within(cardOf('Grille SECCA'));
    expect(card.getByText('Outils')).toBeTruthy();
    expect(card.getByText('PDF')).toBeTruthy();
    expect(card.getByText(/Cottraux/)).toBeTruthy();
    expect(card.getByRole('button', { name: /Accéder au document/ })).toBeTruthy();
    expect(chip('Tous').getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by Théorie, Exercices and Outils', async () => {
    await renderFiches();
    fireEvent.click(chip('Outils'));
    expect(cardTitles()).toEqual(['Grille ABC', 'Grille SECCA', 'Grille SORC']);
    fireEvent.click(chip('Théorie'));
    expect(cardTitles()).toEqual(['Comprendre l’anxiété']);
    fireEvent.click(chip('Exercices'));
    expect(cardTitles()).toEqual(['Exercices d’ancrage']);
    fireEvent.click(chip('Tous'));
    expect(cardTitles()).toHaveLength(5);
  });

  it('says "Aucune fiche dans cette catégorie" for a category with no fiche', async () => {
    vi.restoreAllMocks();
    serveCatalogue(FICHES.filter((fiche) => fiche.category !== 'exercices'));
    await renderFiches();
    fireEvent.click(chip('Exercices'));
    expect(screen.getByText('Aucune fiche dans cette catégorie')).toBeTruthy();
    expect(cardTitles()).toEqual([]);
  });

  it('shows "Ouverture...", opens the PDF in a new tab after 500 ms, then the success note for 3 s', async () => {
    await renderFiches();
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    vi.useFakeTimers();
    const card = within(cardOf('Grille ABC'));
    fireEvent.click(card.getByRole('button', { name: /Accéder au document/ }));

    const button = card.getByRole('button', { name: /Ouverture\.\.\./ });
    expect(button.textContent).toBe('Ouverture...');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(open).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(open).toHaveBeenCalledExactlyOnceWith('/api/fiches/grille-abc/pdf', '_blank');
    expect(tab.opener).toBeNull();
    expect(card.getByRole('status').textContent).toBe('Document ouvert avec succès !');
    expect(card.getByRole('button', { name: /Accéder au document/ })).toBeTruthy();
    // Only the card that was opened shows the note.
    expect(within(cardOf('Grille SORC')).getByRole('status').textContent).toBe('');

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(card.getByRole('status').textContent).toBe('Document ouvert avec succès !');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(card.getByRole('status').textContent).toBe('');
  });

  it('shows the spec alert when the browser blocks the new tab', async () => {
    await renderFiches();
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.useFakeTimers();
    const card = within(cardOf('Comprendre l’anxiété'));
    fireEvent.click(card.getByRole('button', { name: /Accéder au document/ }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(card.getByRole('alert').textContent).toBe("Erreur lors de l'ouverture du document. Veuillez réessayer.");
    expect(card.getByRole('status').textContent).toBe('');
    expect(card.getByRole('button', { name: /Accéder au document/ })).toBeTruthy();
  });
});

describe('filterFiches', () => {
  it('keeps the catalogue order and can return an empty list', () => {
    expect(filterFiches(FICHES, 'all')).toEqual(FICHES);
    expect(filterFiches(FICHES, 'outils').map((fiche) => fiche.id)).toEqual(['grille-abc', 'grille-secca', 'grille-sorc']);
    expect(
      filterFiches(
        FICHES.filter((fiche) => fiche.category === 'outils'),
        'theorie',
      ),
    ).toEqual([]);
  });
});
