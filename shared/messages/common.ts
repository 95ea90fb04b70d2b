/** Texts every screen may show: the loading state, and the failures the API client reports itself. */
export const COMMON_MESSAGES = {
  loading: 'Chargement...',
  internalError: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  network: 'Problème de connexion réseau. Vérifiez votre connexion et réessayez.',
} as const;

/**
 * The messages of the request-level error codes (shared/errors.ts). Kept apart from COMMON_MESSAGES:
 * the client shows them as the server sends them, so they stay out of the first JavaScript
 * (docs/performance.md).
 */
export const REQUEST_ERROR_MESSAGES = {
  validationFailed: 'Certaines informations envoyées ne sont pas valides.',
  invalidJson: 'La requête est mal formée.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Format de requête non pris en charge.',
  notFound: 'Ressource introuvable.',
  crossSite: 'Requête refusée : origine non autorisée.',
  databaseUnavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
} as const;
