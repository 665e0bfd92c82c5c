import { Bell, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { notificationChannels, notificationTopics, type NotificationChannel, type NotificationTopic } from '#shared/notifications/notification-settings.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts';
import { AccountSection } from './account-section.tsx';

/**
 * Per topic (bookings, requests and offers, unread messages), whether to get e-mail and SMS. The
 * bell in the header always has everything; receipts, invoices and sign-in codes always come.
 */
export function NotificationSettingsSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const update = useUpdateNotificationSettings();
  const settings = user.notificationSettings;

  const change = (topic: NotificationTopic, channel: NotificationChannel, value: boolean) => {
    update.mutate(
      { ...settings, [topic]: { ...settings[topic], [channel]: value } },
      {
        onSuccess: () => showToast({ title: t('notifications.saved'), tone: 'success' }),
        onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
      },
    );
  };

  return (
    <AccountSection id="notifications" title={t('notifications.title')} description={t('notifications.text')} icon={<Bell aria-hidden="true" />}>
      <div className="flex flex-col divide-y divide-border">
        {notificationTopics.map((topic) => (
          <fieldset key={topic} className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0">
            <legend className="float-left w-full text-base font-semibold text-ink">{t(`notifications.topics.${topic}.title`)}</legend>
            <p className="clear-left text-sm text-ink-muted">{t(`notifications.topics.${topic}.text`)}</p>
            <div className="grid gap-x-8 sm:grid-cols-2">
              {notificationChannels.map((channel) => (
                <Switch
                  key={channel}
                  label={t(`notifications.channels.${channel}`)}
                  checked={settings[topic][channel]}
                  disabled={update.isPending}
                  onCheckedChange={(value) => change(topic, channel, value)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex gap-3 rounded-lg bg-sunken p-4">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <p className="text-sm text-ink-soft">{t('notifications.always')}</p>
      </div>
    </AccountSection>
  );
}
