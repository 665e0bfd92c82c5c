import enAccount from './locales/en/account.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enCatalogue from './locales/en/catalogue.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enDev from './locales/en/dev.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enExplore from './locales/en/explore.json' with { type: 'json' };
import enHome from './locales/en/home.json' with { type: 'json' };
import enLayout from './locales/en/layout.json' with { type: 'json' };
import enPages from './locales/en/pages.json' with { type: 'json' };
import enProvider from './locales/en/provider.json' with { type: 'json' };
import enService from './locales/en/service.json' with { type: 'json' };
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enAgent from './locales/en/agent.json' with { type: 'json' };
import enRegistration from './locales/en/registration.json' with { type: 'json' };
import enOfferings from './locales/en/offerings.json' with { type: 'json' };
import enSchedule from './locales/en/schedule.json' with { type: 'json' };
import enBooking from './locales/en/booking.json' with { type: 'json' };
import enBookings from './locales/en/bookings.json' with { type: 'json' };
import enAgentBookings from './locales/en/agentBookings.json' with { type: 'json' };
import enAgentOffers from './locales/en/agentOffers.json' with { type: 'json' };
import enLegal from './locales/en/legal.json' with { type: 'json' };
import enRequests from './locales/en/requests.json' with { type: 'json' };
import enCustomerRequests from './locales/en/customerRequests.json' with { type: 'json' };
import enNotifications from './locales/en/notifications.json' with { type: 'json' };
import enChat from './locales/en/chat.json' with { type: 'json' };
import enCalls from './locales/en/calls.json' with { type: 'json' };
import enCleaning from './locales/en/cleaning.json' with { type: 'json' };
import enSubscriptions from './locales/en/subscriptions.json' with { type: 'json' };
import type { Namespace } from './resources-nb.ts';

/**
 * Every translation namespace in English. Its own module so the web client loads it only for
 * people who read English; the keys must match the Norwegian files (checked by a test).
 */
export const enResources = {
  common: enCommon,
  errors: enErrors,
  layout: enLayout,
  home: enHome,
  catalogue: enCatalogue,
  auth: enAuth,
  account: enAccount,
  pages: enPages,
  dev: enDev,
  explore: enExplore,
  service: enService,
  provider: enProvider,
  registration: enRegistration,
  agent: enAgent,
  admin: enAdmin,
  offerings: enOfferings,
  schedule: enSchedule,
  booking: enBooking,
  bookings: enBookings,
  agentBookings: enAgentBookings,
  agentOffers: enAgentOffers,
  legal: enLegal,
  requests: enRequests,
  customerRequests: enCustomerRequests,
  notifications: enNotifications,
  chat: enChat,
  calls: enCalls,
  cleaning: enCleaning,
  subscriptions: enSubscriptions,
} satisfies Record<Namespace, unknown>;
