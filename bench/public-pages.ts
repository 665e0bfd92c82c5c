import { chromium, type Browser } from '@playwright/test';
import { providerPath, servicePath } from '#shared/routing/paths.ts';

/** Debian's Chromium without the background work that would disturb a measurement. */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...chromiumFlags, ...extraFlags] });
}

/**
 * In-page code, as text (the benches are type-checked for Node, without the browser's types): marks
 * the moment the app has taken the page over (#root loses data-hydrating) as `window.takenOverAt`.
 */
export const markTakeoverScript = `
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && !root.hasAttribute('data-hydrating')) window.takenOverAt ??= performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
`;

/** The most popular service's page and its provider's profile, as a visitor from the front page finds them. */
export async function popularPaths(baseUrl: string): Promise<{ service: string; provider: string } | null> {
  const body = (await (await fetch(`${baseUrl}/api/explore/services?max=1`)).json()) as { data: Array<{ slug: string; provider: { slug: string } }> };
  const first = body.data[0];
  return first ? { service: servicePath(first.slug), provider: providerPath(first.provider.slug) } : null;
}
