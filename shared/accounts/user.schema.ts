import { z } from 'zod';
import { notificationSettingsSchema } from '#shared/notifications/notification-settings.ts';
import { emailSchema } from '#shared/validation/email.ts';
import { orgNumberSchema } from '#shared/validation/org-number.ts';
import { norwegianMobileSchema } from '#shared/validation/phone.ts';
import { requiredText } from '#shared/validation/required-text.ts';
import { textLengths } from '#shared/validation/text-lengths.ts';
import { textSchema } from '#shared/validation/text.ts';

/** The language a user reads e-mails and text messages in (spec §5: default nb_no). */
export const userLanguageSchema = z.enum(['nb_no', 'en_us']);
export type UserLanguage = z.infer<typeof userLanguageSchema>;

/** Spec §3 User, as the signed-in person sees themselves (`GET /api/user`). */
export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  consentAnalytics: z.boolean(),
  consentCrashlytics: z.boolean(),
  /** Which e-mails and SMS the person wants about bookings, requests and unread messages. */
  notificationSettings: notificationSettingsSchema,
  /**
   * Spec "delete": the pending request to delete the account, if any, and when the personal data
   * will be erased (30 days after the request, unless cancelled first).
   */
  delete: z.object({ requestedAt: z.date(), erasesAt: z.date() }).nullable(),
  orgNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Order as a business (invoice to the organisation) when an organisation number is set. */
  orderAsBusiness: z.boolean(),
  language: userLanguageSchema,
  isBlocked: z.boolean(),
  blockedMessage: z.string().nullable(),
  /** Staff who may open the admin console (/admin). */
  isAdmin: z.boolean(),
  /** Sign-in methods available to this person (for "login and security"). */
  signInMethods: z.array(z.enum(['phone', 'email', 'oidc'])),
  createdAt: z.date(),
});
export type User = z.infer<typeof userSchema>;

/** A first or last name: required, no longer than its column. */
const personName = requiredText().pipe(textSchema({ max: textLengths.personName }));

/** Spec §5 new user, `POST /api/auth/ott/user?ott=` and the OpenID Connect sign-up. */
export const newUserSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    phone: norwegianMobileSchema,
    email: emailSchema,
    language: userLanguageSchema.default('nb_no'),
    asBusiness: z.boolean().default(false),
    orgNumber: orgNumberSchema.optional(),
    acceptTerms: z.literal(true, { error: 'error.auth.terms_required' }),
  })
  .refine((user) => !user.asBusiness || Boolean(user.orgNumber), {
    path: ['orgNumber'],
    message: 'error.org_number.provide_valid',
  });
export type NewUser = z.infer<typeof newUserSchema>;
export type NewUserInput = z.input<typeof newUserSchema>;

/** `PATCH /api/user`: personal information, language and business ordering. */
export const updateUserSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    phone: norwegianMobileSchema,
    language: userLanguageSchema,
    orderAsBusiness: z.boolean(),
  })
  .partial();
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** `PUT /api/user/consents`. Analytics run only when both cookie consents are given (spec §9). */
export const consentsSchema = z.object({
  consentAnalytics: z.boolean(),
  consentCrashlytics: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;

/** `POST /api/user/add-business?orgNumber=` (spec §5: 9 digits, "Provide a valid org number"). */
export const addBusinessQuerySchema = z.object({
  orgNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, { error: 'error.org_number.provide_valid' }).pipe(orgNumberSchema)),
});
