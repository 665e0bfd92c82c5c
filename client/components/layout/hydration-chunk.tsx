import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page the browser takes over (hydrates) in a task of its own. A page rendered on the
 * server is hydrated part by part, so the phone answers a tap between the parts instead of
 * freezing for the whole page. Nothing inside suspends while it renders, so the fallback is
 * never seen.
 */
export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
