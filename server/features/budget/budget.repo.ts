/**
 * Token counters in PostgreSQL (docs/product/decisions.md, §4, §7). Reservation and settlement are single
 * statements, so concurrent requests of one user (on any server instance) never spend
 * more than the allowance. The monthly roll-over happens inside the same statements.
 */
import { sql, type SQL } from 'drizzle-orm';
import { prepareStatement, runPrepared, selectRows, type Database } from '#server/db/client.ts';
import type { PlanId } from '#shared/auth.schemas.ts';
import { PLANS } from '#shared/plans.ts';
import type { TokenPair, UsageCounters } from './budget-math.ts';

/**
 * A reservation is settled when its stream ends, fails or is aborted. One left behind by a
 * process that died mid-answer would shrink the budget for good: once a user's counters have
 * not moved for this long (well past the AI client's 10-minute timeout), whatever is still
 * reserved is stale and is dropped by the next reservation.
 */
export const STALE_RESERVATION_MS = 30 * 60_000;

interface CounterRow {
  period: string;
  input_tokens: number;
  output_tokens: number;
  reserved_input_tokens: number;
  reserved_output_tokens: number;
  purchased_input_tokens: number;
  purchased_output_tokens: number;
}

const toCounters = (row: CounterRow): UsageCounters => ({
  period: row.period,
  inputTokens: Number(row.input_tokens),
  outputTokens: Number(row.output_tokens),
  reservedInputTokens: Number(row.reserved_input_tokens),
  reservedOutputTokens: Number(row.reserved_output_tokens),
  purchasedInputTokens: Number(row.purchased_input_tokens),
  purchasedOutputTokens: Number(row.purchased_output_tokens),
});

/** The SQL twin of budget-math's rollOver: the counters as they are in the `period` placeholder (plan figures `planIn`, `planOut`). */
function rolledColumns(): { usedIn: SQL; usedOut: SQL; purchasedIn: SQL; purchasedOut: SQL } {
  const fresh = sql`token_usage.period = ${sql.placeholder('period')}`;
  return {
    usedIn: sql`(case when ${fresh} then token_usage.input_tokens else 0 end)`,
    usedOut: sql`(case when ${fresh} then token_usage.output_tokens else 0 end)`,
    purchasedIn: sql`(case when ${fresh} then token_usage.purchased_input_tokens
      else greatest(0, token_usage.purchased_input_tokens - greatest(0, token_usage.input_tokens - ${sql.placeholder('planIn')}::int)) end)`,
    purchasedOut: sql`(case when ${fresh} then token_usage.purchased_output_tokens
      else greatest(0, token_usage.purchased_output_tokens - greatest(0, token_usage.output_tokens - ${sql.placeholder('planOut')}::int)) end)`,
  };
}

const p = (name: string) => sql.placeholder(name);

/**
 * The reservation and the settlements run at every chat turn: written once, prepared on PostgreSQL
 * (server/db/client.ts, docs/chat-streaming.md). Placeholders: userId, period, planIn, planOut,
 * inputTokens, maxOutputTokens, minOutputTokens, staleBefore, now.
 */
const RESERVE = (() => {
  const c = rolledColumns();
  return prepareStatement(
    'budget_reserve',
    sql`with cur as (
          select token_usage.user_id,
                 ${c.usedIn} as used_in, ${c.usedOut} as used_out,
                 ${c.purchasedIn} as purchased_in, ${c.purchasedOut} as purchased_out,
                 case when token_usage.updated_at < ${p('staleBefore')} then 0 else token_usage.reserved_input_tokens end as reserved_in,
                 case when token_usage.updated_at < ${p('staleBefore')} then 0 else token_usage.reserved_output_tokens end as reserved_out
          from token_usage where token_usage.user_id = ${p('userId')}
          for update
        ), checked as (
          select cur.*, used_in + reserved_in + ${p('inputTokens')}::int <= ${p('planIn')}::int + purchased_in as input_fits
          from cur
        ), fits as (
          select checked.*, least(${p('maxOutputTokens')}::int, ${p('planOut')}::int + purchased_out - used_out - reserved_out) as granted
          from checked
          where input_fits
            and ${p('planOut')}::int + purchased_out - used_out - reserved_out >= ${p('minOutputTokens')}::int
        ), updated as (
        update token_usage set
          period = ${p('period')},
          input_tokens = fits.used_in,
          output_tokens = fits.used_out,
          purchased_input_tokens = fits.purchased_in,
          purchased_output_tokens = fits.purchased_out,
          reserved_input_tokens = fits.reserved_in + ${p('inputTokens')}::int,
          reserved_output_tokens = fits.reserved_out + fits.granted,
          updated_at = ${p('now')}
        from fits where token_usage.user_id = fits.user_id
        returning fits.granted as granted
        )
        select (select granted from updated) as granted, checked.input_fits from checked`,
  );
})();

/**
 * Settlement: the counters alone (nothing charged), with the daily count, and with the
 * per-assistant count of a completed answer. Placeholders: userId, period, planIn, planOut,
 * reservedIn, reservedOut, chargedIn, chargedOut, now; day; chatType.
 */
const [SETTLE_RELEASE, SETTLE_CHARGE, SETTLE_ANSWER] = (() => {
  const c = rolledColumns();
  const counters = sql`update token_usage set
          period = ${p('period')},
          input_tokens = ${c.usedIn} + ${p('chargedIn')}::int,
          output_tokens = ${c.usedOut} + ${p('chargedOut')}::int,
          purchased_input_tokens = ${c.purchasedIn},
          purchased_output_tokens = ${c.purchasedOut},
          reserved_input_tokens = greatest(0, token_usage.reserved_input_tokens - ${p('reservedIn')}::int),
          reserved_output_tokens = greatest(0, token_usage.reserved_output_tokens - ${p('reservedOut')}::int),
          updated_at = ${p('now')}
        where token_usage.user_id = ${p('userId')}`;
  // A completed answer of one assistant: counted for "≈ N restants" (docs/budget.md).
  const byChatType = sql`, by_chat_type as (
          insert into token_usage_by_chat_type (user_id, period, chat_type, answers, input_tokens, output_tokens)
          values (${p('userId')}, ${p('period')}, ${p('chatType')}, 1, ${p('chargedIn')}::int, ${p('chargedOut')}::int)
          on conflict (user_id, period, chat_type) do update set
            answers = token_usage_by_chat_type.answers + 1,
            input_tokens = token_usage_by_chat_type.input_tokens + excluded.input_tokens,
            output_tokens = token_usage_by_chat_type.output_tokens + excluded.output_tokens
        )`;
  const charge = (extra: SQL) =>
    sql`with counters as (${counters})${extra}
        insert into token_usage_daily (user_id, day, input_tokens, output_tokens)
        values (${p('userId')}, ${p('day')}, ${p('chargedIn')}::int, ${p('chargedOut')}::int)
        on conflict (user_id, day) do update set
          input_tokens = token_usage_daily.input_tokens + excluded.input_tokens,
          output_tokens = token_usage_daily.output_tokens + excluded.output_tokens`;
  return [prepareStatement('budget_settle_release', counters), prepareStatement('budget_settle_charge', charge(sql``)), prepareStatement('budget_settle_answer', charge(byChatType))];
})();

export function createBudgetRepo(db: Database) {
  return {
    async findCounters(userId: string): Promise<UsageCounters | undefined> {
      const [row] = await selectRows<CounterRow>(
        db,
        sql`select period, input_tokens, output_tokens, reserved_input_tokens, reserved_output_tokens,
                   purchased_input_tokens, purchased_output_tokens
            from token_usage where user_id = ${userId}`,
      );
      return row ? toCounters(row) : undefined;
    },

    /**
     * Reserves `inputTokens` and up to `maxOutputTokens` (at least `minOutputTokens`) in one
     * statement; the row lock makes concurrent reservations queue. Returns the output tokens
     * granted, or which side (input first) has no room, as seen by that same statement.
     */
    async reserve(
      userId: string,
      request: { period: string; plan: PlanId; inputTokens: number; maxOutputTokens: number; minOutputTokens: number; now: Date },
    ): Promise<{ granted: number } | { refused: 'input' | 'output' }> {
      const { period, plan, inputTokens, maxOutputTokens, minOutputTokens, now } = request;
      const values = {
        userId,
        period,
        planIn: PLANS[plan].monthlyInputTokens,
        planOut: PLANS[plan].monthlyOutputTokens,
        inputTokens,
        maxOutputTokens,
        minOutputTokens,
        staleBefore: new Date(now.getTime() - STALE_RESERVATION_MS).toISOString(),
        now: now.toISOString(),
      };
      let rows = await runPrepared<{ granted: number | null; input_fits: boolean }>(db, RESERVE, values);
      if (rows.length === 0) {
        // The user's first reservation: create the counters, then reserve (one round trip otherwise).
        await db.execute(sql`insert into token_usage (user_id, period) values (${userId}, ${period}) on conflict (user_id) do nothing`);
        rows = await runPrepared<{ granted: number | null; input_fits: boolean }>(db, RESERVE, values);
      }
      const row = rows[0];
      if (row?.granted !== null && row?.granted !== undefined) return { granted: Number(row.granted) };
      return { refused: row?.input_fits === false ? 'input' : 'output' };
    },

    /**
     * Releases a reservation and charges what the call really cost, in one statement (with the
     * daily and per-assistant counts when something is charged): a failed attempt changed
     * nothing, so trying it again cannot charge twice.
     */
    async settle(
      userId: string,
      settlement: { period: string; plan: PlanId; reserved: TokenPair; charged: TokenPair; day: string; now: Date; answerOf?: string },
    ): Promise<void> {
      const { period, plan, reserved, charged, day, now, answerOf } = settlement;
      const values = {
        userId,
        period,
        planIn: PLANS[plan].monthlyInputTokens,
        planOut: PLANS[plan].monthlyOutputTokens,
        reservedIn: reserved.inputTokens,
        reservedOut: reserved.outputTokens,
        chargedIn: charged.inputTokens,
        chargedOut: charged.outputTokens,
        now: now.toISOString(),
      };
      if (charged.inputTokens === 0 && charged.outputTokens === 0) {
        await runPrepared(db, SETTLE_RELEASE, values);
        return;
      }
      if (answerOf) await runPrepared(db, SETTLE_ANSWER, { ...values, day, chatType: answerOf });
      else await runPrepared(db, SETTLE_CHARGE, { ...values, day });
    },

    /** Releases reservations nobody has touched for STALE_RESERVATION_MS; returns how many rows changed. */
    async releaseStale(now: Date): Promise<number> {
      const staleBefore = new Date(now.getTime() - STALE_RESERVATION_MS).toISOString();
      const rows = await selectRows<{ user_id: string }>(
        db,
        sql`update token_usage set reserved_input_tokens = 0, reserved_output_tokens = 0
            where updated_at < ${staleBefore} and (reserved_input_tokens > 0 or reserved_output_tokens > 0)
            returning user_id`,
      );
      return rows.length;
    },

    /**
     * Adds purchased tokens (a paid top-up, an operator's grant). `within`: the caller's
     * transaction, so that the credit commits together with what paid for it.
     */
    async creditPurchased(userId: string, period: string, tokens: TokenPair, now: Date, within: Database = db): Promise<void> {
      await within.execute(
        sql`insert into token_usage (user_id, period, purchased_input_tokens, purchased_output_tokens, updated_at)
            values (${userId}, ${period}, ${tokens.inputTokens}::int, ${tokens.outputTokens}::int, ${now.toISOString()})
            on conflict (user_id) do update set
              purchased_input_tokens = token_usage.purchased_input_tokens + excluded.purchased_input_tokens,
              purchased_output_tokens = token_usage.purchased_output_tokens + excluded.purchased_output_tokens,
              updated_at = excluded.updated_at`,
      );
    },

    /** This month's completed answers and their tokens, per assistant. */
    async listByChatType(userId: string, period: string): Promise<{ chatType: string; answers: number; inputTokens: number; outputTokens: number }[]> {
      const rows = await selectRows<{ chat_type: string; answers: number; input_tokens: number; output_tokens: number }>(
        db,
        sql`select chat_type, answers, input_tokens, output_tokens from token_usage_by_chat_type
            where user_id = ${userId} and period = ${period}`,
      );
      return rows.map((row) => ({ chatType: row.chat_type, answers: Number(row.answers), inputTokens: Number(row.input_tokens), outputTokens: Number(row.output_tokens) }));
    },

    async listDaily(userId: string, dayPrefix: string): Promise<{ day: string; inputTokens: number; outputTokens: number }[]> {
      const rows = await selectRows<{ day: string; input_tokens: number; output_tokens: number }>(
        db,
        sql`select day, input_tokens, output_tokens from token_usage_daily
            where user_id = ${userId} and day like ${dayPrefix + '%'} order by day`,
      );
      return rows.map((row) => ({ day: row.day, inputTokens: Number(row.input_tokens), outputTokens: Number(row.output_tokens) }));
    },
  };
}

export type BudgetRepo = ReturnType<typeof createBudgetRepo>;
