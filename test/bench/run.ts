// `npm run bench` (not part of npm test): HTTP throughput, delivery throughput, watchdog checks at 10,000 rules, then
// every function's bundle size and module-init time.
// A failing part is reported and the other still runs; the exit code is non-zero when either failed.
// `npm run bench:bundles` runs the bundle part alone (test/bench/bundles.ts, with its flags).
import { runBundleBench } from "./bundles.js";
import { deliveryThroughput } from "./delivery-throughput.js";
import { httpThroughput } from "./http-throughput.js";
import { watchdogThroughput } from "./watchdog-throughput.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function throughput() {
  console.log(`HTTP throughput: ${seconds}s per server, ${concurrency} concurrent connections`);
  // As `npm start` runs it (DynamoDB Local persisting to disk), then with the emulator in memory.
  for (const inMemory of [false, true]) {
    const r = await httpThroughput({ seconds, concurrency }, inMemory);
    console.table([r.bare, r.logdx]);
    console.log(
      `logdx / bare throughput ratio: ${r.ratio} (bare is ${Math.round(r.bare.rps / Math.max(1, r.logdx.rps))}x faster)\n`,
    );
  }
}

async function deliveries() {
  console.log("Delivery throughput: one delivery worker, signed webhooks to a local receiver");
  console.table([await deliveryThroughput({ events: 100, channels: 10 })]);
}

async function watchdog() {
  console.log("Watchdog: 10,000 rules (100 projects × 100) on Loki fakes; one dispatcher tick, then one check worker");
  console.table([await watchdogThroughput()]);
}

async function main() {
  let failed = false;
  for (const [name, part] of [
    ["throughput", throughput],
    ["delivery", deliveries],
    ["watchdog", watchdog],
    ["bundle", () => runBundleBench()],
  ] as const) {
    try {
      await part();
    } catch (err) {
      failed = true;
      console.error(`${name} bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }
  if (failed) process.exitCode = 1;
}

await main();
