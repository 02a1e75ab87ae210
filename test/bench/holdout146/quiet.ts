// Twelve busy hours that need no page: loud, but everything is doing what it should.
import { edge, on, once, type Scenario } from "./kit.js";

const q = (estate: string, hour: number, note: string, involved: string[], steps: Scenario["steps"]): Scenario => ({
  estate,
  category: null,
  origin: null,
  hints: [],
  severity: null,
  note,
  hour,
  involved,
  steps,
});

export const QUIET: Scenario[] = [
  q(
    "cruxworks",
    9,
    "Saturday-morning rush: app tokens expire and refresh as designed, producing a steady stream of 401s and refreshes with no one locked out.",
    ["auth-tokens", "pass-api"],
    [
      on("pass-api", "WARN", -400, 12, ["access token expired for {mem}, client told to refresh (401)"]),
      on("auth-tokens", "INFO", -400, 12, ["refresh token exchanged sub={mem} ttl=900s"]),
      edge("crux-edge", -400, 12, {
        method: "POST",
        path: "/v1/checkins",
        status: [401],
        upstream: "pass-api",
        ms: [3, 20],
      }),
    ],
  ),
  q(
    "cruxworks",
    14,
    "A rolling deploy of pass-api drains and replaces pods one by one; a handful of 503s and connection resets while old pods shut down, then all healthy.",
    ["pass-api"],
    [
      once("pass-api", "INFO", 0, "SIGTERM received, draining 14 open connections (grace 30s)"),
      on("pass-api", "WARN", 2, 3, ["closing idle keep-alive socket: read ECONNRESET"], 60),
      edge(
        "crux-edge",
        2,
        4,
        { method: "GET", path: "/v1/passes/today", status: [503], upstream: "pass-api", ms: [0, 2] },
        50,
      ),
      once("pass-api", "INFO", 30, "pass-api 5.15.0 listening on :8080 (node v20.12.2)"),
      once("pass-api", "INFO", 90, "SIGTERM received, draining 9 open connections (grace 30s)"),
      once("pass-api", "INFO", 120, "pass-api 5.15.0 listening on :8080 (node v20.12.2)"),
    ],
  ),
  q(
    "cruxworks",
    5,
    "The monthly renewal run: hundreds of expected card declines and SCA authentication_required results are logged as ERROR while the batch completes normally.",
    ["member-billing", "notify-worker"],
    [
      once("member-billing", "INFO", -300, "Renewal batch started: 1911 memberships due, concurrency=8"),
      on("member-billing", "ERROR", -290, 10, [
        "Renewal failed for member {mem}: card_declined (do_not_honor)",
        "Renewal failed for member {mem}: authentication_required (3DS needed, email sent)",
      ]),
      on("notify-worker", "INFO", -280, 10, ["sent payment-action-needed email to {mem}"]),
    ],
  ),
  q(
    "boulder_barn",
    2,
    "An overnight vulnerability scanner sweeps the public site: floods of 404s and 401s for /.env and /wp-login.php, all answered correctly.",
    ["setting_board", "day_pass_svc"],
    [
      edge("barn_nginx", -500, 40, {
        method: "GET",
        path: "/{id}/.env",
        status: [404],
        upstream: "setting_board",
        ms: [1, 5],
      }),
      edge("barn_nginx", -500, 15, {
        method: "POST",
        path: "/wp-login.php",
        status: [404],
        upstream: "day_pass_svc",
        ms: [1, 5],
      }),
      on("setting_board", "WARN", -500, 20, [
        "Not Found: /{id}/.env",
        "Forbidden (CSRF cookie not set.): /admin/login/",
      ]),
      on("day_pass_svc", "WARN", -500, 10, ["[401] Unauthenticated. GET /api/admin/passes from {ip}"]),
    ],
  ),
  q(
    "boulder_barn",
    21,
    "Nightly snapshot and reindex of barn_search: long GC pauses, slow-query warnings and a few retried searches while the site is nearly empty.",
    ["barn_search", "setting_board"],
    [
      once("barn_search", "INFO", -200, "[barn-es-0] snapshot [nightly-{id}] started"),
      on("barn_search", "WARN", -190, 4, [
        "[barn-es-0] [gc][old][{n}][3] duration [1.{n2}s], collections [1]/[2s]",
        "[barn-es-0] [problems][0] took[{slow}ms], took_millis[{slow}], search slowlog",
      ]),
      on("setting_board", "WARN", -180, 2, ["search took {slow}ms, served from cache after retry"]),
      once("barn_search", "INFO", 300, "[barn-es-0] snapshot [nightly] completed with state [SUCCESS]"),
    ],
  ),
  q(
    "boulder_barn",
    10,
    "The waiver kiosks reconnect after a short wifi drop and flush their queues; duplicates are rejected as already stored and everything catches up.",
    ["waiver_sign"],
    [
      on("waiver_sign", "ERROR", -60, 8, ["kiosk {kiosk} connection lost: socket hang up (wifi)"], 30),
      on("waiver_sign", "WARN", 30, 30, ["waiver {waiver} already stored (idempotency key match), returning 409"], 160),
      edge(
        "barn_nginx",
        30,
        30,
        { method: "POST", path: "/api/waivers", status: [409, 201], upstream: "waiver_sign", ms: [20, 90] },
        160,
      ),
    ],
  ),
  q(
    "overhang",
    10,
    "Bouldering competition day: tickets sell out (409s), occupancy sits near capacity and latency is high but everything answers.",
    ["tickets", "occupancy"],
    [
      on("occupancy", "WARN", -600, 6, ["occupancy {n2}7/180 close to capacity, door staff notified"]),
      on("tickets", "WARN", -600, 10, ["session 18:00 sold out, rejecting ticket for {mem} (409)"]),
      edge("gatehouse", -600, 10, {
        method: "POST",
        path: "/tickets",
        status: [409],
        upstream: "tickets",
        ms: [200, 1800],
      }),
    ],
  ),
  q(
    "overhang",
    3,
    "The edge certificate is renewed and HAProxy reloads; old kiosks that only speak TLS 1.0 keep failing handshakes as they do every night.",
    ["tickets"],
    [
      once("gatehouse", "INFO", 0, "[NOTICE]   (1) : Reloading HAProxy"),
      once("gatehouse", "INFO", 0.4, "[NOTICE]   (1) : Loading success."),
      on("gatehouse", "WARN", -600, 8, [
        "{ip}:{port} [fe_https] fe_https/1: SSL handshake failure (error:0A000102:SSL routines::unsupported protocol)",
      ]),
    ],
  ),
  q(
    "overhang",
    8,
    "Quarterly auto-belay inspection morning: staff take devices out of service one by one, which belays logs as errors and warnings.",
    ["belays"],
    [
      on("belays", "ERROR", -400, 4, ["{dev}: taken out of service by staff (scheduled inspection)"]),
      on("belays", "WARN", -400, 6, ["{dev}: inspection overdue flag set until sign-off"]),
      on("belays", "INFO", -300, 4, ["{dev}: returned to service, inspection signed off by J.P."]),
    ],
  ),
  q(
    "topout",
    4,
    "A Kubernetes node is drained for patching: pods get SIGTERM, restart elsewhere, Kafka consumers rebalance and a few 502s show up during the switch.",
    ["frontdesk-projector", "platform-kafka", "coaching-bookings"],
    [
      once("coaching-bookings", "INFO", 0, "received SIGTERM, closing server"),
      once("coaching-bookings", "INFO", 25, "coaching-bookings listening on :3000"),
      once(
        "platform-kafka",
        "INFO",
        10,
        "[GroupCoordinator 1]: Preparing to rebalance group checkin-projector in state PreparingRebalance with old generation 41 (reason: removing member on heartbeat expiration)",
      ),
      on("frontdesk-projector", "WARN", 10, 4, ["rebalance in progress, pausing consumption"], 60),
      edge(
        "platform-gateway",
        0,
        4,
        { method: "POST", path: "/coaching/bookings", status: [502], upstream: "coaching-bookings", ms: [0, 2] },
        25,
      ),
    ],
  ),
  q(
    "topout",
    1,
    "A password-spraying attempt against member logins is throttled and accounts are locked as designed; lots of 401 and 429 but no real users affected.",
    ["coaching-bookings"],
    [
      on("coaching-bookings", "WARN", -500, 30, [
        "login failed for {mem}: bad credentials from {ip}",
        "account {mem} locked for 15 min after 5 failed logins",
      ]),
      edge("platform-gateway", -500, 25, {
        method: "POST",
        path: "/auth/login",
        status: [401, 429],
        upstream: "coaching-bookings",
        ms: [50, 200],
      }),
    ],
  ),
  q(
    "topout",
    6,
    "Month-end direct-debit run: payments-billing logs many failed collections (closed accounts, insufficient funds) and schedules retries, as every month.",
    ["payments-billing"],
    [
      once("payments-billing", "INFO", -400, "BillingRun : month-end run started, 2112 collections to submit"),
      on("payments-billing", "ERROR", -390, 14, [
        "BillingRun : collection for {mem} failed: insufficient_funds, retry scheduled in 3 days",
        "BillingRun : collection for {mem} failed: refer_to_payer",
      ]),
      on("payments-billing", "INFO", -390, 20, ["BillingRun : submitted collection for {mem} GBP {amt}"]),
    ],
  ),
];
