// Harmless errors that run from the first minute at a steady rate, and unrelated deploys / config reloads.
import type { Ctx } from "./context.js";
import type { Rng } from "./rng.js";
import { nodeTrace, restartLines } from "./runtimes.js";
import { nginxErrTime } from "./traffic.js";
import type { Estate, Level } from "./types.js";

export interface Chronic {
  name: string;
  svc: string;
  level: Level;
  make: (r: Rng) => { msg: string; stack?: string[] };
}

const CHRONICS: Record<Estate["key"], Chronic[]> = {
  A: [
    {
      name: "press firmware frames",
      svc: "press-telemetry",
      level: "ERROR",
      make: (r) => ({
        msg: `press_telemetry.decoder: dropping frame from PR-0${r.pick([4, 7])}: unknown field 'steam_aux' (firmware 4.2.1 not in schema registry)`,
      }),
    },
    {
      name: "apns unregistered",
      svc: "customer-notify",
      level: "ERROR",
      make: (r) => ({
        msg: `push delivery failed provider=apns status=410 reason=Unregistered token=${r.hex(12)}… customer=cus_${r.alnum(10)}`,
      }),
    },
    {
      name: "geofence polygon",
      svc: "van-dispatch",
      level: "ERROR",
      make: (r) => ({
        msg: `geofence lookup failed van=VAN-${r.int(10, 42)} zone=depot-leith err="invalid polygon: self-intersection at ring 0 vertex 17"`,
      }),
    },
  ],
  B: [
    {
      name: "unreachable label printer",
      svc: "tag_printer_bridge",
      level: "ERROR",
      make: () => ({
        msg: "bridge.zebra: printer zebra-lp07 (192.168.40.17) unreachable: SNMP timeout after 2000 ms, job kept in spool",
      }),
    },
    {
      name: "inactive recipients",
      svc: "sidekiq_jobs",
      level: "ERROR",
      make: (r) => ({
        msg: `class=ReviewRequestJob jid=${r.hex(24)} ERROR: Postmark::InactiveRecipientError: You tried to send to recipient(s) that have been marked as inactive. Found inactive addresses: ${r.alnum(6).toLowerCase()}@${r.pick(["gmail.com", "outlook.com", "btinternet.com"])}.`,
        stack: [
          "/usr/local/bundle/gems/postmark-1.25.1/lib/postmark/api_client.rb:31:in 'Postmark::ApiClient#deliver_message'",
          "/app/app/jobs/review_request_job.rb:14:in 'ReviewRequestJob#perform'",
        ],
      }),
    },
    {
      name: "missing touch icon",
      svc: "web_storefront",
      level: "ERROR",
      make: () => ({
        msg: `ActionController::RoutingError (No route matches [GET] "/apple-touch-icon-precomposed.png"):`,
      }),
    },
  ],
  C: [
    {
      name: "invalid sms numbers",
      svc: "notifier",
      level: "ERROR",
      make: (r) => ({
        msg: `sms failed provider=twilio status=400 code=21614 message="'To' number +4477009${r.digits(5)} is not a valid mobile number"`,
      }),
    },
    {
      name: "modbus unit 7 silent",
      svc: "pressline",
      level: "ERROR",
      make: () => ({
        msg: `modbus read failed unit=7 press=PR-07 err="modbus: exception '11' (gateway target device failed to respond), function '3'"`,
      }),
    },
    {
      name: "antiforgery tokens",
      svc: "portal",
      level: "ERROR",
      make: () => ({
        msg: "Microsoft.AspNetCore.Antiforgery.DefaultAntiforgery[7] An exception was thrown while deserializing the token.",
        stack: [
          "Microsoft.AspNetCore.Antiforgery.AntiforgeryValidationException: The antiforgery token could not be decrypted.",
          " ---> System.Security.Cryptography.CryptographicException: The key {6a1f0c2e-3b7d-4e0a-9d0c-5f0e6b1a2c3d} was not found in the key ring.",
          "   at Microsoft.AspNetCore.DataProtection.KeyManagement.KeyRingBasedDataProtector.UnprotectCore(Byte[] protectedData, Boolean allowOperationsOnRevokedKeys, UnprotectStatus& status)",
          "   at Microsoft.AspNetCore.Antiforgery.DefaultAntiforgeryTokenSerializer.Deserialize(String serializedToken)",
        ],
      }),
    },
  ],
  D: [
    {
      name: "loyalty tier key",
      svc: "ops-intake-svc",
      level: "ERROR",
      make: () => ({
        msg: `production.ERROR: Undefined array key "loyalty_tier" {"exception":"[object] (ErrorException(code: 0): Undefined array key \\"loyalty_tier\\" at /var/www/app/Services/LoyaltyBadge.php:41)"} []`,
      }),
    },
    {
      name: "mailgun bad address",
      svc: "cx-notify-worker",
      level: "ERROR",
      make: () => ({
        msg: "mailgun send failed: 400 Bad Request - 'to' parameter is not a valid address. please check documentation",
      }),
    },
    {
      name: "legacy orders without address",
      svc: "fleet-route-svc",
      level: "ERROR",
      make: (r) => ({
        msg: `eta skipped for legacy order ORD-0${r.digits(5)}`,
        stack: nodeTrace("TypeError: Cannot read properties of undefined (reading 'postcode')", [
          "etaFor (/srv/fleet/dist/eta.js:88:41)",
          "async Promise.all (index 3)",
          "async /srv/fleet/dist/routes/eta.js:22:19",
        ]),
      }),
    },
    {
      name: "steam sensor out of range",
      svc: "care-press-svc",
      level: "ERROR",
      make: () => ({
        msg: "care.press.sensors: steam sensor S-4 on PR-02 read -1.0 bar (out of range), sample ignored",
      }),
    },
  ],
};

export function chronicsOf(e: Estate): Chronic[] {
  return CHRONICS[e.key];
}

/** Emits a chronic error from the first minute at a steady rate. */
export function runChronic(ctx: Ctx, c: Chronic, meanGapMs: number): void {
  const r = ctx.r;
  ctx.tick(ctx.start, ctx.end, meanGapMs, (t) => {
    const { msg, stack } = c.make(r);
    ctx.emit(c.svc, t, c.level, msg, { stack });
  });
}

/** A service restarts onto a new version (an unrelated deploy). */
export function deploy(ctx: Ctx, svc: string, at: number, version: string, force = false): void {
  const s = ctx.svc(svc);
  for (const [lv, text, dt] of restartLines(ctx.r, s, version)) ctx.emit(svc, at + dt, lv, text, { force });
}

/** The edge proxy reloads its configuration. */
export function proxyReload(ctx: Ctx, at: number): void {
  const r = ctx.r;
  const p = ctx.estate.proxy;
  const rt = ctx.svc(p).rt;
  const pt = (t: number) => nginxErrTime(t + (ctx.skew.get(p) ?? 0));
  const lines: Array<[Level, string, number]> =
    rt === "envoy"
      ? [
          ["INFO", "[source/common/upstream/cds_api_helper.cc:35] cds: add 1 cluster(s), remove 0 cluster(s)", 0],
          [
            "INFO",
            "[source/common/upstream/cds_api_helper.cc:72] cds: added/updated 1 cluster(s), skipped 11 unmodified cluster(s)",
            3,
          ],
          [
            "INFO",
            "[source/extensions/listener_managers/listener_manager/lds_api.cc:82] lds: add/update listener 'ingress_https'",
            40,
          ],
        ]
      : rt === "nginx"
        ? [
            ["INFO", `${pt(at)} [notice] 1#1: signal 1 (SIGHUP) received from ${r.int(300, 900)}, reconfiguring`, 0],
            ["INFO", `${pt(at)} [notice] 1#1: reconfiguring`, 1],
            ["INFO", `${pt(at)} [notice] 1#1: start worker processes`, 30],
            ["INFO", `${pt(at)} [notice] 29#29: gracefully shutting down`, 35],
            ["INFO", `${pt(at + 900)} [notice] 29#29: exiting`, 900],
          ]
        : rt === "traefik"
          ? [
              ["DEBUG", 'Configuration received config={"http":{"routers":{...}}} providerName=kubernetescrd', 0],
              ["INFO", "Updated TLS certificates and routers for providerName=kubernetescrd", 60],
            ]
          : [
              ["INFO", "[NOTICE]   (1) : Reloading HAProxy", 0],
              ["INFO", `[NOTICE]   (1) : New worker (${r.int(400, 900)}) forked`, 120],
              ["INFO", "[NOTICE]   (1) : Loading success.", 130],
              ["WARN", `[WARNING]  (1) : Former worker (${r.int(100, 399)}) exited with code 0 (Exit)`, 4000],
            ];
  for (const [lv, text, dt] of lines) ctx.emit(p, at + dt, lv, text);
}

/** An application picks up a changed setting at runtime. */
export function appConfigReload(ctx: Ctx, svc: string, at: number): void {
  const s = ctx.svc(svc);
  const r = ctx.r;
  const key = r.pick([
    "feature.express_pressing",
    "pricing.weekend_surcharge",
    "lockers.reservation_ttl",
    "notify.quiet_hours",
  ]);
  const text =
    s.rt === "java"
      ? `[RefreshScope-1] o.s.c.e.event.RefreshEventListener : Refresh keys changed: [${key}]`
      : s.rt === "dotnet"
        ? `Microsoft.Extensions.Options.OptionsMonitor[0] Configuration reloaded from /config/appsettings.Production.json (${key})`
        : s.rt === "python"
          ? `${s.logger}: settings reloaded from /etc/config/app.yaml changed=[${key}]`
          : s.rt === "php"
            ? `production.INFO: config cache rebuilt {"changed":["${key}"]} []`
            : `config reloaded source=/etc/config changed_keys=${key}`;
  ctx.emit(svc, at, "INFO", text);
}
