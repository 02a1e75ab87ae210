// Healthy background traffic: edge requests with their app lines, internal calls, jobs, devices, database chatter.
import { CHATTER } from "./chatter.js";
import type { Ctx, Flow } from "./ctx.js";
import { edgeAccess } from "./edge.js";
import type { Rng } from "./rng.js";
import { requestLines } from "./runtimes.js";
import type { Ev, Svc } from "./types.js";

/** Writes a service's request line(s) for one request, starting at `t`. */
export function serve(
  c: Ctx,
  svc: string,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  f: Flow,
  bg = true,
): void {
  const s = c.svc(svc);
  for (const l of requestLines(c.rng, s.rt, svc, method, path, status, ms, t)) {
    const w = bg ? c.bg.bind(c) : c.emit.bind(c);
    const ids = c.ids(svc, f);
    if (s.rt === "ruby" && ids.request_id) {
      // Rails' tagged logger writes the request id into the line itself
      w(svc, t + (l.dt ?? 0), l.level, `[${ids.request_id}] ${l.msg}`, { logger: l.logger });
      continue;
    }
    w(svc, t + (l.dt ?? 0), l.level, l.msg, { logger: l.logger, fields: ids });
  }
}

export function latency(r: Rng, median: number): number {
  return Math.max(1, median * Math.exp(r.float(-0.9, 1.1) * r.float(0.3, 1)));
}

function concretePath(c: Ctx, path: string, svc: Svc): string {
  if (!path.endsWith("*")) return path;
  const prefix = path.slice(0, -1);
  const opts = svc.work.filter((w) => w.startsWith(prefix));
  return opts.length ? c.rng.pick(opts) : `${prefix}${c.rng.alnum(6)}`;
}

/** One ordinary request through the edge. */
export function edgeRequest(c: Ctx, t: number): void {
  const r = c.rng;
  const [, method, p, upstream] = r.weighted(c.estate.routes.map((x) => [x[0], x] as const));
  if (c.isSilent(upstream, t)) return;
  const s = c.svc(upstream);
  const path = concretePath(c, p, s);
  const status = r.weighted<number>([
    [90, method === "POST" ? (upstream.includes("cart") || upstream.includes("basket") ? 200 : 201) : 200],
    [4, method === "GET" ? 304 : 200],
    [2, 302],
    [2.5, 404],
    [0.6, 400],
  ]);
  const ms = latency(r, s.kind === "web" ? 45 : 25);
  const f = c.flow();
  serve(c, upstream, t, method, path, status, ms, f);
  edgeAccess(c, t + ms + r.int(0, 3), method, path, status, ms + r.int(0, 4), upstream, f);
}

/** One ordinary internal call between two services. */
export function internalCall(c: Ctx, t: number): void {
  const calls = c.estate.calls;
  if (!calls.length) return;
  const [from, to, path] = c.rng.pick(calls);
  if (c.isSilent(to, t) || c.isSilent(from, t)) return;
  const ms = latency(c.rng, 18);
  const f = c.flow();
  const method = path.includes("authorize") || path.includes("/api/orders") ? "POST" : "GET";
  serve(c, to, t, method, path, method === "POST" ? 201 : 200, ms, f);
  const fs = c.svc(from);
  if (fs.rt === "node" || fs.rt === "go" || c.rng.chance(0.3))
    c.bg(
      from,
      t + ms + 1,
      "debug",
      `${method} http://${to}${fs.rt === "php" ? "" : ":8080"}${path} -> ${method === "POST" ? 201 : 200} (${Math.round(ms)}ms)`,
      {
        fields: c.ids(from, f),
      },
    );
}

function sidekiq(c: Ctx, s: Svc, t: number): void {
  const r = c.rng;
  const job = r.pick(s.work);
  const jid = r.hex(24);
  const tid = r.alnum(4);
  const el = r.float(0.02, job.includes("Sync") || job.includes("Manifest") ? 6 : 1.4);
  c.bg(s.name, t, "info", `pid=${r.pick([7, 8])} tid=${tid} class=${job} jid=${jid} INFO: start`);
  c.bg(
    s.name,
    t + el * 1000,
    "info",
    `pid=${r.pick([7, 8])} tid=${tid} class=${job} jid=${jid} elapsed=${el.toFixed(3)} INFO: done`,
  );
}

function celery(c: Ctx, s: Svc, t: number): void {
  const r = c.rng;
  const task = r.pick(s.work);
  const id = r.uuid();
  const el = r.float(0.05, 2.2);
  c.bg(s.name, t, "info", `Task ${task}[${id}] received`, { logger: "celery.worker.strategy" });
  c.bg(s.name, t + el * 1000, "info", `Task ${task}[${id}] succeeded in ${el.toFixed(6)}s: None`, {
    logger: "celery.app.trace",
  });
}

function pyWorker(c: Ctx, s: Svc, t: number): void {
  const r = c.rng;
  const job = r.pick(s.work);
  c.bg(s.name, t, "info", `job ${job} finished in ${r.float(0.1, 4).toFixed(2)}s`, {
    logger: "worker",
    fields: c.ids(s.name),
  });
}

function postgres(c: Ctx, s: Svc, t: number): void {
  const r = c.rng;
  const pid = r.int(1200, 48000);
  const m = r.weighted<string>([
    [
      3,
      `[${pid}] shop@stock LOG:  duration: ${r.float(250, 1800).toFixed(3)} ms  statement: SELECT "stock_items".* FROM "stock_items" WHERE "stock_items"."sku" = $1 LIMIT $2`,
    ],
    [1, `[${r.int(60, 90)}] LOG:  checkpoint starting: time`],
    [
      1,
      `[${r.int(60, 90)}] LOG:  checkpoint complete: wrote ${r.int(400, 6000)} buffers (${r.float(1, 30).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${r.float(20, 200).toFixed(3)} s, sync=0.00${r.int(1, 9)} s, total=${r.float(20, 200).toFixed(3)} s; sync files=${r.int(20, 90)}, longest=0.00${r.int(1, 9)} s, average=0.001 s; distance=${r.int(1000, 90000)} kB, estimate=${r.int(1000, 90000)} kB`,
    ],
    [
      2,
      `[${pid}] LOG:  automatic vacuum of table "stock.public.${r.pick(["carts", "cart_items", "sessions", "stock_reservations"])}": index scans: 1\n\tpages: 0 removed, ${r.int(200, 9000)} remain, ${r.int(10, 900)} scanned (${r.float(1, 40).toFixed(2)}% of total)\n\ttuples: ${r.int(10, 9000)} removed, ${r.int(1000, 200000)} remain, 0 are dead but not yet removable`,
    ],
    [
      1.5,
      `[${pid}] shop@stock LOG:  connection authorized: user=shop database=stock application_name=${r.pick(["puma", "sidekiq", "django"])}`,
    ],
  ]);
  const [first, ...rest] = m.split("\n");
  c.bg(s.name, t, "info", first, rest.length ? { stack: rest.join("\n"), inline: true } : {});
}

function chat(c: Ctx, s: Svc, t: number): void {
  const list = CHATTER[s.name];
  if (!list?.length) return;
  const [, level, fn, logger] = c.rng.weighted(list.map((x) => [x[0], x] as const));
  c.bg(s.name, t, level, fn(c.rng), {
    logger: logger ?? c.rng.pick(s.loggers ?? [""]) ?? undefined,
    fields: c.ids(s.name),
  });
}

/** One background event for a service, by its kind and runtime. */
function svcLine(c: Ctx, s: Svc, t: number): void {
  if (s.rt === "ruby" && s.kind === "worker") {
    sidekiq(c, s, t);
    return;
  }
  if (s.rt === "postgres") {
    postgres(c, s, t);
    return;
  }
  if (s.name === "invoice_worker") {
    celery(c, s, t);
    return;
  }
  if (s.rt === "python" && s.kind === "worker" && !CHATTER[s.name]?.length) {
    pyWorker(c, s, t);
    return;
  }
  if ((s.kind === "web" || s.kind === "api") && c.rng.chance(0.35)) {
    const path = c.rng.pick(s.work.length ? s.work : ["/"]);
    serve(c, s.name, t, "GET", path, 200, latency(c.rng, 20), c.flow());
    return;
  }
  chat(c, s, t);
}

/** Fills the window with background until the estimated line count reaches `targetLines`. */
export function fillBackground(c: Ctx, targetLines: number, cost: (e: Ev) => number): void {
  const svcs = c.estate.svcs.filter((s) => s.kind !== "edge");
  const makers: Array<readonly [number, (t: number) => void]> = [
    [9, (t) => edgeRequest(c, t)],
    [c.estate.calls.length ? 2 : 0, (t) => internalCall(c, t)],
    ...svcs.map((s) => [s.weight, (t: number) => svcLine(c, s, t)] as const),
  ];
  let lines = c.evs.reduce((n, e) => n + cost(e), 0);
  let guard = 0;
  while (lines < targetLines && guard++ < 200000) {
    const before = c.evs.length;
    const t = c.rng.float(c.start, c.end);
    c.rng.weighted(makers)(t);
    for (let i = before; i < c.evs.length; i++) lines += cost(c.evs[i]);
  }
}
