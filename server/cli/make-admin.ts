import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm } from '#server/db/database.ts';
import { findUserByContact } from '#server/modules/accounts/find-user-by-contact.ts';

/**
 * Makes a user an admin (or takes it away with --revoke). The first admin can only come from
 * here: the admin console never lets anyone grant the role.
 *   npm run user:admin -- kari@eksempel.no
 *   npm run user:admin -- 40000000 --revoke
 */
const { values, positionals } = parseArgs({ options: { revoke: { type: 'boolean' } }, allowPositionals: true });
const who = positionals[0];
if (!who || positionals.length > 1) {
  console.error('Usage: npm run user:admin -- <phone or e-mail> [--revoke]');
  process.exit(2);
}

loadEnvFile();
const config = loadConfig();
const orm = await connectOrm(config.databaseUrl);
try {
  const em = orm.em.fork();
  const { user, kind } = await findUserByContact(em, who);
  if (!user) {
    console.error(`No user with the ${kind} ${who}.`);
    process.exitCode = 1;
  } else {
    user.isAdmin = !values.revoke;
    await em.flush();
    console.info(`${user.firstName} ${user.lastName} (${user.email}) is ${values.revoke ? 'no longer an admin' : 'an admin'}.`);
  }
} finally {
  await orm.close();
}
