/**
 * A damaged outbox file, or a DATA_DIR the relay cannot write: the start stops with one
 * line naming the file or folder and what to do; the outbox CLI checks the file and
 * moves it aside, keeping it.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmdirSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Outbox, OutboxOpenError } from "../../server/relay/outbox";
import { runOutboxCli } from "../../server/relay/outbox-cli";
import { removeTempDirs, tempDataDir, validPayload, withOutbox } from "./support/harness";
import { fakeSite } from "./support/site";

const root = fileURLToPath(new URL("../..", import.meta.url));
afterEach(() => removeTempDirs());

/** Starts a server entry point that is expected to refuse to start; its exit code and output. */
async function refusedStart(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, stdout, stderr, lines: stderr.split("\n").filter((line) => line.trim()) };
}

const message = { ...validPayload, message: "A message long enough to fill pages. ".repeat(80) };

/** A real outbox with rows in the database file itself (checkpointed), then closed. */
function outboxWithRows(dir: string, rows = 60): string {
  withOutbox(dir, (outbox) => {
    for (let i = 0; i < rows; i++)
      outbox.enqueue(message, { messageIdDomain: "ridgeline.example", now: Date.now() });
  });
  return path.join(dir, "outbox.db");
}

/** Overwrites `pages` pages from page `firstPage` (1-based, 4 KiB) with junk, as a bad disk would. */
function overwritePages(file: string, firstPage: number, pages: number): void {
  const fd = openSync(file, "r+");
  try {
    writeSync(fd, Buffer.alloc(4096 * pages, 0x41), 0, 4096 * pages, 4096 * (firstPage - 1));
  } finally {
    closeSync(fd);
  }
}

describe("a damaged outbox file", () => {
  it("that is not a database stops the relay's start with one line naming it", async () => {
    const dir = tempDataDir();
    writeFileSync(
      path.join(dir, "outbox.db"),
      Buffer.from("this is not an SQLite database ".repeat(200)),
    );
    const { code, lines, stdout } = await refusedStart("server/relay/main.ts", { DATA_DIR: dir });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`The outbox ${path.join(dir, "outbox.db")} is damaged`);
    expect(lines[0]).toContain("npm run outbox -- check");
    expect(lines[0]).toContain("npm run outbox -- move-aside");
    expect(lines[0]).not.toMatch(/\bat \S+:\d+/);
    expect(stdout).not.toContain("Server listening");
  });

  it("with overwritten pages stops the full server's start the same way", async () => {
    const dir = tempDataDir();
    const file = outboxWithRows(dir);
    overwritePages(file, 2, 8);
    const { code, lines } = await refusedStart("server/main.ts", {
      DATA_DIR: dir,
      SITE_DIR: fakeSite(),
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The outbox .*outbox\.db is damaged \(.+\)\. Stop the server/);
  });

  it("is found by `outbox check` and kept by `outbox move-aside`, then the relay starts afresh", () => {
    const dir = tempDataDir();
    const file = outboxWithRows(dir);
    const io = { out: [] as string[], err: [] as string[] };
    const cli = (...argv: string[]) => {
      io.out.length = 0;
      io.err.length = 0;
      return runOutboxCli(
        argv,
        dir,
        { out: (l) => io.out.push(l), err: (l) => io.err.push(l) },
        () => Date.UTC(2026, 10, 25, 12),
      );
    };
    expect(cli("check")).toBe(0);
    expect(io.out.join("\n")).toContain("ok");
    expect(cli("move-aside")).toBe(1);
    expect(io.err.join("\n")).toContain("is sound");

    overwritePages(file, 2, 8);
    expect(cli("check")).toBe(1);
    expect(io.err[0]).toBe(`${file} is damaged:`);
    expect(cli("list")).toBe(1);
    expect(io.err.join("\n")).toContain("is damaged");
    expect(() => Outbox.open(dir, { check: true })).toThrow(OutboxOpenError);

    expect(cli("move-aside")).toBe(0);
    const kept = `${file}.damaged-2026-11-25T12-00-00-000Z`;
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(file)).toBe(false);
    expect(io.out.join("\n")).toContain("Nothing was deleted");
    // A fresh outbox opens and takes messages.
    withOutbox(dir, (outbox) => {
      outbox.enqueue(validPayload, { messageIdDomain: "ridgeline.example", now: Date.now() });
      expect(outbox.stats(Date.now()).pending).toBe(1);
    });
    expect(readdirSync(dir).filter((name) => name.includes("damaged")).length).toBeGreaterThan(0);
  });
});

describe("a DATA_DIR the relay cannot write", () => {
  it("that is a file is named as such", () => {
    const file = path.join(tempDataDir(), "data");
    writeFileSync(file, "");
    expect(() => Outbox.open(file)).toThrow(`DATA_DIR ${file} is not a folder.`);
  });

  // As root (CI too) a small read-only tmpfs can be mounted; elsewhere this case is skipped.
  const mountPoint = mkdtempSync(path.join(tmpdir(), "relay-read-only-"));
  let skip = "";
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m,ro", "tmpfs", mountPoint], {
      stdio: "pipe",
    });
  } catch (error) {
    skip = `skipped: cannot mount a read-only tmpfs here (${String((error as Error).message).split("\n")[0]})`;
    console.warn(`tests/relay/damaged: ${skip}`);
  }
  afterAll(() => {
    if (!skip) execFileSync("umount", [mountPoint]);
    rmdirSync(mountPoint);
  });

  it.skipIf(Boolean(skip))(`on a read-only file system is named as such ${skip}`, async () => {
    {
      const missing = path.join(mountPoint, "data");
      expect(() => Outbox.open(missing)).toThrow(
        `DATA_DIR ${missing} does not exist and cannot be created: ${mountPoint} is on a read-only file system (EROFS).`,
      );
      expect(() => Outbox.open(mountPoint)).toThrow(
        `DATA_DIR ${mountPoint} is on a read-only file system (EROFS)`,
      );
      const { code, lines } = await refusedStart("server/relay/main.ts", { DATA_DIR: missing });
      expect(code).toBe(1);
      expect(lines).toEqual([expect.stringContaining("is on a read-only file system (EROFS)")]);
    }
  });
});
