// Runs the benchmarks named on the command line (or all): npm run bench -w @arcadia/bench -- status
import { readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const all = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.bench.ts'));
for (const file of all.filter((f) => !wanted.length || wanted.some((w) => f.startsWith(w)))) {
  console.log(`\n== ${file}`);
  await import(`./${file}`);
}
