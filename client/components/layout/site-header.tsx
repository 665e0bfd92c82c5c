import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { NavLink } from '../../lib/navigation.tsx';
import { CalendarCheck, Menu, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { cn } from '../../lib/class-names.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { mainNavItems } from './nav-items.ts';
import { withLaterTexts } from '../../lib/i18n.ts';

export type SiteHeaderProps = {
  isSignedIn: boolean;
  onLogin: () => void;
  /** Where "My page" leads; blocked people may only use /account (spec §2). */
  accountPath?: string;
  /** The notification bell, for a signed-in person; the shell decides, as it knows who is signed in. */
  notifications?: ReactNode;
};

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-touch items-center rounded-md px-3 text-base font-medium',
    isActive ? 'text-primary-800 underline decoration-2 underline-offset-8' : 'text-ink-soft hover:bg-sunken hover:text-ink',
  );

export function SiteHeader({ isSignedIn, onLogin, accountPath = paths.accountSettings, notifications }: SiteHeaderProps) {
  const { t } = useTranslation('layout');

  return (
    <header data-testid="site-header" className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center gap-2 px-4 sm:px-6 lg:px-8">
        <BrandLogo className="mr-auto min-w-0 lg:mr-6" />
        <nav aria-label={t('nav.label')} className="hidden lg:mr-auto lg:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClasses}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden sm:block">
          <LanguageSwitch />
        </div>
        {isSignedIn ? (
          <NavLink to={paths.accountBookings} className={buttonClasses('ghost', 'sm', 'shrink-0 max-md:hidden')}>
            <CalendarCheck aria-hidden="true" className="size-4" />
            <span>{t('header.myBookings')}</span>
          </NavLink>
        ) : null}
        {notifications}
        {isSignedIn ? (
          <NavLink to={accountPath} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
            <UserRound aria-hidden="true" className="size-4" />
            {/* With messages and the bell beside it, the label would squeeze the brand name on a phone. */}
            <span className="max-sm:sr-only">{t('header.myAccount')}</span>
          </NavLink>
        ) : (
          <Button size="sm" className="shrink-0" onClick={onLogin}>
            {t('header.login')}
          </Button>
        )}
        <MobileMenu isSignedIn={isSignedIn} />
      </div>
    </header>
  );
}

// The sheet (Radix Dialog with its focus trap and scroll lock) loads when the menu is first
// wanted, not with every page; pointing at or focusing the button starts the download early.
const loadMobileMenuSheet = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(withLaterTexts(() => loadMobileMenuSheet().then((module) => ({ default: module.MobileMenuSheet }))));

/** Phone navigation: a menu button that opens the navigation sheet. */
function MobileMenu({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  // Once opened, the sheet stays mounted so closing it runs through Radix (focus goes back here).
  const [wanted, setWanted] = useState(false);
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadMobileMenuSheet();
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        aria-label={t('nav.openMenu')}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-touch items-center justify-center rounded-md text-ink hover:bg-sunken lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} contentId={contentId} triggerRef={triggerRef} isSignedIn={isSignedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
