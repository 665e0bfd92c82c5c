import type { ReactNode } from 'react';
import { Mail, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';

type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The LOGIN modal (spec §2). Shows the two ways to sign in. The forms behind them are not
 * open yet, so each method says so plainly instead of showing fields that do nothing.
 */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <DialogClose>
          <Button variant="secondary">{t('common:action.close')}</Button>
        </DialogClose>
      }
    >
      <ul className="flex flex-col gap-3" aria-label={t('login.methodsLabel')}>
        <LoginMethod
          icon={<Smartphone aria-hidden="true" className="size-5" />}
          title={t('login.phone.title')}
          text={t('login.phone.text')}
        />
        <LoginMethod
          icon={<Mail aria-hidden="true" className="size-5" />}
          title={t('login.email.title')}
          text={t('login.email.text')}
        />
      </ul>
      <p className="mt-4 text-sm text-ink-muted">{t('login.soonNote')}</p>
    </Dialog>
  );
}

function LoginMethod({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-4 rounded-xl border border-border bg-canvas p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        {icon}
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-ink">{title}</p>
          <Badge tone="warning">{t('state.comingSoon')}</Badge>
        </div>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
    </li>
  );
}
