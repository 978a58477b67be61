/**
 * Driving the content editor at /admin (Sveltia CMS, decision 0018) without a network.
 * GitHub cannot be reached from a test, so the CMS is given its own test repository
 * instead: the configuration the build serves, with `backend` switched to `test-repo`
 * (which keeps files in the browser's origin private file system) and the editorial
 * workflow off (the test repository has no pull requests). The repository is filled
 * with this project's content/ and the media files the press releases use, so the CMS
 * shows the real entries, and what it saves is read back from there.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse, stringify } from "yaml";

/** The folder of the origin private file system the test repository lives in. */
const testRepository = "sveltia-cms-test";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * GitHub's status page, which the CMS reads on start to warn of an incident: answered
 * "no incident" here, since the test runs offline (the policy allowing it is tested
 * apart, on the header).
 */
export async function stubGitHubStatus(page: Page) {
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({
      json: { status: { indicator: "none", description: "All Systems Operational" } },
    }),
  );
}

/** Opens /admin on the test repository holding this project's content. */
export async function openTestRepository(page: Page) {
  await stubGitHubStatus(page);
  await page.route(/\/admin\/config\.yml/, async (route) => {
    const response = await route.fetch();
    const config = parse(await response.text()) as Record<string, unknown>;
    await route.fulfill({
      response,
      body: stringify({ ...config, backend: { name: "test-repo" }, publish_mode: "simple" }),
    });
  });
  await page.goto("/admin");
  const files = [...filesUnder("content"), ...filesUnder("public/media/company")]
    .filter((file) => !file.endsWith("README.md"))
    .map((file) => ({ path: file, base64: readFileSync(file).toString("base64") }));
  await page.evaluate(
    async ({ root, files }) => {
      const storage = await navigator.storage.getDirectory();
      const repository = await storage.getDirectoryHandle(root, { create: true });
      for (const file of files) {
        const parts = file.path.split("/");
        let dir = repository;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true });
        }
        const handle = await dir.getFileHandle(parts.at(-1)!, { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { root: testRepository, files },
  );
  await page.reload();
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
}

/** A file the CMS saved in the test repository, as text (undefined if there is none). */
export async function savedFile(page: Page, file: string): Promise<string | undefined> {
  return page.evaluate(
    async ({ root, file }) => {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
        const parts = file.split("/");
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return undefined;
      }
    },
    { root: testRepository, file },
  );
}

/** The files of a folder of the test repository, by name. */
export async function savedFileNames(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(
    async ({ root, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of folder.split("/")) dir = await dir.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
        names.push(name);
      }
      return names.sort();
    },
    { root: testRepository, folder },
  );
}

/**
 * Keeps a file the CMS saved as a fixture of the unit tests of its output
 * (src/lib/cms/formats.test.ts), when CMS_FIXTURES names the folder to write to:
 * `CMS_FIXTURES=tests/fixtures/cms npx playwright test admin` after upgrading the CMS.
 */
export function keepAsFixture(file: string, text: string) {
  const folder = process.env.CMS_FIXTURES;
  if (!folder) return;
  const target = path.join(folder, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}
