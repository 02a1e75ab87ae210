// Incidents in the Kestrel and Hearthwise estates: a full scratch volume, a route-optimisation quota exhausted
// by a worker, a node-local DNS cache that stopped answering, and a release missing a required setting.
import { chainFail, type Incident, through } from "./incident-kit.js";
import { burst } from "./noise-requests.js";
import { callerWords } from "./runtimes.js";
import { DOTNET_ASYNC_TAIL, dotnetStack, elixirTrace, pyTrace } from "./stacks.js";
import { emitServe, lineEv } from "./traffic.js";

export const SCRATCH_FULL: Incident = {
  key: "scratch-full",
  estate: "kestrel",
  category: "disk",
  origin: "field-photo-worker",
  hints: ["disk", "space", "enospc", "errno 28", "no space"],
  severity: "medium",
  note: "field-photo-worker's scratch volume filled up, so every survey photo failed with Errno 28 and field-survey-svc retried and returned 500s to the engineers' tablets.",
  decoy: "thresholds",
  run(ctx, _def, start) {
    const r = ctx.r;
    const svc = "field-photo-worker";
    lineEv(
      ctx,
      start - r.int(60000, 120000),
      svc,
      { level: "WARN", msg: "tmp cleanup skipped: /scratch/thumbs locked by another worker" },
      null,
    );
    const tb = (sid: number) =>
      pyTrace(
        [
          ["/srv/photo/worker.py", 77, "handle", "thumb = make_thumbnail(src, size=(480, 360))"],
          ["/srv/photo/imaging.py", 41, "make_thumbnail", "img.save(out_path, 'JPEG', quality=82)"],
          ["/usr/local/lib/python3.11/site-packages/PIL/Image.py", 2459, "save", 'fp = builtins.open(filename, "w+b")'],
        ],
        `OSError: [Errno 28] No space left on device: '/scratch/thumbs/${sid}/${r.hex(8)}.jpg'`,
      );
    return {
      hooks: [
        (c, p) => {
          if (!through(p, svc, start)) return false;
          const sid = Number(p.path.match(/\d{5,}/)?.[0] ?? 0);
          chainFail(c, p, {
            at: p.route.chain.indexOf(svc),
            how: "5xx",
            status: 500,
            waitMs: c.r.int(40, 300),
            retries: 2,
            edge: 500,
            origin: (t) => {
              if (c.r.chance(0.6))
                lineEv(c, t, svc, { level: "ERROR", msg: `photo processing failed survey=${sid}`, stack: tb(sid) }, p);
              else
                lineEv(
                  c,
                  t,
                  svc,
                  {
                    level: "WARN",
                    msg: `could not write original for survey=${sid}: [Errno 28] No space left on device`,
                  },
                  p,
                );
            },
          });
          return true;
        },
      ],
      silence: [[svc, start, ctx.end]],
    };
  },
};

export const ROUTE_QUOTA: Incident = {
  key: "route-quota",
  estate: "kestrel",
  category: "rate_limiting",
  origin: "ops-rounds-worker",
  hints: ["rate", "429", "quota", "throttl", "too many requests", "limit"],
  severity: "high",
  note: "ops-rounds-worker exhausted its route-optimisation API quota and got 429s on every matrix call, so slot search in ops-booking-svc failed with 503s.",
  decoy: "scrapers",
  run(ctx, _def, start) {
    const r = ctx.r;
    const svc = "ops-rounds-worker";
    lineEv(
      ctx,
      start - r.int(30000, 70000),
      svc,
      { level: "INFO", msg: 'rebuild all rounds\t{"reason": "engineer sick day", "dates": 14, "vans": 11}' },
      null,
    );
    let t = start;
    while (t < ctx.end) {
      lineEv(
        ctx,
        t,
        svc,
        {
          level: "WARN",
          msg: `matrix request throttled\t{"provider": "routeopt", "status": 429, "error": "Too Many Requests: quota of 2500 elements per 10s exceeded", "retry_after": "${r.int(8, 30)}s"}`,
        },
        null,
      );
      t += r.int(1500, 5000);
    }
    return {
      hooks: [
        (c, p) => {
          if (!through(p, svc, start) || c.r.chance(0.2)) return false;
          chainFail(c, p, {
            at: p.route.chain.indexOf(svc),
            how: "5xx",
            status: 503,
            waitMs: c.r.int(30, 400),
            retries: c.r.chance(0.5) ? 1 : 0,
            edge: 503,
            origin: (x) => {
              if (c.r.chance(0.3))
                lineEv(
                  c,
                  x,
                  svc,
                  {
                    level: "WARN",
                    msg: `slots unavailable\t{"area": "${decodeURIComponent(p.path.split("=")[1] ?? "OX4").split(" ")[0]}", "error": "routeopt: 429 Too Many Requests"}`,
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

export const DNS_CACHE: Incident = {
  key: "dns-cache",
  estate: "hearth",
  category: "network",
  origin: "dispatch",
  hints: ["dns", "nxdomain", "network", "resolve", "domain", "transport"],
  severity: "high",
  note: "The DNS cache on dispatch's node stopped answering, so its drive-time lookups failed with nxdomain and timeouts and storefront's slot search and bookings failed.",
  decoy: "rebalance",
  run(ctx, _def, start) {
    const r = ctx.r;
    const svc = "dispatch";
    const trace = () =>
      elixirTrace([
        ["req 0.5.6", "lib/req.ex", 1104, "Req.request!/2"],
        ["dispatch 2.7.1", "lib/dispatch/drive_times.ex", 58, "Dispatch.DriveTimes.fetch/2"],
        ["dispatch 2.7.1", "lib/dispatch/slots.ex", 121, "Dispatch.Slots.windows_for/2"],
        ["dispatch 2.7.1", "lib/dispatch_web/controllers/slot_controller.ex", 19, "DispatchWeb.SlotController.index/2"],
        ["phoenix 1.7.14", "lib/phoenix/router.ex", 484, "Phoenix.Router.__call__/5"],
      ]);
    for (const t of burst(ctx, r.int(3, 6), 50000, start + 60000)) {
      lineEv(
        ctx,
        t,
        svc,
        {
          level: "ERROR",
          msg: `Postgrex.Protocol (#PID<0.${r.int(2000, 4000)}.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (slots-db.internal:5432): non-existing domain - :nxdomain`,
        },
        null,
      );
    }
    return {
      hooks: [
        (c, p) => {
          if (!through(p, svc, start) || c.r.chance(0.15)) return false;
          const nx = c.r.chance(0.6);
          chainFail(c, p, {
            at: p.route.chain.indexOf(svc),
            how: nx ? "5xx" : "timeout",
            status: 500,
            waitMs: nx ? c.r.int(5, 60) : c.r.int(5000, 5100),
            retries: c.r.chance(0.5) ? 1 : 0,
            edge: nx ? 502 : 504,
            origin: (t) => {
              if (nx) {
                lineEv(
                  c,
                  t,
                  svc,
                  {
                    level: "ERROR",
                    msg: "** (Req.TransportError) non-existing domain",
                    stack: trace(),
                    logger: "Phoenix.Logger",
                  },
                  p,
                );
                emitServe(c, svc, p, t, 500, 2, "/api/slots");
              } else if (c.r.chance(0.5)) {
                lineEv(
                  c,
                  t,
                  svc,
                  {
                    level: "WARN",
                    msg: `drive-time lookup retry 1/3: %Req.TransportError{reason: :timeout} host=routing.mapsvc.example`,
                  },
                  p,
                );
              }
            },
          });
          return true;
        },
      ],
    };
  },
};

export const MISSING_SECRET: Incident = {
  key: "missing-secret",
  estate: "hearth",
  category: "configuration",
  origin: "invoicing",
  hints: ["config", "option", "secret", "missing", "setting", "validation failed"],
  severity: "high",
  note: "An invoicing release shipped without the Stripe webhook signing secret, options validation failed on every invoice call, and storefront checkout and bookings failed with 500s.",
  decoy: "declinedCards",
  run(ctx, _def, start) {
    const r = ctx.r;
    const svc = "invoicing";
    let t = start - r.int(15000, 40000);
    lineEv(ctx, t, svc, { level: "INFO", msg: "deploying invoicing 4.8.0 (rollout 7c1e0fa)" }, null);
    t += 3000;
    lineEv(
      ctx,
      t,
      svc,
      { level: "INFO", msg: "Application is shutting down...", logger: "Microsoft.Hosting.Lifetime" },
      null,
    );
    t += 9000;
    lineEv(
      ctx,
      t,
      svc,
      {
        level: "WARN",
        msg: "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
        logger: "Microsoft.AspNetCore.Hosting.Diagnostics",
      },
      null,
    );
    t += 400;
    lineEv(
      ctx,
      t,
      svc,
      { level: "INFO", msg: "Now listening on: http://[::]:8080", logger: "Microsoft.Hosting.Lifetime" },
      null,
    );
    t += 40;
    lineEv(
      ctx,
      t,
      svc,
      { level: "INFO", msg: "Application started. Press Ctrl+C to shut down.", logger: "Microsoft.Hosting.Lifetime" },
      null,
    );
    const stack = () =>
      dotnetStack(r, [
        ["Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)", ""],
        ["Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()", ""],
        [
          "Invoicing.Payments.StripeGateway..ctor(IOptions`1 options, ILogger`1 logger)",
          "/src/Invoicing/Payments/StripeGateway.cs",
        ],
        [
          "Invoicing.Api.InvoicesController.Create(CreateInvoiceRequest request, CancellationToken ct)",
          "/src/Invoicing/Api/InvoicesController.cs",
        ],
        ...DOTNET_ASYNC_TAIL,
      ]);
    // Sidekiq's invoice jobs fail too, and retry.
    for (const x of burst(ctx, r.int(20, 40), ctx.end - start - 5000, start + 2000)) {
      const jid = r.hex(24);
      const w = callerWords("sidekiq", r, svc, "/api/invoices", "5xx", 500);
      lineEv(
        ctx,
        x,
        "sidekiq",
        {
          level: "WARN",
          msg: `pid=7 tid=${r.alnum(3).toLowerCase()} class=CreateInvoiceJob jid=${jid} elapsed=0.${r.int(100, 999)} INFO: fail`,
        },
        null,
      );
      lineEv(
        ctx,
        x + 2,
        "sidekiq",
        {
          ...w,
          msg: `{"context":"Job raised exception","job":{"class":"CreateInvoiceJob","jid":"${jid}","retry_count":${r.int(0, 4)}}} ${w.msg}`,
        },
        null,
      );
    }
    return {
      hooks: [
        (c, p) => {
          if (!through(p, svc, start)) return false;
          chainFail(c, p, {
            at: p.route.chain.indexOf(svc),
            how: "5xx",
            status: 500,
            waitMs: c.r.int(10, 60),
            retries: 0,
            edge: 500,
            origin: (x) => {
              lineEv(
                c,
                x,
                svc,
                {
                  level: "ERROR",
                  msg: "An unhandled exception has occurred while executing the request.",
                  kind: "Microsoft.Extensions.Options.OptionsValidationException",
                  stack: `Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'StripeOptions' members: 'WebhookSigningSecret' with the error: 'The WebhookSigningSecret field is required.'.\n${stack()}`,
                  logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
                },
                p,
              );
              emitServe(c, svc, p, x, 500, 1, "/api/invoices");
            },
          });
          return true;
        },
      ],
    };
  },
};
