import { CalendarPlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleSchema, type Schedule } from '#shared/providers/schedule.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { intlLocale } from '../../../lib/format/intl-locale.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveSchedule } from '../api/schedule.ts';
import {
  addDays,
  bufferOptions,
  defaultPeriod,
  newOverrideKey,
  osloToday,
  scheduleInputOf,
  scheduleValuesOf,
  type OverrideValues,
  type ScheduleValues,
} from '../lib/schedule-form.ts';
import { DayPeriods } from './day-periods.tsx';
import { ScheduleCalendar } from './schedule-calendar.tsx';

const maxOverrides = 400;
const periodPaths = (prefix: string) => [
  `${prefix}.workingHours`,
  ...Array.from({ length: 8 }, (_, index) => [`${prefix}.workingHours.${index}.from`, `${prefix}.workingHours.${index}.to`]).flat(),
];

/** Every path the form has a place for, up to the schema's limits on list lengths. */
const shownPaths = [
  'isAvailable',
  'instantBooking',
  'horizonDays',
  'bufferTimeMinutes',
  'maxDailyBookings',
  'earliestAvailableHours',
  'closedOnHolidays',
  ...Array.from({ length: 7 }, (_, index) => [`weekdays.${index}.day`, ...periodPaths(`weekdays.${index}`)]).flat(),
  ...Array.from({ length: maxOverrides }, (_, index) => [`overrides.${index}.date`, ...periodPaths(`overrides.${index}`)]).flat(),
] as unknown as readonly (keyof ScheduleValues & string)[];

/** The provider's general availability (spec §2, §3 Schedule), saved whole with `PUT`. */
export function ScheduleEditor({ providerId, schedule }: { providerId: string; schedule: Schedule }) {
  const { t } = useTranslation(['schedule', 'common']);
  const save = useSaveSchedule(providerId);
  const form = useSchemaForm({
    schema: scheduleSchema,
    initialValues: () => scheduleValuesOf(schedule),
    toInput: scheduleInputOf,
    shownFields: shownPaths,
    onValid: async (data) => {
      await save.mutateAsync(data);
      showToast({ title: t('saved'), tone: 'success' });
    },
    onProblem: () => {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.scrollIntoView?.({ block: 'center' }));
    },
  });
  const { values, set, submitting, onSubmit, problemText } = form;
  const errorAt = (path: string) => form.fieldError(path as keyof ScheduleValues & string);
  // A changed day or date answers its own earlier problems; the hook only forgets the top-level one.
  const clearUnder = (prefix: string) => {
    for (const path of [`${prefix}.date`, ...periodPaths(prefix)]) form.clearError(path as keyof ScheduleValues & string);
  };
  const hoursMinutes = (minutes: number) =>
    minutes < 60 ? t('duration.minutes', { minutes }) : minutes % 60 === 0 ? t('duration.hours', { hours: minutes / 60 }) : t('duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

  const addOverride = () => {
    const taken = new Set(values.overrides.map((override) => override.date));
    let date = addDays(osloToday(), 1);
    while (taken.has(date)) date = addDays(date, 1);
    set('overrides', [...values.overrides, { key: newOverrideKey(), date, isAvailable: false, workingHours: [] }]);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-ink">{t('general.title')}</h2>
        <Switch label={t('general.isAvailable')} description={t('general.isAvailableText')} checked={values.isAvailable} onCheckedChange={(on) => set('isAvailable', on)} />
        <Switch
          label={t('general.instantBooking')}
          description={t('general.instantBookingText')}
          checked={values.instantBooking}
          onCheckedChange={(on) => set('instantBooking', on)}
        />
        <Switch
          label={t('general.closedOnHolidays')}
          description={t('general.closedOnHolidaysText')}
          checked={values.closedOnHolidays}
          onCheckedChange={(on) => set('closedOnHolidays', on)}
        />
      </Card>

      <Card className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink">{t('weekdays.title')}</h2>
          <p className="text-sm text-ink-muted">{t('weekdays.text')}</p>
        </div>
        <ul className="flex flex-col divide-y divide-border">
          {values.weekdays.map((weekday, index) => {
            const dayName = t(`weekdayNames.${weekday.day}`);
            const path = `weekdays.${index}.workingHours`;
            return (
              <li key={weekday.day} className="grid gap-3 py-3 sm:grid-cols-[12rem_1fr]">
                <Switch
                  label={dayName}
                  description={weekday.open ? t('weekdays.open') : t('weekdays.closed')}
                  checked={weekday.open}
                  onCheckedChange={(open) => {
                    set('weekdays', values.weekdays.map((day, at) => (at === index ? { ...day, open } : day)));
                    clearUnder(`weekdays.${index}`);
                  }}
                />
                {weekday.open ? (
                  <DayPeriods
                    dayName={dayName}
                    periods={weekday.workingHours}
                    onChange={(workingHours) => {
                      set('weekdays', values.weekdays.map((day, at) => (at === index ? { ...day, workingHours } : day)));
                      clearUnder(`weekdays.${index}`);
                    }}
                    errorAt={(suffix) => errorAt(`${path}${suffix}`)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </Card>

      <Card className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink">{t('overrides.title')}</h2>
          <p className="text-sm text-ink-muted">{t('overrides.text')}</p>
        </div>
        {values.overrides.length === 0 ? <p className="text-base text-ink-muted">{t('overrides.none')}</p> : null}
        <ul className="flex flex-col gap-4">
          {values.overrides.map((override, index) => (
            <OverrideRow
              key={override.key}
              index={index}
              override={override}
              onChange={(changed) => {
                set('overrides', values.overrides.map((current, at) => (at === index ? changed : current)));
                clearUnder(`overrides.${index}`);
              }}
              onRemove={() => {
                set('overrides', values.overrides.filter((_, at) => at !== index));
                // Problems are kept by place; the rows after this one move up a place.
                for (let at = index; at < values.overrides.length; at += 1) clearUnder(`overrides.${at}`);
              }}
              errorAt={(suffix) => errorAt(`overrides.${index}${suffix}`)}
            />
          ))}
        </ul>
        <div>
          <Button variant="secondary" onClick={addOverride} disabled={values.overrides.length >= maxOverrides}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('overrides.add')}
          </Button>
        </div>
      </Card>

      <Card className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-ink">{t('rules.title')}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <NativeSelect
            label={t('rules.buffer')}
            hint={t('rules.bufferHint')}
            value={String(values.bufferTimeMinutes)}
            options={bufferOptions.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? t('rules.noBuffer') : hoursMinutes(minutes) }))}
            onChange={(event) => set('bufferTimeMinutes', Number(event.target.value))}
            error={errorAt('bufferTimeMinutes')}
          />
          <Input
            label={t('rules.maxDaily')}
            hint={t('rules.maxDailyHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={values.maxDailyBookings}
            onChange={(event) => set('maxDailyBookings', event.target.value)}
            error={errorAt('maxDailyBookings')}
          />
          <Input
            label={t('rules.horizon')}
            hint={t('rules.horizonHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={730}
            value={values.horizonDays}
            onChange={(event) => set('horizonDays', event.target.value)}
            error={errorAt('horizonDays')}
          />
          <Input
            label={t('rules.notice')}
            hint={t('rules.noticeHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={2160}
            value={values.earliestAvailableHours}
            onChange={(event) => set('earliestAvailableHours', event.target.value)}
            error={errorAt('earliestAvailableHours')}
          />
        </div>
      </Card>

      <Card className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink">{t('calendar.title')}</h2>
          <p className="text-sm text-ink-muted">{t('calendar.text')}</p>
        </div>
        {values.isAvailable ? null : <Notice tone="warning" title={t('calendar.unavailable')} />}
        <ScheduleCalendar values={values} />
      </Card>

      {problemText ? <Notice tone="danger" role="alert" title={problemText} /> : null}
      <div>
        <Button type="submit" loading={submitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function OverrideRow({
  index,
  override,
  onChange,
  onRemove,
  errorAt,
}: {
  index: number;
  override: OverrideValues;
  onChange: (override: OverrideValues) => void;
  onRemove: () => void;
  /** The problem at `overrides.<index><suffix>`. */
  errorAt: (suffix: string) => string | undefined;
}) {
  const { t } = useTranslation('schedule');
  const language = useLanguage();
  const id = useId();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(override.date);
  const dateName = valid
    ? new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${override.date}T00:00:00Z`))
    : t('overrides.number', { number: index + 1 });

  return (
    <li>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-base font-semibold text-ink">{dateName}</legend>
        <Input
          className="sm:max-w-xs"
          type="date"
          label={t('overrides.date')}
          value={override.date}
          onChange={(event) => onChange({ ...override, date: event.target.value })}
          error={errorAt('.date')}
        />
        <div role="radiogroup" aria-label={t('overrides.kind', { date: dateName })} className="flex flex-wrap gap-x-6">
          {([false, true] as const).map((isAvailable) => (
            <label key={String(isAvailable)} className="flex min-h-touch cursor-pointer items-center gap-2 text-base text-ink">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={override.isAvailable === isAvailable}
                onChange={() =>
                  onChange({
                    ...override,
                    isAvailable,
                    workingHours: isAvailable && override.workingHours.length === 0 ? [defaultPeriod] : override.workingHours,
                  })
                }
                className="size-5 accent-primary-700"
              />
              {isAvailable ? t('overrides.otherHours') : t('overrides.closed')}
            </label>
          ))}
        </div>
        {override.isAvailable ? (
          <DayPeriods dayName={dateName} periods={override.workingHours} onChange={(workingHours) => onChange({ ...override, workingHours })} errorAt={(suffix) => errorAt(`.workingHours${suffix}`)} />
        ) : null}
        <div>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('overrides.remove', { date: dateName })}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
