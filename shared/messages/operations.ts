/** Messages of the operator's side of the service (docs/operations.md). */
export const OPERATIONS_MESSAGES = {
  draining: 'Le service redémarre. Veuillez réessayer dans un instant.',
} as const;
