import nbCommon from './locales/nb/common.json' with { type: 'json' };
import nbLayout from './locales/nb/layout.json' with { type: 'json' };
import nbHome from './locales/nb/home.json' with { type: 'json' };
import nbCatalogue from './locales/nb/catalogue.json' with { type: 'json' };
import nbPages from './locales/nb/pages.json' with { type: 'json' };
import nbExplore from './locales/nb/explore.json' with { type: 'json' };

/**
 * The Norwegian namespaces the first view needs (the shells, the front page and its cards, the
 * error pages): the web client bundles these, and fetches the rest
 * (`resources-nb-later.ts`) with any other page or dialog (client/lib/i18n.ts `withLaterTexts`).
 */
export const nbFirstResources = {
  common: nbCommon,
  layout: nbLayout,
  home: nbHome,
  catalogue: nbCatalogue,
  pages: nbPages,
  explore: nbExplore,
};
