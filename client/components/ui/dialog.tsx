/**
 * The one modal dialog of the client: a native <dialog> opened with showModal(), so the page
 * behind is inert and Tab stays inside (the focus trap is the browser's); Escape closes it unless
 * `dismissible` is false (a payment under way); focus goes back to where it was when it opened.
 * Centred on the screen by default; `drawer` slides it along the left edge (the chat's panel on
 * small screens). Its content is rendered only while it is open.
 */
import { useEffect, useRef, type ReactNode } from 'react';

const PLACEMENTS = {
  centre: 'fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] max-w-none overflow-y-auto rounded-xl',
  drawer: 'fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none max-w-none rounded-none rounded-r-xl',
} as const;

const WIDTHS = {
  sm: 'w-[min(26rem,calc(100vw-2rem))]',
  md: 'w-[min(28rem,calc(100vw-2rem))]',
  lg: 'w-[min(36rem,calc(100vw-2rem))]',
  drawer: 'w-[min(22rem,88vw)]',
} as const;

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, or the dialog closed by the browser. The caller sets `open` to false. */
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  placement?: keyof typeof PLACEMENTS;
  width?: keyof typeof WIDTHS;
  /** False while the dialog must stay open (Escape is then ignored). */
  dismissible?: boolean;
  children: ReactNode;
}

export function Dialog({ open, onClose, labelledBy, placement = 'centre', width = placement === 'drawer' ? 'drawer' : 'md', dismissible = true, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
      returnFocus.current = null;
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={() => {
        // Closed by the browser itself (a repeated Escape): tell the caller, or reopen if it must stay.
        if (!open) return;
        if (dismissible) onClose();
        else ref.current?.showModal();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      className={`border border-stone-200 bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/40 ${PLACEMENTS[placement]} ${WIDTHS[width]}`}
    >
      {open && children}
    </dialog>
  );
}
