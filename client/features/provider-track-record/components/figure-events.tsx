import { Link } from '../../../lib/navigation.tsx';
import { CircleCheck, CircleMinus, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrackRecordEventView } from '#shared/ratings/track-record.schema.ts';
import { agentBookingPath, agentChatPath, agentRequestPath } from '#shared/routing/paths.ts';
import { roundResponseTime } from '../../../components/listing/listing-format.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatShortDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type FigureKey = 'acceptanceRate' | 'cancelRate' | 'averageResponseTimeSec';

type Tone = 'good' | 'bad' | 'neutral';

/**
 * How an event moved its figure. For the cancel rate `scored` means the provider's fault, so a
 * counted event without it helps them; for acceptance it is the other way round.
 */
function toneOf(figure: FigureKey, event: TrackRecordEventView): Tone {
  if (!event.counts || figure === 'averageResponseTimeSec') return 'neutral';
  if (figure === 'cancelRate') return event.scored ? 'bad' : 'good';
  return event.scored ? 'good' : 'bad';
}

const toneIcons = {
  good: { icon: CircleCheck, className: 'text-success-700' },
  bad: { icon: CircleX, className: 'text-danger-700' },
  neutral: { icon: CircleMinus, className: 'text-ink-muted' },
} as const;

function eventPath(event: TrackRecordEventView): string {
  switch (event.kind) {
    case 'chat':
      return agentChatPath(event.id);
    case 'customRequest':
      return agentRequestPath(event.id);
    default:
      return agentBookingPath(event.id);
  }
}

/**
 * The events behind one figure, newest first, each with a sentence saying whether it counted and
 * why. The sentence carries the meaning; the icon beside it only repeats it for a quick scan.
 */
export function FigureEvents({ figure, events, total, headingId }: { figure: FigureKey; events: TrackRecordEventView[]; total: number; headingId: string }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();

  const verdictText = (event: TrackRecordEventView) => {
    if (figure !== 'averageResponseTimeSec' || event.kind === 'chat') return t(`trackRecord.verdict.${event.verdict}`);
    return t(event.counts ? 'trackRecord.responseVerdict.counted' : 'trackRecord.responseVerdict.notCounted');
  };
  const responseText = (seconds: number) => {
    const { unit, count } = roundResponseTime(seconds);
    return t(`trackRecord.responseAfter.${unit}`, { count });
  };

  if (events.length === 0) return <p className="text-sm text-ink-muted">{t('trackRecord.empty')}</p>;

  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t('trackRecord.eventsTitle')}
      </h3>
      {total > events.length ? <p className="text-sm text-ink-muted">{t('trackRecord.onlyNewest', { shown: events.length, total })}</p> : null}
      <ol aria-labelledby={headingId} className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {events.map((event) => {
          const tone = toneIcons[toneOf(figure, event)];
          const Icon = tone.icon;
          return (
            <li key={`${event.kind}:${event.id}`} className="flex flex-col gap-1 p-3 sm:px-4">
              <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
                <time dateTime={event.at}>{formatShortDate(new Date(event.at), language)}</time>
                <span aria-hidden="true">·</span>
                <span>{t(`trackRecord.kind.${event.kind}`)}</span>
              </p>
              <Link to={eventPath(event)} className="self-start font-medium text-primary-700 underline-offset-2 hover:underline">
                {event.label || t('trackRecord.chatLabel')}
              </Link>
              <p className="flex items-start gap-2 text-sm text-ink">
                <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', tone.className)} />
                {verdictText(event)}
              </p>
              {event.responseSec === null ? null : (
                <p className="flex items-center gap-2 text-sm text-ink-soft">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                  {responseText(event.responseSec)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
