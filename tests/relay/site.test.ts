/**
 * The site as the real server answers it on a real socket: redirects, odd paths,
 * caching and content coding, methods. Table tests against createServer() listening
 * on loopback, with a stand-in build (support/site.ts).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../server/app";
import { parseEnv, serverEnvSchema } from "../../server/env";
import { removeTempDirs, tempDataDir } from "./support/harness";
import { fakeSite, httpRequest, listen } from "./support/site";

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await createServer(
    parseEnv(serverEnvSchema, {
      SITE_DIR: fakeSite(),
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: "silent",
    }),
  );
  port = await listen(app);
});

afterAll(async () => {
  await app?.close();
  removeTempDirs();
});

const get = (target: string, headers: Record<string, string> = {}) =>
  httpRequest(port, "GET", target, headers);

describe("redirects", () => {
  it.each([
    ["/contact/", "/contact"],
    ["/contact/?a=1", "/contact?a=1"],
    ["/contact/?a=1?b=2", "/contact?a=1?b=2"],
    ["/contact/?a=1&b=%3F&c", "/contact?a=1&b=%3F&c"],
    ["/contact/?", "/contact?"],
  ])("%s → 301 %s (the query kept whole)", async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });
});
