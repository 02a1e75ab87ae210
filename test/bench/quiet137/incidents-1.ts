// Incidents in the Flue & Fire and Sootline estates: a database out of connection slots, an SMS vendor outage,
// a JVM running out of heap while rendering certificates, and a catalogue record with no flue data.

import { chainFail, type Incident, through } from "./incident-kit.js";
import { burst } from "./noise-requests.js";
import { callerWords, startupLines } from "./runtimes.js";
import { javaStack, NODE_TAIL, nodeStack, pyTrace } from "./stacks.js";
import { emitServe, lineEv } from "./traffic.js";

export const DB_SLOTS: Incident = {
  key: "db-slots",
  estate: "fluefire",
  category: "database",
  origin: "booking_service",
  hints: ["database", "operationalerror", "connection slots", "too many clients", "postgres", "connection"],
  severity: "high",
  note: "booking_service's Postgres ran out of connection slots, so availability and booking calls failed with OperationalError while web_frontend and nginx reported 500/502s.",
  decoy: "reportTimeouts",
  run(ctx, _def, start) {
    const svc = "booking_service";
    const r = ctx.r;
    lineEv(
      ctx,
      start - r.int(20000, 60000),
      svc,
      { level: "WARN", msg: "db pool: waited 2.8s for a free connection (pool_size=20, overflow=10, checked_out=30)" },
      null,
    );
    for (const t of burst(ctx, r.int(4, 8), 60000, start)) {
      lineEv(
        ctx,
        t,
        svc,
        {
          level: "WARN",
          msg: `db pool: waited ${r.float(4, 9.9).toFixed(1)}s for a free connection (pool_size=20, overflow=10, checked_out=30)`,
        },
        null,
      );
    }
    const err = (path: string) =>
      pyTrace(
        [
          [
            "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py",
            55,
            "inner",
            "response = get_response(request)",
          ],
          [
            "/app/bookings/views.py",
            r.pick([88, 131, 204]),
            path.includes("avail") ? "availability" : "create_booking",
            path.includes("avail")
              ? "slots = Slot.objects.open_for(area).select_related('engineer')[:40]"
              : "with transaction.atomic():",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py",
            275,
            "ensure_connection",
            "self.connect()",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py",
            122,
            "connect",
            "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
          ],
        ],
        r.chance(0.7)
          ? 'django.db.utils.OperationalError: connection to server at "bookings-db.internal" (10.0.7.21), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections'
          : 'django.db.utils.OperationalError: connection to server at "bookings-db.internal" (10.0.7.21), port 5432 failed: FATAL:  sorry, too many clients already',
      );
    return {
      hooks: [
        (c, p) => {
          if (!through(p, svc, start) || !c.r.chance(0.75)) return false;
          const at = p.route.chain.indexOf(svc);
          chainFail(c, p, {
            at,
            how: "5xx",
            status: 500,
            waitMs: c.r.int(300, 5200),
            retries: c.r.chance(0.5) ? 1 : 0,
            edge: 502,
            origin: (t) => {
              if (c.r.chance(0.55))
                lineEv(
                  c,
                  t,
                  svc,
                  {
                    level: "ERROR",
                    msg: `Internal Server Error: ${p.path.split("?")[0]}`,
                    stack: err(p.path),
                    logger: "django.request",
                  },
                  p,
                );
              emitServe(c, svc, p, t, 500, 1);
            },
          });
          return true;
        },
      ],
    };
  },
};

export const SMS_VENDOR: Incident = {
  key: "sms-vendor",
  estate: "fluefire",
  category: "dependency",
  origin: "sms_relay",
  hints: ["dependency", "vendor", "provider", "twilio", "unavailable", "upstream", "503"],
  severity: "medium",
  note: "The SMS vendor behind sms_relay started answering 503s and timing out, sms_relay opened its breaker, and booking_service and survey_worker reported failed reminder sends.",
  decoy: "vendorRetries",
  run(ctx, _def, start) {
    const r = ctx.r;
    const relay = "sms_relay";
    let t = start;
    let fails = 0;
    // Reminder sends arrive steadily; the vendor fails them; the breaker opens after a burst.
    while (t < ctx.end) {
      t += r.int(700, 2600);
      fails++;
      const open = fails > 14 && fails % 40 < 36;
      if (!open) {
        lineEv(
          ctx,
          t,
          relay,
          r.chance(0.5)
            ? {
                level: "WARN",
                msg: `twilio create message failed status=503 code=20503 "Service Unavailable" to=+447*******${r.int(10, 99)} attempt=${r.int(1, 3)}`,
              }
            : {
                level: "WARN",
                msg: `twilio create message failed: ETIMEDOUT after 10000ms (api.twilio.com:443) attempt=${r.int(1, 3)}`,
              },
          null,
        );
      } else if (fails % 15 === 0) {
        lineEv(
          ctx,
          t,
          relay,
          {
            level: "WARN",
            msg: `breaker twilio-api is OPEN (failures=${r.int(12, 30)}/20, resets in 30s); rejecting sends`,
          },
          null,
        );
      }
      if (fails === 15)
        lineEv(
          ctx,
          t + 5,
          relay,
          { level: "ERROR", msg: "circuit breaker twilio-api opened after 15 consecutive failures" },
          null,
        );
      // Callers: booking_service posts confirmations, survey_worker sends reminders as Celery tasks.
      if (r.chance(0.45)) {
        const w = callerWords("python", r, relay, "/v1/messages", "5xx", open ? 503 : 502);
        lineEv(
          ctx,
          t + r.int(5, 40),
          "booking_service",
          { ...w, msg: `booking confirmation sms not sent: ${w.msg}` },
          null,
        );
      } else {
        const tid = r.uuid();
        lineEv(
          ctx,
          t + r.int(5, 40),
          "survey_worker",
          {
            level: "WARN",
            msg: `Task notifications.tasks.send_sweep_reminder[${tid}] retry: Retry in 60s: HTTPError('${open ? 503 : 502} Server Error: ${open ? "Service Unavailable" : "Bad Gateway"} for url: http://sms_relay:8080/v1/messages')`,
          },
          null,
        );
        if (r.chance(0.3))
          lineEv(
            ctx,
            t + r.int(50, 90),
            "survey_worker",
            {
              level: "ERROR",
              msg: `Task notifications.tasks.send_sweep_reminder[${r.uuid()}] raised unexpected: MaxRetriesExceededError("Can't retry notifications.tasks.send_sweep_reminder[${r.uuid()}] args:(${r.int(104000, 189999)},) kwargs:{}")`,
              kind: "celery.exceptions.MaxRetriesExceededError",
            },
            null,
          );
      }
    }
    return { hooks: [], silence: [[relay, start + 2000, ctx.end]] };
  },
};

export const CERT_OOM: Incident = {
  key: "cert-oom",
  estate: "sootline",
  category: "memory",
  origin: "cert-issuer",
  hints: ["memory", "outofmemory", "heap", "oom"],
  severity: "high",
  note: "cert-issuer ran out of Java heap rendering photo-heavy certificates and crash-looped, so certificate downloads and job completions failed with connection refused and 503s.",
  decoy: "gcPauses",
  run(ctx, _def, start) {
    const r = ctx.r;
    const svc = "cert-issuer";
    const th = "http-nio-8080-exec-";
    // Heap pressure first: long full GCs, then the OOM, exit, restart, and again.
    for (let i = 0; i < 6; i++) {
      const t = start - 90000 + i * r.int(9000, 14000);
      lineEv(
        ctx,
        t,
        svc,
        {
          level: "INFO",
          msg: `[gc] GC(${4100 + i}) Pause Full (G1 Compaction Pause) ${2030 + i}M->${1990 + i * 5}M(2048M) ${r.int(1400, 3900)}.${r.int(100, 999)}ms`,
        },
        null,
      );
    }
    const downs: Array<[number, number]> = [];
    let t = start;
    while (t < ctx.end) {
      lineEv(
        ctx,
        t - 400,
        svc,
        { level: "WARN", msg: `[gc] GC(${r.int(4200, 4900)}) To-space exhausted`, thread: "GC Thread#0" },
        null,
      );
      lineEv(
        ctx,
        t,
        svc,
        {
          level: "ERROR",
          msg: `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause`,
          kind: "java.lang.OutOfMemoryError",
          stack: `java.lang.OutOfMemoryError: Java heap space\n${javaStack(r, [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
            "org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory.createFromImage(LosslessFactory.java:68)",
            "c.s.certs.render.PhotoPageRenderer.embed(PhotoPageRenderer.java:142)",
            "c.s.certs.render.CertificateRenderer.render(CertificateRenderer.java:77)",
            "c.s.certs.web.CertificateController.download(CertificateController.java:54)",
            "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
          ])}`,
          logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
          thread: `${th}${r.int(1, 40)}`,
        },
        null,
      );
      lineEv(
        ctx,
        t + r.int(50, 400),
        svc,
        { level: "ERROR", msg: "Terminating due to java.lang.OutOfMemoryError: Java heap space" },
        null,
      );
      const down = r.int(25000, 60000);
      downs.push([t + 500, t + down]);
      const up = t + down;
      for (const l of startupLines("spring", r, svc, "3.14.2")) lineEv(ctx, up + r.int(0, 9000), svc, l, null);
      t = up + r.int(35000, 80000);
    }
    const isDown = (x: number) => downs.some(([a, b]) => x >= a && x < b);
    return {
      hooks: [
        (c, p) => {
          if (!through(p, svc, start)) return false;
          const down = isDown(p.t);
          if (!down && c.r.chance(0.55)) return false;
          chainFail(c, p, {
            at: p.route.chain.indexOf(svc),
            how: down ? "refused" : "reset",
            waitMs: down ? c.r.int(1, 6) : c.r.int(2000, 9000),
            retries: c.r.chance(0.6) ? 2 : 0,
            edge: 503,
            flags: down ? "UF,URX" : "UC",
          });
          if (down && c.r.chance(0.25)) {
            const caller = p.route.chain[p.route.chain.indexOf(svc) - 1];
            lineEv(c, p.t + 30, caller, callerWords(c.svc(caller).runtime, c.r, svc, "/v1/certs", "breaker"), p);
          }
          return true;
        },
      ],
      silence: downs.map(([a, b]) => [svc, a, b] as [string, number, number]),
    };
  },
};

export const NULL_FLUE: Incident = {
  key: "null-flue",
  estate: "sootline",
  category: "null_reference",
  origin: "parts-catalog",
  hints: ["typeerror", "undefined", "null", "cannot read"],
  severity: "high",
  note: "A supplier feed import left stove models without flue data and parts-catalog threw TypeError on every quote for them, so customer-portal's stove quotes failed with 500s.",
  decoy: "validationRefusals",
  run(ctx, _def, start) {
    const r = ctx.r;
    const svc = "parts-catalog";
    lineEv(
      ctx,
      start - r.int(40000, 90000),
      svc,
      { level: "INFO", msg: "supplier feed imported source=dovre-trade models=1204 updated=37 warnings=3" },
      null,
    );
    lineEv(
      ctx,
      start - r.int(2000, 8000),
      svc,
      { level: "INFO", msg: "catalog cache invalidated (feed import), warming 1204 models" },
      null,
    );
    const stack = () =>
      nodeStack(r, [
        ["quoteForModel", "/app/dist/quotes/price.js"],
        ["Object.flueKit", "/app/dist/quotes/flue-kit.js"],
        ["async QuoteService.build", "/app/dist/quotes/service.js"],
        ["async Layer.handle [as handle_request]", "/app/node_modules/express/lib/router/layer.js"],
        ...NODE_TAIL,
      ]);
    return {
      hooks: [
        (c, p) => {
          if (!through(p, svc, start) || !p.path.includes("quote") || c.r.chance(0.35)) return false;
          chainFail(c, p, {
            at: p.route.chain.indexOf(svc),
            how: "5xx",
            status: 500,
            waitMs: c.r.int(8, 40),
            retries: c.r.chance(0.7) ? 1 : 0,
            edge: 500,
            origin: (t) => {
              lineEv(
                c,
                t,
                svc,
                {
                  level: "ERROR",
                  msg: "TypeError: Cannot read properties of undefined (reading 'diameterMm')",
                  stack: stack(),
                },
                p,
              );
            },
          });
          return true;
        },
      ],
    };
  },
};
