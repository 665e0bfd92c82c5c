import enAccount from './locales/en/account.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enCatalogue from './locales/en/catalogue.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enDev from './locales/en/dev.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enExplore from './locales/en/explore.json' with { type: 'json' };
import enHome from './locales/en/home.json' with { type: 'json' };
import enLayout from './locales/en/layout.json' with { type: 'json' };
import enPages from './locales/en/pages.json' with { type: 'json' };
import enProvider from './locales/en/provider.json' with { type: 'json' };
import enService from './locales/en/service.json' with { type: 'json' };
import nbAccount from './locales/nb/account.json' with { type: 'json' };
import nbAuth from './locales/nb/auth.json' with { type: 'json' };
import nbCatalogue from './locales/nb/catalogue.json' with { type: 'json' };
import nbCommon from './locales/nb/common.json' with { type: 'json' };
import nbDev from './locales/nb/dev.json' with { type: 'json' };
import nbErrors from './locales/nb/errors.json' with { type: 'json' };
import nbExplore from './locales/nb/explore.json' with { type: 'json' };
import nbHome from './locales/nb/home.json' with { type: 'json' };
import nbLayout from './locales/nb/layout.json' with { type: 'json' };
import nbPages from './locales/nb/pages.json' with { type: 'json' };
import nbProvider from './locales/nb/provider.json' with { type: 'json' };
import nbService from './locales/nb/service.json' with { type: 'json' };
import type { Language } from './languages.ts';

/**
 * Every translation namespace in both interface languages, bundled statically so text never
 * waits for a network round-trip. Norwegian is the reference: the English files must have
 * the same keys (checked by a test).
 */
export const resources = {
  nb: {
    common: nbCommon,
    errors: nbErrors,
    layout: nbLayout,
    home: nbHome,
    catalogue: nbCatalogue,
    auth: nbAuth,
    account: nbAccount,
    pages: nbPages,
    dev: nbDev,
    explore: nbExplore,
    service: nbService,
    provider: nbProvider,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    layout: enLayout,
    home: enHome,
    catalogue: enCatalogue,
    auth: enAuth,
    account: enAccount,
    pages: enPages,
    dev: enDev,
    explore: enExplore,
    service: enService,
    provider: enProvider,
  },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['nb'];
export const namespaces = Object.keys(resources.nb) as Namespace[];
export const defaultNamespace = 'common' satisfies Namespace;
/** Error keys (`error.booking.time_already_booked`) resolve from any namespace. */
export const fallbackNamespace = 'errors' satisfies Namespace;
