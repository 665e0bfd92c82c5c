import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatElapsed } from '../lib/elapsed.ts';

/** How long the call has lasted (mm:ss), counted from when media started to flow. */
export function ElapsedTimer({ since }: { since: string }) {
  const { t } = useTranslation('calls');
  const start = Date.parse(since);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p role="timer" aria-label={t('elapsed')} className="font-mono text-lg tabular-nums text-primary-100" data-testid="call-elapsed">
      {formatElapsed(Number.isFinite(start) ? now - start : 0)}
    </p>
  );
}
