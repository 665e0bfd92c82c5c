import nbAuth from './locales/nb/auth.json' with { type: 'json' };
import nbErrors from './locales/nb/errors.json' with { type: 'json' };
import nbBookings from './locales/nb/bookings.json' with { type: 'json' };
import nbCleaning from './locales/nb/cleaning.json' with { type: 'json' };
import nbAccount from './locales/nb/account.json' with { type: 'json' };
import nbDev from './locales/nb/dev.json' with { type: 'json' };
import nbService from './locales/nb/service.json' with { type: 'json' };
import nbProvider from './locales/nb/provider.json' with { type: 'json' };
import nbRegistration from './locales/nb/registration.json' with { type: 'json' };
import nbAgent from './locales/nb/agent.json' with { type: 'json' };
import nbAdmin from './locales/nb/admin.json' with { type: 'json' };
import nbOfferings from './locales/nb/offerings.json' with { type: 'json' };
import nbSchedule from './locales/nb/schedule.json' with { type: 'json' };
import nbBooking from './locales/nb/booking.json' with { type: 'json' };
import nbAgentBookings from './locales/nb/agentBookings.json' with { type: 'json' };
import nbAgentOffers from './locales/nb/agentOffers.json' with { type: 'json' };
import nbLegal from './locales/nb/legal.json' with { type: 'json' };
import nbRequests from './locales/nb/requests.json' with { type: 'json' };
import nbCustomerRequests from './locales/nb/customerRequests.json' with { type: 'json' };
import nbNotifications from './locales/nb/notifications.json' with { type: 'json' };
import nbChat from './locales/nb/chat.json' with { type: 'json' };
import nbCalls from './locales/nb/calls.json' with { type: 'json' };
import nbSubscriptions from './locales/nb/subscriptions.json' with { type: 'json' };

/** The Norwegian namespaces the first view does not need; see `resources-nb-first.ts`. */
export const nbLaterResources = {
  errors: nbErrors,
  auth: nbAuth,
  bookings: nbBookings,
  cleaning: nbCleaning,
  account: nbAccount,
  dev: nbDev,
  service: nbService,
  provider: nbProvider,
  registration: nbRegistration,
  agent: nbAgent,
  admin: nbAdmin,
  offerings: nbOfferings,
  schedule: nbSchedule,
  booking: nbBooking,
  agentBookings: nbAgentBookings,
  agentOffers: nbAgentOffers,
  legal: nbLegal,
  requests: nbRequests,
  customerRequests: nbCustomerRequests,
  notifications: nbNotifications,
  chat: nbChat,
  calls: nbCalls,
  subscriptions: nbSubscriptions,
};
