import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "./company";

describe("company artwork", () => {
  it("is committed exactly as the generator makes it, with no <text> for a browser to lay out", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "company-media-"));
    try {
      const written = await generate(dir);
      expect(written.length).toBeGreaterThan(0);
      for (const file of written) {
        const relative = path.relative(dir, file);
        const made = readFileSync(file, "utf8");
        expect(made, relative).not.toContain("<text");
        expect(readFileSync(path.join("public/media", relative), "utf8"), relative).toBe(made);
      }
      // Every logo and badge the pages show came out of this generator.
      for (const sub of ["awards", "badges"]) {
        for (const name of readdirSync(`public/media/company/${sub}`)) {
          expect(written.map((f) => path.relative(dir, f))).toContain(`company/${sub}/${name}`);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
