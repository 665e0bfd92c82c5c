/**
 * When the wording of the terms, the privacy policy and the cookie page last changed. Bump it
 * with every change of substance: people who accepted earlier terms are told about the new ones.
 */
export const legalRevisionDate = new Date('2026-11-26T12:00:00+01:00');
