import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog.tsx';

function Opener({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="t" dismissible={dismissible}>
        <h2 id="t">Titre</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Fermer
        </button>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  return { opener, dialog };
}

describe('Dialog (client/components/ui/dialog.tsx)', () => {
  it('opens modal and centred, labelled by its title, and shows its content only while open', () => {
    render(<Opener />);
    expect(screen.queryByText('Titre')).toBeNull();
    const { dialog } = openDialog();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('t');
    expect(dialog.className).toContain('m-auto');
    expect(dialog.className).toContain('inset-0');
    expect(screen.getByText('Titre')).toBeTruthy();
  });

  it('Escape closes it and the focus goes back to the button that opened it', () => {
    render(<Opener />);
    const { opener, dialog } = openDialog();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(false);
    expect(screen.queryByText('Titre')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a dialog that must stay open ignores Escape', () => {
    render(<Opener dismissible={false} />);
    const { dialog } = openDialog();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog.open).toBe(false);
  });
});
