import type { User } from '#shared/accounts/user.schema.ts';
import type { Category } from '#shared/catalogue/category.schema.ts';

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

/** A category as `GET /api/explore/categories/:id` describes it (cleaning); override what a test cares about. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'cleaning',
    slug: 'rengjoring',
    title: { nb: 'Rengjøring', en: 'Cleaning' },
    uiTitle: { nb: 'Rengjøring', en: 'Cleaning' },
    description: { nb: '', en: '' },
    questionTitleHint: null,
    image: null,
    taxRate: 25,
    type: 'dailylife',
    enableParticipants: false,
    sortIndex: 1,
    subcategories: [],
    ...overrides,
  };
}
