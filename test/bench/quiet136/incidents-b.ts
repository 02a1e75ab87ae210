// Bluewater's incidents: the card processor fails behind payments_gateway; the geocoder stops answering in time.
import { appConfigReload, deploy } from "./chronic.js";
import type { Ctx } from "./context.js";
import { ids } from "./estates.js";
import { pyTrace, requestLine } from "./runtimes.js";
import type { Incident } from "./types.js";

// ---------------------------------------------------------------- dependency: the card processor answers 503
export const processorDown: Incident = {
  key: "processor-503",
  estate: "B",
  category: "dependency",
  origin: "payments_gateway",
  hints: ["processor", "payment", "upstream", "gateway", "503", "unavailable", "paycore"],
  severity: "high",
  note: "The third-party card processor behind payments_gateway started answering 503, so checkouts and deferred captures failed.",
  side: ["declined_cards", "scanners"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    ctx.drop("payments_gateway", t0, /authorised amount/);
    const gwFail = (t: number) => {
      let tt = t;
      for (let a = 1; a <= 3; a++) {
        tt += r.latency(300);
        ctx.emit(
          "payments_gateway",
          tt,
          "DEBUG",
          `urllib3.connectionpool: https://api.paycore.example:443 "POST /v3/charges HTTP/1.1" 503 ${r.int(60, 180)}`,
        );
        if (a < 3)
          ctx.emit(
            "payments_gateway",
            tt + 1,
            "DEBUG",
            `urllib3.util.retry: Incremented Retry for (url='/v3/charges'): Retry(total=${3 - a}, connect=None, read=None, redirect=None, status=None)`,
          );
        tt += 500 * a;
      }
      ctx.emit(
        "payments_gateway",
        tt + 2,
        "WARN",
        `payments.gateway: charge not authorised order=${ids.order(r)}: paycore answered 503 Service Unavailable after 3 attempts (x-paycore-request-id=${r.hex(16)})`,
      );
      ctx.emit(
        "payments_gateway",
        tt + 3,
        "INFO",
        `uvicorn.access: 10.42.7.21:${r.int(30000, 60000)} - "POST /v1/charges HTTP/1.1" 502`,
      );
      return tt + 4;
    };
    ctx.hooks.push((req) => {
      if (req.t < t0 || !req.route.calls.includes("payments_gateway")) return undefined;
      if (r.chance(0.08)) return undefined; // a few still go through
      const rid = req.ids.request_id ?? r.uuid();
      ctx.emit(
        "web_storefront",
        req.t + 1,
        "INFO",
        `[${rid}] Started ${req.method} "${req.path}" for ${req.client} at ${new Date(req.t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        { ids: req.ids },
      );
      const end = gwFail(req.t + 5);
      ctx.emit(
        "web_storefront",
        end + 5,
        "ERROR",
        `[${rid}] PaymentsGateway::Unavailable (payments_gateway responded 502 Bad Gateway: {"error":"processor_unavailable"}):`,
        {
          ids: req.ids,
          stack: [
            `[${rid}] app/services/payments_gateway/client.rb:48:in 'PaymentsGateway::Client#charge!'`,
            `[${rid}] app/controllers/checkouts_controller.rb:27:in 'CheckoutsController#create'`,
          ],
        },
      );
      const dur = end + 9 - req.t;
      ctx.emit(
        "web_storefront",
        req.t + dur,
        "INFO",
        requestLine(r, ctx.svc("web_storefront"), req.method, req.path, 500, dur, rid),
        { ids: req.ids },
      );
      return { status: 500, dur };
    });
    // deferred captures from sidekiq, retried by sidekiq itself
    ctx.every(t0 + 3000, ctx.end, 3500, (t) => {
      const jid = r.hex(24);
      const end = gwFail(t);
      ctx.emit(
        "sidekiq_jobs",
        end + 3,
        "WARN",
        `class=CaptureDeferredPaymentJob jid=${jid} WARN: {"context":"Job raised exception","job":{"class":"CaptureDeferredPaymentJob","args":["${ids.order(r)}"],"retry":true,"queue":"payments","jid":"${jid}","retry_count":${r.int(0, 4)}}}`,
      );
      ctx.emit(
        "sidekiq_jobs",
        end + 4,
        "ERROR",
        `class=CaptureDeferredPaymentJob jid=${jid} ERROR: PaymentsGateway::Unavailable: payments_gateway responded 502 Bad Gateway`,
        {
          stack: [
            "/app/app/services/payments_gateway/client.rb:48:in 'PaymentsGateway::Client#charge!'",
            "/app/app/jobs/capture_deferred_payment_job.rb:11:in 'CaptureDeferredPaymentJob#perform'",
          ],
        },
      );
    });
    ctx.emit(
      "payments_gateway",
      t0 + r.int(60000, 120000),
      "WARN",
      "payments.health: processor error rate 94% over 60s (threshold 20%); paycore status page reports no incident",
    );
    appConfigReload(ctx, "web_storefront", t0 - r.int(30000, 80000));
    deploy(ctx, "press_floor_monitor", t0 + r.int(20000, 90000), "0.7.1");
  },
};

// ---------------------------------------------------------------- timeout: the geocoder stops answering in time
export const geocoderTimeout: Incident = {
  key: "geocoder-timeout",
  estate: "B",
  category: "timeout",
  origin: "route_planner",
  hints: ["timeout", "timed out", "readtimeout", "deadline"],
  severity: "high",
  note: "The geocoding API that route_planner calls stopped answering within its 10 s read timeout, so pickup-slot pages and route-plan jobs timed out.",
  side: ["validation_refusals", "device_wifi"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    ctx.drop("route_planner", t0 + 10000, /planner\.solver: solved/);
    const plannerFail = (t: number, pc: string) => {
      ctx.emit("route_planner", t + 10000, "ERROR", `planner.geocode: geocoding ${pc} failed, slot search aborted`, {
        stack: pyTrace(
          [
            [
              "/app/planner/geocode.py",
              57,
              "lookup",
              "resp = self.session.get(url, params=params, timeout=(3.05, 10))",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
              602,
              "get",
              'return self.request("GET", url, **kwargs)',
            ],
            [
              "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
              713,
              "send",
              "raise ReadTimeout(e, request=request)",
            ],
          ],
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.postcodeplus.example', port=443): Read timed out. (read timeout=10)",
        ),
      });
      ctx.emit(
        "route_planner",
        t + 10004,
        "INFO",
        `uvicorn.access: 10.42.7.21:${r.int(30000, 60000)} - "GET /v1/slots?postcode=${pc.replace(" ", "+")} HTTP/1.1" 504`,
      );
    };
    ctx.emit(
      "route_planner",
      t0 + r.int(20000, 60000),
      "WARN",
      "planner.geocode: geocoder latency p95=9.8s over last 60s (normal 0.3s)",
    );
    ctx.tick(t0 + 90000, ctx.end, 120000, (t) =>
      ctx.emit(
        "route_planner",
        t,
        "WARN",
        `planner.geocode: ${r.int(20, 80)} of last ${r.int(80, 100)} lookups exceeded the 10s read timeout`,
      ),
    );
    ctx.hooks.push((req) => {
      if (req.t < t0 || !req.route.calls.includes("route_planner")) return undefined;
      if (r.chance(0.2)) return undefined; // cached postcodes still answer
      const rid = req.ids.request_id ?? r.uuid();
      const pc = `${r.pick(["SE1", "N1", "E17", "W3", "SW11", "NW5"])} ${r.int(1, 9)}${r.alnum(2).toUpperCase()}`;
      plannerFail(req.t + 2, pc);
      ctx.emit(
        "web_storefront",
        req.t + 1,
        "INFO",
        `[${rid}] Started GET "${req.path}" for ${req.client} at ${new Date(req.t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        { ids: req.ids },
      );
      const proxyGaveUp = r.chance(0.5);
      if (proxyGaveUp) {
        return { status: 504, dur: 15000, proxyTimeout: true };
      }
      ctx.emit(
        "web_storefront",
        req.t + 8000,
        "ERROR",
        `[${rid}] Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>) calling route_planner GET /v1/slots`,
        {
          ids: req.ids,
          stack: [
            `[${rid}] app/services/route_planner_client.rb:19:in 'RoutePlannerClient#slots'`,
            `[${rid}] app/controllers/pickup_slots_controller.rb:8:in 'PickupSlotsController#index'`,
          ],
        },
      );
      ctx.emit(
        "web_storefront",
        req.t + 8010,
        "INFO",
        requestLine(r, ctx.svc("web_storefront"), req.method, req.path, 503, 8010, rid),
        { ids: req.ids },
      );
      return { status: 503, dur: 8012 };
    });
    ctx.every(t0 + 10000, ctx.end, 6000, (t) => {
      const jid = r.hex(24);
      ctx.emit(
        "sidekiq_jobs",
        t,
        "WARN",
        `class=RoutePlanJob jid=${jid} WARN: Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>`,
      );
      if (r.chance(0.6))
        ctx.emit(
          "sidekiq_jobs",
          t + 1,
          "ERROR",
          `class=RoutePlanJob jid=${jid} ERROR: route plan for depot=${r.pick(["bermondsey", "acton", "walthamstow"])} not ready, vans dispatched on yesterday's plan`,
        );
      if (r.chance(0.5))
        plannerFail(t - 10000, `${r.pick(["SE1", "N1", "E17", "W3"])} ${r.int(1, 9)}${r.alnum(2).toUpperCase()}`);
    });
    deploy(ctx, "locker_sync", t0 - r.int(40000, 140000), "2.0.4");
  },
};
