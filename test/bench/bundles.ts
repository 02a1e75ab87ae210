// Bundle benchmark: esbuild-bundles every function entry (route table + workers + $default) with the deployed options,
// then prints each minified bundle's size and its module-init time over bare `node`.
// Times them with the Lambda runtime's Node major (fetched once, test/bench/lambda-node.ts) unless --node says another.
// Run alone: `npx tsx test/bench/bundles.ts [--runs N] [--analyze] [--only <substring>] [--node <bin>]`;
// `npm run bench` calls runBundleBench().
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Metafile } from "esbuild";
import { NOT_FOUND_HANDLER } from "../../lib/api/http-api.js";
import { BUNDLE_OPTIONS } from "../../lib/functions/bundling.js";
import { constructIdOf } from "../../lib/functions/ids.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";
import { routeDefines, writeRouteEntry } from "../../lib/functions/route-entry.js";
import { runtimeEnvironment } from "../../lib/functions/runtime-env.js";
import { notFoundRoute } from "../../shared/http/not-found-route.js";
import { routes } from "../../shared/routes/table.js";
import { workers } from "../../shared/workers.js";
import { lambdaNode } from "./lambda-node.js";

export const SIZE_TARGET_BYTES = 250 * 1024;
export const INIT_TARGET_MS = 60;

export interface BundleBenchResult {
  /** Route or worker ids served by this handler module. */
  ids: string[];
  handler: string;
  bytes: number;
  /** Fastest process run with the bundle minus the fastest bare `node -e ''`; undefined when the import failed. */
  initMs?: number;
  /** The same with medians (noisier on a busy machine). */
  initMedianMs?: number;
  /** CPU time of the import itself, measured inside the child. */
  importCpuMs?: number;
  error?: string;
  /** Largest inputs of the bundle (with --analyze). */
  topInputs?: Array<{ path: string; bytes: number }>;
}

export interface BundleBenchOptions {
  runs?: number;
  analyze?: boolean;
  /** Only the handler modules whose path contains this. */
  only?: string;
  /** The node binary to time with; default the Lambda runtime's major (test/bench/lambda-node.ts). */
  node?: string;
  log?: (line: string) => void;
}

// The environment the stack gives every function (lib/functions/runtime-env.ts, NODE_OPTIONS included: a flag such
// as --enable-source-maps costs cold-start time too) plus what Lambda itself sets.
const LAMBDA_LIKE_ENV: Record<string, string> = {
  ...runtimeEnvironment({
    tableName: "logdx-bench",
    queueUrls: {
      analysis: "https://sqs.us-east-1.amazonaws.com/000000000000/analysis",
      delivery: "https://sqs.us-east-1.amazonaws.com/000000000000/delivery",
      watchdog: "https://sqs.us-east-1.amazonaws.com/000000000000/watchdog",
    },
    credentialsKeyArn: "arn:aws:kms:us-east-1:000000000000:key/00000000-0000-0000-0000-000000000000",
  }),
  AWS_LAMBDA_FUNCTION_NAME: "bench",
  AWS_REGION: "us-east-1",
  AWS_ACCESS_KEY_ID: "bench",
  AWS_SECRET_ACCESS_KEY: "bench",
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

// The child times its own import too: CPU time spent importing is far less disturbed by a busy machine than wall time.
// It waits one macrotask after the import: work a module starts at init (createHandler loading the port middlewares)
// runs in microtasks and belongs to the cold start.
const IMPORT_PROBE =
  "const c0=process.cpuUsage();await import(process.argv[1]);await new Promise(r=>setImmediate(r));const c=process.cpuUsage(c0);" +
  "process.stdout.write(String((c.user+c.system)/1000))";

interface Timing {
  /** Wall time of the whole process: min and median over the runs. */
  minMs: number;
  medianMs: number;
  /** CPU time of the import alone, median over the runs. */
  importCpuMs: number;
  error?: string;
}

function timeNode(node: string, args: string[], runs: number): Timing {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    const out = spawnSync(node, args, { env: LAMBDA_LIKE_ENV, encoding: "utf8", cwd: REPO_ROOT });
    walls.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (out.status !== 0) {
      const error = (out.stderr || out.stdout).trim().split("\n").slice(-3).join(" | ");
      return { minMs: Number.NaN, medianMs: Number.NaN, importCpuMs: Number.NaN, error };
    }
    cpus.push(Number(out.stdout) || 0);
  }
  return { minMs: Math.min(...walls), medianMs: median(walls), importCpuMs: median(cpus) };
}

/** Largest contributors to a bundle, grouped by npm package or by the repo's top two folders. */
function topInputs(meta: Metafile, n = 10) {
  const [output] = Object.values(meta.outputs).filter((o) => o.entryPoint);
  const groups = new Map<string, number>();
  for (const [path, v] of Object.entries(output?.inputs ?? {})) {
    const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
    const key = pkg ?? path.split("/").slice(0, 2).join("/");
    groups.set(key, (groups.get(key) ?? 0) + v.bytesInOutput);
  }
  return [...groups]
    .map(([path, bytes]) => ({ path, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, n);
}

export async function runBundleBench(opts: BundleBenchOptions = {}): Promise<BundleBenchResult[]> {
  const runs = opts.runs ?? 10;
  const log = opts.log ?? ((line: string) => console.log(line));
  // Inside the repo, as a bundle that still imported a package would resolve it from node_modules.
  const outRoot = join(REPO_ROOT, ".cache", "bench-bundles");
  rmSync(outRoot, { recursive: true, force: true });

  // As the stack bundles them: a route's generated entry (lib/functions/route-entry.ts), a worker's module as is.
  const byHandler = new Map<string, string[]>();
  const entryOf = new Map<string, string>();
  const definesOf = new Map<string, Record<string, string>>([[NOT_FOUND_HANDLER, routeDefines(notFoundRoute)]]);
  const notFound = { id: "$default", handler: NOT_FOUND_HANDLER };
  for (const e of [...routes, ...workers, notFound]) {
    if (opts.only && !e.handler.includes(opts.only)) continue;
    byHandler.set(e.handler, [...(byHandler.get(e.handler) ?? []), e.id]);
    const route = routes.find((r) => r === e);
    const worker = workers.find((w) => w === e);
    if (route) definesOf.set(e.handler, routeDefines(route));
    if (worker) definesOf.set(e.handler, routeDefines(worker));
    if (!entryOf.has(e.handler)) {
      entryOf.set(
        e.handler,
        route ? writeRouteEntry(route, routes, constructIdOf(route.id)) : join(REPO_ROOT, e.handler),
      );
    }
  }

  const node = opts.node ? { path: opts.node, version: "(--node)" } : lambdaNode();
  const baseline = timeNode(node.path, ["-e", ""], runs);
  log(
    `bundle bench (node ${node.version}${"fallback" in node && node.fallback ? `: ${node.fallback}` : ""}): ${byHandler.size} handler modules, ${runs} runs each, AWS SDK bundled, ` +
      `bare node ${baseline.minMs.toFixed(1)} ms (min) / ${baseline.medianMs.toFixed(1)} ms (median)`,
  );

  const results: BundleBenchResult[] = [];
  let n = 0;
  for (const [handler, ids] of byHandler) {
    n += 1;
    const outfile = join(outRoot, String(n), "index.mjs");
    mkdirSync(join(outRoot, String(n)), { recursive: true });
    const built = await build({
      entryPoints: [entryOf.get(handler) ?? join(REPO_ROOT, handler)],
      bundle: true,
      outfile,
      format: BUNDLE_OPTIONS.format,
      platform: BUNDLE_OPTIONS.platform,
      target: BUNDLE_OPTIONS.target,
      minify: BUNDLE_OPTIONS.minify,
      sourcemap: BUNDLE_OPTIONS.sourcemap,
      sourcesContent: false,
      mainFields: [...BUNDLE_OPTIONS.mainFields],
      banner: { js: BUNDLE_OPTIONS.banner },
      external: [...BUNDLE_OPTIONS.external],
      alias: { ...BUNDLE_OPTIONS.alias },
      define: { ...BUNDLE_OPTIONS.define, ...definesOf.get(handler) },
      metafile: true,
      logLevel: "silent",
    });
    const bytes = statSync(outfile).size;
    const timed = timeNode(node.path, ["--input-type=module", "-e", IMPORT_PROBE, pathToFileURL(outfile).href], runs);
    const result: BundleBenchResult = {
      ids,
      handler,
      bytes,
      ...(timed.error
        ? { error: timed.error }
        : {
            initMs: Math.max(0, timed.minMs - baseline.minMs),
            initMedianMs: Math.max(0, timed.medianMs - baseline.medianMs),
            importCpuMs: timed.importCpuMs,
          }),
      ...(opts.analyze ? { topInputs: topInputs(built.metafile) } : {}),
    };
    results.push(result);
    const size = `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
    const init =
      result.initMs === undefined
        ? "  import failed"
        : `init ${result.initMs.toFixed(1)} ms (median ${result.initMedianMs?.toFixed(1)}, import cpu ${result.importCpuMs?.toFixed(1)})`;
    const flags = [
      bytes > SIZE_TARGET_BYTES ? "OVER SIZE" : "",
      (result.initMs ?? 0) > INIT_TARGET_MS ? "OVER INIT" : "",
    ].filter(Boolean);
    log(`  ${size}  ${init}  ${handler} (${ids.join(", ")})${flags.length ? `  <- ${flags.join(", ")}` : ""}`);
    if (result.error) log(`      import failed: ${result.error}`);
    for (const t of result.topInputs ?? []) log(`      ${(t.bytes / 1024).toFixed(1).padStart(7)} kB  ${t.path}`);
  }
  const maxBytes = Math.max(...results.map((r) => r.bytes));
  const inits = results.flatMap((r) => (r.initMs === undefined ? [] : [r.initMs]));
  log(
    `bundles: max ${(maxBytes / 1024).toFixed(1)} kB (target <= ${SIZE_TARGET_BYTES / 1024} kB), ` +
      `init max ${Math.max(...inits).toFixed(1)} ms / median ${median(inits).toFixed(1)} ms (target <= ${INIT_TARGET_MS} ms)`,
  );
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argAfter = (flag: string) => {
    const at = process.argv.indexOf(flag);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  await runBundleBench({
    runs: argAfter("--runs") === undefined ? undefined : Number(argAfter("--runs")),
    only: argAfter("--only"),
    node: argAfter("--node"),
    analyze: process.argv.includes("--analyze"),
  });
}
