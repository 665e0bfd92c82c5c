import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { toastDurationMs, useToastStore, type ToastTone } from './toast-store.ts';

const tones: Record<ToastTone, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'text-primary-700' },
  success: { icon: CircleCheck, className: 'text-success-700' },
  error: { icon: CircleAlert, className: 'text-danger-700' },
};

/**
 * Renders the queued toasts top-right (spec §2). Each closes after 5 s; hovering or focusing
 * the stack pauses the timer so a slow reader can finish, and F8 jumps to the stack.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right" label={t('a11y.notifications')}>
      {toasts.map((toast) => {
        const { icon: Icon, className } = tones[toast.tone];
        return (
          <Toast.Root
            key={toast.id}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
            className="pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-lg animate-slide-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)"
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', className)} />
            <div className="flex flex-1 flex-col gap-1">
              <Toast.Title className="font-semibold text-ink">{toast.title}</Toast.Title>
              {toast.description ? (
                <Toast.Description className="text-sm text-ink-muted">{toast.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label={t('action.close')}
              className="-mt-2 -mr-2 inline-flex size-touch shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="pointer-events-none fixed top-0 right-0 z-60 flex w-full max-w-sm flex-col gap-3 p-4 outline-none sm:top-2 sm:right-2" />
    </Toast.Provider>
  );
}
