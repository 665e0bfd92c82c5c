import type { Namespace } from './namespaces.ts';
import { nbFirstResources } from './resources-nb-first.ts';
import { nbLaterResources } from './resources-nb-later.ts';

/**
 * Every translation namespace in Norwegian, the default language and the reference: its
 * namespaces are the app's namespaces. Kept apart from English so the web client can bundle
 * Norwegian and fetch English only for people who read it; the client bundles only the first
 * view's part (`resources-nb-first.ts`) and fetches the rest with any other page.
 */
export const nbResources = { ...nbFirstResources, ...nbLaterResources } satisfies Record<Namespace, object>;

export { defaultNamespace, fallbackNamespace, namespaces, type Namespace } from './namespaces.ts';
