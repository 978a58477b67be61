import { STATUS_CODES, type ServerOptions } from "node:http";
import type { Socket } from "node:net";
import { timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerEnv } from "./env";
import { fastifyTrustProxy, relayConfig, withOwnOrigins } from "./relay/config";
import { relayPlugin } from "./relay/plugin";
import { openRelay, type HealthReport } from "./relay/relay";
import { baseSecurityHeaders } from "./security";
import { sitePlugin } from "./site";

export type AppOptions = Pick<
  ServerEnv,
  "SITE_DIR" | "MEDIA_BASE_URL" | "RELAY_URL" | "VITALS_URL" | "LOG_LEVEL"
> &
  Partial<Pick<ServerEnv, "TRUST_PROXY" | "HEALTH_TOKEN" | keyof ServerTimeouts>> & {
    /** Extra plugins mounted before the site (the contact relay). */
    plugins?: ((app: FastifyInstance) => Promise<void>)[];
    /** Where the log goes (tests); stdout by default. */
    logStream?: { write(line: string): void };
  };

/**
 * The access log's request fields: the path without its query. A query can be personal
 * (a visitor's search terms, /search?q=…) and would sit beside the client address.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    const query = request.url.indexOf("?");
    return {
      method: request.method,
      url: query < 0 ? request.url : `${request.url.slice(0, query)}?…`,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
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

/** One named part of GET /healthz (the relay adds its outbox). */

const forwardingHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"];

function isLoopback(address: string | undefined): boolean {
  return (
    address !== undefined &&
    (/^127\./.test(address) || address === "::1" || /^::ffff:127\./.test(address))
  );
}

/**
 * GET /healthz: 200 {"status":"ok"}, or 503 {"status":"unavailable","reason":…} when a
 * check fails (a check that throws is a failure; its error is logged, never sent). The
 * counts of each check are added for a caller on this machine (loopback, with no
 * proxy's forwarding header: a proxy on the same machine must send X-Forwarded-For) or
 * with `Authorization: Bearer <HEALTH_TOKEN>`; strangers get the status alone.
 */
export function registerHealth(app: FastifyInstance, options: { token?: string } = {}): void {
  const health: Record<string, () => HealthReport> = {};
  app.decorate("healthChecks", health);
  const token = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const trusted = (request: FastifyRequest): boolean => {
    const authorization = request.headers.authorization;
    if (token && authorization !== undefined) {
      const given = Buffer.from(authorization);
      return given.length === token.length && timingSafeEqual(given, token);
    }
    return (
      isLoopback(request.ip) &&
      isLoopback(request.socket.remoteAddress) &&
      forwardingHeaders.every((name) => request.headers[name] === undefined)
    );
  };
  // Any other method: 405 with Allow, like the site's paths (not a 404 for a path that exists).
  app.route({
    method: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: "/healthz",
    handler: async (_request, reply) =>
      reply
        .code(405)
        .header("Allow", "GET, HEAD")
        .header("Cache-Control", "no-store")
        .send({ error: "method_not_allowed" }),
  });
  app.get("/healthz", async (request, reply) => {
    let reason: string | undefined;
    const details: Record<string, unknown> = {};
    for (const [name, check] of Object.entries(health)) {
      let report: HealthReport;
      try {
        report = check();
      } catch (error) {
        const { code, errcode, errstr } = error as Record<string, unknown>;
        request.log.error({ check: name, code, errcode, errstr }, "health check failed");
        report = { ok: false, reason: `${name}_error` };
      }
      if (!report.ok) reason ??= report.reason ?? `${name}_error`;
      if (report.details) details[name] = report.details;
    }
    reply.code(reason ? 503 : 200).header("Cache-Control", "no-store");
    const status = reason ? { status: "unavailable", reason } : { status: "ok" };
    return trusted(request) ? { ...status, ...details } : status;
  });
}

/**
 * The root error handler of the web server: a page request (GET or HEAD outside the
 * relay and the health check) that fails unexpectedly gets the build's error page with
 * status 500 and its own CSP; anything else a short JSON body. Never the error's text.
 * (The relay has its own handler for its JSON and form answers.)
 */
function pageErrorHandler(errorPage: {
  send?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}) {
  return (
    error: Error & { statusCode?: number; code?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, "bad request");
      return reply.code(status).send({ error: status === 404 ? "not_found" : "bad_request" });
    }
    request.log.error({ err: error }, "request failed");
    const pageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/v1/") &&
      !request.url.startsWith("/healthz");
    if (pageRequest && errorPage.send && !reply.sent) {
      // Headers set before the failure (a file's type or caching) do not describe this page.
      for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
      return errorPage.send(request, reply);
    }
    return reply.code(500).send({ error: "internal_error" });
  };
}

/** The web server: health check, any mounted plugins, then the static site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.LOG_LEVEL,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Behind a proxy, request.ip (the rate limit's key) must come from X-Forwarded-For.
    trustProxy: fastifyTrustProxy(options.TRUST_PROXY ?? false),
    frameworkErrors,
    ...timeoutOptions(options),
  });

  harden(app);
  const errorPage: { send?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply } = {};
  app.setErrorHandler(pageErrorHandler(errorPage));
  registerHealth(app, { token: options.HEALTH_TOKEN });

  for (const plugin of options.plugins ?? []) await plugin(app);

  await app.register(sitePlugin, {
    siteDir: options.SITE_DIR,
    mediaBaseUrl: options.MEDIA_BASE_URL,
    relayUrl: options.RELAY_URL,
    vitalsUrl: options.VITALS_URL,
    exposeErrorPage: (send) => (errorPage.send = send),
  });
  return app;
}

/**
 * The whole server in one process: the contact relay (POST /v1/email, its outbox
 * and delivery worker) and the prerendered site. `app.close()` stops taking
 * requests, lets an in-flight delivery finish and be recorded, then closes the
 * outbox. The server's own origin (HOST/PORT) is added to the allowed origins so
 * the site's form can post to it on any port. An outbox that cannot be opened (full
 * disk, damaged file, read-only DATA_DIR) is logged and costs the form only: the
 * relay answers 503 and tries to open it again (openRelay).
 */
export async function createServer(
  env: ServerEnv,
  relayOptions: Parameters<typeof openRelay>[3] = {},
): Promise<FastifyInstance> {
  return buildApp({
    ...env,
    plugins: [
      async (app) => {
        // An outbox that cannot be opened costs the form only (503), never the site.
        const relay = openRelay(
          withOwnOrigins(relayConfig(env), env.HOST, env.PORT),
          app.log,
          undefined,
          relayOptions,
        );
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
    /** Named checks of GET /healthz (the relay adds its outbox). */
    healthChecks: Record<string, () => HealthReport>;
  }
}
