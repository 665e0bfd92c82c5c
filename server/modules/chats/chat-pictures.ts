import type { EntityManager } from '@mikro-orm/postgresql';
import { chatLimits, type SendChatPictureFields } from '#shared/chats/chat.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { conflict, forbidden } from '#server/lib/app-error.ts';
import { type ImageLimits, withImageSlot } from '#server/modules/media/image-processing.ts';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import type { UploadedFile } from '#server/modules/media/multipart-form.ts';
import { checkUploadedPicture, deleteStoredUrls, storePictureWhole, uploadsFolder } from '#server/modules/media/picture-store.ts';
import { appendChatMessage } from './chat-append.ts';
import { type ChatMessageRow, chatMessageColumns, presentChatMessage } from './chat-message.presenter.ts';
import { requireParticipant, type SentMessage } from './chat.service.ts';

/** Where chat pictures are stored: under `uploads/`, so erasing an account may remove them. */
export const chatPictureFolder = `${uploadsFolder}/chat-pictures`;

/**
 * Stores a participant's picture as a message (spec "Messages: text, pictures"), checked as every
 * upload is (content, size, pixels) and stored without its metadata (camera, position). The
 * message itself goes through `appendChatMessage` like a text, under the same `person` rule.
 *
 * A resend with the same `clientId` answers the stored message before the file is even decoded,
 * so a retry over a slow line costs no second file; two sends racing both store a file, and the
 * one whose message was not added removes its own. A refused message leaves no file behind.
 * @throws AppError 404 not a participant; 403 `error.chat.deactivated`, `error.chat.read_only`,
 *   `error.user.blocked`; 409 `error.chat.client_id_reused`; 400/413 `error.upload.*`.
 */
export async function sendPicture(
  em: EntityManager,
  storage: MediaStorage,
  limits: ImageLimits,
  input: { chatId: string; senderId: string; now: Date; file: UploadedFile | undefined } & SendChatPictureFields,
): Promise<SentMessage> {
  const chat = await requireParticipant(em, input.chatId, input.senderId);
  const earlier = await earlierMessage(em, input);
  if (earlier) {
    if (earlier.kind !== 'picture' || earlier.text !== input.text) throw conflict('error.chat.client_id_reused');
    return { message: earlier, created: false, recipientIds: chat.participantIds };
  }
  // Answered before the picture is decoded; the append decides again under the chat's lock.
  if (chat.deactivated) throw forbidden('error.chat.deactivated');

  const stored = await withImageSlot(async () => {
    const image = await checkUploadedPicture(input.file, limits);
    return storePictureWhole(storage, chatPictureFolder, image, chatLimits.pictureSide);
  });
  let sent: SentMessage;
  try {
    sent = await appendChatMessage(em, {
      chatId: input.chatId,
      senderId: input.senderId,
      clientId: input.clientId,
      kind: 'picture',
      text: input.text,
      picture: { url: stored.url, width: stored.width, height: stored.height },
      now: input.now,
      rule: 'person',
    });
  } catch (error) {
    await deleteStoredUrls(storage, [stored.url]);
    throw error;
  }
  if (!sent.created) await deleteStoredUrls(storage, [stored.url]);
  return sent;
}

/** The caller's message of this chat with this `clientId`, if they sent one. */
async function earlierMessage(em: EntityManager, input: { chatId: string; senderId: string; clientId: string }) {
  const [row] = await query<ChatMessageRow>(
    em,
    sql`select ${chatMessageColumns} from chat_message m
      where m.chat_id = ${input.chatId} and m.sender_id = ${input.senderId} and m.client_id = ${input.clientId}`,
  );
  return row ? presentChatMessage(row) : null;
}
