import type { ReactNode } from 'react';
import { HydrationChunk } from './hydration-chunk.tsx';
import { laterPart } from './later-part.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { SiteHeader } from './site-header.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';

// The footer is links: its code is not needed for a page to take taps.
const SiteFooter = laterPart(() => import('./site-footer.tsx').then((module) => module.SiteFooter));

export type SiteLayoutProps = {
  header: boolean;
  footer: boolean;
  promoBanner: boolean;
  isSignedIn: boolean;
  onLogin: () => void;
  accountPath?: string;
  notifications?: ReactNode;
  children: ReactNode;
};

/** The customer-facing frame; which parts show is decided by the layout rules (spec §2). */
export function SiteLayout({ header, footer, promoBanner, isSignedIn, onLogin, accountPath, notifications, children }: SiteLayoutProps) {
  return (
    <>
      <SkipLink />
      {/* A printed page (a receipt) is the page's content alone. */}
      <div className="contents print:hidden">
        <HydrationChunk>
          {promoBanner ? <PromoBanner /> : null}
          {header ? <SiteHeader isSignedIn={isSignedIn} onLogin={onLogin} accountPath={accountPath} notifications={notifications} /> : null}
        </HydrationChunk>
      </div>
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <HydrationChunk>{children}</HydrationChunk>
      </main>
      {footer ? (
        <div className="contents print:hidden">
          <HydrationChunk>
            <SiteFooter />
          </HydrationChunk>
        </div>
      ) : null}
    </>
  );
}
