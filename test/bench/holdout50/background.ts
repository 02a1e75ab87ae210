// The normal multi-region noise every file carries: edge traffic and health checks, app work, store checkpoints and
// replication status, cache saves, MirrorMaker offset commits, a periodic job, a noisy service with a constant
// harmless error, deprecation warnings and retries that succeed.
import type { Ctx } from "./stream.js";

const UA = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)",
  "axios/1.6.8",
  "Go-http-client/2.0",
];

export function edgeLine(
  c: Ctx,
  region: string,
  method: string,
  path: string,
  status: number,
  ms: number,
  rid: string,
  flags = "-",
): string {
  const e = c.e;
  if (e.edgeKind === "cloudflare")
    return `${method} ${path} ${status} pool=${region} origin=${c.app(region)} rt=${ms}ms cf-ray=${rid.slice(0, 16)}-${region.startsWith("us") ? "IAD" : region.startsWith("eu") ? "FRA" : "SIN"}`;
  const up = flags === "UF" || flags === "UH" ? "-" : `${c.rng.ip()}:8080`;
  return `"${method} ${path} HTTP/1.1" ${status} ${flags} ${c.rng.int(0, 900)} ${c.rng.int(80, 9000)} ${ms} ${status >= 500 ? "-" : Math.max(1, ms - c.rng.int(1, 5))} "${c.rng.ip("172")}" "${c.rng.pick(UA)}" "${rid}" "api.${e.domain}" "${up}" outbound|8080||${e.app}.${region}.svc.cluster.local`;
}

export function appOk(c: Ctx, method: string, path: string, status: number, ms: number): string {
  switch (c.e.runtime) {
    case "node":
      return `${method} ${path} ${status} ${ms}ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} - ${ms}ms`;
    case "java":
      return `Completed ${status} ${status === 200 ? "OK" : "CREATED"} for ${method} "${path}" in ${ms}ms`;
    case "go":
      return `request completed method=${method} path=${path} status=${status} duration=${ms}ms`;
  }
}

const fill = (c: Ctx, p: string) => p.replace("{id}", c.rng.hex(8));

/** Emits the background of the whole window at about `rate` lines per second. */
export function background(c: Ctx, rate: number): void {
  const e = c.e;
  const rng = c.rng;
  const reqPerSec = rate * 0.5;
  // Edge traffic: each request one edge line and one app line, sometimes a store or cache line.
  let off = rng.float(0, 500);
  while (off < c.dur) {
    const live = e.regions.filter((r) => !c.isDrained(r, off));
    const region = rng.pick(live.length ? live : e.regions);
    const rid = rng.hex(12);
    const path = fill(c, rng.pick(e.paths));
    const method = path.includes("{") || rng.chance(0.6) ? "GET" : "POST";
    const ms = rng.int(8, 160) + c.extraLatency(region, off);
    const status = method === "POST" ? 201 : 200;
    if (!c.isSilent(e.edge, off)) c.emit(off, e.edge, "info", edgeLine(c, region, method, path, status, ms, rid));
    if (!c.isSilent(c.app(region), off)) {
      c.emit(off - ms + rng.int(0, 3), c.app(region), "info", appOk(c, method, path, status, Math.max(1, ms - 3)), {
        trace: rid,
      });
      if (rng.chance(0.25))
        c.emit(off - ms / 2, c.app(region), "info", `${rng.pick(e.work)} ok in ${rng.int(2, 40)}ms`, { trace: rid });
      if (c.cache(region) && rng.chance(0.1) && !c.isSilent(c.cache(region), off))
        c.emit(
          off - ms / 2,
          c.app(region),
          "debug",
          `cache ${rng.chance(0.8) ? "hit" : "miss"} key=${e.table}:${rng.hex(6)}`,
        );
    }
    off += (1000 / reqPerSec) * rng.float(0.3, 1.7);
  }
  for (const r of e.regions) {
    const app = c.app(r);
    const db = c.db(r);
    // Health checks from the edge and the DNS monitor (failing while the region is unhealthy).
    for (let o = rng.float(0, 10_000); o < c.dur; o += rng.float(8_000, 12_000)) {
      const bad = c.isUnhealthy(r, o);
      const ip = rng.ip();
      const line =
        e.edgeKind === "cloudflare"
          ? `monitor ${r}-https: origin ${app} ${bad ? "unhealthy (GET /healthz: connection refused)" : `healthy (GET /healthz 200 in ${rng.int(3, 30)}ms)`}`
          : `health_check: cluster=${e.app}-${r} host ${ip}:8080 ${bad ? "unhealthy (GET /healthz 503), 0/3 hosts healthy" : "healthy (GET /healthz 200)"}`;
      c.emit(o, e.edge, bad ? "warn" : "info", line);
    }
    for (let o = rng.float(0, 30_000); o < c.dur; o += rng.float(28_000, 32_000)) {
      const bad = c.isUnhealthy(r, o);
      const hc = `health check hc-${e.app}-${r} (https://${r}.api.${e.domain}/healthz)`;
      c.emit(
        o,
        e.dns,
        bad ? "warn" : "info",
        bad ? `${hc}: Unhealthy, ${rng.int(11, 16)}/16 checkers report failure` : `${hc}: Healthy, 16/16 checkers OK`,
      );
    }
    c.every(
      app,
      0,
      c.dur,
      60_000,
      "info",
      () => `pool stats: ${e.dbKind} active=${rng.int(2, 12)} idle=${rng.int(8, 20)} waiting=0`,
    );
    // Deprecation warnings and retries that succeed.
    c.every(app, rng.int(0, 90_000), c.dur, 180_000, "warn", () =>
      e.runtime === "node"
        ? "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead."
        : e.runtime === "python"
          ? "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC)."
          : e.runtime === "java"
            ? "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)"
            : "grpc: Dial option WithBlock is deprecated; use NewClient instead",
    );
    c.every(app, rng.int(0, 120_000), c.dur, 150_000, "warn", (_i, o) => {
      c.emit(
        o + rng.int(80, 400),
        app,
        "info",
        `retry ok: ${rng.pick(["fx-quote", "email-relay", "geo-lookup"])} succeeded on attempt 2`,
      );
      return `upstream ${rng.pick(["fx-quote", "email-relay", "geo-lookup"])} returned 503, retrying in 200ms (attempt 1/3)`;
    });
    // Store lines by kind.
    const primary = r === e.regions[0];
    c.every(db, rng.int(0, 60_000), c.dur, dbPeriod(e.dbKind), "info", (_i, o) =>
      c.isSilent(db, o) ? "" : dbNoise(c, primary),
    );
    if (c.cache(r))
      c.every(c.cache(r), rng.int(0, 120_000), c.dur, 120_000, "info", (_i, o) => {
        c.emit(o + rng.int(200, 900), c.cache(r), "info", `DB saved on disk`);
        return `${rng.int(100, 900)} changes in 60 seconds. Saving...`;
      });
  }
  c.every(e.mm, 0, c.dur, 30_000, "info", () =>
    rng.chance(0.5)
      ? `WorkerSourceTask{id=MirrorSourceConnector-${rng.int(0, 3)}} Committing offsets for ${rng.int(40, 900)} acknowledged messages`
      : `MirrorCheckpointConnector-0 emitted ${rng.int(2, 30)} checkpoints for consumer groups in cluster ${e.regions[1]}`,
  );
  c.every(e.job, rng.int(0, 60_000), c.dur, 120_000, "info", (i, o) => {
    c.emit(
      o + rng.int(3000, 20000),
      e.job,
      "info",
      `${e.job} run #${4100 + i} finished: ${rng.int(20, 4000)} rows in ${rng.int(3, 20)}s`,
    );
    return `${e.job} run #${4100 + i} started (schedule */2 * * * *)`;
  });
  c.every(e.noisy, 0, c.dur, rng.int(15_000, 35_000), rng.chance(0.6) ? "error" : "warn", () => e.noisyMsg);
}

function dbPeriod(kind: string): number {
  return kind === "cassandra" || kind === "cockroach" ? 45_000 : 60_000;
}

function dbNoise(c: Ctx, primary: boolean): string {
  const rng = c.rng;
  const e = c.e;
  switch (e.dbKind) {
    case "postgres":
    case "aurora":
      return primary
        ? rng.pick([
            `LOG:  checkpoint complete: wrote ${rng.int(200, 4000)} buffers (${rng.float(0.5, 9).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${rng.int(1, 4)} recycled; write=${rng.float(20, 200).toFixed(3)} s`,
            `LOG:  automatic vacuum of table "${e.table}_db.public.${e.table}": index scans: 1`,
          ])
        : `LOG:  replication status: streaming, replay lag ${rng.float(0.01, 0.4).toFixed(2)}s, received LSN ${rng.int(10, 60).toString(16).toUpperCase()}/${rng.hex(8).toUpperCase()}`;
    case "mysql":
      return primary
        ? `[Note] [MY-010914] [Server] Aborted connection ${rng.int(10000, 99999)} to db: '${e.table}' user: '${e.dbUser}' host: '${rng.ip()}' (Got timeout reading communication packets)`
        : `[Note] Replica SQL thread: Seconds_Behind_Source=${rng.int(0, 1)}, Retrieved_Gtid_Set up to date, channel ''`;
    case "cassandra":
      return rng.pick([
        `INFO  [CompactionExecutor:${rng.int(1, 8)}] CompactionTask.java:253 - Compacted (${rng.hex(8)}) 4 sstables to [${e.table}-big-Data.db] to level=0. ${rng.int(20, 300)}MiB to ${rng.int(10, 200)}MiB`,
        `INFO  [Service Thread] GCInspector.java:294 - G1 Young Generation GC in ${rng.int(120, 260)}ms.  G1 Eden Space: ${rng.int(800, 1200)} MB -> 0`,
      ]);
    case "cockroach":
      return rng.pick([
        `[n${rng.int(1, 9)}] health: ranges=${rng.int(4000, 6000)} underreplicated=0 unavailable=0 leases=${rng.int(1200, 2000)}`,
        `[n${rng.int(1, 9)}] runtime stats: ${rng.float(2, 5).toFixed(1)} GiB RSS, ${rng.int(300, 700)} goroutines, ${rng.int(20, 60)}% CPU`,
      ]);
    default:
      return "ok";
  }
}
