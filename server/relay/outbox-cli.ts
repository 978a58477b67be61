import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { defaultRetentionDays } from "./config";
import {
  Outbox,
  OutboxOpenError,
  outboxFileName,
  retentionCutoff,
  type OutboxRow,
  type SpamRow,
} from "./outbox";
import { outboxStatuses, type OutboxStatus } from "./retry-policy";

export const outboxUsage = `Usage: npm run outbox -- <command>

  list [--status pending|sending|sent|failed] [--spam] [--limit N] [--json]
        newest first (default 50); --spam lists submissions kept apart as spam
  show ID [--json]
        one message (outbox or spam) with its full text
  retry ID [--force]
        deliver a pending or failed message now, with a fresh retry window;
        --force sends an already sent message again (same Message-ID)
  retry --refused
        after fixing the setup: deliver every message the SMTP server refused
        (parked at once on a permanent 5xx refusal, such as a wrong password)
  purge
        erase now the personal data of every message delivered more than
        RELAY_RETENTION_DAYS (default ${defaultRetentionDays}) days ago, as the server does
        hourly; the rows stay, with their dates, for the counts. Pending and
        failed messages are never erased.
  check
        SQLite's integrity check of the outbox file (exit 1 if it is damaged)
  move-aside [--force]
        with the server stopped: rename a damaged outbox (and its -wal and -shm
        files) to outbox.db.damaged-<time>, kept for recovery, never deleted; the
        server then starts with an empty outbox. --force moves a sound one too.

The outbox is DATA_DIR/${outboxFileName} (DATA_DIR defaults to ./data).`;

export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

/**
 * Text from the outbox made safe for the operator's terminal: control characters (C0
 * but tab and line feed, DEL, C1) and bidirectional controls are shown as \u escapes, so
 * a bot's honeypot or name cannot set the window title, clear the screen or fake output.
 */
export function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function time(ms: number | null): string {
  return ms === null ? "-" : new Date(ms).toISOString().replace("T", " ").slice(0, 19);
}

function clip(text: string, width: number): string {
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > width ? `${oneLine.slice(0, width - 1)}…` : oneLine;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd(),
  );
}

function outboxTable(rows: OutboxRow[]): string[] {
  return table([
    ["ID", "STATUS", "TRIES", "CREATED (UTC)", "NEXT/DONE (UTC)", "COMPANY", "LAST ERROR"],
    ...rows.map((row) => [
      row.id,
      row.status,
      String(row.attempts),
      time(row.createdAt),
      time(
        row.status === "sent"
          ? row.sentAt
          : row.status === "failed"
            ? row.failedAt
            : row.nextAttemptAt,
      ),
      row.erasedAt === null ? clip(row.subject, 28) : "(erased)",
      clip(row.lastError ?? "", 40),
    ]),
  ]);
}

function spamTable(rows: SpamRow[]): string[] {
  return table([
    ["ID", "REASON", "CREATED (UTC)", "COMPANY", "CLIENT"],
    ...rows.map((row) => [
      row.id,
      row.reason,
      time(row.createdAt),
      clip(row.subject, 28),
      row.clientIp ?? "-",
    ]),
  ]);
}

function describeOutboxRow(row: OutboxRow): string[] {
  return [
    `ID:            ${row.id}`,
    `Status:        ${row.status}`,
    `Message-ID:    ${row.messageId}`,
    `Attempts:      ${row.attempts}`,
    `Created:       ${time(row.createdAt)} UTC`,
    `Next attempt:  ${row.status === "pending" ? `${time(row.nextAttemptAt)} UTC` : "-"}`,
    `Gives up at:   ${row.deadlineAt === null ? "- (not tried yet)" : `${time(row.deadlineAt)} UTC`}`,
    `Sent:          ${row.sentAt === null ? "-" : `${time(row.sentAt)} UTC`}`,
    `Failed:        ${row.failedAt === null ? "-" : `${time(row.failedAt)} UTC`}${row.refusal === null ? "" : " (refused by the SMTP server: not retried)"}`,
    `Last error:    ${row.lastError ?? "-"}`,
    `Idempotency:   ${row.idempotencyKey ?? "-"}`,
    "",
    ...(row.erasedAt === null
      ? [
          `Name:          ${row.senderName}`,
          `E-mail:        ${row.senderMail}`,
          `Company:       ${row.subject}`,
          `Language:      ${row.language}`,
          "",
          row.message,
        ]
      : [
          `Language:      ${row.language}`,
          `Erased:        ${time(row.erasedAt)} UTC: its name, e-mail, company and text, RELAY_RETENTION_DAYS after delivery`,
        ]),
  ];
}

function describeSpamRow(row: SpamRow): string[] {
  return [
    `ID:            ${row.id} (kept apart as spam, never delivered)`,
    `Reason:        ${row.reason}`,
    `Honeypot:      ${row.honeypot ?? "-"}`,
    `Rendered at:   ${row.renderedAt === null ? "-" : `${time(row.renderedAt)} UTC (browser clock)`}`,
    `Client:        ${row.clientIp ?? "-"}`,
    `Created:       ${time(row.createdAt)} UTC`,
    "",
    `Name:          ${row.senderName}`,
    `E-mail:        ${row.senderMail}`,
    `Company:       ${row.subject}`,
    `Language:      ${row.language}`,
    "",
    row.message,
  ];
}

type Parsed = { command: string | undefined; args: string[]; flags: Map<string, string | true> };

function parseArgs(argv: string[]): Parsed {
  const args: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--status" || arg === "--limit") {
      flags.set(arg.slice(2), argv[i + 1] ?? "");
      i++;
    } else if (arg.startsWith("--")) {
      flags.set(arg.slice(2), true);
    } else {
      args.push(arg);
    }
  }
  return { command: args.shift(), args, flags };
}

/** Settings the commands need besides DATA_DIR. */
export type CliSettings = { retentionDays: number };

/** Runs one outbox command; returns the process exit code (0 done, 1 refused or not found, 2 usage). */
export function runOutboxCli(
  argv: string[],
  dataDir: string,
  io: CliOutput,
  now: () => number = Date.now,
  settings: CliSettings = { retentionDays: defaultRetentionDays },
): number {
  const { command, args, flags } = parseArgs(argv);
  if (command === undefined || command === "help" || flags.has("help")) {
    io.out(outboxUsage);
    return command === undefined ? 2 : 0;
  }
  const file = path.join(dataDir, outboxFileName);
  if (!existsSync(file)) {
    io.err(`No outbox at ${file}. Set DATA_DIR to the folder the server uses.`);
    return 1;
  }
  if (command === "check") return checkOutbox(file, io);
  if (command === "move-aside") return moveAside(file, io, now, flags.has("force"));
  let outbox: Outbox;
  try {
    outbox = Outbox.open(dataDir, { check: true });
  } catch (error) {
    if (!(error instanceof OutboxOpenError)) throw error;
    io.err(error.message);
    return 1;
  }
  try {
    const json = flags.has("json");
    switch (command) {
      case "list": {
        const limit = flags.has("limit") ? Number(flags.get("limit")) : 50;
        if (!Number.isInteger(limit) || limit < 1) {
          io.err("--limit must be a whole number of at least 1.");
          return 2;
        }
        if (flags.has("spam")) {
          const rows = outbox.listSpam(limit);
          if (json) io.out(JSON.stringify(rows, null, 2));
          else if (rows.length === 0) io.out("No spam kept.");
          else for (const line of spamTable(rows)) io.out(printable(line));
          return 0;
        }
        const status = flags.get("status");
        if (status !== undefined && !outboxStatuses.includes(status as OutboxStatus)) {
          io.err(`--status must be one of ${outboxStatuses.join(", ")}.`);
          return 2;
        }
        const rows = outbox.list({ status: status as OutboxStatus | undefined, limit });
        if (json) io.out(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) io.out("The outbox is empty.");
        else for (const line of outboxTable(rows)) io.out(printable(line));
        const stats = outbox.stats(now());
        if (!json) {
          const refused = stats.refused > 0 ? ` (${stats.refused} refused by the SMTP server)` : "";
          const erased =
            stats.erased > 0 ? ` (${stats.erased} erased after the retention time)` : "";
          io.out(
            `\n${stats.pending} pending, ${stats.sending} sending, ${stats.sent} sent${erased}, ${stats.failed} failed${refused}; ${stats.spam} spam kept apart.`,
          );
          if (stats.lastRefusal)
            io.out(
              `Last refusal: ${time(Date.parse(stats.lastRefusal.at))} UTC, ${stats.lastRefusal.error} (${stats.lastRefusal.id}). Fix the setup, then "npm run outbox -- retry --refused".`,
            );
        }
        return 0;
      }
      case "show": {
        const id = args[0];
        if (!id) {
          io.err("show needs a message ID (see list).");
          return 2;
        }
        const row = outbox.get(id) ?? outbox.getSpam(id);
        if (!row) {
          io.err(`No message ${id} in the outbox or the spam table.`);
          return 1;
        }
        if (json) io.out(JSON.stringify(row, null, 2));
        else
          for (const line of "status" in row ? describeOutboxRow(row) : describeSpamRow(row))
            io.out(printable(line));
        return 0;
      }
      case "retry": {
        const id = args[0];
        if (flags.has("refused") && id === undefined) {
          const ids = outbox.retryRefused(now());
          io.out(
            ids.length === 0
              ? "No message refused by the SMTP server is waiting."
              : `${ids.length} refused message(s) due now: ${ids.join(", ")}. A running server delivers them within RELAY_POLL_MS (30 s by default).`,
          );
          return 0;
        }
        if (!id) {
          io.err("retry needs a message ID (see list).");
          return 2;
        }
        const result = outbox.retry(id, now(), flags.has("force"));
        if (!result.ok) {
          io.err(`Not retried: ${result.reason}.`);
          return 1;
        }
        io.out(
          `${id} is due now. A running server delivers it within RELAY_POLL_MS (30 s by default).`,
        );
        return 0;
      }
      case "purge": {
        if (args.length > 0) {
          io.err(
            "purge takes no message ID: it erases every delivered message past the retention time.",
          );
          return 2;
        }
        const at = now();
        const { retentionDays } = settings;
        const { erased, spam } = outbox.purge(at, retentionDays);
        const before = time(retentionCutoff(at, retentionDays));
        io.out(
          erased === 0
            ? `Nothing to erase: no message delivered before ${before} UTC (RELAY_RETENTION_DAYS=${retentionDays}) still holds personal data.`
            : `Erased the personal data of ${erased} message(s) delivered before ${before} UTC (RELAY_RETENTION_DAYS=${retentionDays}); their rows stay, with their dates, for the counts.`,
        );
        if (spam > 0) io.out(`Deleted ${spam} spam submission(s) kept apart since before then.`);
        return 0;
      }
      default:
        io.err(`Unknown command "${command}".\n\n${outboxUsage}`);
        return 2;
    }
  } finally {
    outbox.close();
  }
}

/** The first problems SQLite's integrity check finds in the file, or [] when it is sound. */
function integrityProblems(file: string): string[] {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const rows = db.prepare("PRAGMA integrity_check(20)").all() as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).filter((text) => text !== "ok");
  } catch (error) {
    const { errstr, message } = error as { errstr?: string; message?: string };
    return [errstr ?? message ?? String(error)];
  } finally {
    if (db?.isOpen) db.close();
  }
}

function checkOutbox(file: string, io: CliOutput): number {
  const problems = integrityProblems(file);
  if (problems.length === 0) {
    io.out(`${file}: ok (SQLite integrity check passed).`);
    return 0;
  }
  io.err(`${file} is damaged:`);
  for (const line of problems.join("\n").split("\n")) if (line.trim()) io.err(`  ${line.trim()}`);
  io.err(
    'With the server stopped, "npm run outbox -- move-aside" keeps it for recovery (sqlite3 .recover can often save its rows) and lets the server start with an empty outbox.',
  );
  return 1;
}

function moveAside(file: string, io: CliOutput, now: () => number, force: boolean): number {
  if (!force && integrityProblems(file).length === 0) {
    io.err(
      `${file} is sound (integrity check passed); nothing moved. Use --force to move it anyway.`,
    );
    return 1;
  }
  const stamp = new Date(now()).toISOString().replace(/[:.]/g, "-");
  const target = `${file}.damaged-${stamp}`;
  // The WAL may hold committed messages: it moves with the file, under the name SQLite
  // looks for beside it, so opening the moved file reads them too.
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(`${file}${suffix}`)) {
      renameSync(`${file}${suffix}`, `${target}${suffix}`);
      io.out(`moved ${file}${suffix} → ${target}${suffix}`);
    }
  }
  io.out("Nothing was deleted. The server starts with an empty outbox.");
  return 0;
}
