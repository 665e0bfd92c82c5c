import { resetSendLimits } from './accounts.ts';

/**
 * Each run of the browser suite starts with fresh send limits: the database is new every run,
 * but the e2e Redis prefix outlives it, and the journeys send many codes and links.
 */
export default async function globalSetup(): Promise<void> {
  await resetSendLimits();
}
