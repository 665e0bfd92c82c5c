import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from '../../lib/navigation.tsx';
import { ArrowLeftRight, BriefcaseBusiness, Calculator, CalendarDays, CircleUser, FileText, Gauge, HandCoins, MessageCircle, Repeat, Settings, Star, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { BrandMark } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';
import { appConfig } from '../../lib/config.ts';

const sections = [
  { to: paths.agent, labelKey: 'agent.nav.profile', icon: CircleUser, end: true },
  { to: paths.agentServices, labelKey: 'agent.nav.services', icon: BriefcaseBusiness, end: false },
  { to: paths.agentBookings, labelKey: 'agent.nav.bookings', icon: CalendarDays, end: false },
  { to: paths.agentOffers, labelKey: 'agent.nav.offers', icon: HandCoins, end: false },
  { to: paths.agentMessages, labelKey: 'agent.nav.messages', icon: MessageCircle, end: false },
  { to: paths.agentAvailability, labelKey: 'agent.nav.availability', icon: FileText, end: false },
  { to: paths.agentSubscriptions, labelKey: 'agent.nav.subscriptions', icon: Repeat, end: false },
  { to: paths.agentRatings, labelKey: 'agent.nav.ratings', icon: Star, end: false },
  { to: paths.agentTrackRecord, labelKey: 'agent.nav.trackRecord', icon: Gauge, end: false },
  { to: paths.agentPricing, labelKey: 'agent.nav.pricing', icon: Calculator, end: false },
  { to: paths.agentPayouts, labelKey: 'agent.nav.payouts', icon: Wallet, end: false },
  { to: paths.agentAccount, labelKey: 'agent.nav.account', icon: Settings, end: false },
] as const;

/** Live counts beside menu entries, by the entry's path: unread messages, requests to answer. */
export type AgentMenuBadges = Partial<Record<(typeof sections)[number]['to'], ReactNode>>;

/**
 * The provider area's own frame (spec §2): a work-tool layout without the shop header. The last
 * entry switches to the customer view (spec §1: a user switches between the two).
 */
export function AgentLayout({ children, notifications, badges = {} }: { children: ReactNode; notifications?: ReactNode; badges?: AgentMenuBadges }) {
  const { t } = useTranslation('layout');
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways: the current section must not start hidden.
  // Only the row scrolls; the page stays where the reader (or a test) has put it.
  useEffect(() => {
    const row = nav.current?.querySelector('ul');
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < rowBox.left || box.right > rowBox.right) row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <header className="border-b border-primary-800 bg-primary-900 text-white">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <Link to={paths.agent} className="inline-flex min-h-touch min-w-0 items-center gap-2 rounded-md font-bold">
            <BrandMark />
            {/* On a phone the mark and the badge say enough; the language switch and the bell need the room. */}
            <span className="max-sm:sr-only">{appConfig.appName}</span>
            <span className="rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold">{t('agent.badge')}</span>
          </Link>
          <div className="ml-auto flex items-center gap-2 [&_button]:text-primary-100 [&_button[aria-pressed=true]]:bg-white/15 [&_button[aria-pressed=true]]:text-white">
            <LanguageSwitch />
            {notifications}
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav ref={nav} aria-label={t('agent.nav.label')} className="border-b border-border bg-surface md:w-64 md:border-r md:border-b-0">
          {/* Positioned, so the menu's screen-reader-only counts stay inside the row that scrolls: outside it they widen the page and a phone zooms out. */}
          <ul className="relative flex gap-1 overflow-x-auto p-2 md:flex-col md:p-4">
            {sections.map(({ to, labelKey, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-touch items-center gap-3 rounded-md px-3 text-sm font-medium',
                      isActive ? 'bg-primary-50 text-primary-800' : 'text-ink-soft hover:bg-sunken hover:text-ink',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(labelKey)}
                  {badges[to] ?? null}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0 md:mt-4 md:border-t md:border-border md:pt-4">
              <Link to={paths.home} className="flex min-h-touch items-center gap-3 rounded-md px-3 text-sm font-medium text-ink-soft hover:bg-sunken hover:text-ink">
                <ArrowLeftRight aria-hidden="true" className="size-4" />
                {t('agent.switchToCustomer')}
              </Link>
            </li>
          </ul>
        </nav>
        <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col p-4 outline-none sm:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
