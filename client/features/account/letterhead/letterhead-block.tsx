/**
 * The letterhead of Word documents (docs/documents.md): practice address, town of the date
 * line and an optional logo, kept in this browser only. The rest comes from the profile.
 */
import { useId, useRef, useState } from 'react';
import { DOCUMENT_MESSAGES } from '#shared/messages/documents.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField, TextField } from '#client/components/ui/form-field.tsx';
import { LETTERHEAD_LIMITS, loadLetterhead, saveLetterhead, type Letterhead } from '#client/features/chat/public.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';

const M = DOCUMENT_MESSAGES.letterhead;

function readLogo(file: File): Promise<NonNullable<Letterhead['logo']>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('read'));
    reader.onload = () => {
      const dataUrl = typeof reader.result === 'string' ? reader.result : '';
      const image = new Image();
      image.onload = () => resolve({ dataUrl, width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('image'));
      image.src = dataUrl;
    };
    reader.readAsDataURL(file);
  });
}

export function LetterheadBlock({ userId }: { userId: string }) {
  const [value, setValue] = useState<Letterhead>(() => loadLetterhead(localStorage, userId));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const logoId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const change = (next: Partial<Letterhead>) => {
    setValue((current) => ({ ...current, ...next }));
    setNotice(null);
  };

  return (
    <SectionCard title={M.title}>
      <p className="mb-5 text-sm text-slate-600">{M.intro}</p>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          try {
            saveLetterhead(localStorage, userId, value);
            setNotice({ tone: 'success', text: M.saved });
          } catch {
            setNotice({ tone: 'error', text: M.storageFailed });
          }
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextAreaField label={M.address} hint={M.addressHint} rows={3} maxLength={LETTERHEAD_LIMITS.address} value={value.address} onChange={(event) => change({ address: event.target.value })} />
          <TextField label={M.place} hint={M.placeHint} maxLength={LETTERHEAD_LIMITS.place} value={value.place} autoComplete="address-level2" onChange={(event) => change({ place: event.target.value })} />
        </div>
        <div>
          <p id={`${logoId}-label`} className="block text-sm font-medium text-slate-800">
            {M.logo}
          </p>
          <p id={`${logoId}-hint`} className="mt-0.5 text-xs text-slate-600">
            {M.logoHint}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {/* The browser's own file button speaks the browser's language: a French button opens the hidden input. */}
            <input
              ref={fileInput}
              id={logoId}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                if (file.type !== 'image/png' && file.type !== 'image/jpeg') return setNotice({ tone: 'error', text: M.logoWrongType });
                if (file.size > LETTERHEAD_LIMITS.logoBytes) return setNotice({ tone: 'error', text: M.logoTooBig });
                readLogo(file).then(
                  (logo) => change({ logo }),
                  () => setNotice({ tone: 'error', text: M.logoWrongType }),
                );
              }}
            />
            <Button
              variant="secondary"
              id={`${logoId}-button`}
              aria-labelledby={`${logoId}-label ${logoId}-button`}
              aria-describedby={`${logoId}-hint`}
              onClick={() => fileInput.current?.click()}
            >
              {value.logo ? M.logoChange : M.logoChoose}
            </Button>
            {value.logo && (
              <>
                <img src={value.logo.dataUrl} alt={M.logoAlt} className="h-12 w-auto rounded border border-stone-200 bg-white p-1" />
                <Button variant="ghost" onClick={() => change({ logo: null })}>
                  {M.logoRemove}
                </Button>
              </>
            )}
          </div>
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Button type="submit" variant="secondary">
          {M.save}
        </Button>
      </form>
    </SectionCard>
  );
}
