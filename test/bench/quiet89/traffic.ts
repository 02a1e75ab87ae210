// Background every window carries: request flows, health checks, periodic jobs, the estate's noisy service,
// deprecation warnings, retries that succeed and one unrelated deploy or config reload near `focus`.
import type { Role } from "./estates.js";
import { svc } from "./estates.js";
import type { Runtime } from "./stacks.js";
import type { Stream } from "./stream.js";

export const appId = (s: Stream) => `${s.est.key.slice(0, 2).toUpperCase()}-${s.rng.digits(8)}`;
export const when = (s: Stream, t: number) =>
  new Date(t + s.rng.int(1, 20) * 86400000).toISOString().slice(0, 11) +
  `${String(s.rng.int(8, 16)).padStart(2, "0")}:${s.rng.pick(["00", "15", "20", "40", "45"])}`;

type Flow = (s: Stream, t: number) => void;

const FLOWS: [number, Role[], Flow][] = [
  [
    5,
    ["gw"],
    (s, t) => s.access(t, "gw", "GET", `/api/applications/${appId(s)}/status`, 200, s.rng.int(8, 60), s.trace()),
  ],
  [
    3,
    ["gw", "photo"],
    (s, t) => {
      const tr = s.trace();
      const id = appId(s);
      const ms = s.rng.int(300, 1400);
      s.at(
        t + ms - 20,
        "photo",
        "info",
        `photo accepted for ${id}: icao_score=0.${s.rng.int(82, 99)} face_ratio=${s.rng.int(62, 78)}% bg_uniformity=0.${s.rng.int(88, 99)} (${ms - 40}ms)`,
        { trace: tr },
      );
      s.access(t + ms, "gw", "POST", `/api/applications/${id}/photo`, 201, ms, tr);
    },
  ],
  [
    4,
    ["gw", "booking"],
    (s, t) => {
      const tr = s.trace();
      const office = s.rng.pick(s.est.offices);
      const ms = s.rng.int(15, 140);
      s.at(
        t + ms - 5,
        "booking",
        "info",
        `availability office=${office} days=14 free_slots=${s.rng.int(0, 60)} source=${s.rng.pick(["cache", "cache", "db"])}`,
        {
          trace: tr,
        },
      );
      s.access(t + ms, "gw", "GET", `/api/appointments/slots?office=${office}`, 200, ms, tr);
    },
  ],
  [
    1.5,
    ["gw", "booking"],
    (s, t) => {
      const tr = s.trace();
      const ms = s.rng.int(60, 260);
      const ap = `AP${s.rng.digits(7)}`;
      s.at(
        t + ms - 10,
        "booking",
        "info",
        `appointment ${ap} booked office=${s.rng.pick(s.est.offices)} at ${when(s, t)} kind=${s.rng.pick(["first-issue", "renewal", "child", "lost-stolen"])}`,
        {
          trace: tr,
        },
      );
      s.access(t + ms, "gw", "POST", "/api/appointments", 201, ms, tr);
      if (svc(s.est, "notify"))
        s.at(
          t + ms + s.rng.int(40, 400),
          "notify",
          "info",
          `queued message template=appt_confirm to=${s.rng.pick(["a", "j", "m", "s", "k"])}***@${s.rng.pick(["gmail.com", "outlook.com", "web.de", "icloud.com"])} ref=${ap}`,
          { trace: tr },
        );
    },
  ],
  [
    1.5,
    ["gw", "pay"],
    (s, t) => {
      const tr = s.trace();
      const ms = s.rng.int(300, 1800);
      s.at(
        t + ms - 15,
        "pay",
        "info",
        `charge ch_${s.rng.hex(14)} authorised amount=${s.rng.pick(s.est.fee)} ${s.est.currency} brand=${s.rng.pick(["visa", "mastercard", "maestro", "amex"])} 3ds=${s.rng.pick(["frictionless", "frictionless", "challenge"])} psp_ms=${ms - 60}`,
        {
          trace: tr,
        },
      );
      s.access(t + ms, "gw", "POST", "/api/payments", 200, ms, tr);
    },
  ],
  [
    1.2,
    ["bio"],
    (s, t) =>
      s.at(
        t,
        "bio",
        "info",
        `capture session CS${s.rng.digits(6)} station=${s.rng.pick(s.est.stations)} complete: fingers=${s.rng.pick([10, 10, 10, 8, 9])} nfiq2_avg=${s.rng.int(55, 84)} face=pass signature=ok duration=${s.rng.int(140, 420)}s`,
      ),
  ],
  [
    1.2,
    ["registry", "watch"],
    (s, t) => {
      const tr = s.trace();
      const id = appId(s);
      const ms = s.rng.int(40, 260);
      s.at(
        t,
        "registry",
        "info",
        `registry match for ${id}: ${s.rng.pick(["EXACT", "EXACT", "EXACT", "STRONG"])} fields=name,dob,birthplace latency=${ms}ms`,
        { trace: tr },
      );
      s.at(
        t + ms + s.rng.int(20, 90),
        "watch",
        "info",
        `screened ${id} lists=5 result=clear top_score=0.${s.rng.int(3, 39)} elapsed=${s.rng.int(12, 70)}ms`,
        { trace: tr },
      );
    },
  ],
  [
    0.7,
    ["print"],
    (s, t) => {
      const job = `PJ${s.rng.digits(7)}`;
      const line = s.rng.pick(s.est.printLines);
      s.at(
        t,
        "print",
        "info",
        `job ${job} queued on ${line} doc=TD3 pages=${s.rng.pick([32, 48])} priority=${s.rng.pick(["normal", "normal", "express"])}`,
      );
      s.at(
        t + s.rng.int(20000, 120000),
        "print",
        "info",
        `job ${job} done on ${line}: chip personalised, MRZ verified, laminate ok`,
      );
    },
  ],
  [
    1,
    ["courier"],
    (s, t) =>
      s.at(
        t,
        "courier",
        "info",
        `shipment ${s.rng.pick(["JJD", "TRK", "CX"])}${s.rng.digits(10)} ${s.rng.pick(["LABEL_CREATED -> IN_TRANSIT", "IN_TRANSIT -> OUT_FOR_DELIVERY", "OUT_FOR_DELIVERY -> DELIVERED", "OUT_FOR_DELIVERY -> DELIVERED"])} carrier="${s.est.carrier}"`,
      ),
  ],
  [
    2,
    ["gw"],
    (s, t) =>
      s.access(
        t,
        "gw",
        "GET",
        `/api/offices/${s.rng.pick(s.est.offices)}/opening-hours`,
        200,
        s.rng.int(3, 30),
        s.trace(),
      ),
  ],
];

const TOTAL_W = FLOWS.reduce((a, f) => a + f[0], 0);

function flows(s: Stream): void {
  for (let t = s.t0 + s.rng.int(0, 500); t < s.t1; t += s.rng.gap(s.flowRate)) {
    const r = s.rng.next() * TOTAL_W;
    let acc = 0;
    let f = FLOWS[0];
    for (const x of FLOWS) {
      acc += x[0];
      if (r < acc) {
        f = x;
        break;
      }
    }
    if (f[1].some((role) => !s.est.roles[role] && role !== "gw")) continue;
    if (f[1].some((role) => s.isDown(role, t))) continue;
    f[2](s, t);
  }
}

function health(s: Stream): void {
  const logging: Role[] = ["gw", "booking", "registry", "pay"].filter(() => s.rng.chance(0.6)) as Role[];
  for (const role of logging) {
    const every = s.rng.pick([10000, 15000, 30000]);
    for (let t = s.t0 + s.rng.int(0, every); t < s.t1; t += every + s.rng.int(-40, 40)) {
      if (s.isDown(role, t)) continue;
      const java = s.est.roles[role]?.runtime === "java";
      s.access(t, role, "GET", java ? "/actuator/health" : "/healthz", 200, s.rng.int(1, 6));
    }
  }
}

function jobs(s: Stream): void {
  const every = (ms: number, role: Role, f: (t: number) => void) => {
    if (!s.est.roles[role]) return;
    for (let t = s.t0 + s.rng.int(0, ms); t < s.t1; t += ms + s.rng.int(-200, 200)) if (!s.isDown(role, t)) f(t);
  };
  every(30000, "courier", (t) =>
    s.at(
      t,
      "courier",
      "info",
      `carrier poll "${s.est.carrier}": ${s.rng.int(20, 300)} events fetched, ${s.rng.int(0, 40)} shipments updated`,
    ),
  );
  every(60000, "print", (t) =>
    s.at(
      t,
      "print",
      "info",
      `line status ${s.est.printLines.map((l) => `${l}=${s.rng.pick(["RUNNING", "RUNNING", "IDLE"])}`).join(" ")} queue_depth=${s.rng.int(0, 25)} blanks=${s.rng.int(1200, 4000)}`,
    ),
  );
  every(300000, "watch", (t) =>
    s.at(
      t,
      "watch",
      "info",
      `list refresh: EU-consolidated +${s.rng.int(0, 6)}/-${s.rng.int(0, 3)}, UN-SC +0/-0, national +${s.rng.int(0, 2)}/-0; index rebuilt in ${s.rng.int(300, 1800)}ms`,
    ),
  );
  every(120000, "pay", (t) =>
    s.at(t, "pay", "info", `settlement poll: ${s.rng.int(10, 90)} captures confirmed, 0 pending > 24h`),
  );
  every(60000, "bio", (t) =>
    s.at(
      t,
      "bio",
      "info",
      `station heartbeat: ${s.est.stations.length} registered, ${s.est.stations.length} online, firmware drift none`,
    ),
  );
  every(240000, "registry", (t) =>
    s.at(t, "registry", "info", `oauth token refreshed for ${s.est.registryHost} (expires_in=900s)`),
  );
}

/** A constant harmless error or warning from the first minute; the estate decides which. */
function noisy(s: Stream): void {
  const k = s.est.key;
  const rate = 0.08 + s.rng.next() * 0.12;
  for (let t = s.t0 + s.rng.int(0, 4000); t < s.t1; t += s.rng.gap(rate)) {
    if (k === "veldmark")
      s.at(
        t,
        "photo",
        "error",
        `photo rejected for ${appId(s)}: shadow across face region (shadow_score=0.${s.rng.int(31, 58)}, threshold 0.30)`,
      );
    else if (k === "kestrel")
      s.at(
        t,
        "courier",
        "error",
        `carrier callback: delivery failed for shipment TRK${s.rng.digits(10)} reason=NO_ONE_HOME attempt=${s.rng.int(1, 3)}`,
      );
    else if (k === "maritime")
      s.at(
        t,
        "notify",
        "error",
        `SMS delivery report msgid=${s.rng.hex(12)} status=UNDELIVERED err=0x${s.rng.pick(["01", "0b", "45"])} (absent subscriber)`,
      );
    else
      s.at(t, "gw", "error", "ActionController::InvalidAuthenticityToken (Can't verify CSRF token authenticity.):", {
        errType: "ActionController::InvalidAuthenticityToken",
        stack: [
          "actionpack (7.1.3) lib/action_controller/metal/request_forgery_protection.rb:257:in `handle_unverified_request'",
          "actionpack (7.1.3) lib/action_controller/metal/request_forgery_protection.rb:352:in `verify_authenticity_token'",
          "app/controllers/applications_controller.rb:14:in `block in <class:ApplicationsController>'",
        ],
      });
  }
}

const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  java: "HHH90000021: Encountered deprecated setting [javax.persistence.sharedCache.mode], use [jakarta.persistence.sharedCache.mode] instead",
  python:
    "/usr/local/lib/python3.11/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  go: "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
  dotnet:
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
  ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:Appointment> at /app/app/models/appointment.rb:42)",
  cpp: "config key 'spool.legacy_path' is deprecated and will be removed in 5.0; use 'spool.dir'",
};

function deprecations(s: Stream): void {
  for (const sv of Object.values(s.est.roles)) {
    if (!sv || !s.rng.chance(0.45)) continue;
    for (let t = s.t0 + s.rng.int(0, 90000); t < s.t1; t += s.rng.int(120000, 300000))
      s.emit(t, sv.name, "warn", DEPRECATION[sv.runtime]);
  }
}

function retries(s: Stream): void {
  const n = s.rng.int(3, 7);
  for (let i = 0; i < n; i++) {
    const t = s.rng.int(s.t0, s.t1 - 5000);
    const pick = s.rng.int(0, 2);
    if (pick === 0 && s.est.roles.registry)
      s.at(
        t,
        "registry",
        "warn",
        `request to ${s.est.registryHost} failed (attempt 1/3): read: connection reset by peer; retrying in 250ms`,
      );
    else if (pick === 1 && s.est.roles.courier)
      s.at(t, "courier", "warn", `carrier API responded 503, retry 1 of 4 in 1.0s`);
    else
      s.at(t, "pay", "warn", `psp ${s.est.psp} returned 502 on capture, retrying (idempotency-key=${s.rng.hex(20)})`);
    s.at(
      t + s.rng.int(300, 1500),
      pick === 0 ? "registry" : pick === 1 ? "courier" : "pay",
      "info",
      "retry succeeded (attempt 2)",
    );
  }
}

/** An unrelated rollout or config reload of a service other than `skip`, close to `focus`. */
export function deploy(s: Stream, focus: number, skip: string | null): void {
  const cands = Object.values(s.est.roles).filter((x) => x && x.name !== skip);
  const d = s.rng.pick(cands)!;
  const t = focus + s.rng.int(-150000, 90000);
  const v = `${s.rng.int(1, 6)}.${s.rng.int(0, 30)}.${s.rng.int(0, 12)}`;
  if (s.rng.chance(0.5)) {
    s.emit(t, d.name, "info", `received SIGTERM, draining connections (grace 30s)`);
    s.emit(t + 2100, d.name, "info", `starting ${d.name} version=${v} commit=${s.rng.hex(7)} env=prod`);
    s.emit(t + 4300, d.name, "info", `${d.name} ready, listening on :8080`);
  } else {
    s.emit(
      t,
      d.name,
      "info",
      `config change detected (configmap ${d.name}-config rev ${s.rng.int(20, 90)}), reloading`,
    );
    s.emit(
      t + 350,
      d.name,
      "info",
      `config reloaded: feature flags updated (${s.rng.pick(["new_fee_table", "photo_hint_text_v2", "slots_cache_ttl=45s", "courier_sms_optin"])})`,
    );
  }
}

export function background(s: Stream, focus: number, skipDeploy: string | null): void {
  flows(s);
  health(s);
  jobs(s);
  noisy(s);
  deprecations(s);
  retries(s);
  deploy(s, focus, skipDeploy);
}
