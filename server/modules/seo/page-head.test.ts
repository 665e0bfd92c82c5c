import { describe, expect, it } from 'vitest';
import { injectHead, renderHeadTags, shortDescription, type PageHead } from './page-head.ts';

const head: PageHead = {
  title: 'Flyttevask <3 & mer',
  description: 'Vi vasker "alt".',
  path: '/service/flyttevask-1a2b',
  image: '/media/a.svg',
  type: 'product',
  status: 200,
};

describe('page head tags', () => {
  it('escapes text and makes the canonical URL and the preview picture absolute', () => {
    const tags = renderHeadTags(head, 'https://tjenestetorget.no', 'Tjenestetorget');
    expect(tags).toContain('<title>Flyttevask &lt;3 &amp; mer</title>');
    expect(tags).toContain('content="Vi vasker &quot;alt&quot;."');
    expect(tags).toContain('<link rel="canonical" href="https://tjenestetorget.no/service/flyttevask-1a2b" />');
    expect(tags).toContain('<meta property="og:image" content="https://tjenestetorget.no/media/a.svg" />');
    expect(tags).toContain('<meta property="og:type" content="product" />');
    expect(tags).not.toContain('noindex');
  });

  it('asks search engines not to index a missing page', () => {
    expect(renderHeadTags({ ...head, status: 404, image: null }, 'http://x', 'T')).toContain('noindex');
  });

  it('replaces the shell title and description instead of adding a second one', () => {
    const shell = '<html><head><title>App</title>\n<meta\n  name="description"\n  content="default"\n/>\n</head><body></body></html>';
    const html = injectHead(shell, renderHeadTags(head, 'http://x', 'T'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('default');
  });

  it('cuts long descriptions at a word', () => {
    const text = 'Grundig flyttevask av leiligheter og hus i hele Oslo. '.repeat(6);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toMatch(/\s…$/);
    expect(shortDescription('Kort.')).toBe('Kort.');
  });
});
