/**
 * What a search engine or a link preview (Open Graph) should say about a page. The app shell is
 * the same single-page app for every path; the server fills these tags in before sending it, so
 * a shared link to a service shows the service, even to crawlers that run no JavaScript.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL ("/service/flyttevask-3f9a2c"). */
  path: string;
  /** Absolute or site-relative picture for link previews. */
  image: string | null;
  type: 'website' | 'product' | 'profile';
  status: 200 | 404;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Descriptions are cut at a word near 160 characters, the length result pages show. */
export function shortDescription(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function renderHeadTags(head: PageHead, origin: string, siteName: string): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const url = absolute(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="nb_NO" />`,
    `<meta property="og:type" content="${head.type === 'website' ? 'website' : head.type === 'profile' ? 'profile' : 'product'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(head.image))}" />`);
  if (head.status === 404) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}

/** Replaces the shell's own title and description with the page's tags. */
export function injectHead(shell: string, tags: string): string {
  const withoutDefaults = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  if (/<\/head>/i.test(withoutDefaults)) return withoutDefaults.replace(/<\/head>/i, `  ${tags}\n  </head>`);
  // A shell without an explicit head still gets the tags, where the parser puts them in the head.
  return withoutDefaults.replace(/<html[^>]*>/i, (html) => `${html}${tags}`);
}
