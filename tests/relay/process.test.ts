/**
 * The standalone relay as a real child process (`node --import tsx
 * server/relay/main.ts`): killed with SIGKILL, stopped with SIGTERM, started with
 * a bad environment.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  freePort,
  removeTempDirs,
  sleep,
  SmtpSink,
  tempDataDir,
  validPayload,
  waitUntil,
  withOutbox,
  plainSmtpUrl,
} from "./support/harness";
import { rawRequest } from "./support/site";

const root = fileURLToPath(new URL("../..", import.meta.url));
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children.clear();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

type Relay = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

async function spawnRelay(env: Record<string, string>): Promise<Relay> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/relay/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: "0",
      RELAY_RETRY_BASE_MS: "100",
      RELAY_RETRY_MAX_DELAY_MS: "400",
      RELAY_POLL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  let url = "";
  await waitUntil(
    () => {
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? "";
      return url !== "" || child.exitCode !== null;
    },
    { timeoutMs: 30_000, what: "the relay to listen" },
  );
  if (!url) throw new Error(`The relay did not start:\n${output}`);
  return { child, url, output: () => output, exited };
}

function post(url: string, body: unknown) {
  return fetch(`${url}/v1/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function sink(options: Parameters<typeof SmtpSink.start>[0] = {}) {
  const started = await SmtpSink.start(options);
  cleanups.push(() => started.close());
  return started;
}

describe("crash", () => {
  it("delivers a message accepted just before a SIGKILL, after a restart", async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, SMTP_URL: plainSmtpUrl(port), RELAY_LEASE_MS: "1000" };

    const first = await spawnRelay(env);
    const response = await post(first.url, validPayload);
    first.child.kill("SIGKILL");
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await first.exited;

    // Committed before the 202: the row is on disk although the process died.
    expect(withOutbox(dataDir, (outbox) => outbox.get(id)?.status)).toMatch(/^(pending|sending)$/);

    const smtp = await sink({ port });
    await spawnRelay(env);
    await waitUntil(() => withOutbox(dataDir, (outbox) => outbox.get(id)?.status) === "sent", {
      timeoutMs: 20_000,
      what: "delivery after the restart",
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.parsed.messageId).toBe(withOutbox(dataDir, (o) => o.get(id)!.messageId));
  });

  it("takes over a delivery that was in flight when the process died, once its lease lapses", async () => {
    const dataDir = tempDataDir();
    const stalled = await sink({ stall: true });
    const first = await spawnRelay({
      DATA_DIR: dataDir,
      SMTP_URL: stalled.url,
      RELAY_LEASE_MS: "1000",
    });
    const response = await post(first.url, validPayload);
    const { id } = (await response.json()) as { id: string };
    await waitUntil(() => stalled.dataStarted === 1, { what: "the delivery to hang in DATA" });
    first.child.kill("SIGKILL");
    await first.exited;
    expect(withOutbox(dataDir, (outbox) => outbox.get(id)?.status)).toBe("sending");

    const smtp = await sink();
    await spawnRelay({ DATA_DIR: dataDir, SMTP_URL: smtp.url, RELAY_LEASE_MS: "1000" });
    await waitUntil(() => withOutbox(dataDir, (outbox) => outbox.get(id)?.status) === "sent", {
      timeoutMs: 20_000,
      what: "the message to be taken over",
    });
    const row = withOutbox(dataDir, (outbox) => outbox.get(id)!);
    expect(row.attempts).toBe(2);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.parsed.messageId).toBe(row.messageId);
  });
});

describe("shutdown", () => {
  it("on SIGTERM finishes the delivery in flight, records it, and exits 0", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const smtp = await sink({ beforeAnswer: () => answered });
    const dataDir = tempDataDir();
    const relay = await spawnRelay({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const { id } = (await (await post(relay.url, validPayload)).json()) as { id: string };
    await waitUntil(() => smtp.dataStarted === 1, { what: "delivery to start" });

    relay.child.kill("SIGTERM");
    await sleep(300);
    expect(relay.child.exitCode).toBeNull();
    release();
    expect(await relay.exited).toBe(0);

    expect(smtp.mails).toHaveLength(1);
    expect(withOutbox(dataDir, (outbox) => outbox.get(id)?.status)).toBe("sent");
    expect(relay.output()).toContain("shutting down");
  });
});

describe("configuration", () => {
  it("refuses to start with a clear message for each bad variable", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/relay/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        SMTP_URL: "mail.example",
        CONTACT_TO: "a@b.example, c@d.example",
        RATE_LIMIT_PER_MINUTE: "lots",
        DATA_DIR: tempDataDir(),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid environment:");
    expect(stderr).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(stderr).toContain("CONTACT_TO: must be exactly one e-mail address");
    expect(stderr).toContain("RATE_LIMIT_PER_MINUTE: must be a whole number");
  });
});

describe("slow clients, relay alone", () => {
  it("answers a stalled body with 408 and closes it within REQUEST_TIMEOUT_MS", async () => {
    const relay = await spawnRelay({ DATA_DIR: tempDataDir(), REQUEST_TIMEOUT_MS: "1000" });
    const port = Number(new URL(relay.url).port);
    const body = JSON.stringify(validPayload);
    const response = await rawRequest(
      port,
      `POST /v1/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 30)}`,
      { waitMs: 10_000, untilClose: true },
    );
    expect(response.status).toBe(408);
    expect(response.closed).toBe(true);
    expect(response.ms).toBeLessThan(2000);
  });
});
