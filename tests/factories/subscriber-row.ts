import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { PlanId } from '#shared/auth.schemas.ts';

/** Inserts an active subscriber straight into the database (for service tests that need no sign-in); returns its id. */
export async function insertSubscriber(db: Database, plan: PlanId = 'basic'): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email: `${id}@cabinet-test.fr`,
    name: 'Test',
    profession: 'Psychologue',
    companyName: 'Cabinet',
    billingAddress: 'Metz',
    personalAddress: 'Metz',
    rppsNumber: '10000000000',
    passwordHash: 'x',
    subscriptionStatus: 'active',
    subscriptionPlan: plan,
  });
  return id;
}
