/**
 * The contact relay alone (`npm run relay`): POST /v1/email and GET /healthz, for
 * when the site is served from a static host. Same variables as the full server,
 * less the site's; PORT defaults to 3001.
 */
import Fastify from "fastify";
import { z } from "zod";
import {
  closeOnSignals,
  frameworkErrors,
  harden,
  logSerializers,
  registerHealth,
  timeoutOptions,
} from "../app";
import { parseEnv, serverEnvSchema } from "../env";
import { fastifyTrustProxy, relayConfig } from "./config";
import { relayPlugin } from "./plugin";
import { exitOnOutboxOpenError } from "./outbox";
import { createRelay } from "./relay";

const relayServerEnvSchema = serverEnvSchema
  .omit({ SITE_DIR: true, MEDIA_BASE_URL: true, RELAY_URL: true, VITALS_URL: true })
  .extend({ PORT: z.coerce.number().int().min(0).max(65535).default(3001) });

const env = (() => {
  try {
    return parseEnv(relayServerEnvSchema, process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const app = Fastify({
  logger: { level: env.LOG_LEVEL, serializers: logSerializers },
  trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
  frameworkErrors,
  ...timeoutOptions(env),
});
harden(app);
registerHealth(app, { token: env.HEALTH_TOKEN });
const relay = (() => {
  try {
    return createRelay(relayConfig(env), app.log);
  } catch (error) {
    return exitOnOutboxOpenError(error);
  }
})();
await app.register(relayPlugin, { prefix: "/v1", relay });
closeOnSignals(app);
await app.listen({ port: env.PORT, host: env.HOST });
