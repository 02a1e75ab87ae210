// Twelve quiet windows: the normal noise of clients on real networks and devices, nothing to fix.
import { clientStatus, clientTimeout, deploy } from "./kit.js";
import type { Req, Scene } from "./scene.js";

export interface Quiet {
  note: string;
  /** Benign extras; may return an intercept that writes some requests' (harmless) chains. */
  extra: (s: Scene) => ((r: Req) => boolean) | undefined;
}

const ip = (s: Scene) => `${s.rng.int(11, 223)}.${s.rng.int(0, 255)}.${s.rng.int(0, 255)}.${s.rng.int(1, 254)}`;

export const QUIETS: Quiet[] = [
  {
    note: "users on bad mobile networks time out now and then; retries succeed, backends healthy",
    extra: (s) => (r) => {
      if (r.client === "web" || !s.rng.chance(0.03)) return false;
      clientTimeout(s, r, r.t + 15000);
      return true;
    },
  },
  {
    note: "browser noise: ResizeObserver loop and cross-origin 'Script error.' reports, ad blockers blocking analytics",
    extra: (s) => {
      s.sink.every(s.start, s.end, 6, (t) => s.log("web", t, "error", "ResizeObserver loop limit exceeded"));
      s.sink.every(s.start, s.end, 11, (t) => s.log("web", t, "error", "Script error."));
      s.sink.every(s.start, s.end, 5, (t) =>
        s.log(
          "web",
          t,
          "warn",
          `[rum] fetch POST https://www.google-analytics.com/g/collect failed: net::ERR_BLOCKED_BY_CLIENT`,
        ),
      );
      return undefined;
    },
  },
  {
    note: "old app versions get 426 Upgrade Required and show the force-update prompt",
    extra: (s) => {
      s.sink.every(s.start, s.end, 4, (t) => {
        const c = s.rng.pick(["ios", "android"] as const);
        const old = c === "ios" ? "7.9.2" : "5.8.0";
        s.log("gateway", t, "warn", `426 Upgrade Required: client ${c}/${old} below minimum supported version`);
        if (s.rng.chance(0.5))
          s.log(c, t + 40, "info", `[ForceUpdate] server requires upgrade (426), showing update prompt app=${old}`);
      });
      return undefined;
    },
  },
  {
    note: "expired and uninstalled push tokens pruned (APNs BadDeviceToken/Unregistered, FCM NOT_FOUND)",
    extra: (s) => {
      s.sink.every(s.start, s.end, 3, (t) =>
        s.log("push", t, "warn", `APNs 400 BadDeviceToken for token ${s.rng.hex(8)}..., removed`),
      );
      s.sink.every(s.start, s.end, 3, (t) =>
        s.log(
          "push",
          t,
          "warn",
          `FCM 404 NOT_FOUND: Requested entity was not found. token ${s.rng.hex(10)}... unregistered, removed`,
        ),
      );
      s.sink.every(s.start, s.end, 120, (t) =>
        s.log("push", t, "info", `token pruning: ${s.rng.int(40, 300)} stale tokens deleted`),
      );
      return undefined;
    },
  },
  {
    note: "offline users' queued requests replayed when they reconnect; duplicates answered 409 by idempotency keys",
    extra: (s) => {
      s.sink.every(s.start, s.end, 25, (t) => {
        const n = s.rng.int(3, 14);
        if (s.rng.chance(0.5))
          s.log(
            "android",
            t,
            "info",
            `WM-WorkerWrapper: OfflineQueueWorker replaying ${n} queued requests after connectivity restored`,
          );
        else s.log("ios", t, "info", `[OfflineQueue] network path satisfied, replaying ${n} queued requests`);
        for (let i = 0; i < Math.min(n, 4); i++)
          s.log(
            "gateway",
            t + 200 + i * 80,
            "info",
            `POST /v3/orders 409 upstream=${s.n("bff")} duration=12ms Idempotency-Key replay (original response returned)`,
          );
      });
      return undefined;
    },
  },
  {
    note: "web deploy: open tabs hit ChunkLoadError for the old chunks and reload into the new bundle",
    extra: (s) => {
      const t0 = s.start + (s.end - s.start) * 0.4;
      s.log("web", t0, "info", `[deploy] bundle index-${s.rng.hex(8)} published to ${s.e.web}`);
      s.sink.every(t0, Math.min(s.end, t0 + 240000), 5, (t) => {
        const chunk = s.rng.int(12, 90);
        s.log(
          "web",
          t,
          "error",
          `ChunkLoadError: Loading chunk ${chunk} failed. (error: https://${s.e.web}/static/js/${chunk}.${s.rng.hex(8)}.chunk.js)`,
        );
        s.log("web", t + 300, "info", "[app] stale bundle detected after ChunkLoadError, reloading page");
      });
      return undefined;
    },
  },
  {
    note: "rolling restart of the BFF: pods drain on SIGTERM, a few 503s retried successfully by the gateway",
    extra: (s) => {
      const t0 = s.start + (s.end - s.start) * 0.5;
      for (let i = 0; i < 3; i++) {
        const t = t0 + i * 40000;
        s.log("bff", t, "info", "SIGTERM received, draining 37 in-flight connections (grace 30s)");
        s.log(
          "gateway",
          t + 500,
          "warn",
          `upstream ${s.n("bff")} 503 during drain, retried on another endpoint (retry 1/2) -> 200`,
        );
        deploy(s, "bff", t + 8000, "v2.40.3");
      }
      return undefined;
    },
  },
  {
    note: "CSP reports from browser extensions and injected scripts (blocked, harmless)",
    extra: (s) => {
      s.sink.every(s.start, s.end, 6, (t) =>
        s.log(
          "web",
          t,
          "warn",
          `[csp-report] Refused to load the script '${s.rng.pick(["chrome-extension://", "moz-extension://", "https://translate.googleapis.com/"])}${s.rng.hex(12)}/inject.js' because it violates the following Content Security Policy directive: "script-src 'self'".`,
        ),
      );
      return undefined;
    },
  },
  {
    note: "mobile jank: dropped frames on Android, memory warnings on old iPhones",
    extra: (s) => {
      s.sink.every(s.start, s.end, 8, (t) =>
        s.log(
          "android",
          t,
          "warn",
          `Choreographer: Skipped ${s.rng.int(31, 90)} frames!  The application may be doing too much work on its main thread.`,
        ),
      );
      s.sink.every(s.start, s.end, 30, (t) =>
        s.log(
          "ios",
          t,
          "warn",
          `[MemoryMonitor] didReceiveMemoryWarning footprint=${s.rng.int(300, 600)}MB device=iPhone10,4`,
        ),
      );
      return undefined;
    },
  },
  {
    note: "a scraper hits the gateway's anonymous rate limit and gets 429s; real users unaffected",
    extra: (s) => {
      const bot = ip(s);
      s.sink.every(s.start + 60000, s.end, 1.5, (t) =>
        s.log(
          "gateway",
          t,
          "warn",
          `429 rate limit exceeded consumer=anonymous ip=${bot} GET /v3/search limit=120/min`,
        ),
      );
      return undefined;
    },
  },
  {
    note: "expired refresh tokens: 400 invalid_grant and the apps send users back to sign in",
    extra: (s) => (r) => {
      if (r.route !== "login" || !s.rng.chance(0.08)) return false;
      s.log(
        "auth",
        r.t + 8,
        "info",
        `token grant rejected grant_type=refresh_token client_id=${r.client}-app: invalid_grant (refresh token expired)`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 20, 400, 20, "auth", "warn");
      clientStatus(s, r, r.t + 50, 400, "warn");
      return true;
    },
  },
  {
    note: "everyday backend noise: zero-result searches, one slow query log, 404s for deleted images",
    extra: (s) => {
      s.sink.every(s.start, s.end, 20, (t) =>
        s.log("search", t, "warn", `query "${s.rng.hex(5)}" -> 0 hits (spelling suggestion offered)`),
      );
      s.log(
        "db",
        s.start + (s.end - s.start) * 0.6,
        "warn",
        `LOG:  duration: 1210.442 ms  statement: SELECT * FROM order_lines WHERE order_id = ANY($1)`,
      );
      s.sink.every(s.start, s.end, 15, (t) =>
        s.log("cdn", t, "warn", `GET /i/${s.rng.hex(10)}.jpg 404 MISS (object deleted)`),
      );
      return undefined;
    },
  },
];
