import { createHash } from "node:crypto";
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  mkdirSync,
  openSync,
  statfsSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementResultingChanges } from "node:sqlite";
import { isLocale, type Locale } from "../../src/i18n/locale";
import type { RetrySchedule } from "./config";
import { newId } from "./ids";
import {
  canRetry,
  deadlineFor,
  outboxStatuses,
  type FailureOutcome,
  type OutboxStatus,
} from "./retry-policy";
import type { SpamReason } from "./spam";

/**
 * The outbox: every accepted message is a row, committed (WAL, synchronous=FULL)
 * before the visitor is told it was accepted. Rows are never deleted: a delivered
 * message's personal data is erased RELAY_RETENTION_DAYS after its delivery (purge),
 * its row kept with its id, status and dates, so that the counts still add up. Spam
 * is kept in its own table, never read by the worker.
 */

export type MessageFields = {
  senderMail: string;
  senderName: string;
  subject: string;
  message: string;
  /** The language of the page the visitor wrote from, for sales to answer in; "en" when absent. */
  language?: Locale;
};

export type OutboxRow = MessageFields & {
  language: Locale;
  id: string;
  messageId: string;
  idempotencyKey: string | null;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  deadlineAt: number | null;
  leaseUntil: number | null;
  lastAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
  failedAt: number | null;
  /**
   * Set when the row was parked because the SMTP server refused it permanently: the
   * refusal's log-safe summary ("EAUTH 535 AUTH PLAIN"). Null otherwise.
   */
  refusal: string | null;
  /**
   * When the message's personal data was erased (its sender, company and text are then
   * empty), RELAY_RETENTION_DAYS after its delivery. Null while it is kept.
   */
  erasedAt: number | null;
};

export type SpamRow = MessageFields & {
  language: Locale;
  id: string;
  reason: SpamReason;
  honeypot: string | null;
  renderedAt: number | null;
  clientIp: string | null;
  createdAt: number;
};

export type EnqueueResult =
  { kind: "created"; id: string } | { kind: "replayed"; id: string } | { kind: "conflict" };

export type OutboxStats = Record<OutboxStatus, number> & {
  spam: number;
  /** Failed messages the SMTP server refused permanently (among `failed`). */
  refused: number;
  /** Delivered messages whose personal data was erased after the retention time (among `sent`). */
  erased: number;
  /** The latest of them: when (ISO 8601), which message, and the server's answer in short. */
  lastRefusal: { at: string; id: string; error: string } | null;
  /** Age in seconds of the oldest message not yet delivered (pending or sending), or null. */
  oldestUndeliveredSeconds: number | null;
};

const schema = `
CREATE TABLE IF NOT EXISTS outbox (
  id               TEXT PRIMARY KEY,
  message_id       TEXT NOT NULL UNIQUE,
  idempotency_key  TEXT UNIQUE,
  payload_hash     TEXT NOT NULL,
  sender_mail      TEXT NOT NULL,
  sender_name      TEXT NOT NULL,
  subject          TEXT NOT NULL,
  message          TEXT NOT NULL,
  language         TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr')),
  status           TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  created_at       INTEGER NOT NULL,
  next_attempt_at  INTEGER NOT NULL,
  deadline_at      INTEGER,
  lease_until      INTEGER,
  last_attempt_at  INTEGER,
  last_error       TEXT,
  sent_at          INTEGER,
  failed_at        INTEGER,
  refusal          TEXT,
  erased_at        INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS heartbeat (
  id  INTEGER PRIMARY KEY CHECK (id = 1),
  at  INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS spam (
  id           TEXT PRIMARY KEY,
  reason       TEXT NOT NULL,
  sender_mail  TEXT NOT NULL,
  sender_name  TEXT NOT NULL,
  subject      TEXT NOT NULL,
  message      TEXT NOT NULL,
  language     TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr')),
  honeypot     TEXT,
  rendered_at  INTEGER,
  client_ip    TEXT,
  created_at   INTEGER NOT NULL
) STRICT;
`;

type RawOutboxRow = {
  id: string;
  message_id: string;
  idempotency_key: string | null;
  sender_mail: string;
  sender_name: string;
  subject: string;
  message: string;
  language: string;
  status: OutboxStatus;
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  deadline_at: number | null;
  lease_until: number | null;
  last_attempt_at: number | null;
  last_error: string | null;
  sent_at: number | null;
  failed_at: number | null;
  refusal: string | null;
  erased_at: number | null;
};

type RawSpamRow = {
  id: string;
  reason: SpamReason;
  sender_mail: string;
  sender_name: string;
  subject: string;
  message: string;
  language: string;
  honeypot: string | null;
  rendered_at: number | null;
  client_ip: string | null;
  created_at: number;
};

/** The column's CHECK allows only these; anything else would be a hand-edited row. */
function languageOf(value: string): Locale {
  return isLocale(value) ? value : "en";
}

function toOutboxRow(raw: RawOutboxRow): OutboxRow {
  return {
    id: raw.id,
    messageId: raw.message_id,
    idempotencyKey: raw.idempotency_key,
    senderMail: raw.sender_mail,
    senderName: raw.sender_name,
    subject: raw.subject,
    message: raw.message,
    language: languageOf(raw.language),
    status: raw.status,
    attempts: raw.attempts,
    createdAt: raw.created_at,
    nextAttemptAt: raw.next_attempt_at,
    deadlineAt: raw.deadline_at,
    leaseUntil: raw.lease_until,
    lastAttemptAt: raw.last_attempt_at,
    lastError: raw.last_error,
    sentAt: raw.sent_at,
    failedAt: raw.failed_at,
    refusal: raw.refusal,
    erasedAt: raw.erased_at,
  };
}

function toSpamRow(raw: RawSpamRow): SpamRow {
  return {
    id: raw.id,
    reason: raw.reason,
    senderMail: raw.sender_mail,
    senderName: raw.sender_name,
    subject: raw.subject,
    message: raw.message,
    language: languageOf(raw.language),
    honeypot: raw.honeypot,
    renderedAt: raw.rendered_at,
    clientIp: raw.client_ip,
    createdAt: raw.created_at,
  };
}

/**
 * The same fields always hash the same, so a replayed Idempotency-Key can be checked.
 * English, the default, is left out of the hash: a message hashes as it did before
 * messages had a language.
 */
export function payloadHash(fields: MessageFields): string {
  const values = [fields.senderMail, fields.senderName, fields.subject, fields.message];
  if (fields.language !== undefined && fields.language !== "en") values.push(fields.language);
  return createHash("sha256").update(JSON.stringify(values)).digest("hex");
}

export const outboxFileName = "outbox.db";

/** Why the outbox cannot be written, as a code for /healthz and the logs. */
export type StorageProblem = "disk_full" | "read_only" | "io_error" | "damaged" | "busy";

/**
 * The storage problem an error from node:sqlite (its `errcode`, SQLite's extended result
 * code) or from the file system stands for; null for anything else (a constraint, a bug).
 */
export function storageProblem(error: unknown): StorageProblem | null {
  const { errcode, code } = (error ?? {}) as { errcode?: unknown; code?: unknown };
  if (typeof errcode === "number") {
    switch (errcode & 0xff) {
      case 13: // SQLITE_FULL
        return "disk_full";
      case 3: // SQLITE_PERM
      case 8: // SQLITE_READONLY
        return "read_only";
      case 10: // SQLITE_IOERR
      case 14: // SQLITE_CANTOPEN
        return "io_error";
      case 11: // SQLITE_CORRUPT
      case 26: // SQLITE_NOTADB
        return "damaged";
      case 5: // SQLITE_BUSY
      case 6: // SQLITE_LOCKED
        return "busy";
    }
    return null;
  }
  switch (code) {
    case "ENOSPC":
    case "EDQUOT":
      return "disk_full";
    case "EROFS":
    case "EACCES":
    case "EPERM":
      return "read_only";
    case "EIO":
      return "io_error";
  }
  return null;
}

/**
 * The outbox could not be opened. The message is one line for an operator: which file
 * or folder, what is wrong with it, and what to do.
 */
export class OutboxOpenError extends Error {
  constructor(
    message: string,
    readonly problem: StorageProblem | "not_a_folder",
  ) {
    super(message);
    this.name = "OutboxOpenError";
  }
}

/** For a server's start: an outbox that cannot be opened is one line on stderr and exit 1. */
export function exitOnOutboxOpenError(error: unknown): never {
  if (error instanceof OutboxOpenError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

function reasonOf(error: unknown): string {
  const { code, errstr, message } = error as { code?: string; errstr?: string; message?: string };
  return errstr ?? (code && code !== "ERR_SQLITE_ERROR" ? code : (message ?? String(error)));
}

/** SQLite's first complaint, on one line ("Tree 8 page 8: btreeInitPage() returns error code 11"). */
function firstProblem(problems: string[]): string {
  const lines = problems
    .join("\n")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("***"));
  return (lines[0] ?? "integrity check failed").slice(0, 200);
}

/**
 * Whether the file system under `dir` has (almost) no space left. SQLite says "disk I/O
 * error", not "full", when an existing outbox cannot grow its WAL at open; the operator
 * is told what it is.
 */
function diskIsFull(dir: string): boolean {
  try {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize < 256 * 1024;
  } catch {
    return false;
  }
}

function damagedMessage(file: string, why: string): string {
  return `The outbox ${file} is damaged (${why}). Stop the server, run "npm run outbox -- check" to see what is wrong, then "npm run outbox -- move-aside" to keep it for recovery as ${file}.damaged-<time> (nothing is deleted) and start with an empty outbox.`;
}

/** DATA_DIR must be a folder this process can write, created if missing (0700). */
function prepareDataDir(dataDir: string): void {
  if (existsSync(dataDir)) {
    if (!statSync(dataDir).isDirectory())
      throw new OutboxOpenError(
        `DATA_DIR ${dataDir} is not a folder. Point DATA_DIR at a writable, persistent folder.`,
        "not_a_folder",
      );
    try {
      accessSync(dataDir, constants.W_OK);
    } catch (error) {
      throw new OutboxOpenError(
        `DATA_DIR ${dataDir} is ${(error as { code?: string }).code === "EROFS" ? "on a read-only file system (EROFS)" : `not writable by this user (${reasonOf(error)})`}: the relay must write its outbox there. Point DATA_DIR at a writable, persistent folder.`,
        "read_only",
      );
    }
    return;
  }
  let parent = path.dirname(dataDir);
  while (!existsSync(parent) && path.dirname(parent) !== parent) parent = path.dirname(parent);
  try {
    accessSync(parent, constants.W_OK);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new OutboxOpenError(
      `DATA_DIR ${dataDir} does not exist and cannot be created: ${parent} is ${code === "EROFS" ? "on a read-only file system (EROFS)" : `not writable (${reasonOf(error)})`}. Point DATA_DIR at a writable, persistent folder.`,
      storageProblem(error) ?? "read_only",
    );
  }
}

/**
 * Columns added since the first outboxes were made. Outboxes created before messages
 * had a language get it, every existing row being English (the only language the site
 * had then); before refusals were told apart, every failed row is a lapsed window
 * (refusal NULL); before retention, nothing was erased (erased_at NULL), so the first
 * purge erases every message delivered before the retention time. SQLite adds a column
 * with a constant default without rewriting the table.
 */
const addedColumns = [
  ["outbox", "language", "TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'))"],
  ["spam", "language", "TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'))"],
  ["outbox", "refusal", "TEXT"],
  ["outbox", "erased_at", "INTEGER"],
] as const;

/** Indexes on added columns: made once the columns exist. */
const addedIndexes = `
CREATE INDEX IF NOT EXISTS outbox_erasable ON outbox (sent_at)
  WHERE status = 'sent' AND erased_at IS NULL;
`;

const dayMs = 24 * 60 * 60 * 1000;

/** Messages delivered at or before this time are past the retention time at `now`. */
export function retentionCutoff(now: number, retentionDays: number): number {
  return now - retentionDays * dayMs;
}

/** Rows erased per transaction: each is short, so a large first purge never stalls requests. */
export const purgeBatchSize = 200;

function addMissingColumns(db: DatabaseSync): void {
  for (const [table, name, definition] of addedColumns) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (columns.some((column) => column.name === name)) continue;
    try {
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
    } catch (error) {
      // Another process (the outbox CLI beside the server) added it first.
      if (!/duplicate column name/i.test(String((error as Error).message))) throw error;
    }
  }
}

/** For tests: called before every write, inside its error handling (throw to fail it). */
export type OutboxFaults = { beforeWrite?: (operation: string) => void };

export type OutboxOpenOptions = {
  /** Run SQLite's quick_check at open, so a damaged file stops the start (the server does). */
  check?: boolean;
  faults?: OutboxFaults;
};

/** A statement's arguments: one object of named parameters (`@name`), or positional values (`?`). */
type Params = [named: Record<string, SQLInputValue>] | SQLInputValue[];

/**
 * A prepared node:sqlite statement seen with the row type its query returns. node:sqlite
 * types every row as `Record<string, SQLOutputValue>` (objects with a null prototype,
 * integers as numbers since `readBigInts` is off); the row type is named once, where the
 * SQL is written.
 */
type Statement<R> = {
  run(...params: Params): StatementResultingChanges;
  get(...params: Params): R | undefined;
  all(...params: Params): R[];
};

export class Outbox {
  readonly file: string;
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, Statement<unknown>>();
  private readonly faults: OutboxFaults;
  /** The last write's outcome: null after a success, the problem after a storage failure. */
  private lastWrite: { problem: StorageProblem | null; at: number } = { problem: null, at: 0 };

  private constructor(file: string, db: DatabaseSync, faults: OutboxFaults = {}) {
    this.file = file;
    this.db = db;
    this.faults = faults;
  }

  /**
   * Runs one write, remembering whether storage took it: a storage failure (full disk,
   * read-only, I/O error, damage) makes the outbox unwritable until a write succeeds.
   */
  private write<T>(operation: string, work: () => T): T {
    try {
      this.faults.beforeWrite?.(operation);
      const result = work();
      this.lastWrite = { problem: null, at: Date.now() };
      return result;
    } catch (error) {
      const problem = storageProblem(error);
      if (problem) this.lastWrite = { problem, at: Date.now() };
      throw error;
    }
  }

  /**
   * Whether the outbox takes writes now: the last write's outcome, or, when nothing was
   * written for `idleMs`, a small write of its own (a heartbeat row) to find out.
   */
  writeProblem(now: number, idleMs = 5000): StorageProblem | null {
    if (Date.now() - this.lastWrite.at >= idleMs) {
      try {
        this.write("heartbeat", () =>
          this.prepare(
            "INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
          ).run(now),
        );
      } catch (error) {
        if (!storageProblem(error)) throw error;
      }
    }
    return this.lastWrite.problem;
  }

  /** Prepares each SQL text once: preparing costs more than running on the hot path. */
  private prepare<R = unknown>(sql: string): Statement<R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql) as Statement<unknown>;
      this.statements.set(sql, statement);
    }
    return statement as Statement<R>;
  }

  /**
   * Runs `work` in one write transaction, taken at the start (BEGIN IMMEDIATE, waiting up
   * to busy_timeout for another process's), so a read inside it cannot go stale before
   * the write. Commits if `work` returns, rolls back if it or the commit throws.
   * (node:sqlite has no transaction helper.) Not re-entrant: `work` must not call it.
   */
  private immediate<T>(work: () => T): T {
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * Opens (creating if needed) DATA_DIR/outbox.db. It holds visitors' names, addresses
   * and messages, so a folder it creates is the server user's alone (0700) and the
   * database file is readable by that user only (0600); SQLite gives its -wal and -shm
   * files the database file's permissions.
   */
  static open(dataDir: string, options: OutboxOpenOptions = {}): Outbox {
    prepareDataDir(dataDir);
    const file = path.join(dataDir, outboxFileName);
    try {
      // O_NOFOLLOW: an outbox.db that is a symlink is refused (ELOOP), never followed, so
      // no file elsewhere is created or has its mode changed; fchmod changes this file only.
      const fd = openSync(
        file,
        constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_NOFOLLOW,
        0o600,
      );
      try {
        fchmodSync(fd, 0o600);
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new OutboxOpenError(
        code === "ELOOP"
          ? `The outbox ${file} is a symbolic link, which the relay does not follow: make it a regular file in DATA_DIR (or point DATA_DIR at the folder it lives in).`
          : `The outbox ${file} cannot be opened for writing (${reasonOf(error)}): the relay must write it. Check its owner and permissions, and that DATA_DIR is writable.`,
        storageProblem(error) ?? "read_only",
      );
    }
    let db: DatabaseSync | undefined;
    try {
      // Opens synchronously; the file exists already, with our mode.
      db = new DatabaseSync(file);
      db.exec("PRAGMA journal_mode = WAL");
      // FULL: a commit is on disk (WAL fsynced) before we answer 202, even if the machine loses power.
      db.exec("PRAGMA synchronous = FULL");
      db.exec("PRAGMA busy_timeout = 5000");
      // Erased personal data is overwritten with zeros in the file, not merely unlinked
      // from the b-tree where a file viewer could still read it.
      db.exec("PRAGMA secure_delete = ON");
      if (options.check) {
        const rows = db.prepare("PRAGMA quick_check(5)").all() as { quick_check: string }[];
        const problems = rows.map((row) => row.quick_check).filter((text) => text !== "ok");
        if (problems.length > 0)
          throw new OutboxOpenError(damagedMessage(file, firstProblem(problems)), "damaged");
      }
      db.exec(schema);
      addMissingColumns(db);
      db.exec(addedIndexes);
      return new Outbox(file, db, options.faults);
    } catch (error) {
      if (db?.isOpen) db.close();
      if (error instanceof OutboxOpenError) throw error;
      const problem = storageProblem(error);
      if (problem === "damaged")
        throw new OutboxOpenError(damagedMessage(file, reasonOf(error)), problem);
      if (problem && diskIsFull(dataDir))
        throw new OutboxOpenError(
          `The outbox ${file} cannot be opened: the disk is full (${reasonOf(error)}). Free space on the file system of DATA_DIR.`,
          "disk_full",
        );
      if (problem)
        throw new OutboxOpenError(
          `The outbox ${file} cannot be opened (${reasonOf(error)}): check the disk and that DATA_DIR is writable.`,
          problem,
        );
      throw error;
    }
  }

  /** SQLite's full integrity check: "ok", or the first problems it found. */
  integrityCheck(max = 20): string[] {
    return (
      this.db.prepare(`PRAGMA integrity_check(${max})`).all() as { integrity_check: string }[]
    ).map((row) => row.integrity_check);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  get isOpen(): boolean {
    return this.db.isOpen;
  }

  /**
   * Stores a message for delivery. With an idempotency key already used for the
   * same fields, answers the first message's id; for different fields, a conflict.
   */
  enqueue(
    fields: MessageFields,
    options: { idempotencyKey?: string; messageIdDomain: string; now: number },
  ): EnqueueResult {
    const hash = payloadHash(fields);
    return this.write("enqueue", () => this.enqueueNow(fields, options, hash));
  }

  private enqueueNow(
    fields: MessageFields,
    options: { idempotencyKey?: string; messageIdDomain: string; now: number },
    hash: string,
  ): EnqueueResult {
    return this.immediate((): EnqueueResult => {
      if (options.idempotencyKey !== undefined) {
        const existing = this.prepare<{ id: string; payload_hash: string }>(
          "SELECT id, payload_hash FROM outbox WHERE idempotency_key = ?",
        ).get(options.idempotencyKey);
        if (existing)
          return existing.payload_hash === hash
            ? { kind: "replayed", id: existing.id }
            : { kind: "conflict" };
      }
      const id = newId(options.now);
      this.prepare(
        `INSERT INTO outbox (id, message_id, idempotency_key, payload_hash, sender_mail,
             sender_name, subject, message, language, status, created_at, next_attempt_at)
           VALUES (@id, @messageId, @idempotencyKey, @hash, @senderMail, @senderName, @subject,
             @message, @language, 'pending', @now, @now)`,
      ).run({
        id,
        messageId: `<${id.toLowerCase()}@${options.messageIdDomain}>`,
        idempotencyKey: options.idempotencyKey ?? null,
        hash,
        senderMail: fields.senderMail,
        senderName: fields.senderName,
        subject: fields.subject,
        message: fields.message,
        language: fields.language ?? "en",
        now: options.now,
      });
      return { kind: "created", id };
    });
  }

  /** Keeps a suspected bot's submission apart: never delivered, still findable. */
  quarantine(
    fields: MessageFields,
    spam: {
      reason: SpamReason;
      honeypot: string | null;
      renderedAt: number | null;
      clientIp: string | null;
    },
    now: number,
  ): string {
    const id = newId(now);
    this.write("quarantine", () =>
      this.prepare(
        `INSERT INTO spam (id, reason, sender_mail, sender_name, subject, message, language,
           honeypot, rendered_at, client_ip, created_at)
         VALUES (@id, @reason, @senderMail, @senderName, @subject, @message, @language,
           @honeypot, @renderedAt, @clientIp, @now)`,
      ).run({ id, ...fields, language: fields.language ?? "en", ...spam, now }),
    );
    return id;
  }

  /**
   * Atomically takes up to `limit` due rows (pending and due, or sending with a
   * lapsed lease), leasing them to the caller. The first claim sets the deadline.
   */
  claim(now: number, limit: number, leaseMs: number, schedule: RetrySchedule): OutboxRow[] {
    const rows = this.write("claim", () =>
      this.prepare<RawOutboxRow>(
        `UPDATE outbox
            SET status = 'sending',
                attempts = attempts + 1,
                last_attempt_at = @now,
                lease_until = @leaseUntil,
                deadline_at = COALESCE(deadline_at, @deadline)
          WHERE id IN (
            SELECT id FROM outbox
             WHERE (status = 'pending' AND next_attempt_at <= @now)
                OR (status = 'sending' AND lease_until <= @now)
             ORDER BY next_attempt_at, id
             LIMIT @limit)
        RETURNING *`,
      ).all({ now, leaseUntil: now + leaseMs, deadline: deadlineFor(now, schedule), limit }),
    );
    return rows.map(toOutboxRow).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
  }

  /** Extends a lease while its delivery is still running. */
  renewLease(id: string, leaseUntil: number): void {
    this.write("renewLease", () =>
      this.prepare("UPDATE outbox SET lease_until = ? WHERE id = ? AND status = 'sending'").run(
        leaseUntil,
        id,
      ),
    );
  }

  markSent(id: string, now: number): void {
    this.write("markSent", () =>
      this.prepare(
        `UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL,
             refusal = NULL WHERE id = ?`,
      ).run(now, id),
    );
  }

  markAttemptFailed(id: string, outcome: FailureOutcome, error: string): void {
    this.write("markAttemptFailed", () => this.markAttemptFailedNow(id, outcome, error));
  }

  private markAttemptFailedNow(id: string, outcome: FailureOutcome, error: string): void {
    if (outcome.status === "failed") {
      this.prepare(
        `UPDATE outbox SET status = 'failed', failed_at = ?, lease_until = NULL, last_error = ?,
             refusal = ? WHERE id = ?`,
      ).run(outcome.failedAt, error, outcome.refusal ?? null, id);
    } else {
      this.prepare(
        `UPDATE outbox SET status = 'pending', next_attempt_at = ?, lease_until = NULL,
             last_error = ? WHERE id = ?`,
      ).run(outcome.nextAttemptAt, error, id);
    }
  }

  /** An operator's retry: due now, with a fresh deadline from its next attempt. */
  retry(id: string, now: number, force = false): { ok: true } | { ok: false; reason: string } {
    return this.write("retry", () => this.retryNow(id, now, force));
  }

  private retryNow(
    id: string,
    now: number,
    force: boolean,
  ): { ok: true } | { ok: false; reason: string } {
    return this.immediate(() => {
      const row = this.get(id);
      if (!row) return { ok: false as const, reason: "no such message in the outbox" };
      if (row.erasedAt !== null)
        return {
          ok: false as const,
          reason: `its personal data was erased on ${new Date(row.erasedAt).toISOString().slice(0, 10)}, RELAY_RETENTION_DAYS after its delivery: nothing is left to send`,
        };
      const decision = canRetry(row.status, force);
      if (!decision.ok) return decision;
      this.prepare(
        `UPDATE outbox SET status = 'pending', next_attempt_at = ?, deadline_at = NULL,
             failed_at = NULL, lease_until = NULL, refusal = NULL WHERE id = ?`,
      ).run(now, id);
      return { ok: true as const };
    });
  }

  /**
   * An operator's retry of every message the SMTP server refused (after fixing the
   * setup): due now, each with a fresh window. Returns their ids.
   */
  retryRefused(now: number): string[] {
    return this.write("retryRefused", () =>
      this.prepare<{ id: string }>(
        `UPDATE outbox SET status = 'pending', next_attempt_at = @now, deadline_at = NULL,
             failed_at = NULL, lease_until = NULL, refusal = NULL
           WHERE status = 'failed' AND refusal IS NOT NULL
         RETURNING id`,
      )
        .all({ now })
        .map((row) => row.id),
    );
  }

  /**
   * Erases the personal data of up to `limit` messages delivered at or before `cutoff`
   * (oldest first), in one short transaction: the sender's name and address, the
   * company, the text (which holds the phone number too), the hash of those fields, the
   * idempotency key (a form's is made from them) and the last error (an SMTP reply may
   * quote addresses). The row keeps its id, Message-ID, status, language, attempts and
   * dates, with `erased_at`. Only delivered messages: pending, sending and failed ones are
   * never erased. Returns how many were erased.
   */
  eraseDelivered(cutoff: number, now: number, limit = purgeBatchSize): number {
    // Read first: an hourly write that changes nothing would count as proof that the
    // outbox takes writes, and hide a full disk from /healthz until the next heartbeat.
    const due = this.prepare<{ due: number }>(
      `SELECT EXISTS (SELECT 1 FROM outbox
           WHERE status = 'sent' AND erased_at IS NULL AND sent_at <= ?) AS due`,
    ).get(cutoff);
    if (!due?.due) return 0;
    return this.write("eraseDelivered", () =>
      Number(
        this.prepare(
          `UPDATE outbox
              SET sender_mail = '', sender_name = '', subject = '', message = '',
                  payload_hash = '', idempotency_key = NULL, last_error = NULL,
                  erased_at = @now
            WHERE id IN (
              SELECT id FROM outbox
               WHERE status = 'sent' AND erased_at IS NULL AND sent_at <= @cutoff
               ORDER BY sent_at, id
               LIMIT @limit)`,
        ).run({ cutoff, now, limit }).changes,
      ),
    );
  }

  /**
   * Deletes up to `limit` submissions kept apart as spam before `cutoff` (oldest first):
   * never delivered, kept only for someone to check (the privacy policy gives them the
   * same time as delivered messages). Returns how many were deleted.
   */
  eraseSpam(cutoff: number, limit = purgeBatchSize): number {
    const due = this.prepare<{ due: number }>(
      "SELECT EXISTS (SELECT 1 FROM spam WHERE created_at <= ?) AS due",
    ).get(cutoff);
    if (!due?.due) return 0;
    return this.write("eraseSpam", () =>
      Number(
        this.prepare(
          `DELETE FROM spam WHERE id IN (
             SELECT id FROM spam WHERE created_at <= ? ORDER BY created_at, id LIMIT ?)`,
        ).run(cutoff, limit).changes,
      ),
    );
  }

  /**
   * Erases every delivered message past the retention time at `now` and deletes the
   * spam kept as long, batch by batch, then empties the WAL. For the CLI; the server's
   * schedule runs the batches apart (server/relay/worker.ts). Returns how many of each.
   */
  purge(now: number, retentionDays: number): { erased: number; spam: number } {
    const cutoff = retentionCutoff(now, retentionDays);
    let erased = 0;
    let spam = 0;
    for (;;) {
      const batch = this.eraseDelivered(cutoff, now);
      const spamBatch = this.eraseSpam(cutoff);
      erased += batch;
      spam += spamBatch;
      if (batch < purgeBatchSize && spamBatch < purgeBatchSize) break;
    }
    if (erased + spam > 0) this.emptyWal();
    return { erased, spam };
  }

  /**
   * Copies the WAL into the database file and truncates it, so that erased data is
   * left in neither file (secure_delete zeroes it in the database's pages; the WAL
   * would keep the pages as they were until it is overwritten). Does not wait: while
   * another connection is reading, the WAL is left for the next purge or checkpoint.
   * True when the WAL was emptied.
   */
  emptyWal(): boolean {
    this.db.exec("PRAGMA busy_timeout = 0");
    try {
      const result = this.db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as
        { busy: number } | undefined;
      return result?.busy === 0;
    } finally {
      this.db.exec("PRAGMA busy_timeout = 5000");
    }
  }

  get(id: string): OutboxRow | undefined {
    const raw = this.prepare<RawOutboxRow>("SELECT * FROM outbox WHERE id = ?").get(id);
    return raw && toOutboxRow(raw);
  }

  getSpam(id: string): SpamRow | undefined {
    const raw = this.prepare<RawSpamRow>("SELECT * FROM spam WHERE id = ?").get(id);
    return raw && toSpamRow(raw);
  }

  /** Newest first. */
  list(options: { status?: OutboxStatus; limit: number }): OutboxRow[] {
    const raws = options.status
      ? this.prepare<RawOutboxRow>(
          "SELECT * FROM outbox WHERE status = ? ORDER BY created_at DESC, id DESC LIMIT ?",
        ).all(options.status, options.limit)
      : this.prepare<RawOutboxRow>(
          "SELECT * FROM outbox ORDER BY created_at DESC, id DESC LIMIT ?",
        ).all(options.limit);
    return raws.map(toOutboxRow);
  }

  listSpam(limit: number): SpamRow[] {
    return this.prepare<RawSpamRow>("SELECT * FROM spam ORDER BY created_at DESC, id DESC LIMIT ?")
      .all(limit)
      .map(toSpamRow);
  }

  /** When the next row becomes claimable (a due time or a lease end), or null if none will. */
  nextDueAt(): number | null {
    const row = this.prepare<{ due: number | null }>(
      `SELECT MIN(CASE status WHEN 'pending' THEN next_attempt_at ELSE lease_until END) AS due
           FROM outbox WHERE status IN ('pending', 'sending')`,
    ).get();
    return row?.due ?? null;
  }

  stats(now: number): OutboxStats {
    const counts = Object.fromEntries(outboxStatuses.map((status) => [status, 0])) as Record<
      OutboxStatus,
      number
    >;
    for (const { status, n } of this.prepare<{ status: OutboxStatus; n: number }>(
      "SELECT status, COUNT(*) AS n FROM outbox GROUP BY status",
    ).all()) {
      counts[status] = n;
    }
    const oldest = this.prepare<{ created: number | null }>(
      "SELECT MIN(created_at) AS created FROM outbox WHERE status IN ('pending', 'sending')",
    ).get();
    const spam = this.prepare<{ n: number }>("SELECT COUNT(*) AS n FROM spam").get();
    const refused = this.prepare<{ n: number }>(
      "SELECT COUNT(*) AS n FROM outbox WHERE status = 'failed' AND refusal IS NOT NULL",
    ).get();
    const erased = this.prepare<{ n: number }>(
      "SELECT COUNT(*) AS n FROM outbox WHERE erased_at IS NOT NULL",
    ).get();
    const last = this.prepare<{ id: string; failed_at: number; refusal: string }>(
      `SELECT id, failed_at, refusal FROM outbox WHERE status = 'failed' AND refusal IS NOT NULL
         ORDER BY failed_at DESC, id DESC LIMIT 1`,
    ).get();
    return {
      ...counts,
      spam: spam?.n ?? 0,
      refused: refused?.n ?? 0,
      erased: erased?.n ?? 0,
      lastRefusal: last
        ? { at: new Date(last.failed_at).toISOString(), id: last.id, error: last.refusal }
        : null,
      oldestUndeliveredSeconds:
        oldest?.created == null ? null : Math.max(0, Math.round((now - oldest.created) / 1000)),
    };
  }
}
