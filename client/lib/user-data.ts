/**
 * Every cache of the signed-in user's data registers here how to forget it, so that logout and
 * account deletion leave nothing of the former user in the page (docs/performance.md explains why
 * the caches are separate: the query cache is loaded with the screens that need it).
 */
const forgetters = new Set<() => void>();

export function onForgetUserData(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetUserData(): void {
  for (const forget of forgetters) forget();
}
