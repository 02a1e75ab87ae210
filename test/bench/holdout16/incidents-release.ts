// Configuration and unknown scenarios.
import { type IncidentSpec, st } from "./spec.js";

export const RELEASE: IncidentSpec[] = [
  {
    category: "configuration",
    estate: "inkwell",
    origin: "story-api",
    hints: ["config", "environment", "missing", "variable", "setting"],
    sev: "high",
    note: "A story-api release ships without its cache address setting; every call fails after the rollout.",
    fault: st("story-api", "error", 1, [
      "config: required key STORY_CACHE_ADDR missing value; falling back to empty address",
      'finished unary call grpc.method=GetStory grpc.code=Unavailable grpc.time_ms=0 err="dial tcp: missing address"',
    ]),
    more: [
      st(
        "story-api",
        "info",
        1.5,
        ["starting story-api version=2026.07.{k} commit={hex}", "grpc server listening on :9090"],
        { from: -4, seq: true },
      ),
      st(
        "cdn-edge",
        "error",
        0.4,
        ['{ip} - - "GET /api/story/{n} HTTP/2.0" 503 0 "-" "Mozilla/5.0" rt=0.0{k} upstream=story-api'],
        { from: 1 },
      ),
    ],
  },
  {
    category: "configuration",
    estate: "registrar",
    origin: "enrol-web",
    hints: ["improperlyconfigured", "config", "setting", "allowed_hosts"],
    sev: "high",
    note: "enrol-web is redeployed with a wrong ALLOWED_HOSTS setting; Django rejects every proxied request.",
    fault: st("enrol-web", "error", 0.8, [
      "Invalid HTTP_HOST header: 'enrol.registrar.example.edu'. You may need to add 'enrol.registrar.example.edu' to ALLOWED_HOSTS.",
      "Bad Request: /enrol/basket/",
    ]),
    more: [
      st(
        "enrol-web",
        "info",
        1,
        [
          "[INFO] Starting gunicorn 22.0.0",
          "[INFO] Booting worker with pid: {k}",
          "settings module registrar.settings.prod loaded",
        ],
        { from: -6, seq: true },
      ),
      st(
        "campus-lb",
        "warn",
        0.5,
        [
          '{ip}:{port} [https-in] enrol_web/web{k} 0/0/1/{k}/{k} 400 143 - - ---- {k}/{k}/3/1/0 0/0 "GET /enrol/basket HTTP/1.1"',
        ],
        { from: 0.2 },
      ),
    ],
  },
  {
    category: "configuration",
    estate: "furrow",
    origin: "firmware-ota",
    hints: ["config", "runtime", "missing", "environment", "key"],
    sev: "high",
    note: "A firmware-ota config change drops the secret key setting; the release boots but each request crashes.",
    fault: st(
      "firmware-ota",
      "error",
      2,
      [
        "[error] ** (ArgumentError) cookie store expects conn.secret_key_base to be set",
        "[error] #PID<0.{n}.0> running FirmwareOtaWeb.Endpoint (connection #PID<0.{n}.0>, stream id 1) terminated",
      ],
      {
        stack: [
          "    (plug 1.15.3) lib/plug/session/cookie.ex:224: Plug.Session.COOKIE.validate_secret_key_base/1",
          "    (firmware_ota 2.4.0) lib/firmware_ota_web/endpoint.ex:1: FirmwareOtaWeb.Endpoint.plug_builder_call/2",
        ],
        stackEvery: 5,
      },
    ),
    more: [
      st(
        "firmware-ota",
        "info",
        1,
        ["[notice] Application firmware_ota started with config runtime.exs (release 2.4.0)"],
        { from: -3, seq: true },
      ),
      st(
        "edge-gateway",
        "error",
        0.7,
        ['[envoy] "GET /api/ota/manifest HTTP/2" 500 - via_upstream {k}ms upstream=firmware-ota'],
        { from: 1 },
      ),
    ],
  },
  {
    category: "configuration",
    estate: "inkwell",
    origin: "comments-svc",
    hints: ["config", "setting", "url", "database_url", "misconfigured"],
    sev: "medium",
    note: "comments-svc's new release points its cache setting at a staging host; requests fail with connection errors naming the wrong host.",
    fault: st("comments-svc", "error", 2, [
      "Internal Server Error: /comments/ (redis.exceptions.ConnectionError: Error -2 connecting to cache.staging.inkwell.internal:6379. Name or service not known.)",
      "CACHES['default']['LOCATION'] = 'redis://cache.staging.inkwell.internal:6379/1' (from env COMMENTS_CACHE_URL)",
    ]),
    more: [
      st(
        "comments-svc",
        "info",
        1,
        [
          "[INFO] Starting gunicorn 22.0.0",
          "[INFO] Booting worker with pid: {k}",
          "release comments-svc 5.{k}.0 config revision r{k}",
        ],
        { from: -8, seq: true },
      ),
      st("story-api", "warn", 2, ["comment widget for story {n} failed (comments-svc 500)"], { from: 2 }),
    ],
  },
  {
    category: "unknown",
    estate: "furrow",
    origin: "fieldmap-api",
    hints: ["exit", "crash", "unknown", "restart"],
    sev: "high",
    note: "fieldmap-api keeps exiting and restarting with no reason logged; the gateway reports upstream connection failures.",
    fault: st("fieldmap-api", "error", 20, ["process exited with status 101", "fieldmap-api starting (build {hex})"]),
    more: [
      st(
        "edge-gateway",
        "error",
        0.5,
        [
          '[envoy] "GET /v2/fields/{n}/tiles HTTP/2" 503 UF upstream_reset_before_response_started{connection_failure} {k}ms upstream=fieldmap-api',
        ],
        { from: 1 },
      ),
    ],
  },
  {
    category: "unknown",
    estate: "registrar",
    origin: "timetable-solver",
    hints: ["unknown", "failed", "error", "exit"],
    sev: "medium",
    note: "timetable-solver jobs start failing with a bare failure status and no cause; course-catalog sees failed solves.",
    fault: st("timetable-solver", "error", 25, [
      "Solving failed for problem term-2026S2-{k}",
      "solver job {n} finished with status FAILED",
    ]),
    more: [
      st("course-catalog", "warn", 25, ["timetable solve {n} returned FAILED, keeping previous timetable"], {
        from: 3,
      }),
    ],
  },
  {
    category: "unknown",
    estate: "inkwell",
    origin: "paywall-svc",
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    note: "paywall-svc starts returning 500s with no exception logged; story-api reports failed entitlement checks.",
    fault: st("paywall-svc", "error", 1.5, [
      "Completed 500 Internal Server Error in {k}ms (ActiveRecord: {k}.0ms | Allocations: {n})",
    ]),
    more: [st("story-api", "error", 0.7, ["entitlement check for reader r{n} failed: paywall-svc 500"], { from: 1 })],
  },
  {
    category: "unknown",
    estate: "registrar",
    origin: "sso-bridge",
    hints: ["unknown", "error", "internal", "unexpected"],
    sev: "high",
    note: "sso-bridge begins answering sign-ins with an unexpected error whose cause never appears in its logs; every app sees login failures.",
    fault: st("sso-bridge", "error", 1.2, [
      "Uncaught server error",
      "type=LOGIN_ERROR, realmId=campus, clientId=enrol-web, userId=null, ipAddress={ip}, error=unknown_error",
    ]),
    more: [
      st(
        "enrol-web",
        "error",
        0.6,
        ["OIDC callback failed: sso-bridge returned 500 on /realms/campus/protocol/openid-connect/token"],
        { from: 1 },
      ),
      st("fees-billing", "error", 3, ["OmniAuth::Strategies::OpenIDConnect::CallbackError: 500 from sso-bridge"], {
        from: 4,
      }),
    ],
  },
];
