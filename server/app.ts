import Fastify, { type FastifyInstance } from "fastify";
import type { ServerEnv } from "./env";
import { sitePlugin } from "./site";

export type AppOptions = Pick<
  ServerEnv,
  "SITE_DIR" | "MEDIA_BASE_URL" | "RELAY_URL" | "VITALS_URL" | "LOG_LEVEL"
> & {
  /** Extra plugins mounted before the site (the contact relay). */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
};

/** The web server: health check, any mounted plugins, then the static site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.LOG_LEVEL },
  });

  const health: Record<string, () => unknown> = {};
  app.decorate("healthChecks", health);
  app.get("/healthz", async () => {
    const checks = Object.fromEntries(
      Object.entries(health).map(([name, check]) => [name, check()]),
    );
    return { status: "ok", ...checks };
  });

  for (const plugin of options.plugins ?? []) await plugin(app);

  await app.register(sitePlugin, {
    siteDir: options.SITE_DIR,
    mediaBaseUrl: options.MEDIA_BASE_URL,
    relayUrl: options.RELAY_URL,
    vitalsUrl: options.VITALS_URL,
  });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Named reports merged into GET /healthz (the relay adds its outbox backlog). */
    healthChecks: Record<string, () => unknown>;
  }
}
