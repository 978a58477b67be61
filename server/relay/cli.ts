/** `npm run outbox -- list | show ID | retry ID | purge`: read and manage the contact outbox. */
import { parseEnv } from "../env";
import { relayConfig, relayEnvSchema } from "./config";
import { runOutboxCli } from "./outbox-cli";

const env = (() => {
  try {
    return parseEnv(relayEnvSchema, process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
})();

const config = relayConfig(env);
process.exitCode = runOutboxCli(
  process.argv.slice(2),
  config.dataDir,
  { out: (line) => console.log(line), err: (line) => console.error(line) },
  Date.now,
  { retentionDays: config.retentionDays },
);
