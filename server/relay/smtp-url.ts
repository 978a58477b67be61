import { isIP } from "node:net";
import { parseConnectionUrl } from "nodemailer/lib/shared";

/**
 * What SMTP_URL may say about transport security. `smtp://` must upgrade with STARTTLS
 * (nodemailer's requireTLS): opportunistic STARTTLS lets anyone on the path strip the
 * server's offer and read the password and every message. Only an MTA on this machine
 * may be reached in clear, and only when the URL says so with `?requireTLS=false`; the
 * same for `?tls.rejectUnauthorized=false`, which encrypts to whoever answers.
 */

/** The query value that opts out, as the operator writes it. */
export const plaintextOptOut = "requireTLS=false";

/** Hosts that never leave this machine: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (name === "localhost") return true;
  if (isIP(name) === 4) return name.startsWith("127.");
  return name === "::1" || name === "0:0:0:0:0:0:0:1";
}

/**
 * Why the URL would send the password or messages in clear to another machine, or
 * could be made to, as one sentence; null when it may be used. The URL is read with
 * nodemailer's own parser, so what is checked is what the transport will do.
 */
export function plaintextProblem(url: string): string | null {
  const options = parseConnectionUrl(url) as ReturnType<typeof parseConnectionUrl> & {
    service?: unknown;
  };
  // A well-known service's settings are applied after the URL's and replace its host.
  if (options.service !== undefined)
    return "the service= option is not supported: write the mail server's host and port";
  const host = options.host ?? "localhost";
  // Encryption with any certificate accepted lets anyone on the path pose as the server.
  const tls = options.tls as { rejectUnauthorized?: unknown } | undefined;
  if (tls && "rejectUnauthorized" in tls && !tls.rejectUnauthorized && !isLoopbackHost(host)) {
    return `tls.rejectUnauthorized=false would accept any certificate from ${host}, so anyone on the path could pose as it and read the SMTP password and every message; it is allowed only for a mail server on this machine (localhost, 127.0.0.1, ::1). Remove it, or give Node the server's CA with NODE_EXTRA_CA_CERTS`;
  }
  if (options.secure) return null;
  // Absent, requireTLS is ours (true) and wins over ignoreTLS and opportunisticTLS.
  if (!("requireTLS" in options) || options.requireTLS) return null;
  if (isLoopbackHost(host)) return null;
  return `${plaintextOptOut} would send the SMTP password and every message in clear to ${options.host}; it is allowed only for a mail server on this machine (localhost, 127.0.0.1, ::1). Remove it (STARTTLS is then required) or use smtps://`;
}

/** Thrown when a transport would be built from a URL that plaintextProblem refuses. */
export class PlaintextSmtpError extends Error {
  constructor(problem: string) {
    super(`SMTP_URL: ${problem}`);
    this.name = "PlaintextSmtpError";
  }
}
