/**
 * Most characters of text a person writes into a short-text (varchar) column. The entity gives
 * its column exactly this length and the zod schema that writes it refuses anything longer, both
 * importing the constant from here, so the two cannot drift apart and PostgreSQL never sees a
 * value too long for its column. A schema may keep a tighter limit of its own (a service title:
 * 120); it must never allow more.
 */
export const textLengths = {
  /** A person's first or last name (`app_user`). */
  personName: 255,
  /** A company name copied from the business register (`app_user`). */
  companyName: 255,
  /** A picture's title, which is also its alt text (`service_picture`, `provider_picture`). */
  pictureTitle: 255,
  /** Where a sign-in link returns to (`login_link.return_to`). */
  returnTo: 255,
} as const;

/**
 * Most characters a form accepts in free-text fields that have a tighter limit than their column
 * (or no column limit at all). The schema that checks the field and the form's visible counter
 * both read the number from here, so the counter never shows a limit the server does not keep.
 */
export const fieldTextLimits = {
  /** A service's title (`offeringSchema`). */
  serviceTitle: 120,
  /** A service's description (`offeringSchema`). */
  serviceDescription: 5000,
  /** The customer's note to the provider with a booking (`bookingRequestBodySchema`). */
  bookingNote: 2000,
  /** Why a provider declines a request (`declineBodySchema`). */
  declineReason: 2000,
  /** The one line under a provider's name (`profileInputSchema`). */
  profileTagline: 140,
  /** A provider's presentation of themselves (`profileInputSchema`). */
  profileDescription: 5000,
  /** An add-on's name and its description (`addonInputSchema`). */
  addonTitle: 120,
  addonDescription: 1000,
  /** One line of what a service includes or of the customer's checklist (`offeringSchema`). */
  serviceListLine: 200,
  /** The provider's note when a booking did not take place (`notDoneBodySchema`). */
  notDoneNote: 2000,
  /**
   * A picture's alt text (service pictures) or caption (gallery pictures), both kept as the
   * picture's title (`pictureAltTextSchema`, `pictureTitleSchema`); within `textLengths.pictureTitle`.
   */
  pictureText: 200,
} as const;
