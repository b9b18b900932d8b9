// Writes test/worker/fixtures/wc-golden.json from the output of test/worker/matches/wc-golden.test.ts run
// with RECORD_GOLDEN=1 (see that file): one line "GOLDEN {name, answer}" per call.
import { readFileSync, writeFileSync } from "node:fs";

const log = readFileSync(process.argv[2], "utf8");
const out = {};
for (const line of log.split("\n")) {
  const at = line.indexOf("GOLDEN {");
  if (at < 0) continue;
  const { name, answer } = JSON.parse(line.slice(at + "GOLDEN ".length));
  out[name] = answer;
}
if (Object.keys(out).length === 0) throw new Error("no recorded answers in the log");
writeFileSync(new URL("../test/worker/fixtures/wc-golden.json", import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`Recorded ${Object.keys(out).length} answers.`);
