/**
 * How the relay talks to the SMTP server, against real SMTP servers (smtp-server):
 * never in clear unless the server is on this machine and the URL says so, and a
 * permanent refusal (5xx) parked at once where an operator sees it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { runOutboxCli } from "../../server/relay/outbox-cli";
import {
  postJson,
  removeTempDirs,
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

async function sink(options: Parameters<typeof SmtpSink.start>[0] = {}): Promise<SmtpSink> {
  const started = await SmtpSink.start(options);
  cleanups.push(() => started.close());
  return started;
}

async function relayWith(smtpUrl: string, overrides = {}): Promise<RelayHandle> {
  const handle = await startRelay(testConfig({ smtpUrl, ...overrides }));
  cleanups.push(() => handle.close());
  return handle;
}

const user = "relayuser";
const password = "S3cret-Pass";

describe("transport security", () => {
  it("never sends the password or a message to a server that offers no STARTTLS", async () => {
    const smtp = await sink({ auth: {} });
    const { app, relay } = await relayWith(`smtp://${user}:${password}@127.0.0.1:${smtp.port}`);
    const { id } = (await postJson(app, validPayload)).json<{ id: string }>();
    await waitUntil(() => relay.outbox.get(id)?.status === "failed", {
      what: "the attempt to be parked",
    });
    expect(smtp.logins).toEqual([]);
    expect(smtp.mails).toEqual([]);
    // Refused for good: STARTTLS answered with a 5xx, so it is parked, not retried.
    expect(relay.outbox.get(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(relay.outbox.get(id)?.refusal).toMatch(/^ETLS 5\d\d STARTTLS$/);
  });

  it("upgrades with STARTTLS, then logs in and delivers", async () => {
    const smtp = await sink({ auth: { startTls: true } });
    // smtp-server's own key is self-signed: trusted here by the URL's tls option.
    const { app, relay } = await relayWith(
      `smtp://${user}:${password}@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
    );
    const { id } = (await postJson(app, validPayload)).json<{ id: string }>();
    await waitUntil(() => relay.outbox.get(id)?.status === "sent", { what: "delivery" });
    expect(smtp.logins).toEqual([{ username: user, password, tls: true }]);
    expect(smtp.mails).toHaveLength(1);
  });

  it("talks in clear to a server on this machine only when the URL opts out", async () => {
    const smtp = await sink({ auth: {} });
    const { app, relay } = await relayWith(
      `smtp://${user}:${password}@127.0.0.1:${smtp.port}?requireTLS=false`,
    );
    const { id } = (await postJson(app, validPayload)).json<{ id: string }>();
    await waitUntil(() => relay.outbox.get(id)?.status === "sent", { what: "delivery" });
    expect(smtp.logins).toEqual([{ username: user, password, tls: false }]);
  });

  it("refuses to build a transport that would talk in clear to another machine", async () => {
    await expect(
      startRelay(testConfig({ smtpUrl: "smtp://u:p@mail.example:587?requireTLS=false" })),
    ).rejects.toThrow(/^SMTP_URL: requireTLS=false would send the SMTP password/);
  });
});

describe("permanent refusals", () => {
  function cli(dataDir: string, argv: string[]): { code: number; text: string } {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const code = runOutboxCli(argv, dataDir, io);
    return { code, text: lines.join("\n") };
  }

  it("parks a 5xx refusal at once, says so in one log line, /healthz and the summary, and retries it on request", async () => {
    const options = { refuse: { code: 550, message: "5.1.1 Mailbox unavailable" } };
    const smtp = await sink(options);
    const handle = await relayWith(smtp.url, {
      // A window far longer than the test: parking must not wait for it.
      retry: { baseMs: 50, maxDelayMs: 400, maxAgeMs: 600_000 },
    });
    const { id } = (await postJson(handle.app, validPayload)).json<{ id: string }>();
    await waitUntil(() => handle.relay.outbox.get(id)?.status === "failed", {
      what: "the refused message to be parked",
    });

    const row = handle.relay.outbox.get(id)!;
    expect(row.attempts).toBe(1);
    expect(row.refusal).toContain("550");
    const refusalLines = handle.logs.filter((line) => line.includes("refused by the SMTP server"));
    expect(refusalLines).toHaveLength(1);
    expect(refusalLines[0]).toContain(id);
    expect(refusalLines[0]).toContain("retry --refused");
    expect(refusalLines[0]).not.toContain("Mailbox unavailable");

    const health = (await handle.app.inject({ url: "/healthz" })).json<{
      outbox: { failed: number; refused: number; lastRefusal: { id: string; error: string } };
    }>();
    expect(health.outbox).toMatchObject({ failed: 1, refused: 1, lastRefusal: { id } });
    expect(health.outbox.lastRefusal.error).toContain("550");

    const dataDir = handle.relay.config.dataDir;
    const list = cli(dataDir, ["list"]);
    expect(list.text).toContain("1 failed (1 refused by the SMTP server)");
    expect(list.text).toMatch(new RegExp(`Last refusal: .*550.*${id}.*retry --refused`));

    delete (options as { refuse?: unknown }).refuse;
    const retried = cli(dataDir, ["retry", "--refused"]);
    expect(retried).toMatchObject({ code: 0 });
    expect(retried.text).toContain(id);
    await waitUntil(() => handle.relay.outbox.get(id)?.status === "sent", {
      what: "delivery after the operator's retry",
    });
    expect(smtp.mails).toHaveLength(1);
    expect(handle.relay.health()).toMatchObject({ refused: 0, lastRefusal: null });
  });

  it("parks a wrong password at once and says to check SMTP_URL", async () => {
    const smtp = await sink({ auth: { startTls: true, password } });
    const handle = await relayWith(
      `smtp://${user}:wrong-pass@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
      { retry: { baseMs: 50, maxDelayMs: 400, maxAgeMs: 600_000 } },
    );
    const { id } = (await postJson(handle.app, validPayload)).json<{ id: string }>();
    await waitUntil(() => handle.relay.outbox.get(id)?.status === "failed", {
      what: "the refused message to be parked",
    });
    expect(handle.relay.outbox.get(id)).toMatchObject({ attempts: 1 });
    expect(handle.relay.outbox.get(id)?.refusal).toMatch(/^EAUTH 535/);
    expect(smtp.logins).toEqual([{ username: user, password: "wrong-pass", tls: true }]);
    const line = handle.logs.find((text) => text.includes("refused by the SMTP server"));
    expect(line).toContain("check the user and password in SMTP_URL");
    expect(line).not.toContain("wrong-pass");
  });

  it("keeps retrying a temporary 4xx refusal", async () => {
    const smtp = await sink({ refuse: { code: 451, message: "4.3.0 Try again later" } });
    const handle = await relayWith(smtp.url, {
      retry: { baseMs: 20, maxDelayMs: 40, maxAgeMs: 600_000 },
    });
    const { id } = (await postJson(handle.app, validPayload)).json<{ id: string }>();
    await waitUntil(() => (handle.relay.outbox.get(id)?.attempts ?? 0) >= 3, {
      what: "three attempts",
    });
    const row = handle.relay.outbox.get(id)!;
    expect(row.status).not.toBe("failed");
    expect(row.refusal).toBeNull();
    expect(row.lastError).toContain("451");
    expect(handle.relay.health()).toMatchObject({ failed: 0, refused: 0 });
  });
});
