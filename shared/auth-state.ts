/** The session state of a visitor. Kept apart from the schemas so the first screen needs no zod. */
import type { MeResponse } from './auth.schemas.ts';

export const SIGNED_OUT: MeResponse = { user: null, userProfile: null, hasActiveSubscription: false, subscriptionData: null };
