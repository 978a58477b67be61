import { chmodSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { AddressObject } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { runOutboxCli } from "../../server/relay/outbox-cli";
import {
  contactTo,
  freePort,
  postForm,
  postJson,
  removeTempDirs,
  sleep,
  SmtpSink,
  startRelay,
  tempDataDir,
  siteOrigin,
  testConfig,
  validForm,
  validPayload,
  waitUntil,
  withOutbox,
  type RelayHandle,
  plainSmtpUrl,
} from "./support/harness";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

async function relayWith(sink: SmtpSink | string, overrides = {}): Promise<RelayHandle> {
  const handle = await startRelay(
    testConfig({ smtpUrl: typeof sink === "string" ? sink : sink.url, ...overrides }),
  );
  cleanups.push(() => handle.close());
  return handle;
}

async function sink(options: Parameters<typeof SmtpSink.start>[0] = {}): Promise<SmtpSink> {
  const started = await SmtpSink.start(options);
  cleanups.push(() => started.close());
  return started;
}

function addresses(value: AddressObject | AddressObject[] | undefined) {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((object) => object.value.map(({ name, address }) => ({ name, address })));
}

describe("delivery", () => {
  it("sends the mail exactly as designed", async () => {
    const smtp = await sink();
    const { app, relay } = await relayWith(smtp);
    const payload = {
      ...validPayload,
      senderName: 'Zoë O\'Brien, "Sales" <boss@evil.example>',
      subject: "Société Générale & Söhne",
      message: "Line one\r\nBcc: evil@attacker.example\nLine three ✓",
    };
    const response = await postJson(app, payload);
    expect(response.statusCode).toBe(202);
    const { id, status } = response.json<{ id: string; status: string }>();
    expect(status).toBe("accepted");

    await waitUntil(() => smtp.mails.length === 1, { what: "the mail" });
    await waitUntil(() => relay.outbox.get(id)?.status === "sent", { what: "the row marked sent" });
    const row = relay.outbox.get(id)!;
    const mail = smtp.mails[0]!;

    expect(mail.envelope).toEqual({ from: "website@ridgeline.example", to: [contactTo] });
    expect(addresses(mail.parsed.from)).toEqual([
      { name: "Ridgeline Website", address: "website@ridgeline.example" },
    ]);
    expect(addresses(mail.parsed.to)).toEqual([{ name: "", address: contactTo }]);
    expect(addresses(mail.parsed.replyTo)).toEqual([
      { name: payload.senderName, address: payload.senderMail },
    ]);
    expect(mail.parsed.cc).toBeUndefined();
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.subject).toBe("Website enquiry: Société Générale & Söhne");
    expect(mail.parsed.messageId).toBe(`<${id.toLowerCase()}@ridgeline.example>`);
    expect(mail.parsed.messageId).toBe(row.messageId);
    expect(mail.parsed.headers.get("x-ridgeline-outbox-id")).toBe(id);
    expect(mail.parsed.date?.getTime()).toBe(Math.floor(row.createdAt / 1000) * 1000);
    expect(mail.parsed.text).toBe(
      [
        // No language in the request (as from an older page): English.
        "Language: English (en-CA): reply in English",
        "",
        "New enquiry from the contact form on the website.",
        "",
        `Name:      ${payload.senderName}`,
        `E-mail:    ${payload.senderMail}`,
        `Company:   ${payload.subject}`,
        `Received:  ${new Date(row.createdAt).toISOString()}`,
        `Reference: ${id}`,
        "",
        "Message:",
        "Line one\nBcc: evil@attacker.example\nLine three ✓",
        "",
        "--",
        `Reply to this e-mail to answer ${payload.senderName} directly.`,
        "",
      ].join("\n"),
    );
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("names the visitor's language in the mail's first line, so sales answer in it", async () => {
    const smtp = await sink();
    const { app, relay } = await relayWith(smtp);
    const french = {
      ...validPayload,
      senderMail: "amelie.tremblay@laurentides.example",
      senderName: "Amélie Tremblay",
      message: "Nom : Amélie Tremblay\nMessage : Pouvez-vous héberger Sage 300 ?",
      language: "fr",
    };
    const english = { ...validPayload, language: "en" };
    const ids = [];
    for (const payload of [french, english]) {
      const response = await postJson(app, payload);
      expect(response.statusCode).toBe(202);
      ids.push(response.json<{ id: string }>().id);
    }
    await waitUntil(() => smtp.mails.length === 2, { what: "both mails" });
    expect(ids.map((id) => relay.outbox.get(id)?.language)).toEqual(["fr", "en"]);
    const byReplyTo = (address: string) =>
      smtp.mails.find((mail) => addresses(mail.parsed.replyTo)[0]?.address === address)!;
    const frenchText = byReplyTo(french.senderMail).parsed.text!;
    expect(frenchText.split("\n")[0]).toBe("Language: French (fr-CA): reply in French");
    expect(frenchText).toContain("Pouvez-vous héberger Sage 300 ?");
    expect(byReplyTo(english.senderMail).parsed.text!.split("\n")[0]).toBe(
      "Language: English (en-CA): reply in English",
    );
  });

  it("a French form posted without JavaScript lands on the French thank-you page, and says French", async () => {
    const smtp = await sink();
    const { app, relay } = await relayWith(smtp, { minFillMs: 0 });
    const response = await postForm(
      app,
      { ...validForm, email: "luc.gagnon@quebec.example", language: "fr" },
      { origin: siteOrigin },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${siteOrigin}/fr/nous-joindre/merci`);
    await waitUntil(() => smtp.mails.length === 1, { what: "the mail" });
    expect(smtp.mails[0]!.parsed.text!.split("\n")[0]).toBe(
      "Language: French (fr-CA): reply in French",
    );
    expect(relay.outbox.list({ limit: 1 })[0]!.language).toBe("fr");

    // A refused French form goes back to the French form, with the fields to check.
    const refused = await postForm(app, { ...validForm, email: "luc@intranet", language: "fr" });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe("/fr/nous-joindre?error=email#contact-not-sent");
    expect(smtp.mails).toHaveLength(1);
  });

  it("lets the in-flight delivery finish when the app closes", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const smtp = await sink({ beforeAnswer: () => answered });
    const config = testConfig({ smtpUrl: smtp.url });
    const handle = await startRelay(config);
    const { id } = (await postJson(handle.app, validPayload)).json<{ id: string }>();
    await waitUntil(() => smtp.dataStarted === 1, { what: "delivery to start" });

    const closed = handle.close();
    let isClosed = false;
    void closed.then(() => (isClosed = true));
    await sleep(300);
    expect(isClosed).toBe(false);
    release();
    await closed;

    expect(smtp.mails).toHaveLength(1);
    expect(handle.relay.outbox.isOpen).toBe(false);
    expect(withOutbox(config.dataDir, (outbox) => outbox.get(id)?.status)).toBe("sent");
  });

  it("renews the lease of a slow delivery, so a slow server still gets one copy", async () => {
    const smtp = await sink({ beforeAnswer: () => sleep(1200).then(() => undefined) });
    const { app, relay } = await relayWith(smtp, { leaseMs: 300 });
    const { id } = (await postJson(app, validPayload)).json<{ id: string }>();
    await waitUntil(() => relay.outbox.get(id)?.status === "sent", { what: "delivery" });
    await sleep(400);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.dataStarted).toBe(1);
    expect(relay.outbox.get(id)?.attempts).toBe(1);
  });

  it("parks a message as failed after its retry window, keeps it, and delivers it on an operator's retry", async () => {
    const port = await freePort();
    const config = testConfig({
      smtpUrl: plainSmtpUrl(port),
      retry: { baseMs: 20, maxDelayMs: 60, maxAgeMs: 400 },
      pollMs: 50,
    });
    const handle = await startRelay(config);
    cleanups.push(() => handle.close());
    const { id } = (await postJson(handle.app, validPayload)).json<{ id: string }>();

    await waitUntil(() => handle.relay.outbox.get(id)?.status === "failed", {
      what: "the message to be parked",
    });
    const failed = handle.relay.outbox.get(id)!;
    expect(failed.attempts).toBeGreaterThan(1);
    expect(failed.lastError).toContain("ECONNREFUSED");
    expect(failed.failedAt).not.toBeNull();
    expect(handle.relay.health()).toMatchObject({ failed: 1, pending: 0, sent: 0 });
    expect(handle.logs.some((line) => line.includes("parked as failed"))).toBe(true);

    const output: string[] = [];
    const io = {
      out: (line: string) => output.push(line),
      err: (line: string) => output.push(line),
    };
    expect(runOutboxCli(["list", "--status", "failed"], config.dataDir, io)).toBe(0);
    expect(output.join("\n")).toContain(id);

    const smtp = await sink({ port });
    expect(runOutboxCli(["retry", id], config.dataDir, io)).toBe(0);
    await waitUntil(() => handle.relay.outbox.get(id)?.status === "sent", {
      what: "delivery after the retry",
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.parsed.messageId).toBe(failed.messageId);
    expect(runOutboxCli(["retry", id], config.dataDir, io)).toBe(1);
    expect(output.at(-1)).toContain("already sent");
  });

  it("logs ids and statuses only, never a visitor's name, address or message", async () => {
    const port = await freePort();
    const { app, logs } = await relayWith(plainSmtpUrl(port), {
      retry: { baseMs: 20, maxDelayMs: 40, maxAgeMs: 200 },
    });
    const secret = {
      senderMail: "zq.secret.mail@private.example",
      senderName: "Quintessa Secretname",
      subject: "Hushhush Holdings",
      message: "The confidential body text",
    };
    await postJson(app, secret);
    await postJson(app, { ...secret, senderMail: "not an address" });
    await postJson(app, '{"senderName": "Quintessa Secretname", broken');
    await postJson(app, { ...secret, website: "spam" });
    await app.inject({
      method: "POST",
      url: "/v1/email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Quintessa+Secretname&email=zq.secret.mail%40private.example",
    });
    await waitUntil(() => logs.some((line) => line.includes("parked as failed")), {
      what: "a failed delivery to be logged",
    });
    const text = logs.join("\n");
    expect(text).toContain("contact message accepted");
    for (const value of ["zq.secret", "Quintessa", "Secretname", "Hushhush", "confidential"]) {
      expect(text).not.toContain(value);
    }
  });
});

describe("the outbox files", () => {
  it("are the server user's alone: a folder it creates 0700, the database and its WAL files 0600", () => {
    const dataDir = path.join(tempDataDir(), "data");
    const mode = (file: string) => statSync(file).mode & 0o777;
    withOutbox(dataDir, (outbox) => {
      const { senderMail, senderName, subject, message } = validPayload;
      outbox.enqueue(
        { senderMail, senderName, subject, message },
        { messageIdDomain: "ridgeline.example", now: Date.now() },
      );
      const files = readdirSync(dataDir);
      expect(files).toEqual(
        expect.arrayContaining(["outbox.db", "outbox.db-wal", "outbox.db-shm"]),
      );
      for (const file of files) expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    });
    expect(mode(dataDir)).toBe(0o700);
  });

  it("gives an outbox from before messages had a language the column, its messages English", async () => {
    const dataDir = tempDataDir();
    // The outbox as the previous version created it, with a message waiting.
    const old = new DatabaseSync(path.join(dataDir, "outbox.db"));
    old.exec(`CREATE TABLE outbox (id TEXT PRIMARY KEY, message_id TEXT NOT NULL UNIQUE,
      idempotency_key TEXT UNIQUE, payload_hash TEXT NOT NULL, sender_mail TEXT NOT NULL,
      sender_name TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL,
      next_attempt_at INTEGER NOT NULL, deadline_at INTEGER, lease_until INTEGER,
      last_attempt_at INTEGER, last_error TEXT, sent_at INTEGER, failed_at INTEGER) STRICT;
    CREATE TABLE spam (id TEXT PRIMARY KEY, reason TEXT NOT NULL, sender_mail TEXT NOT NULL,
      sender_name TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, honeypot TEXT,
      rendered_at INTEGER, client_ip TEXT, created_at INTEGER NOT NULL) STRICT;
    INSERT INTO outbox (id, message_id, payload_hash, sender_mail, sender_name, subject, message,
      status, created_at, next_attempt_at)
      VALUES ('01OLD', '<01old@ridgeline.example>', 'x', 'old@acme.example', 'Old Timer',
        'Acme', 'Still waiting', 'pending', 1, 1);`);
    old.close();

    const smtp = await sink();
    const { relay } = await relayWith(smtp, { dataDir });
    expect(relay.outbox.get("01OLD")).toMatchObject({ language: "en", refusal: null });
    await waitUntil(() => smtp.mails.length === 1, { what: "the waiting message" });
    expect(smtp.mails[0]!.parsed.text!.split("\n")[0]).toBe(
      "Language: English (en-CA): reply in English",
    );
    // And it takes French messages from then on.
    const id = relay.outbox.enqueue(
      { ...validPayload, language: "fr" },
      { messageIdDomain: "ridgeline.example", now: Date.now() },
    );
    expect(id.kind).toBe("created");
    if (id.kind === "created") expect(relay.outbox.get(id.id)?.language).toBe("fr");
  });

  it("tightens a database file an older version left readable by everyone", () => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, "outbox.db"), "");
    chmodSync(path.join(dataDir, "outbox.db"), 0o644);
    withOutbox(dataDir, () => undefined);
    expect(statSync(path.join(dataDir, "outbox.db")).mode & 0o777).toBe(0o600);
  });
});

describe("when the outbox cannot be written", () => {
  it("answers 503 with Retry-After, rolls the transaction back, and stores the next message", async () => {
    const config = testConfig();
    const handle = await startRelay(config);
    cleanups.push(() => handle.close());
    // A trigger makes the INSERT fail inside enqueue's transaction, after BEGIN IMMEDIATE,
    // as a full disk or an I/O error would.
    const saboteur = new DatabaseSync(path.join(config.dataDir, "outbox.db"));
    saboteur.exec(`CREATE TRIGGER refuse BEFORE INSERT ON outbox WHEN NEW.sender_name = 'Zq Refused'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    saboteur.close();

    const refused = await postJson(handle.app, { ...validPayload, senderName: "Zq Refused" });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toMatchObject({ error: "unavailable" });
    const line = handle.logs.find((entry) => entry.includes("storing the message failed"));
    expect(JSON.parse(line!)).toMatchObject({ code: "ERR_SQLITE_ERROR", errcode: 1811 });
    expect(line).not.toContain("Zq Refused");

    // The failed transaction was rolled back: the outbox takes the next message.
    const accepted = await postJson(handle.app, validPayload);
    expect(accepted.statusCode).toBe(202);
    expect(handle.relay.outbox.list({ limit: 10 }).map((row) => row.senderName)).toEqual([
      validPayload.senderName,
    ]);
  });
});

describe("held mode", () => {
  it("without SMTP_URL, accepts and holds messages and says where they are", async () => {
    const config = testConfig();
    const handle = await startRelay(config);
    cleanups.push(() => handle.close());
    expect((await postJson(handle.app, validPayload)).statusCode).toBe(202);
    const notice = handle.logs.find((line) => line.includes("SMTP_URL is not set"));
    expect(notice).toContain(`${config.dataDir}/outbox.db`);
    expect(notice).toContain("npm run outbox -- list");
    const health = (await handle.app.inject({ url: "/healthz" })).json<{
      status: string;
      outbox: Record<string, unknown>;
    }>();
    expect(health).toMatchObject({
      status: "ok",
      outbox: { delivery: "held", pending: 1, sending: 0, sent: 0, failed: 0, spam: 0 },
    });
    expect(health.outbox.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(0);
  });
});
