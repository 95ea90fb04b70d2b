/** Subscribers for route tests: registered through the API, then given an active plan in the database. */
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import type { ChatStreamEvent } from '#shared/chat.schemas.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import { buildRegisterInput } from './user-factory.ts';

export interface TestSubscriber {
  cookie: string;
  userId: string;
}

export async function createSubscriber(t: Pick<TestApp, 'app' | 'deps'>, plan: 'basic' | 'premium' | null = 'basic'): Promise<TestSubscriber> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildRegisterInput() });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const cookie = String([response.headers['set-cookie']].flat()[0]).split(';')[0]!;
  const userId = response.json<{ user: { uid: string } }>().user.uid;
  if (plan) await t.deps.database.db.update(users).set({ subscriptionStatus: 'active', subscriptionPlan: plan }).where(eq(users.id, userId));
  return { cookie, userId };
}

/** The events of a server-sent-events body. */
export function parseSse(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(6)) as ChatStreamEvent);
}

export function textOf(events: ChatStreamEvent[]): string {
  return events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
}
