// Incidents in the late-bar estate (Midnight Oriole): a tab-svc release missing a renamed setting, and a
// promoter upload with empty phone numbers crashing guest look-ups.
import { type IncidentDef, unrelatedDeploy } from "./incidents-a.js";
import { shutdown, startup } from "./lifecycle.js";
import { exc } from "./stacks.js";
import { edgeLine, makeReq, pickRoute, svcLines } from "./traffic.js";

export const tabConfig: IncidentDef = {
  key: "tab_config",
  estate: "oriole",
  origin: "tab-svc",
  category: "configuration",
  hints: ["config", "configuration", "missing", "merchant", "setting", "runtimeexception", "environment"],
  severity: "high",
  noise: ["sound_level_alerts", "printer_offline", "room_overruns", "promo_code_rejects", "transient_retries"],
  note: "tab-svc 2.18.0 shipped without the renamed merchant-account setting, so closing a tab either threw 'Missing required configuration value' or sent pay-svc a blank merchant that pay-svc rejected with 422 validation errors; bars could not take card payment for tabs.",
  run(ctx, S) {
    const r = ctx.r;
    const ts = ctx.named("tab-svc");
    const pay = ctx.named("pay-svc");
    unrelatedDeploy(ctx, "songs-svc", S - r.int(120000, 220000));
    const down = shutdown(ctx, ts, S - r.int(9000, 14000));
    const up = startup(ctx, ts, down + r.int(1500, 3000), "2.18.0");
    ctx.emit(ts, up + 10, "INFO", "Configuration cached successfully.");
    ctx.emit(ts, up + 20, "INFO", "Routes cached successfully.");
    ctx.suppressRole("tabs", S, ctx.t1, 0.97, /close/);
    ctx.poisson(S, ctx.t1, ctx.scale * r.float(16, 26), (t) => {
      const route = ctx.estate.routes.find((x) => x.path.includes("/close")) ?? pickRoute(ctx, "tabs");
      const req = makeReq(ctx, t, route);
      const tabNo = /tabs\/(\d+)/.exec(req.path)?.[1] ?? String(r.int(1000, 99999));
      if (r.chance(0.55)) {
        const e = exc(r, ts, "config", {
          cls: "RuntimeException",
          detail: "Missing required configuration value [services.tillpoint.merchant_account]",
          where: ["services:TillpointGateway.__construct", "services:TabCloser.close"],
        });
        ctx.emitExc(ts, t + r.int(8, 30), "ERROR", `production.ERROR: Tab ${tabNo} close failed`, e);
        svcLines(ctx, req, t, 500, r.int(30, 60));
        edgeLine(ctx, req, t, 500, r.int(60, 80));
      } else {
        const ms = r.int(20, 60);
        ctx.emit(
          pay,
          t + ms,
          "WARN",
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<uk.oriole.pay.api.AuthorizationView> uk.oriole.pay.api.AuthorizeController.authorize(uk.oriole.pay.api.AuthorizeRequest): [Field error in object 'authorizeRequest' on field 'merchantAccount': rejected value []; codes [NotBlank.authorizeRequest.merchantAccount,NotBlank]; default message [must not be blank]]]`,
        );
        ctx.emit(pay, t + ms + 1, "INFO", `Completed 422 Unprocessable Entity for POST /v1/authorize in ${ms}ms`);
        const e = exc(r, ts, "generic", {
          cls: "GuzzleHttp\\Exception\\ClientException",
          detail:
            'Client error: `POST http://pay-svc:8080/v1/authorize` resulted in a `422 Unprocessable Entity` response:\n{"error":"validation_failed","fields":{"merchantAccount":"must not be blank"}}',
          where: ["services:TillpointGateway.authorize", "services:TabCloser.close"],
        });
        ctx.emitExc(ts, t + ms + 5, "ERROR", `production.ERROR: Tab ${tabNo} close failed`, e);
        svcLines(ctx, req, t, 500, ms + 10);
        edgeLine(ctx, req, t, 500, ms + 12);
      }
    });
  },
};

export const guestNull: IncidentDef = {
  key: "guest_null",
  estate: "oriole",
  origin: "guestbook-svc",
  category: "null_reference",
  hints: ["typeerror", "null", "cannot read", "undefined", "property"],
  severity: "medium",
  noise: ["guestlist_caps", "underage_refusals", "staff_login_failures", "occupancy_holds", "expired_sessions"],
  note: "A promoter CSV imported 37 guests with no phone number into the night's biggest list; every look-up or arrival touching that list then crashed guestbook-svc's phone masking with TypeError (reading 'slice' of null), which idcheck-svc reported loudly as failed guest-list matches.",
  run(ctx, S) {
    const r = ctx.r;
    const gb = ctx.named("guestbook-svc");
    const idc = ctx.named("idcheck-svc");
    const edge = ctx.named("traefik");
    const list = r.int(8000, 8999);
    ctx.emit(
      edge,
      S - r.int(30000, 80000),
      "INFO",
      "Configuration loaded from providers kubernetescrd (12 routers, 11 services, 4 middlewares)",
    );
    ctx.emit(
      gb,
      S,
      "INFO",
      `imported 412 guests into list ${list} "Saturday Session" from promoter upload (source=csv, promoter=lxg)`,
    );
    ctx.emit(gb, S + 40, "WARN", `import list=${list}: 37 rows without phone, stored with phone=null`);
    unrelatedDeploy(ctx, "tasks-worker", S + r.int(60000, 160000));
    ctx.suppressRole("guests", S, ctx.t1, 0.45);
    ctx.poisson(S + r.int(2000, 6000), ctx.t1, ctx.scale * r.float(18, 30), (t) => {
      const route = pickRoute(ctx, "guests");
      const req = makeReq(ctx, t, route);
      if (req.path.includes("list=")) req.path = req.path.replace(/list=\d+/, `list=${list}`);
      const e = exc(r, gb, "null", {
        detail: "Cannot read properties of null (reading 'slice')",
        where: ["guests:Format.maskPhone", "guests:GuestView.toJSON", "guests:GuestRouter.search"],
      });
      if (r.chance(0.6))
        ctx.emitExc(gb, t + r.int(5, 20), "ERROR", `unhandled error in ${req.method} ${req.path.split("?")[0]}`, e);
      svcLines(ctx, req, t, 500, r.int(8, 30));
      edgeLine(ctx, req, t, 500, r.int(30, 50));
      if (r.chance(0.85)) {
        const lane = r.int(1, 2);
        ctx.emit(
          idc,
          t + r.int(100, 400),
          "ERROR",
          `guest list match failed: unexpected status 500 Internal Server Error from guestbook-svc:3000 (lane ${lane}, attempt 1/2)`,
        );
        ctx.emit(
          idc,
          t + r.int(600, 900),
          "ERROR",
          `guest list match failed after 2 attempts: unexpected status 500 Internal Server Error from guestbook-svc:3000 (lane ${lane}); guest sent to paid entry queue`,
        );
        if (r.chance(0.4))
          ctx.emit(idc, t + r.int(900, 1200), "WARN", `lane ${lane}: door staff prompted to check guest list on paper`);
      }
    });
  },
};
