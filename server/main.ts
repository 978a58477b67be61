import { closeOnSignals, createServer } from "./app";
import { parseEnv, serverEnvSchema } from "./env";
import { exitOnOutboxOpenError } from "./relay/outbox";

const env = (() => {
  try {
    return parseEnv(serverEnvSchema, process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const app = await createServer(env).catch(exitOnOutboxOpenError);
closeOnSignals(app);
await app.listen({ port: env.PORT, host: env.HOST });
