// Background every window carries: one service with a constant harmless error, deprecation warnings,
// retries that succeed, and an unrelated deploy or config reload.
import type { Role, Runtime } from "./estates.js";
import { chance, hex, int, pick } from "./rng.js";
import { agent, emit, every, has, maskEmail, mls, nm, rt, type Scene } from "./scene.js";

interface Noisy {
  role: Role;
  period: number;
  lvl: "warn" | "error";
  msg: (s: Scene) => string;
  stack?: (s: Scene) => string[];
}

const NOISY: Noisy[] = [
  {
    role: "photos",
    period: 6000,
    lvl: "error",
    msg: (s) =>
      `download failed https://media.${pick(s.r, ["crmls", "actris", "stellar", "mredllc"])}.example/photos/${mls(s)}/${int(s.r, 1, 40)}.jpg: HTTP 404 Not Found`,
  },
  {
    role: "alerts",
    period: 7000,
    lvl: "error",
    msg: (s) =>
      `bounce for ${maskEmail(s)}: 550 5.1.1 The email account that you tried to reach does not exist - added to suppression list`,
  },
  {
    role: "ingest",
    period: 5000,
    lvl: "warn",
    msg: (s) =>
      `skipping ${mls(s)}: ${pick(s.r, ["LotSizeAcres '1/4 ac' is not numeric", "PostalCode missing", "ListPrice=0 for Active listing", "YearBuilt=0", "Longitude out of range (0.0)"])}`,
  },
  {
    role: "leads",
    period: 9000,
    lvl: "error",
    msg: (s) =>
      `cannot notify agent ${agent(s)}: SMS to +1${int(s.r, 200, 989)}*** failed (Twilio 21610: unsubscribed recipient)`,
  },
  {
    role: "billing",
    period: 11000,
    lvl: "error",
    msg: (s) =>
      `invoice.payment_failed for cus_${hex(s.r, 14)}: card_declined (insufficient_funds) - dunning attempt ${int(s.r, 1, 4)} scheduled`,
  },
  {
    role: "search",
    period: 8000,
    lvl: "error",
    msg: (s) =>
      `autocomplete: geo shape for neighborhood id ${int(s.r, 1000, 9999)} is invalid (self-intersection), ignored`,
  },
];

export function noisy(s: Scene, exclude: Role | undefined): string {
  const fits = NOISY.filter((n) => has(s, n.role) && n.role !== exclude);
  const n = pick(s.r, fits);
  const period = n.period * (0.6 + s.r() * 0.8);
  every(s, s.start - 2000, s.end, period, (t) => emit(s, t, n.role, n.lvl, n.msg(s), n.stack?.(s)));
  return nm(s, n.role);
}

const DEPRECATIONS: Record<Runtime, string[]> = {
  java: [
    "o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "org.hibernate.orm.deprecation : HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  python: [
    "/app/.venv/lib/python3.12/site-packages/botocore/auth.py:422: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  go: [
    "WARN: grpc.Dial is deprecated: use grpc.NewClient instead",
    "aws-sdk-go (v1) is in maintenance mode; migrate to aws-sdk-go-v2",
  ],
  dotnet: [
    "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {6f1c2f0e-0b9a-4c55-9d3e-2d1b0a7c9e41} may be persisted to storage in unencrypted form.",
    "warn: Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'MaxLoan' on entity type 'PrequalResult'.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
    "DEPRECATION WARNING: Using a Redis connection pool without `pool_timeout` is deprecated (called from block in <main> at /app/config/initializers/sidekiq.rb:7)",
  ],
  cpp: [
    'VIPS-WARNING: vips_image_get: field "exif-ifd0-Orientation" not found (deprecated accessor)',
    "libpng warning: iCCP: known incorrect sRGB profile",
  ],
};

export function deprecations(s: Scene): void {
  for (const [role, sv] of Object.entries(s.e.svc)) {
    if (!sv || !chance(s.r, 0.55)) continue;
    const msgs = DEPRECATIONS[sv.rt];
    every(s, s.start, s.end, int(s.r, 120_000, 400_000), (t) => emit(s, t, role as Role, "warn", pick(s.r, msgs)));
  }
}

const RETRY_TARGETS: Partial<Record<Role, string[]>> = {
  search: ["GET http://geocoder.internal/v1/forward", "redis GET facet-cache"],
  leads: [
    "POST https://api.twilio.com/2010-04-01/Messages.json",
    "POST https://hooks.slack.com/services/T0/B0/…",
    "redis SETNX lead-lock",
  ],
  alerts: ["POST https://api.sendgrid.com/v3/mail/send", "SMTP connect smtp.sendgrid.net:587"],
  photos: ["PUT s3://listing-media/renditions", "GET https://media.mlsgrid.example/photos"],
  prequal: ["POST https://api.creditbureau.example/v1/softpull", "redis GET lender-config"],
  showings: [
    "POST https://api.twilio.com/2010-04-01/Messages.json",
    "GET https://www.googleapis.com/calendar/v3/freeBusy",
  ],
  ingest: ["GET https://api.geocod.io/v1.7/geocode", "PUT s3://mls-raw/batches"],
};

/** Retries that succeed on the second or third attempt. */
export function retries(s: Scene): void {
  const pool: Role[] = (["search", "leads", "alerts", "photos", "prequal", "showings", "ingest"] as Role[]).filter(
    (x) => has(s, x),
  );
  every(s, s.start, s.end, int(s.r, 40_000, 90_000), (t) => {
    const role = pick(s.r, pool);
    const what = pick(s.r, RETRY_TARGETS[role] ?? ["redis GET session"]);
    const err = pick(s.r, [
      "ECONNRESET",
      "read: connection reset by peer",
      "503 Slow Down",
      "timeout after 2000ms",
      "502 Bad Gateway",
    ]);
    emit(s, t, role, "warn", `${what} failed (${err}), retry 1/3 in ${pick(s.r, [100, 200, 400, 800])}ms`);
    emit(s, t + int(s.r, 200, 1500), role, "info", `${what} succeeded on attempt ${pick(s.r, [2, 2, 3])}`);
  });
}

/** A deploy or config reload of a service that has nothing to do with anything else in the window. */
export function change(s: Scene, at: number, exclude: Role | undefined): string {
  const cands = (Object.keys(s.e.svc) as Role[]).filter((x) => x !== exclude && x !== "gw" && x !== "es");
  const role = pick(s.r, cands);
  const v = `${int(s.r, 1, 9)}.${int(s.r, 0, 60)}.${int(s.r, 0, 20)}`;
  const sha = hex(s.r, 7);
  const kind = rt(s, role);
  if (chance(s.r, 0.35)) {
    emit(
      s,
      at,
      role,
      "info",
      `config reloaded from configmap ${nm(s, role)}-config (resourceVersion ${int(s.r, 100000, 999999)}): ${int(s.r, 1, 4)} keys changed [log.sampling, feature.${pick(s.r, ["map_clusters", "new_ranking", "photo_carousel_v2"])}]`,
    );
    return nm(s, role);
  }
  emit(s, at, role, "info", "Received SIGTERM, draining in-flight requests (grace 30s)");
  emit(s, at + 1800, role, "info", "shutdown complete");
  const boot =
    kind === "java"
      ? `Started ${pick(s.r, ["Application", "ServiceApplication"])} in ${int(s.r, 6, 19)}.${int(s.r, 100, 999)} seconds (process running for ${int(s.r, 7, 21)}.${int(s.r, 1, 9)}) version=${v}`
      : kind === "ruby"
        ? `Puma starting in single mode... Version 6.4.2 ("The Eagle of Durango"), release ${v} (${sha})`
        : kind === "python"
          ? `[INFO] Starting gunicorn 22.0.0 - release ${v} (${sha})`
          : kind === "dotnet"
            ? `info: Microsoft.Hosting.Lifetime[0] Application started. Version ${v}+${sha}`
            : `${nm(s, role)} v${v} (${sha}) listening on :8080`;
  emit(s, at + 2600 + s.r() * 3000, role, "info", boot);
  if (kind === "java" || kind === "python")
    emit(
      s,
      at + 3000 + s.r() * 4000,
      role,
      "warn",
      kind === "java"
        ? "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s)."
        : "DeprecationWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
    );
  return nm(s, role);
}
