import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DOCUMENT_MESSAGES } from '#shared/messages/documents.ts';
import { LetterheadBlock } from './letterhead-block.tsx';

const M = DOCUMENT_MESSAGES.letterhead;

describe('LetterheadBlock: the logo is chosen with a French button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows no native file button, and a labelled French button that opens the file picker (failed before: the browser’s own button, in the browser’s language)', () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    render(<LetterheadBlock userId="u1" />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.hidden).toBe(true);
    const button = screen.getByRole('button', { name: `${M.logo} ${M.logoChoose}` });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(M.logoHint);
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toBe(input);
  });

  it('refuses a file that is not a PNG or JPEG image, in French', () => {
    render(<LetterheadBlock userId="u1" />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe(M.logoWrongType);
  });
});
