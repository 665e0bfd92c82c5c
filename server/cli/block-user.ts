import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm } from '#server/db/database.ts';
import { findUserByContact } from '#server/modules/accounts/find-user-by-contact.ts';

/**
 * Support's tool until the admin console exists: blocks a user with a message they will see, or
 * lifts the block. A blocked person stays signed in, confined to the account area (spec §2).
 *   npm run user:block -- --email kari@eksempel.no --message "Kontakt oss på hjelp@..."
 *   npm run user:block -- --email kari@eksempel.no --unblock
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, message: { type: 'string' }, unblock: { type: 'boolean' } } });
if (!values.email || (!values.unblock && !values.message)) {
  console.error('Usage: npm run user:block -- --email <e-mail> (--message <text> | --unblock)');
  process.exit(2);
}

loadEnvFile();
const config = loadConfig();
const orm = await connectOrm(config.databaseUrl);
try {
  const em = orm.em.fork();
  const { user, kind } = await findUserByContact(em, values.email);
  if (!user) {
    console.error(`No user with the ${kind} ${values.email}.`);
    process.exitCode = 1;
  } else {
    em.assign(user, values.unblock ? { isBlocked: false, blockedMessage: null } : { isBlocked: true, blockedMessage: values.message ?? null });
    await em.flush();
    console.info(`${user.email} is ${values.unblock ? 'no longer blocked' : 'blocked'}.`);
  }
} finally {
  await orm.close();
}
