import { buildApp } from "./app";
import { parseEnv, serverEnvSchema } from "./env";

const env = (() => {
  try {
    return parseEnv(serverEnvSchema, process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const app = await buildApp(env);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
