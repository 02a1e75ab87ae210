// Forty windows of harmless noise that looks alarming at 3 a.m.: each kind is one thing a car wash chain lives with.
import type { Estate, Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  key: string;
  note: string;
  hour?: number; // UTC hour the window starts
  dom?: number; // day of month
  roles: Role[];
  ok?: (e: Estate) => boolean;
  run(c: Ctx, at: number): void;
}

const javaStack = (pkg: string, exc: string, frames: string[]) => [
  exc,
  ...frames.map((f) => `\tat ${pkg}.${f}`),
  "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
  "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
  "\t... 48 common frames omitted",
];

export const QUIET: QuietKind[] = [
  {
    key: "rain-plates",
    ok: (e) => !e.rfid,
    note: "heavy rain at several sites drops plate-read confidence; hundreds of low-confidence reads fall back to RFID or the attendant, all cars washed",
    roles: ["lpr", "gw"],
    run(c, at) {
      const { rng } = c;
      const wet = c.sites.slice(0, 3);
      c.emit(
        at - 30000,
        "lpr",
        "info",
        `weather feed: precipitation 9.1mm/h at ${wet.join(",")}, IR illuminators at 100%`,
      );
      c.every(at, c.end, 1.2, (t) => {
        const s = rng.pick(wet);
        const conf = rng.float(0.31, 0.68, 2);
        c.emit(
          t,
          "lpr",
          rng.chance(0.3) ? "error" : "warn",
          `plate read below threshold site=${s} lane=${rng.int(1, 3)} best="${rng.plate()}" conf=${conf} < 0.80 (occlusion=water_droplets)`,
        );
        if (rng.chance(0.6))
          c.emit(
            t + rng.int(900, 3000),
            "gw",
            "info",
            `site=${s} lane fallback: attendant confirmed member by RFID sticker, gate opened`,
          );
      });
    },
  },
  {
    key: "first-of-month-declines",
    note: "first-of-month renewal batch: hundreds of card declines and dunning retries scheduled, normal for the billing cycle",
    dom: 1,
    hour: 6,
    roles: ["subs"],
    run(c, at) {
      const { rng } = c;
      c.emit(
        at - 5000,
        "subs",
        "info",
        `renewal batch started: cycle=${new Date(at).toISOString().slice(0, 7)} due=18,412 memberships`,
      );
      const codes = [
        "card_declined (insufficient_funds)",
        "card_declined (do_not_honor)",
        "expired_card",
        "card_declined (generic_decline)",
        "incorrect_cvc",
      ];
      c.every(at, c.end, 0.35, (t) => {
        const m = c.member();
        if (rng.chance(0.72))
          c.emit(
            t,
            "subs",
            "info",
            `renewal charged member=${m} amount=${rng.pick(["29.99", "34.99", "39.99"])} invoice=in_${rng.hex(14)}`,
          );
        else {
          c.emit(t, "subs", "error", `renewal declined member=${m}: ${rng.pick(codes)}`);
          c.emit(
            t + 40,
            "subs",
            "info",
            `dunning: member=${m} retry scheduled +72h (attempt 1/4), grace period active`,
          );
        }
      });
      c.every(at, c.end, 60, (t) =>
        c.emit(
          t,
          "subs",
          "info",
          `renewal batch progress ${rng.int(2, 40)}% ok=${rng.int(1000, 9000)} declined=${rng.int(300, 2000)}`,
        ),
      );
    },
  },
  {
    key: "safety-eye",
    note: "tunnel conveyors stop repeatedly on the safety photo eye (customers stepping out, an open door) and resume after reset",
    roles: ["tunnel"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 35, (t) => {
        const s = c.site();
        const z = rng.int(1, 5);
        c.emit(t, "tunnel", "error", `site=${s} E-STOP conveyor halted: safety eye PE-${z} beam broken (zone ${z})`);
        c.emit(t + 300, "tunnel", "warn", `site=${s} ${rng.int(1, 4)} cars held in tunnel, chemistry arches paused`);
        const r = t + rng.int(6000, 25000);
        c.emit(r, "tunnel", "info", `site=${s} safety eye PE-${z} clear, attendant reset acknowledged, conveyor=RUN`);
      });
    },
  },
  {
    key: "chem-tanks-low",
    note: "chemical tanks at several sites report low levels below the reorder point; deliveries are scheduled, dosing continues",
    roles: ["chem"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 9, (t) => {
        const s = c.site();
        const tank = rng.pick(["triple-foam", "tire-shine", "ceramic-seal", "hi-ph-presoak"]);
        c.emit(
          t,
          "chem",
          rng.chance(0.4) ? "error" : "warn",
          `LOW LEVEL site=${s} tank=${tank} level=${rng.int(4, 14)}% < reorder 15% (est. ${rng.int(40, 300)} cars remaining)`,
        );
      });
      c.emit(at + 60000, "chem", "info", "reorder report sent to supplier portal (7 tanks, delivery window Thu)");
    },
  },
  {
    key: "paystations-overnight",
    note: "sites close overnight and pay stations power down; heartbeats go missing and units are marked offline, as every night",
    hour: 3,
    roles: ["pay"],
    run(c, at) {
      const { rng } = c;
      c.every(at - 60000, c.end, 4, (t) => {
        const u = `PS-${c.site()}-${rng.int(1, 3)}`;
        c.emit(
          t,
          "pay",
          rng.chance(0.5) ? "error" : "warn",
          `${u} heartbeat missed (last seen ${rng.int(300, 4000)}s ago), marking OFFLINE`,
        );
      });
      c.every(at, c.end, 60, (t) =>
        c.emit(t, "pay", "info", `site hours: ${rng.int(20, 34)} sites in closed window, offline units expected`),
      );
    },
  },
  {
    key: "reclaim-turbidity",
    note: "water reclaim turbidity spikes after a muddy rush; systems switch to fresh make-up water automatically and recover",
    roles: ["chem"],
    run(c, at) {
      const { rng } = c;
      const s = c.site();
      c.every(at, at + 240000, 6, (t) =>
        c.emit(
          t,
          "chem",
          "warn",
          `reclaim site=${s} turbidity=${rng.float(41, 88, 1)}NTU > 40 limit, fresh-water make-up OPEN`,
        ),
      );
      c.emit(
        at + 250000,
        "chem",
        "info",
        `reclaim site=${s} turbidity back to ${rng.float(9, 18, 1)}NTU, make-up valve closed`,
      );
    },
  },
  {
    key: "camera-firmware",
    note: "rolling firmware update on site cameras: streams drop with errors for a minute each and reconnect",
    roles: ["cam"],
    run(c, at) {
      const { rng } = c;
      let t = at;
      for (const s of c.sites.slice(0, 5)) {
        for (let k = 1; k <= 3; k++) {
          const cam = `cam-${s}-0${k}`;
          c.emit(t, "cam", "info", `${cam} firmware 5.7.${rng.int(2, 9)} push started`);
          c.every(t + 2000, t + 60000, 5, (u) =>
            c.emit(
              u,
              "cam",
              "error",
              `${cam} RTSP DESCRIBE failed: dial tcp 10.${rng.int(10, 40)}.${rng.int(1, 250)}.${rng.int(2, 250)}:554: connect: connection refused`,
            ),
          );
          c.emit(t + 70000, "cam", "info", `${cam} stream restored (firmware 5.7 ok)`);
          t += 25000;
        }
      }
    },
  },
  {
    key: "emv-reader-update",
    note: "card readers in pay stations reboot one by one for a scheduled EMV kernel update; each unit declines taps for a minute",
    roles: ["pay"],
    run(c, at) {
      const { rng } = c;
      let t = at;
      for (const s of c.sites.slice(0, 6)) {
        const u = `PS-${s}-1`;
        c.emit(
          t,
          "pay",
          "warn",
          `${u} EMV reader rebooting to apply kernel 4.2.${rng.int(1, 9)} (scheduled maintenance)`,
        );
        c.emit(t + 9000, "pay", "error", `${u} tap rejected: reader not ready (EMV_L2_UNAVAILABLE)`);
        c.emit(t + 65000, "pay", "info", `${u} EMV reader online, kernel updated, self-test pass`);
        t += 40000;
      }
    },
  },
  {
    key: "fleet-month-end",
    note: "fleet month-end invoicing run: slow PDF renders and many accounts held for missing PO numbers, all expected",
    dom: 1,
    hour: 7,
    roles: ["fleet"],
    run(c, at) {
      const { rng } = c;
      c.emit(at, "fleet", "info", "monthly invoicing job started: 1,284 fleet accounts");
      c.every(at, c.end, 1.1, (t) => {
        const a = `FL-${rng.int(1000, 4999)}`;
        const r = rng.next();
        if (r < 0.2)
          c.emit(t, "fleet", "error", `invoice for ${a} held: purchase order number required by account settings`);
        else if (r < 0.35)
          c.emit(
            t,
            "fleet",
            "warn",
            `PDF render for ${a} took ${rng.float(8, 19, 1)}s (${rng.int(200, 900)} line items)`,
          );
        else
          c.emit(
            t,
            "fleet",
            "info",
            `invoice INV-${rng.int(100000, 999999)} issued to ${a} total=${rng.int(200, 9000)}.00 USD`,
          );
      });
    },
  },
  {
    key: "push-token-pruning",
    note: "weekly loyalty promo push: thousands of stale device tokens rejected by APNs/FCM and pruned",
    roles: ["app"],
    run(c, at) {
      const { rng } = c;
      c.emit(at, "app", "info", "promo campaign 'Double Points Weekend' fan-out started: 212,440 devices");
      c.every(at, at + 300000, 0.8, (t) =>
        c.emit(
          t,
          "app",
          rng.chance(0.5) ? "error" : "warn",
          rng.chance(0.5)
            ? `APNs 410 Unregistered for device ${rng.hex(8)}…, token removed`
            : `FCM error messaging/registration-token-not-registered for ${rng.hex(8)}…, token removed`,
        ),
      );
      c.emit(
        at + 305000,
        "app",
        "info",
        `fan-out finished: delivered=${rng.int(180000, 200000)} pruned=${rng.int(9000, 14000)}`,
      );
    },
  },
  {
    key: "unknown-rfid",
    ok: (e) => e.rfid,
    note: "RFID stickers on traded-in cars are read at the lanes but belong to cancelled memberships; drivers are sent to the pay station",
    roles: ["lpr", "elig"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 5, (t) => {
        c.emit(
          t,
          "elig",
          "warn",
          `tag E28011606000020${rng.hex(9).toUpperCase()} not linked to an active membership (cancelled ${rng.int(20, 400)}d ago), denying`,
        );
        c.emit(t + 200, "lpr", "info", `site=${c.site()} lane=${rng.int(1, 3)} driver redirected to pay station`);
      });
    },
  },
  {
    key: "webhook-redelivery",
    note: "payment processor re-delivers a burst of old webhooks; each is recognised as a duplicate and acknowledged",
    roles: ["subs"],
    run(c, at) {
      const { rng } = c;
      c.every(at, at + 360000, 1.5, (t) => {
        c.emit(
          t,
          "subs",
          "warn",
          `webhook evt_${rng.hex(20)} (invoice.payment_failed) already processed at ${new Date(t - rng.int(3600000, 90000000)).toISOString()}, ignoring`,
        );
      });
    },
  },
  {
    key: "slow-report-queries",
    note: "the monthly site-performance report runs long queries; slow-query warnings pile up but requests stay fast",
    roles: ["elig"],
    run(c, at) {
      const { rng } = c;
      c.every(at, at + 420000, 7, (t) =>
        c.emit(
          t,
          "elig",
          "warn",
          `slow query ${rng.int(3200, 14800)}ms: SELECT site_id, date_trunc('day', visited_at), count(*) FROM visits WHERE visited_at >= $1 GROUP BY 1,2 (report=site-performance-monthly)`,
        ),
      );
    },
  },
  {
    key: "rolling-restart",
    note: "planned rolling restart of the lane gateway: readiness probes fail during warm-up and the pods come back one by one",
    roles: ["gw"],
    run(c, at) {
      const { rng } = c;
      for (let k = 0; k < 3; k++) {
        const t = at + k * 70000;
        c.emit(t, "gw", "info", "Received SIGTERM, closing server after in-flight requests");
        c.emit(t + 3000, "gw", "info", `starting ${c.svc("gw")} (replica ${k + 1}/3)`);
        for (let j = 0; j < 4; j++)
          c.emit(
            t + 4000 + j * 3000,
            "gw",
            "warn",
            `readiness probe failed: GET /readyz 503 (warming caches ${rng.int(10, 90)}%)`,
          );
        c.emit(t + 17000, "gw", "info", "ready: all caches warm, accepting traffic");
      }
    },
  },
  {
    key: "consumer-rebalance",
    note: "visit-event consumers rebalance after a scale-out; partitions are revoked and re-assigned with warnings, no lag builds",
    roles: ["elig", "subs"],
    run(c, at) {
      const { rng } = c;
      for (const r of ["elig", "subs"] as Role[]) {
        c.emit(
          at,
          r,
          "warn",
          "[Consumer clientId=visits-0, groupId=visits] Request joining group due to: group is already rebalancing",
        );
        c.emit(
          at + 300,
          r,
          "info",
          `[Consumer clientId=visits-0, groupId=visits] Revoke previously assigned partitions visits-${rng.int(0, 5)}, visits-${rng.int(6, 11)}`,
        );
        c.emit(
          at + 2400,
          r,
          "info",
          `[Consumer clientId=visits-0, groupId=visits] Adding newly assigned partitions: visits-${rng.int(0, 11)}`,
        );
      }
    },
  },
  {
    key: "expired-app-tokens",
    note: "an old loyalty app version keeps sending expired tokens; 401s are followed by a refresh and a successful retry",
    roles: ["app"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 2, (t) => {
        c.emit(
          t,
          "app",
          "warn",
          `${c.access("app", "GET", "/api/v2/me/washes", 401, rng.int(2, 9))} jwt expired (app 3.8.1)`,
        );
        c.emit(
          t + rng.int(200, 900),
          "app",
          "info",
          c.access("app", "POST", "/api/v2/auth/refresh", 200, rng.int(20, 70)),
        );
      });
    },
  },
  {
    key: "scanner-404s",
    note: "an internet scanner probes the public API for admin pages and dotfiles; all 404",
    roles: ["app"],
    run(c, at) {
      const { rng } = c;
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/phpmyadmin/",
        "/actuator/env",
        "/cgi-bin/luci",
        "/admin/config.php",
      ];
      c.every(at, at + 300000, 0.9, (t) =>
        c.emit(
          t,
          "app",
          "warn",
          `${c.access("app", "GET", rng.pick(paths), 404, rng.int(1, 4))} ua="Mozilla/5.0 zgrab/0.x"`,
        ),
      );
    },
  },
  {
    key: "cold-cache",
    note: "the nightly cache flush leaves the membership cache cold; a few minutes of cache misses and slow lookups, then normal",
    roles: ["elig"],
    run(c, at) {
      const { rng } = c;
      c.emit(at, "elig", "info", "membership cache flushed by nightly job (keys=1.2M)");
      c.every(at, at + 240000, 1.5, (t) =>
        c.emit(t, "elig", "warn", `slow lookup ${rng.int(700, 2400)}ms (cache miss, loaded from primary)`),
      );
      c.emit(at + 250000, "elig", "info", "membership cache hit ratio 97.4%");
    },
  },
  {
    key: "tls-probe-eof",
    ok: (e) => e.rt.chem === "go",
    note: "a load balancer health checker opens TLS connections and closes them; Go logs handshake EOFs every few seconds",
    roles: ["chem"],
    run(c, at) {
      const { rng } = c;
      c.every(at - 120000, c.end, 3, (t) =>
        c.emit(
          t,
          "chem",
          "error",
          `http: TLS handshake error from 10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(1, 254)}:${rng.int(30000, 60000)}: EOF`,
        ),
      );
    },
  },
  {
    key: "ntp-step",
    note: "NTP steps the clock on site controllers after a router reboot; controllers log clock jumps and re-sync",
    roles: ["tunnel"],
    run(c, at) {
      const { rng } = c;
      for (const s of c.sites.slice(0, 5)) {
        const t = at + rng.int(0, 90000);
        c.emit(
          t,
          "tunnel",
          "warn",
          `site=${s} system clock stepped by ${rng.float(-2.4, 2.4, 3)}s (ntp), PLC timestamps re-based`,
        );
        c.emit(
          t + 1000,
          "tunnel",
          "error",
          `site=${s} PLC watchdog: cycle counter gap detected after clock step, ignoring`,
        );
      }
    },
  },
  {
    key: "misload-long-vehicle",
    note: "wheel guides report misloads and oversize trucks; tunnels switch those cars to manual, business as usual",
    roles: ["tunnel"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 14, (t) => {
        const s = c.site();
        if (rng.chance(0.5))
          c.emit(
            t,
            "tunnel",
            "error",
            `site=${s} MISLOAD: front wheel not in correlator, car#${rng.int(100, 999)} stopped at entrance`,
          );
        else
          c.emit(
            t,
            "tunnel",
            "warn",
            `site=${s} vehicle profile exceeds limit (dually/rack detected), top brush retracted, manual mode`,
          );
      });
    },
  },
  {
    key: "pump-calibration",
    note: "weekly dosing pump calibration: deviations are logged as errors then auto-corrected",
    roles: ["chem"],
    run(c, at) {
      const { rng } = c;
      for (let k = 0; k < 24; k++) {
        const t = at + k * 9000;
        const s = c.site();
        c.emit(
          t,
          "chem",
          "error",
          `calibration site=${s} pump P${rng.int(1, 8)} deviation ${rng.int(6, 14)}% exceeds 5% tolerance`,
        );
        c.emit(
          t + 2500,
          "chem",
          "info",
          `calibration site=${s} pump factor corrected, deviation now ${rng.float(0.2, 1.9, 1)}%`,
        );
      }
    },
  },
  {
    key: "plate-sharing-flags",
    ok: (e) => !e.rfid,
    note: "the plate-sharing check flags members seen at two sites within minutes (families, fleets); all cars still washed",
    roles: ["elig"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 6, (t) =>
        c.emit(
          t,
          "elig",
          "warn",
          `possible membership sharing: ${c.member()} plate=${rng.plate()} used at ${c.site()} and ${c.site()} within ${rng.int(4, 19)}min, flagged for review`,
        ),
      );
    },
  },
  {
    key: "freeze-closure",
    note: "freezing temperatures lock out several tunnels; sites close with warnings and lanes reject arrivals politely",
    hour: 12,
    roles: ["tunnel", "gw"],
    run(c, at) {
      const { rng } = c;
      const cold = c.sites.slice(0, 3);
      for (const s of cold) {
        const t = at + rng.int(0, 60000);
        c.emit(
          t,
          "tunnel",
          "error",
          `site=${s} FREEZE LOCKOUT: ambient -${rng.int(3, 9)}C below 0C threshold, conveyor disabled, weep valves open`,
        );
        c.every(t, c.end, 20, (u) =>
          c.emit(u, "gw", "warn", `site=${s} arrival rejected: site closed (weather), member notified in app`),
        );
      }
    },
  },
  {
    key: "printer-paper",
    note: "receipt printers run out of paper at several pay stations; sales continue with e-receipts",
    roles: ["pay"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 12, (t) =>
        c.emit(
          t,
          "pay",
          "error",
          `PS-${c.site()}-${rng.int(1, 3)} printer status PAPER_OUT, receipt offered by SMS/e-mail`,
        ),
      );
    },
  },
  {
    key: "expired-promo",
    note: "a printed mailer keeps advertising an expired promo code; customers get 422s and pay full price",
    roles: ["app", "pay"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 4, (t) => {
        c.emit(
          t,
          "app",
          "warn",
          `${c.access("app", "POST", "/api/v2/orders/promo", 422, rng.int(5, 20))} code=FALL25 expired 2026-10-31`,
        );
        if (rng.chance(0.3)) c.emit(t + 100, "pay", "warn", `PS-${c.site()}-1 promo FALL25 rejected: expired`);
      });
    },
  },
  {
    key: "bank-sftp-retry",
    ok: (e) => e.rt.fleet === "dotnet",
    note: "the nightly settlement upload to the bank SFTP times out twice and succeeds on the third attempt",
    roles: ["fleet"],
    run(c, at) {
      c.emit(at, "fleet", "info", "settlement export: 18,221 transactions, uploading to sftp.bank.example:22");
      c.emit(
        at + 30000,
        "fleet",
        "error",
        "SFTP upload attempt 1/5 failed: Renci.SshNet.Common.SshOperationTimeoutException: Socket read operation has timed out after 30000 milliseconds.",
      );
      c.emit(
        at + 90000,
        "fleet",
        "error",
        "SFTP upload attempt 2/5 failed: Renci.SshNet.Common.SshOperationTimeoutException: Socket read operation has timed out after 30000 milliseconds.",
      );
      c.emit(at + 140000, "fleet", "info", "SFTP upload attempt 3/5 succeeded (settlement_20261130.csv, 4.1MB)");
    },
  },
  {
    key: "sms-429-backoff",
    note: "a marketing SMS blast hits the provider's rate limit; sends are backed off and all go out",
    roles: ["app"],
    run(c, at) {
      const { rng } = c;
      c.every(at, at + 240000, 1.5, (t) =>
        c.emit(
          t,
          "app",
          "warn",
          `SMS provider 429 Too Many Requests, backing off ${rng.int(1, 8)}s (queue=${rng.int(200, 4000)})`,
        ),
      );
      c.emit(at + 250000, "app", "info", "SMS campaign drained: 18,902 sent, 0 failed");
    },
  },
  {
    key: "gc-pauses",
    ok: (e) => e.rt.elig === "java",
    note: "the JVM logs long GC pauses during the nightly reindex; latency stays within SLO",
    roles: ["elig"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 11, (t) =>
        c.emit(
          t,
          "elig",
          "warn",
          `GC pause (G1 Evacuation Pause) (young) ${rng.int(1100, 1900)}M->${rng.int(300, 700)}M(4096M) ${rng.float(180, 520, 3)}ms`,
        ),
      );
    },
  },
  {
    key: "lpr-camera-reboot",
    ok: (e) => e.rt.lpr === "python",
    note: "lane cameras at one site are power-cycled by the site manager; reads stop briefly with errors and resume",
    roles: ["lpr"],
    run(c, at) {
      const { rng } = c;
      const s = c.site();
      for (let l = 1; l <= 3; l++) {
        const t = at + l * 20000;
        c.every(t, t + 80000, 4, (u) =>
          c.emit(u, "lpr", "error", `camera LPR-${s}-${l} unreachable: [Errno 113] No route to host (retrying)`),
        );
        c.emit(t + 85000, "lpr", "info", `camera LPR-${s}-${l} connected, ${rng.int(24, 30)} fps`);
      }
    },
  },
  {
    key: "video-retention",
    note: "recording volume crosses 85% and the retention job purges old clips; disk warnings stop after the purge",
    roles: ["cam"],
    run(c, at) {
      const { rng } = c;
      c.every(at - 90000, at + 60000, 10, (t) =>
        c.emit(t, "cam", "warn", `recording volume /srv/nvr usage ${rng.int(85, 89)}% (threshold 85%)`),
      );
      c.emit(at + 60000, "cam", "info", "retention: purging clips older than 30 days");
      c.emit(
        at + 140000,
        "cam",
        "info",
        `retention: purged ${rng.int(800, 1600)} clips (${rng.float(40, 90, 1)} GB), usage now ${rng.int(58, 66)}%`,
      );
    },
  },
  {
    key: "synthetic-test-member",
    note: "synthetic monitors start washes with a test membership that is refused by design",
    roles: ["gw", "elig"],
    run(c, at) {
      const { rng } = c;
      c.every(at - 60000, c.end, 15, (t) => {
        c.emit(t, "elig", "warn", "lookup plate=TEST000 -> M-000001 is a synthetic account, wash not dispensed");
        c.emit(
          t + 40,
          "gw",
          "error",
          `${c.access("gw", "POST", `/v1/sites/S99/lanes/${rng.int(1, 3)}/arrival`, 403, rng.int(3, 9))} synthetic-monitor`,
        );
      });
    },
  },
  {
    key: "plan-migration",
    note: "legacy plan names are mapped to new ones during a planned migration; a warning per member, nothing fails",
    roles: ["subs"],
    run(c, at) {
      const { rng } = c;
      c.every(at, c.end, 1.8, (t) =>
        c.emit(
          t,
          "subs",
          "warn",
          `plan "Ultimate Legacy" is deprecated; member ${c.member()} mapped to "${rng.pick(c.estate.plans)}" (price unchanged)`,
        ),
      );
    },
  },
  {
    key: "roller-late",
    note: "conveyor roller-up timing drifts at one site; the controller logs late engages every car and compensates",
    roles: ["tunnel"],
    run(c, at) {
      const { rng } = c;
      const s = c.site();
      c.every(at, c.end, 7, (t) =>
        c.emit(
          t,
          "tunnel",
          "warn",
          `site=${s} roller R${rng.int(3, 5)} engage late by ${rng.int(120, 260)}ms, timing compensated`,
        ),
      );
    },
  },
  {
    key: "zero-traffic-site",
    note: "one site reports zero cars for fifteen minutes during a hailstorm; the anomaly check warns, the site is fine",
    roles: ["gw"],
    run(c, at) {
      const s = c.site();
      c.every(at, c.end, 60, (t) =>
        c.emit(t, "gw", "warn", `volume anomaly: site=${s} 0 arrivals in last 15 min (expected 22 +- 6)`),
      );
    },
  },
  {
    key: "handled-exception-traces",
    note: "a member endpoint logs full stack traces for expected 'vehicle not found' lookups from an old app build",
    roles: ["elig", "app"],
    run(c, at) {
      const { rng } = c;
      const e = c.estate;
      c.every(at, c.end, 9, (t) => {
        const id = rng.int(100000, 999999);
        const rt = c.rt("elig");
        const stack =
          rt === "java"
            ? javaStack(e.pkg, `${e.pkg}.VehicleNotFoundException: vehicle ${id} not found`, [
                `VehicleService.get(VehicleService.java:${rng.int(40, 90)})`,
                "VehicleController.vehicle(VehicleController.java:31)",
              ])
            : rt === "go"
              ? [
                  "goroutine 1841 [running]:",
                  "main.(*vehicles).get(0xc0001a2000, {0xc00024e0f0, 0x6})",
                  "\t/app/vehicles.go:88 +0x1d4",
                ]
              : [
                  "Traceback (most recent call last):",
                  '  File "/app/members/views.py", line 141, in vehicle',
                  "    v = Vehicle.objects.get(pk=pk)",
                  "members.models.Vehicle.DoesNotExist: Vehicle matching query does not exist.",
                ];
        c.emit(t, "elig", "warn", `vehicle ${id} not found for member ${c.member()} (returning 404)`, {
          stack,
          errType: "VehicleNotFoundException",
        });
        c.emit(t + 30, "app", "info", c.access("app", "GET", `/api/v2/me/vehicles/${id}`, 404, rng.int(5, 20)));
      });
    },
  },
];
