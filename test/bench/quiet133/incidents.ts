// The eight real incidents, each pinned on the service whose fault it is, told mostly by its callers.
import { day, flowShare, lg } from "./background.js";
import { callerError } from "./callers.js";
import { apptId, formId, futureDate, money } from "./domain.js";
import { emitFlow, podIp } from "./flows.js";
import { nginxErrTime } from "./formats.js";
import { rollingDeploy, startLines } from "./lifecycle.js";
import { line } from "./noise-util.js";
import { dotnetTrace, goPanic, javaTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Ctx, IncidentSpec, Service } from "./types.js";

/** Poisson times for `share` of the estate's flows between a and b. */
function arrivals(c: Ctx, perSec: number, a: number, b: number): number[] {
  const out: number[] = [];
  if (perSec <= 0) return out;
  for (let t = a + c.r.exp(1000 / perSec); t < b; t += c.r.exp(1000 / perSec)) out.push(t);
  return out;
}

function startAt(c: Ctx, lo = 0.3, hi = 0.55): number {
  return Math.round(c.t0 + (c.t1 - c.t0) * c.r.float(lo, hi));
}

function bump(v: string): string {
  return v.replace(/(\d+)$/, (m) => String(Number(m) + 1));
}

/** Needlepoint: after a managed failover the waivers pool keeps writing to the old primary, now read-only. */
const waiversReadOnly: IncidentSpec = {
  key: "waivers_readonly",
  estate: "needlepoint",
  role: "consent",
  category: "database",
  hints: ["readonly", "read-only", "pg", "sql", "database"],
  severity: "medium",
  roles: ["bff", "consent", "portfolio"],
  noise: ["consent_validation", "id_check_refusals", "pool_recycle", "kiosk_offline"],
  gen(c) {
    const { r, e } = c;
    const ws = c.s("consent");
    const fd = c.s("bff");
    const start = startAt(c);
    line(
      c,
      start,
      ws,
      "warn",
      "PG::ConnectionBad: PQconsumeInput() server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request. - reconnecting",
    );
    line(c, start + 900, ws, "info", `ActiveRecord connection pool reconnected to ${e.db} (pool size 5)`);
    rollingDeploy(c, c.s("portfolio"), start - r.int(70000, 160000), bump(c.s("portfolio").version));
    c.block(["consent_sign"], start + 1000, 1);
    for (const t of arrivals(c, c.rate * flowShare(c, "consent_sign") * 1.4, start + 1000, c.t1 - 3000)) {
      const id = formId(r, e);
      const path = `${e.paths.consent}/${id}/sign`;
      const op = r.pick(["UPDATE", "UPDATE", "INSERT"]);
      const ms = r.int(25, 90);
      const err = callerError(c, fd, ws, "POST", path, { status: 500 });
      const roErr = (dt: number) => ({
        dt,
        level: "fatal" as const,
        msg: `ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute ${op} in a read-only transaction\n):`,
        stack: rubyTrace([
          "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec'",
          `app/models/waiver.rb:${op === "INSERT" ? 112 : 88}:in \`${op === "INSERT" ? "record_signature!" : "sign!"}'`,
          "app/controllers/waivers_controller.rb:31:in `sign'",
        ]),
      });
      emitFlow(c, t, {
        kind: "consent_sign",
        method: "POST",
        path,
        status: 502,
        ms: ms * 2 + 260,
        ua: "StudioDesk/4.12 (iPadOS 17.4; kiosk)",
        upstream: fd,
        hops: [
          {
            svc: fd,
            at: 1,
            lines: [
              { dt: ms + 4, level: "warn", msg: `waivers POST ${path} answered 500, retrying (attempt 2/2)` },
              { dt: ms * 2 + 250, level: "error", msg: err.msg, stack: err.stack },
            ],
            http: { method: "POST", path, status: 502, ms: ms * 2 + 255 },
          },
          { svc: ws, at: 3, lines: [roErr(ms - 3)], http: { method: "POST", path, status: 500, ms } },
          { svc: ws, at: ms + 260, lines: [roErr(ms - 8)], http: { method: "POST", path, status: 500, ms: ms - 5 } },
        ],
      });
    }
    return {
      start,
      note: `A managed Postgres failover left waivers' pooled connections on the old primary, now read-only; every consent signature failed with PG::ReadOnlySqlTransaction while frontdesk and the gateway reported 500/502 and retries.`,
    };
  },
};

/** Inkwell: deposit-service pods lose their egress route to the payment vendor. */
const depositNoRoute: IncidentSpec = {
  key: "deposit_no_route",
  estate: "inkwell",
  role: "deposit",
  category: "network",
  hints: ["route", "network", "unreachable", "dial", "egress"],
  severity: "high",
  roles: ["bff", "booking", "deposit", "auth"],
  noise: ["deposit_declines", "client_aborts", "retry_then_success", "refund_disputes"],
  gen(c) {
    const { r, e } = c;
    const d = c.s("deposit");
    const b = c.s("booking");
    const bff = c.s("bff");
    const start = startAt(c);
    const vip = `${r.pick([3, 18, 35, 52])}.${r.int(8, 250)}.${r.int(0, 250)}.${r.int(2, 250)}`;
    rollingDeploy(c, c.s("auth"), start - r.int(90000, 200000), bump(c.s("auth").version));
    c.block(["book"], start, 1);
    const dialErr = () =>
      r.chance(0.72) ? `dial tcp ${vip}:443: connect: no route to host` : `dial tcp ${vip}:443: i/o timeout`;
    const arr = arrivals(c, c.rate * flowShare(c, "book") * 1.3, start, c.t1 - 16000);
    if (arr.length === 0 || (arr[0] ?? 0) > start + 4000) arr.unshift(start + 200);
    for (const t of arr) {
      const appt = apptId(r, e);
      const path = `${e.paths.book}`;
      const de = dialErr();
      const slow = de.includes("i/o timeout");
      const each = slow ? 5000 : r.int(2, 40);
      const dms = each * 3 + 600;
      const dlines = [
        {
          dt: each,
          level: "warn" as const,
          msg: `${e.payVendor.name} POST https://${e.payVendor.host}/v1/payment_intents attempt 1/3 failed: Post "https://${e.payVendor.host}/v1/payment_intents": ${de}`,
        },
        {
          dt: each * 2 + 200,
          level: "warn" as const,
          msg: `${e.payVendor.name} POST https://${e.payVendor.host}/v1/payment_intents attempt 2/3 failed: Post "https://${e.payVendor.host}/v1/payment_intents": ${de}`,
        },
        {
          dt: dms - 2,
          level: "error" as const,
          msg: `create payment intent appt=${appt} amount=${money(r, e)}: giving up after 3 attempts: Post "https://${e.payVendor.host}/v1/payment_intents": ${de}`,
        },
      ];
      const be = callerError(c, b, d, "POST", "/internal/deposits", { status: 502 });
      const fe = callerError(c, bff, b, "POST", path, { status: 502 });
      emitFlow(c, t, {
        kind: "book",
        method: "POST",
        path,
        status: 502,
        ms: dms + 90,
        upstream: bff,
        hops: [
          {
            svc: bff,
            at: 1,
            lines: [{ dt: dms + 80, level: "error", msg: fe.msg, stack: fe.stack }],
            http: { method: "POST", path, status: 502, ms: dms + 85 },
          },
          {
            svc: b,
            at: 4,
            lines: [
              {
                dt: 10,
                level: "info",
                msg: `hold created appt=${appt} studio=${r.pick(e.studios)} artist=${r.pick(e.artists)} start=${futureDate(r, t)} duration=${r.pick([60, 120, 180])}m hold_expires_in=15m`,
                logger: lg(b, "appointments.HoldService"),
              },
              { dt: dms + 40, level: "error", msg: be.msg, stack: be.stack, logger: lg(b, "deposits.DepositClient") },
              {
                dt: dms + 45,
                level: "warn",
                msg: `hold ${appt} released: deposit could not be created`,
                logger: lg(b, "appointments.HoldService"),
              },
            ],
          },
          { svc: d, at: 30, lines: dlines, http: { method: "POST", path: "/internal/deposits", status: 502, ms: dms } },
        ],
      });
    }
    if (c.present.has("worker")) {
      const w = c.s("worker");
      for (let t = start + r.int(60000, 240000); t < c.t1; t += 300000)
        line(
          c,
          t,
          w,
          "error",
          `deposit_reconcile failed: GET http://deposit-service:8080/internal/reconcile -> 502 Bad Gateway ("${e.payVendor.name} unreachable")`,
          { logger: lg(w, "jobs") },
        );
    }
    return {
      start,
      note: `After a node pool change the deposit-service pods lost their egress route to ${e.payVendor.name} ("no route to host", dial timeouts); every booking's deposit failed and booking-api, studio-bff and the edge reported 502s.`,
    };
  },
};

/** Blackthorn: WeasyPrint in consent_django hangs on a remote stylesheet; gunicorn workers time out. */
const consentWorkerTimeout: IncidentSpec = {
  key: "consent_worker_timeout",
  estate: "blackthorn",
  role: "consent",
  category: "timeout",
  hints: ["timeout", "timed out", "worker timeout"],
  severity: "medium",
  roles: ["bff", "consent", "edge"],
  noise: ["consent_validation", "id_check_refusals", "vuln_scanner", "kiosk_offline"],
  chronic: "fontconfig",
  gen(c) {
    const { r, e } = c;
    const cs = c.s("consent");
    const rails = c.s("bff");
    const edge = c.s("edge");
    const start = startAt(c);
    line(
      c,
      start - r.int(120000, 200000),
      edge,
      "info",
      `${nginxErrTime(start - 150000)} [notice] 1#1: signal 1 (SIGHUP) received from 77, reconfiguring`,
      { stderr: true },
    );
    line(c, start - 140000, edge, "info", `${nginxErrTime(start - 140000)} [notice] 1#1: start worker processes`, {
      stderr: true,
    });
    c.block(["consent_sign"], start, 1);
    c.block(["consent_view"], start + 20000, 0.8);
    for (const t of arrivals(
      c,
      c.rate * (flowShare(c, "consent_sign") + flowShare(c, "consent_view") * 0.8) * 1.2,
      start,
      c.t1 - 16000,
    )) {
      const id = formId(r, e);
      const sign = r.chance(0.55);
      const path = sign ? `${e.paths.consent}/${id}/sign` : `${e.paths.consent}/${id}.pdf`;
      const err = callerError(c, rails, cs, sign ? "POST" : "GET", path, { timeout: 15000 });
      emitFlow(c, t, {
        kind: "consent",
        method: sign ? "POST" : "GET",
        path,
        status: 504,
        ms: 15000 + r.int(5, 40),
        ua: "StudioDesk/4.12 (iPadOS 17.4; kiosk)",
        upstream: rails,
        hops: [
          {
            svc: rails,
            at: 1,
            lines: [{ dt: 15004, level: "error", msg: err.msg, stack: err.stack }],
            http: { method: sign ? "POST" : "GET", path, status: 504, ms: 15010 },
          },
        ],
      });
    }
    const pods = cs.pods;
    for (const pod of pods) {
      for (let w = 0; w < 3; w++) {
        let pid = r.int(40, 900);
        for (let t = start + 30000 + r.int(0, 6000) + w * r.int(200, 3000); t < c.t1; t += 30000 + r.int(300, 4000)) {
          const formPath = `${e.paths.consent}/${r.int(20000, 38000)}/sign`;
          c.emit({
            t,
            svc: cs,
            pod,
            level: "fatal",
            msg: `[CRITICAL] WORKER TIMEOUT (pid:${pid})`,
            stderr: true,
            logger: "gunicorn.error",
          });
          if (r.chance(0.7))
            c.emit({
              t: t + 15,
              svc: cs,
              pod,
              level: "error",
              msg: `[ERROR] Error handling request ${formPath}`,
              stderr: true,
              logger: "gunicorn.error",
              stack: pyTrace("SystemExit", "1", [
                ["~/gunicorn/workers/sync.py", 135, "handle", "self.handle_request(listener, req, client, addr)"],
                [
                  "~/gunicorn/workers/sync.py",
                  178,
                  "handle_request",
                  "respiter = self.wsgi(environ, resp.start_response)",
                ],
                ["~/django/core/handlers/wsgi.py", 124, "__call__", "response = self.get_response(request)"],
                ["/app/consent/views.py", 142, "sign", "pdf = render_consent_pdf(form)"],
                [
                  "/app/consent/pdf.py",
                  61,
                  "render_consent_pdf",
                  "return HTML(string=html, base_url=settings.PDF_ASSET_BASE).write_pdf()",
                ],
                ["~/weasyprint/__init__.py", 252, "write_pdf", "self.render(font_config, counter_style, **options)"],
                [
                  "~/weasyprint/urls.py",
                  213,
                  "default_url_fetcher",
                  "response = urlopen(Request(url, headers=HTTP_HEADERS), timeout=timeout, context=ssl_context)",
                ],
                ["/usr/local/lib/python3.11/ssl.py", 1134, "read", "return self._sslobj.read(len, buffer)"],
                ["~/gunicorn/workers/base.py", 203, "handle_abort", "sys.exit(1)"],
              ]),
            });
          c.emit({
            t: t + 30,
            svc: cs,
            pod,
            level: "info",
            msg: `[INFO] Worker exiting (pid: ${pid})`,
            stderr: true,
            logger: "gunicorn.error",
          });
          if (r.chance(0.25))
            c.emit({
              t: t + 1040,
              svc: cs,
              pod,
              level: "error",
              msg: `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
              stderr: true,
              logger: "gunicorn.error",
            });
          pid = r.int(40, 900);
          c.emit({
            t: t + 1100,
            svc: cs,
            pod,
            level: "info",
            msg: `[INFO] Booting worker with pid: ${pid}`,
            stderr: true,
            logger: "gunicorn.error",
          });
        }
      }
    }
    return {
      start,
      note: "consent_django's PDF rendering began hanging on a remote stylesheet fetch with no timeout, so gunicorn workers hit WORKER TIMEOUT and were killed; rails_storefront and nginx reported Net::ReadTimeout and 504s for consent signing and PDFs.",
    };
  },
};

/** Red Lantern: the SMS vendor answers 503; care-aftercare retries, opens its circuit, and refuses notify calls. */
const smsVendorDown: IncidentSpec = {
  key: "sms_vendor_down",
  estate: "redlantern",
  role: "aftercare",
  category: "dependency",
  hints: ["503", "unavailable", "provider", "circuit", "ringlet", "sms"],
  severity: "medium",
  roles: ["aftercare", "booking", "worker"],
  noise: ["sms_undeliverable", "retry_then_success", "email_bounces", "no_show_sweep"],
  gen(c) {
    const { r, e } = c;
    const a = c.s("aftercare");
    const b = c.s("booking");
    const w = c.s("worker");
    const start = startAt(c);
    c.block(["sms"], start, 1);
    const vend = e.smsVendor.name;
    let fails = 0;
    let open = false;
    let nextProbe = 0;
    const openAt: number[] = [];
    for (const t of arrivals(c, 1 / 9, start, c.t1 - 2000)) {
      const task = r.uuid();
      const appt = apptId(r, e);
      if (!open) {
        line(
          c,
          t,
          a,
          "warn",
          `${vend} POST https://${e.smsVendor.host}/v2/messages -> 503 Service Unavailable (body: {"error":"temporarily_unavailable"}) appt=${appt}`,
          { logger: lg(a, "providers") },
        );
        line(
          c,
          t + 20,
          a,
          "info",
          `Task care_aftercare.tasks.send_sms[${task}] retry: Retry in ${r.pick([30, 60, 120])}s: ProviderUnavailable('${vend.toLowerCase()}: 503 Service Unavailable')`,
          { logger: "celery.app.trace" },
        );
        fails++;
        if (fails >= 12) {
          open = true;
          openAt.push(t);
          nextProbe = t + 60000;
          line(
            c,
            t + 25,
            a,
            "warn",
            `circuit '${vend.toLowerCase()}' OPEN after ${fails} consecutive failures; short-circuiting sends for 60s`,
            { logger: lg(a, "circuit") },
          );
        }
      } else {
        if (t > nextProbe) {
          line(
            c,
            t,
            a,
            "warn",
            `circuit '${vend.toLowerCase()}' HALF_OPEN, probe failed: 503 Service Unavailable; OPEN for 60s`,
            { logger: lg(a, "circuit") },
          );
          nextProbe = t + 60000;
        }
        line(
          c,
          t + 5,
          a,
          "info",
          `Task care_aftercare.tasks.send_sms[${task}] retry: Retry in 60s: CircuitOpen('${vend.toLowerCase()}')`,
          { logger: "celery.app.trace" },
        );
      }
      if (r.chance(0.06))
        line(
          c,
          t + 40,
          a,
          "error",
          `Task care_aftercare.tasks.send_sms[${r.uuid()}] raised unexpected: MaxRetriesExceededError("Can't retry care_aftercare.tasks.send_sms[...] args:('${apptId(r, e)}', 'day-1') kwargs:{}")`,
          {
            logger: "celery.app.trace",
            stack: pyTrace("celery.exceptions.MaxRetriesExceededError", "Can't retry care_aftercare.tasks.send_sms", [
              ["~/celery/app/trace.py", 477, "trace_task", "R = retval = fun(*args, **kwargs)"],
              [
                "/app/care_aftercare/tasks.py",
                58,
                "send_sms",
                "raise self.retry(exc=exc, countdown=backoff(self.request.retries))",
              ],
              ["~/celery/app/task.py", 736, "retry", "raise self.MaxRetriesExceededError("],
            ]),
          },
        );
    }
    const firstOpen = openAt[0] ?? c.t1;
    for (const t of arrivals(c, c.rate * flowShare(c, "webhook") * 1.2 + 0.05, firstOpen, c.t1 - 3000)) {
      const appt = apptId(r, e);
      const err = callerError(c, b, a, "POST", "/internal/notify", { status: 503 });
      const corr = c.newIds();
      emitFlow(
        c,
        t,
        {
          kind: "notify",
          method: "POST",
          path: "/internal/notify",
          status: 503,
          ms: 12,
          internal: true,
          hops: [
            {
              svc: b,
              at: 0,
              lines: [
                {
                  dt: 14,
                  level: "error",
                  msg: `confirmation SMS for ${appt} not queued: ${err.msg}`,
                  stack: err.stack,
                  logger: lg(b, "notify.NotifyClient"),
                },
              ],
            },
            {
              svc: a,
              at: 2,
              lines: [
                {
                  dt: 3,
                  level: "warn",
                  msg: `notify refused for appt=${appt}: sms provider circuit open`,
                  logger: lg(a, "api"),
                },
              ],
              http: { method: "POST", path: "/internal/notify", status: 503, ms: 4 },
            },
            {
              svc: b,
              at: 400,
              lines: [
                {
                  dt: 0,
                  level: "warn",
                  msg: `will retry confirmation SMS for ${appt} in 5m (attempt 2)`,
                  logger: lg(b, "notify.NotifyClient"),
                },
              ],
            },
          ],
        },
        corr,
      );
    }
    let depth = r.int(40, 90);
    for (let t = start + 60000 - ((start - c.t0) % 60000); t < c.t1; t += 60000) {
      depth += r.int(300, 520);
      if (depth > 500)
        line(
          c,
          t,
          w,
          "error",
          `queue monitor: aftercare.sms depth ${depth} above threshold 500 (oldest message ${Math.round((t - start) / 1000)}s)`,
          { logger: lg(w, "monitor") },
        );
    }
    return {
      start,
      note: `The SMS vendor ${vend} began answering 503; care-aftercare retried, opened its circuit breaker and refused notify calls, so aftercare and confirmation texts piled up while front-booking-kt and the queue monitor logged the errors.`,
    };
  },
};

/** Red Lantern: a money-deposits release expects a renamed signing-secret setting that nobody set. */
const depositsMissingSetting: IncidentSpec = {
  key: "deposits_missing_setting",
  estate: "redlantern",
  role: "deposit",
  category: "configuration",
  hints: ["options", "configuration", "config", "validation", "secret", "setting"],
  severity: "high",
  roles: ["bff", "booking", "deposit", "consent"],
  noise: ["config_reload", "deposit_declines", "webhook_replays", "failed_logins"],
  gen(c) {
    const { r, e } = c;
    const d = c.s("deposit");
    const b = c.s("booking");
    const bff = c.s("bff");
    const start = startAt(c);
    const version = "5.1.0";
    const end = rollingDeploy(c, d, start - 4000, version, 30000);
    rollingDeploy(c, c.s("consent"), start - r.int(200000, 300000), bump(c.s("consent").version));
    const half = start + 1000 + 4000 + 30000;
    c.block(["book", "webhook"], start, 0.5, half);
    c.block(["book", "webhook"], half, 1);
    const optErr = () =>
      dotnetTrace(
        "Microsoft.Extensions.Options.OptionsValidationException",
        "DataAnnotation validation failed for 'QuaysideOptions' members: 'WebhookSigningSecret' with the error: 'The WebhookSigningSecret field is required.'.",
        [
          "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
          `${d.pkg}.Vendor.QuaysideClient..ctor(HttpClient http, IOptions\`1 options, ILogger\`1 logger) in /src/Vendor/QuaysideClient.cs:line 27`,
          "Microsoft.Extensions.DependencyInjection.ServiceLookup.CallSiteRuntimeResolver.VisitConstructor(ConstructorCallSite constructorCallSite, RuntimeResolverContext context)",
          "Microsoft.AspNetCore.Mvc.Controllers.ControllerFactoryProvider.<>c__DisplayClass6_0.<CreateControllerFactory>g__CreateController|0(ControllerContext controllerContext)",
          "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.Next(State& next, Scope& scope, Object& state, Boolean& isCompleted)",
          "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ],
      );
    const rate = c.rate * (flowShare(c, "book") + flowShare(c, "webhook")) * 1.2;
    for (const t of arrivals(c, rate, start, c.t1 - 3000)) {
      if (t < half && r.chance(0.5)) continue;
      const webhook = r.chance(flowShare(c, "webhook") / (flowShare(c, "book") + flowShare(c, "webhook") || 1));
      const dmsg = {
        dt: 6,
        level: "error" as const,
        msg: "An unhandled exception has occurred while executing the request.",
        stack: optErr(),
        logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
      };
      if (webhook) {
        emitFlow(c, t, {
          kind: "webhook",
          method: "POST",
          path: e.paths.webhook,
          status: 500,
          ms: r.int(8, 30),
          ua: "QuaysidePayments-Webhooks/2.3",
          upstream: d,
          hops: [{ svc: d, at: 1, lines: [dmsg], http: { method: "POST", path: e.paths.webhook, status: 500, ms: 9 } }],
        });
        continue;
      }
      const appt = apptId(r, e);
      const ke = callerError(c, b, d, "POST", "/api/deposits", { status: 500 });
      const fe = callerError(c, bff, b, "POST", e.paths.book, { status: 502 });
      emitFlow(c, t, {
        kind: "book",
        method: "POST",
        path: e.paths.book,
        status: 502,
        ms: 480,
        upstream: bff,
        hops: [
          {
            svc: bff,
            at: 1,
            lines: [{ dt: 470, level: "error", msg: fe.msg, stack: fe.stack }],
            http: { method: "POST", path: e.paths.book, status: 502, ms: 475 },
          },
          {
            svc: b,
            at: 4,
            lines: [
              {
                dt: 10,
                level: "info",
                msg: `hold created appt=${appt} artist=${r.pick(e.artists)} start=${futureDate(r, t)} hold_expires_in=15m`,
                logger: lg(b, "holds.HoldService"),
              },
              {
                dt: 60,
                level: "warn",
                msg: `deposit creation failed for ${appt}, retrying once: 500 Internal Server Error from money-deposits`,
                logger: lg(b, "deposits.DepositClient"),
              },
              { dt: 440, level: "error", msg: ke.msg, stack: ke.stack, logger: lg(b, "deposits.DepositClient") },
            ],
            http: { method: "POST", path: e.paths.book, status: 502, ms: 450 },
          },
          { svc: d, at: 30, lines: [dmsg], http: { method: "POST", path: "/api/deposits", status: 500, ms: 12 } },
          { svc: d, at: 330, lines: [dmsg], http: { method: "POST", path: "/api/deposits", status: 500, ms: 11 } },
        ],
      });
    }
    void end;
    return {
      start,
      note: `money-deposits ${version} was rolled out expecting a renamed Quayside signing-secret setting that was never set; every deposit and webhook failed with OptionsValidationException while front-booking-kt, the BFF and HAProxy reported 500/502s.`,
    };
  },
};

/** Blackthorn: gallery_resizer decodes a batch of huge panoramas without limits and runs out of memory, over and over. */
const resizerOom: IncidentSpec = {
  key: "resizer_oom",
  estate: "blackthorn",
  role: "portfolio",
  category: "memory",
  hints: ["memory", "oom", "out of memory"],
  severity: "medium",
  roles: ["portfolio", "edge", "bff"],
  noise: ["scraper_rate_limited", "upload_rejections", "client_aborts", "search_reindex"],
  gen(c) {
    const { r, e } = c;
    const g = c.s("portfolio");
    const edge = c.s("edge");
    const start = startAt(c, 0.25, 0.45);
    rollingDeploy(c, c.s("bff"), start - r.int(100000, 220000), "7.1.3", 20000);
    const artist = r.pick(e.artists);
    line(
      c,
      start,
      g,
      "info",
      `upload batch ${r.hex(8)} for ${artist}: 14 files (${r.int(380, 460)} MiB), queued for variants`,
    );
    const down: Array<[number, number, string]> = [];
    let t = start + 8000;
    let k = 0;
    let backoff = 10000;
    while (t < c.t1 - 20000) {
      const pod = g.pods[k % g.pods.length] as string;
      const heap = [1.21, 1.48, 1.71];
      for (let i = 0; i < heap.length; i++)
        c.emit({
          t: t + i * r.int(9000, 15000),
          svc: g,
          pod,
          level: "warn",
          msg: `memory pressure: heap_inuse=${heap[i]}GiB GOMEMLIMIT=1.8GiB while decoding ${artist}/PANO_${r.digits(4)}.jpg (14592x7296), forcing GC`,
        });
      const crash = t + r.int(40000, 55000);
      if (k % 3 !== 1)
        c.emit({
          t: crash,
          svc: g,
          pod,
          level: "fatal",
          stderr: true,
          msg: "fatal error: runtime: out of memory",
          stack: [
            "",
            "runtime stack:",
            "runtime.throw({0x9c4e21?, 0x2000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.sysMapOS(0xc0a4000000, 0x1c000000)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
            "runtime.(*mheap).grow(0xe20f40, 0xe000?)",
            "\t/usr/local/go/src/runtime/mheap.go:1525 +0x23d",
            ...goPanic(r, "", [
              ["image.NewRGBA({{0x0?, 0x0?}, {0x3900?, 0x1c80?}})", "/usr/local/go/src/image/image.go:97"],
              ["image/jpeg.(*decoder).convertToRGB(0xc000a12000)", "/usr/local/go/src/image/jpeg/reader.go:724"],
              ["image/jpeg.Decode({0xa3f6e0?, 0xc0004b2060?})", "/usr/local/go/src/image/jpeg/reader.go:788"],
              [
                "github.com/blackthorn/gallery_resizer/internal/variants.(*Worker).decode(0xc0001a4000, {0xc00089c140, 0x3b})",
                "/src/internal/variants/worker.go:142",
              ],
              [
                "github.com/blackthorn/gallery_resizer/internal/variants.(*Worker).Run(0xc0001a4000, {0xa44b28, 0xc0000b8000})",
                "/src/internal/variants/worker.go:88",
              ],
            ]).slice(1),
          ],
        });
      const up = crash + backoff + r.int(1000, 4000);
      down.push([crash, up, pod]);
      if (up < c.t1) {
        startLines(c, g, pod, up, g.version);
        c.emit({
          t: up + 400,
          svc: g,
          pod,
          level: "warn",
          msg: `previous run ended uncleanly; resuming upload batch for ${artist} at file ${r.int(1, 6)}/14`,
        });
      }
      t = up + 2000;
      k++;
      backoff = Math.min(backoff * 2, 80000);
    }
    const share = flowShare(c, "gallery");
    for (const [a, b2, pod] of down) {
      c.block(["gallery"], a, 1 / g.pods.length, b2);
      for (const tt of arrivals(c, (c.rate * share) / g.pods.length, a, Math.min(b2, c.t1 - 2000))) {
        const path = `${e.paths.gallery}/${r.pick(e.artists)}/${r.hex(12)}.webp?w=${r.pick([320, 640, 1280])}`;
        const ip = podIp(pod);
        emitFlow(c, tt, {
          kind: "gallery",
          method: "GET",
          path,
          status: 502,
          ms: r.int(0, 3),
          upstream: g,
          upMs: null,
          hops: [],
        });
        line(
          c,
          tt + 1,
          edge,
          "error",
          `${nginxErrTime(tt + c.skew(edge))} [error] 29#29: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${r.ip("public")}, server: ${e.host}, request: "GET ${path} HTTP/1.1", upstream: "http://${ip}:${g.port}${path}", host: "${e.host}"`,
          { stderr: true },
        );
      }
    }
    return {
      start,
      note: `gallery_resizer ran out of memory decoding a batch of huge panorama uploads without size limits and kept crash-looping as each restart resumed the batch; nginx reported connection refused and 502s for portfolio images.`,
    };
  },
};

/** Needlepoint: the autoclave service's data volume fills; scans and cycle records fail, check-ins are blocked. */
const autoclaveDiskFull: IncidentSpec = {
  key: "autoclave_disk_full",
  estate: "needlepoint",
  role: "steril",
  category: "disk",
  hints: ["disk", "space", "enospc", "errno 28", "no space"],
  severity: "high",
  roles: ["steril", "bff", "booking"],
  noise: ["autoclave_cycle_fail", "spore_test_due", "studio_sensors", "kiosk_offline", "printer_offline"],
  gen(c) {
    const { r, e } = c;
    const ac = c.s("steril");
    const fd = c.s("bff");
    const start = startAt(c);
    const warnAt: Array<[number, number]> = [
      [start - 260000, 91],
      [start - 130000, 95],
      [start - 45000, 98],
    ];
    for (const [t, pct] of warnAt)
      if (t > c.t0)
        line(
          c,
          t,
          ac,
          "warn",
          `disk usage /data ${pct}% (${((50 * pct) / 100).toFixed(1)}G of 50G), raw telemetry not rotated since ${day(c.t0 - 86400000 * 3)}`,
          { logger: lg(ac, "housekeeping") },
        );
    c.block(["steri"], start, 1);
    const enospc = (file: string, frames: Array<[string, number, string, string]>) =>
      pyTrace("OSError", `[Errno 28] No space left on device: '${file}'`, frames);
    const scanFrames = (pouch: string): Array<[string, number, string, string]> => [
      [
        "~/uvicorn/protocols/http/httptools_impl.py",
        435,
        "run_asgi",
        "result = await app(  # type: ignore[func-returns-value]",
      ],
      ["~/fastapi/applications.py", 1054, "__call__", "await super().__call__(scope, receive, send)"],
      ["~/starlette/routing.py", 74, "app", "response = await func(request)"],
      ["/app/autoclave/api/pouches.py", 66, "scan_pouch", "await store.append_scan(scan)"],
      ["/app/autoclave/store.py", 118, "append_scan", `with open(path, "w") as fh:  # ${pouch}`],
    ];
    for (const t of arrivals(c, c.rate * flowShare(c, "steri") * 1.3, start, c.t1 - 3000)) {
      const pouch = `P${r.digits(7)}`;
      emitFlow(c, t, {
        kind: "steri",
        method: "POST",
        path: e.paths.steri,
        status: 500,
        ms: r.int(4, 20),
        ua: "StudioDesk/4.12 (iPadOS 17.4; kiosk)",
        upstream: ac,
        hops: [
          {
            svc: ac,
            at: 1,
            lines: [
              {
                dt: 3,
                level: "error",
                msg: "Exception in ASGI application",
                logger: "uvicorn.error",
                stack: enospc(`/data/scans/${day(t)}/${pouch}.json`, scanFrames(pouch)),
              },
            ],
            http: { method: "POST", path: e.paths.steri, status: 500, ms: 5 },
          },
        ],
      });
    }
    for (const t of arrivals(c, 0.035 + c.rate * 0.005, start + 5000, c.t1 - 3000)) {
      const appt = apptId(r, e);
      const kit = `K-${r.int(100, 480)}`;
      const kpath = `/v1/autoclave/kits/${kit}/release`;
      const cpath = `${e.paths.book}/${appt}/check-in`;
      const err = callerError(c, fd, ac, "GET", kpath, { status: 500 });
      emitFlow(c, t, {
        kind: "checkin",
        method: "POST",
        path: cpath,
        status: 503,
        ms: r.int(20, 80),
        ua: "StudioDesk/4.12 (iPadOS 17.4; kiosk)",
        upstream: fd,
        hops: [
          {
            svc: fd,
            at: 1,
            lines: [
              { dt: 14, level: "error", msg: err.msg, stack: err.stack },
              {
                dt: 16,
                level: "error",
                msg: `check-in blocked for ${appt}: sterilisation release of kit ${kit} could not be verified`,
              },
            ],
            http: { method: "POST", path: cpath, status: 503, ms: 18 },
          },
          {
            svc: ac,
            at: 3,
            lines: [
              {
                dt: 5,
                level: "error",
                msg: "Exception in ASGI application",
                logger: "uvicorn.error",
                stack: enospc(`/data/cache/kits/${kit}.lock`, [
                  ["/app/autoclave/api/kits.py", 41, "release_status", "async with store.kit_lock(kit_id):"],
                  [
                    "/app/autoclave/store.py",
                    74,
                    "kit_lock",
                    "fd = os.open(lock_path, os.O_CREAT | os.O_EXCL | os.O_WRONLY)",
                  ],
                ]),
              },
            ],
            http: { method: "GET", path: kpath, status: 500, ms: 6 },
          },
        ],
      });
    }
    for (const unit of e.autoclaves)
      for (let t = start + r.int(5000, 60000); t < c.t1; t += 60000 + r.int(-3000, 3000))
        line(
          c,
          t,
          ac,
          "warn",
          `telemetry write failed for ${unit}: [Errno 28] No space left on device (suppressed ${r.int(20, 70)} similar)`,
          { logger: lg(ac, "telemetry") },
        );
    return {
      start,
      note: "The autoclave service's /data volume filled up (raw telemetry never rotated); pouch scans, kit release checks and cycle records failed with Errno 28, so frontdesk blocked check-ins across the studios and the gateway returned 500/503.",
    };
  },
};

/** Inkwell: a guest artist created without a timezone makes every slot search throw a NullPointerException. */
const slotsNpe: IncidentSpec = {
  key: "slots_npe",
  estate: "inkwell",
  role: "booking",
  category: "null_reference",
  hints: ["nullpointer", "null", "npe"],
  severity: "high",
  roles: ["bff", "booking", "portfolio", "edge"],
  noise: ["double_booking", "calendar_sync", "deprecated_clients", "gc_long_pauses", "scraper_rate_limited"],
  gen(c) {
    const { r, e } = c;
    const b = c.s("booking");
    const bff = c.s("bff");
    const edge = c.s("edge");
    const start = startAt(c);
    const guest = "guest.sora.tanaka";
    rollingDeploy(c, c.s("portfolio"), start - r.int(100000, 200000), bump(c.s("portfolio").version));
    line(
      c,
      start - r.int(30000, 90000),
      edge,
      "info",
      `lds: add/update listener 'https_listener' (config version ${r.int(400, 900)})`,
    );
    const admin: Service = b;
    emitFlow(c, start - 400, {
      kind: "admin",
      method: "POST",
      path: "/admin/api/artists",
      status: 201,
      ms: 120,
      upstream: bff,
      hops: [
        {
          svc: admin,
          at: 3,
          lines: [
            {
              dt: 100,
              level: "info",
              msg: `artist ${guest} created by studio-admin@inkwell (guest spot ${e.studios[1]} ${day(start + 4 * 86400000)}..${day(start + 18 * 86400000)})`,
              logger: lg(b, "artists.ArtistAdminService"),
            },
          ],
        },
      ],
    });
    c.block(["slots"], start, 1);
    for (const t of arrivals(c, c.rate * flowShare(c, "slots") * 1.1, start, c.t1 - 3000)) {
      const studio = r.pick(e.studios);
      const path = `${e.paths.slots}?studio=${studio}&artist=${r.chance(0.4) ? "any" : r.pick(e.artists)}&from=${day(t + 86400000 * r.int(1, 20))}&days=14`;
      const npe = javaTrace(
        "java.lang.NullPointerException",
        `Cannot invoke "java.time.ZoneId.getRules()" because the return value of "${b.pkg}.artists.Artist.getTimezone()" is null`,
        [
          `${b.pkg}.slots.WorkingHours.forDay(WorkingHours.java:57)`,
          `${b.pkg}.slots.SlotGrid.lambda$build$1(SlotGrid.java:83)`,
          "java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)",
          "java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1708)",
          "java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)",
          `${b.pkg}.slots.SlotGrid.build(SlotGrid.java:86)`,
          `${b.pkg}.slots.SlotSearchService.search(SlotSearchService.java:49)`,
          `${b.pkg}.slots.SlotController.search(SlotController.java:38)`,
        ],
        "spring",
      );
      const fe = callerError(c, bff, b, "GET", path, { status: 500 });
      const twice = r.chance(0.6);
      const hops = [
        {
          svc: bff,
          at: 1,
          lines: [
            ...(twice
              ? [
                  {
                    dt: 40,
                    level: "warn" as const,
                    msg: `GET booking-api ${e.paths.slots} failed with 500, retrying once`,
                  },
                ]
              : []),
            { dt: twice ? 95 : 45, level: "error" as const, msg: fe.msg, stack: fe.stack },
          ],
          http: { method: "GET", path, status: 500, ms: twice ? 100 : 50 },
        },
        {
          svc: b,
          at: 4,
          lines: [
            {
              dt: 30,
              level: "error" as const,
              msg: `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "java.time.ZoneId.getRules()" because the return value of "${b.pkg}.artists.Artist.getTimezone()" is null] with root cause`,
              stack: npe,
              logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
            },
          ],
        },
      ];
      if (twice)
        hops.push({
          svc: b,
          at: 55,
          lines: [
            {
              dt: 30,
              level: "error",
              msg: hops[1]?.lines[0]?.msg ?? "",
              stack: npe,
              logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
            },
          ],
        });
      emitFlow(c, t, { kind: "slots", method: "GET", path, status: 500, ms: twice ? 104 : 54, upstream: bff, hops });
    }
    return {
      start,
      note: `A guest artist was created without a timezone, and from then on every slot search in booking-api threw a NullPointerException in the slot grid; studio-bff and the edge reported 500s, so clients could not find or book slots.`,
    };
  },
};

export const INCIDENTS: IncidentSpec[] = [
  waiversReadOnly,
  depositNoRoute,
  consentWorkerTimeout,
  smsVendorDown,
  depositsMissingSetting,
  resizerOom,
  autoclaveDiskFull,
  slotsNpe,
];
