/**
 * createServer(): the site and the relay in one Fastify app, as `npm start` runs
 * them. The site folder is a stand-in with one small page per route, so this test
 * does not need a production build.
 */
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "../../server/app";
import { parseEnv, serverEnvSchema } from "../../server/env";
import { baseSecurityHeaders } from "../../server/security";
import {
  postForm,
  postJson,
  removeTempDirs,
  tempDataDir,
  validForm,
  validPayload,
  withOutbox,
} from "./support/harness";
import { fakeSite } from "./support/site";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  removeTempDirs();
});

async function server(env: Record<string, string> = {}) {
  const dataDir = tempDataDir();
  const app = await createServer(
    parseEnv(serverEnvSchema, {
      SITE_DIR: fakeSite(),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      PORT: "3100",
      ...env,
    }),
  );
  apps.push(app);
  return { app, dataDir };
}

describe("createServer", () => {
  it("serves the site and the relay, rate-limiting only the relay", async () => {
    const { app } = await server({ RATE_LIMIT_PER_MINUTE: "2" });
    for (let i = 0; i < 10; i++) expect((await app.inject({ url: "/" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/contact" })).body).toContain("<h1>/contact</h1>");
    expect((await postJson(app, validPayload)).statusCode).toBe(202);
    expect((await postJson(app, validPayload)).statusCode).toBe(202);
    expect((await postJson(app, validPayload)).statusCode).toBe(429);
    expect((await app.inject({ url: "/contact/thank-you" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });

  it("reports the outbox backlog in /healthz", async () => {
    const { app } = await server();
    await postJson(app, validPayload);
    await postJson(app, { ...validPayload, website: "bot" });
    const health = (await app.inject({ url: "/healthz" })).json<Record<string, unknown>>();
    expect(health).toMatchObject({
      status: "ok",
      outbox: { delivery: "held", pending: 1, sending: 0, sent: 0, failed: 0, spam: 1 },
    });
  });

  it("takes a JavaScript-off form post from its own pages and lands on the thank-you page", async () => {
    const { app, dataDir } = await server({ ALLOWED_ORIGINS: "https://www.ridgeline.example" });
    const origin = "http://127.0.0.1:3100";
    const posted = await postForm(app, validForm, { origin });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${origin}/contact/thank-you`);
    const landed = await app.inject({ url: new URL(posted.headers.location as string).pathname });
    expect(landed.statusCode).toBe(200);
    expect(landed.body).toContain("<h1>/contact/thank-you</h1>");

    const invalid = await postForm(app, { ...validForm, email: "nope" }, { origin });
    const back = new URL(invalid.headers.location as string);
    expect(`${back.pathname}${back.search}${back.hash}`).toBe(
      "/contact?error=email#contact-not-sent",
    );
    expect((await app.inject({ url: `${back.pathname}${back.search}` })).statusCode).toBe(200);

    await app.close();
    apps.length = 0;
    expect(withOutbox(dataDir, (outbox) => outbox.list({ limit: 10 }))).toHaveLength(1);
  });

  it("puts the security headers on every kind of response, and echoes no URL back", async () => {
    const { app } = await server({ RATE_LIMIT_PER_MINUTE: "1" });
    const responses = {
      page: await app.inject({ url: "/" }),
      redirect: await app.inject({ url: "/contact/" }),
      "404 page": await app.inject({ url: "/nowhere" }),
      health: await app.inject({ url: "/healthz" }),
      "POST to no route": await app.inject({ method: "POST", url: "/<script>" }),
      "OPTIONS to no route": await app.inject({ method: "OPTIONS", url: "/" }),
      "malformed URL": await app.inject({ url: "/%" }),
      "relay 202": await postJson(app, validPayload),
      "relay 429": await postJson(app, validPayload),
      "relay 400": await postJson(app, { ...validPayload, email: "nope" }),
    };
    expect(responses["POST to no route"].statusCode).toBe(404);
    expect(responses["POST to no route"].json()).toEqual({ error: "not_found" });
    expect(responses["malformed URL"].statusCode).toBe(400);
    expect(responses["malformed URL"].json()).toEqual({ error: "bad_request" });
    expect(responses["relay 429"].statusCode).toBe(429);
    for (const [what, response] of Object.entries(responses)) {
      for (const [name, value] of Object.entries(baseSecurityHeaders)) {
        expect(response.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
      }
      expect(response.body, what).not.toContain("<script>");
    }
  });

  it("closes the outbox when the app closes", async () => {
    const { app, dataDir } = await server();
    await postJson(app, validPayload);
    await app.close();
    apps.length = 0;
    expect(withOutbox(dataDir, (outbox) => outbox.stats(Date.now()).pending)).toBe(1);
  });
});
