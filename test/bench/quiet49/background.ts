// What every window carries whatever else happens: health checks, periodic jobs, one constantly noisy service,
// deprecation warnings, retries that succeed and an unrelated deploy or config reload.
import { plate, vin } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Ctx } from "./stream.js";

interface Noisy {
  role: string;
  every: number;
  level: "warn" | "error";
  say: (r: Rng) => string;
}

const DEALER_NOISY: Noisy[] = [
  {
    role: "listing",
    every: 7000,
    level: "error",
    say: (r) =>
      `autotrader rejected advert ${r.digits(8)}: {"errors":[{"code":"IMAGE_REQUIRED","message":"At least 1 image is required to publish"}]} (left in draft)`,
  },
  {
    role: "vin",
    every: 9000,
    level: "error",
    say: (r) => {
      const chassis = `${r.pick(["JZX100", "GRS182", "ZVW30", "NCP130", "CBA-NT31"])}-${r.digits(6)}`;
      return `decode failed vin=${chassis}: invalid length ${chassis.length} (expected 17), falling back to manual entry`;
    },
  },
  {
    role: "notify",
    every: 8000,
    level: "error",
    say: (r) =>
      `SMTP 550 5.1.1 <${r.pick(["j.smith", "customer", "info", "dave"])}${r.int(1, 99)}@${r.pick(["hotmial.com", "gmial.com", "outlok.com", "yaho.co.uk"])}>: Recipient address rejected: User unknown (marked bounced)`,
  },
  {
    role: "parts",
    every: 11000,
    level: "warn",
    say: (r) =>
      `supplier feed: part ${r.pick(["5Q0", "1K0", "8W0", "3G0"])}${r.digits(3)}${r.pick(["A", "B", "D"])} has no price in catalogue, hidden from shop`,
  },
];

const RENTAL_NOISY: Noisy[] = [
  {
    role: "tcu",
    every: 6000,
    level: "warn",
    say: (r) =>
      `no heartbeat from imei=35${r.digits(13)} for ${r.int(16, 240)}m (last cell ${r.pick(["LAC 2211", "LAC 0467", "LAC 1902"])}), unit marked OFFLINE`,
  },
  {
    role: "pay",
    every: 7000,
    level: "error",
    say: (r) =>
      `authorisation declined ref=${r.hex(12).toUpperCase()} reason=${r.pick(["05 DO_NOT_HONOUR", "51 INSUFFICIENT_FUNDS", "54 EXPIRED_CARD", "65 SCA_REQUIRED"])} channel=counter`,
  },
  {
    role: "fines",
    every: 9000,
    level: "error",
    say: (r) =>
      `PCN ${r.pick(["WM", "LB", "DC"])}${r.digits(8)} vrm=${plate(r).replace(" ", "")}: no agreement covering contravention time, cannot re-bill (vehicle defleeted)`,
  },
  {
    role: "claims",
    every: 10000,
    level: "error",
    say: (r) =>
      `photo ${r.hex(8)}.jpg rejected: EXIF DateTimeOriginal missing, cannot prove capture time (claim DC-${r.digits(6)})`,
  },
];

export function noisyFor(ctx: Ctx, avoid: string[]): Noisy {
  const list = (ctx.e.domain === "dealer" ? DEALER_NOISY : RENTAL_NOISY).filter(
    (n) => ctx.has(n.role) && !avoid.includes(n.role),
  );
  return ctx.r.pick(list);
}

/**
 * Health checks, periodic jobs, the noisy one, deprecations, succeeding retries; `change` is the unrelated deploy
 * time; the everyday lines of `cut.role` stop at `cut.at` (that service is about to break).
 */
export function background(base: Ctx, change: number, avoid: string[], cut?: { role: string; at: number }): string {
  const r = base.r;
  const ctx = Object.create(base) as Ctx;
  ctx.emit = (t, role, level, msg, stack, trace) => {
    if (cut && role === cut.role && t >= cut.at) return;
    base.emit(t, role, level, msg, stack, trace);
  };
  const dealer = ctx.e.domain === "dealer";
  // health checks logged by two services
  const hc = dealer ? ["web", "booking"] : ["api", "kiosk"];
  for (const role of hc)
    ctx.every(15000, 300, (t) => ctx.emit(t, role, "info", ctx.access(role, "GET", "/healthz", 200, r.int(1, 4))));
  // periodic jobs
  if (dealer) {
    ctx.every(60000, 2000, (t) =>
      ctx.emit(
        t,
        "stock",
        "info",
        `DMS delta sync: ${r.int(1180, 1320)} vehicles, ${r.int(0, 22)} changed, ${r.int(0, 4)} sold in ${r.int(900, 4200)}ms`,
      ),
    );
    ctx.every(120000, 5000, (t) =>
      ctx.emit(
        t,
        "listing",
        "info",
        `portal reconciliation: ${r.int(0, 6)} adverts re-pushed, ${r.int(0, 3)} withdrawn`,
      ),
    );
    ctx.every(45000, 3000, (t) =>
      ctx.emit(t, "booking", "info", `reminder job: ${r.int(0, 14)} service reminders queued for tomorrow`),
    );
  } else {
    ctx.every(30000, 1500, (t) =>
      ctx.emit(
        t,
        "fleet",
        "info",
        `fleet snapshot: ${r.int(2300, 2600)} vehicles, ${r.int(40, 160)} on rent, ${r.int(10, 60)} in prep`,
      ),
    );
    ctx.every(90000, 4000, (t) =>
      ctx.emit(
        t,
        "fines",
        "info",
        `PCN import: ${r.int(0, 12)} notices fetched from ${r.pick(["council portal", "NPPR", "toll operator"])}`,
      ),
    );
    ctx.every(60000, 3000, (t) => ctx.emit(t, "res", "info", `no-show sweep: ${r.int(0, 5)} reservations released`));
  }
  // one service constantly complaining
  const n = noisyFor(ctx, avoid);
  ctx.every(n.every, Math.floor(n.every / 2), (t) => ctx.emit(t, n.role, n.level, n.say(r)));
  // deprecations
  const dep = dealer ? "stock" : "res";
  const depMsg =
    ctx.rt(dep) === "java"
      ? "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)"
      : ctx.rt(dep) === "go"
        ? "grpc: Dial is deprecated: use NewClient instead"
        : ctx.rt(dep) === "dotnet"
          ? "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed."
          : "DeprecationWarning: legacy v1 endpoint called";
  ctx.every(r.int(50000, 90000), 8000, (t) => ctx.emit(t, dep, "warn", depMsg));
  const webRole = dealer ? "web" : "api";
  ctx.every(r.int(20000, 40000), 8000, (t) =>
    ctx.emit(
      t,
      webRole,
      "warn",
      dealer
        ? `deprecated API v1 call ${r.pick(["/v1/stock", "/v1/finance/quote", "/v1/branches"])} from client ${r.pick(["partner-widget/2.3", "dealer-plugin/1.9"])} (sunset 2027-03-31)`
        : `deprecated API v1 call ${r.pick(["/v1/locations", "/v1/quote", "/v1/extras"])} from client ${r.pick(["broker-api/3.2", "legacy-ios/5.1.0"])} (sunset 2027-03-31)`,
    ),
  );
  // retries that succeed
  const retryRole = dealer ? "tradein" : "unlock";
  ctx.every(r.int(40000, 70000), 10000, (t) => {
    ctx.emit(
      t,
      retryRole,
      "warn",
      dealer
        ? `valuation provider 503 for vrm ${plate(r).replace(" ", "")}, retry 1/3 in 500ms`
        : `unlock cmd ${r.hex(8)} not acked within 8s, resending (attempt 2/3)`,
    );
    ctx.emit(
      t + r.int(600, 9000),
      retryRole,
      "info",
      dealer
        ? `valuation provider ok on retry 2 for ${vin(r)}`
        : `unlock cmd acked on attempt 2 after ${r.int(9, 14)}.${r.int(1, 9)}s`,
    );
  });
  // an unrelated deploy or config reload
  const cands = Object.keys(ctx.e.roles).filter((x) => !avoid.includes(x) && x !== n.role);
  const who = r.pick(cands);
  const ver = `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  if (r.chance(0.5)) {
    ctx.emit(change, who, "info", `received SIGTERM, draining ${r.int(2, 40)} in-flight requests`);
    ctx.emit(change + r.int(3000, 6000), who, "info", `starting ${ctx.name(who)} v${ver} (build ${r.hex(7)})`);
    ctx.emit(change + r.int(7000, 12000), who, "info", `ready: listening on :8080, config revision ${r.int(100, 900)}`);
  } else {
    ctx.emit(
      change,
      who,
      "info",
      `config reload: ${r.pick(["feature_flags.yaml", "rate-limits.yaml", "branches.json", "pricing-rules.yaml"])} changed (revision ${r.int(100, 900)} -> ${r.int(901, 999)})`,
    );
    ctx.emit(
      change + r.int(50, 400),
      who,
      "warn",
      `config reload: unknown key '${r.pick(["legacy_mode", "beta_banner", "holiday_hours_v1"])}' ignored`,
    );
    ctx.emit(change + r.int(500, 900), who, "info", "config reload applied without restart");
  }
  return who;
}
