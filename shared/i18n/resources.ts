import type { Language } from './languages.ts';
import { enResources } from './resources-en.ts';
import { nbResources } from './resources-nb.ts';

export { defaultNamespace, fallbackNamespace, namespaces, type Namespace } from './resources-nb.ts';

/**
 * Every translation namespace in both interface languages. Norwegian is the reference: the
 * English files must have the same keys (checked by a test). The web client does not import
 * this: it bundles Norwegian (`resources-nb.ts`) and fetches English when it is chosen.
 */
export const resources = {
  nb: nbResources,
  en: enResources,
} satisfies Record<Language, Record<string, unknown>>;
