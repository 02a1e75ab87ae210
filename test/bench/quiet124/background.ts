// Everyday traffic of an estate: requests across services, probes, periodic jobs, the noisy service,
// deprecation warnings, retries that succeed and an unrelated deploy or config reload.
import { type Estate, glucose, type Role, RT, type Runtime, S } from "./estates.js";
import { chance, hex, int, pick, type Rng, serial } from "./rng.js";
import type { Win } from "./stream.js";

const iso = (ms: number) => new Date(ms).toISOString();
const ip = (r: Rng) => `10.${int(r, 0, 3) + 40}.${int(r, 0, 31)}.${int(r, 2, 250)}`;
export const pid = (r: Rng) => `p_${int(r, 10000, 99999)}`;

export function userAgent(e: Estate, r: Rng): string {
  const v = pick(r, ["5.12.0", "5.12.1", "5.11.4", "5.10.2", "4.9.2"]);
  return chance(r, 0.55)
    ? `${e.app}/${v} (iPhone; iOS ${pick(r, ["17.5.1", "17.6", "18.1", "18.2"])})`
    : `${e.app}/${v} (Android ${pick(r, ["12", "13", "14", "15"])}; ${pick(r, ["Pixel 7", "SM-S911B", "moto g54", "Pixel 8a"])})`;
}

/** One gateway access line; `flags` carries envoy response flags on failures. */
export function gwLine(
  e: Estate,
  r: Rng,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  flags = "-",
): string {
  const rt = RT(e, "gw");
  if (rt === "envoy") {
    const host = flags === "UH" ? "-" : `${ip(r)}:8080`;
    return `[${iso(t)}] "${method} ${path} HTTP/2" ${status} ${flags} ${int(r, 0, 4000)} ${int(r, 20, 9000)} ${ms} ${status >= 500 ? "-" : ms - int(r, 0, 3)} "${ip(r)}" "${userAgent(e, r)}" "${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}" "api.${e.key}.com" "${host}" outbound|8080||${upstream}.${e.namespace}.svc.cluster.local`;
  }
  if (rt === "nginx") {
    return `${ip(r)} - - "${method} ${path} HTTP/1.1" ${status} ${int(r, 0, 9000)} "-" "${userAgent(e, r)}" rt=${(ms / 1000).toFixed(3)} uct=${status === 502 ? "-" : "0.001"} urt=${(ms / 1000).toFixed(3)} upstream=${upstream}`;
  }
  return `${method} ${path} -> ${upstream} ${status} ${ms}ms`;
}

/** A service's own access line, in its runtime's manner. */
export function srvLine(
  e: Estate,
  role: Role,
  r: Rng,
  method: string,
  path: string,
  status: number,
  ms: number,
): string {
  const rt: Runtime = RT(e, role);
  const reason: Record<number, string> = {
    200: "OK",
    201: "Created",
    202: "Accepted",
    204: "No Content",
    409: "Conflict",
  };
  switch (rt) {
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms}.${int(r, 0, 99)}ms`;
    case "java":
      return `Completed ${method} ${path} ${status} in ${ms} ms`;
    case "kotlin":
      return `${status} ${reason[status] ?? ""}: ${method} - ${path} in ${ms}ms`;
    case "python":
      return `${ip(r)}:${int(r, 30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "node":
      return `request completed ${method} ${path} ${status} ${ms}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${S(e, role)}:8080${path} - ${status} - application/json ${ms}.${int(r, 1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${reason[status] ?? "OK"} in ${ms}ms (Views: ${int(r, 1, 40)}.${int(r, 0, 9)}ms | ActiveRecord: ${int(r, 1, 30)}.${int(r, 0, 9)}ms | Allocations: ${int(r, 900, 30000)})`;
    default:
      return `${method} ${path} ${status} ${ms}ms`;
  }
}

/** Background traffic reaching `role`: returns true when a failure hook has written the lines instead. */
function reach(w: Win, e: Estate, role: Role, t: number, tr: string | undefined, caller: Role, route: string): boolean {
  const h = w.hooks.get(S(e, role));
  return h ? h(t, tr, S(e, caller), route) : false;
}

function uploadFlow(w: Win, e: Estate, t: number): void {
  const r = w.r;
  const tr = w.trace();
  const n = pick(r, [1, 1, 1, 2, 3, 12, 24]);
  const p = pid(r);
  const path = e.key === "sugarwise" ? "/api/v2/readings" : e.key === "lumen" ? "/v3/readings" : "/v1/egvs";
  if (reach(w, e, "ingest", t + 5, tr, "gw", `POST ${path}`)) return;
  if (e.svc.extra && reach(w, e, "extra", t + 8, tr, "ingest", "write")) return;
  const ms = int(r, 12, 90);
  w.add(t + ms, S(e, "gw"), "info", gwLine(e, r, t, "POST", path, 202, ms, S(e, "ingest")), undefined, tr);
  const g = int(r, 62, 260);
  w.add(
    t + int(r, 3, ms),
    S(e, "ingest"),
    "info",
    `accepted ${n} reading${n > 1 ? "s" : ""} patient=${p} sensor=${serial(r, 6)} last=${glucose(e, g)} lag=${int(r, 0, 5)}m${int(r, 0, 59)}s`,
    undefined,
    tr,
  );
  if (e.svc.extra)
    w.add(
      t + int(r, 4, 30),
      S(e, "extra"),
      "debug",
      `appended ${n * 3} points series=egv/${p} shard=${int(r, 0, 15)}`,
      undefined,
      tr,
    );
  if (chance(r, 0.35)) {
    if (reach(w, e, "alerts", t + 10, tr, "ingest", "evaluate")) return;
    const state = g < 70 ? "low" : g > 250 ? "high" : "in_range";
    w.add(t + int(r, 20, 120), S(e, "alerts"), "info", alertEval(e, r, p, g, state), undefined, tr);
    if (state !== "in_range") pushFlow(w, e, t + int(r, 120, 300), tr, state === "low" ? "LOW" : "HIGH", p, g);
  }
}

function alertEval(e: Estate, r: Rng, p: string, g: number, state: string): string {
  const trend = pick(r, ["FLAT", "FLAT", "FORTY_FIVE_UP", "FORTY_FIVE_DOWN", "SINGLE_DOWN", "SINGLE_UP"]);
  switch (RT(e, "alerts")) {
    case "java":
      return `AlertEvaluator - patient=${p} value=${glucose(e, g)} trend=${trend} state=${state} rules=7 took=${int(r, 1, 9)}ms`;
    case "python":
      return `evaluated patient %s value=%s trend=%s -> %s`
        .replace("%s", p)
        .replace("%s", glucose(e, g))
        .replace("%s", trend)
        .replace("%s", state);
    default:
      return `rule pass patient=${p} glucose="${glucose(e, g)}" trend=${trend} outcome=${state}`;
  }
}

export function pushFlow(
  w: Win,
  e: Estate,
  t: number,
  tr: string | undefined,
  kind: string,
  p: string,
  g: number,
): void {
  const r = w.r;
  if (reach(w, e, "push", t, tr, "alerts", "send")) return;
  const devices = int(r, 1, 4);
  w.add(
    t,
    S(e, "alerts"),
    "info",
    `${kind} alert raised patient=${p} value=${glucose(e, g)} recipients=${devices} (patient + ${devices - 1} followers)`,
    undefined,
    tr,
  );
  w.add(
    t + int(r, 30, 200),
    S(e, "push"),
    "info",
    `delivered ${kind.toLowerCase()}_glucose alert=${hex(r, 10)} apns=${int(r, 0, devices)} fcm=${int(r, 0, 2)} in ${int(r, 30, 240)}ms`,
    undefined,
    tr,
  );
}

function readFlow(w: Win, e: Estate, t: number): void {
  const r = w.r;
  const tr = w.trace();
  const role: Role = e.svc.extra && chance(r, 0.5) ? "extra" : "ingest";
  const path = pick(r, ["/v1/glucose/latest", "/v1/glucose/range?hours=3", "/v1/glucose/range?hours=24"]);
  if (reach(w, e, role, t + 4, tr, "gw", `GET ${path}`)) return;
  const ms = int(r, 8, 140);
  w.add(t + ms, S(e, "gw"), "info", gwLine(e, r, t, "GET", path, 200, ms, S(e, role)), undefined, tr);
  w.add(
    t + int(r, 2, ms),
    S(e, role),
    role === "extra" ? "debug" : "info",
    srvLine(e, role, r, "GET", path.split("?")[0], 200, Math.max(1, ms - 6)),
    undefined,
    tr,
  );
}

function shareFlow(w: Win, e: Estate, t: number): void {
  const r = w.r;
  const tr = w.trace();
  if (reach(w, e, "share", t + 4, tr, "gw", "GET /v1/follow/followees")) return;
  const ms = int(r, 15, 180);
  w.add(
    t + ms,
    S(e, "gw"),
    "info",
    gwLine(e, r, t, "GET", "/v1/follow/followees", 200, ms, S(e, "share")),
    undefined,
    tr,
  );
  w.add(
    t + int(r, 2, ms),
    S(e, "share"),
    "info",
    chance(r, 0.5)
      ? srvLine(e, "share", r, "GET", "/v1/follow/followees", 200, ms - 4)
      : `follower f_${int(r, 1000, 99999)} viewed ${int(r, 1, 3)} patient(s), newest reading ${int(r, 1, 6)} min old`,
    undefined,
    tr,
  );
}

function pumpFlow(w: Win, e: Estate, t: number): void {
  const r = w.r;
  const tr = w.trace();
  if (reach(w, e, "pump", t + 4, tr, "gw", "POST /v1/pump/history")) return;
  const ms = int(r, 40, 420);
  w.add(t + ms, S(e, "gw"), "info", gwLine(e, r, t, "POST", "/v1/pump/history", 200, ms, S(e, "pump")), undefined, tr);
  const msg =
    RT(e, "pump") === "dotnet"
      ? `Imported pump history for {PumpSerial}: ${int(r, 0, 12)} boluses, ${int(r, 20, 288)} basal segments, ${int(r, 0, 3)} cartridge changes`.replace(
          "{PumpSerial}",
          `PS${int(r, 1000000, 9999999)}`,
        )
      : `pump upload stored serial=PS${int(r, 1000000, 9999999)} boluses=${int(r, 0, 12)} basal_segments=${int(r, 20, 288)} iob=${(r() * 4).toFixed(2)}U`;
  w.add(t + int(r, 10, ms), S(e, "pump"), "info", msg, undefined, tr);
}

function sensorFlow(w: Win, e: Estate, t: number): void {
  const r = w.r;
  const tr = w.trace();
  if (reach(w, e, "sensors", t + 4, tr, "gw", "POST /v1/sensors/sessions")) return;
  const ms = int(r, 20, 160);
  w.add(
    t + ms,
    S(e, "gw"),
    "info",
    gwLine(e, r, t, "POST", "/v1/sensors/sessions", 201, ms, S(e, "sensors")),
    undefined,
    tr,
  );
  w.add(
    t + int(r, 5, ms),
    S(e, "sensors"),
    "info",
    pick(r, [
      `session started sensor=${serial(r)} patient=${pid(r)} warmup=${pick(r, ["30m", "60m", "2h"])}`,
      `transmitter ${serial(r, 6)} paired to phone ${hex(r, 8)} (bond ok, rssi=-${int(r, 55, 88)}dBm)`,
      `sensor heartbeat ${serial(r)} day ${int(r, 1, 14)} of ${pick(r, [10, 14, 15])}`,
    ]),
    undefined,
    tr,
  );
}

function authFlow(w: Win, e: Estate, t: number): void {
  const r = w.r;
  const tr = w.trace();
  if (reach(w, e, "auth", t + 4, tr, "gw", "POST /oauth/token")) return;
  const ms = int(r, 20, 120);
  w.add(t + ms, S(e, "gw"), "info", gwLine(e, r, t, "POST", "/oauth/token", 200, ms, S(e, "auth")), undefined, tr);
  w.add(
    t + int(r, 5, ms),
    S(e, "auth"),
    "info",
    `refresh_token grant ok user=u_${int(r, 100000, 999999)} client=${pick(r, ["ios", "android", "web"])}`,
    undefined,
    tr,
  );
}

function clinicFlow(w: Win, e: Estate, t: number): void {
  const r = w.r;
  const tr = w.trace();
  const path = pick(r, ["/clinics/:id/patients", "/patients/:id/agp", "/patients/:id/daily", "/clinics/:id/reports"]);
  if (reach(w, e, "clinic", t, tr, "gw", `GET ${path}`)) return;
  const ms = int(r, 40, 900);
  if (RT(e, "clinic") === "ruby") {
    w.add(
      t,
      S(e, "clinic"),
      "info",
      `Started GET "${path.replace(":id", String(int(r, 10, 900)))}" for ${ip(r)}`,
      undefined,
      tr,
    );
    w.add(t + ms, S(e, "clinic"), "info", srvLine(e, "clinic", r, "GET", path, 200, ms), undefined, tr);
  } else {
    w.add(
      t + ms,
      S(e, "clinic"),
      "info",
      srvLine(e, "clinic", r, "GET", path.replace(":id", String(int(r, 10, 900))), 200, ms),
      undefined,
      tr,
    );
  }
}

function probes(w: Win, e: Estate): void {
  const r = w.r;
  for (const role of ["ingest", "share", "pump", "clinic", "sensors"] as Role[]) {
    if (!e.svc[role] || chance(r, 0.3)) continue;
    const path = pick(r, ["/healthz", "/health", "/ready"]);
    w.each(
      10000,
      (t) => w.add(t, S(e, role), "debug", `${srvLine(e, role, r, "GET", path, 200, int(r, 0, 3))} kube-probe/1.29`),
      undefined,
      undefined,
      0.02,
    );
  }
}

function jobs(w: Win, e: Estate): void {
  const r = w.r;
  w.each(60000, (t) =>
    w.add(
      t,
      S(e, "sensors"),
      "info",
      `expiry sweep: ${int(r, 2, 30)} sessions reached scheduled end, ${int(r, 10, 80)} enter grace period`,
    ),
  );
  w.each(30000, (t) =>
    w.add(
      t,
      S(e, "pump"),
      "info",
      `partner poll cycle finished: ${int(r, 150, 900)} pumps checked, ${int(r, 0, 40)} with new data`,
    ),
  );
  w.each(45000, (t) =>
    w.add(t, S(e, "clinic"), "info", `ReportWorker generated ${int(r, 1, 9)} AGP report(s) in ${int(r, 2, 40)}s`),
  );
  w.each(120000, (t) => w.add(t, S(e, "auth"), "info", `purged ${int(r, 40, 900)} expired refresh tokens`));
  w.each(60000, (t) =>
    w.add(
      t,
      S(e, "push"),
      "info",
      `provider connections: apns=${int(r, 2, 6)} open fcm=http2 ok, queue depth ${int(r, 0, 12)}`,
    ),
  );
}

function noisy(w: Win, e: Estate): void {
  const r = w.r;
  const svc = S(e, e.noisy);
  const every = int(r, 2500, 7000);
  const f: Record<string, (t: number) => void> = {
    sensors: (t) =>
      w.add(
        t,
        svc,
        "error",
        `decode advertisement: unknown transmitter firmware 0x${hex(r, 2)} for transmitter ${serial(r, 6)}, ignoring packet`,
      ),
    push: (t) =>
      w.add(
        t,
        svc,
        "error",
        `fcm send failed token=${hex(r, 6)}…: registration-token-not-registered (Requested entity was not found.); token removed`,
      ),
    share: (t) =>
      w.add(
        t,
        svc,
        "error",
        `InviteMailer delivery failed for invite #${int(r, 40000, 60000)}: Net::SMTPFatalError 550 5.1.1 <${hex(r, 5)}@${pick(r, ["gmail.com", "web.de", "yahoo.com", "outlook.com"])}>: Recipient address rejected: mailbox unavailable`,
      ),
    ingest: (t) =>
      w.add(
        t,
        svc,
        "error",
        `rejected reading from sensor ${serial(r)}: value below 2.2 mmol/L reported as LO sentinel, stored as out-of-range marker`,
      ),
  };
  w.each(every, f[e.noisy] ?? f.sensors, w.start + int(r, 0, 20000), w.end, 0.6);
}

function deprecations(w: Win, e: Estate): void {
  const r = w.r;
  const gw = S(e, "gw");
  w.each(int(r, 30000, 80000), (t) =>
    w.add(
      t,
      gw,
      "warn",
      `client ${e.app}/4.9.2 (Android 9) called deprecated endpoint GET /v1/egvs/latest; sunset 2026-03-31`,
    ),
  );
  const rt = RT(e, "clinic");
  if (rt === "python")
    w.each(90000, (t) =>
      w.add(
        t,
        S(e, "clinic"),
        "warn",
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      ),
    );
  else
    w.each(90000, (t) =>
      w.add(
        t,
        S(e, "clinic"),
        "warn",
        "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
      ),
    );
}

function retries(w: Win, e: Estate): void {
  const r = w.r;
  const pump = S(e, "pump");
  w.each(int(r, 40000, 90000), (t) => {
    const code = pick(r, ["503 Service Unavailable", "502 Bad Gateway", "429 Too Many Requests"]);
    w.add(
      t,
      pump,
      "warn",
      `partner pump cloud GET /v2/devices/PS${int(r, 1000000, 9999999)}/history attempt 1/4 failed: ${code}; retrying in ${int(r, 2, 9)}00ms`,
    );
    w.add(
      t + int(r, 300, 1200),
      pump,
      "info",
      `partner pump cloud request succeeded on attempt 2 (${int(r, 80, 600)}ms)`,
    );
  });
}

/** A release or config reload of one service near `at`: restart lines in its runtime's manner. */
export function deploy(w: Win, e: Estate, role: Role, at: number): void {
  const r = w.r;
  const svc = S(e, role);
  const ver = `v${int(r, 1, 4)}.${int(r, 0, 40)}.${int(r, 0, 9)}`;
  if (chance(r, 0.35)) {
    w.add(
      at,
      svc,
      "info",
      `config reloaded from configmap ${svc}-config (resourceVersion ${int(r, 1000000, 9999999)}): ${int(r, 1, 6)} keys changed`,
    );
    w.add(at + 40, svc, "info", `feature flags refreshed: follower_digest_v2=${pick(r, ["on", "off"])} agp_pdf_v3=on`);
    return;
  }
  const down: Record<string, string> = {
    go: "received signal terminated, shutting down http server",
    java: "Commencing graceful shutdown. Waiting for active requests to complete",
    kotlin: "Application stopping: draining connections",
    python: "Shutting down",
    node: "SIGTERM received, closing server",
    dotnet: "Application is shutting down...",
    ruby: "- Gracefully stopping, waiting for requests to finish",
    cpp: "caught SIGTERM, flushing and exiting",
    envoy: "shutting down server instance",
    nginx: "signal process started",
  };
  const up: Record<string, string> = {
    go: `starting ${svc} version=${ver} go1.22.5 listen=:8080`,
    java: `Started ${svc.replace(/-./g, (m) => m[1].toUpperCase())}Application in ${int(r, 6, 19)}.${int(r, 100, 999)} seconds (process running for ${int(r, 8, 22)}.1) version ${ver}`,
    kotlin: `Application started in ${int(r, 1, 6)}.${int(r, 100, 999)} seconds. build ${ver}`,
    python: `Application startup complete. (${svc} ${ver})`,
    node: `${svc} ${ver} listening on :8080 (node v20.15.1)`,
    dotnet: `Now listening on: http://[::]:8080 (build ${ver})`,
    ruby: `* Listening on http://0.0.0.0:3000 (${svc} ${ver}, Puma 6.4.2)`,
    cpp: `${svc} ${ver} ready, 4 worker threads`,
    envoy: `all clusters initialized. initializing init manager (${ver})`,
    nginx: `configuration reloaded (${ver})`,
  };
  const rt = RT(e, role);
  w.add(at, svc, "info", down[rt]);
  w.add(at + int(r, 4000, 15000), svc, "info", up[rt]);
}

export function background(w: Win, e: Estate, targetLines: number): void {
  const r = w.r;
  const seconds = (w.end - w.start) / 1000;
  const fixed = seconds * 1.1;
  const rate = Math.max(0.3, (targetLines - fixed) / seconds / 2.6);
  const mix: Array<[number, (w: Win, e: Estate, t: number) => void]> = [
    [0.42, uploadFlow],
    [0.18, readFlow],
    [0.1, shareFlow],
    [0.08, pumpFlow],
    [0.06, sensorFlow],
    [0.07, authFlow],
    [0.09, clinicFlow],
  ];
  w.each(
    1000 / rate,
    (t) => {
      let x = r();
      for (const [p, f] of mix) {
        x -= p;
        if (x < 0) return f(w, e, t);
      }
      uploadFlow(w, e, t);
    },
    w.start,
    w.end,
    0.9,
  );
  probes(w, e);
  jobs(w, e);
  noisy(w, e);
  deprecations(w, e);
  retries(w, e);
}
