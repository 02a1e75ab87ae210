// `npm run bench` (not part of npm test): HTTP throughput, then bundle sizes when test/bench/bundles.ts exists.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { httpThroughput } from "./http-throughput.js";

const here = dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function main() {
  console.log(`HTTP throughput: ${seconds}s per server, ${concurrency} concurrent connections`);
  // As `npm start` runs it (DynamoDB Local persisting to disk), then with the emulator in memory.
  for (const inMemory of [false, true]) {
    const r = await httpThroughput({ seconds, concurrency }, inMemory);
    console.table([r.bare, r.logdx]);
    console.log(
      `logdx / bare throughput ratio: ${r.ratio} (bare is ${Math.round(r.bare.rps / Math.max(1, r.logdx.rps))}x faster)\n`,
    );
  }

  const bundles = join(here, "bundles.ts");
  if (existsSync(bundles)) {
    try {
      const mod = (await import(bundles)) as { runBundleBench?: () => Promise<unknown[]> };
      const rows = await mod.runBundleBench?.();
      if (rows) console.table(rows);
    } catch (err) {
      console.error(`bundle bench failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
