import { describe, expect, it } from 'vitest';
import { buildNavLinks } from './nav-links.ts';

const labels = (signedIn: boolean, subscribed: boolean) => buildNavLinks({ signedIn, subscribed }).map((link) => link.label);

describe('buildNavLinks', () => {
  it('shows visitors the public pages, FAQ and Contact, and no tools', () => {
    expect(labels(false, false)).toEqual(['Accueil', 'Tarifs', 'Qui sommes-nous', 'FAQ', 'Contact']);
  });

  it('shows no tools to a signed-in user without subscription', () => {
    expect(labels(true, false)).toEqual(labels(false, false));
  });

  it('adds the three assistants and Fiches for a subscriber', () => {
    expect(labels(true, true)).toEqual([
      'Accueil',
      'Tarifs',
      'Qui sommes-nous',
      'Aide au diagnostic',
      'Notes de séances',
      'Comptes-rendus',
      'Fiches',
      'FAQ',
      'Contact',
    ]);
  });
});
