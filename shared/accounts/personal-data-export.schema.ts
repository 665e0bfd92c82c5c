import { z } from 'zod';
import { notificationSettingsSchema } from '#shared/notifications/notification-settings.ts';

/** Rows of one kind, each a flat record of what is stored (dates as ISO strings, money in øre). */
const rows = z.array(z.record(z.string(), z.unknown()));

/** Raised when a field is renamed or removed, so a program reading old exports can tell them apart. */
export const personalDataExportFormatVersion = 1;

/**
 * `GET /api/user/export`: everything the marketplace holds about the signed-in person, as a
 * machine-readable file (GDPR art. 15 and 20). The top level is fixed; the rows inside carry the
 * stored fields of each kind. docs/architecture.md "Personal data" lists what each part holds.
 */
export const personalDataExportSchema = z.object({
  formatVersion: z.literal(personalDataExportFormatVersion),
  exportedAt: z.date(),
  profile: z.record(z.string(), z.unknown()),
  consents: z.object({ consentAnalytics: z.boolean(), consentCrashlytics: z.boolean(), termsAcceptedAt: z.date() }),
  /** Which e-mails and SMS the person chose to get, per topic. */
  notificationSettings: notificationSettingsSchema,
  /** Sign-in providers (OpenID Connect issuer and subject) linked to the account. */
  identities: rows,
  /** Login codes sent by SMS and links sent by e-mail (never the codes themselves), and open sessions. */
  signIn: z.object({ loginCodes: rows, loginLinks: rows, sessions: rows }),
  /**
   * As a customer: bookings with add-ons and prices, custom requests with the offers and declines
   * they got, and the wizard's saved drafts, payments, cards, invoices, balance, gift cards,
   * coupons, ledger rows.
   */
  customer: z.object({
    bookings: rows,
    customRequests: rows,
    customRequestDrafts: rows,
    payments: rows,
    savedCards: rows,
    invoices: rows,
    balanceOre: z.number().int(),
    balanceEntries: rows,
    giftCardsBought: rows,
    giftCardsRedeemed: rows,
    coupons: rows,
    ledgerEntries: rows,
  }),
  /** Ratings the person wrote. */
  ratings: rows,
  /**
   * The provider the person owns, if any: profile, services, legal info, schedule, bookings and
   * their ledger rows, and the custom requests that reached it with its offers and declines
   * (without the customers' names and addresses).
   */
  provider: z
    .object({
      profile: z.record(z.string(), z.unknown()),
      legalInfo: z.record(z.string(), z.unknown()).nullable(),
      schedule: z.record(z.string(), z.unknown()).nullable(),
      services: rows,
      bookings: rows,
      ledgerEntries: rows,
      customRequestsReached: rows,
    })
    .nullable(),
  /** Chats the person takes part in, each with all its messages (`fromMe` tells whose). */
  chats: rows,
  /** Calls the person made or got, with the chat, the times, the outcome and the hang-up reason (never any media: calls are not recorded). */
  calls: rows,
  /** In-app notifications kept for the person. */
  notifications: rows,
  /** Actions the staff took about the person or their provider (blocking, review, looking at legal info). */
  auditLog: rows,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
