import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { browserConsent, saveConsent } from './browser-consent.ts';
import type { Consent } from './consent-cookie.ts';

type ConsentSettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** One switch per optional category; nothing is stored until the visitor saves. */
export function ConsentSettingsDialog({ open, onOpenChange }: ConsentSettingsDialogProps) {
  const { t } = useTranslation('layout');
  // Starts from the stored answer each time it opens (the host mounts it anew).
  const [choice, setChoice] = useState<Consent>(() => browserConsent().consent() ?? { statistics: false, marketing: false });
  const save = (consent: Consent) => {
    saveConsent(consent);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('consent.dialogTitle')}
      description={t('consent.dialogText')}
      footer={
        <>
          <Button variant="secondary" onClick={() => save({ statistics: false, marketing: false })}>
            {t('consent.necessaryOnly')}
          </Button>
          <Button onClick={() => save(choice)}>{t('consent.save')}</Button>
        </>
      }
    >
      <div className="flex flex-col divide-y divide-border">
        <div className="flex min-h-touch items-start justify-between gap-4 py-2">
          <div className="flex flex-col gap-0.5">
            <p className="text-base font-medium text-ink">{t('consent.necessary')}</p>
            <p className="text-sm text-ink-muted">{t('consent.necessaryText')}</p>
          </div>
          <p className="mt-0.5 shrink-0 text-sm font-medium text-ink-muted">{t('consent.alwaysOn')}</p>
        </div>
        <Switch
          label={t('consent.statistics')}
          description={t('consent.statisticsText')}
          checked={choice.statistics}
          onCheckedChange={(statistics) => setChoice((current) => ({ ...current, statistics }))}
        />
        <Switch
          label={t('consent.marketing')}
          description={t('consent.marketingText')}
          checked={choice.marketing}
          onCheckedChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
        />
      </div>
    </Dialog>
  );
}
