/**
 * The server the end-to-end tests run against: the real production build served
 * by the real server, on its own port.
 */
import { buildApp } from "../../../server/app";
import { parseEnv, serverEnvSchema } from "../../../server/env";

const env = parseEnv(serverEnvSchema, process.env);
const app = await buildApp(env);
await app.listen({ port: env.PORT, host: env.HOST });
