/**
 * The budget month (docs/product/decisions.md, §4): calendar months in Europe/Paris time, written in the
 * `lastResetDate` format of docs/product/specification.md §3, `YYYY-M` (no leading zero, e.g. "2025-9").
 */
const PARIS_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: 'numeric' });

export function currentPeriod(now: Date): string {
  const parts = PARIS_MONTH.formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${Number(month)}`;
}
