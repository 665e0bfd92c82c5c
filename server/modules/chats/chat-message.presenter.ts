import type { ChatMessage, ChatMessageKind, ChatMessagePayload, ChatPicture } from '#shared/chats/chat.schema.ts';
import { sql } from '#server/db/sql.ts';

/** A card or line as `chatMessageColumns` builds it in JSON (timestamps as PostgreSQL writes them). */
type PayloadRow =
  | { line: { key: string; params: Record<string, string | number>; bookingId: string | null } }
  | { picture: ChatPicture }
  | { addonOffer: Record<string, unknown> & { createdAt: string; answeredAt: string | null; paidAt: string | null } }
  | { reschedule: Record<string, unknown> & Record<'currentStartsAt' | 'proposedStartsAt' | 'proposedEndsAt' | 'expiresAt' | 'createdAt', string> & { answeredAt: string | null } };

/** A `chat_message` row as raw SQL answers it (timestamps may come back as text inside JSON). */
export interface ChatMessageRow {
  id: string;
  chat_id: string;
  seq: number;
  client_id: string;
  sender_id: string | null;
  kind: ChatMessageKind;
  text: string;
  created_at: Date | string;
  payload: PayloadRow | null;
}

/**
 * The columns `presentChatMessage` needs, from `chat_message` aliased `m`. A card's payload is the
 * add-on offer or reschedule request as it is now, read with the message, so a card answered
 * since shows its answer wherever the message is read (a page, the chat list's last message).
 */
export const chatMessageColumns = sql`m.id, m.chat_id, m.seq, m.client_id, m.sender_id, m.kind, m.text, m.created_at,
  case
    when m.line is not null then jsonb_build_object('line', m.line)
    when m.picture is not null then jsonb_build_object('picture', m.picture)
    when m.addon_offer_id is not null then (select jsonb_build_object('addonOffer', jsonb_build_object(
        'id', o.id, 'bookingId', o.booking_id, 'title', o.title, 'description', o.description, 'unitPriceOre', o.unit_price_ore,
        'status', o.status, 'createdAt', o.created_at, 'answeredAt', o.answered_at, 'paidAt', o.paid_at))
      from addon_offer o where o.id = m.addon_offer_id)
    when m.reschedule_request_id is not null then (select jsonb_build_object('reschedule', jsonb_build_object(
        'id', r.id, 'bookingId', r.booking_id, 'requestedBy', r.requester_role, 'currentStartsAt', r.current_starts_at,
        'proposedStartsAt', r.proposed_starts_at, 'proposedEndsAt', r.proposed_ends_at, 'status', r.status,
        'expiresAt', r.expires_at, 'createdAt', r.created_at, 'answeredAt', r.answered_at))
      from reschedule_request r where r.id = m.reschedule_request_id)
  end as payload`;

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

function presentPayload(payload: PayloadRow | null): ChatMessagePayload | null {
  if (!payload) return null;
  if ('line' in payload) return { line: payload.line };
  if ('picture' in payload) return { picture: payload.picture };
  if ('addonOffer' in payload) {
    const offer = payload.addonOffer;
    return { addonOffer: { ...offer, createdAt: iso(offer.createdAt), answeredAt: isoOrNull(offer.answeredAt), paidAt: isoOrNull(offer.paidAt) } as Extract<ChatMessagePayload, { addonOffer: unknown }>['addonOffer'] };
  }
  const request = payload.reschedule;
  return {
    reschedule: {
      ...request,
      currentStartsAt: iso(request.currentStartsAt),
      proposedStartsAt: iso(request.proposedStartsAt),
      proposedEndsAt: iso(request.proposedEndsAt),
      expiresAt: iso(request.expiresAt),
      createdAt: iso(request.createdAt),
      answeredAt: isoOrNull(request.answeredAt),
    } as Extract<ChatMessagePayload, { reschedule: unknown }>['reschedule'],
  };
}

/** The api-contract's message shape, with `payload` for system lines, cards and pictures. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chat_id,
    seq: Number(row.seq),
    clientId: row.client_id,
    senderId: row.sender_id,
    kind: row.kind,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    payload: presentPayload(row.payload),
  };
}
