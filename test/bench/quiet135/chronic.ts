// Chronic harmless errors: something broken for weeks that nobody fixes, logging at a steady rate from the
// first minute of every window (often more ERROR lines than any real fault).
import type { Ctx } from "./ctx.js";
import { runtimeOf } from "./estates.js";
import { exc } from "./stacks.js";
import type { Service } from "./types.js";

export interface Chronic {
  key: string;
  pick(ctx: Ctx): Service | undefined;
  run(ctx: Ctx, s: Service): void;
}

const by = (ctx: Ctx, rt: string, not: string[] = []) =>
  ctx.estate.services.filter((s) => runtimeOf(s.framework) === rt && !not.includes(s.framework));

export const CHRONICS: readonly Chronic[] = [
  {
    key: "statsd_refused",
    pick: (ctx) => ctx.r.pick([...by(ctx, "java"), undefined]),
    run(ctx, s) {
      ctx.every(ctx.t0, ctx.t1, ctx.r.pick([10000, 15000, 20000]), (t) =>
        ctx.emit(
          s,
          t,
          "ERROR",
          `Failed to publish metrics to statsd-exporter.monitoring:9125: java.net.PortUnreachableException: Connection refused`,
        ),
      );
    },
  },
  {
    key: "legacy_host_unknown",
    pick: (ctx) => by(ctx, "java")[0],
    run(ctx, s) {
      const host = `${s.name.replace(/[-_].*/, "")}-legacy.${ctx.estate.key}.internal`;
      ctx.every(ctx.t0, ctx.t1, 30000, (t) => {
        const e = exc(ctx.r, s, "dns", {
          host: `${host}:8443`,
          detail: "/soap/StockService",
          where: ["legacy:LegacySyncJob.poll"],
        });
        ctx.emitExc(s, t, "ERROR", "legacy sync poll failed", e);
      });
    },
  },
  {
    key: "sentry_timeout",
    pick: (ctx) => by(ctx, "python")[0],
    run(ctx, s) {
      ctx.every(ctx.t0, ctx.t1, ctx.r.pick([20000, 45000]), (t) =>
        ctx.emit(
          s,
          t,
          "ERROR",
          `sentry_sdk.errors: Internal error in sentry_sdk: HTTPSConnectionPool(host='o4505${ctx.r.int(100000, 999999)}.ingest.sentry.example', port=443): Read timed out. (read timeout=5)`,
        ),
      );
    },
  },
  {
    key: "celery_unregistered",
    pick: (ctx) => ctx.estate.services.find((s) => s.framework === "celery"),
    run(ctx, s) {
      ctx.every(ctx.t0, ctx.t1, ctx.r.pick([40000, 60000]), (t) =>
        ctx.emit(
          s,
          t,
          "ERROR",
          `Received unregistered task of type '${s.pkg}.tasks.legacy_sync_promoters'.\nThe message has been ignored and discarded.\n\nDid you remember to import the module containing this task?\nOr maybe you're using relative imports?`,
        ),
      );
    },
  },
  {
    key: "rails_touch_icon",
    pick: (ctx) => ctx.estate.services.find((s) => s.framework === "rails"),
    run(ctx, s) {
      ctx.poisson(ctx.t0, ctx.t1, 3, (t) =>
        ctx.emit(
          s,
          t,
          "FATAL",
          `ActionController::RoutingError (No route matches [GET] "/${ctx.r.pick(["apple-touch-icon.png", "apple-touch-icon-precomposed.png", "favicon.ico"])}"):`,
        ),
      );
    },
  },
  {
    key: "jwks_refresh_404",
    pick: (ctx) => by(ctx, "go")[0],
    run(ctx, s) {
      ctx.every(ctx.t0, ctx.t1, 60000, (t) =>
        ctx.emit(
          s,
          t,
          "ERROR",
          `jwks refresh failed: GET https://auth.${ctx.estate.domain}/.well-known/jwks.json: 404 Not Found; keeping ${ctx.r.int(2, 3)} cached keys`,
        ),
      );
    },
  },
  {
    key: "dotnet_unhealthy_check",
    pick: (ctx) => by(ctx, "dotnet")[0],
    run(ctx, s) {
      ctx.every(ctx.t0, ctx.t1, 30000, (t) =>
        ctx.emit(
          s,
          t,
          "ERROR",
          `Health check legacy-loyalty-db with status Unhealthy completed after ${ctx.r.float(5000, 5010).toFixed(4)}ms with message 'Timeout connecting to loyalty-db-old:5432'`,
        ),
      );
    },
  },
  {
    key: "node_cors_blocked",
    pick: (ctx) => by(ctx, "node")[0],
    run(ctx, s) {
      ctx.poisson(ctx.t0, ctx.t1, 4, (t) =>
        ctx.emit(
          s,
          t,
          "ERROR",
          `CORS: origin https://old.${ctx.estate.domain} not allowed (Error: Not allowed by CORS)`,
        ),
      );
    },
  },
  {
    key: "php_deprecations",
    pick: (ctx) => ctx.estate.services.find((s) => s.framework === "laravel"),
    run(ctx, s) {
      ctx.poisson(ctx.t0, ctx.t1, 5, (t) =>
        ctx.emit(
          s,
          t,
          "WARN",
          "PHP Deprecated:  Creation of dynamic property App\\Models\\LegacyTill::$drawer is deprecated in /var/www/html/app/Models/LegacyTill.php on line 41",
        ),
      );
    },
  },
];

/** One chronic error for the window (or none); returns a short phrase for the note. */
export function chronic(ctx: Ctx): string | undefined {
  const r = ctx.r;
  for (const c of r.shuffle(CHRONICS)) {
    const s = c.pick(ctx);
    if (!s) continue;
    c.run(ctx, s);
    return `the chronic ${c.key.replace(/_/g, " ")} lines from ${s.name}`;
  }
  return undefined;
}
