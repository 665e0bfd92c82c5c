import { ChatMessageEntity } from './chat-message.entity.ts';
import { ChatParticipantEntity } from './chat-participant.entity.ts';
import { ChatEntity } from './chat.entity.ts';

/** The chats module's entities, for the ORM's list. */
export const chatEntities = [ChatEntity, ChatParticipantEntity, ChatMessageEntity];
