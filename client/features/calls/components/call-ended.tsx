import { useEffect, useRef } from 'react';
import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallView } from '#shared/calls/call.schema.ts';
import type { CallRole } from '../lib/call-session.ts';
import { formatElapsed } from '../lib/elapsed.ts';

/** How the call ended, in words ("Ingen svarte", "Avvist"), why, and how long it lasted if it got that far. */
export function CallEnded({ call, role, name }: { call: CallView; role: CallRole; name: string }) {
  const { t } = useTranslation('calls');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const outcome = call.outcome ?? 'completed';
  const title = outcome === 'missed' && role === 'callee' ? t('outcome.missedCallee') : t(`outcome.${outcome}`);
  const lasted = call.connectedAt && call.endedAt ? Date.parse(call.endedAt) - Date.parse(call.connectedAt) : null;
  return (
    <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center" data-testid="call-ended">
      <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-white/15">
        <PhoneOff className="size-7" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none" data-testid="call-status">
        {title}
      </h1>
      {name ? <p className="text-lg">{name}</p> : null}
      {call.reason && call.reason !== 'user_hangup' ? <p className="text-base text-primary-100">{t(`reason.${call.reason}`, { name })}</p> : null}
      {lasted !== null && Number.isFinite(lasted) ? (
        <p className="font-mono text-primary-100 tabular-nums">
          {t('elapsed')}: {formatElapsed(lasted)}
        </p>
      ) : null}
    </div>
  );
}
