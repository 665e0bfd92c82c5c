import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallView } from '#shared/calls/call.schema.ts';
import type { CallRole } from '../lib/call-session.ts';
import { formatElapsed } from '../lib/elapsed.ts';
import { CallNotice } from './call-notice.tsx';

/** How the call ended, in words ("Ingen svarte", "Avvist"), why, and how long it lasted if it got that far. */
export function CallEnded({ call, role, name }: { call: CallView; role: CallRole; name: string }) {
  const { t } = useTranslation('calls');
  const outcome = call.outcome ?? 'completed';
  const title = outcome === 'missed' && role === 'callee' ? t('outcome.missedCallee') : t(`outcome.${outcome}`);
  const lasted = call.connectedAt && call.endedAt ? Date.parse(call.endedAt) - Date.parse(call.connectedAt) : null;
  return (
    <CallNotice role="status" icon={<PhoneOff className="size-7" />} title={title} testId="call-ended">
      {name ? <p className="text-lg">{name}</p> : null}
      {call.reason && call.reason !== 'user_hangup' ? <p className="text-base text-primary-100">{t(`reason.${call.reason}`, { name })}</p> : null}
      {lasted !== null && Number.isFinite(lasted) ? (
        <p className="font-mono text-primary-100 tabular-nums">
          {t('elapsed')}: {formatElapsed(lasted)}
        </p>
      ) : null}
    </CallNotice>
  );
}
