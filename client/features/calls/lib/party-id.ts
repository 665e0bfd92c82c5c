/** This device's id within a call (32 letters and digits, as `partyIdSchema` wants), made once per page. */
export function makePartyId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
