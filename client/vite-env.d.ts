/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_ORG_NUMBER?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
