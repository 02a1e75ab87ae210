// Little Acorns: a UK nursery chain on Kubernetes. Door kiosks check children in and out with guardians, rooms
// keep staff ratios, staff post photos and diary notes to parents, fees and government funding claims run in
// the background. W3C trace ids on the request path; the Python and .NET workers log without them.
import type { Rng } from "./rng.js";
import type { Ctx, Estate } from "./types.js";
import { maskedEmail, podIp, rails, serilog, uuid } from "./voices.js";

export const CENTRES = ["LA-BRI", "LA-LEE", "LA-HAR", "LA-YOR", "LA-SHF", "LA-NOT", "LA-MCR", "LA-BRS"];
export const ROOMS = ["Caterpillars", "Butterflies", "Ladybirds", "Owls", "Hedgehogs", "Squirrels", "Acorns", "Robins"];
export const child = (r: Rng) => `C-${r.int(10000, 19999)}`;
export const guardian = (r: Rng) => `G-${r.int(20000, 29999)}`;
export const kiosk = (r: Rng) => `K-0${r.int(401, 436)}`;
export const staff = (r: Rng) => `STAFF-${r.int(10, 99)}`;
export const family = (r: Rng) => `F-${r.int(1000, 4999)}`;

const KIOSKS = Array.from({ length: 18 }, (_, i) => `K-0${401 + i * 2}`);

function checkin(c: Ctx, t: number): void {
  const { s, r } = c;
  const tr = s.trace();
  const kid = child(r);
  const g = guardian(r);
  const centre = r.pick(CENTRES);
  const lat = r.latency(45);
  s.add(
    t + 5,
    "checkin-svc",
    "INFO",
    `Checked in child ${kid} to ${r.pick(ROOMS)} at ${centre} (guardian ${g}, method=${r.pick(["pin", "pin", "qr", "card"])})`,
    { trace: tr },
  );
  s.add(t + lat, "kiosk-gateway", "INFO", "request completed", {
    trace: tr,
    kv: {
      reqId: `req-${r.alnum(3)}`,
      method: "POST",
      url: "/v1/checkins",
      statusCode: 201,
      responseTime: lat + 0.4,
      kiosk: kiosk(r),
    },
  });
  if (r.chance(0.3))
    s.add(t + lat + r.int(200, 900), "ratio-monitor", "INFO", "headcount changed", {
      kv: { centre, room: r.pick(ROOMS), children: r.int(6, 24), staff: r.int(2, 6) },
    });
}

function pickup(c: Ctx, t: number): void {
  const { s, r } = c;
  const tr = s.trace();
  const kid = child(r);
  const g = guardian(r);
  const v = r.latency(180);
  s.add(t + 8, "checkin-svc", "INFO", `Pickup requested for child ${kid} by ${g} at kiosk ${kiosk(r)}`, { trace: tr });
  s.add(
    t + 10 + v,
    "guardian-registry",
    "INFO",
    `Pickup authorised: guardian ${g} for child ${kid} (match=${r.pick(["pin+photo", "pin+photo", "card+photo", "pin"])}, score=${r.range(0.9, 0.995).toFixed(2)})`,
    { trace: tr },
  );
  s.add(
    t + 20 + v,
    "checkin-svc",
    "INFO",
    `Checked out child ${kid} by ${g}; session ${r.int(6, 10)}h${r.int(0, 59)}m`,
    { trace: tr },
  );
  s.add(t + 25 + v, "kiosk-gateway", "INFO", "request completed", {
    trace: tr,
    kv: {
      reqId: `req-${r.alnum(3)}`,
      method: "POST",
      url: "/v1/pickup/authorize",
      statusCode: 200,
      responseTime: v + 21.7,
    },
  });
}

function message(c: Ctx, t: number): void {
  const { s, r } = c;
  const tr = s.trace();
  const thread = r.int(4000, 9999);
  rails(c, t, "family-portal", {
    method: "POST",
    path: `/api/v2/threads/${thread}/messages`,
    action: "Api::V2::MessagesController#create",
    status: 201,
    ms: r.latency(40),
    ip: podIp(r, "10.44"),
    trace: tr,
  });
  const n = r.int(1, 3);
  s.add(
    t + r.int(60, 140),
    "parent-inbox",
    "INFO",
    `thread ${thread}: message m_${r.alnum(12)} fan-out to ${n} guardian${n > 1 ? "s" : ""}`,
    { trace: tr },
  );
  s.add(t + r.int(150, 400), "notify-push", "INFO", "push delivered", {
    trace: tr,
    kv: { provider: r.pick(["fcm", "apns", "apns"]), tokens: n, latency_ms: r.latency(80) },
  });
}

function photo(c: Ctx, t: number): void {
  const { s, r } = c;
  const id = uuid(r);
  rails(c, t, "family-portal", {
    method: "POST",
    path: "/api/v2/photos",
    action: "Api::V2::PhotosController#create",
    status: 202,
    ms: r.latency(120),
    ip: podIp(r, "10.44"),
    trace: s.trace(),
  });
  const dur = r.range(0.8, 3.4);
  s.add(t + 300, "photo-pipeline", "INFO", `Task photos.process_upload[${id}] received`);
  s.add(
    t + 300 + dur * 1000,
    "photo-pipeline",
    "INFO",
    `Task photos.process_upload[${id}] succeeded in ${dur.toFixed(3)}s: {'variants': 3, 'faces_blurred': ${r.int(0, 2)}}`,
  );
}

function diary(c: Ctx, t: number): void {
  const { r } = c;
  const kid = child(r);
  rails(c, t, "family-portal", {
    method: "GET",
    path: `/daybook/${new Date(t).toISOString().slice(0, 10)}?child=${kid}`,
    action: "DaybookController#show",
    status: r.chance(0.05) ? 304 : 200,
    ms: r.latency(60),
    ip: podIp(r, "10.44"),
    format: "HTML",
    trace: c.s.trace(),
  });
}

function invoice(c: Ctx, t: number): void {
  serilog(c, t, "fees-billing", {
    method: "GET",
    path: `/api/invoices/family/${family(c.r)}`,
    status: 200,
    ms: c.r.latency(25),
  });
}

function background(c: Ctx, rate: number): void {
  const { s, r, t0, t1 } = c;
  const am = new Date(t0).getUTCHours() < 11;
  s.poisson(rate, t0, t1, (t) => {
    const f = r.weighted([
      [checkin, am ? 6 : 1],
      [pickup, am ? 1 : 6],
      [message, 3],
      [photo, 2],
      [diary, 3],
      [invoice, 1],
    ] as const);
    f(c, t);
  });
  for (const k of KIOSKS)
    s.every(60000, t0, t1, 800, (t) =>
      s.add(t, "kiosk-gateway", "INFO", "kiosk heartbeat", {
        kv: {
          kiosk: k,
          centre: CENTRES[k.charCodeAt(4) % CENTRES.length],
          battery: `${r.int(35, 100)}%`,
          app: "5.2.1",
        },
      }),
    );
  s.every(20000, t0, t1, 400, (t) =>
    s.add(t, "ratio-monitor", "INFO", "ratios evaluated", {
      kv: { centres: CENTRES.length, rooms: 52, breaches: 0, min_headroom: `1 (${r.pick(CENTRES)}/${r.pick(ROOMS)})` },
    }),
  );
  s.every(60000, t0, t1, 3000, (t) =>
    s.add(
      t,
      "fees-billing",
      "INFO",
      `Bacs report ARUDD processed: 0 unpaid, ${r.int(3, 30)} collections confirmed (batch ${r.int(40000, 49999)})`,
    ),
  );
  s.every(90000, t0, t1, 5000, (t) =>
    s.add(
      t,
      "funding-claims",
      "INFO",
      `headcount draft refreshed for ${r.pick(CENTRES)}: ${r.int(30, 70)} funded children (15h: ${r.int(8, 25)}, 30h: ${r.int(15, 45)})`,
    ),
  );
  s.every(30000, t0, t1, 2000, (t) => {
    const task = r.pick(["photos.refresh_digest_counts", "photos.expire_share_links", "photos.sync_consent_flags"]);
    s.add(
      t,
      "photo-pipeline",
      "INFO",
      `Scheduler: Sending due task ${task.split(".")[1].replace(/_/g, "-")} (${task})`,
    );
    s.add(
      t + r.int(200, 900),
      "photo-pipeline",
      "INFO",
      `Task ${task}[${uuid(r)}] succeeded in ${r.range(0.01, 0.4).toFixed(6)}s: None`,
    );
  });
}

const statsd = (c: Ctx) =>
  c.s.every(c.r.pick([10000, 15000, 30000]), c.t0, c.t1, 200, (t) =>
    c.s.add(t, "notify-push", "ERROR", "metrics flush failed", {
      kv: {
        sink: "statsd",
        err: `write udp 127.0.0.1:${c.r.int(40000, 59999)}->127.0.0.1:8125: write: connection refused`,
      },
    }),
  );

const oldKiosk = (c: Ctx) =>
  c.s.every(c.r.pick([45000, 60000]), c.t0, c.t1, 3000, (t) =>
    c.s.add(t, "kiosk-gateway", "ERROR", "kiosk sync rejected", {
      kv: { kiosk: "K-0093", centre: "LA-HAR", app: "4.9.2", reason: "app version below minimum 5.0.0" },
    }),
  );

const fundingToken = (c: Ctx) =>
  c.s.every(c.r.pick([30000, 45000]), c.t0, c.t1, 1500, (t) =>
    c.s.add(
      t,
      "funding-claims",
      "ERROR",
      'Funding portal token refresh failed for LA-SHF: 400 {"error":"invalid_grant","error_description":"provider not onboarded"}',
    ),
  );

export const acorns: Estate = {
  key: "acorns",
  title: "Little Acorns nurseries",
  namespace: "acorns-prod",
  project: "acorns-platform",
  cluster: "gke-acorns-euw2",
  region: "europe-west2",
  services: [
    { name: "kiosk-gateway", runtime: "node", traced: true, replicas: 2 },
    { name: "checkin-svc", runtime: "java", traced: true },
    { name: "guardian-registry", runtime: "java", traced: true },
    { name: "ratio-monitor", runtime: "go" },
    { name: "parent-inbox", runtime: "node", traced: true, replicas: 2 },
    { name: "notify-push", runtime: "go", traced: true },
    { name: "photo-pipeline", runtime: "python" },
    { name: "family-portal", runtime: "ruby", traced: true, replicas: 2 },
    { name: "fees-billing", runtime: "dotnet" },
    { name: "funding-claims", runtime: "python" },
  ],
  roles: {
    gateway: ["kiosk-gateway"],
    auth: ["family-portal"],
    payments: ["fees-billing"],
    messaging: ["parent-inbox"],
    push: ["notify-push"],
    media: ["photo-pipeline"],
    sync: ["funding-claims"],
    devices: ["kiosk-gateway"],
    core: ["checkin-svc"],
    jobs: ["fees-billing"],
    custody: ["guardian-registry"],
  },
  trace: { style: "w3c", key: "trace_id" },
  hours: [6, 7, 15, 16],
  vocab: {
    user: maskedEmail,
    child,
    site: (r) => r.pick(CENTRES),
    device: kiosk,
    cc: "+44",
    money: "£",
    net: "10.44",
  },
  background,
  chronic: [
    { svc: "notify-push", run: statsd },
    { svc: "kiosk-gateway", run: oldKiosk },
    { svc: "funding-claims", run: fundingToken },
  ],
};
