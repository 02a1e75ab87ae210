// Photon Rush Arenas (estate B): thirteen incidents, one per category. No ids anywhere.
import { edgeReload } from "./edge.js";
import { adhoc, crashLoop, extra, flat, type IncidentDef, ramp, routeOf, unrelatedDeploy } from "./kit.js";
import { shutdown, startup } from "./runtime.js";
import { exTrace, pyTrace } from "./stacks.js";
import { KIOSK_UA } from "./vocab.js";

export const INCIDENTS_B: IncidentDef[] = [
  {
    key: "b-gateway-key",
    estate: "B",
    category: "authentication",
    origin: "pos_bridge",
    hints: ["api key", "authentication", "401", "unauthorized", "invalid"],
    severity: "high",
    note: "The card gateway revoked pos_bridge's live API key, so every online deposit and every concession terminal charge was refused as an invalid API key; arena_web logged the resulting 502s loudly and nobody could pay.",
    run: (c, t) => {
      const pb = "pos_bridge";
      const key = "sk_live_****************3f9a";
      c.fault({
        svc: pb,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 502,
        route: /charges/,
        says: (x, q) => {
          const err = `tillpoint.error.AuthenticationError: Request req_${c.r.alnum(14, "abcdefghijklmnopqrstuvwxyz0123456789")}: Invalid API Key provided: ${key}`;
          c.emit(
            x + c.r.int(150, 400),
            pb,
            "error",
            `charge failed booking=${q.vars.bk} amount=${c.r.int(30, 240)}.00 GBP: ${err.replace(/^[\w.]+: /, "")}`,
            {
              logger: "posbridge.gateway",
              err: { type: "tillpoint.error.AuthenticationError", msg: err.slice(err.indexOf(":") + 2) },
              stack: c.r.chance(0.3)
                ? pyTrace(
                    [
                      [
                        "/app/posbridge/gateway.py",
                        112,
                        "charge",
                        "intent = tillpoint.PaymentIntent.create(amount=amount_minor, currency='gbp', confirm=True, **params)",
                      ],
                      [
                        "/usr/local/lib/python3.11/site-packages/tillpoint/api_requestor.py",
                        412,
                        "handle_error_response",
                        "raise err",
                      ],
                    ],
                    err,
                  )
                : undefined,
            },
          );
        },
      });
      c.poisson(t + 3000, c.t1, 22000, (x) =>
        c.emit(
          x,
          pb,
          "error",
          `terminal T-${c.r.pick(c.est.venues).slice(0, 3).toUpperCase()}-0${c.r.int(1, 4)} charge failed: 401 invalid_api_key (Invalid API Key provided: ${key})`,
          { logger: "posbridge.terminals" },
        ),
      );
      extra(
        c,
        routeOf(c, (r) => r.say === "pay"),
        t,
        c.t1,
        c.r.int(20, 35),
      );
    },
  },
  {
    key: "b-pundit-party",
    estate: "B",
    category: "authorization",
    origin: "arena_web",
    hints: ["notauthorized", "pundit", "forbidden", "403", "not allowed"],
    severity: "medium",
    note: "An arena_web release tightened the party policy so party hosts and the party_planner sync user were refused with Pundit::NotAuthorizedError; party edits and package syncs failed with 403s that party_planner logged on every retry.",
    run: (c, t) => {
      const aw = c.s("arena_web");
      shutdown(c, aw, t - 30000);
      const v = aw.version;
      aw.version = "2026.05.3";
      startup(c, aw, t - 22000, " (release 2026.05.3)");
      aw.version = v;
      const edit = adhoc("PATCH", "/admin/parties/{bk}", [{ svc: "arena_web" }], 40, 302);
      const sync = adhoc(
        "PATCH",
        "/internal/party-sync",
        [{ svc: "party_planner" }, { svc: "arena_web", path: "/api/internal/bookings/{bk}/party" }],
        25,
        204,
      );
      c.fault({
        svc: "arena_web",
        from: t,
        to: c.t1,
        share: flat(0.95),
        mode: "status",
        status: 403,
        route: /admin\/parties|api\/internal\/bookings/,
        says: (x, q) => {
          const who = q.internal ? "service:party_planner" : `staff:${c.r.int(100, 480)}`;
          c.emit(
            x + 5,
            "arena_web",
            "warn",
            `Authorization denied: Pundit::NotAuthorizedError not allowed to update? this Party (user=${who} role=${q.internal ? "integration" : "party_host"} record=Party#${c.r.int(80000, 99999)})`,
          );
        },
      });
      extra(c, edit, c.t0, c.t1, c.r.int(30, 50));
      extra(c, sync, c.t0, c.t1, c.r.int(80, 120));
    },
  },
  {
    key: "b-hit-sequence",
    estate: "B",
    category: "database",
    origin: "score_engine",
    hints: ["sequence", "postgrex", "nextval", "2200h"],
    severity: "medium",
    note: "score_engine's hit_events id sequence reached the 32-bit limit, so every hit batch insert failed with Postgrex sequence_generator_limit_exceeded; vest_sync retried and buffered loudly and live scores froze.",
    run: (c, t) => {
      const se = "score_engine";
      const exc =
        '** (Postgrex.Error) ERROR 2200H (sequence_generator_limit_exceeded) nextval: reached maximum value of sequence "hit_events_id_seq" (2147483647)';
      c.fault({
        svc: se,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 500,
        route: /hits\/batch/,
        says: (x) =>
          c.emit(
            x + 3,
            se,
            "error",
            `#PID<0.${c.r.int(3000, 9000)}.0> running ScoreWeb.Endpoint (connection #PID<0.${c.r.int(3000, 9000)}.0>, stream id 1) terminated\nServer: score_engine:4000 (http)\nRequest: POST /api/hits/batch\n** (exit) an exception was raised:`,
            {
              err: { type: "Postgrex.Error", msg: exc.slice(20) },
              stack: exTrace(`    ${exc}`, [
                "    (ecto_sql 3.11.1) lib/ecto/adapters/sql.ex:1054: Ecto.Adapters.SQL.raise_sql_call_error/1",
                "    (ecto_sql 3.11.1) lib/ecto/adapters/sql.ex:952: Ecto.Adapters.SQL.insert_all/9",
                "    (ecto 3.11.2) lib/ecto/repo/schema.ex:59: Ecto.Repo.Schema.do_insert_all/7",
                "    (score_engine 0.9.3) lib/score_engine/hits.ex:88: ScoreEngine.Hits.record_batch/2",
                "    (score_engine 0.9.3) lib/score_web/controllers/hit_controller.ex:21: ScoreWeb.HitController.create/2",
              ]),
            },
          ),
      });
      let backlog = 0;
      c.every(t + 8000, c.t1, 15000, 800, (x) => {
        backlog += c.r.int(600, 1400);
        c.emit(
          x,
          "vest_sync",
          "warn",
          `hit buffer backlog events=${backlog} oldest=${Math.round((x - t) / 1000)}s (score ingest failing)`,
        );
      });
    },
  },
  {
    key: "b-eastgate-route",
    estate: "B",
    category: "network",
    origin: "vest_sync",
    hints: ["no route", "network", "unreachable", "sendto"],
    severity: "medium",
    note: "After a switch change the Eastgate arena's base-station VLAN became unreachable from vest_sync ('sendto: no route to host'), so no vest there could be armed; the marshal desk timed out and blocked game starts.",
    needs: ["marshal_desk"],
    run: (c, t) => {
      const vs = "vest_sync";
      const arena = "eastgate";
      c.knobs.set(`arena-down:${arena}`, (x) => (x >= t ? 1 : 0));
      c.every(t, c.t1, 10000, 500, (x, i) => {
        const ip = `10.44.12.${31 + (i % 8)}`;
        c.emit(
          x,
          vs,
          "error",
          `send to base station failed bs=bs-${arena}-0${1 + (i % 8)} addr=${ip}:7001 err="write udp 10.40.2.5:7001->${ip}:7001: sendto: no route to host" (suppressed ${c.r.int(30, 60)} similar in last 10s)`,
        );
      });
      c.fault({
        svc: vs,
        from: t,
        to: c.t1,
        share: flat(0.45),
        mode: "timeout",
        route: /arm/,
        says: (x, q) =>
          c.emit(
            x + 10000,
            vs,
            "warn",
            `arm game ${q.vars.game} arena=${arena}: 0/${c.r.int(10, 22)} vests acknowledged within 10s`,
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/internal/arm"),
        t,
        c.t1,
        c.r.int(20, 35),
      );
      c.poisson(t + 10000, c.t1, 30000, (x) =>
        c.emit(x, "marshal_desk", "warn", `arena ${arena}: 0 vests reachable, game start blocked`),
      );
      edgeReload(c, t - c.r.int(60000, 180000));
    },
  },
  {
    key: "b-catering-timeout",
    estate: "B",
    category: "timeout",
    origin: "party_planner",
    hints: ["readtimeout", "timeout", "timed out"],
    severity: "medium",
    note: "The catering partner's quote API stopped answering and party_planner waited 30 s per quote until Net::ReadTimeout, saturating its Puma threads; arena_web timed out calling it and party bookings failed.",
    run: (c, t) => {
      const pp = "party_planner";
      c.addSlow(pp, t, c.t1, 2500);
      c.fault({
        svc: pp,
        from: t,
        to: c.t1,
        share: ramp(t, 60000, 0.85, 0.3),
        mode: "timeout",
        route: /quotes/,
        says: (x) => {
          c.emit(
            x + 30000,
            pp,
            "error",
            `Net::ReadTimeout with #<TCPSocket:(closed)> calling POST https://api.feastly.example/v2/quotes (30.0s) package=${c.r.pick(["bronze-blast", "silver-strike", "gold-glory"])}`,
          );
          c.emit(
            x + 30006,
            pp,
            "error",
            `method=POST path=/quotes format=json controller=QuotesController action=create status=500 error='Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>' duration=${(30000 + c.r.float(2, 30)).toFixed(2)} view=0.00 db=${c.r.float(1, 5).toFixed(2)}`,
          );
        },
      });
      c.every(t + 20000, c.t1, 20000, 2000, (x) =>
        c.emit(x, pp, "warn", `Puma thread pool saturated: 5/5 busy, backlog=${c.r.int(3, 18)}`),
      );
      extra(
        c,
        routeOf(c, (r) => r.p === "/parties/quote"),
        t,
        c.t1,
        c.r.int(25, 40),
      );
      unrelatedDeploy(c, "lane_scheduler", t + c.r.int(-120000, 30000));
    },
  },
  {
    key: "b-esign-429",
    estate: "B",
    category: "rate_limiting",
    origin: "waiver_kiosk",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    severity: "medium",
    note: "A Saturday rush of kiosk waivers exceeded the e-signature vendor's request quota; waiver_kiosk got 429 Too Many Requests when sealing signatures and answered the kiosks 503, so players queued unsigned.",
    run: (c, t) => {
      const wk = "waiver_kiosk";
      c.fault({
        svc: wk,
        from: t,
        to: c.t1,
        share: ramp(t, 40000, 0.85, 0.4),
        mode: "status",
        status: 503,
        route: /^\/kiosk\/waivers$/,
        says: (x, q) => {
          const msg = `429 Client Error: Too Many Requests for url: https://api.inksign.example/v3/envelopes/seal`;
          c.emit(x + 200, wk, "error", `signature sealing failed for waiver ${q.vars.wv}: ${msg} (Retry-After: 60)`, {
            logger: "kiosk.esign",
            stack: c.r.chance(0.25)
              ? pyTrace(
                  [
                    ["/app/kiosk/esign.py", 64, "seal", "resp.raise_for_status()"],
                    [
                      "/usr/local/lib/python3.11/site-packages/requests/models.py",
                      1021,
                      "raise_for_status",
                      "raise HTTPError(http_error_msg, response=self)",
                    ],
                  ],
                  `requests.exceptions.HTTPError: ${msg}`,
                )
              : undefined,
          });
          c.emit(x + 210, wk, "error", "Service Unavailable: /kiosk/waivers", { logger: "django.request" });
        },
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/kiosk/waivers"),
        t,
        c.t1,
        c.r.int(40, 60),
        KIOSK_UA[0],
      );
    },
  },
  {
    key: "b-phone-validation",
    estate: "B",
    category: "validation",
    origin: "arena_web",
    hints: ["validation", "invalid", "recordinvalid", "422", "phone"],
    severity: "high",
    note: "An arena_web release upgraded its phone-number library, which started rejecting ordinary UK mobile numbers written with spaces, so most booking forms failed with 'Phone is invalid' (422) and customers could not book.",
    run: (c, t) => {
      const aw = c.s("arena_web");
      shutdown(c, aw, t - 26000);
      const v = aw.version;
      aw.version = "2026.05.3";
      startup(c, aw, t - 20000, " (release 2026.05.3)");
      aw.version = v;
      c.fault({
        svc: "arena_web",
        from: t,
        to: c.t1,
        share: flat(0.8),
        mode: "status",
        status: 422,
        route: /^\/bookings$/,
        says: (x) =>
          c.emit(
            x + 30,
            "arena_web",
            "warn",
            `Booking not saved: Validation failed: Phone is invalid (input="07${c.r.int(100, 999)} ${c.r.int(100, 999)}${c.r.int(100, 999)}", country=GB)`,
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/bookings"),
        t,
        c.t1,
        c.r.int(50, 80),
      );
    },
  },
  {
    key: "b-package-nil",
    estate: "B",
    category: "null_reference",
    origin: "party_planner",
    hints: ["nomethoderror", "undefined method", "nil"],
    severity: "medium",
    note: "A party package that existing quotes still referenced was archived, and party_planner's serializer hit nil ('undefined method title for nil') on those requests; arena_web logged the 500s as fatal Faraday errors.",
    run: (c, t) => {
      const pp = "party_planner";
      const jid = c.r.hex(24);
      c.emit(t - 6000, "sidekiq_jobs", "info", `class=PackageArchiveJob jid=${jid} INFO: start`);
      c.emit(t - 5400, "sidekiq_jobs", "info", `class=PackageArchiveJob jid=${jid} elapsed=0.588 INFO: done`);
      c.fault({
        svc: pp,
        from: t,
        to: c.t1,
        share: flat(0.6),
        mode: "status",
        status: 500,
        says: (x, q) =>
          c.emit(
            x + 5,
            pp,
            "fatal",
            `\nNoMethodError (undefined method \`title' for nil):\n\napp/serializers/package_serializer.rb:12:in \`block in <class:PackageSerializer>'\napp/controllers/${q.edgePath.includes("quote") ? "quotes_controller.rb:18:in `create'" : "packages_controller.rb:9:in `index'"}`,
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/parties"),
        t,
        c.t1,
        c.r.int(20, 35),
      );
    },
  },
  {
    key: "b-hours-yaml",
    estate: "B",
    category: "configuration",
    origin: "lane_scheduler",
    hints: ["config", "yaml", "unmarshal", "configuration"],
    severity: "high",
    note: "An edit to lane_scheduler's opening-hours file broke its YAML, the hot reload failed and it fell back to empty opening hours, so every arena showed no sessions and bookings were rejected.",
    run: (c, t) => {
      const ls = "lane_scheduler";
      c.emit(t - 400, ls, "info", "config file changed, reloading path=/etc/lane_scheduler/hours.yaml");
      c.emit(
        t,
        ls,
        "error",
        'config reload failed path=/etc/lane_scheduler/hours.yaml err="yaml: unmarshal errors:\n  line 14: cannot unmarshal !!str `10:00-2...` into config.Window"',
      );
      c.emit(t + 2, ls, "warn", `falling back to empty opening hours for arenas=[${c.est.venues.join(" ")}]`);
      c.knobs.set(`empty:${ls}`, (x) => (x >= t ? 1 : 0));
      c.fault({
        svc: ls,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 200,
        route: /\/v1\/sessions/,
        says: (x, q) =>
          c.emit(
            x + 1,
            ls,
            "warn",
            `no opening windows configured arena=${q.vars.venue} date=${q.vars.date}; returning 0 sessions`,
          ),
      });
      c.fault({
        svc: ls,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 422,
        route: /reservations/,
        says: (x, q) =>
          c.emit(x + 1, ls, "warn", `reservation rejected arena=${q.vars.venue} reason=outside_opening_hours`),
      });
      c.every(t + 45000, c.t1, 60000, 5000, (x) =>
        c.emit(
          x,
          "arena_web",
          "warn",
          `No sessions available for ${c.r.pick(c.est.venues)} (lane_scheduler returned 0 for the next 14 days)`,
        ),
      );
    },
  },
  {
    key: "b-mail-vendor",
    estate: "B",
    category: "dependency",
    origin: "mailer",
    hints: ["503", "500", "vendor", "unavailable", "mailwhale"],
    severity: "medium",
    note: "The e-mail delivery vendor started failing with 5xx errors, so mailer's Celery tasks for booking confirmations, waiver requests and party details all went into retries or failed outright.",
    run: (c, t) => {
      const m = "mailer";
      c.knobs.set(`notify-broken:${m}`, (x) => (x >= t ? 1 : 0));
      c.poisson(t, c.t1, 3500 / c.scale, (x) => {
        const id = c.r.uuid();
        const task = c.r.pick([
          "send_booking_confirmation",
          "send_waiver_request",
          "send_party_details",
          "send_booking_confirmation",
        ]);
        c.emit(x, m, "info", `Task mailer.tasks.${task}[${id}] received`, { logger: "celery.worker.strategy" });
        const n = c.r.int(0, 3);
        if (n < 3)
          c.emit(
            x + c.r.int(800, 5000),
            m,
            "warn",
            `Task mailer.tasks.${task}[${id}] retry: Retry in ${30 * 2 ** n}s: MailwhaleError('503 Service Unavailable: upstream connect error or disconnect/reset before headers. reset reason: overflow')`,
            { logger: "celery.app.trace" },
          );
        else
          c.emit(
            x + c.r.int(800, 5000),
            m,
            "error",
            `Task mailer.tasks.${task}[${id}] raised unexpected: MailwhaleError('500 Internal Server Error: {"errors":[{"message":"Internal error, please try again later"}]}')`,
            {
              logger: "celery.app.trace",
              stack: pyTrace(
                [
                  [
                    "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                    453,
                    "trace_task",
                    "R = retval = fun(*args, **kwargs)",
                  ],
                  ["/app/mailer/tasks.py", 38, task, "client.send(message)"],
                  [
                    "/app/mailer/mailwhale.py",
                    71,
                    "send",
                    'raise MailwhaleError(f"{resp.status_code} {resp.reason}: {resp.text}")',
                  ],
                ],
                'mailer.mailwhale.MailwhaleError: 500 Internal Server Error: {"errors":[{"message":"Internal error, please try again later"}]}',
              ),
            },
          );
      });
    },
  },
  {
    key: "b-sidekiq-rss",
    estate: "B",
    category: "memory",
    origin: "sidekiq_jobs",
    hints: ["memory", "rss", "nomemoryerror", "oom"],
    severity: "medium",
    note: "A season export job loaded every booking into memory; sidekiq_jobs grew past its RSS limit, was killed and restarted repeatedly as the job retried, and confirmation and reminder jobs backed up.",
    run: (c, t) => {
      const sj = c.s("sidekiq_jobs");
      const jid = c.r.hex(24);
      c.emit(t - 50000, sj.name, "info", `class=SeasonExportJob jid=${jid} INFO: start`);
      let latency = 5;
      c.every(t, c.t1, 30000, 1000, (x) => {
        latency += c.r.int(15, 40);
        if (!c.isDown(sj.name, x))
          c.emit(x, sj.name, "warn", `queue latency default=${latency}s size=${latency * 3} (threshold 120s)`);
      });
      crashLoop(c, sj, t, {
        runMs: () => c.r.int(70000, 130000),
        downMs: () => c.r.int(15000, 30000),
        onCrash: (x, n) => {
          if (n % 2 === 0) {
            c.emit(
              x - 2000,
              sj.name,
              "warn",
              `[Sidekiq::WorkerKiller] current RSS ${c.r.int(2060, 2300)} exceeds maximum RSS 2048`,
            );
            c.emit(x - 1990, sj.name, "warn", "[Sidekiq::WorkerKiller] sending TSTP to pid 1");
            c.emit(x - 1000, sj.name, "warn", "[Sidekiq::WorkerKiller] sending TERM to pid 1");
            shutdown(c, sj, x - 900);
          } else {
            c.emit(
              x - 1500,
              sj.name,
              "error",
              `class=SeasonExportJob jid=${jid} INFO: fail: NoMemoryError: failed to allocate memory`,
            );
          }
        },
        onBoot: (x) => {
          const b = startup(c, sj, x);
          c.emit(x + b + 500, sj.name, "info", `class=SeasonExportJob jid=${jid} INFO: start`);
          return b;
        },
      });
    },
  },
  {
    key: "b-kiosk-enospc",
    estate: "B",
    category: "disk",
    origin: "waiver_kiosk",
    hints: ["no space", "errno 28", "disk", "oserror"],
    severity: "medium",
    note: "waiver_kiosk's media volume filled with signature images after its cleanup job stalled, so every kiosk waiver submission failed with OSError [Errno 28] No space left on device.",
    run: (c, t) => {
      const wk = "waiver_kiosk";
      c.emit(
        t - c.r.int(200000, 320000),
        wk,
        "warn",
        "media cleanup skipped: lock /tmp/media-cleanup.lock held by pid 412 since 2026-03-29T02:00:04Z",
        { logger: "kiosk.housekeeping" },
      );
      c.fault({
        svc: wk,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 500,
        route: /^\/kiosk\/waivers$/,
        says: (x, q) =>
          c.emit(x + 150, wk, "error", "Internal Server Error: /kiosk/waivers", {
            logger: "django.request",
            stack: pyTrace(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/django/core/handlers/base.py",
                  197,
                  "_get_response",
                  "response = wrapped_callback(request, *callback_args, **callback_kwargs)",
                ],
                ["/app/kiosk/views.py", 88, "submit", "store_signature(waiver, form.cleaned_data['signature'])"],
                ["/app/kiosk/storage.py", 31, "store_signature", "fh.write(png_bytes)"],
              ],
              `OSError: [Errno 28] No space left on device: '/srv/media/signatures/2026/05/${q.vars.wv}.png'`,
            ),
          }),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/kiosk/waivers"),
        t,
        c.t1,
        c.r.int(30, 50),
        KIOSK_UA[1],
      );
    },
  },
  {
    key: "b-score-500",
    estate: "B",
    category: "unknown",
    origin: "score_engine",
    hints: ["500", "internal", "unknown", "error"],
    severity: "medium",
    note: "score_engine began answering most score, live-arena and hit requests with 500 while logging nothing but the responses; vest_sync and the marshal desk retried and reported the failures.",
    run: (c, t) => {
      c.fault({
        svc: "score_engine",
        from: t,
        to: c.t1,
        share: ramp(t, 40000, 0.7, 0.3),
        mode: "status",
        status: 500,
        route: /score|live|hits/,
      });
      unrelatedDeploy(c, "waiver_kiosk", t - c.r.int(40000, 120000));
    },
  },
];
