import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';

type TurnstileOptions = {
  sitekey: string;
  language?: string;
  appearance?: 'always' | 'execute' | 'interaction-only';
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
};

type TurnstileApi = {
  render: (element: HTMLElement, options: TurnstileOptions) => string;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const scriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let scriptLoad: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script once per page; later widgets reuse it. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

type TurnstileWidgetProps = {
  siteKey: string;
  /** A fresh token, or `null` when the last one expired or the check failed. */
  onToken: (token: string | null) => void;
};

/**
 * Cloudflare Turnstile, the captcha in front of the login code. A token works once: remount the
 * widget (change its `key`) after each use to get a new one.
 */
export function TurnstileWidget({ siteKey, onToken }: TurnstileWidgetProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          language: language === 'nb' ? 'nb' : 'en',
          appearance: 'interaction-only',
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widgetId !== null) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, language]);

  return (
    <div className="flex flex-col gap-2">
      <div ref={container} aria-label={t('captcha.label')} role="group" />
      {failed ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('captcha.loadFailed')}
        </p>
      ) : null}
    </div>
  );
}
