// What a healthy estate logs on its own: customer traffic through the edge with each service's request and
// business lines, kubelet probes, scheduled jobs, JVM GC lines, pgbouncer stats, Kafka segment rolls,
// Redis snapshots, device fleet summaries, feature-flag refreshes.
import type { Ctx } from "./ctx.js";
import { runtimeOf } from "./estates.js";
import { isrc, makeReq, pickRoute, serve, svcLines } from "./traffic.js";
import type { Service } from "./types.js";

const TRACKS = [
  "Dancing Queen",
  "Mr. Brightside",
  "Don't Stop Me Now",
  "Sweet Caroline",
  "I Will Survive",
  "Valerie",
  "Total Eclipse of the Heart",
  "Livin' on a Prayer",
  "Wannabe",
  "Africa",
  "Wonderwall",
  "Zombie",
  "Shallow",
  "Islands in the Stream",
  "Angels",
  "Toxic",
];

export function track(ctx: Ctx): string {
  return ctx.r.pick(TRACKS);
}

export function money(ctx: Ctx, lo: number, hi: number): string {
  return `${ctx.estate.cur}${ctx.r.float(lo, hi).toFixed(2)}`;
}

export function maskedPhone(ctx: Ctx): string {
  return `+447*******${String(ctx.r.int(10, 99))}`;
}

export function card(ctx: Ctx): string {
  return `${ctx.r.pick(["visa", "mastercard", "amex"])} ****${ctx.r.int(1000, 9999)}`;
}

/** Business line a service writes while serving a healthy request of its role. */
function businessLine(
  ctx: Ctx,
  s: Service,
  role: string,
  t: number,
  path: string,
  grp: number,
  ids: ReturnType<Ctx["ids"]>,
): void {
  const r = ctx.r;
  const venue = r.pick(ctx.estate.venues);
  const o = { grp, ids: ctx.child(ids) };
  switch (role) {
    case "door":
      if (path.includes("scan") || path.includes("verify") || path.includes("checks"))
        ctx.emit(
          s,
          t,
          "INFO",
          `id scan result=ADMIT doc=${r.pick(["DRIVING_LICENCE", "PASSPORT", "CITIZENCARD", "PASSPORT", "DRIVING_LICENCE"])} age=${r.int(18, 46)} venue=${venue} lane=${r.int(1, 3)}`,
          o,
        );
      return;
    case "guests":
      if (path.includes("checkin") || path.includes("arriv") || path.includes("entries"))
        ctx.emit(
          s,
          t,
          "INFO",
          `guest checked in list=${r.int(100, 9999)} plus_ones=${r.int(0, 3)} promoter=${r.pick(["crew-a", "lxg", "sundays", "house-list", "uni-socs"])}`,
          o,
        );
      return;
    case "tabs":
      if (path.includes("close") || path.includes("settle"))
        ctx.emit(
          s,
          t,
          "INFO",
          `Tab ${/tabs\/(\d+)/.exec(path)?.[1] ?? r.int(10000, 99999)} settled: ${r.int(2, 14)} items, total ${money(ctx, 12, 240)}, ${card(ctx)} approved`,
          o,
        );
      return;
    case "bookings":
      if (
        path.includes("holds") ||
        path.includes("reservations") ||
        path.endsWith("bookings") ||
        path.endsWith("bookings/")
      )
        ctx.emit(
          s,
          t,
          "INFO",
          `booking created ref=${r.alnum(6, true)} ${r.chance(0.5) ? `table=${r.pick(["VIP", "BOOTH", "MEZZ"])}-${r.int(1, 12)}` : `room=${r.int(1, 14)}`} venue=${venue} party=${r.int(2, 16)} deposit=${money(ctx, 20, 200)}`,
          o,
        );
      return;
    case "queue":
      ctx.emit(
        s,
        t,
        "INFO",
        `queued "${track(ctx)}" room=${/rooms\/(\d+)/.exec(path)?.[1] ?? r.int(1, 14)} position=${r.int(1, 9)}`,
        o,
      );
      return;
    case "pos":
      ctx.emit(
        s,
        t,
        "INFO",
        `batch accepted terminal=BAR-${r.int(1, 6)} txns=${r.int(1, 30)} seq=${r.int(100000, 999999)}`,
        o,
      );
      return;
    default:
      return;
  }
}

/** Customer traffic through the edge: `perMin` requests a minute over [a, b), one droppable group each. */
export function traffic(ctx: Ctx, a: number, b: number, perMin: number): void {
  const r = ctx.r;
  ctx.poisson(a, b, perMin, (t) => {
    const route = pickRoute(ctx);
    if (ctx.isSuppressed(route.role, t, route.path)) return;
    const grp = ctx.group();
    const req = makeReq(ctx, t, route);
    const x = r.next();
    let status =
      req.method === "POST" ? (route.path.includes("queue") || route.path.includes("holds") ? 201 : 200) : 200;
    if (req.method === "GET" && x < 0.08) status = 304;
    else if (x > 0.994) status = 404;
    else if (x > 0.99) status = 401;
    else if (x > 0.986 && req.method !== "GET") status = 400;
    const ms = r.latency(route.ms);
    serve(ctx, req, t, status, ms, { grp });
    if (status < 300 && r.chance(0.5)) businessLine(ctx, req.svc, route.role, t + ms - 1, req.path, grp, req.ids);
    // internal calls behind some requests
    if (status < 300 && route.role === "tabs" && /close|settle/.test(req.path)) {
      const pay = ctx.svc("pay");
      if (pay.name !== req.svc.name) {
        const inner = makeReq(ctx, t + 5, {
          role: "pay",
          method: "POST",
          path: "/internal/authorize",
          weight: 1,
          ms: 200,
        });
        inner.ids = ctx.child(req.ids);
        if (r.chance(0.6)) svcLines(ctx, inner, t + 5, 200, Math.max(20, ms - r.int(20, 60)), grp);
        ctx.emit(
          pay,
          t + ms - 8,
          "INFO",
          `authorization approved psp=${r.pick(["tillpoint", "tillpoint", "cardnet"])} amount=${r.int(800, 24000)} currency=GBP auth_code=${r.alnum(6, true)}`,
          { grp, ids: inner.ids },
        );
      }
    }
    if (status < 300 && route.role === "queue" && r.chance(0.3)) {
      const lic = ctx.svc("licence");
      if (lic.name !== req.svc.name && runtimeOf(lic.framework) !== "infra")
        ctx.emit(lic, t + 6, "DEBUG", `clearance cache hit isrc=${isrc(r)} territory=GB`, {
          grp,
          ids: ctx.child(req.ids),
        });
    }
  });
}

/** kubelet liveness/readiness probes, for services that log them. */
export function probes(ctx: Ctx): void {
  const r = ctx.r;
  for (const s of ctx.estate.services) {
    if (!s.logsProbes) continue;
    const path = s.framework === "rails" ? "/up" : s.framework === "aspnet" ? "/health/ready" : "/healthz";
    const route = { role: s.roles[0] ?? "infra", method: "GET", path, weight: 1, ms: 2 } as const;
    ctx.every(ctx.t0, ctx.t1, 10000, (t) => {
      const req = makeReq(ctx, t, { ...route }, { ip: `10.${r.int(40, 47)}.${r.int(0, 15)}.1`, ua: "kube-probe/1.29" });
      req.svc = s;
      svcLines(ctx, req, t, 200, r.int(1, 4));
    });
  }
}

/** A JVM's GC log: ordinary young pauses, long ones in a gc_pauses span, none once an incident owns it. */
function gcLines(ctx: Ctx, s: Service): void {
  const r = ctx.r;
  const heapMax = ctx.heapOf(s);
  const owned = ctx.gcOwnedFrom.get(s.name) ?? ctx.t1;
  const long = ctx.gcLong.get(s.name);
  const times: [number, boolean][] = [];
  ctx.poisson(ctx.t0, owned, r.float(1, 3), (t) => {
    if (!long || t < long.a || t >= long.b) times.push([t, false]);
  });
  if (long) ctx.poisson(long.a, Math.min(long.b, owned), 6 * long.k + 1, (t) => times.push([t, true]));
  times.sort((x, y) => x[0] - y[0]);
  for (const [t, isLong] of times) {
    const n = ctx.nextGc(s);
    if (isLong) {
      const full = r.chance(0.12);
      const ms = full ? r.float(600, 1400) : r.float(180, 520);
      const text = full
        ? `[gc] GC(${n}) Pause Full (G1 Compaction Pause) ${Math.round(heapMax * r.float(0.75, 0.92))}M->${Math.round(heapMax * r.float(0.25, 0.4))}M(${heapMax}M) ${ms.toFixed(3)}ms`
        : `[gc] GC(${n}) Pause Young (Mixed) (G1 Evacuation Pause) ${Math.round(heapMax * r.float(0.6, 0.82))}M->${Math.round(heapMax * r.float(0.2, 0.4))}M(${heapMax}M) ${ms.toFixed(3)}ms`;
      ctx.emit(s, t, "WARN", text);
      if (r.chance(0.5)) {
        const path = ctx.estate.routes.find((x) => s.roles.includes(x.role))?.path.split("?")[0] ?? "/";
        ctx.emit(
          s,
          t + ms + 5,
          "WARN",
          `slow request ${path.replace(/\{[a-z]+\}/g, String(r.int(1000, 99999)))} took ${Math.round(ms + r.int(80, 400))}ms (threshold 500ms)`,
        );
      }
      continue;
    }
    const before = Math.round(heapMax * r.float(0.55, 0.8));
    const after = Math.round(heapMax * r.float(0.12, 0.3));
    const kind = r.chance(0.9)
      ? "Pause Young (Normal) (G1 Evacuation Pause)"
      : "Pause Young (Concurrent Start) (G1 Humongous Allocation)";
    ctx.emit(s, t, "INFO", `[gc] GC(${n}) ${kind} ${before}M->${after}M(${heapMax}M) ${r.float(3, 28).toFixed(3)}ms`);
    if (kind.includes("Concurrent"))
      ctx.emit(
        s,
        t + r.int(30, 200),
        "INFO",
        `[gc] GC(${ctx.nextGc(s)}) Concurrent Mark Cycle ${r.float(40, 180).toFixed(3)}ms`,
      );
  }
}

/** Scheduled jobs, GC, pool and broker housekeeping. */
export function housekeeping(ctx: Ctx): void {
  const r = ctx.r;
  for (const s of ctx.estate.services) {
    const rt = runtimeOf(s.framework);
    if (rt === "java") gcLines(ctx, s);
    if (s.framework === "spring" && r.chance(0.6))
      ctx.every(ctx.t0, ctx.t1, 30000, (t) =>
        ctx.emit(
          s,
          t,
          "DEBUG",
          `HikariPool-1 - Pool stats (total=10, active=${r.int(0, 4)}, idle=${r.int(6, 10)}, waiting=0)`,
        ),
      );
    if (s.framework === "pgbouncer")
      ctx.every(ctx.t0, ctx.t1, 60000, (t) =>
        ctx.emit(
          s,
          t,
          "INFO",
          `stats: ${r.int(30, 160)} xacts/s, ${r.int(200, 1400)} queries/s, ${r.int(0, 3)} client parses/s, 0 server parses/s, 0 binds/s, in ${r.int(20000, 90000)} B/s, out ${r.int(80000, 600000)} B/s, xact ${r.int(400, 2400)} us, query ${r.int(80, 600)} us, wait ${r.int(0, 40)} us`,
        ),
      );
    if (s.framework === "pgbouncer")
      ctx.poisson(ctx.t0, ctx.t1, 2, (t) => {
        const db = r.pick(["tabs", "tables", "guestlist", "songs"]);
        ctx.emit(
          s,
          t,
          "INFO",
          `C-0x${r.hex(12)}: ${db}/${db}_app@10.${r.int(40, 47)}.${r.int(0, 15)}.${r.int(2, 250)}:${r.int(30000, 60000)} closing because: client close request (age=${r.int(60, 3600)}s)`,
        );
      });
    if (s.framework === "kafka")
      ctx.poisson(ctx.t0, ctx.t1, 1.5, (t) => {
        const topic = r.pick(["door-events", "tab-events", "guest-arrivals", "queue-events", "notify-outbox"]);
        const p = r.int(0, 11);
        ctx.emit(
          s,
          t,
          "INFO",
          `[ProducerStateManager partition=${topic}-${p}] Wrote producer snapshot at offset ${r.int(100000, 9000000)} with 0 producer ids in ${r.int(1, 9)} ms. (kafka.log.ProducerStateManager)`,
        );
        ctx.emit(
          s,
          t + r.int(1, 4),
          "INFO",
          `[LocalLog partition=${topic}-${p}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(100000, 9000000)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
        );
      });
    if (s.framework === "redis")
      ctx.every(ctx.t0, ctx.t1, r.pick([60000, 120000, 300000]) / 2, (t) => {
        const pid = r.int(100, 9999);
        ctx.emit(
          s,
          t,
          "INFO",
          `1:M ${redisStamp(ctx.local(s, t))} * ${r.pick([100, 10000])} changes in ${r.pick([60, 300])} seconds. Saving...`,
        );
        ctx.emit(s, t + 2, "INFO", `1:M ${redisStamp(ctx.local(s, t + 2))} * Background saving started by pid ${pid}`);
        const d = r.int(80, 900);
        ctx.emit(s, t + d, "INFO", `${pid}:C ${redisStamp(ctx.local(s, t + d))} * DB saved on disk`);
        ctx.emit(
          s,
          t + d + 1,
          "INFO",
          `${pid}:C ${redisStamp(ctx.local(s, t + d + 1))} * Fork CoW for RDB: current ${r.int(1, 9)} MB, peak ${r.int(2, 12)} MB, average ${r.int(1, 6)} MB`,
        );
        ctx.emit(
          s,
          t + d + 60,
          "INFO",
          `1:M ${redisStamp(ctx.local(s, t + d + 60))} * Background saving terminated with success`,
        );
      });
    if ((s.framework === "django" || s.framework === "flask") && r.chance(0.7))
      ctx.poisson(ctx.t0, ctx.t1, 0.3, (t) => {
        const pid = r.int(20, 900);
        ctx.emit(s, t, "INFO", `[${pid}] [INFO] Autorestarting worker after current request.`);
        ctx.emit(s, t + r.int(200, 900), "INFO", `[${pid}] [INFO] Worker exiting (pid: ${pid})`);
        ctx.emit(s, t + r.int(1000, 1800), "INFO", `[1] [INFO] Booting worker with pid: ${r.int(900, 9000)}`);
      });
    if (s.framework === "laravel")
      ctx.poisson(ctx.t0, ctx.t1, 0.4, (t) =>
        ctx.emit(
          s,
          t,
          "INFO",
          `[pool www] child ${r.int(20, 900)} exited with code 0 after ${r.float(600, 3600).toFixed(6)} seconds from start`,
        ),
      );
  }
  cronJobs(ctx);
  fleet(ctx);
}

function redisStamp(t: number): string {
  const d = new Date(t);
  const m = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  return `${String(d.getUTCDate()).padStart(2, "0")} ${m} ${d.getUTCFullYear()} ${d.toISOString().slice(11, 23)}`;
}

interface Cron {
  svc: Service;
  name: string;
  everyMs: number;
  done: () => string;
}

/** Start/finish lines of a job, in the framework's own words. */
export function jobLines(
  ctx: Ctx,
  s: Service,
  t: number,
  name: string,
  durMs: number,
  result: string,
  ok = true,
): void {
  const r = ctx.r;
  switch (s.framework) {
    case "celery": {
      const id = r.uuid();
      ctx.emit(s, t, "INFO", `Task ${s.pkg}.tasks.${name}[${id}] received`);
      if (ok)
        ctx.emit(
          s,
          t + durMs,
          "INFO",
          `Task ${s.pkg}.tasks.${name}[${id}] succeeded in ${(durMs / 1000).toFixed(3)}s: ${result}`,
        );
      return;
    }
    case "sidekiq": {
      const jid = r.hex(24);
      const cls = name
        .split("_")
        .map((x) => x.charAt(0).toUpperCase() + x.slice(1))
        .join("");
      ctx.emit(s, t, "INFO", `class=${cls}Job jid=${jid} INFO: start`);
      if (ok)
        ctx.emit(s, t + durMs, "INFO", `class=${cls}Job jid=${jid} elapsed=${(durMs / 1000).toFixed(3)} INFO: done`);
      return;
    }
    default:
      ctx.emit(s, t, "INFO", `scheduled job ${name} started`);
      if (ok) ctx.emit(s, t + durMs, "INFO", `scheduled job ${name} finished in ${durMs}ms: ${result}`);
  }
}

function cronJobs(ctx: Ctx): void {
  const r = ctx.r;
  const jobs = ctx.svc("jobs");
  const lic = ctx.svc("licence");
  const bookings = ctx.svc("bookings");
  const guests = ctx.svc("guests");
  const notify = ctx.svc("notify");
  const crons: Cron[] = [
    {
      svc: lic,
      name: "upload_play_report",
      everyMs: 300000,
      done: () => `{'plays': ${r.int(80, 900)}, 'batch': '${r.hex(8)}'}`,
    },
    {
      svc: bookings,
      name: "release_expired_holds",
      everyMs: 120000,
      done: () => `released=${r.int(0, 6)} checked=${r.int(20, 180)}`,
    },
    {
      svc: guests,
      name: "door_list_sync",
      everyMs: 60000,
      done: () => `lists=${r.int(3, 20)} guests=${r.int(200, 4000)} tablets=${r.int(2, 8)}`,
    },
    {
      svc: notify,
      name: "send_reminders",
      everyMs: 180000,
      done: () => `{'sent': ${r.int(0, 60)}, 'skipped': ${r.int(0, 8)}}`,
    },
    {
      svc: jobs,
      name: "refresh_night_summary",
      everyMs: 240000,
      done: () => `{'venues': ${ctx.estate.venues.length}}`,
    },
  ];
  for (const c of crons) {
    if (runtimeOf(c.svc.framework) === "infra") continue;
    ctx.every(ctx.t0, ctx.t1, c.everyMs, (t) => jobLines(ctx, c.svc, t, c.name, r.int(80, 4000), c.done()), 0.01);
  }
  const flags = ctx.estate.services.filter((s) => ["express", "nest", "gohttp"].includes(s.framework));
  for (const s of flags.slice(0, 2))
    ctx.every(ctx.t0, ctx.t1, 300000, (t) =>
      ctx.emit(s, t, "INFO", `feature flags refreshed (${r.int(18, 44)} flags, etag ${r.hex(8)})`),
    );
}

export function deviceId(ctx: Ctx, kind: "door" | "room" | "mic" | "cellar" | "till"): string {
  const r = ctx.r;
  const pre = { door: "ds", room: "rp", mic: "mic", cellar: "cel", till: "till" }[kind];
  return `${pre}-${r.pick(ctx.estate.venues).slice(0, 3)}-${String(r.int(1, 24)).padStart(2, "0")}`;
}

function fleet(ctx: Ctx): void {
  const r = ctx.r;
  const dev = ctx.svc("devices");
  const total = r.int(30, 90);
  ctx.every(ctx.t0, ctx.t1, 60000, (t) => {
    const online = total - r.int(0, 2);
    ctx.emit(dev, t, "INFO", `fleet status: ${online}/${total} devices online, mqtt backlog ${r.int(0, 40)} msgs`);
  });
  ctx.poisson(ctx.t0, ctx.t1, 3, (t) =>
    ctx.emit(
      dev,
      t,
      "DEBUG",
      `telemetry batch device=${deviceId(ctx, r.pick(["door", "room", "mic"] as const))} points=${r.int(4, 60)}`,
    ),
  );
}
