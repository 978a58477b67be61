/**
 * The server the end-to-end tests run against: the real production build and the
 * real relay, served by the real server, delivering to a real SMTP server on
 * loopback whose received messages are appended to a mailbox file the tests read.
 */
import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { closeOnSignals, createServer } from "../../../server/app";
import { parseEnv, serverEnvSchema } from "../../../server/env";

const mailbox = process.env.E2E_MAILBOX ?? path.join(tmpdir(), "ridgeline-e2e-mailbox.jsonl");
writeFileSync(mailbox, "");

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      appendFileSync(
        mailbox,
        `${JSON.stringify({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        })}\n`,
      );
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const env = parseEnv(serverEnvSchema, {
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "ridgeline-e2e-data-")),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?requireTLS=false`,
  // Tests submit the form many times a minute and faster than a person types.
  RATE_LIMIT_PER_MINUTE: "0",
  RELAY_MIN_FILL_MS: "0",
  RELAY_POLL_MS: "200",
});
const app = await createServer(env);
closeOnSignals(app);
app.addHook("onClose", async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
await app.listen({ port: env.PORT, host: env.HOST });
