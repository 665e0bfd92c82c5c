import type { User } from '#shared/accounts/user.schema.ts';

let counter = 0;

/** A signed-in customer as `GET /api/user` describes them; override what a test cares about. */
export function aUser(overrides: Partial<User> = {}): User {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    firstName: 'Kari',
    lastName: 'Nordmann',
    phone: '+4791234567',
    email: 'kari@eksempel.no',
    consentAnalytics: false,
    consentCrashlytics: false,
    delete: null,
    orgNumber: null,
    companyName: null,
    orderAsBusiness: false,
    language: 'nb_no',
    isBlocked: false,
    blockedMessage: null,
    isAdmin: false,
    signInMethods: ['phone', 'email'],
    createdAt: new Date('2026-01-05T10:00:00Z'),
    ...overrides,
  };
}

/** The same user as JSON on the wire (dates as ISO strings), for faked API answers. */
export function userJson(user: User): unknown {
  return JSON.parse(JSON.stringify(user));
}
