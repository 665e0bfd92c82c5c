import { z } from 'zod';

/**
 * What a person is told about, grouped the way people think of it: their bookings, custom
 * requests and offers, and chat messages they have not read. Receipts, invoices, sign-in codes
 * and account matters are not in the list: they are always sent.
 */
export const notificationTopics = ['bookings', 'requests', 'messages'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

/** The channels a person may turn off. The in-app notification is always there. */
export const notificationChannels = ['email', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

const channelChoice = z.object({ email: z.boolean(), sms: z.boolean() });

/** `PUT /api/user/notification-settings`, and `notificationSettings` of `GET /api/user`: every topic, both channels. */
export const notificationSettingsSchema = z.object({
  bookings: channelChoice,
  requests: channelChoice,
  messages: channelChoice,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A new account hears about everything by e-mail and SMS, as before there were settings. */
export const defaultNotificationSettings: NotificationSettings = {
  bookings: { email: true, sms: true },
  requests: { email: true, sms: true },
  messages: { email: true, sms: true },
};

/**
 * The settings as stored (null until the person first changes them, or from an older shape) with
 * every topic and channel filled in: what is missing is on.
 */
export function notificationSettingsOf(stored: unknown): NotificationSettings {
  const settings = structuredClone(defaultNotificationSettings);
  if (typeof stored !== 'object' || stored === null) return settings;
  for (const topic of notificationTopics) {
    const choice = (stored as Record<string, unknown>)[topic];
    if (typeof choice !== 'object' || choice === null) continue;
    for (const channel of notificationChannels) {
      const value = (choice as Record<string, unknown>)[channel];
      if (typeof value === 'boolean') settings[topic][channel] = value;
    }
  }
  return settings;
}

/** Whether a message about `topic` may go to this person by `channel`. */
export function wantsMessage(stored: unknown, topic: NotificationTopic, channel: NotificationChannel): boolean {
  return notificationSettingsOf(stored)[topic][channel];
}
