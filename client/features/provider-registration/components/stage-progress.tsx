import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { stepStages } from '../registration-draft.ts';

/** "Step 2 of 4" with the names of the four stages; the summary comes after them. */
export function StageProgress({ stage }: { stage: number }) {
  const { t } = useTranslation('registration');
  const current = stepStages[stage - 1];
  return (
    <nav aria-label={t('progress.label')} className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-ink-soft">
        {current
          ? t('progress.step', { current: stage, total: stepStages.length, name: t(`stageNames.${current}`) })
          : t('progress.summary')}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {stepStages.map((name, index) => {
          const number = index + 1;
          const done = number < stage;
          const active = number === stage;
          return (
            <li key={name} aria-current={active ? 'step' : undefined} className="flex flex-col gap-1.5">
              <span className={cn('h-1.5 rounded-full', done || active ? 'bg-primary-700' : 'bg-border')} aria-hidden="true" />
              <span className={cn('flex items-center gap-1 text-sm', active ? 'font-semibold text-ink' : 'text-ink-muted')}>
                {done ? <Check aria-hidden="true" className="size-4 text-primary-700" /> : null}
                {t(`stageNames.${name}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
