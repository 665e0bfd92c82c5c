import type { TFunction } from 'i18next';
import type { ChatListItem } from '#shared/chats/chat.schema.ts';

/** Who the reader talks to, or "Deleted user" once that person's data was erased. */
export function otherPartyName(chat: ChatListItem, t: TFunction<'chat'>): string {
  return chat.otherParty.erased || !chat.otherParty.name.trim() ? t('list.deletedUser') : chat.otherParty.name;
}
