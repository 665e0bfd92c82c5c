import type { RefObject } from 'react';
import { NavLink } from '../../lib/navigation.tsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { mainNavItems } from './nav-items.ts';

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  /** The header's menu button; it opens this sheet without being a Radix trigger. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Signed-in people also get their bookings here; the header has no room for it on a phone. */
  isSignedIn?: boolean;
};

/** Phone navigation in a sheet; focus is trapped while open and Escape closes it. */
export function MobileMenuSheet({ open, onOpenChange, contentId, triggerRef, isSignedIn = false }: MobileMenuSheetProps) {
  const { t } = useTranslation('layout');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 animate-fade-in lg:hidden" />
        <RadixDialog.Content
          id={contentId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own trigger; the menu button is ours.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
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
              {[...(isSignedIn ? [{ to: paths.accountBookings, labelKey: 'header.myBookings' } as const] : []), ...mainNavItems].map((item) => (
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
