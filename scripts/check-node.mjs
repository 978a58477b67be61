// The first step of `npm test`: the tests mean nothing on another Node. The project
// brings its Node as the npm package `node` (a devDependency), whose install script
// puts it first on npm's PATH; if that script was skipped (npm's allowScripts), the
// machine's own Node would quietly run everything. Plain JavaScript, so that any
// Node can run it and say so. Reads package.json where npm runs scripts: the root.
import { readFileSync } from "node:fs";

const wanted = JSON.parse(readFileSync("package.json", "utf8")).devDependencies?.node;
if (`v${wanted}` !== process.version) {
  console.error(
    `npm test: Node ${process.version} (${process.execPath}) is running, not the project's Node ${wanted} from the npm package "node": run "npm install" with "node": true in package.json's allowScripts, so that its install script brings it.`,
  );
  process.exit(1);
}
