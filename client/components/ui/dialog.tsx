import { useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';

export type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, usually the main action last. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

/**
 * A modal dialog: focus moves in and stays in, Escape or the close button closes it, and focus
 * returns to what opened it. On a phone it rises from the bottom edge.
 */
export function Dialog({ open, onOpenChange, trigger, title, description, children, footer, size = 'md' }: DialogProps) {
  const { t } = useTranslation();
  // Radix returns focus to its Trigger. A dialog opened from elsewhere (the modal registry)
  // has none, so remember what had focus when it opened and go back there on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50 animate-fade-in" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col overflow-y-auto rounded-t-2xl bg-surface shadow-lg animate-slide-in',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <RadixDialog.Title className="text-xl font-semibold text-ink sm:text-2xl">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mt-2 -mr-2 inline-flex size-touch shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink"
              aria-label={t('action.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="px-6 pt-2 text-base text-ink-muted">{description}</RadixDialog.Description>
          ) : null}
          {children ? <div className="px-6 pt-5">{children}</div> : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-3 px-6 pt-6 pb-6 sm:flex-row sm:justify-end">{footer}</div>
          ) : (
            <div className="pb-6" />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button so it closes the surrounding dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
