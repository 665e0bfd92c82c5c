/**
 * Build-time settings of the web client. The brand name follows the server's `APP_NAME`
 * (vite.config.ts passes it on as `VITE_APP_NAME`).
 */
export const appConfig = {
  appName: import.meta.env.VITE_APP_NAME || 'Tjenestetorget',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'hjelp@tjenestetorget.no',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE || '',
  companyName: import.meta.env.VITE_COMPANY_NAME || '',
  // Placeholders until the company's own details are set at build time: the number fails the
  // MOD11 check, so it can never be mistaken for a real company's.
  orgNumber: import.meta.env.VITE_ORG_NUMBER || '123456789',
  companyAddress: import.meta.env.VITE_COMPANY_ADDRESS || 'Postboks 1 Sentrum, 0101 Oslo',
} as const;
