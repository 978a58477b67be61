/**
 * `npm run outbox -- show/list` print what visitors and bots sent: control characters
 * never reach the operator's terminal as such.
 */
import { afterEach, describe, expect, it } from "vitest";
import { runOutboxCli } from "../../server/relay/outbox-cli";
import { removeTempDirs, tempDataDir, validPayload, withOutbox } from "./support/harness";

afterEach(() => removeTempDirs());

// OSC title, clear screen, colour, a C1 CSI, DEL, a right-to-left override, a bell.
const hostile =
  "\u001b]0;TITLE-HIJACK\u0007\u001b[2J\u001b[1;31mFAKE PROMPT$ \u009b2J\u007f\u202eevil";

describe("the outbox CLI's printing", () => {
  it("escapes control characters in show and list, keeps line breaks and --json as JSON", () => {
    const dir = tempDataDir();
    const id = withOutbox(dir, (outbox) =>
      outbox.quarantine(
        { ...validPayload, subject: `Acme ${hostile}`, message: "line one\n\tline two" },
        { reason: "honeypot", honeypot: hostile, renderedAt: null, clientIp: "203.0.113.9" },
        Date.now(),
      ),
    );
    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    expect(runOutboxCli(["show", id], dir, io)).toBe(0);
    expect(runOutboxCli(["list", "--spam"], dir, io)).toBe(0);
    const printed = out.join("\n");
    // eslint-disable-next-line no-control-regex -- the characters under test
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(printed).toContain("Honeypot:      \\u001b]0;TITLE-HIJACK\\u0007\\u001b[2J");
    expect(printed).toContain("\\u009b2J\\u007f\\u202eevil");
    expect(printed).toContain("line one\n\tline two");

    out.length = 0;
    expect(runOutboxCli(["show", id, "--json"], dir, io)).toBe(0);
    expect(JSON.parse(out.join("\n")).honeypot).toBe(hostile);
  });
});
