/**
 * What the PII guard's table tests read of a detection (shared/pii/*.test.ts): one clock for all,
 * and the detections written `kind:value`, `role:value` or as the names' values only.
 */
import { detectPii } from './pii-guard.ts';

export const NOW = new Date('2026-03-15T10:00:00Z');

const detect = (text: string) => detectPii(text, { now: NOW });

/** Every detection as `kind:value`, in text order. */
export const masked = (text: string): string[] => detect(text).map((match) => `${match.kind}:${match.value}`);

/** Every detection as `role:value` (names) or `kind:value` (the rest). */
export const withRoles = (text: string): string[] => detect(text).map((match) => `${match.role ?? match.kind}:${match.value}`);

/** The values of the names detected. */
export const namesIn = (text: string): string[] => detect(text).filter((match) => match.kind === 'name').map((match) => match.value);
