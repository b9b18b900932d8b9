// Seeds the local D1 database (idempotent). Flags:
//   --no-demo         cities and pricing only (what production gets)
//   --remove-demo     delete the sample venues and posts
//   --persist-to DIR  local state directory (default: wrangler's .wrangler/state)
//   --remote          run against the deployed database (never with demo content)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { baseSeedStatements, demoSeedStatements, removeDemoStatements } from "../src-worker/db/seed/index";
// @ts-expect-error plain JS helper
import { root, run } from "./lib/wrangler.mjs";

const args = process.argv.slice(2);
const has = (flag: string) => args.includes(flag);
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;
const remote = has("--remote");

let statements: string[];
if (has("--remove-demo")) {
  statements = removeDemoStatements();
} else {
  const demo = !has("--no-demo") && !remote;
  statements = [...baseSeedStatements(), ...(demo ? demoSeedStatements() : [])];
}

const dir = path.join(root, ".tmp");
mkdirSync(dir, { recursive: true });
const file = path.join(dir, "seed.sql");
writeFileSync(file, statements.join("\n") + "\n");
run("wrangler", ["d1", "execute", "DB", remote ? "--remote" : "--local", "--file", file, ...(persistTo ? ["--persist-to", persistTo] : [])], { quiet: true });
console.log(`Seeded ${statements.length} statements${has("--remove-demo") ? " (demo content removed)" : ""}.`);
