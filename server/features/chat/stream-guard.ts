/**
 * Guards around a provider's stream (docs/chat-streaming.md): a first-token deadline, an
 * idle-between-tokens deadline, and a circuit breaker that fails fast while the provider
 * keeps failing. Neither looks at the text: they only count time and outcomes.
 */
import type { Clock } from '#server/lib/clock.ts';
import { AiProviderError } from './ai-provider.ts';

export type DeadlinePhase = 'first_token' | 'idle';

/**
 * Iterates `source`, failing with AiProviderError('timeout') when the first token takes longer
 * than `firstMs`, or any item after it longer than `idleMs` (`isToken` tells tokens from other items). `onExpire` runs first: it must abort
 * the upstream request, since the pending read is abandoned, not awaited.
 */
export async function* withDeadlines<T>(
  source: AsyncIterable<T>,
  limits: { firstMs: number; idleMs: number; onExpire: (phase: DeadlinePhase) => void; isToken?: (item: T) => boolean },
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let phase: DeadlinePhase = 'first_token';
  let pending = false;
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<'expired'>((resolve) => {
        timer = setTimeout(() => resolve('expired'), phase === 'first_token' ? limits.firstMs : limits.idleMs);
      });
      const step = iterator.next();
      pending = true;
      const result = await Promise.race([step, expired]).finally(() => clearTimeout(timer));
      if (result === 'expired') {
        limits.onExpire(phase);
        // The abandoned read settles once the upstream is aborted; nobody waits for it.
        step.catch(() => undefined);
        throw new AiProviderError('timeout');
      }
      pending = false;
      if (result.done) return;
      if (limits.isToken?.(result.value) ?? true) phase = 'idle';
      yield result.value;
    }
  } finally {
    // Closes the provider's generator (and its request) when the consumer stops early.
    if (!pending) await iterator.return?.().catch(() => undefined);
    else void iterator.return?.().catch(() => undefined);
  }
}

export interface CircuitBreaker {
  /** Throws AiProviderError('unavailable') without calling the provider while the circuit is open. */
  check(): void;
  success(): void;
  failure(): void;
  /** An answer that says nothing about the provider (stopped by the user, refused request). */
  release(): void;
  readonly state: 'closed' | 'open' | 'half_open';
}

/**
 * Counts failed answers per process. After `failures` within `windowMs` the circuit opens for
 * `openMs`: answers fail at once with the usual French message. Then one trial answer goes
 * through (half-open): a success closes the circuit, a failure opens it again.
 */
export function createCircuitBreaker(options: { failures: number; windowMs: number; openMs: number; clock: Clock }): CircuitBreaker {
  let failures: number[] = [];
  let openUntil = 0;
  let trialRunning = false;
  const now = () => options.clock.now().getTime();
  const state = (): CircuitBreaker['state'] => (openUntil === 0 ? 'closed' : now() < openUntil ? 'open' : 'half_open');

  return {
    get state() {
      return state();
    },
    check() {
      const current = state();
      if (current === 'open') throw new AiProviderError('unavailable');
      if (current === 'half_open') {
        if (trialRunning) throw new AiProviderError('unavailable');
        trialRunning = true;
      }
    },
    success() {
      failures = [];
      openUntil = 0;
      trialRunning = false;
    },
    release() {
      trialRunning = false;
    },
    failure() {
      const at = now();
      if (state() === 'half_open') {
        trialRunning = false;
        openUntil = at + options.openMs;
        return;
      }
      failures = [...failures.filter((time) => time > at - options.windowMs), at];
      if (failures.length >= options.failures) {
        failures = [];
        openUntil = at + options.openMs;
      }
    },
  };
}
