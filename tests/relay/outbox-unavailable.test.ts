/**
 * The full server when its outbox cannot be opened at start: a real full tmpfs (a new
 * outbox, and an existing one), a read-only tmpfs, a damaged file. The site is served;
 * POST /v1/email and /healthz answer 503 with a reason ("outbox_disk_full"); the log
 * holds the one-line operator message; once space is back the form works again without
 * a restart. The mounts need root (as in CI); elsewhere those cases are skipped.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createServer } from "../../server/app";
import { parseEnv, serverEnvSchema } from "../../server/env";
import {
  fillDisk,
  freePort,
  postForm,
  postJson,
  removeTempDirs,
  sleep,
  validForm,
  validPayload,
  waitUntil,
  withOutbox,
} from "./support/harness";
import { fakeSite } from "./support/site";

const root = fileURLToPath(new URL("../..", import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

/** A tmpfs of `size` at a fresh mount point, or the reason it cannot be mounted here. */
function mountTmpfs(options: string): { dir: string; skip: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "relay-unavailable-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "pipe" });
    return { dir, skip: "" };
  } catch (error) {
    const skip = `skipped: cannot mount a tmpfs here (${String((error as Error).message).split("\n")[0]})`;
    console.warn(`tests/relay/outbox-unavailable: ${skip}`);
    return { dir, skip };
  }
}

async function server(dataDir: string, reopenMs = 60_000): Promise<FastifyInstance> {
  const app = await createServer(
    parseEnv(serverEnvSchema, { SITE_DIR: fakeSite(), DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    { reopenMs },
  );
  cleanups.push(() => app.close());
  return app;
}

/** The site is served; the form and the health check say why they cannot work. */
async function expectSiteUpFormDown(app: FastifyInstance, reason: string) {
  expect((await app.inject({ url: "/" })).statusCode).toBe(200);
  expect((await app.inject({ url: "/contact" })).statusCode).toBe(200);
  const health = await app.inject({ url: "/healthz", remoteAddress: "203.0.113.9" });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: "unavailable", reason });
  const json = await postJson(app, validPayload);
  expect(json.statusCode).toBe(503);
  expect(json.headers["retry-after"]).toBe("60");
  expect(json.json()).toMatchObject({ error: "unavailable", reason });
  const form = await postForm(app, { ...validForm, language: "fr" });
  expect(form.statusCode).toBe(503);
  expect(form.headers["content-type"]).toMatch(/^text\/html/);
  expect(form.body).toContain('lang="fr-CA"');
}

/** server/main.ts as a child process on a free port; its output and URL. */
async function spawnServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  await waitUntil(() => output.includes("Server listening") || child.exitCode !== null, {
    timeoutMs: 30_000,
    what: "the server to listen",
  });
  expect(child.exitCode, output).toBeNull();
  return { url: `http://127.0.0.1:${port}`, output: () => output };
}

describe("an outbox that cannot be opened at start", () => {
  const full = mountTmpfs("size=2m,mode=0700");
  const readOnly = mountTmpfs("size=1m,ro");
  afterAll(() => {
    for (const { dir, skip } of [full, readOnly]) {
      if (!skip) execFileSync("umount", [dir]);
      rmdirSync(dir);
    }
  });

  it.skipIf(Boolean(full.skip))(
    `(real full tmpfs, new outbox) leaves the site up, then takes messages when space is back ${full.skip}`,
    async () => {
      const dataDir = path.join(full.dir, "new");
      mkdirSync(dataDir, { mode: 0o700 });
      fillDisk(path.join(full.dir, "filler"));
      cleanups.push(() => rmSync(path.join(full.dir, "filler"), { force: true }));
      const app = await server(dataDir, 200);
      await expectSiteUpFormDown(app, "outbox_disk_full");

      rmSync(path.join(full.dir, "filler"));
      await sleep(250);
      const health = await app.inject({ url: "/healthz", remoteAddress: "203.0.113.9" });
      expect(health.json()).toEqual({ status: "ok" });
      const accepted = await postJson(app, validPayload);
      expect(accepted.statusCode).toBe(202);
      const id = accepted.json<{ id: string }>().id;
      await app.close();
      expect(withOutbox(dataDir, (outbox) => outbox.get(id)?.status)).toBe("pending");
    },
  );

  it.skipIf(Boolean(full.skip))(
    `(real full tmpfs, existing outbox) keeps server/main.ts serving and logs "the disk is full" ${full.skip}`,
    async () => {
      const dataDir = path.join(full.dir, "existing");
      withOutbox(dataDir, (outbox) => {
        for (let i = 0; i < 20; i++)
          outbox.enqueue(
            { ...validPayload, message: `${validPayload.message} ${i}` },
            { messageIdDomain: "ridgeline.example", now: Date.now() },
          );
      });
      fillDisk(path.join(full.dir, "filler"));
      cleanups.push(() => rmSync(path.join(full.dir, "filler"), { force: true }));
      const started = await spawnServer({ DATA_DIR: dataDir, SITE_DIR: fakeSite() });
      expect((await fetch(`${started.url}/`)).status).toBe(200);
      const health = await fetch(`${started.url}/healthz`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable", reason: "outbox_disk_full" });
      const line = started
        .output()
        .split("\n")
        .find((text) => text.includes("contact relay unavailable"));
      expect(line).toBeDefined();
      expect(JSON.parse(line!).msg).toMatch(/cannot be opened: the disk is full/);
    },
  );

  it.skipIf(Boolean(readOnly.skip))(
    `(read-only tmpfs) leaves the site up and says read_only ${readOnly.skip}`,
    async () => {
      await expectSiteUpFormDown(await server(readOnly.dir), "outbox_read_only");
      await expectSiteUpFormDown(
        await server(path.join(readOnly.dir, "missing")),
        "outbox_read_only",
      );
    },
  );
});
