import { Minus, Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { extraHoursStep, maxExtraHours } from '#shared/cleaning/cleaning-estimate.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format/number.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The extra-time counter: − and + move it by half an hour, from 0 to 8 hours; the value is announced.
 * The address holds the value and updates as a navigation, which may still be on its way when a
 * second press comes: a press then counts on from the last one, so a quick double press adds an
 * hour, not half of one twice.
 */
export function ExtraHoursCounter({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('cleaning');
  const language = useLanguage();
  const id = useId();
  // The last press: the value it started from and the one it asked for.
  const lastPress = useRef<{ from: number; to: number } | null>(null);
  const step = (by: number) => {
    const base = lastPress.current?.from === value ? lastPress.current.to : value;
    const next = Math.min(maxExtraHours, Math.max(0, base + by));
    lastPress.current = { from: value, to: next };
    onChange(next);
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id={`${id}-label`} className="text-base text-ink">
          {t('estimate.extraHours')}
        </span>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" aria-label={t('estimate.less')} disabled={value <= 0} onClick={() => step(-extraHoursStep)}>
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <output aria-live="polite" className="min-w-14 text-center font-semibold text-ink tabular-nums">
            {t('estimate.hours', { hours: formatNumber(value, language, 1) })}
          </output>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('estimate.more')}
            disabled={value >= maxExtraHours}
            onClick={() => step(extraHoursStep)}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('estimate.extraHoursHint')}
      </p>
    </div>
  );
}
