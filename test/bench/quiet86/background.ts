// Normal life of a broadband estate: customer traffic, AAA and DHCP chatter, CPE informs, telemetry polls,
// health checks, periodic jobs, a noisy service, deprecation warnings and retries that succeed.
import { type Estate, has, type Role } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Ev } from "./stream.js";

export interface Ctx {
  rng: Rng;
  est: Estate;
  t0: number;
  t1: number;
  evs: Ev[];
  /** after `from`, drop this service's normal lines except a `keep` share */
  mute: Map<string, { from: number; keep: number }>;
  /** after `from`, requests touching this role fail (the incident writes the failures) */
  broken?: { role: Role; from: number };
  k: number;
  pods: Map<string, string>;
}

export const mkTrace = (c: Ctx) => (c.est.traces ? c.rng.hex(16) : undefined);

export function emit(c: Ctx, t: number, role: Role, lvl: Ev["lvl"], msg: string, x: Partial<Ev> = {}) {
  const svc = c.est.svc[role];
  if (!svc) return;
  c.evs.push({ t: Math.round(t), svc, lvl, msg, node: x.node ?? c.rng.int(0, 2), pod: x.pod ?? podOf(c, svc), ...x });
}

export function podOf(c: Ctx, svc: string) {
  let p = c.pods.get(svc);
  if (!p) {
    p = `${c.rng.hex(9).replace(/[0-9]/g, (d) => "bcdfghjklm"[Number(d)])}-${c.rng.hex(5)}`;
    c.pods.set(svc, p);
  }
  return p;
}

/** Poisson arrivals at `perMin` per minute over [a, b). */
export function every(c: Ctx, perMin: number, fn: (t: number) => void, a = c.t0, b = c.t1) {
  if (perMin <= 0) return;
  let t = a + (-Math.log(1 - c.rng.next()) * 60000) / perMin;
  while (t < b) {
    fn(t);
    t += (-Math.log(1 - c.rng.next()) * 60000) / perMin;
  }
}
/** Fixed period with a little jitter. */
export function tick(c: Ctx, periodMs: number, fn: (t: number, i: number) => void, a = c.t0, b = c.t1) {
  let i = 0;
  for (let t = a + c.rng.int(0, periodMs); t < b; t += periodMs) fn(t + c.rng.int(0, 400), i++);
}

export const mac = (r: Rng) => Array.from({ length: 6 }, (_, i) => (i === 0 ? "e4" : r.hex(2))).join(":");
export const ip = (r: Rng, pre = "100.64") => `${pre}.${r.int(0, 63)}.${r.int(2, 254)}`;
export const acct = (r: Rng) => `ACC-${r.digits(7)}`;
export const sn = (c: Ctx) => {
  const p = c.est.cpe[0].startsWith("ALCL") ? "ALCL" : c.est.cpe[0].startsWith("Huawei") ? "HWTC" : "SCOM";
  return `${p}${c.rng.hex(8).toUpperCase()}`;
};
export const user = (c: Ctx) => `${c.rng.pick(["ftth", "bb", "cust"])}${c.rng.digits(6)}@${c.est.realm}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

function isMuted(c: Ctx, e: Ev) {
  const m = c.mute.get(e.svc);
  return m !== undefined && e.t >= m.from && !c.rng.chance(m.keep);
}

function request(c: Ctx, t: number) {
  const r = c.rng;
  const tr = mkTrace(c);
  const x = tr ? { trace: tr } : {};
  const flow = r.int(0, 9);
  const broken = c.broken && t >= c.broken.from ? c.broken.role : undefined;
  if (flow <= 2 && has(c.est, "addr")) {
    if (broken === "addr") return;
    const pc = r.pick(c.est.postcodes);
    const tech =
      c.est.key === "kabelnet"
        ? r.pick(["DOCSIS3.1", "DOCSIS3.1", "DOCSIS3.0"])
        : r.pick(["FTTP", "FTTP", "FTTP", "FTTC"]);
    emit(
      c,
      t + 30,
      "addr",
      "info",
      `lookup postcode="${pc}" premises=${r.int(1, 80)} serviceable=${tech} max_down=${r.pick([500, 900, 1000, 300])} (${ms(r, 12, 90)}ms)`,
      x,
    );
    emit(
      c,
      t + 140,
      "app",
      "info",
      `GET /api/availability?postcode=${encodeURIComponent(pc)} 200 ${ms(r, 60, 240)}ms`,
      x,
    );
  } else if (flow <= 4 && has(c.est, "order")) {
    if (broken === "order" || broken === "prov" || broken === "inv") return;
    const oid = `ORD-${r.digits(7)}`;
    const prod =
      c.est.key === "kabelnet"
        ? r.pick(["CABLE-250", "CABLE-500", "CABLE-1000"])
        : r.pick(["FIBRE-150", "FIBRE-500", "FIBRE-900", "GIGA-1000"]);
    emit(
      c,
      t + 20,
      "order",
      "info",
      `order ${oid} captured product=${prod} channel=${r.pick(["web", "app", "retail", "phone"])} account=${acct(r)}`,
      x,
    );
    if (has(c.est, "inv"))
      emit(
        c,
        t + 160,
        "inv",
        "info",
        `reserved port ${r.pick(c.est.olts)} 1/1/${r.int(1, 16)}/${r.int(1, 64)} for ${oid} (${ms(r, 4, 40)}ms)`,
        x,
      );
    emit(
      c,
      t + 260,
      "prov",
      "info",
      `activation ${oid.replace("ORD", "ACT")} queued profile=${prod.replace("-", "_")} olt=${r.pick(c.est.olts)}`,
      x,
    );
    if (has(c.est, "dispatch") && r.chance(0.5))
      emit(
        c,
        t + 420,
        "dispatch",
        "info",
        `appointment APT-${r.digits(6)} booked for ${oid} slot=${r.pick(["AM", "PM", "ALL_DAY"])} area=${r.pick(c.est.area)}`,
        x,
      );
    emit(c, t + 520, "app", "info", `POST /api/orders 201 ${ms(r, 280, 900)}ms`, x);
  } else if (flow <= 6 && has(c.est, "acs")) {
    if (broken === "acs") return;
    emit(
      c,
      t + 25,
      "acs",
      "info",
      `GetParameterValues queued for ${sn(c)} (Device.WiFi.SSID.1.Status, Device.Hosts.HostNumberOfEntries)`,
      x,
    );
    emit(c, t + 180, "app", "info", `GET /api/router/status 200 ${ms(r, 90, 700)}ms`, x);
  } else if (flow <= 8 && has(c.est, "billing")) {
    if (broken === "billing") return;
    emit(
      c,
      t + 30,
      "billing",
      "info",
      `usage summary account=${acct(r)} period=2026-11 down=${r.int(20, 900)}GB (${ms(r, 8, 60)}ms)`,
      x,
    );
    emit(c, t + 120, "app", "info", `GET /api/account/usage 200 ${ms(r, 40, 200)}ms`, x);
  } else if (has(c.est, "dispatch")) {
    if (broken === "dispatch") return;
    emit(c, t + 40, "dispatch", "info", `slots offered area=${r.pick(c.est.area)} days=5 free=${r.int(3, 40)}`, x);
    emit(c, t + 150, "app", "info", `GET /api/appointments/slots 200 ${ms(r, 70, 300)}ms`, x);
  } else {
    emit(c, t + 60, "app", "info", `GET /api/account/profile 200 ${ms(r, 20, 120)}ms`, x);
  }
}

export function background(c: Ctx) {
  const { rng: r, est: e, k } = c;
  const n0 = c.evs.length;
  every(c, 22 * k, (t) => request(c, t));
  // AAA: FreeRADIUS-style auth lines
  if (has(e, "radius"))
    every(c, 18 * k, (t) => {
      const u = user(c);
      emit(
        c,
        t,
        "radius",
        "info",
        `Login OK: [${u}] (from client ${r.pick(e.bngs)} port ${r.int(1000, 65000)} cli ${mac(r).replace(/:/g, "-")})`,
      );
    });
  if (has(e, "dhcp"))
    every(c, 14 * k, (t) => {
      const m = mac(r);
      const tid = `0x${r.hex(8)}`;
      if (r.chance(0.7))
        emit(
          c,
          t,
          "dhcp",
          "info",
          `DHCP4_LEASE_ALLOC [hwtype=1 ${m}], cid=[no info], tid=${tid}: lease ${ip(r)} has been allocated for 86400 seconds`,
        );
      else
        emit(
          c,
          t,
          "dhcp",
          "info",
          `DHCP4_LEASE_ADVERT [hwtype=1 ${m}], cid=[no info], tid=${tid}: lease ${ip(r)} will be advertised`,
        );
    });
  if (has(e, "acs"))
    every(c, 16 * k, (t) => {
      const ev = r.pick(["2 PERIODIC", "2 PERIODIC", "2 PERIODIC", "4 VALUE CHANGE", "6 CONNECTION REQUEST"]);
      emit(
        c,
        t,
        "acs",
        "info",
        `${ip(r, "100.70")} ${r.pick(e.cpe).replace(/ /g, "-")}-${sn(c)}: Inform; cpeRequestId="${r.int(1, 99999)}" informEvent="${ev}" informRetryCount=0`,
      );
    });
  if (has(e, "telem"))
    for (const olt of e.olts)
      tick(c, 30000, (t) =>
        emit(
          c,
          t,
          "telem",
          "info",
          `poll olt=${olt} onts=${r.int(380, 1900)} ok dying_gasp=0 los=${r.int(0, 2)} took=${(r.next() * 3 + 0.6).toFixed(2)}s`,
        ),
      );
  if (has(e, "outage"))
    for (const a of e.area)
      tick(c, 60000, (t) =>
        emit(
          c,
          t,
          "outage",
          "info",
          `area=${a} lines=${r.int(2000, 9000)} offline=${r.int(3, 30)} clusters=0 status=normal`,
        ),
      );
  if (has(e, "inv"))
    tick(c, 120000, (t) =>
      emit(
        c,
        t,
        "inv",
        "info",
        `mediation sync: ${r.int(0, 6)} port changes applied from ${r.pick(e.olts)} (${r.int(300, 2200)}ms)`,
      ),
    );
  if (has(e, "billing"))
    tick(c, 60000, (t) =>
      emit(
        c,
        t,
        "billing",
        "info",
        `rating batch: ${r.int(200, 4000)} usage records rated, 0 rejected (${(r.next() * 2 + 0.3).toFixed(1)}s)`,
      ),
    );
  if (has(e, "dispatch"))
    every(c, 3 * k, (t) =>
      emit(
        c,
        t,
        "dispatch",
        "info",
        `job JOB-${r.digits(6)} status ${r.pick(["EN_ROUTE", "ON_SITE", "COMPLETED", "COMPLETED"])} tech=T${r.digits(4)}`,
      ),
    );
  if (has(e, "prov"))
    every(c, 5 * k, (t) =>
      emit(
        c,
        t,
        "prov",
        "info",
        e.key === "kabelnet"
          ? `cm ${mac(r)} online on ${r.pick(e.olts)} config=kn-tier-${r.pick([250, 500])}.cfg (registration ${r.int(20, 70)}s)`
          : `activation ACT-${r.digits(7)} completed: ${sn(c)} in service on ${r.pick(e.olts)} (${(r.next() * 4 + 1).toFixed(1)}s)`,
      ),
    );
  // health checks from the kubelet
  for (const role of ["app", "order", "inv", "addr"] as Role[])
    if (has(e, role))
      tick(c, 15000, (t) => emit(c, t, role, "info", `GET /healthz 200 ${r.int(0, 3)}ms "kube-probe/1.29"`));
  // deprecation warnings
  if (has(e, "app"))
    every(c, 1.2, (t) =>
      emit(
        c,
        t,
        "app",
        "warn",
        `client ${r.pick(["ios-5.2.1", "android-5.1.0", "android-5.0.7"])} called deprecated endpoint /v1/usage (sunset 2027-03-01)`,
      ),
    );
  if (has(e, "order") && e.rt.order === "java")
    every(c, 0.4, (t) =>
      emit(
        c,
        t,
        "order",
        "warn",
        "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA javax.persistence.criteria.CriteriaQuery instead",
      ),
    );
  // retries that succeed
  if (has(e, "prov"))
    every(c, 0.6, (t) => {
      const olt = r.pick(e.olts);
      emit(
        c,
        t,
        "prov",
        "warn",
        `netconf ${olt}:830 edit-config attempt 1 failed (rpc-error: lock-denied, session ${r.int(100, 999)} holds candidate), retrying in 2s`,
      );
      emit(c, t + 2100, "prov", "info", `netconf ${olt}:830 edit-config ok on attempt 2`);
    });
  noisy(c);
  for (let i = n0; i < c.evs.length; i++) if (isMuted(c, c.evs[i])) c.evs[i].msg = "";
  c.evs.splice(0, c.evs.length, ...c.evs.filter((x) => x.msg !== ""));
}

function noisy(c: Ctx) {
  const { rng: r, est: e } = c;
  const start = c.t0 + r.int(5000, 40000);
  const per = 4 + r.int(0, 3);
  const role = e.noisy;
  every(
    c,
    per,
    (t) => {
      switch (role) {
        case "acs":
          emit(
            c,
            t,
            role,
            "error",
            `${sn(c)}: SetParameterValuesResponse error 9005 (Invalid parameter name) InternetGatewayDevice.X_ALU-COM_WifiSchedule.Enable`,
          );
          break;
        case "billing":
          emit(c, t, role, "error", `PDF render failed for invoice RE-${r.digits(8)}, queued for manual print`, {
            stack: [
              "Prawn::Errors::IncompatibleStringEncoding: Your document includes text that's not compatible with the Windows-1252 character set.",
              `/usr/local/bundle/gems/prawn-2.5.0/lib/prawn/font/afm.rb:${r.int(200, 230)}:in 'normalize_encoding'`,
              `/app/app/pdf/invoice_pdf.rb:${r.int(30, 90)}:in 'render_address'`,
              `/app/app/jobs/invoice_pdf_job.rb:${r.int(10, 40)}:in 'perform'`,
            ],
          });
          break;
        case "dispatch":
          emit(
            c,
            t,
            role,
            "error",
            `geocode failed for job JOB-${r.digits(6)} eircode=${r.pick(e.postcodes)} note="${r.pick(["gate code 4411", "beware of dog", "rear entrance"])}", using eircode centroid`,
            {
              stack: [
                "ie.heronbb.techforce.geo.GeocodeException: ZERO_RESULTS for address line 'Unit 4, Rear of'",
                `\tat ie.heronbb.techforce.geo.GoogleGeocoder.geocode(GoogleGeocoder.java:${r.int(60, 120)})`,
                `\tat ie.heronbb.techforce.jobs.JobEnricher.enrich(JobEnricher.java:${r.int(30, 80)})`,
                "\t... 12 common frames omitted",
              ],
            },
          );
          break;
        default:
          emit(
            c,
            t,
            role,
            "error",
            `telemetry gap for ${r.pick(e.olts)} pon 1/1/${r.int(1, 16)}: last sample ${r.int(301, 900)}s old, excluded from clustering`,
          );
      }
    },
    start,
  );
}
