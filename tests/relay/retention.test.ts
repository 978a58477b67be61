/**
 * Retention: a delivered message's personal data is erased RELAY_RETENTION_DAYS after
 * its delivery, by the relay itself (at start, then hourly) and by `npm run outbox --
 * purge`; an undelivered one never is. Real SQLite files, a real SMTP server, the real
 * CLI and relay processes.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerHealth } from "../../server/app";
import { parseEnv } from "../../server/env";
import { site } from "../../src/content/site";
import {
  defaultRetentionDays,
  relayConfig,
  relayEnvSchema,
  type RelayConfig,
} from "../../server/relay/config";
import { Outbox, outboxFileName, type MessageFields } from "../../server/relay/outbox";
import { runOutboxCli } from "../../server/relay/outbox-cli";
import { relayPlugin } from "../../server/relay/plugin";
import { createRelay, type Relay } from "../../server/relay/relay";
import { RetentionPurge } from "../../server/relay/worker";
import {
  postJson,
  removeTempDirs,
  SmtpSink,
  tempDataDir,
  testConfig,
  waitUntil,
  withOutbox,
} from "./support/harness";

const root = fileURLToPath(new URL("../..", import.meta.url));
const day = 24 * 60 * 60 * 1000;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

/** A visitor's message whose every field can be looked for in the outbox file. */
function visitor(tag: string): MessageFields {
  return {
    senderMail: `${tag}@visitor.example`,
    senderName: `Name ${tag}`,
    subject: `Company ${tag}`,
    message: `Name: Name ${tag}\nPhone: 613-555-0199\nMessage: text ${tag}`,
  };
}

/** The strings of a visitor's message that identify them. */
const traces = (fields: MessageFields) => [fields.senderMail, fields.senderName, fields.subject];

type Clock = { offsetMs: number; now: () => number };

function clock(): Clock {
  const c: Clock = { offsetMs: 0, now: () => Date.now() + c.offsetMs };
  return c;
}

type Running = { app: FastifyInstance; relay: Relay; logs: string[]; close: () => Promise<void> };

/** The relay in a Fastify app, on a clock the test moves forward. */
async function start(config: RelayConfig, time: Clock): Promise<Running> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream } });
  registerHealth(app);
  const relay = createRelay(config, app.log, time);
  await app.register(relayPlugin, { prefix: "/v1", relay });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  cleanups.push(close);
  return { app, relay, logs, close };
}

async function sink(): Promise<SmtpSink> {
  const started = await SmtpSink.start();
  cleanups.push(() => started.close());
  return started;
}

/** Posts a message and waits until the SMTP server has it and the row says sent. */
async function deliver(running: Running, smtp: SmtpSink, fields: MessageFields): Promise<string> {
  const before = smtp.mails.length;
  const response = await postJson(running.app, fields);
  expect(response.statusCode).toBe(202);
  const { id } = response.json<{ id: string }>();
  await waitUntil(() => smtp.mails.length === before + 1, { what: "the mail" });
  await waitUntil(() => running.relay.outbox.get(id)?.status === "sent", { what: "sent" });
  return id;
}

const schedule = { baseMs: 50, maxDelayMs: 400, maxAgeMs: 60_000 };

/** Rows written the way the relay writes them, at chosen times. */
function seed(outbox: Outbox) {
  const enqueue = (fields: MessageFields, at: number) => {
    const result = outbox.enqueue(fields, { messageIdDomain: "ridgeline.example", now: at });
    if (result.kind !== "created") throw new Error("not stored");
    return result.id;
  };
  return {
    pending: enqueue,
    sent(fields: MessageFields, at: number) {
      const id = enqueue(fields, at);
      const [claimed] = outbox.claim(at, 1, 1000, schedule);
      expect(claimed?.id).toBe(id);
      outbox.markSent(id, at);
      return id;
    },
    failed(fields: MessageFields, at: number, refusal?: string) {
      const id = enqueue(fields, at);
      const [claimed] = outbox.claim(at, 1, 1000, schedule);
      expect(claimed?.id).toBe(id);
      outbox.markAttemptFailed(id, { status: "failed", failedAt: at, refusal }, "550 no");
      return id;
    },
  };
}

/** The outbox's bytes on disk: the database file and its WAL. */
function fileBytes(dataDir: string): string {
  const file = path.join(dataDir, outboxFileName);
  return [file, `${file}-wal`]
    .filter((name) => existsSync(name))
    .map((name) => readFileSync(name).toString("latin1"))
    .join("");
}

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) },
  };
}

describe("the relay erases delivered messages past the retention time", () => {
  it("at start: old deliveries erased, recent ones and undelivered ones kept, counts add up", async () => {
    const smtp = await sink();
    const time = clock();
    const dataDir = tempDataDir();
    const config = testConfig({ dataDir, smtpUrl: smtp.url, retentionDays: 90 });
    // Long enough to spill onto overflow pages, which are freed, not rewritten, when erased.
    const old = { ...visitor("oldsent"), message: `${"x".repeat(5000)}\ntext oldsent` };
    const recent = visitor("recentsent");
    const oldPending = visitor("oldpending");
    const oldFailed = visitor("oldfailed");
    const oldRefused = visitor("oldrefused");

    // Day 0: one message delivered through the SMTP server.
    let running = await start(config, time);
    const oldId = await deliver(running, smtp, old);
    await running.close();
    const dayZero = time.now();

    // Day 60: a second one.
    time.offsetMs = 60 * day;
    running = await start(config, time);
    const recentId = await deliver(running, smtp, recent);
    await running.close();
    // Undelivered messages of day 0 (a lapsed retry window, a refusal, held): never erased.
    const [pendingId, failedId, refusedId] = withOutbox(dataDir, (outbox) => {
      const rows = seed(outbox);
      // The held one last: claim() would take it first.
      const failed = rows.failed(oldFailed, dayZero);
      const refused = rows.failed(oldRefused, dayZero, "EAUTH 535 AUTH PLAIN");
      return [rows.pending(oldPending, dayZero), failed, refused];
    });

    // Day 91: the relay starts and purges on its own, SMTP or not (here not, so that
    // the held message stays pending).
    time.offsetMs = 91 * day;
    running = await start({ ...config, smtpUrl: undefined }, time);
    const { outbox } = running.relay;
    await waitUntil(() => outbox.get(oldId)?.erasedAt != null, { what: "the old one erased" });

    const erased = outbox.get(oldId)!;
    expect(erased).toMatchObject({
      status: "sent",
      senderMail: "",
      senderName: "",
      subject: "",
      message: "",
      idempotencyKey: null,
      lastError: null,
    });
    expect(erased.sentAt).toBeLessThan(dayZero + day);
    expect(erased.messageId).toMatch(/@ridgeline\.example>$/);
    for (const [id, fields] of [
      [recentId, recent],
      [pendingId, oldPending],
      [failedId, oldFailed],
      [refusedId, oldRefused],
    ] as const) {
      expect(outbox.get(id!)).toMatchObject({ ...fields, erasedAt: null });
    }
    expect(outbox.get(pendingId!)?.status).toBe("pending");
    expect(outbox.get(refusedId!)?.status).toBe("failed");

    // The file itself no longer holds the erased visitor, and still holds the others.
    const bytes = fileBytes(dataDir);
    for (const trace of traces(old)) expect(bytes).not.toContain(trace);
    expect(bytes).not.toContain("text oldsent");
    for (const trace of traces(oldFailed)) expect(bytes).toContain(trace);

    // Every message is still counted: /healthz and the CLI's summary add up.
    const health = await running.app.inject({ url: "/healthz" });
    const counts = health.json<{ outbox: Record<string, number> }>().outbox;
    expect(counts).toMatchObject({ pending: 1, sending: 0, sent: 2, failed: 2, erased: 1 });
    expect(counts.pending! + counts.sending! + counts.sent! + counts.failed!).toBe(5);
    const cli = io();
    expect(runOutboxCli(["list"], dataDir, cli.io, time.now)).toBe(0);
    expect(cli.out.join("\n")).toContain(
      "1 pending, 0 sending, 2 sent (1 erased after the retention time), 2 failed (1 refused by the SMTP server)",
    );
    expect(cli.out.filter((line) => line.startsWith(oldId)).join()).toContain("(erased)");
    expect(running.logs.join("\n")).toContain("past their retention time erased");
  });

  it("hourly, while running: a message is erased once it passes the retention time", async () => {
    const dataDir = tempDataDir();
    const time = clock();
    const fields = visitor("hourly");
    const outbox = Outbox.open(dataDir);
    cleanups.push(() => outbox.close());
    const id = seed(outbox).sent(fields, time.now());
    const log = Fastify({ logger: false }).log;
    const purge = new RetentionPurge({
      outbox,
      log,
      retentionDays: 1,
      everyMs: 20,
      now: time.now,
    });
    cleanups.push(() => purge.stop());
    purge.start();
    // Its first runs find nothing past a day.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outbox.get(id)?.erasedAt).toBeNull();
    time.offsetMs = day + 1;
    await waitUntil(() => outbox.get(id)?.erasedAt != null, { what: "the next purge" });
    expect(outbox.get(id)?.senderMail).toBe("");
  });

  it("erases years of messages in batches, letting requests through between them", async () => {
    const dataDir = tempDataDir({ memory: true });
    const time = clock();
    const outbox = Outbox.open(dataDir);
    cleanups.push(() => outbox.close());
    const rows = seed(outbox);
    for (let i = 0; i < 450; i++) rows.sent(visitor(`bulk${i}`), time.now() - 400 * day + i);
    const purge = new RetentionPurge({
      outbox,
      log: Fastify({ logger: false }).log,
      retentionDays: 90,
      now: time.now,
    });
    // Whether the event loop turned (its immediates ran) before each batch.
    const turned: boolean[] = [];
    let immediateRan = false;
    const eraseDelivered = outbox.eraseDelivered.bind(outbox);
    outbox.eraseDelivered = (...args) => {
      turned.push(immediateRan);
      immediateRan = false;
      setImmediate(() => (immediateRan = true));
      return eraseDelivered(...args);
    };
    const erased = await purge.run();
    expect(erased).toBe(450);
    expect(outbox.stats(time.now())).toMatchObject({ sent: 450, erased: 450 });
    // Three batches of at most 200, with the event loop run between them.
    expect(turned).toEqual([false, true, true]);
  });
});

describe("a purge with nothing to erase", () => {
  it("writes nothing, so it cannot hide a full disk from /healthz", () => {
    const dataDir = tempDataDir();
    const writes: string[] = [];
    const outbox = Outbox.open(dataDir, { faults: { beforeWrite: (op) => writes.push(op) } });
    cleanups.push(() => outbox.close());
    seed(outbox).sent(visitor("recent"), Date.now());
    writes.length = 0;
    expect(outbox.purge(Date.now(), 90)).toEqual({ erased: 0, spam: 0 });
    expect(writes).toEqual([]);
    expect(outbox.purge(Date.now() + 91 * day, 90)).toEqual({ erased: 1, spam: 0 });
    expect(writes).toEqual(["eraseDelivered"]);
  });
});

describe("spam kept apart", () => {
  it("is deleted once as old as the retention time, and counted no more", () => {
    const dataDir = tempDataDir();
    const outbox = Outbox.open(dataDir);
    cleanups.push(() => outbox.close());
    const spam = {
      reason: "honeypot" as const,
      honeypot: "x",
      renderedAt: null,
      clientIp: "203.0.113.9",
    };
    const old = outbox.quarantine(visitor("old spam"), spam, Date.now());
    const recent = outbox.quarantine(visitor("recent spam"), spam, Date.now() + 60 * day);
    expect(outbox.stats(Date.now()).spam).toBe(2);
    expect(outbox.purge(Date.now() + 91 * day, 90)).toEqual({ erased: 0, spam: 1 });
    expect(outbox.getSpam(old)).toBeUndefined();
    expect(outbox.getSpam(recent)).toBeDefined();
    expect(outbox.stats(Date.now()).spam).toBe(1);
  });
});

describe("npm run outbox -- purge", () => {
  it("erases now, prints how many, and refuses to resend an erased message", async () => {
    const smtp = await sink();
    const dataDir = tempDataDir();
    const running = await start(testConfig({ dataDir, smtpUrl: smtp.url }), clock());
    const delivered = [visitor("cli1"), visitor("cli2")];
    const ids = [];
    for (const fields of delivered) ids.push(await deliver(running, smtp, fields));
    await running.close();
    withOutbox(dataDir, (outbox) => seed(outbox).pending(visitor("clipending"), Date.now()));

    const later = () => Date.now() + 91 * day;
    const first = io();
    expect(runOutboxCli(["purge"], dataDir, first.io, later, { retentionDays: 90 })).toBe(0);
    const count = /Erased the personal data of (\d+) message/.exec(first.out.join("\n"))?.[1];
    expect(Number(count)).toBe(delivered.length);

    const again = io();
    expect(runOutboxCli(["purge"], dataDir, again.io, later, { retentionDays: 90 })).toBe(0);
    expect(again.out.join("\n")).toMatch(/^Nothing to erase/);

    const show = io();
    expect(runOutboxCli(["show", ids[0]!], dataDir, show.io)).toBe(0);
    const shown = show.out.join("\n");
    expect(shown).toMatch(/Erased: +\d{4}-\d\d-\d\d/);
    for (const trace of traces(delivered[0]!)) expect(shown).not.toContain(trace);

    const retry = io();
    expect(runOutboxCli(["retry", ids[0]!, "--force"], dataDir, retry.io)).toBe(1);
    expect(retry.err.join("\n")).toContain("personal data was erased");

    const summary = withOutbox(dataDir, (outbox) => outbox.stats(Date.now()));
    expect(summary).toMatchObject({ pending: 1, sent: 2, erased: 2, failed: 0 });
  });

  it("within the retention time, erases nothing", () => {
    const dataDir = tempDataDir();
    withOutbox(dataDir, (outbox) => seed(outbox).sent(visitor("young"), Date.now() - 89 * day));
    const cli = io();
    expect(runOutboxCli(["purge"], dataDir, cli.io, Date.now, { retentionDays: 90 })).toBe(0);
    expect(cli.out.join("\n")).toMatch(/^Nothing to erase/);
    expect(withOutbox(dataDir, (outbox) => outbox.stats(Date.now()).erased)).toBe(0);
  });

  it("works on an outbox made before retention existed", () => {
    const dataDir = tempDataDir();
    const fields = visitor("legacy");
    withOutbox(dataDir, (outbox) => seed(outbox).sent(fields, Date.now() - 200 * day));
    // As an older relay left it: no erased_at column (nor its index).
    const db = new DatabaseSync(path.join(dataDir, outboxFileName));
    db.exec("DROP INDEX outbox_erasable; ALTER TABLE outbox DROP COLUMN erased_at;");
    db.close();
    const cli = io();
    expect(runOutboxCli(["purge"], dataDir, cli.io)).toBe(0);
    expect(cli.out.join("\n")).toContain("Erased the personal data of 1 message");
  });

  it("as a real process reads RELAY_RETENTION_DAYS, and refuses a bad one", async () => {
    const dataDir = tempDataDir();
    withOutbox(dataDir, (outbox) => {
      const rows = seed(outbox);
      rows.sent(visitor("proc40"), Date.now() - 40 * day);
      rows.sent(visitor("proc20"), Date.now() - 20 * day);
    });
    const thirty = await runProcess("server/relay/cli.ts", ["purge"], {
      DATA_DIR: dataDir,
      RELAY_RETENTION_DAYS: "30",
    });
    expect(thirty.code).toBe(0);
    expect(thirty.stdout).toContain("Erased the personal data of 1 message(s)");
    expect(thirty.stdout).toContain("RELAY_RETENTION_DAYS=30");

    const bad = await runProcess("server/relay/cli.ts", ["purge"], {
      DATA_DIR: dataDir,
      RELAY_RETENTION_DAYS: "ninety",
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("RELAY_RETENTION_DAYS: must be a whole number");
    expect(withOutbox(dataDir, (outbox) => outbox.stats(Date.now()).erased)).toBe(1);
  });
});

describe("RELAY_RETENTION_DAYS", () => {
  const parse = (value?: string) =>
    relayConfig(
      parseEnv(relayEnvSchema, value === undefined ? {} : { RELAY_RETENTION_DAYS: value }),
    ).retentionDays;

  it("defaults to the time the privacy policy promises (content/site.yaml), also when empty", () => {
    expect(defaultRetentionDays).toBe(site.privacy.retentionDays);
    expect(parse()).toBe(site.privacy.retentionDays);
    expect(parse("")).toBe(site.privacy.retentionDays);
    expect(parse("30")).toBe(30);
  });

  it.each([
    ["ninety", "must be a whole number"],
    ["1.5", "must be a whole number"],
    ["0", "must be at least 1"],
    ["-5", "must be at least 1"],
    ["3651", "must be at most 3650"],
  ])("refuses %j", (value, message) => {
    expect(() => parse(value)).toThrow(`RELAY_RETENTION_DAYS: ${message}`);
  });

  it("a bad value stops the relay's start with a line naming it", async () => {
    const result = await runProcess("server/relay/main.ts", [], {
      DATA_DIR: tempDataDir(),
      PORT: "0",
      RELAY_RETENTION_DAYS: "0",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid environment:");
    expect(result.stderr).toContain("RELAY_RETENTION_DAYS: must be at least 1");
    expect(result.stdout).not.toContain("Server listening");
  });
});

/** Runs one of our scripts as `node --import tsx <script>` with only these variables. */
function runProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  // A relay that did start would keep running: stopped, the test fails on its output.
  const stop = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(stop);
      resolve({ code, stdout, stderr });
    }),
  );
}
