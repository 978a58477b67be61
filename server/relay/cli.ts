/** `npm run outbox -- list | show ID | retry ID`: read and manage the contact outbox. */
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

process.exitCode = runOutboxCli(process.argv.slice(2), relayConfig(env).dataDir, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
