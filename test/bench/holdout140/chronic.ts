// Chronic harmless errors: a broken lobby screen, a retired prop still configured, a dead loyalty partner,
// a stale index name. They log at a constant rate from the first minute, often more than a real origin does,
// and several use the words real incidents use.
import type { Ctx } from "./ctx.js";
import { javaTrace, pyTrace } from "./stacks.js";
import type { EstateKey } from "./types.js";

interface Chronic {
  svc: string;
  run: (c: Ctx, svc: string) => void;
}

function steady(c: Ctx, periodMs: number, fn: (t: number, i: number) => void): void {
  c.every(c.t0 + c.r.float(0, 20000), c.t1, periodMs, periodMs * 0.15, fn);
}

const LIST: Record<EstateKey, Chronic[]> = {
  A: [
    {
      svc: "leaderboard-svc",
      run: (c, s) => {
        const scr = `screen-${c.r.pick(c.est.venues)}-0${c.r.int(1, 4)}`;
        const ip = `10.20.${c.r.int(2, 9)}.${c.r.int(20, 90)}`;
        steady(c, 30000, (t) =>
          c.emit(
            t,
            s,
            "error",
            `failed to push leaderboard to lobby ${scr} (${ip}:8080): connect EHOSTUNREACH ${ip}:8080`,
          ),
        );
      },
    },
    {
      svc: "booking-api",
      run: (c, s) =>
        steady(c, c.r.int(35000, 50000), (t) => {
          c.emit(t, s, "warn", "SQL Error: 0, SQLState: 23505", { logger: "o.h.engine.jdbc.spi.SqlExceptionHelper" });
          c.emit(
            t + 1,
            s,
            "error",
            'ERROR: duplicate key value violates unique constraint "uq_newsletter_optin_email"\n  Detail: Key (email)=(' +
              `${c.r.pick(["j", "k", "m", "s", "t"])}***@${c.r.pick(["gmail.com", "outlook.com", "icloud.com"])}) already exists.`,
            { logger: "o.h.engine.jdbc.spi.SqlExceptionHelper" },
          );
          c.emit(t + 3, s, "info", "Newsletter opt-in already recorded, ignoring", {
            logger: "c.l.booking.marketing.OptInService",
          });
        }),
    },
    {
      svc: "notify-worker",
      run: (c, s) =>
        steady(c, c.r.int(22000, 32000), (t) =>
          c.emit(
            t,
            s,
            "error",
            `SMS to +44 7*** ***${c.r.int(100, 999)} rejected by provider: 21610 Attempt to send to unsubscribed recipient`,
            { logger: "notify.providers.sms" },
          ),
        ),
    },
    {
      svc: "prop-gateway",
      run: (c, s) =>
        steady(c, 20000, (t) =>
          c.emit(
            t,
            s,
            "error",
            `prop unreachable venue=harbour-yard room=signal-lost prop=fog-machine-2 last_seen=2026-04-28T21:14:09Z err="mqtt: no heartbeat for 432000s"`,
          ),
        ),
    },
  ],
  B: [
    {
      svc: "arena_web",
      run: (c, s) =>
        steady(c, c.r.int(30000, 55000), (t) => {
          const p = c.r.pick([
            "/apple-touch-icon-precomposed.png",
            "/apple-touch-icon.png",
            "/.well-known/traffic-advice",
          ]);
          c.emit(
            t,
            s,
            "info",
            `Started GET "${p}" for ${c.r.int(80, 95)}.${c.r.int(1, 250)}.${c.r.int(1, 250)}.${c.r.int(1, 250)} at ${new Date(c.clock(s, t)).toISOString().replace("T", " ").slice(0, 19)} +0000`,
          );
          c.emit(t + 2, s, "fatal", `\nActionController::RoutingError (No route matches [GET] "${p}"):\n`);
        }),
    },
    {
      svc: "sidekiq_jobs",
      run: (c, s) =>
        steady(c, c.r.int(40000, 50000), (t) => {
          const jid = c.r.hex(24);
          c.emit(t, s, "info", `class=LoyaltySyncJob jid=${jid} INFO: start`);
          c.emit(t + 420, s, "info", `class=LoyaltySyncJob jid=${jid} elapsed=0.412 INFO: fail`);
          c.emit(
            t + 421,
            s,
            "warn",
            `{"context":"Job raised exception","job":{"class":"LoyaltySyncJob","jid":"${jid}","retry_count":${c.r.int(9, 24)},"queue":"low"}} Faraday::UnauthorizedError: the server responded with status 401\n/app/app/clients/stampcard_client.rb:22:in \`sync_member'\n/app/app/jobs/loyalty_sync_job.rb:14:in \`perform'`,
          );
        }),
    },
    {
      svc: "vest_sync",
      run: (c, s) =>
        steady(c, 15000, (t) =>
          c.emit(t, s, "error", `base station bs-millbrook-07 handshake failed: read udp 10.40.3.5:7001: i/o timeout`),
        ),
    },
    {
      svc: "mailer",
      run: (c, s) =>
        steady(c, 60000, (t) =>
          c.emit(
            t,
            s,
            "error",
            `Task mailer.tasks.send_digest[${c.r.uuid()}] raised unexpected: SMTPRecipientsRefused({'duty.manager.old@photonrush.co.uk': (550, b'5.1.1 <duty.manager.old@photonrush.co.uk>: Recipient address rejected: User unknown')})`,
            { logger: "celery.app.trace" },
          ),
        ),
    },
  ],
  C: [
    {
      svc: "herald",
      run: (c, s) =>
        steady(c, 30000, (t) =>
          c.emit(t, s, "error", `push send failed token=${c.r.hex(8)}… platform=ios: 410 Unregistered`, {
            logger: "herald.push",
          }),
        ),
    },
    {
      svc: "puzzlebox",
      run: (c, s) =>
        steady(c, 20000, (t) =>
          c.emit(
            t,
            s,
            "error",
            `telemetry frame dropped room=midnight-express prop=train-lever: checksum mismatch (got 0x${c.r.hex(4)} want 0x${c.r.hex(4)})`,
          ),
        ),
    },
    {
      svc: "concierge",
      run: (c, s) =>
        steady(c, 60000, (t) =>
          c.emit(t, s, "error", "Failed to refresh reviews widget cache", {
            logger: "Concierge.Integrations.ReviewsFeed",
            err: {
              type: "System.Net.Http.HttpRequestException",
              msg: "Response status code does not indicate success: 404 (Not Found).",
            },
            stack:
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 404 (Not Found).\n   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n   at Concierge.Integrations.ReviewsFeed.RefreshAsync(CancellationToken ct) in /src/Concierge/Integrations/ReviewsFeed.cs:line 48",
          }),
        ),
    },
    {
      svc: "overseer",
      run: (c, s) =>
        steady(c, 25000, (t) =>
          c.emit(
            t,
            s,
            "error",
            "camera feed cam-dockside-04 unavailable: RTSP DESCRIBE rtsp://10.31.2.44:554/stream1 failed: 404 Stream Not Found",
          ),
        ),
    },
  ],
  D: [
    {
      svc: "ops-reporting",
      run: (c, s) =>
        steady(c, 60000, (t) =>
          c.emit(t, s, "error", "dashboard tile voucher_redemptions failed", {
            logger: "reporting.tiles",
            stack: pyTrace(
              [
                ["/app/reporting/tiles.py", 88, "refresh", "cur.execute(tile.sql, params)"],
                [
                  "/usr/local/lib/python3.11/site-packages/psycopg2/extras.py",
                  146,
                  "execute",
                  "return super().execute(query, vars)",
                ],
              ],
              'psycopg2.errors.UndefinedTable: relation "legacy_vouchers" does not exist\nLINE 1: SELECT count(*) FROM legacy_vouchers WHERE redeemed_at >= ...\n                             ^',
            ),
          }),
        ),
    },
    {
      svc: "iot-vest-relay",
      run: (c, s) =>
        steady(c, 20000, (t) =>
          c.emit(
            t,
            s,
            "error",
            `base station bs-south-09 tls handshake failed: remote error: tls: bad certificate peer=10.60.9.109:8883`,
          ),
        ),
    },
    {
      svc: "cx-waivers",
      run: (c, s) =>
        steady(c, 45000, (t) =>
          c.emit(
            t,
            s,
            "error",
            `Elasticsearch::Transport::Transport::Errors::NotFound: [404] {"error":{"root_cause":[{"type":"index_not_found_exception","reason":"no such index [waivers-archive-2019]","index":"waivers-archive-2019"}],"type":"index_not_found_exception"},"status":404}`,
          ),
        ),
    },
    {
      svc: "plat-keycloak",
      run: (c, s) =>
        steady(c, 40000, (t) =>
          c.emit(
            t,
            s,
            "warn",
            `type="CLIENT_LOGIN_ERROR", realmId="${c.r.hex(8)}", realmName="blacklight", clientId="legacy-kiosk", userId="null", ipAddress="10.60.4.31", error="invalid_client_credentials", grant_type="client_credentials"`,
            { logger: "org.keycloak.events" },
          ),
        ),
    },
    {
      svc: "bk-reservations",
      run: (c, s) =>
        steady(c, c.r.int(50000, 70000), (t) =>
          c.emit(t, s, "error", "Failed to sync voucher catalogue from partner", {
            logger: "c.b.reservations.vouchers.VoucherSync",
            stack: javaTrace(
              "org.springframework.web.reactive.function.client.WebClientResponseException$Gone: 410 Gone from GET https://api.giftnest.example/v1/catalogue",
              ["com.blacklight.reservations.vouchers.VoucherSync.refresh:61", "reactor.core.publisher.Mono.block:1742"],
              [],
              "kt",
            ),
          }),
        ),
    },
  ],
};

/** Adds one or two chronic errors, never on the services listed in avoid. */
export function chronic(c: Ctx, avoid: string[]): string[] {
  const options = LIST[c.est.key].filter((x) => c.has(x.svc) && !avoid.includes(x.svc));
  const n = Math.min(options.length, c.r.chance(0.35) ? 2 : 1);
  const chosen = c.r.shuffle([...options]).slice(0, n);
  for (const ch of chosen) ch.run(c, ch.svc);
  return chosen.map((x) => x.svc);
}
