/**
 * Build-time settings of the web client. The brand name follows the server's `APP_NAME`
 * (vite.config.ts passes it on as `VITE_APP_NAME`).
 */
export const appConfig = {
  appName: import.meta.env.VITE_APP_NAME || 'Tjenestetorget',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'hjelp@tjenestetorget.no',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE || '',
  companyName: import.meta.env.VITE_COMPANY_NAME || '',
  orgNumber: import.meta.env.VITE_ORG_NUMBER || '',
} as const;
