// Brightwell Opticians: a high-street chain of ~400 stores. Eye-test booking, the optometrist diary, clinical
// records and retinal imaging (OCT / fundus), recall reminders, hearing-aid fittings, till sync and frame stock.
// Kubernetes, an nginx ingress in front, W3C trace ids on every line that belongs to a request.
import { type Rng, uuid } from "../rng.js";
import type { Estate, Flow, Hop } from "../types.js";

export const BW = {
  gateway: "store-gateway",
  booking: "booking-web",
  diary: "diary-service",
  records: "patient-records",
  imaging: "retina-imaging",
  recall: "recall-notifier",
  hearing: "hearing-fit",
  pos: "pos-sync",
  sso: "staff-sso",
  stock: "frame-stock",
} as const;

export const bwStore = (r: Rng): string => `BW${String(r.int(1, 430)).padStart(4, "0")}`;
export const bwPatient = (r: Rng): string => `P${r.digits(8)}`;
export const bwDate = (r: Rng): string =>
  `2026-${String(r.int(5, 6)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
export const bwStaff = (r: Rng): string =>
  `${r.pick(["optom", "optom", "dispenser", "mgr", "audiologist", "cla"])}.${r.pick(["j", "a", "r", "s", "m", "k", "t"])}${r.pick(["davies", "khan", "patel", "thompson", "obrien", "nowak", "hughes", "evans", "clarke", "ahmed", "walsh"])}`;
export const bwOptom = (r: Rng): string =>
  `${r.pick(["optom", "optom", "optom", "orthoptist", "clo"])}.${r.pick(["j", "a", "r", "s", "m", "k", "t"])}${r.pick(["davies", "khan", "patel", "thompson", "obrien", "nowak", "hughes", "evans", "clarke", "ahmed", "walsh"])}`;
export const bwSku = (r: Rng): string =>
  `${r.pick(["BWL", "RB", "OAK", "TH", "SUP"])}${r.int(1000, 9899)}-${r.int(48, 56)}-${r.pick(["BLK", "TORT", "GLD", "NAVY", "CRYS", "GUN"])}`;
const ip = (r: Rng): string => `10.12.${r.int(0, 7)}.${r.int(2, 250)}`;
const ua = (r: Rng): string =>
  r.pick([
    "BrightwellApp/5.2.1 (iPhone; iOS 17.4.1)",
    "BrightwellApp/5.2.0 (Android 14; SM-S911B)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "StoreTill/3.9 (.NET 6; BW-POS)",
  ]);

/** An nginx ingress access line (no [time_local]: the shipper stamps the time). */
export function bwAccess(
  r: Rng,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  bytes = r.int(180, 9000),
): string {
  const up = `10.44.${r.int(0, 9)}.${r.int(2, 250)}:${upstream === BW.booking ? 3000 : 8080}`;
  return `${ip(r)} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${ua(r)}" rt=${(ms / 1000).toFixed(3)} uct=0.00${r.int(0, 4)} urt=${(Math.max(ms - r.int(0, 3), 1) / 1000).toFixed(3)} ups=${upstream} ua=${up}`;
}

const slotSearch: Flow = {
  weight: 30,
  make(r) {
    const store = bwStore(r);
    const d = bwDate(r);
    const q = r.int(9, 85);
    const total = q + r.int(6, 40);
    const free = r.chance(0.08) ? 0 : r.int(1, 36);
    return [
      {
        svc: BW.diary,
        at: 4,
        msg: `SlotQuery store=${store} date=${d} clinicians=${r.int(1, 4)} -> ${free} free (${q} ms)`,
      },
      { svc: BW.booking, at: total - 3, msg: `GET /slots?store=${store}&date=${d} 200 ${total}ms` },
      {
        svc: BW.gateway,
        at: total,
        msg: bwAccess(r, "GET", `/api/v1/slots?store=${store}&date=${d}`, 200, total, BW.booking),
      },
    ];
  },
};

const booking: Flow = {
  weight: 9,
  make(r) {
    const store = bwStore(r);
    const ref = `BW-${r.upper(6)}`;
    const type = r.pick([
      "EYE_TEST_ADULT",
      "EYE_TEST_ADULT",
      "EYE_TEST_CHILD",
      "CL_AFTERCARE",
      "OCT_SCAN",
      "DIABETIC_SCREEN",
    ]);
    const total = r.int(90, 320);
    const taskId = uuid(r);
    if (r.chance(0.06)) {
      return [
        {
          svc: BW.diary,
          at: 20,
          level: "warn",
          msg: `Slot hold rejected: slot ${store}-${r.digits(6)} already HELD by another session`,
        },
        {
          svc: BW.booking,
          at: total - 4,
          level: "warn",
          msg: `POST /appointments 409 slot_taken store=${store} (${total}ms)`,
        },
        { svc: BW.gateway, at: total, msg: bwAccess(r, "POST", "/api/v1/appointments", 409, total, BW.booking, 61) },
      ];
    }
    if (r.chance(0.04)) {
      return [
        {
          svc: BW.booking,
          at: 6,
          level: "warn",
          msg: `POST /appointments 422 validation failed: dateOfBirth "${r.int(1, 31)}/${r.int(13, 19)}/19${r.int(50, 99)}" is not a valid date`,
        },
        { svc: BW.gateway, at: 9, msg: bwAccess(r, "POST", "/api/v1/appointments", 422, 9, BW.booking, 118) },
      ];
    }
    return [
      {
        svc: BW.diary,
        at: 18,
        msg: `Appointment ${ref} confirmed store=${store} type=${type} clinician=${bwOptom(r)}`,
      },
      { svc: BW.recall, at: total - 20, msg: `Task recall.tasks.send_confirmation[${taskId}] received` },
      { svc: BW.booking, at: total - 2, msg: `POST /appointments 201 ref=${ref} (${total}ms)` },
      { svc: BW.gateway, at: total, msg: bwAccess(r, "POST", "/api/v1/appointments", 201, total, BW.booking, 412) },
      {
        svc: BW.recall,
        at: total + r.int(200, 900),
        msg: `Task recall.tasks.send_confirmation[${taskId}] succeeded in ${r.float(0.1, 0.9).toFixed(6)}s: {'channel': 'sms', 'status': 'queued'}`,
      },
    ];
  },
};

const recordView: Flow = {
  weight: 12,
  make(r) {
    const p = bwPatient(r);
    const user = bwStaff(r);
    const store = bwStore(r);
    const total = r.int(25, 160);
    const hops: Hop[] = [];
    if (r.chance(0.25))
      hops.push({ svc: BW.sso, at: 2, msg: `token introspection active=true client=records-ui sub=${user}` });
    if (r.chance(0.05) && user.startsWith("cla")) {
      hops.push(
        {
          svc: BW.records,
          at: 8,
          level: "warn",
          msg: `Access denied: user=${user} role=CLINICAL_ASSISTANT lacks scope records:clinical:read for patient ${p}`,
        },
        { svc: BW.gateway, at: 11, msg: bwAccess(r, "GET", `/api/v1/patients/${p}/record`, 403, 11, BW.records, 97) },
      );
      return hops;
    }
    hops.push(
      {
        svc: BW.records,
        at: total - 3,
        msg: `GET /patients/${p}/record 200 rx_history=${r.int(1, 14)} user=${user} store=${store} took=${total - 5}ms`,
      },
      { svc: BW.gateway, at: total, msg: bwAccess(r, "GET", `/api/v1/patients/${p}/record`, 200, total, BW.records) },
    );
    return hops;
  },
};

const imagingUpload: Flow = {
  weight: 4,
  make(r) {
    const p = bwPatient(r);
    const store = bwStore(r);
    const kind = r.pick(["OCT", "OCT", "FUNDUS", "OPTOMAP"]);
    const dev =
      kind === "OCT" ? r.pick(["TOPCON-3D-OCT-1", "ZEISS-CIRRUS-5000"]) : r.pick(["CANON-CR2-AF", "OPTOS-DAYTONA"]);
    const secs = r.float(0.8, 4.2);
    const total = Math.round(secs * 1000) + r.int(30, 90);
    const uid = `1.2.826.0.1.3680043.10.${r.digits(3)}.${r.digits(10)}`;
    return [
      {
        svc: BW.imaging,
        at: total - 60,
        msg: `stored ${kind} study ${uid} patient=${p} device=${dev} store=${store} frames=${kind === "OCT" ? r.pick([128, 256, 512]) : r.int(1, 4)} size=${r.float(4, 180).toFixed(1)}MB in ${secs.toFixed(2)}s`,
      },
      {
        svc: BW.records,
        at: total - 20,
        msg: `imaging study ${uid} linked to ${p} (modality=${kind === "OCT" ? "OPT" : "OP"})`,
      },
      { svc: BW.gateway, at: total, msg: bwAccess(r, "POST", "/api/v1/imaging/studies", 201, total, BW.imaging, 233) },
    ];
  },
};

const stockLookup: Flow = {
  weight: 12,
  make(r) {
    const sku = bwSku(r);
    const store = bwStore(r);
    const ms = r.float(0.6, 9).toFixed(1);
    return [
      {
        svc: BW.stock,
        at: 2,
        msg: `stock lookup sku=${sku} store=${store} on_hand=${r.int(0, 9)} in_transit=${r.int(0, 4)} (${ms}ms)`,
      },
      {
        svc: BW.gateway,
        at: Math.ceil(Number(ms)) + 3,
        msg: bwAccess(r, "GET", `/api/v1/frames/${sku}/stock?store=${store}`, 200, Math.ceil(Number(ms)) + 3, BW.stock),
      },
    ];
  },
};

const hearing: Flow = {
  weight: 4,
  make(r) {
    const total = r.int(40, 260);
    const id = r.int(100000, 999999);
    const create = r.chance(0.35);
    const path = create ? "/hearing/appointments" : `/hearing/fittings/${id}`;
    const ar = (total * r.float(0.1, 0.4)).toFixed(1);
    return [
      {
        svc: BW.hearing,
        at: 1,
        msg: `Started ${create ? "POST" : "GET"} "${path}" for ${ip(r)}`,
      },
      {
        svc: BW.hearing,
        at: total - 2,
        msg: `Completed ${create ? "201 Created" : "200 OK"} in ${total}ms (Views: ${(total * 0.05).toFixed(1)}ms | ActiveRecord: ${ar}ms | Allocations: ${r.int(3000, 40000)})`,
      },
      {
        svc: BW.gateway,
        at: total,
        msg: bwAccess(r, create ? "POST" : "GET", `/api/v1${path}`, create ? 201 : 200, total, BW.hearing),
      },
    ];
  },
};

const tillBatch: Flow = {
  weight: 7,
  make(r) {
    const store = bwStore(r);
    const seq = r.int(880000, 899999);
    const n = r.int(1, 22);
    const hops: Hop[] = [
      {
        svc: BW.pos,
        at: 0,
        msg: `Received till batch Store=${store} Till=${r.int(1, 4)} Transactions=${n} Seq=${seq}`,
      },
      { svc: BW.pos, at: r.int(60, 400), msg: `Batch ${seq} committed in ${r.int(40, 380)} ms` },
    ];
    if (r.chance(0.5))
      hops.push({
        svc: BW.stock,
        at: r.int(420, 700),
        msg: `decrement sku=${bwSku(r)} store=${store} qty=1 reason=SALE seq=${seq}`,
      });
    return hops;
  },
};

const staffLogin: Flow = {
  weight: 3,
  make(r) {
    const user = bwStaff(r);
    const store = bwStore(r);
    if (r.chance(0.12))
      return [
        {
          svc: BW.sso,
          at: 40,
          level: "warn",
          msg: `type=LOGIN_ERROR, realmId=staff, clientId=records-ui, userId=${uuid(r)}, ipAddress=${ip(r)}, error=invalid_user_credentials, auth_method=openid-connect, username=${user}`,
        },
        {
          svc: BW.gateway,
          at: 44,
          msg: bwAccess(r, "POST", "/auth/realms/staff/login-actions/authenticate", 200, 44, BW.sso, 5120),
        },
      ];
    return [
      {
        svc: BW.sso,
        at: 60,
        msg: `type=LOGIN, realmId=staff, clientId=${r.pick(["records-ui", "diary-ui", "pos-backoffice"])}, userId=${uuid(r)}, ipAddress=${ip(r)}, auth_method=openid-connect, username=${user}, store=${store}`,
      },
      {
        svc: BW.gateway,
        at: 66,
        msg: bwAccess(r, "POST", "/auth/realms/staff/protocol/openid-connect/token", 200, 66, BW.sso, 2310),
      },
    ];
  },
};

export const brightwell: Estate = {
  key: "brightwell",
  title: "Brightwell Opticians",
  namespace: "brightwell-prod",
  traces: "w3c",
  services: [
    { name: BW.gateway, runtime: "nginx" },
    { name: BW.booking, runtime: "node" },
    { name: BW.diary, runtime: "java" },
    { name: BW.records, runtime: "java" },
    { name: BW.imaging, runtime: "python" },
    { name: BW.recall, runtime: "python" },
    { name: BW.hearing, runtime: "ruby" },
    { name: BW.pos, runtime: "dotnet" },
    { name: BW.sso, runtime: "java" },
    { name: BW.stock, runtime: "go" },
  ],
  flows: [slotSearch, booking, recordView, imagingUpload, stockLookup, hearing, tillBatch, staffLogin],
  ticks: [
    {
      svc: BW.recall,
      every: 60,
      make: (r) => [
        "info",
        `recall sweep: ${r.int(20, 90)} patients due, ${r.int(15, 80)} queued, ${r.int(0, 6)} opted out`,
      ],
    },
    {
      svc: BW.pos,
      every: 30,
      make: (r) => ["info", `Heartbeat: ${r.int(396, 412)} stores connected, ${r.int(0, 4)} lagging > 5 min`],
    },
    {
      svc: BW.stock,
      every: 120,
      make: (r) => ["info", `replenishment snapshot written rows=${r.int(18000, 18600)} took=${r.int(300, 900)}ms`],
    },
    {
      svc: BW.diary,
      every: 300,
      make: (r) => [
        "debug",
        `HikariPool-1 - Pool stats (total=20, active=${r.int(0, 5)}, idle=${r.int(15, 20)}, waiting=0)`,
      ],
    },
    {
      svc: BW.records,
      every: 300,
      make: (r) => [
        "debug",
        `HikariPool-1 - Pool stats (total=30, active=${r.int(1, 8)}, idle=${r.int(20, 29)}, waiting=0)`,
      ],
    },
  ],
  probes: [
    {
      svc: BW.gateway,
      every: 10,
      make: (r) => [
        "info",
        `10.12.0.${r.int(2, 5)} - - "GET /healthz HTTP/1.1" 200 2 "-" "ELB-HealthChecker/2.0" rt=0.000 uct=- urt=-`,
      ],
    },
    { svc: BW.booking, every: 15, make: (r) => ["debug", `GET /api/health 200 ${r.int(0, 2)}ms`] },
  ],
  chronic: [
    {
      svc: BW.booking,
      every: 22,
      make: (r) => [
        "error",
        `analytics beacon failed: Request failed with status code 400 (batch of ${r.int(501, 900)} events exceeds 500)`,
      ],
    },
    {
      svc: BW.imaging,
      every: 35,
      make: (r) => [
        "error",
        `DICOM association rejected: calling AE title 'FUNDUS_BW00${r.pick(["77", "77", "91"])}' not configured (result=1, source=1, reason=3)`,
      ],
    },
    {
      svc: BW.pos,
      every: 45,
      make: (r) => [
        "error",
        `Till BW0190-T3 clock drift ${r.int(301, 480)}s exceeds 300s; transaction timestamps corrected from server time`,
      ],
    },
    {
      svc: BW.hearing,
      every: 16,
      make: (r) => [
        "error",
        `ActionController::RoutingError (No route matches [GET] "${r.pick(["/wp-login.php", "/.env", "/xmlrpc.php", "/.git/config", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"])}")`,
      ],
    },
  ],
  sporadic: [
    {
      svc: BW.diary,
      perMin: 0.5,
      make: (r) => [
        "warn",
        `Slow query (${r.int(1001, 2400)} ms): SELECT s.* FROM clinic_slot s WHERE s.store_id = ? AND s.clinic_day BETWEEN ? AND ? ORDER BY s.starts_at`,
      ],
    },
    {
      svc: BW.records,
      perMin: 0.08,
      make: (r) => [
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(61, 75)}s${r.int(100, 900)}ms).`,
      ],
    },
    {
      svc: BW.recall,
      perMin: 0.7,
      make: (r) => [
        "warn",
        `SMS to +44 7700 9${r.digits(5)} undeliverable: vendor status 30005 (unknown destination handset), patient flagged for letter`,
      ],
    },
    {
      svc: BW.stock,
      perMin: 0.3,
      make: (r) => [
        "warn",
        `publish stock-changed retry ${r.int(1, 2)}/5 after kafka: Not Leader For Partition; delivered on next attempt`,
      ],
    },
    {
      svc: BW.booking,
      perMin: 0.4,
      make: (r) => ["info", `session expired for visitor ${r.hex(12)}; redirecting to /login?next=%2Fbook`],
    },
    {
      svc: BW.gateway,
      perMin: 1.2,
      make: (r) => [
        "info",
        `${ip(r)} - - "GET /api/v1/slots?store=${bwStore(r)} HTTP/1.1" 499 0 "-" "${ua(r)}" rt=${r.float(2, 9).toFixed(3)} uct=0.001 urt=- ups=${BW.booking}`,
      ],
    },
    {
      svc: BW.sso,
      perMin: 0.2,
      make: () => [
        "warn",
        "Using deprecated 'hostname-strict-https' option; it will be removed in a future release. Use 'hostname' with a URL instead.",
      ],
    },
  ],
  rollouts: [
    {
      svc: BW.stock,
      lines: (r) => [
        [0, "info", "received SIGTERM, draining connections"],
        [r.int(4000, 9000), "info", `frame-stock v2.18.${r.int(2, 9)} starting (go1.22.4, commit ${r.hex(7)})`],
        [r.int(9100, 9600), "info", "connected to postgres frame_stock@pg-stock-01:5432 (pool max=25)"],
        [r.int(9700, 9900), "info", "listening on :8080"],
      ],
    },
    {
      svc: BW.booking,
      lines: (r) => [
        [0, "info", `> booking-web@5.${r.int(2, 4)}.${r.int(0, 9)} start`],
        [r.int(800, 1500), "info", "▲ Next.js 14.2.3 - Local: http://localhost:3000"],
        [
          r.int(1600, 2200),
          "warn",
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ],
        [r.int(2300, 3800), "info", `✓ Ready in ${r.float(1.2, 3.1).toFixed(1)}s`],
      ],
    },
    {
      svc: BW.diary,
      lines: () => [
        [0, "info", "Refresh keys changed: [diary.slots.hold-seconds, diary.slots.max-per-request]"],
        [350, "info", "Rebinding bean 'slotProperties' after environment change"],
      ],
    },
    {
      svc: BW.recall,
      lines: (r) => [
        [0, "warn", "Warm shutdown (MainProcess)"],
        [r.int(5000, 9000), "info", "Connected to redis://recall-redis:6379/0"],
        [r.int(9100, 9500), "info", `celery@recall-notifier-${r.hex(9)}-${r.alnum(5).toLowerCase()} ready.`],
      ],
    },
  ],
};
