/**
 * The letterhead of Word documents (docs/documents.md): the practice's address, the town of
 * the date line and an optional logo. Kept in this browser only (localStorage), per account;
 * name, profession, RPPS number and practice name come from the profile. The billing address
 * is never used: it is not the practice's address.
 */
import { z } from 'zod';

export const LETTERHEAD_LIMITS = { address: 300, place: 80, logoBytes: 300 * 1024 } as const;

const LetterheadSchema = z.object({
  address: z.string().max(LETTERHEAD_LIMITS.address).default(''),
  place: z.string().max(LETTERHEAD_LIMITS.place).default(''),
  logo: z
    .object({
      dataUrl: z.string().regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/),
      width: z.number().positive(),
      height: z.number().positive(),
    })
    .nullable()
    .default(null),
});
export type Letterhead = z.infer<typeof LetterheadSchema>;

const EMPTY_LETTERHEAD: Letterhead = { address: '', place: '', logo: null };

const keyOf = (userId: string) => `psyscribe.letterhead.${userId}`;

export function loadLetterhead(storage: { getItem(key: string): string | null }, userId: string): Letterhead {
  try {
    const raw = storage.getItem(keyOf(userId));
    if (!raw) return EMPTY_LETTERHEAD;
    const parsed = LetterheadSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_LETTERHEAD;
  } catch {
    return EMPTY_LETTERHEAD;
  }
}

/** Throws when the browser refuses to store it (quota). */
export function saveLetterhead(storage: { setItem(key: string, value: string): void; removeItem(key: string): void }, userId: string, letterhead: Letterhead): void {
  if (!letterhead.address.trim() && !letterhead.place.trim() && !letterhead.logo) {
    storage.removeItem(keyOf(userId));
    return;
  }
  storage.setItem(keyOf(userId), JSON.stringify(LetterheadSchema.parse(letterhead)));
}
