// Routine life of every estate: request traffic, health probes, periodic jobs, passes, deprecation warnings,
// retries that succeed, one noisy service, an unrelated deploy or config reload.
import type { Ctx } from "./ctx.js";
import { chance, hex, int, num, pick } from "./rng.js";

/** Normal work between from and to at `load` (requests per minute at the edge). */
export function background(c: Ctx, load: number, deployAt: number): string {
  const { s, r, e } = c;
  const from = s.t0;
  const to = s.t1;
  const T = c.n("task");
  const C = c.n("cat");

  // customer API traffic: tasking and catalogue searches, with the edge in front when there is one
  s.poisson(from, to, load, (t) => {
    const tr = s.trace();
    const search = chance(r, 0.6);
    const ms = int(r, 18, 240);
    if (search) {
      const hits = int(r, 0, 480);
      if (c.rt("cat") === "java")
        s.add(
          t + 3,
          C,
          "info",
          `STAC search bbox=[${num(r, -20, 40, 2)},${num(r, 30, 60, 2)},${num(r, -19, 41, 2)},${num(r, 31, 61, 2)}] datetime=2026-${pick(r, ["09", "10", "11"])}-01/.. matched=${hits} returned=${Math.min(hits, 100)} in ${ms - 5}ms`,
          { trace: tr },
        );
      else
        s.add(t + 3, C, "info", `search items collections=optical-l1 limit=100 -> ${hits} items (${ms - 5}ms)`, {
          trace: tr,
        });
      if (c.has("edge"))
        s.add(
          t + ms,
          c.n("edge"),
          "info",
          edgeLine(c, "GET", `/v2/search?limit=100&page=${int(r, 1, 4)}`, 200, ms, C),
          { trace: tr },
        );
      else s.add(t + ms, T, "info", apiLine(c, "GET", "/v2/search", 200, ms), { trace: tr });
    } else {
      const o = c.order();
      const kind = pick(r, ["POST", "GET", "GET", "DELETE"]);
      const code = kind === "POST" ? 201 : kind === "DELETE" ? 204 : 200;
      if (kind === "POST") {
        s.add(
          t + 5,
          T,
          "info",
          `feasibility for ${o}: ${int(r, 1, 6)} opportunities over next ${int(r, 2, 10)} days, best off-nadir ${num(r, 2, 28)}deg`,
          { trace: tr },
        );
        s.add(
          t + 9,
          c.n("sched"),
          "info",
          `tentative slot reserved for ${o} on ${c.sat()} (${c.hhmm(t + int(r, 3, 60) * 3600000)}Z)`,
          { trace: tr },
        );
      }
      const path = kind === "POST" ? "/v2/tasking/orders" : `/v2/tasking/orders/${o}`;
      if (c.has("edge")) s.add(t + ms, c.n("edge"), "info", edgeLine(c, kind, path, code, ms, T), { trace: tr });
      s.add(t + ms - 2, T, "info", apiLine(c, kind, path, code, ms - 2), { trace: tr });
    }
  });

  // health probes
  for (const role of ["task", "cat", "cmd", "od", "sched"] as const) {
    if (!c.has(role)) continue;
    s.every(from, to, int(r, 10, 30) * 1000, 400, (t) => s.add(t, c.n(role), "info", probeLine(c, role)));
  }

  // passes: the planner and the antenna work through contacts; telemetry and downlink flow during them
  s.every(from - 60000, to, int(r, 150, 260) * 1000, 60000, (t) => {
    const sat = c.sat();
    const st = c.st();
    const dur = int(r, 240, 600) * 1000;
    const maxEl = num(r, 8, 86);
    s.add(
      t - 90000,
      c.n("sched"),
      "info",
      `contact ${sat}/${st} AOS ${c.hhmm(t)}Z LOS ${c.hhmm(t + dur)}Z maxEl=${maxEl} handed to ${c.n("acu")}`,
    );
    s.add(
      t - 60000,
      c.n("acu"),
      "info",
      `${st}: track loaded for ${sat}, ${int(r, 300, 700)} points, pre-position az=${num(r, 0, 359)} el=0.0`,
    );
    s.add(t, c.n("acu"), "info", `${st}: AOS ${sat} az=${num(r, 0, 359)} el=${num(r, 0, 2)} autotrack engaged`);
    s.add(t + dur, c.n("acu"), "info", `${st}: LOS ${sat}, peak el=${maxEl} pointing rms=${num(r, 0.004, 0.03, 3)}deg`);
    for (let u = t + int(r, 5, 20) * 1000; u < t + dur; u += int(r, 4, 9) * 1000) {
      s.add(u, c.n("tlm"), "info", tlmLine(c, sat, st));
      if (chance(r, 0.6)) s.add(u + 400, c.n("dl"), "info", dlLine(c, sat, st));
    }
    s.add(
      t + dur + 3000,
      c.n("dl"),
      "info",
      `session ${sat}/${st} closed: ${num(r, 0.4, 9.5, 2)} GB in ${Math.round(dur / 1000)}s, file ${sat.replace("-", "")}_${hex(r, 8)}.raw`,
    );
    if (c.has("cmd") && chance(r, 0.7)) {
      const seq = int(r, 100, 9000);
      s.add(
        t + 30000,
        c.n("cmd"),
        "info",
        `${sat}: TC seq=${seq} (${pick(r, ["SET_MODE", "LOAD_TIMELINE", "DUMP_HK", "ADCS_SET_TARGET", "MEM_CHECK"])}) uplinked via ${st}, waiting for CLCW`,
      );
      s.add(
        t + 33000 + int(r, 0, 3000),
        c.n("cmd"),
        "info",
        `${sat}: TC seq=${seq} accepted (CLCW FARM-B ok) and executed, verified in ${num(r, 1.2, 4.8)}s`,
      );
    }
  });

  // image processing and catalogue ingest
  s.poisson(from, to, int(r, 2, 5), (t) => {
    const sc = c.scene(t);
    const secs = Number(num(r, 20, 140));
    s.add(
      t,
      c.n("proc"),
      "info",
      `job ${hex(r, 8)} start ${sc} level=${pick(r, ["L1B", "L1C", "L2A"])} tiles=${int(r, 6, 48)}`,
    );
    s.add(
      t + secs * 1000,
      c.n("proc"),
      "info",
      `job done ${sc} in ${secs.toFixed(1)}s, cloud=${int(r, 0, 60)}% -> s3://${e.bucket}/products/${sc}/`,
    );
    s.add(t + secs * 1000 + 800, C, "info", `ingested item ${sc} (assets=${int(r, 4, 9)}, collection=optical-l1)`);
  });

  // orbit determination, ephemeris requests
  s.every(from, to, int(r, 40, 90) * 1000, 5000, (t) => {
    const sat = c.sat();
    s.add(t, c.n("od"), "info", `ephemeris ${sat} served to ${c.n("sched")} span=72h step=10s (${int(r, 3, 40)}ms)`);
  });
  s.every(from, to, int(r, 180, 400) * 1000, 10000, (t) => {
    s.add(
      t,
      c.n("od"),
      "info",
      `OD batch ${c.sat()}: ${int(r, 120, 900)} obs (range+doppler), ${int(r, 0, 6)} rejected, RMS ${num(r, 1.2, 9.5)} m, converged in ${int(r, 3, 9)} iterations`,
    );
  });
  s.every(from, to, int(r, 60, 120) * 1000, 3000, (t) => {
    s.add(
      t,
      c.n("sched"),
      "info",
      `replan cycle: ${int(r, 30, 90)} contacts over 24h, ${int(r, 0, 4)} changed, ${int(r, 0, 3)} new orders placed`,
    );
  });

  // deprecation warnings, retries that succeed
  s.poisson(from, to, 0.25, (t) => {
    const [svc, msg] = pick(r, deprecations(c));
    s.add(t, svc, "warn", msg);
  });
  s.poisson(from, to, 0.5, (t) => {
    const [svc, a, b] = pick(r, retries(c));
    s.add(t, svc, "warn", a);
    s.add(t + int(r, 200, 2500), svc, "info", b);
  });

  // the noisy one
  const [nsvc, nlevel, nmsg] = pick(r, noisy(c));
  s.poisson(from, to, int(r, 3, 10), (t) => s.add(t, nsvc, nlevel, nmsg()));

  // unrelated deploy or config reload near the interesting part
  return deploy(c, deployAt);
}

function edgeLine(c: Ctx, m: string, path: string, code: number, ms: number, upstream: string): string {
  const { r } = c;
  if (c.e.key === "aurora")
    return `10.${int(r, 10, 40)}.${int(r, 0, 255)}.${int(r, 1, 254)} - - "${m} /api${path} HTTP/1.1" ${code} ${int(r, 80, 9000)} "-" "${pick(r, ["python-requests/2.32.3", "aps-sdk-js/3.1.0", "curl/8.5.0", "Go-http-client/2.0"])}" rt=${(ms / 1000).toFixed(3)} uct=0.001 upstream=${upstream}:8080`;
  return `${m} ${path} ${code} ${ms}ms upstream=${upstream} client=${pick(r, ["cust-agri-eu", "cust-insure-02", "cust-gov-ca", "cust-maritime"])}`;
}

function apiLine(c: Ctx, m: string, path: string, code: number, ms: number): string {
  switch (c.rt("task")) {
    case "ruby":
      return `Completed ${code} ${code === 201 ? "Created" : code === 204 ? "No Content" : "OK"} in ${ms}ms (Views: ${Math.round(ms / 4)}.0ms | ActiveRecord: ${Math.round(ms / 3)}.1ms) ${m} "${path}"`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${m} http://${c.n("task")}${path} - ${code} - application/json ${ms}.${int(c.r, 1000, 9999)}ms`;
    case "node":
      return `request completed ${m} ${path} statusCode=${code} responseTime=${ms}`;
    default:
      return `${m} ${path} -> ${code} (${ms}ms)`;
  }
}

function probeLine(c: Ctx, role: "task" | "cat" | "cmd" | "od" | "sched"): string {
  const rtm = c.rt(role);
  if (rtm === "java") return `GET /actuator/health 200 ${int(c.r, 1, 6)}ms`;
  if (rtm === "dotnet") return `Health check "ready" completed after ${num(c.r, 0.3, 4.0, 4)}ms with status Healthy`;
  return `GET /healthz 200 ${int(c.r, 0, 3)}ms kube-probe/1.30`;
}

function tlmLine(c: Ctx, sat: string, st: string): string {
  const { r } = c;
  const frames = int(r, 180, 900);
  if (c.rt("tlm") === "cpp")
    return `[${st}] ${sat} VC0 frames=${frames} rs_corrected=${int(r, 0, 30)} rs_fail=0 crc_fail=0 EbN0=${num(r, 6, 13)}dB`;
  if (c.rt("tlm") === "java")
    return `TmFrameProcessor - ${sat}@${st} VC0/VC1 decoded ${frames} frames, ${int(r, 800, 4000)} packets, last OBT ${int(r, 800000000, 899999999)}`;
  return `decoded ${frames} frames sat=${sat} station=${st} vc=0 crc_err=0 ebn0_db=${num(r, 6, 13)} hk_packets=${int(r, 40, 300)}`;
}

function dlLine(c: Ctx, sat: string, st: string): string {
  const { r } = c;
  return `${sat}/${st} X-band rx ${num(r, 280, 520)} Mbps, lock=${pick(r, ["CARRIER+SYMBOL+FRAME", "FRAME"])}, buffered ${int(r, 40, 900)} MB`;
}

function deprecations(c: Ctx): [string, string][] {
  const out: [string, string][] = [];
  const add = (role: Parameters<Ctx["n"]>[0], msg: string) => c.has(role) && out.push([c.n(role), msg]);
  const m = (role: Parameters<Ctx["n"]>[0]) => {
    switch (c.rt(role)) {
      case "python":
        return "/usr/local/lib/python3.11/site-packages/pyproj/crs/crs.py:141: FutureWarning: '+init=<authority>:<code>' syntax is deprecated. '<authority>:<code>' is the preferred initialization method.";
      case "java":
        return "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)";
      case "node":
        return "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.";
      case "dotnet":
        return "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.";
      case "ruby":
        return "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)";
      default:
        return `client ${pick(c.r, ["aps-sdk-py/1.9", "legacy-tasker/0.4", "agri-sync/2.0"])} called deprecated endpoint /v1/scenes (sunset 2027-03-31)`;
    }
  };
  add("task", m("task"));
  add("proc", m("proc"));
  add("cat", m("cat"));
  add("od", m("od"));
  return out;
}

function retries(c: Ctx): [string, string, string][] {
  const { r } = c;
  return [
    [
      c.n("proc"),
      `upload part ${int(r, 2, 40)} of ${c.e.bucket}/products failed (SlowDown), retrying in ${int(r, 100, 800)}ms (attempt 1/5)`,
      "multipart upload completed after 1 retry",
    ],
    [
      c.n("sched"),
      `space weather feed returned 502, retry 1/3 in 2s`,
      `space weather feed ok: Kp=${num(r, 1, 4)} F10.7=${int(r, 90, 180)}`,
    ],
    [c.n("cat"), `metadata write conflict on item revision, retrying (attempt 2)`, "item revision committed on retry"],
    [c.n("dl"), `NFS write to /archive stalled ${int(r, 2, 6)}s, retrying`, "archive copy resumed, checksum ok"],
  ];
}

function noisy(c: Ctx): [string, "warn" | "error", () => string][] {
  const { r } = c;
  return [
    [
      c.n("tlm"),
      "error",
      () => `APID 0x7FF idle packet with unknown secondary header, dropped (count=${int(r, 1, 400)})`,
    ],
    [c.n("acu"), "error", () => `az encoder status word parity error, re-read ok (value ${num(r, 0, 359, 3)})`],
    [
      c.n("cat"),
      "error",
      () => `thumbnail missing for legacy item ${c.scene(c.s.t0 - 9e9)} (pre-2024 archive), serving placeholder`,
    ],
    [
      c.n("task"),
      "error",
      () =>
        `webhook to https://hooks.${pick(r, ["agrisense.example", "floodwatch.example"])}/sat/notify failed: 410 Gone (subscription stale, not retrying)`,
    ],
    [c.n("dl"), "warn", () => `VCDU counter gap on VC63 (idle fill) ${int(r, 1, 9)} frames - ignored`],
    [
      c.n("od"),
      "warn",
      () => `TLE for NORAD ${int(r, 40000, 59999)} epoch older than 72h, propagation uncertainty grows`,
    ],
  ];
}

function deploy(c: Ctx, at: number): string {
  const { s, r } = c;
  const role = pick(r, ["cat", "proc", "task", "sched"] as const);
  const svc = c.n(role);
  const ver = `${int(r, 1, 6)}.${int(r, 0, 30)}.${int(r, 0, 9)}`;
  if (chance(r, 0.5)) {
    s.add(at, svc, "info", `Received SIGTERM, draining ${int(r, 1, 12)} in-flight requests`, { force: true });
    s.add(at + 2500, svc, "info", `starting ${svc} v${ver} (commit ${hex(r, 7)}) on :8080`, { force: true });
    s.add(at + 4200, svc, "info", "ready: all checks passing", { force: true });
    return svc;
  }
  s.add(
    at,
    svc,
    "info",
    `config reloaded from /etc/${svc}/${pick(r, ["feature-flags.yaml", "limits.yaml", "stations.yaml"])} (sha256 ${hex(r, 12)}, ${int(r, 1, 5)} keys changed)`,
    { force: true },
  );
  return svc;
}
