/** Product-wide constants shared by client and server. The server may override some by configuration. */
export const APP_NAME = 'PsyScribe';
export const DEFAULT_SUPPORT_EMAIL = 'support@psyscribe.example';
export const COMPANY_LOCATION = 'Metz, France';
