import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasOverlappingHours, type WorkingHours } from '#shared/providers/schedule.schema.ts';
import { timeOfDayOptions } from '#shared/validation/time-of-day.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

const times = timeOfDayOptions(30);
const timeOptions = times.map((time) => ({ value: time, label: time }));
const maxPeriods = 8;

/** A period after the last one (two hours from where it ends), or the usual working day. */
function nextPeriod(periods: WorkingHours[]): WorkingHours {
  const start = times.indexOf(periods.at(-1)?.to ?? '');
  if (start < 0 || start >= times.length - 1) return { from: '08:00', to: '16:00' };
  return { from: times[start]!, to: times[Math.min(start + 4, times.length - 1)]! };
}

type DayPeriodsProps = {
  /** Names the day in every control's label: "mandag", "24. desember". */
  dayName: string;
  periods: WorkingHours[];
  onChange: (periods: WorkingHours[]) => void;
  /** The problem at `workingHours` (suffix '') or `workingHours.<n>.<from|to>`. */
  errorAt: (suffix: string) => string | undefined;
};

/** One day's working periods, each from and to on the half-hour grid, with overlaps flagged at once. */
export function DayPeriods({ dayName, periods, onChange, errorAt }: DayPeriodsProps) {
  const { t } = useTranslation(['schedule', 'errors']);
  const overlapping = hasOverlappingHours(periods);
  const dayProblem = overlapping ? t('errors:error.schedule.overlapping_hours') : errorAt('');

  const change = (index: number, field: keyof WorkingHours, value: string) =>
    onChange(periods.map((period, at) => (at === index ? { ...period, [field]: value } : period)));

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {periods.map((period, index) => {
          const number = index + 1;
          return (
            // Periods have no identity beyond their place in the day.
            <li key={index} className="flex flex-wrap items-start gap-2">
              <NativeSelect
                className="w-32"
                label={t('period.from', { day: dayName, number })}
                hideLabel
                value={period.from}
                options={timeOptions}
                onChange={(event) => change(index, 'from', event.target.value)}
                error={errorAt(`.${index}.from`)}
              />
              <span aria-hidden="true" className="mt-3 text-ink-muted">
                –
              </span>
              <NativeSelect
                className="w-32"
                label={t('period.to', { day: dayName, number })}
                hideLabel
                value={period.to}
                options={timeOptions}
                onChange={(event) => change(index, 'to', event.target.value)}
                error={errorAt(`.${index}.to`)}
              />
              {periods.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-1"
                  aria-label={t('period.remove', { day: dayName, number })}
                  onClick={() => onChange(periods.filter((_, at) => at !== index))}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {dayProblem ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {dayProblem}
        </p>
      ) : null}
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('period.addFor', { day: dayName })}
          disabled={periods.length >= maxPeriods}
          onClick={() => onChange([...periods, nextPeriod(periods)])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('period.add')}
        </Button>
      </div>
    </div>
  );
}
