// The everyday noise of a core-facility estate: bookings, training checks, submissions, usage sessions,
// transfers, billing runs, badge swipes, health probes, deprecation warnings and one chronic complainer.
import { type Estate, has, nm, type Role } from "./estates.js";
import { gap, hex, int, pick, type Rng } from "./rng.js";
import type { Ev, Level } from "./stream.js";

export interface BgOptions {
  /** True when the service has stopped logging (a hung process). */
  silent?: (svc: string, t: number) => boolean;
  /** An unrelated deploy or config reload at this time. */
  changeAt: number;
  changeRole: Role;
  /** Requests per second at the front door. */
  rate: number;
  /** From `from` on, only `keep` of the front-door flows that pass through `role` still succeed. */
  degrade?: { role: Role; from: number; keep: number };
}

const USERS = ["akhan", "bmoreau", "cli", "dsantos", "eokafor", "fweber", "gnakamura", "hpatel", "ijensen", "jrossi"];
const ROOMS = ["B214", "B216", "C031", "C040", "LL-12", "N3.07"];

export function accessLine(est: Estate, method: string, path: string, status: number, ms: number): string {
  const rt = est.svc.portal?.rt;
  if (rt === "ruby")
    return `Completed ${status} ${statusText(status)} in ${ms}ms (ActiveRecord: ${(ms / 5).toFixed(1)}ms) ${method} ${path}`;
  if (rt === "go") return `http: ${method} ${path} status=${status} dur=${ms}ms`;
  return `${method} ${path} ${status} ${ms}.${ms % 10} ms - ${200 + (ms % 900)}`;
}
function statusText(s: number): string {
  return (
    { 200: "OK", 201: "Created", 204: "No Content", 409: "Conflict", 422: "Unprocessable Entity", 502: "Bad Gateway" }[
      s
    ] ?? "Error"
  );
}

export function background(est: Estate, t0: number, t1: number, rng: Rng, o: BgOptions): Ev[] {
  const evs: Ev[] = [];
  const tr = () => (est.traces ? hex(rng, 16) : undefined);
  const add = (t: number, role: Role, level: Level, msg: string, trace?: string, stack?: string[]) => {
    if (!has(est, role) || t >= t1) return;
    const svc = nm(est, role);
    if (o.silent?.(svc, t)) return;
    evs.push({ t, svc, level, msg, trace, stack });
  };
  const inst = () => pick(rng, est.instruments);
  const user = () => pick(rng, USERS);
  const acct = () => `${est.grantPrefix}-${int(rng, 10000, 99999)}-${String(int(rng, 1, 12)).padStart(2, "0")}`;
  const bc = () => `${est.grantPrefix}${int(rng, 1000000, 9999999)}`;

  const passes = (t: number, roles: Role[]): boolean => {
    const d = o.degrade;
    if (!d || t < d.from || !roles.includes(d.role)) return true;
    return rng() < d.keep;
  };
  // front-door traffic and what it fans out to
  for (let t = t0 + gap(rng, 800); t < t1; t += gap(rng, 1000 / o.rate)) {
    const id = tr();
    const r = rng();
    const flow: Role[] =
      r < 0.4
        ? ["booking", "training"]
        : r < 0.6
          ? ["intake", "lims"]
          : r < 0.72
            ? ["lims"]
            : r < 0.82
              ? ["billing"]
              : [];
    if (!passes(t, flow)) continue;
    if (r < 0.4) {
      const u = user();
      const i = inst();
      const trained = rng() > 0.07;
      add(
        t + 8,
        "training",
        "info",
        `check user=${u} instrument=${i} -> ${trained ? "certified" : "not certified"}`,
        id,
      );
      if (!trained) {
        add(t + 30, "booking", "warn", `booking refused for ${u} on ${i}: no valid training record`, id);
        add(t + 41, "portal", "info", accessLine(est, "POST", "/api/bookings", 409, int(rng, 30, 90)), id);
      } else {
        const b = `BK-${int(rng, 100000, 999999)}`;
        const h = int(rng, 8, 19);
        add(
          t + 35,
          "booking",
          "info",
          `booking ${b} confirmed ${i} ${h}:00-${h + int(rng, 1, 3)}:00 user=${u} account=${acct()}`,
          id,
        );
        add(t + 52, "portal", "info", accessLine(est, "POST", "/api/bookings", 201, int(rng, 40, 220)), id);
      }
    } else if (r < 0.6) {
      const s = `SUB-${int(rng, 20000, 29999)}`;
      const n = int(rng, 1, 48);
      add(
        t + 10,
        "intake",
        "info",
        `submission ${s} received: ${n} samples, service=${pick(rng, ["LC-MS/MS", "WGS 30x", "RNA-seq", "cell sort", "cryo-EM screening"])}`,
        id,
      );
      add(t + 40, "lims", "info", `registered ${n} tubes for ${s} first=${bc()}`, id);
      add(t + 61, "portal", "info", accessLine(est, "POST", "/api/submissions", 201, int(rng, 60, 260)), id);
    } else if (r < 0.72) {
      add(
        t + 20,
        "lims",
        "info",
        `GET sample ${bc()} status=${pick(rng, ["received", "in queue", "prepped", "on instrument", "data released"])}`,
        id,
      );
      add(t + 30, "portal", "info", accessLine(est, "GET", "/api/samples", 200, int(rng, 10, 90)), id);
    } else if (r < 0.82) {
      add(
        t + 18,
        "billing",
        "info",
        `statement preview account=${acct()} lines=${int(rng, 1, 30)} total=$${int(rng, 40, 9000)}.${int(rng, 10, 99)}`,
        id,
      );
      add(t + 33, "portal", "info", accessLine(est, "GET", "/api/statements", 200, int(rng, 50, 400)), id);
    } else {
      add(
        t + 12,
        "portal",
        "info",
        accessLine(est, "GET", pick(rng, ["/api/instruments", "/api/calendar", "/api/me"]), 200, int(rng, 5, 60)),
        id,
      );
    }
  }

  // health probes (some runtimes log them)
  for (const [role, s] of Object.entries(est.svc)) {
    if (s.rt === "cpp" || s.rt === "ruby") continue;
    for (let t = t0 + int(rng, 0, 10000); t < t1; t += 10000 + int(rng, -40, 40)) {
      add(
        t,
        role as Role,
        s.rt === "java" ? "debug" : "info",
        s.rt === "go" ? "GET /healthz 200 0.4ms kube-probe/1.29" : "GET /health 200 2ms",
      );
    }
  }

  // instrument PCs report sessions; users overrun, instruments go to maintenance
  for (let t = t0 + gap(rng, 6000); t < t1; t += gap(rng, 9000)) {
    const i = inst();
    const k = rng();
    if (k < 0.45) add(t, "usage", "info", `session start ${i} user=${user()} slot=${int(rng, 8, 18)}:00 pc=PC-${i}`);
    else if (k < 0.85) add(t, "usage", "info", `session end ${i} user=${user()} used=${int(rng, 20, 240)}min`);
    else
      add(
        t,
        "usage",
        "warn",
        `session ${i} user=${user()} overran slot by ${int(rng, 5, 55)} min; next booking notified`,
      );
  }
  const maint = pick(rng, est.instruments);
  add(
    t0 + int(rng, 20000, 90000),
    "usage",
    "info",
    `instrument ${maint} offline: scheduled maintenance (service engineer on site)`,
  );
  add(t0 + int(rng, 30000, 120000), "booking", "info", `calendar for ${maint} blocked: maintenance until 17:00`);

  // badge swipes
  for (let t = t0 + gap(rng, 5000); t < t1; t += gap(rng, 7000)) {
    const ok = rng() > 0.1;
    add(
      t,
      "badge",
      ok ? "info" : "warn",
      ok
        ? `badge ${hex(rng, 8).toUpperCase()} granted door ${pick(rng, ROOMS)} (${user()})`
        : `badge ${hex(rng, 8).toUpperCase()} denied door ${pick(rng, ROOMS)}: no booking in window`,
    );
  }
  for (let t = t0 + 60000; t < t1; t += 120000)
    add(t, "badge", "info", `access list sync: ${int(rng, 380, 420)} holders, ${int(rng, 0, 4)} changes`);

  // data transfer sweeps; retries that succeed
  for (let t = t0 + int(rng, 0, 30000); t < t1; t += 30000 + int(rng, -200, 200)) {
    add(
      t,
      "transfer",
      "info",
      `sweep: ${int(rng, 0, 6)} new runs, ${int(rng, 0, 3)} in flight, ${(rng() * 40).toFixed(1)} GB to ${est.dataHost} at ${int(rng, 180, 900)} MB/s`,
    );
    if (rng() < 0.2) {
      const run = `${pick(rng, est.instruments)}_${int(rng, 260601, 260630)}_${hex(rng, 4)}`;
      add(
        t + 900,
        "transfer",
        "warn",
        `${run}: checksum mismatch on chunk ${int(rng, 1, 400)}, retrying (attempt 2/5)`,
      );
      add(t + 6500, "transfer", "info", `${run}: attempt 2/5 succeeded, verified ${int(rng, 200, 9000)} files`);
    }
  }

  // lims run status, duplicate scans
  for (let t = t0 + gap(rng, 8000); t < t1; t += gap(rng, 12000)) {
    if (rng() < 0.25)
      add(
        t,
        "lims",
        "warn",
        `barcode ${bc()} scanned twice at bench ${pick(rng, ["RX-1", "RX-2", "PREP-3"])}; second scan ignored`,
      );
    else
      add(
        t,
        "lims",
        "info",
        `run ${pick(rng, est.instruments)}-${int(rng, 100, 999)} status ${pick(rng, ["Queued -> Running", "Running -> Complete", "Complete -> Released"])}`,
      );
  }

  // billing batch and expired grants
  for (let t = t0 + int(rng, 10000, 60000); t < t1; t += 180000) {
    add(t, "billing", "info", `usage import: ${int(rng, 10, 60)} sessions priced, ${int(rng, 0, 3)} held`);
    if (rng() < 0.8)
      add(t + 300, "billing", "warn", `account ${acct()} expired; ${int(rng, 1, 4)} charges held for PI review`);
  }

  // notifications
  for (let t = t0 + gap(rng, 15000); t < t1; t += gap(rng, 20000)) {
    add(
      t,
      "notify",
      "info",
      `sent ${pick(rng, ["booking reminder", "data ready", "training expiry", "invoice"])} to ${user()}@${est.key}.edu`,
    );
  }

  // indexer
  for (let t = t0 + gap(rng, 10000); t < t1; t += 20000 + int(rng, -100, 100)) {
    add(
      t,
      "indexer",
      "info",
      `indexed ${int(rng, 0, 900)} files from ${pick(rng, est.instruments)} (${int(rng, 20, 400)}ms)`,
    );
  }

  // one chronic complainer from the first minute
  const noisy: Record<string, () => [Level, string]> = {
    northgate: () => [
      "error",
      `agent PC-${pick(rng, est.instruments)} clock offset ${(3 + rng() * 3).toFixed(1)}s exceeds 2s tolerance; session times corrected`,
    ],
    kestrel: () => [
      "error",
      `controller DC-${String(int(rng, 1, 9)).padStart(2, "0")} heartbeat CRC mismatch (fw 2.1.4), frame dropped`,
    ],
    harbor: () => ["warn", `scanner HS-${int(rng, 1, 4)} sent barcode with trailing CR, stripped before lookup`],
    lakemont: () => [
      "error",
      `skipping /mnt/instruments/${pick(rng, est.instruments)}/Export/Thumbs.db: [Errno 13] Permission denied`,
    ],
  };
  for (let t = t0 + int(rng, 1000, 8000); t < t1; t += gap(rng, 5000)) {
    const [lv, m] = noisy[est.key]();
    add(t, est.noisy, lv, m);
  }

  // deprecation warnings
  const dep: Record<string, string> = {
    node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    python:
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    dotnet:
      "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager: No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
    ruby: "DEPRECATION WARNING: Calling `ActiveRecord::Base.clear_active_connections!` is deprecated. (called from block in <class:Application>)",
    go: "warning: GODEBUG x509sha1=1 is deprecated and will be removed in Go 1.24",
  };
  for (const [role, s] of Object.entries(est.svc)) {
    const m = dep[s.rt];
    if (m && rng() < 0.6)
      for (let t = t0 + int(rng, 0, 200000); t < t1; t += int(rng, 240000, 400000)) add(t, role as Role, "warn", m);
  }

  // an unrelated change somewhere
  if (has(est, o.changeRole)) {
    const v = `${int(rng, 1, 4)}.${int(rng, 0, 30)}.${int(rng, 0, 9)}`;
    const c = o.changeAt;
    if (rng() < 0.5) {
      add(c, o.changeRole, "info", `received SIGTERM, draining connections`);
      add(c + 2400, o.changeRole, "info", `starting ${nm(est, o.changeRole)} v${v} (build ${hex(rng, 7)})`);
      add(c + 3100, o.changeRole, "info", `ready in ${int(rng, 400, 3000)}ms`);
    } else {
      add(
        c,
        o.changeRole,
        "info",
        `config reloaded: ${pick(rng, ["templates.yaml", "pricing-2026.yaml", "instruments.yaml", "holidays.json"])} (checksum ${hex(rng, 8)})`,
      );
    }
  }
  return evs;
}
