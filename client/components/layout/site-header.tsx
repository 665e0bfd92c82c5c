import { NavLink } from 'react-router-dom';
import { Dialog as RadixDialog } from 'radix-ui';
import { Menu, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { cn } from '../../lib/class-names.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { mainNavItems } from './nav-items.ts';

export type SiteHeaderProps = {
  isSignedIn: boolean;
  onLogin: () => void;
  /** Where "My page" leads; blocked people may only use /account (spec §2). */
  accountPath?: string;
};

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-touch items-center rounded-md px-3 text-base font-medium',
    isActive ? 'text-primary-800 underline decoration-2 underline-offset-8' : 'text-ink-soft hover:bg-sunken hover:text-ink',
  );

export function SiteHeader({ isSignedIn, onLogin, accountPath = paths.accountSettings }: SiteHeaderProps) {
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
          <NavLink to={accountPath} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
            <UserRound aria-hidden="true" className="size-4" />
            <span>{t('header.myAccount')}</span>
          </NavLink>
        ) : (
          <Button size="sm" className="shrink-0" onClick={onLogin}>
            {t('header.login')}
          </Button>
        )}
        <MobileMenu />
      </div>
    </header>
  );
}

/** Phone navigation in a sheet; focus is trapped while open and Escape closes it. */
function MobileMenu() {
  const { t } = useTranslation('layout');
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger
        className="inline-flex size-touch items-center justify-center rounded-md text-ink hover:bg-sunken lg:hidden"
        aria-label={t('nav.openMenu')}
      >
        <Menu aria-hidden="true" className="size-6" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 animate-fade-in lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 bg-surface p-4 shadow-lg animate-fade-in lg:hidden"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{t('nav.menuTitle')}</RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-touch items-center justify-center rounded-md text-ink-muted hover:bg-sunken"
              aria-label={t('nav.closeMenu')}
            >
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>
          <nav aria-label={t('nav.label')}>
            <ul className="flex flex-col gap-1">
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <RadixDialog.Close asChild>
                    <NavLink
                      to={item.to}
                      className={({ isActive }) =>
                        cn(
                          'flex min-h-touch items-center rounded-md px-3 text-lg font-medium',
                          isActive ? 'bg-primary-50 text-primary-800' : 'text-ink hover:bg-sunken',
                        )
                      }
                    >
                      {t(item.labelKey)}
                    </NavLink>
                  </RadixDialog.Close>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto flex items-center justify-between border-t border-border pt-4">
            <span className="text-sm font-medium text-ink-muted">{t('language.label')}</span>
            <LanguageSwitch />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
