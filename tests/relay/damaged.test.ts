/**
 * A damaged outbox file, or a DATA_DIR the relay cannot write: the start stops with one
 * line naming the file or folder and what to do; the outbox CLI checks the file and
 * moves it aside, keeping it.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Outbox, OutboxOpenError } from "../../server/relay/outbox";
import { runOutboxCli } from "../../server/relay/outbox-cli";
import {
  freePort,
  removeTempDirs,
  tempDataDir,
  validPayload,
  waitUntil,
  withOutbox,
} from "./support/harness";
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

  it("with overwritten pages leaves the full server serving the site, the form at 503", async () => {
    const dir = tempDataDir();
    const file = outboxWithRows(dir);
    overwritePages(file, 2, 8);
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        PORT: String(port),
        DATA_DIR: dir,
        SITE_DIR: fakeSite(),
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitUntil(() => child.exitCode !== null || output.includes("Server listening"), {
        timeoutMs: 30_000,
        what: "the server to listen",
      });
      expect(child.exitCode, output).toBeNull();
      expect((await fetch(`${base}/`)).status).toBe(200);
      const health = await fetch(`${base}/healthz`, { headers: { "x-real-ip": "203.0.113.9" } });
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable", reason: "outbox_damaged" });
      const post = await fetch(`${base}/v1/email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validPayload),
      });
      expect(post.status).toBe(503);
      const lines = output.split("\n").filter((line) => line.includes("is damaged"));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!).msg).toMatch(
        /The outbox .*outbox\.db is damaged \(.+\)\. Stop the server/,
      );
      expect(output).not.toMatch(/^\s+at \S+/m);
      expect(lines[0]).not.toMatch(/\bat \S+:\d+/);
    } finally {
      child.kill("SIGKILL");
    }
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

describe("an outbox.db that is a symbolic link", () => {
  it("is refused without following it: the target is neither changed nor created", () => {
    const dir = tempDataDir();
    const elsewhere = tempDataDir();
    const victim = path.join(elsewhere, "victim.txt");
    writeFileSync(victim, "keep me", { mode: 0o644 });
    chmodSync(victim, 0o644);
    symlinkSync(victim, path.join(dir, "outbox.db"));
    expect(() => Outbox.open(dir)).toThrow(/is a symbolic link, which the relay does not follow/);
    expect(statSync(victim).mode & 0o777).toBe(0o644);
    expect(readFileSync(victim, "utf8")).toBe("keep me");

    const dangling = tempDataDir();
    const target = path.join(elsewhere, "created.db");
    symlinkSync(target, path.join(dangling, "outbox.db"));
    expect(() => Outbox.open(dangling)).toThrow(OutboxOpenError);
    expect(existsSync(target)).toBe(false);
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
