/**
 * Readiness during a drain (docs/operations.md, "Stopping and draining"): once the shutdown
 * code calls `markDraining()`, `GET /api/ready` answers 503 SERVICE_DRAINING so the load
 * balancer or proxy sends no new requests here, while liveness (`/api/health`) stays 200 and
 * the answers already streaming may finish.
 */
import type { FastifyInstance } from 'fastify';

let processDraining = false;
const drainingApps = new WeakSet<FastifyInstance>();

/**
 * Marks this server as draining. Without an argument the whole process (SIGTERM); with an app,
 * that app only (tests run several apps in one process).
 */
export function markDraining(app?: FastifyInstance): void {
  if (app) drainingApps.add(app);
  else processDraining = true;
}

/** True once the process, or this app, drains (plugin contexts inherit from the root app by prototype). */
export function isDraining(app?: FastifyInstance): boolean {
  if (processDraining) return true;
  for (let current: object | null = app ?? null; current; current = Object.getPrototypeOf(current) as object | null) {
    if (drainingApps.has(current as FastifyInstance)) return true;
  }
  return false;
}
