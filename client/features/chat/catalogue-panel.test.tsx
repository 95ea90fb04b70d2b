import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CataloguePanel } from './catalogue-panel.tsx';

function Harness({ type }: { type: 'diagnostic' | 'documents' }) {
  const [items, setItems] = useState<string[]>([]);
  const [options, setOptions] = useState<string[]>([]);
  const toggle = (set: typeof setItems) => (id: string) => set((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  return (
    <CataloguePanel
      type={type}
      selectedItems={items}
      options={options}
      onToggleItem={toggle(setItems)}
      onToggleOption={toggle(setOptions)}
      onClear={() => {
        setItems([]);
        setOptions([]);
      }}
    />
  );
}

describe('CataloguePanel', () => {
  it('lists every category of the diagnostic aid, one expanded at a time', async () => {
    const user = userEvent.setup();
    render(<Harness type="diagnostic" />);
    for (const label of ['Profil patient', 'Cognitifs', 'Affectifs', 'Comportementaux', 'Somatiques/neurovégétatifs', 'Symptômes spécifiques']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Profil patient' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Symptômes spécifiques' }));
    expect(screen.getByRole('button', { name: 'Profil patient' }).getAttribute('aria-expanded')).toBe('false');
    for (const group of ['TDAH', 'Anxiété', 'Dépression', 'TOC', 'Phobies', 'Trouble borderline', 'Trouble bipolaire', 'Psychose']) {
      expect(screen.getByText(group)).toBeTruthy();
    }
  });

  it('toggles items, lists the selection and removes an item', async () => {
    const user = userEvent.setup();
    render(<Harness type="diagnostic" />);
    await user.click(screen.getByRole('button', { name: 'Adulte' }));
    expect(screen.getByRole('button', { name: 'Adulte' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 élément sélectionné')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retirer «\u00a0Adulte\u00a0»' }));
    expect(screen.getByRole('button', { name: 'Adulte' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Aucun élément sélectionné')).toBeTruthy();
  });

  it('offers the seven report options in the documents mode', async () => {
    const user = userEvent.setup();
    render(<Harness type="documents" />);
    await user.click(screen.getByRole('button', { name: 'Options du compte-rendu' }));
    for (const label of ['Anamnèse', 'Recommandations', 'Commencer par les points forts', 'Titres et sous-titres', 'Synthétique, sans sous-parties', 'Résultats observés', 'Respecter l’ordre de saisie']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Objectifs' }));
    expect(screen.getByRole('button', { name: 'Bilan Neuropsychologique' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bilan de QI seul' })).toBeTruthy();
  });
});
