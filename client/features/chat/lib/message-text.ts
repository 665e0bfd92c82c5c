import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Words for what a message says in the reader's language: a person's text as written, a picture
 * as "Bilde" (with its caption), a system line from its key and values, a card as one sentence. The live region and the list's preview
 * read these, since lines and cards carry no text of their own.
 */
export function useMessageText() {
  const { t, i18n } = useTranslation('chat');
  const language = useLanguage();
  const when = (iso: string) => {
    const at = new Date(iso);
    return t('cards.reschedule.at', { date: formatDate(at, language), time: formatTime(at, language) });
  };
  // A line's key comes from the server at run time, so it bypasses the typed key check.
  const lineText = (key: string, params: Record<string, string | number>) => (i18n.t.bind(i18n) as unknown as Translate)(key, { ...params, defaultValue: t('conversation.unsupported') });

  const text = (message: Pick<ChatMessage, 'kind' | 'text' | 'payload'>): string => {
    const payload = message.payload;
    if (payload && 'line' in payload) return lineText(payload.line.key, payload.line.params);
    if (payload && 'addonOffer' in payload) {
      const offer = payload.addonOffer;
      return t('cards.addon.summary', { title: offer.title, price: formatMoney(offer.unitPriceOre, language), status: t(`cards.addon.status.${offer.status}`) });
    }
    if (payload && 'reschedule' in payload) {
      const request = payload.reschedule;
      return t('cards.reschedule.summary', { when: when(request.proposedStartsAt), status: t(`cards.reschedule.status.${request.status}`) });
    }
    if (message.kind === 'picture') {
      // Named in words, since the list's preview and the live region cannot show it.
      if (!payload) return t('conversation.pictureErased');
      return message.text ? t('message.pictureWithCaption', { text: message.text }) : t('message.picture');
    }
    // An empty text message is one whose writer's account was erased.
    return message.text || (message.kind === 'text' ? t('conversation.erased') : t('conversation.unsupported'));
  };
  return { text, when };
}
