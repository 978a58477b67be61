import { afterEach, expect, it } from "vitest";
import {
  contactTo,
  freePort,
  postJson,
  removeTempDirs,
  sleep,
  SmtpSink,
  startRelay,
  testConfig,
  validPayload,
  waitUntil,
  plainSmtpUrl,
} from "./support/harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

it("delivers all 50 messages posted during an SMTP outage, none twice", async () => {
  const port = await freePort();
  const { app, relay, close } = await startRelay(
    testConfig({
      smtpUrl: plainSmtpUrl(port),
      retry: { baseMs: 50, maxDelayMs: 400, maxAgeMs: 120_000 },
      concurrency: 4,
    }),
  );
  cleanups.push(close);

  const ids: string[] = [];
  for (let i = 0; i < 50; i++) {
    const response = await postJson(app, {
      ...validPayload,
      senderName: `Visitor ${i}`,
      message: `Message number ${i}`,
    });
    expect(response.statusCode).toBe(202);
    ids.push(response.json<{ id: string }>().id);
  }

  // SMTP stays down long enough for every message to fail at least once.
  await waitUntil(() => ids.every((id) => (relay.outbox.get(id)?.attempts ?? 0) >= 1), {
    what: "every message to be tried",
  });
  await sleep(300);
  expect(relay.health()).toMatchObject({ sent: 0, failed: 0 });
  expect(relay.health().pending + relay.health().sending).toBe(50);

  const smtp = await SmtpSink.start({ port });
  cleanups.push(() => smtp.close());
  await waitUntil(() => relay.health().sent === 50, { timeoutMs: 20_000, what: "50 deliveries" });
  await sleep(500);

  expect(smtp.mails).toHaveLength(50);
  const messageIds = smtp.mails.map((mail) => mail.parsed.messageId);
  expect(new Set(messageIds).size).toBe(50);
  expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => relay.outbox.get(id)!.messageId)));
  expect(
    new Set(smtp.mails.map((mail) => mail.parsed.text?.match(/Message number (\d+)/)?.[1])),
  ).toEqual(new Set(ids.map((_, i) => String(i))));
  for (const mail of smtp.mails) expect(mail.envelope.to).toEqual([contactTo]);
  expect(ids.some((id) => relay.outbox.get(id)!.attempts > 1)).toBe(true);
  expect(relay.health()).toMatchObject({ pending: 0, sending: 0, sent: 50, failed: 0 });
});
