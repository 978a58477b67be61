/**
 * `npm run bench:relay`: how many contact messages per second the relay accepts
 * (validated and committed to the outbox with synchronous=FULL before each 202),
 * and the p99 latency. Loopback only, rate limit off, bounded in time.
 *
 *   npm run bench:relay -- [--duration 10] [--connections 10] [--port 3211] [--smtp]
 *
 * The relay runs as its own process (as in production), so the load generator
 * does not share its event loop. Without --smtp, messages are held (no
 * delivery); with --smtp, a local SMTP sink receives them while the benchmark
 * runs, so accepting competes with delivering. Results go to
 * bench-results/relay.json.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

type AutocannonResult = {
  duration: number;
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const root = fileURLToPath(new URL("..", import.meta.url));

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const durationSeconds = Math.min(option("duration", 10), 60);
const connections = option("connections", 10);
const withSmtp = process.argv.includes("--smtp");

async function startSink(): Promise<{
  url: string;
  received: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    // In clear: allowed for a loopback server only (server/relay/smtp-url.ts).
    url: `smtp://127.0.0.1:${port}?requireTLS=false`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function startRelay(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/relay/main.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", ...env },
    // Request logs stay on (as in production) but are not read here.
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`relay exited with ${child.exitCode}:\n${errors}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`relay did not start on ${url}:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "relay-bench-"));
const sink = withSmtp ? await startSink() : undefined;
const relay = await startRelay(option("port", 3211), {
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: "0",
  ...(sink ? { SMTP_URL: sink.url } : {}),
});

try {
  const result = await autocannon({
    url: `${relay.url}/v1/email`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      senderMail: "bench@load.example",
      senderName: "Load Test",
      subject: "Benchmark Ltd.",
      message:
        "Name: Load Test\nCompany: Benchmark Ltd.\nEmail: bench@load.example\nPhone: 613-555-0100\nMessage: Request [<id>]",
    }),
    idReplacement: true,
    connections,
    duration: durationSeconds,
  });
  const accepted = result.statusCodeStats["202"]?.count ?? 0;
  const summary = {
    date: new Date().toISOString(),
    durationSeconds: result.duration,
    connections,
    delivery: sink ? "smtp (local sink)" : "held (no SMTP)",
    acceptedPerSecond: Math.round((accepted / result.duration) * 10) / 10,
    accepted,
    otherResponses: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    deliveredDuringRun: sink?.received(),
    machine: {
      cpus: (await import("node:os")).cpus().length,
      loadAverage: (await import("node:os")).loadavg(),
    },
  };
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench-results", "relay.json"),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  console.log(
    `relay: ${summary.acceptedPerSecond} accepted messages/s, p99 ${summary.latencyMs.p99} ms ` +
      `(p50 ${summary.latencyMs.p50} ms; ${accepted} accepted, ${summary.otherResponses} other, ` +
      `${summary.errors} errors in ${result.duration} s, ${connections} connections, ${summary.delivery})`,
  );
  if (summary.otherResponses > 0 || summary.errors > 0) process.exitCode = 1;
} finally {
  await relay.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
