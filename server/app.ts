import { STATUS_CODES, type ServerOptions } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { ServerEnv } from "./env";
import { fastifyTrustProxy, relayConfig, withOwnOrigins } from "./relay/config";
import { relayPlugin } from "./relay/plugin";
import { createRelay } from "./relay/relay";
import { baseSecurityHeaders } from "./security";
import { sitePlugin } from "./site";

export type AppOptions = Pick<
  ServerEnv,
  "SITE_DIR" | "MEDIA_BASE_URL" | "RELAY_URL" | "VITALS_URL" | "LOG_LEVEL"
> &
  Partial<Pick<ServerEnv, "TRUST_PROXY" | keyof ServerTimeouts>> & {
    /** Extra plugins mounted before the site (the contact relay). */
    plugins?: ((app: FastifyInstance) => Promise<void>)[];
  };

export type ServerTimeouts = Pick<
  ServerEnv,
  "REQUEST_TIMEOUT_MS" | "HEADERS_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS"
>;

export const defaultTimeouts: ServerTimeouts = {
  REQUEST_TIMEOUT_MS: 10_000,
  HEADERS_TIMEOUT_MS: 10_000,
  KEEP_ALIVE_TIMEOUT_MS: 5000,
};

/**
 * Fastify's options for the time-outs (see serverTimeoutShape). Node checks the
 * request and header time-outs every connectionsCheckingInterval (30 s by default),
 * so that is tightened to a tenth of the request time-out (at least 250 ms, at most
 * 1 s): a stalled request is answered 408 and closed within about the time-out itself.
 */
export function timeoutOptions(timeouts: Partial<ServerTimeouts> = {}): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
  clientErrorHandler: typeof clientErrorHandler;
} {
  const { REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } = {
    ...defaultTimeouts,
    ...timeouts,
  };
  return {
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    clientErrorHandler,
    http: {
      // Node refuses a header time-out longer than the request's.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS),
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.max(250, REQUEST_TIMEOUT_MS / 10)),
    },
  };
}

/**
 * Answers a request Node gave up on before Fastify saw it (Fastify's clientErrorHandler):
 * a time-out (408), headers too large (431), anything unparsable (400). A short JSON body
 * with the security headers, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "request_timeout"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "headers_too_large"]
        : [400, "bad_request"];
  const body = JSON.stringify({ error: code });
  const headers = {
    ...baseSecurityHeaders,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
}

/**
 * What every server of ours does before its routes: every response carries the base
 * security headers (pages, files, redirects, the relay's answers, 404s and errors
 * alike: a hook on the root instance reaches them all, where one inside a plugin only
 * reaches that plugin's routes), and a request for no route, or with a malformed URL,
 * gets a short JSON answer that does not repeat the URL back.
 */
export function harden(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: "not_found" }));
}

/**
 * Fastify's answer to a URL it cannot decode ("/%"): no echo of the URL. It is sent
 * before any route's hooks run, so it sets the security headers itself.
 */
export const frameworkErrors = (_error: unknown, _request: unknown, reply: FastifyReply) =>
  reply.code(400).headers(baseSecurityHeaders).send({ error: "bad_request" });

/** GET /healthz: "ok" plus every named report in app.healthChecks. */
export function registerHealth(app: FastifyInstance): void {
  const health: Record<string, () => unknown> = {};
  app.decorate("healthChecks", health);
  app.get("/healthz", async (_request, reply) => {
    const checks = Object.fromEntries(
      Object.entries(health).map(([name, check]) => [name, check()]),
    );
    reply.header("Cache-Control", "no-store");
    return { status: "ok", ...checks };
  });
}

/** The web server: health check, any mounted plugins, then the static site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.LOG_LEVEL },
    // Behind a proxy, request.ip (the rate limit's key) must come from X-Forwarded-For.
    trustProxy: fastifyTrustProxy(options.TRUST_PROXY ?? false),
    frameworkErrors,
    ...timeoutOptions(options),
  });

  harden(app);
  registerHealth(app);

  for (const plugin of options.plugins ?? []) await plugin(app);

  await app.register(sitePlugin, {
    siteDir: options.SITE_DIR,
    mediaBaseUrl: options.MEDIA_BASE_URL,
    relayUrl: options.RELAY_URL,
    vitalsUrl: options.VITALS_URL,
  });
  return app;
}

/**
 * The whole server in one process: the contact relay (POST /v1/email, its outbox
 * and delivery worker) and the prerendered site. `app.close()` stops taking
 * requests, lets an in-flight delivery finish and be recorded, then closes the
 * outbox. The server's own origin (HOST/PORT) is added to the allowed origins so
 * the site's form can post to it on any port.
 */
export async function createServer(env: ServerEnv): Promise<FastifyInstance> {
  return buildApp({
    ...env,
    plugins: [
      async (app) => {
        const relay = createRelay(withOwnOrigins(relayConfig(env), env.HOST, env.PORT), app.log);
        await app.register(relayPlugin, { prefix: "/v1", relay });
      },
    ],
  });
}

/**
 * Closes the app on SIGINT or SIGTERM, then exits: in-flight requests finish and
 * the relay records its in-flight deliveries before the outbox closes.
 */
export function closeOnSignals(app: FastifyInstance): void {
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
}

declare module "fastify" {
  interface FastifyInstance {
    /** Named reports merged into GET /healthz (the relay adds its outbox backlog). */
    healthChecks: Record<string, () => unknown>;
  }
}
