import { closeOnSignals, createServer } from "./app";
import { parseEnv, serverEnvSchema } from "./env";

const env = (() => {
  try {
    return parseEnv(serverEnvSchema, process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

// An outbox that cannot be opened is logged and answered 503 by the relay; the site is served.
const app = await createServer(env);
closeOnSignals(app);
await app.listen({ port: env.PORT, host: env.HOST });
