/**
 * Plans and the top-up pack (docs/product/specification.md §9, docs/product/decisions.md, §3): the server's only source for prices and
 * token allowances. Requests naming another price or amount are refused.
 */
import type { PlanId } from './auth.schemas.ts';

export interface Plan {
  id: PlanId;
  label: string;
  /** Euros per month, VAT included. */
  price: number;
  monthlyInputTokens: number;
  monthlyOutputTokens: number;
}

export const PLANS: Record<PlanId, Plan> = {
  basic: { id: 'basic', label: 'Basic', price: 30, monthlyInputTokens: 2_000_000, monthlyOutputTokens: 2_000_000 },
  premium: { id: 'premium', label: 'Premium', price: 40, monthlyInputTokens: 5_000_000, monthlyOutputTokens: 5_000_000 },
};

/** The plan names docs/product/decisions.md, §3 accepts as aliases: `monthly` is Basic, `annual` is Premium (billed monthly). */
export const PLAN_ALIASES: Record<string, PlanId> = { basic: 'basic', monthly: 'basic', premium: 'premium', annual: 'premium' };

export const TOP_UP_PACK = { price: 15, inputTokens: 800_000, outputTokens: 800_000 } as const;

/** Premium is identified by its price (docs/product/specification.md §3). */
export function planOfPrice(price: number): PlanId | undefined {
  return Object.values(PLANS).find((plan) => plan.price === price)?.id;
}
