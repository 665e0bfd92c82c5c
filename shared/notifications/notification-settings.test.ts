import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, notificationSettingsOf, wantsMessage } from './notification-settings.ts';

describe('notification settings', () => {
  it('has everything on for someone who never chose', () => {
    expect(notificationSettingsOf(null)).toEqual(defaultNotificationSettings);
    expect(wantsMessage(undefined, 'messages', 'sms')).toBe(true);
  });

  it('reads what was chosen and fills in what an older shape lacks', () => {
    const stored = { bookings: { email: false, sms: true }, requests: { sms: false } };
    expect(notificationSettingsOf(stored)).toEqual({ bookings: { email: false, sms: true }, requests: { email: true, sms: false }, messages: { email: true, sms: true } });
    expect(wantsMessage(stored, 'bookings', 'email')).toBe(false);
    expect(wantsMessage(stored, 'requests', 'email')).toBe(true);
  });

  it('never hands out the shared defaults for a caller to change', () => {
    notificationSettingsOf(null).bookings.email = false;
    expect(defaultNotificationSettings.bookings.email).toBe(true);
  });
});
