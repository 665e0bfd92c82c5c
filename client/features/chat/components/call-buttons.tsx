import { Link } from '../../../lib/navigation.tsx';
import { Phone, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The call page placing a call in `chatId`. */
export const placeCallPath = (chatId: string, video: boolean) => `${paths.call}?chat=${encodeURIComponent(chatId)}&video=${video ? 1 : 0}`;

/**
 * "Ring" and "Videosamtale" in a conversation's header. Each name starts with the words shown,
 * so speech control finds the button by what it says; on a phone only the icon shows.
 */
export function CallButtons({ chatId, name }: { chatId: string; name: string }) {
  const { t } = useTranslation('calls');
  const classes = buttonClasses('ghost', 'md', 'shrink-0 px-3');
  return (
    <div className="ml-auto flex shrink-0 items-center gap-1" data-testid="chat-call-buttons">
      <Link to={placeCallPath(chatId, false)} className={classes} aria-label={t('start.audioLabel', { name })}>
        <Phone aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('start.audio')}</span>
      </Link>
      <Link to={placeCallPath(chatId, true)} className={classes} aria-label={t('start.videoLabel', { name })}>
        <Video aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('start.video')}</span>
      </Link>
    </div>
  );
}
