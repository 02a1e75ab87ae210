// Background every file carries: residents' requests, cab tablets, truck telematics, bin lifts, weighbridge
// tickets, sweeping rota, probes, periodic jobs, deprecation warnings, retries that succeed, one noisy service.
import type { Role } from "./estates.js";
import { chance, hex, int, pick } from "./rng.js";
import { stack } from "./stacks.js";
import { access, type Ctx, call } from "./stream.js";

const STREAMS = ["refuse", "recycling", "garden", "food", "glass"];
const BINS = ["240L-GRY", "240L-BLU", "240L-GRN", "140L-BRN", "23L-FOOD", "1100L-COMM", "360L-GRY"];
const ITEMS = ["sofa", "fridge-freezer", "mattress-single", "wardrobe", "washing-machine", "armchair", "bicycle", "tv"];

export const round = (ctx: Ctx) =>
  `R${String(int(ctx.r, 1, 38)).padStart(2, "0")}-${pick(ctx.r, ["MON", "TUE", "WED", "THU", "FRI"])}`;
export const caseId = (ctx: Ctx) => `MC-${int(ctx.r, 240000, 289999)}`;
export const tag = (ctx: Ctx) => `E28011700000020${hex(ctx.r, 9).toUpperCase()}`;

export function background(ctx: Ctx, load: number): void {
  const r = ctx.r;
  // residents: collection-day lookups through the portal
  ctx.every(0.5 * load, (t) => {
    const tr = ctx.newTrace();
    const u = ctx.uprn();
    if (!call(ctx, "portal", "routing", t, `/v1/properties/${u}/schedule`, tr)) {
      access(ctx, "portal", t + 30100, "GET", `/api/collections/${u}`, 504, 30004, tr);
      return;
    }
    const ms = int(r, 8, 90);
    ctx.emit(
      "routing",
      t + int(r, 3, 20),
      "info",
      `schedule uprn=${u} round=${round(ctx)} next=${pick(r, STREAMS)} in ${int(r, 1, 13)}d (${ms}ms)`,
      { trace: tr },
    );
    access(ctx, "portal", t + ms + int(r, 5, 40), "GET", `/api/collections/${u}`, 200, ms + int(r, 6, 40), tr);
  });
  // residents: missed collection reports
  ctx.every(0.22 * load, (t) => {
    const tr = ctx.newTrace();
    const id = caseId(ctx);
    if (!call(ctx, "portal", "reports", t, "/v2/reports", tr)) {
      access(ctx, "portal", t + 1200, "POST", "/api/missed-collections", 502, 1180, tr);
      return;
    }
    const street = ctx.street();
    ctx.emit(
      "reports",
      t + 12,
      "info",
      `report ${id} created uprn=${ctx.uprn()} stream=${pick(r, STREAMS)} street="${street}" channel=${pick(r, ["web", "app", "phone"])}`,
      { trace: tr },
    );
    if (call(ctx, "reports", "routing", t + 30, "/v1/rounds/lookup", tr))
      ctx.emit(
        "routing",
        t + 44,
        "info",
        `round lookup street="${street}" -> ${round(ctx)} crew_status=${pick(r, ["in_progress", "completed", "not_started"])}`,
        { trace: tr },
      );
    if (ctx.has("notify"))
      ctx.emit("notify", t + 120, "info", `queued email template=missed_ack ref=${id}`, { trace: tr });
    access(ctx, "portal", t + int(r, 60, 200), "POST", "/api/missed-collections", 201, int(r, 60, 200), tr);
  });
  // bulky item bookings
  ctx.every(0.07 * load, (t) => {
    const tr = ctx.newTrace();
    if (!call(ctx, "portal", "bulky", t, "/bookings", tr)) {
      access(ctx, "portal", t + 900, "POST", "/api/bulky/bookings", 502, 880, tr);
      return;
    }
    const items = [pick(r, ITEMS), pick(r, ITEMS)].slice(0, int(r, 1, 2));
    const id = `BK-${int(r, 70000, 99999)}`;
    ctx.emit(
      "bulky",
      t + 20,
      "info",
      `booking ${id} confirmed slot=2026-12-${String(int(r, 3, 28)).padStart(2, "0")} items=${items.join(",")} fee=${(18 + 11 * items.length).toFixed(2)} GBP`,
      { trace: tr },
    );
    if (ctx.has("notify"))
      ctx.emit("notify", t + 160, "info", `queued sms template=bulky_confirm ref=${id}`, { trace: tr });
    access(ctx, "portal", t + int(r, 150, 400), "POST", "/api/bulky/bookings", 201, int(r, 150, 400), tr);
  });
  // cab tablets: manifest pulls and job completions
  ctx.every(0.38 * load, (t) => {
    const tk = ctx.truck();
    const tr = ctx.newTrace();
    if (chance(r, 0.5)) {
      if (!call(ctx, "tablet", "routing", t, "/v1/manifests/current", tr)) return;
      const rd = round(ctx);
      ctx.emit(
        "routing",
        t + 10,
        "info",
        `manifest served round=${rd} rev=${int(r, 3, 40)} stops=${int(r, 600, 1400)} etag="${hex(r, 8)}"`,
        { trace: tr },
      );
      ctx.emit("tablet", t + 60, "info", `cab ${tk.fleet} pulled manifest ${rd} (${int(r, 40, 380)} KB)`, {
        trace: tr,
      });
    } else {
      const n = int(r, 4, 40);
      ctx.emit(
        "tablet",
        t,
        "info",
        `sync from cab ${tk.fleet}: ${n} job updates, ${int(r, 0, 3)} photos, 0 conflicts`,
        { trace: tr },
      );
      if (chance(r, 0.3) && call(ctx, "tablet", "reports", t + 20, "/v2/reports/close", tr))
        ctx.emit(
          "reports",
          t + 35,
          "info",
          `report ${caseId(ctx)} closed by crew (${pick(r, ["collected", "collected late", "access blocked"])})`,
          { trace: tr },
        );
    }
  });
  // truck telematics frames
  ctx.every(0.55 * load, (t) => {
    const tk = ctx.truck();
    ctx.emit(
      "telematics",
      t,
      "info",
      `ingested ${int(r, 6, 30)} frames from ${tk.fleet} (${tk.vrm}) last_fix=53.${int(r, 3000, 4999)},-1.${int(r, 4000, 5999)} speed=${int(r, 0, 48)}km/h pto=${pick(r, ["on", "off"])}`,
    );
  });
  // bin lifts with RFID tags
  ctx.every(0.75 * load, (t) => {
    const tk = ctx.truck();
    const tr = ctx.newTrace();
    ctx.emit(
      "rfid",
      t,
      "info",
      `lift ok truck=${tk.fleet} tag=${tag(ctx)} bin=${pick(r, BINS)} side=${pick(r, ["L", "R"])} net=${(r() * 40 + 4).toFixed(1)}kg`,
      { trace: tr },
    );
    if (chance(r, 0.12) && call(ctx, "rfid", "telematics", t + 15, "/v1/positions/nearest", tr))
      ctx.emit("telematics", t + 30, "info", `position match ${tk.fleet} dt=${int(r, 0, 900)}ms`, { trace: tr });
    if (chance(r, 0.06) && call(ctx, "rfid", "reports", t + 25, "/v2/reports/auto-close", tr))
      ctx.emit("reports", t + 40, "info", `report ${caseId(ctx)} auto-closed: lift recorded at property`, {
        trace: tr,
      });
  });
  // weighbridge tickets
  ctx.every(0.03 * load, (t) => {
    const tk = ctx.truck();
    const tare = int(r, 11800, 14200);
    const net = int(r, 3200, 11900);
    const id = `WB-${int(r, 500000, 599999)}`;
    ctx.emit(
      "weigh",
      t,
      "info",
      `ticket ${id} vrm="${tk.vrm}" gross=${tare + net}kg tare=${tare}kg net=${net}kg ewc=${pick(r, ["20 03 01", "15 01 06", "20 02 01", "20 01 08"])}`,
    );
    if (call(ctx, "weigh", "telematics", t + 40, "/v1/vehicles/by-vrm", undefined))
      ctx.emit("telematics", t + 55, "info", `vehicle lookup vrm="${tk.vrm}" -> ${tk.fleet}`);
  });
  // street cleaning rota
  ctx.periodic(int(r, 45, 80) * 1000, (t) => {
    ctx.emit(
      "sweep",
      t,
      "info",
      `segment SW-${int(r, 1000, 4999)} ${pick(r, ["swept", "litter-picked", "channel swept"])} (${ctx.street()}) ${(r() * 2).toFixed(2)}km crew=${pick(r, ["SC1", "SC2", "SC4", "MS7"])}`,
    );
  });
  // notify provider traffic and one retry that succeeds now and then
  ctx.every(0.06 * load, (t) => {
    const msgId = hex(r, 12);
    if (chance(r, 0.15)) {
      ctx.emit(
        "notify",
        t,
        "warn",
        `provider send failed (503 Service Unavailable), attempt 1/4, retrying in ${int(r, 200, 800)}ms`,
      );
      ctx.emit("notify", t + 900, "info", `provider accepted message id=${msgId} on attempt 2`);
    } else ctx.emit("notify", t, "info", `provider accepted message id=${msgId}`);
  });
  // probes
  const probe: Record<string, string> = {
    java: "/actuator/health",
    dotnet: "/healthz",
    go: "/healthz",
    node: "/health",
    python: "/healthz",
    ruby: "/up",
    cpp: "/status",
  };
  for (const role of Object.keys(ctx.estate.svc) as Role[]) {
    if (chance(r, 0.35)) continue;
    ctx.periodic(int(r, 10, 30) * 1000, (t) => access(ctx, role, t, "GET", probe[ctx.rt(role)], 200, int(r, 0, 4)));
  }
  // a handled exception now and then: a resident's malformed bulky booking answered 400, logged with its trace
  ctx.every(1 / int(r, 150, 400), (t) => {
    const rt = ctx.rt("bulky");
    const type = {
      java: "com.fasterxml.jackson.databind.exc.InvalidFormatException",
      python: "pydantic_core._pydantic_core.ValidationError",
      ruby: "ActiveRecord::RecordInvalid",
      dotnet: "System.Text.Json.JsonException",
      node: "ZodError",
      go: "json: cannot unmarshal",
      cpp: "std::invalid_argument",
    }[rt];
    const st = stack(r, rt, ctx.estate.pkg, type, "item 'fridge freezer (american)' is not a bookable item type", [
      { mod: "booking.ItemCatalogue", fn: "resolve" },
      { mod: "booking.BookingController", fn: "create" },
    ]);
    ctx.emit("bulky", t, "warn", "booking request rejected (400): unknown item type", { stack: st, errType: type });
  });
  // periodic jobs
  ctx.periodic(120000, (t) =>
    ctx.emit(
      "reports",
      t,
      "info",
      `sla sweep: ${int(r, 150, 400)} open reports, ${int(r, 0, 6)} past due, ${int(r, 0, 20)} escalated to supervisors`,
    ),
  );
  ctx.periodic(60000, (t) =>
    ctx.emit("telematics", t, "info", `consumer lag topic=vehicle.frames max=${int(r, 0, 120)} partitions=12`),
  );
  ctx.periodic(90000, (t) =>
    ctx.emit("routing", t, "info", `distance matrix cache: ${int(r, 80, 99)}% hit, ${int(r, 20000, 90000)} entries`),
  );
  ctx.periodic(300000, (t) =>
    ctx.emit("bulky", t, "info", `capacity recalculated: ${int(r, 0, 40)} slots left this week`),
  );
}

/** A constant harmless complaint from one service, from the first minute. */
export const NOISY: { role: Role; level: "warn" | "error"; msg: (ctx: Ctx) => string }[] = [
  {
    role: "rfid",
    level: "error",
    msg: (c) => `frame CRC mismatch from reader on ${c.truck().fleet}, dropped (antenna ${int(c.r, 1, 4)})`,
  },
  {
    role: "notify",
    level: "error",
    msg: (c) => `undeliverable: recipient +44 7${int(c.r, 100, 999)} ******* rejected by carrier (invalid number)`,
  },
  {
    role: "weigh",
    level: "error",
    msg: (c) => `ANPR camera lane ${int(c.r, 1, 2)}: plate not read, operator entry required`,
  },
  { role: "bulky", level: "error", msg: () => "holiday calendar import: VEVENT without DTEND skipped" },
  {
    role: "telematics",
    level: "warn",
    msg: (c) => `unit ${c.truck().fleet} reports odometer rollback, keeping previous value`,
  },
  {
    role: "sweep",
    level: "error",
    msg: (c) => `segment SW-${int(c.r, 1000, 4999)} geometry invalid (self-intersection), using bounding box`,
  },
  {
    role: "reports",
    level: "error",
    msg: (c) =>
      `geocoder returned no UPRN for "${int(c.r, 1, 90)} ${c.street()}, flat ${int(c.r, 1, 12)}", report kept unmatched`,
  },
  {
    role: "tablet",
    level: "warn",
    msg: (c) => `cab ${c.truck().fleet} runs app 4.${int(c.r, 2, 6)}.0, minimum supported 4.7.0`,
  },
];

export function noisy(ctx: Ctx, avoid: Role | null): void {
  const opts = NOISY.filter((n) => n.role !== avoid && ctx.has(n.role));
  const n = pick(ctx.r, opts);
  ctx.every(ctx.r() * 0.15 + 0.06, (t) => ctx.emit(n.role, t, n.level, n.msg(ctx)), ctx.t0 + int(ctx.r, 1000, 50000));
}

export function deprecations(ctx: Ctx): void {
  const r = ctx.r;
  const role = pick(
    r,
    (Object.keys(ctx.estate.svc) as Role[]).filter((x) => x !== "weigh"),
  );
  const byRt: Record<string, string> = {
    node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    python:
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
    go: "grpc: Dial is deprecated: use NewClient instead",
    dotnet: "Microsoft.AspNetCore.Mvc.Infrastructure: 'UseMvc' is obsolete, consider endpoint routing",
    ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead.",
    cpp: "config key 'wb.legacy_serial' is deprecated, use 'wb.indicator.port'",
  };
  ctx.every(1 / int(r, 40, 150), (t) => ctx.emit(role, t, "warn", byRt[ctx.rt(role)]));
  ctx.every(1 / int(r, 30, 90), (t) =>
    ctx.emit(
      "routing",
      t,
      "warn",
      `deprecated endpoint /v1/rounds/legacy called by client=${pick(r, ["tablet-4.6", "ops-dashboard", "gis-export"])}`,
    ),
  );
}

/** A deploy or config reload of `role` at t: the lines a rolling restart really leaves. */
export function deploy(ctx: Ctx, role: Role, t: number, version: string): void {
  const r = ctx.r;
  const n = ctx.name(role);
  const rt = ctx.rt(role);
  ctx.emit(
    role,
    t,
    "info",
    rt === "java"
      ? "Commencing graceful shutdown. Waiting for active requests to complete"
      : "received SIGTERM, draining connections",
    { force: true },
  );
  const st = t + int(r, 4000, 12000);
  const started: Record<string, string> = {
    java: `Started ${n.replace(/-./g, (m) => m[1].toUpperCase())}Application in ${int(r, 6, 19)}.${int(r, 100, 999)} seconds (process running for ${int(r, 7, 21)}.2)`,
    node: `${n} ${version} listening on :3000 (NODE_ENV=production)`,
    python: `Application startup complete. ${n} ${version}`,
    go: `starting ${n} version=${version} commit=${hex(r, 7)}`,
    dotnet: "Application started. Press Ctrl+C to shut down.",
    ruby: `* Puma version: 6.4.2 ("The Eagle of Durango") - ${n} ${version}`,
    cpp: `${n} ${version} up, indicator polling started`,
  };
  ctx.emit(role, st, "info", started[rt], { force: true });
}

export function configReload(ctx: Ctx, role: Role, t: number): void {
  ctx.emit(
    role,
    t,
    "info",
    `config reloaded from configmap ${ctx.name(role)}-config: ${int(ctx.r, 10, 40)} keys, ${int(ctx.r, 1, 3)} changed (log.sampling, feature.${pick(ctx.r, ["photo_upload_v2", "eta_banner", "dark_mode"])})`,
    { force: true },
  );
}
