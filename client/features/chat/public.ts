/**
 * What other features may use of chat (docs/client-architecture.md, "Public files"): the
 * letterhead of Word documents, which the account page edits and the Word export reads.
 */
export { LETTERHEAD_LIMITS, loadLetterhead, saveLetterhead, type Letterhead } from './export/letterhead-store.ts';
