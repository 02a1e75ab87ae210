// The four made-up companies of quiet79: services, runtimes, request flows, health checks, jobs and the one noisy
// service each estate lives with.
import type { Rng } from "./rng.js";
import type { Window } from "./stream.js";

export type Runtime = "node" | "go" | "python" | "java" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  namespace: string;
  traced: boolean;
  services: Record<string, Runtime>;
  flows: ((w: Window, t: number) => void)[];
  jobs: (w: Window) => void;
  noisy: (w: Window) => void;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ST = ["TX", "OK", "KS", "NE", "IA", "MO", "AR", "IL", "IN", "OH", "TN", "GA", "CO", "NM"] as const;
const CITY = ["Dallas, TX", "Laredo, TX", "Joplin, MO", "Memphis, TN", "Omaha, NE", "Des Moines, IA", "Tulsa, OK"];
const city = (r: Rng) => r.pick([...CITY, "Wichita, KS", "Little Rock, AR", "Columbus, OH", "Atlanta, GA"]);
const EQUIP = ["V", "R", "F", "SD", "VR", "PO"] as const;
export const loadId = (r: Rng) => `L${r.int(4100000, 4899999)}`;
export const mc = (r: Rng) => `MC${r.int(100000, 1499999)}`;
export const dot = (r: Rng) => `${r.int(1000000, 3999999)}`;
export const truck = (r: Rng) => `T${r.int(1100, 1899)}`;
export const driver = (r: Rng) => `D${r.int(20000, 29999)}`;

export function health(w: Window, svc: string, rt: Runtime, t: number): void {
  const r = w.rng;
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const src = `10.${40 + (h % 5)}.${(h >>> 3) % 8}.${2 + ((h >>> 6) % 248)}`;
  const line: Record<Runtime, string> = {
    node: `::ffff:${src} - - "GET /healthz HTTP/1.1" 200 15 "-" "kube-probe/1.29"`,
    go: `GET /healthz 200 ${r.int(90, 600)}µs remote=${src}:${r.int(30000, 60000)} ua=kube-probe/1.29`,
    python: `${src} - - "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
    java: `${src} - - "GET /actuator/health/liveness HTTP/1.1" 200 15 ${r.int(1, 6)}ms`,
    dotnet: `Request finished HTTP/1.1 GET http://${src}:8080/healthz - 200 - text/plain ${(r.next() * 1.5 + 0.2).toFixed(4)}ms`,
    ruby: `method=GET path=/up format=*/* controller=Rails::HealthController action=show status=200 duration=${(r.next() * 2 + 0.5).toFixed(2)} view=0.41`,
    cpp: `[http] GET /status -> 200 (${(r.next() * 0.5 + 0.1).toFixed(2)} ms)`,
  };
  w.add(t, svc, "INFO", line[rt], { probe: true });
}

export const DEPRECATION: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  go: [
    "WARN grpc: Dial: WithInsecure is deprecated, use WithTransportCredentials and insecure.NewCredentials() instead",
  ],
  python: [
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  java: [
    "o.h.e.j.e.i.JdbcEnvironmentInitiator : HHH000511: The 13.0.0 version for [org.hibernate.dialect.PostgreSQLDialect] is deprecated",
    "o.s.b.c.p.m.PropertiesMigrationListener : The use of configuration keys that have been renamed was found in the environment: Property source 'configmap': Key: spring.redis.host Replacement: spring.data.redis.host",
  ],
  dotnet: [
    "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {5c3e1d2a-8f0b-4b51-9d0e-2f7f1f0c9a11} may be persisted to storage in unencrypted form.",
    "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'Remittance' has a global query filter defined and is the required end of a relationship with the entity 'RemittanceLine'.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    "DEPRECATION WARNING: Using legacy connection handling is deprecated. Please set `legacy_connection_handling` to `false` in your application.",
  ],
  cpp: ["W config: option 'mqtt.clean_session' is deprecated; use 'mqtt.clean_start' (MQTT 5)"],
};

// ---------------------------------------------------------------- Haulmark Logistics (freight broker, trace ids)
export const HAULMARK: Estate = {
  key: "haulmark",
  namespace: "haulmark-prod",
  traced: true,
  services: {
    "loadboard-api": "node",
    "load-matcher": "go",
    "rate-con-svc": "python",
    "carrier-vetting": "java",
    "edi-gateway": "dotnet",
    "tender-router": "java",
    "invoice-builder": "ruby",
    "notify-fanout": "node",
    "geo-lookup": "go",
    "shipper-portal": "ruby",
  },
  flows: [
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      const lid = loadId(r);
      const eq = r.pick(EQUIP);
      const o = city(r);
      const d = city(r);
      w.add(t + 4, "geo-lookup", "INFO", `geocode hit q="${o}" cache=true ${ms(r, 1, 4)}ms`, { trace: id });
      w.add(
        t + 9,
        "load-matcher",
        "INFO",
        `match run load=${lid} equip=${eq} lane="${o} -> ${d}" candidates=${r.int(3, 140)} scored=${r.int(1, 40)} took=${ms(r, 40, 420)}ms`,
        { trace: id },
      );
      w.add(t + 430, "loadboard-api", "INFO", `POST /v3/loads/${lid}/match 200 ${ms(r, 60, 480)}ms`, { trace: id });
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      const lid = loadId(r);
      w.add(
        t,
        "loadboard-api",
        "INFO",
        `GET /v3/loadboard?equip=${r.pick(EQUIP)}&pickup_state=${r.pick(ST)}&radius=${r.pick([50, 100, 150, 250])} 200 ${ms(r, 20, 260)}ms`,
        { trace: id },
      );
      if (r.chance(0.3))
        w.add(
          t + 30,
          "loadboard-api",
          "INFO",
          `posting ${lid} refreshed (age ${r.int(1, 59)}m, views ${r.int(0, 90)})`,
          { trace: id },
        );
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      const lid = loadId(r);
      const m = mc(r);
      w.add(
        t,
        "tender-router",
        "INFO",
        `c.h.tender.TenderService : tender ${lid} awarded carrier=${m} rate=${r.int(900, 4800)}.00 USD`,
        { trace: id },
      );
      w.add(
        t + 40,
        "rate-con-svc",
        "INFO",
        `rate confirmation RC-${lid.slice(1)} rendered (${r.int(2, 4)} pages) and sent for e-signature to dispatch@${m.toLowerCase()}.example`,
        { trace: id },
      );
      w.add(
        t + 90,
        "rate-con-svc",
        "INFO",
        `172.20.0.1 - - "POST /api/v1/confirmations HTTP/1.1" 201 318 "-" "tender-router/5.2"`,
        { trace: id },
      );
      w.add(
        t + 120,
        "notify-fanout",
        "INFO",
        `email queued template=rate_con_sent to=${m.toLowerCase()} msgId=<${r.hex(12)}@mail.haulmark.example>`,
        { trace: id },
      );
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      const m = mc(r);
      w.add(
        t,
        "carrier-vetting",
        "INFO",
        `c.h.vetting.OnboardingCheck : ${m} DOT ${dot(r)} authority=ACTIVE insurance=ON_FILE safety=${r.pick(["SATISFACTORY", "NONE", "SATISFACTORY"])} -> APPROVED (${ms(r, 80, 600)} ms)`,
        { trace: id },
      );
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      const ts = r.pick(["204", "214", "990", "210"]);
      const isa = r.int(100000000, 999999999);
      w.add(
        t,
        "edi-gateway",
        "INFO",
        `info: Haulmark.Edi.Inbound[0] X12 ${ts} received from ${r.pick(["ACMEFOODS", "NORTHWIND", "GLOBEX", "INITECHDC", "UMBRELLACO"])} ISA13=${isa} segments=${r.int(18, 240)}`,
        { trace: id },
      );
      w.add(t + 60, "edi-gateway", "INFO", `info: Haulmark.Edi.Ack[0] 997 sent ISA13=${isa} AK9*A`, { trace: id });
      if (ts === "204")
        w.add(
          t + 110,
          "tender-router",
          "INFO",
          `c.h.tender.InboundTenderListener : tender ${loadId(r)} created from EDI 204 shipper=${r.pick(["ACMEFOODS", "GLOBEX"])}`,
          { trace: id },
        );
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      w.add(
        t,
        "shipper-portal",
        "INFO",
        `method=GET path=/shipments/${loadId(r)}/tracking format=html controller=TrackingController action=show status=200 duration=${(r.next() * 200 + 20).toFixed(2)} view=${(r.next() * 40).toFixed(2)} db=${(r.next() * 30).toFixed(2)}`,
        { trace: id },
      );
    },
  ],
  jobs: (w) => {
    w.every(60000, (t) => {
      const r = w.rng;
      w.add(
        t,
        "invoice-builder",
        "INFO",
        `[InvoiceBatchJob] built ${r.int(4, 40)} invoices, ${r.int(0, 3)} held for POD, total ${r.int(8000, 90000)}.${r.int(10, 99)} USD`,
      );
    });
    w.every(30000, (t) =>
      w.add(t, "loadboard-api", "INFO", `expired ${w.rng.int(0, 25)} stale postings (older than 24h)`),
    );
    w.every(45000, (t) =>
      w.add(t, "geo-lookup", "INFO", `cache stats size=${w.rng.int(180000, 210000)} hit_ratio=0.9${w.rng.int(1, 8)}`),
    );
  },
  noisy: (w) => {
    w.every(4000, (t) => {
      const r = w.rng;
      w.add(
        t,
        "geo-lookup",
        "ERROR",
        `geocode failed q="${r.pick(["PO BOX", "TBD", "SEE NOTES", "000 UNKNOWN RD", "CALL FOR ADDRESS"])} ${r.pick(ST)}" provider=primary status=ZERO_RESULTS`,
      );
    });
  },
};

// ---------------------------------------------------------------- Ridgeline Carriers (trucking carrier, no ids)
export const RIDGELINE: Estate = {
  key: "ridgeline",
  namespace: "fleet",
  traced: false,
  services: {
    "driver-app-bff": "node",
    "eld-ingest": "go",
    "hos-engine": "python",
    "dispatch-board": "node",
    "fuelcard-auth": "java",
    "trip-planner": "go",
    "maint-scheduler": "ruby",
    "settlement-svc": "dotnet",
    "telematics-bridge": "cpp",
  },
  flows: [
    (w, t) => {
      const r = w.rng;
      const tk = truck(r);
      w.add(t, "telematics-bridge", "INFO", `I mqtt: PUBLISH fleet/${tk}/pos qos=1 len=${r.int(96, 180)}`);
      w.add(
        t + 6,
        "eld-ingest",
        "INFO",
        `level=info msg="ping accepted" truck=${tk} lat=${(33 + r.next() * 8).toFixed(5)} lon=${(-101 + r.next() * 12).toFixed(5)} speed_mph=${r.int(0, 68)} engine=on`,
      );
    },
    (w, t) => {
      const r = w.rng;
      const d = driver(r);
      w.add(
        t,
        "hos-engine",
        "INFO",
        `duty status change driver=${d} ${r.pick(["ON", "D", "OFF", "SB"])} -> ${r.pick(["D", "ON", "OFF"])} drive_left=${r.int(0, 11)}h${r.int(0, 59)}m shift_left=${r.int(0, 14)}h${r.int(0, 59)}m cycle_left=${r.int(5, 70)}h`,
      );
      w.add(t + 30, "driver-app-bff", "INFO", `GET /api/drivers/${d}/clocks 200 ${ms(r, 15, 160)}ms`);
    },
    (w, t) => {
      const r = w.rng;
      const l = loadId(r);
      w.add(
        t,
        "dispatch-board",
        "INFO",
        `assignment ${l} -> ${truck(r)}/${driver(r)} eta ${r.int(1, 30)}h, ${r.int(40, 1400)} mi`,
      );
      w.add(
        t + 20,
        "trip-planner",
        "INFO",
        `route planned load=${l} stops=${r.int(2, 5)} miles=${r.int(40, 1400)} fuel_stops=${r.int(0, 4)} took=${ms(r, 30, 300)}ms`,
      );
    },
    (w, t) => {
      const r = w.rng;
      const tk = truck(r);
      w.add(
        t,
        "fuelcard-auth",
        "INFO",
        `c.r.fuel.AuthController : auth approved card=****${r.int(1000, 9999)} unit=${tk} site=${r.pick(["Love's #", "Pilot #", "TA #", "Flying J #"])}${r.int(200, 900)} gallons<=${r.int(80, 150)} product=DSL (${ms(r, 120, 700)} ms)`,
      );
      w.add(t + 800, "driver-app-bff", "INFO", `POST /api/fuel/authorize 200 ${ms(r, 200, 900)}ms`);
    },
    (w, t) => {
      const r = w.rng;
      w.add(
        t,
        "driver-app-bff",
        "INFO",
        `GET /api/${r.pick(["loads/current", "messages", "documents", "paystubs/latest"])} 200 ${ms(r, 10, 220)}ms`,
      );
    },
  ],
  jobs: (w) => {
    w.every(60000, (t) =>
      w.add(
        t,
        "maint-scheduler",
        "INFO",
        `[PmDueJob] ${w.rng.int(0, 6)} units due for PM-A within 500 mi, work orders created`,
      ),
    );
    w.every(30000, (t) =>
      w.add(
        t,
        "hos-engine",
        "INFO",
        `recalculated clocks for ${w.rng.int(380, 420)} drivers in ${w.rng.int(200, 900)}ms`,
      ),
    );
    w.every(60000, (t) =>
      w.add(
        t,
        "settlement-svc",
        "INFO",
        `info: Ridgeline.Settlement.Jobs.AccrualJob[0] accrued ${w.rng.int(10, 80)} trips for week 48`,
      ),
    );
    w.every(20000, (t) =>
      w.add(
        t,
        "eld-ingest",
        "INFO",
        `level=info msg="flushed batch" rows=${w.rng.int(300, 900)} took=${w.rng.int(8, 60)}ms`,
      ),
    );
  },
  noisy: (w) => {
    w.every(5000, (t) => {
      const r = w.rng;
      w.add(
        t,
        "maint-scheduler",
        "ERROR",
        `[DtcImport] unknown DTC SPN ${r.int(500, 5999)} FMI ${r.int(0, 31)} from unit ${truck(r)}, no mapping (stored raw)`,
      );
    });
  },
};

// ---------------------------------------------------------------- Dockline (dock appointments + EDI, trace ids)
export const DOCKLINE: Estate = {
  key: "dockline",
  namespace: "dockline",
  traced: true,
  services: {
    "appt-api": "dotnet",
    "dock-scheduler": "java",
    "yard-gate": "go",
    "edi-x12-in": "java",
    "asn-processor": "python",
    "carrier-portal": "ruby",
    "slot-optimizer": "python",
    "notif-sms": "node",
    "billing-sync": "dotnet",
  },
  flows: [
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      const ap = `APT-${r.int(300000, 399999)}`;
      w.add(
        t,
        "slot-optimizer",
        "INFO",
        `INFO:slot_optimizer.solver:solved dc=${r.pick(["DFW2", "MEM1", "ATL4", "OMA1"])} day=2026-12-0${r.int(1, 7)} doors=${r.int(12, 40)} candidates=${r.int(4, 60)} in ${ms(r, 30, 500)}ms`,
        { trace: id },
      );
      w.add(
        t + 520,
        "dock-scheduler",
        "INFO",
        `c.d.sched.AppointmentService : booked ${ap} door ${r.int(1, 40)} ${r.int(5, 20)}:${r.pick(["00", "30"])} carrier=${mc(r)} po_count=${r.int(1, 9)}`,
        { trace: id },
      );
      w.add(
        t + 560,
        "appt-api",
        "INFO",
        `Request finished HTTP/1.1 POST http://appt-api/v2/appointments - 201 - application/json ${(r.next() * 600 + 40).toFixed(4)}ms`,
        { trace: id },
      );
      if (r.chance(0.5))
        w.add(
          t + 600,
          "notif-sms",
          "INFO",
          `sms queued to=+1${r.int(200, 989)}***${r.int(1000, 9999)} template=appt_confirmed sid=SM${r.hex(32)}`,
          { trace: id },
        );
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      w.add(
        t,
        "yard-gate",
        "INFO",
        `gate ${r.pick(["in", "out"])} lane=${r.int(1, 4)} trailer=${r.pick(["JBHU", "SNLU", "WFTU", "HMDU"])}${r.int(100000, 999999)} seal=${r.int(1000000, 9999999)} dwell=${r.int(2, 300)}m`,
        { trace: id },
      );
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      const isa = r.int(100000000, 999999999);
      w.add(
        t,
        "edi-x12-in",
        "INFO",
        `c.d.edi.X12Reader : ISA ${isa} from ${r.pick(["WALMRT", "TARGETDC", "KROGERLOG", "COSTCODEP"])} GS*SH 856 ${r.int(1, 30)} ST sets parsed`,
        { trace: id },
      );
      w.add(
        t + 80,
        "asn-processor",
        "INFO",
        `INFO:asn.apply:ASN ${r.int(70000000, 79999999)} applied: ${r.int(1, 26)} pallets, ${r.int(10, 900)} cartons, appointment matched`,
        { trace: id },
      );
    },
    (w, t) => {
      const r = w.rng;
      const id = w.id();
      w.add(
        t,
        "carrier-portal",
        "INFO",
        `method=GET path=/appointments/availability format=json controller=Api::AvailabilityController action=index status=200 duration=${(r.next() * 300 + 30).toFixed(2)} view=${(r.next() * 20).toFixed(2)} db=${(r.next() * 40).toFixed(2)}`,
        { trace: id },
      );
      w.add(
        t + 10,
        "appt-api",
        "INFO",
        `Request finished HTTP/1.1 GET http://appt-api/v2/availability?dc=${r.pick(["DFW2", "MEM1", "ATL4"])} - 200 - application/json ${(r.next() * 200 + 10).toFixed(4)}ms`,
        { trace: id },
      );
    },
  ],
  jobs: (w) => {
    w.every(60000, (t) =>
      w.add(
        t,
        "billing-sync",
        "INFO",
        `info: Dockline.Billing.Worker[0] pushed ${w.rng.int(5, 60)} lumper receipts to ERP`,
      ),
    );
    w.every(30000, (t) =>
      w.add(
        t,
        "dock-scheduler",
        "INFO",
        `c.d.sched.NoShowSweeper : marked ${w.rng.int(0, 4)} appointments NO_SHOW (grace 120 min)`,
      ),
    );
    w.every(45000, (t) =>
      w.add(t, "edi-x12-in", "INFO", `c.d.edi.SftpPoller : polled /inbound: ${w.rng.int(0, 12)} files`),
    );
  },
  noisy: (w) => {
    w.every(6000, (t) => {
      const r = w.rng;
      w.add(
        t,
        "asn-processor",
        "WARN",
        `WARNING:asn.apply:ASN ${r.int(70000000, 79999999)} references PO ${r.int(4500000000, 4599999999)} not on any appointment; parked for manual review`,
      );
    });
  },
};

// ---------------------------------------------------------------- Prairie Freightways (carrier + brokerage, no ids)
export const PRAIRIE: Estate = {
  key: "prairie",
  namespace: "pfw-prod",
  traced: false,
  services: {
    "quote-engine": "python",
    "lane-pricing": "go",
    "load-tender-svc": "java",
    "ifta-fuel-tax": "python",
    "pay-runs": "dotnet",
    "eld-sync": "go",
    "doc-capture": "node",
    "detention-tracker": "ruby",
  },
  flows: [
    (w, t) => {
      const r = w.rng;
      const o = r.pick(ST);
      const d = r.pick(ST);
      w.add(
        t,
        "lane-pricing",
        "INFO",
        `priced lane ${o}->${d} equip=${r.pick(EQUIP)} linehaul=$${(r.next() * 2 + 1.6).toFixed(2)}/mi fsc=$0.${r.int(48, 66)} conf=0.${r.int(55, 97)}`,
      );
      w.add(
        t + 25,
        "quote-engine",
        "INFO",
        `quote Q-${r.int(800000, 899999)} issued customer=${r.pick(["C1042", "C2210", "C0087", "C3301"])} amount=${r.int(700, 5200)}.00 valid_for=24h`,
      );
    },
    (w, t) => {
      const r = w.rng;
      w.add(
        t,
        "load-tender-svc",
        "INFO",
        `c.p.tender.TenderController : tender ${loadId(r)} ${r.pick(["accepted", "accepted", "accepted", "declined (no capacity)"])} in ${ms(r, 20, 180)} ms`,
      );
    },
    (w, t) => {
      const r = w.rng;
      w.add(
        t,
        "doc-capture",
        "INFO",
        `{"msg":"document classified","type":"${r.pick(["BOL", "POD", "LUMPER", "SCALE"])}","load":"${loadId(r)}","pages":${r.int(1, 4)},"ocrMs":${ms(r, 300, 2400)}}`,
      );
    },
    (w, t) => {
      const r = w.rng;
      w.add(
        t,
        "eld-sync",
        "INFO",
        `synced logs driver=${driver(r)} events=${r.int(1, 30)} provider=samsara-compatible took=${ms(r, 40, 400)}ms`,
      );
    },
    (w, t) => {
      const r = w.rng;
      w.add(
        t,
        "detention-tracker",
        "INFO",
        `stop ${r.int(100000, 199999)} arrived ${r.int(0, 140)}m before appointment, free time 120m`,
      );
    },
  ],
  jobs: (w) => {
    w.every(60000, (t) =>
      w.add(
        t,
        "pay-runs",
        "INFO",
        `info: Prairie.Pay.SettlementWorker[0] settlement batch ${w.rng.int(9000, 9999)}: ${w.rng.int(3, 40)} drivers, ${w.rng.int(0, 3)} on hold`,
      ),
    );
    w.every(40000, (t) =>
      w.add(
        t,
        "ifta-fuel-tax",
        "INFO",
        `INFO ifta.jobs: apportioned ${w.rng.int(100, 900)} fuel receipts to jurisdictions (Q4)`,
      ),
    );
    w.every(30000, (t) =>
      w.add(t, "eld-sync", "INFO", `poll cycle complete drivers=${w.rng.int(220, 260)} changed=${w.rng.int(0, 40)}`),
    );
  },
  noisy: (w) => {
    w.every(3500, (t) => {
      const r = w.rng;
      w.add(
        t,
        "doc-capture",
        "ERROR",
        `{"msg":"OCR confidence below threshold","load":"${loadId(r)}","page":${r.int(1, 3)},"confidence":0.${r.int(21, 58)},"action":"queued_for_human"}`,
      );
    });
  },
};

export const ESTATES: readonly Estate[] = [HAULMARK, RIDGELINE, DOCKLINE, PRAIRIE];

/** baseline every file carries: traffic, probes, jobs, the noisy service, deprecations */
export function baseline(w: Window, e: Estate, ratePerSec: number): void {
  w.poisson(ratePerSec, (t) => w.rng.pick(e.flows)(w, t));
  for (const [svc, rt] of Object.entries(e.services)) {
    w.every(10000, (t) => health(w, svc, rt, t), w.start, w.end, 0.02);
  }
  e.jobs(w);
  e.noisy(w);
  const svcs = Object.entries(e.services);
  for (let i = 0; i < 3; i++) {
    const [svc, rt] = w.rng.pick(svcs);
    const msg = w.rng.pick(DEPRECATION[rt]);
    w.every(w.rng.int(90000, 240000), (t) => w.add(t, svc, "WARN", msg));
  }
}
