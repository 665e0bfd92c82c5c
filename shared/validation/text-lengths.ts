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
