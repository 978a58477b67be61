/**
 * A full disk under the outbox: every accepted message is kept and delivered once.
 * Messages that cannot be stored get 503; /healthz says the outbox is unwritable; a
 * message the SMTP server accepted while its "sent" could not be written is remembered
 * and recorded when space is back, never delivered again. Twice: with an injected write
 * failure (runs everywhere), and on a real full tmpfs (where this machine can mount one).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  fillDisk,
  postJson,
  removeTempDirs,
  sleep,
  SmtpSink,
  startRelay,
  testConfig,
  validPayload,
  waitUntil,
  type RelayHandle,
} from "./support/harness";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

type Disk = { fill(): void; free(): void };

/**
 * The scenario, whatever makes the disk full: message A is accepted; the disk fills while
 * the SMTP server takes A; B is refused (503) meanwhile and /healthz is degraded; space
 * comes back; A is recorded as sent, C is accepted; each is delivered exactly once.
 */
async function fullDiskScenario(
  disk: Disk,
  start: (sink: SmtpSink) => Promise<RelayHandle>,
  reason: string,
) {
  let filled = false;
  const sink = await SmtpSink.start({
    beforeAnswer: async () => {
      if (filled) return;
      filled = true;
      disk.fill();
    },
  });
  cleanups.push(() => sink.close());
  const handle = await start(sink);
  cleanups.push(() => handle.close());
  const { app, relay } = handle;

  const a = await postJson(app, validPayload);
  expect(a.statusCode).toBe(202);
  const aId = a.json<{ id: string }>().id;
  await waitUntil(() => handle.logs.some((line) => line.includes("recording it as sent failed")), {
    what: "the failed write of A's sent",
  });
  expect(sink.mails).toHaveLength(1);
  const line = JSON.parse(handle.logs.find((l) => l.includes("recording it as sent failed"))!);
  expect(line).toMatchObject({ id: aId, errcode: 13, errstr: "database or disk is full" });
  expect(line.msg).toMatch(/^contact message delivered, but recording it as sent failed/);

  // Meanwhile: the public sees the outbox is unwritable, and new messages are refused.
  const publicHealth = await app.inject({ url: "/healthz", remoteAddress: "203.0.113.9" });
  expect(publicHealth.statusCode).toBe(503);
  expect(publicHealth.json()).toEqual({ status: "unavailable", reason });
  const localHealth = await app.inject({ url: "/healthz" });
  expect(localHealth.json()).toMatchObject({ outbox: { unrecorded: 1, problem: "disk_full" } });
  const b = await postJson(app, { ...validPayload, senderName: "Bea Refused" });
  expect(b.statusCode).toBe(503);
  expect(b.headers["retry-after"]).toBe("60");

  // A is not delivered again while its sent cannot be written (its lease lapses meanwhile).
  await sleep(relay.config.leaseMs + 500);
  expect(sink.dataStarted).toBe(1);

  disk.free();
  await waitUntil(() => relay.outbox.get(aId)?.status === "sent", {
    what: "A recorded as sent",
  });
  expect(
    handle.logs.some((l) => l.includes("recorded as sent (the earlier write had failed)")),
  ).toBe(true);
  const recovered = await app.inject({ url: "/healthz", remoteAddress: "203.0.113.9" });
  expect(recovered.statusCode).toBe(200);
  expect(recovered.json()).toEqual({ status: "ok" });

  const c = await postJson(app, { ...validPayload, senderName: "Cy After" });
  expect(c.statusCode).toBe(202);
  await waitUntil(() => sink.mails.length === 2, { what: "C delivered" });
  await sleep(relay.config.leaseMs + 500);
  expect(sink.dataStarted).toBe(2);
  expect(sink.mails.map((mail) => mail.parsed.messageId)).toEqual([
    relay.outbox.get(aId)!.messageId,
    relay.outbox.get(c.json<{ id: string }>().id)!.messageId,
  ]);
  expect(relay.outbox.list({ limit: 10 }).map((row) => row.senderName)).not.toContain(
    "Bea Refused",
  );
  expect(relay.health()).toMatchObject({ sent: 2, pending: 0, sending: 0, unrecorded: 0 });
}

describe("a full disk", () => {
  it("(injected write failure) keeps every accepted message and delivers it once", async () => {
    let full = false;
    const diskFull = () =>
      Object.assign(new Error("database or disk is full"), {
        code: "ERR_SQLITE_ERROR",
        errcode: 13,
        errstr: "database or disk is full",
      });
    await fullDiskScenario(
      { fill: () => (full = true), free: () => (full = false) },
      (sink) =>
        startRelay(testConfig({ smtpUrl: sink.url, leaseMs: 600, minFillMs: 0 }), {
          faults: {
            beforeWrite: () => {
              if (full) throw diskFull();
            },
          },
        }),
      "outbox_disk_full",
    );
  });

  // A real full file system: a 2 MB tmpfs (root only, as in CI), filled with a file.
  const mountPoint = mkdtempSync(path.join(tmpdir(), "relay-full-"));
  let skip = "";
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", mountPoint], {
      stdio: "pipe",
    });
  } catch (error) {
    skip = `skipped: cannot mount a tmpfs here (${String((error as Error).message).split("\n")[0]}); the injected failure above covers the logic`;
    console.warn(`tests/relay/full-disk: ${skip}`);
  }
  afterAll(() => {
    if (!skip) execFileSync("umount", [mountPoint]);
    rmdirSync(mountPoint);
  });

  it.skipIf(Boolean(skip))(
    `(real full tmpfs) keeps every accepted message and delivers it once ${skip}`,
    async () => {
      const filler = path.join(mountPoint, "filler");
      const disk: Disk = {
        fill: () => fillDisk(filler),
        free: () => rmSync(filler),
      };
      await fullDiskScenario(
        disk,
        (sink) =>
          startRelay(
            testConfig({
              dataDir: path.join(mountPoint, "data"),
              smtpUrl: sink.url,
              leaseMs: 600,
              minFillMs: 0,
            }),
          ),
        "outbox_disk_full",
      );
    },
  );
});
