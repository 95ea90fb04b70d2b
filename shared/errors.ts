/**
 * Stable API error codes: each has its HTTP status and its French message.
 * The server throws `new AppError(code)`; the client maps `code` back to the message.
 */
import { AUTH_MESSAGES } from './messages/auth.ts';
import { BUDGET_MESSAGES } from './messages/budget.ts';
import { COMMON_MESSAGES, REQUEST_ERROR_MESSAGES } from './messages/common.ts';
import { BILLING_MESSAGES } from './messages/billing.ts';
import { OPERATIONS_MESSAGES } from './messages/operations.ts';
import { WRITING_STYLE_MESSAGES } from './messages/writing-style.ts';

export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: REQUEST_ERROR_MESSAGES.validationFailed },
  INVALID_JSON: { status: 400, message: REQUEST_ERROR_MESSAGES.invalidJson },
  PAYLOAD_TOO_LARGE: { status: 413, message: REQUEST_ERROR_MESSAGES.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: REQUEST_ERROR_MESSAGES.unsupportedMediaType },
  NOT_FOUND: { status: 404, message: REQUEST_ERROR_MESSAGES.notFound },
  METHOD_NOT_ALLOWED: { status: 405, message: REQUEST_ERROR_MESSAGES.notFound },
  CROSS_SITE_REQUEST: { status: 403, message: REQUEST_ERROR_MESSAGES.crossSite },
  DATABASE_UNAVAILABLE: { status: 503, message: REQUEST_ERROR_MESSAGES.databaseUnavailable },
  INTERNAL_ERROR: { status: 500, message: COMMON_MESSAGES.internalError },
  AUTH_REQUIRED: { status: 401, message: AUTH_MESSAGES.authRequired },
  SUBSCRIPTION_REQUIRED: { status: 403, message: AUTH_MESSAGES.subscriptionRequired },
  INVALID_CREDENTIALS: { status: 401, message: AUTH_MESSAGES.invalidCredentials },
  TOO_MANY_REQUESTS: { status: 429, message: AUTH_MESSAGES.tooManyRequests },
  EMAIL_IN_USE: { status: 409, message: AUTH_MESSAGES.emailInUse },
  WEAK_PASSWORD: { status: 400, message: AUTH_MESSAGES.weakPassword },
  INVALID_RESET_TOKEN: { status: 400, message: AUTH_MESSAGES.invalidResetToken },
  WRONG_PASSWORD: { status: 403, message: AUTH_MESSAGES.wrongPassword },
  SESSION_NOT_FOUND: { status: 404, message: AUTH_MESSAGES.sessionNotFound },
  // Two-factor sign-in (docs/security/two-factor.md)
  INVALID_TWO_FACTOR_CODE: { status: 400, message: AUTH_MESSAGES.invalidTwoFactorCode },
  TWO_FACTOR_CHALLENGE_EXPIRED: { status: 401, message: AUTH_MESSAGES.twoFactorChallengeExpired },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, message: AUTH_MESSAGES.twoFactorAlreadyEnabled },
  TWO_FACTOR_NOT_ENABLED: { status: 409, message: AUTH_MESSAGES.twoFactorNotEnabled },
  /** The monthly budget (plan + purchased tokens) has no room for this call (docs/product/decisions.md, §4). */
  TOKEN_LIMIT_INPUT: { status: 402, message: BUDGET_MESSAGES.exhausted },
  TOKEN_LIMIT_OUTPUT: { status: 402, message: BUDGET_MESSAGES.exhausted },
  ALREADY_SUBSCRIBED: { status: 409, message: BILLING_MESSAGES.alreadySubscribed },
  NO_SUBSCRIPTION: { status: 409, message: BILLING_MESSAGES.noSubscription },
  FORBIDDEN_USER: { status: 403, message: BILLING_MESSAGES.forbiddenUser },
  INVALID_PLAN: { status: 400, message: BILLING_MESSAGES.invalidPlan },
  INVALID_AMOUNT: { status: 400, message: BILLING_MESSAGES.invalidAmount },
  CARD_DECLINED: { status: 402, message: BILLING_MESSAGES.cardError },
  INVALID_PAYMENT_METHOD: { status: 400, message: BILLING_MESSAGES.invalidRequest },
  PAYMENT_CONFIRMATION_FAILED: { status: 402, message: BILLING_MESSAGES.confirmationFailed },
  PAYMENT_PROVIDER_ERROR: { status: 502, message: BILLING_MESSAGES.paymentFailed },
  INVALID_SIGNATURE: { status: 400, message: BILLING_MESSAGES.invalidSignature },
  CHECKOUT_NOT_FOUND: { status: 404, message: BILLING_MESSAGES.checkoutNotFound },
  // Operations (docs/operations.md): the instance is draining before a stop; readiness fails.
  SERVICE_DRAINING: { status: 503, message: OPERATIONS_MESSAGES.draining },
  /** "Mon style de rédaction" holds an identifier (docs/writing-style.md). */
  WRITING_STYLE_PII: { status: 400, message: WRITING_STYLE_MESSAGES.piiRefused },
  // — Chat streaming and billing hardening (docs/chat-streaming.md, docs/payments.md) —
  /** Another subscribe request of the same user is being processed (one subscription per user). */
  SUBSCRIPTION_IN_PROGRESS: { status: 409, message: BILLING_MESSAGES.subscriptionInProgress },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** One field problem, as returned with VALIDATION_FAILED. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  issues?: FieldIssue[];
}
