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
    await waitUntil(
      () => (relay.outbox.get(id)?.attempts ?? 0) >= 1 && relay.health().inFlight === 0,
      {
        what: "the first attempt",
      },
    );
    expect(smtp.logins).toEqual([]);
    expect(smtp.mails).toEqual([]);
    expect(relay.outbox.get(id)?.status).not.toBe("sent");
    expect(relay.outbox.get(id)?.lastError).toContain("STARTTLS");
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
