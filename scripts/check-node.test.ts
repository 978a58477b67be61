import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the check in a project whose package.json asks for `wanted`, on this test's Node. */
function check(wanted: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "check-node-"));
  dirs.push(dir);
  copyFileSync(path.join(root, "scripts/check-node.mjs"), path.join(dir, "check-node.mjs"));
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ devDependencies: { node: wanted } }),
  );
  return spawnSync(process.execPath, ["check-node.mjs"], { cwd: dir, encoding: "utf8" });
}

describe("npm test's Node check", () => {
  it("is the first step of npm test", () => {
    expect(packageJson.scripts.test).toMatch(/^node scripts\/check-node\.mjs && /);
  });

  it("fails with one line naming both versions when another Node runs", () => {
    const result = check("23.0.0");
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Node ${process.version}`);
    expect(lines[0]).toContain("not the project's Node 23.0.0");
  });

  it("passes on the Node the project asks for", () => {
    const result = check(process.version.slice(1));
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });

  it("runs on the project's own Node here", () => {
    expect(process.version).toBe(`v${packageJson.devDependencies.node}`);
  });

  it("decides every install script on purpose: Node's is approved", () => {
    expect(packageJson.allowScripts).toMatchObject({ node: true, "vnu-jar": false });
  });
});
