import { z } from "zod";
import { integer, relayEnvShape } from "./relay/config";

/**
 * How long a client may take, for the site and the relay alike. A request (headers
 * and body) must arrive within REQUEST_TIMEOUT_MS, its headers within
 * HEADERS_TIMEOUT_MS (at most the former), or it gets 408 and the connection is
 * closed; an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS. 10 s
 * carries a 64 KB body at 52 kbit/s (2G); a contact message is a few KB.
 */
export const serverTimeoutShape = {
  REQUEST_TIMEOUT_MS: integer(10_000, 1000, 600_000),
  HEADERS_TIMEOUT_MS: integer(10_000, 1000, 600_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(5000, 1000, 600_000),
};

/** Environment variables of the web server and its contact relay, validated at start. */
export const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** The prerendered site (the build's client folder). */
  SITE_DIR: z.string().min(1).default("build/client"),
  /** Origins besides our own the pages may send requests to (the relay, web vitals). */
  MEDIA_BASE_URL: z.string().optional(),
  RELAY_URL: z.string().optional(),
  VITALS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...serverTimeoutShape,
  /**
   * With it, GET /healthz shows its counts to `Authorization: Bearer <token>` (besides
   * loopback callers); without it, only to loopback.
   */
  HEALTH_TOKEN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, "must be 16 to 200 printable ASCII characters, no spaces")
      .optional(),
  ),
  /** The contact relay (POST /v1/email): see server/relay/config.ts and docs/relay.md. */
  ...relayEnvShape,
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses env or throws one message listing every bad variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
