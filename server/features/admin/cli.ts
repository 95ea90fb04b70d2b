/**
 * The operator CLI: `npm run admin -- <command>`. Same configuration and database as the server
 * (with the embedded database, stop the server first: PGlite allows one process).
 *
 *   users list [--search TEXT] [--limit N]
 *   users show <email|id>
 *   subscription grant <email|id> --plan basic|premium --until YYYY-MM-DD
 *   subscription revoke <email|id>
 *   tokens add <email|id> --input N --output N
 *   usage <email|id>
 *   audit [--limit N]
 *
 * The operator is $ADMIN_OPERATOR, else the system user name; every command is recorded.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pino from 'pino';
import '#shared/validation.ts';
import { PlanIdSchema } from '#shared/auth.schemas.ts';
import { ensureSessionSecret, loadConfig } from '#server/config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { systemClock } from '#server/lib/clock.ts';
import { createBudgetRepo } from '#server/features/budget/budget.repo.ts';
import { createBudgetService } from '#server/features/budget/budget.service.ts';
import { createAdminRepo } from './admin.repo.ts';
import { AdminError, createAdminService, type AdminService } from './admin.service.ts';

const USAGE = `usage: npm run admin -- <command>
  users list [--search TEXT] [--limit N]
  users show <email|id>
  subscription grant <email|id> --plan basic|premium --until YYYY-MM-DD
  subscription revoke <email|id>
  tokens add <email|id> --input N --output N
  usage <email|id>
  audit [--limit N]`;

export async function runAdminCommand(admin: AdminService, argv: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      search: { type: 'string' },
      limit: { type: 'string' },
      plan: { type: 'string' },
      until: { type: 'string' },
      input: { type: 'string' },
      output: { type: 'string' },
    },
  });
  const [group, action, target] = positionals;
  const limit = Math.min(Math.max(Number(values.limit ?? 50) || 50, 1), 1000);
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new AdminError(`missing ${what}\n${USAGE}`);
    return value;
  };
  switch (`${group ?? ''} ${group === 'usage' || group === 'audit' ? '' : (action ?? '')}`.trim()) {
    case 'users list':
      return admin.listUsers({ search: values.search, limit });
    case 'users show':
      return admin.showUser(need(target, '<email|id>'));
    case 'subscription grant': {
      const plan = PlanIdSchema.safeParse(values.plan);
      if (!plan.success) throw new AdminError('--plan must be basic or premium');
      const until = need(values.until, '--until YYYY-MM-DD');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(`${until}T23:59:59+01:00`))) throw new AdminError('--until must be a date, YYYY-MM-DD');
      // Access runs to the end of that day in Paris.
      return admin.grantComplimentary(need(target, '<email|id>'), plan.data, new Date(`${until}T23:59:59+01:00`));
    }
    case 'subscription revoke':
      return admin.revokeComplimentary(need(target, '<email|id>'));
    case 'tokens add': {
      const inputTokens = Number(values.input ?? 0);
      const outputTokens = Number(values.output ?? 0);
      return admin.addTokens(need(target, '<email|id>'), { inputTokens, outputTokens });
    }
    case 'usage':
      return admin.usage(need(action, '<email|id>'));
    case 'audit':
      return admin.auditLog(limit);
    default:
      throw new AdminError(USAGE);
  }
}

async function main(): Promise<number> {
  const loaded = loadConfig();
  if (!loaded.ok) {
    for (const error of loaded.errors) process.stderr.write(`Invalid configuration: ${error}\n`);
    return 1;
  }
  const config = ensureSessionSecret(loaded.config);
  let database: DatabaseHandle;
  try {
    database = config.databaseUrl ? openPostgres(config.databaseUrl, pino({ level: 'silent' })) : await openPglite(config.dataDir);
    await database.migrate();
  } catch (error) {
    process.stderr.write(`Cannot open the database: ${(error as Error).message}\n`);
    return 1;
  }
  const operator = process.env.ADMIN_OPERATOR ?? os.userInfo().username;
  const admin = createAdminService({
    repo: createAdminRepo(database.db),
    budget: createBudgetService({ repo: createBudgetRepo(database.db), clock: systemClock }),
    clock: systemClock,
    operator,
  });
  try {
    const result = await runAdminCommand(admin, process.argv.slice(2));
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof AdminError ? error.message : `error: ${(error as Error).message}`}\n`);
    return error instanceof AdminError ? 2 : 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  process.exitCode = await main();
}
