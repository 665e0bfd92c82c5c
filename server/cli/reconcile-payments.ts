import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm } from '#server/db/database.ts';
import { describeReconciliation, reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';

/**
 * Proves the money ledger adds up: every booking's charges, refunds, fees and payouts agree with
 * its status, price, cancellation fee and refund (shared/payments/ledger.ts). Exit code 1 and one
 * line per problem when they do not.
 *   npm run payments:reconcile
 */
loadEnvFile();
const config = loadConfig();
const orm = await connectOrm(config.databaseUrl);
try {
  const result = await reconcileLedger(orm.em.fork());
  const lines = describeReconciliation(result);
  if (result.problems.length === 0) console.info(lines.join('\n'));
  else {
    console.error(lines.join('\n'));
    process.exitCode = 1;
  }
} finally {
  await orm.close();
}
