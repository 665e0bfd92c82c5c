import 'i18next';
import type { resources } from '#shared/i18n/resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'errors';
    resources: (typeof resources)['nb'];
    returnNull: false;
  }
}
