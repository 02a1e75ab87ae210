// The normal noise of each domain: request traffic, health checks, periodic jobs, the noisy service's constant
// harmless error, deprecation warnings, retries that succeed, roaming rejects, late CDR files, GDS timeouts by design.
import type { Estate, Role } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Ev, Level } from "./stream.js";

export interface Ctx {
  r: Rng;
  est: Estate;
  out: Ev[];
  s(role: Role): string;
  tid(): string | undefined;
  emit(t: number, role: Role, level: Level, msg: string, stack?: string[], tid?: string): void;
}

export function makeCtx(r: Rng, est: Estate, out: Ev[]): Ctx {
  const s = (role: Role) => {
    const n = est.names[role];
    if (!n) throw new Error(`${est.key} has no ${role}`);
    return n;
  };
  return {
    r,
    est,
    out,
    s,
    tid: () => (est.traceIds ? r.hex(16) : undefined),
    emit: (t, role, level, msg, stack, tid) => {
      out.push({ t, svc: s(role), level, msg, stack, tid });
    },
  };
}

type Flow = [number, (c: Ctx, t: number) => void];

const msisdn = (c: Ctx) => `${c.est.msisdnPrefix}${c.r.int(1000000, 9999999)}`;
const imsi = (c: Ctx) => `${c.est.key === "korvel" ? "22803" : "27201"}${c.r.int(1000000000, 9999999999)}`;
const pnr = (c: Ctx) => {
  const a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let s = "";
  for (let i = 0; i < 6; i++) s += c.r.pick(a.split(""));
  return s;
};
const flight = (c: Ctx) => `${c.est.carrier}${c.r.pick([112, 231, 344, 402, 517, 618, 745, 803, 1120, 1364])}`;
const station = (c: Ctx) => c.r.pick(["OSL", "BGO", "TRD", "SVG", "CPH", "ARN", "LHR", "AMS", "FRA", "CDG", "KEF"]);
const route = (c: Ctx) => {
  const a = station(c);
  let b = station(c);
  while (b === a) b = station(c);
  return `${a}-${b}`;
};
const ms = (c: Ctx, lo: number, hi: number) => c.r.int(lo, hi);

const telcoFlows: Flow[] = [
  [
    30,
    (c, t) => {
      const id = c.tid();
      const sess = `${c.s("ocs")};${c.r.int(1600000000, 1799999999)};${c.r.hex(8)}`;
      const rg = c.r.pick([10, 20, 32, 100]);
      const kind = c.r.pick(["CCR-I", "CCR-U", "CCR-U", "CCR-U", "CCR-T"]);
      c.emit(
        t,
        "ocs",
        "INFO",
        `${kind} Session-Id=${sess} Subscription-Id=${msisdn(c)} RG=${rg} -> CCA Result-Code=2001 GSU=${c.r.pick([5, 10, 20])}MB in ${ms(c, 3, 28)}ms`,
        undefined,
        id,
      );
    },
  ],
  [
    6,
    (c, t) => {
      const id = c.tid();
      const m = msisdn(c);
      const path = c.r.pick(["/api/v2/balance", "/api/v2/bundles", "/api/v2/usage?period=current", "/api/v2/invoices"]);
      c.emit(
        t,
        "ocs",
        "INFO",
        `balance query msisdn=${m} main=${c.r.int(0, 9000) / 100} EUR buckets=${c.r.int(1, 5)}`,
        undefined,
        id,
      );
      c.emit(t + ms(c, 15, 90), "portal", "INFO", `GET ${path} 200 ${ms(c, 40, 320)}ms`, undefined, id);
    },
  ],
  [
    4,
    (c, t) => {
      const id = c.tid();
      const code = c.r.pick(["*100#", "*100#", "*121#", "*135*2#"]);
      c.emit(t, "ussd", "INFO", `session ${c.r.hex(10)} BEGIN ${code} from ${msisdn(c)}`, undefined, id);
      c.emit(
        t + ms(c, 20, 60),
        "ocs",
        "INFO",
        `balance query msisdn=${msisdn(c)} main=${c.r.int(0, 9000) / 100} EUR buckets=${c.r.int(1, 4)}`,
        undefined,
        id,
      );
      c.emit(t + ms(c, 2000, 9000), "ussd", "INFO", `session END code=${code} dialogs=${c.r.int(1, 4)}`, undefined, id);
    },
  ],
  [
    6,
    (c, t) => {
      const id = c.tid();
      c.emit(
        t,
        "smsc",
        "INFO",
        `submit_sm esme=${c.r.pick(["bank_otp", "aggr_lk", "internal_notif", "p2p"])} dst=${msisdn(c)} message_id=${c.r.hex(12)} seq=${c.r.int(1000, 999999)} status=ESME_ROK`,
        undefined,
        id,
      );
    },
  ],
  [
    3,
    (c, t) => {
      const id = c.tid();
      c.emit(
        t,
        "prov",
        "INFO",
        `provisioning order ORD-${c.r.int(100000, 999999)} imsi=${imsi(c)} step=${c.r.pick(["InsertSubscriberData", "PUT sdm/am-data", "UpdateLocation ack", "PUT sdm/smf-select-data"])} ok latency=${ms(c, 20, 180)}ms`,
        undefined,
        id,
      );
    },
  ],
  [
    1.2,
    (c, t) => {
      const id = c.tid();
      const ref = `NP${c.r.int(10000000, 99999999)}`;
      c.emit(
        t,
        "mnp",
        "INFO",
        `Port-in ${ref} for ${msisdn(c)} donor=${c.r.pick(["TLX", "VNT", "MBZ", "SNR"])} state=${c.r.pick(["Requested", "Accepted", "Scheduled", "Completed"])}`,
        undefined,
        id,
      );
      if (c.r.chance(0.4))
        c.emit(
          t + ms(c, 40, 400),
          "prov",
          "INFO",
          `provisioning order ORD-${c.r.int(100000, 999999)} imsi=${imsi(c)} step=create-subscriber ok latency=${ms(c, 40, 200)}ms`,
          undefined,
          id,
        );
    },
  ],
  [
    1.5,
    (c, t) => {
      const f = `${c.r.pick(["MSC07", "MSC11", "SGSN02", "PGW04", "IMS01"])}_${c.r.int(100000, 999999)}.ber`;
      const n = c.r.int(800, 9000);
      c.emit(t, "mediation", "INFO", `collected ${f} (${n} records, ${c.r.int(200, 4000)} KB) decoded ok`);
      c.emit(
        t + ms(c, 300, 3000),
        "rating",
        "INFO",
        `rated batch ${f} records=${n} rejected=0 duration=${ms(c, 300, 2400)}ms`,
      );
    },
  ],
  [
    2,
    (c, t) => {
      const acc = c.r.int(10000, 99999);
      c.emit(
        t,
        "billing",
        "INFO",
        `cycle C14 account=${acc}${c.r.int(100, 999)} invoiced total=${c.r.int(500, 20000) / 100} EUR lines=${c.r.int(3, 40)}`,
      );
    },
  ],
];

const airFlows: Flow[] = [
  [
    14,
    (c, t) => {
      const id = c.tid();
      c.emit(
        t,
        "gds",
        "INFO",
        `AVLREQ ${route(c)} ${c.r.int(1, 28)}DEC answered by 1A in ${ms(c, 120, 900)}ms (${c.r.int(4, 30)} options)`,
        undefined,
        id,
      );
      if (c.r.chance(0.5))
        c.emit(
          t + ms(c, 20, 120),
          "ndc",
          "INFO",
          `AirShoppingRQ from ${c.r.pick(["KAYAK", "SKYSCAN", "WEB", "APP", "TMC-AMEX"])} -> ${c.r.int(3, 60)} offers in ${ms(c, 200, 1400)}ms`,
          undefined,
          id,
        );
    },
  ],
  [
    7,
    (c, t) => {
      const id = c.tid();
      const p = pnr(c);
      c.emit(
        t,
        "res",
        "INFO",
        `PNR ${p} ${c.r.pick(["created", "retrieved", "retrieved", "modified", "ticketed"])} by ${c.r.pick(["WEB", "APP", "1A", "NDC", "CC"])} in ${ms(c, 30, 250)}ms`,
        undefined,
        id,
      );
      if (c.r.chance(0.3))
        c.emit(t + ms(c, 50, 300), "ndc", "INFO", `OrderViewRS ${p} sent (${c.r.int(1, 5)} pax)`, undefined, id);
    },
  ],
  [
    8,
    (c, t) => {
      const id = c.tid();
      const p = pnr(c);
      const f = flight(c);
      c.emit(
        t,
        "checkin",
        "INFO",
        `checked in ${p} pax ${c.r.int(1, 4)} on ${f} channel=${c.r.pick(["kiosk", "web", "app", "counter"])}`,
        undefined,
        id,
      );
      c.emit(
        t + ms(c, 10, 80),
        "seats",
        "INFO",
        `seat map ${f} served ${c.r.int(3, 60)} free, cache=${c.r.pick(["hit", "hit", "miss"])}`,
        undefined,
        id,
      );
      c.emit(t + ms(c, 10, 200), "res", "INFO", `PNR ${p} retrieved by DCS in ${ms(c, 20, 140)}ms`, undefined, id);
      if (c.r.chance(0.1))
        c.emit(
          t + ms(c, 300, 2000),
          "checkin",
          "INFO",
          `boarding pass reprinted for ${p} at ${c.r.pick(["KIOSK-12", "KIOSK-07", "CTR-3"])} (reason=paper jam)`,
          undefined,
          id,
        );
    },
  ],
  [
    6,
    (c, t) => {
      const f = flight(c);
      c.emit(
        t,
        "boarding",
        "INFO",
        `${f} gate ${c.r.pick(["A4", "B12", "C7", "D19", "F2"])} scan seq ${c.r.int(1, 189)} accepted`,
      );
      if (c.r.chance(0.15))
        c.emit(
          t + ms(c, 100, 900),
          "boarding",
          "INFO",
          `${f} standby list updated: ${c.r.int(0, 9)} waiting, ${c.r.int(0, 3)} cleared`,
        );
    },
  ],
  [
    5,
    (c, t) => {
      const tag = `0${c.r.int(100, 999)}${c.r.int(100000, 999999)}`;
      c.emit(
        t,
        "bags",
        "INFO",
        `BSM ${tag} ${flight(c)}/${c.r.int(1, 28)}DEC ${c.r.pick(["authorised to load", "loaded ULD AKE" + c.r.int(10000, 99999), "screened"])}`,
      );
    },
  ],
  [
    2,
    (c, t) => {
      const f = flight(c);
      c.emit(
        t,
        "wab",
        "INFO",
        `load sheet ${f} ed.${c.r.int(1, 4)} TOW=${c.r.int(52000, 78000)}kg MACTOW=${c.r.int(180, 320) / 10}% within limits`,
      );
    },
  ],
  [
    3,
    (c, t) => {
      c.emit(
        t,
        "ops",
        "INFO",
        `MVT ${flight(c)} ${c.r.pick(["AD", "AA", "EA", "ETD revised"])} ${station(c)} ${String(c.r.int(0, 23)).padStart(2, "0")}${String(c.r.int(0, 59)).padStart(2, "0")}Z applied`,
      );
    },
  ],
  [
    1.5,
    (c, t) => {
      if (c.est.names.loyalty)
        c.emit(
          t,
          "loyalty",
          "INFO",
          `accrual member=${c.r.int(100000000, 999999999)} ${c.r.int(250, 4000)} pts tier=${c.r.pick(["blue", "silver", "gold"])}`,
        );
      if (c.est.names.crew)
        c.emit(t, "crew", "INFO", `roster publish crew=${c.r.int(10000, 99999)} pairing P${c.r.int(1000, 9999)} ack`);
    },
  ],
];

const noise: Record<string, (c: Ctx, t: number) => void> = {
  smsc: (c, t) =>
    c.emit(
      t,
      "smsc",
      "ERROR",
      `deliver_sm to ${msisdn(c)} failed: ESME_RINVDSTADR (0x0000000B) from roaming partner ${c.r.pick(["DEUD2", "FRAF1", "ITAWI", "ESPTE"])}, message dropped`,
    ),
  ocs: (c, t) =>
    c.emit(
      t,
      "ocs",
      "ERROR",
      `Roaming CCR from ${c.r.pick(["GBRCN", "USAAT", "TURTC", "POLP4"])} rejected: Result-Code=5030 DIAMETER_USER_UNKNOWN imsi=${imsi(c)}`,
    ),
  gds: (c, t) =>
    c.emit(t, "gds", "ERROR", `AVLREQ timeout from 1A after 2500ms (${route(c)}), served cached availability`),
  bags: (c, t) =>
    c.emit(
      t,
      "bags",
      "ERROR",
      `BSM for tag 0${c.r.int(100, 999)}${c.r.int(100000, 999999)} has no matching passenger on ${flight(c)}, queued for manual reconciliation`,
    ),
};

const periodic: Record<string, [Role, number, (c: Ctx) => [Level, string]][]> = {
  telco: [
    [
      "ocs",
      30000,
      (c) => ["INFO", `Diameter DWR/DWA pgw0${c.r.int(1, 4)}.epc.mnc0${c.r.int(1, 9)}.mcc228.3gppnetwork.org ok`],
    ],
    [
      "ocs",
      60000,
      (c) => ["WARN", `Grace quota granted to ${c.r.int(1, 14)} sessions after Tx expiry (FAILURE_HANDLING=CONTINUE)`],
    ],
    [
      "mediation",
      60000,
      (c) => [
        "WARN",
        `file ${c.r.pick(["MSC07", "SGSN02"])}_${c.r.int(100000, 999999)}.ber arrived ${c.r.int(20, 90)} min late, assigned to next rating window`,
      ],
    ],
    [
      "billing",
      45000,
      (c) => [
        "INFO",
        `bill run BR-2026-11 cycle C14 progress ${c.r.int(10, 90)}% (${c.r.int(10000, 60000)}/64210 accounts)`,
      ],
    ],
    [
      "portal",
      60000,
      () => [
        "WARN",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
    ],
    ["prov", 20000, (c) => ["INFO", `GET /healthz 200 ${c.r.int(1, 4)}ms`]],
    [
      "mnp",
      90000,
      (c) => [
        "WARN",
        `Retry 1/3 for clearinghouse GetPortStatus after 502 Bad Gateway; succeeded in ${c.r.int(120, 900)}ms`,
      ],
    ],
    ["ussd", 15000, () => ["INFO", "GET /health 200"]],
    [
      "rating",
      60000,
      () => ["WARN", "The 'tariff.legacyRoundingMode' property is deprecated and will be removed in 6.0"],
    ],
  ],
  air: [
    ["gds", 30000, () => ["INFO", "EDIFACT session pool 1A: 24 active, 0 signed out, heartbeat ok"]],
    ["res", 20000, (c) => ["INFO", `GET /actuator/health 200 ${c.r.int(2, 9)}ms`]],
    ["checkin", 60000, (c) => ["INFO", `flight ${flight(c)} closed for check-in, ${c.r.int(90, 186)} pax accepted`]],
    [
      "checkin",
      90000,
      () => ["WARN", "Microsoft.AspNetCore.Mvc: 'IHostingEnvironment' is obsolete, use IWebHostEnvironment"],
    ],
    [
      "ndc",
      60000,
      (c) => ["WARN", `Retry 1/2 OrderCreate to payment ${c.r.pick(["PSP", "ADYEN"])} after read timeout, succeeded`],
    ],
    ["boarding", 60000, (c) => ["INFO", `flight ${flight(c)} boarding closed, ${c.r.int(0, 4)} no-show offloaded`]],
    ["seats", 20000, () => ["INFO", "GET /healthz 200"]],
    ["ops", 45000, (c) => ["INFO", `feed poll: ${c.r.int(0, 30)} new ASM/MVT messages`]],
    [
      "wab",
      60000,
      () => ["WARN", "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal"],
    ],
  ],
};

/** Fills [t0, t1) with the domain's normal traffic at about `perMin` events a minute. */
export function baseline(c: Ctx, t0: number, t1: number, perMin: number): void {
  const flows = c.est.domain === "telco" ? telcoFlows : airFlows;
  const total = flows.reduce((s, f) => s + f[0], 0);
  for (let t = t0 + c.r.exp(60000 / perMin); t < t1; t += c.r.exp(60000 / perMin)) {
    let x = c.r.next() * total;
    for (const [w, fn] of flows) {
      x -= w;
      if (x <= 0) {
        fn(c, t);
        break;
      }
    }
  }
  for (const [role, every, fn] of periodic[c.est.domain]) {
    if (!c.est.names[role]) continue;
    for (let t = t0 + c.r.int(0, every); t < t1; t += every + c.r.int(-500, 500)) {
      const [lvl, msg] = fn(c);
      c.emit(t, role, lvl, msg);
    }
  }
  const nz = noise[c.est.noisy];
  const rate = c.r.int(6, 14);
  for (let t = t0 + c.r.int(1000, 20000); t < t1; t += c.r.exp(60000 / rate)) nz(c, t);
}

/** An unrelated deploy or config reload by `role` at `t`. */
export function unrelatedChange(c: Ctx, t: number, role: Role): void {
  const v = `${c.r.int(2, 9)}.${c.r.int(0, 30)}.${c.r.int(0, 9)}`;
  const m = c.r.pick([
    [`Started application in ${c.r.int(40, 140) / 10} seconds (version ${v})`],
    [`config reloaded from configmap ${c.s(role)}-config (rev ${c.r.int(100, 900)}), 3 keys changed`],
    [`rolling restart: instance ${c.s(role)}-${c.r.hex(5)} ready (image tag ${v})`],
  ]);
  c.emit(t, role, "INFO", m[0]);
}
