/** A native modal <dialog>: focus trapped by the browser, Esc closes, focus returns afterwards. */
import { useEffect, useRef, type ReactNode } from 'react';

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`rounded-xl border border-stone-200 bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/40 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
