// Harmless noise that looks alarming: each kind writes a burst starting at `at` and nothing in it is broken.
import type { Runtime } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface NoiseKind {
  name: string;
  apply: (c: Ctx, at: number) => void;
}

const burst = (c: Ctx, at: number, n: number, spreadMs: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) fn(at + c.r.next() * spreadMs, i);
};

const SLOW: Record<Runtime, [string, string]> = {
  python: ["celery.exceptions.SoftTimeLimitExceeded", "SoftTimeLimitExceeded()"],
  java: ["java.util.concurrent.TimeoutException", "manifest render exceeded 20000 ms"],
  go: ["context.deadlineExceededError", "context deadline exceeded"],
  node: ["TimeoutError", "manifest render exceeded 20000 ms"],
  dotnet: ["System.OperationCanceledException", "The operation was canceled."],
  ruby: ["Timeout::Error", "execution expired"],
  cpp: ["std::runtime_error", "render deadline exceeded"],
};
const IMG: Record<Runtime, [string, string]> = {
  python: ["PIL.UnidentifiedImageError", "cannot identify image file <_io.BytesIO object at 0x7f2a1c3e5f40>"],
  java: ["javax.imageio.IIOException", "Unsupported Image Type (HEIC)"],
  go: ["image.ErrFormat", "image: unknown format"],
  node: ["Error", "Input buffer contains unsupported image format"],
  dotnet: [
    "SixLabors.ImageSharp.UnknownImageFormatException",
    "Image cannot be loaded. Available decoders: PNG, JPEG, GIF, BMP",
  ],
  ruby: [
    "MiniMagick::Error",
    "`magick identify` failed with status: 1 (no decode delegate for this image format `HEIC')",
  ],
  cpp: ["cv::Exception", "imdecode: unsupported format"],
};

export const NOISE: NoiseKind[] = [
  {
    name: "tags that do not scan, re-keyed by hand",
    apply: (c, at) => {
      const s = c.role("scan");
      burst(c, at, c.r.int(25, 45), 240000, (t) => {
        c.emit(
          t,
          s,
          "ERROR",
          `barcode decode failed station=SORT-${c.r.pick(["A", "B"])} symbology=Code128 reason=${c.r.pick(["quiet zone violated", "low contrast", "checksum"])} (tag faded after wash)`,
        );
        c.emit(
          t + c.r.int(8000, 30000),
          s,
          "INFO",
          `manual tag entry accepted operator=op${c.r.int(10, 40)} station=SORT-A`,
        );
      });
    },
  },
  {
    name: "locker doors left open",
    apply: (c, at) => {
      const s = c.role("locker");
      burst(c, at, c.r.int(8, 16), 300000, (t) => {
        const d = `${c.r.pick(["A", "B", "C"])}${c.r.int(1, 24)}`;
        c.emit(t, s, "ERROR", `ALARM door ${d} open for ${c.r.int(120, 600)}s after drop-off, customer notified`);
        c.emit(t + c.r.int(40000, 120000), s, "INFO", `door ${d} closed, alarm cleared`);
      });
    },
  },
  {
    name: "pickups missed, nobody home",
    apply: (c, at) => {
      const s = c.role("driver");
      burst(c, at, c.r.int(12, 25), 360000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `pickup attempt FAILED stop=${c.r.int(10000, 99999)} reason=CUSTOMER_NOT_HOME photo=yes; rescheduled to next window`,
        );
      });
      c.emit(
        at + 200000,
        c.role("routes"),
        "WARN",
        `route R-${c.r.int(10, 40)}: failed-stop rate 23% (threshold 15%) - evening window, expected`,
      );
    },
  },
  {
    name: "washers reporting long cycles",
    apply: (c, at) => {
      const s = c.role("telemetry");
      burst(c, at, c.r.int(6, 12), 400000, (t) => {
        const m = `W-${c.r.int(1, 14)}`;
        c.emit(
          t,
          s,
          "WARN",
          `machine ${m} cycle ${c.r.int(52, 78)}min exceeds expected 45min (program=HEAVY_BEDDING, unbalanced load redistributed ${c.r.int(2, 5)}x)`,
        );
        c.emit(t + c.r.int(60000, 200000), s, "INFO", `machine ${m} cycle complete, door unlocked`);
      });
    },
  },
  {
    name: "subscriptions paused by the hundred before a holiday",
    apply: (c, at) => {
      const s = c.role("subs");
      burst(c, at, c.r.int(60, 120), 420000, (t) => {
        c.emit(
          t,
          s,
          "INFO",
          `Subscription paused customer=cus_${c.r.hex(8)} until=2026-12-${c.r.int(27, 31)} reason=holiday_travel`,
        );
      });
      c.emit(
        at + 300000,
        s,
        "WARN",
        `churn monitor: pauses last hour ${c.r.int(300, 600)} vs 7d avg 41 (x${c.r.int(8, 14)}) - holiday pattern flag set`,
      );
    },
  },
  {
    name: "press warm-up temperature excursion",
    apply: (c, at) => {
      const s = c.role("telemetry");
      c.emit(at, s, "WARN", `press P${c.r.int(1, 4)} platen 182C above setpoint 165C during warm-up (overshoot)`);
      c.emit(at + 45000, s, "WARN", "press platen 171C above setpoint 165C");
      c.emit(at + 110000, s, "INFO", "press platen stable at 165C, overshoot cleared");
    },
  },
  {
    name: "stain and damage notes flood",
    apply: (c, at) => {
      const s = c.role("notes");
      burst(c, at, c.r.int(20, 35), 300000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `DAMAGE flagged garment=${c.r.int(100000, 999999)} kind=${c.r.pick(["tear", "color bleed", "shrinkage risk", "missing button", "pre-existing burn"])} - customer approval required before cleaning`,
        );
      });
    },
  },
  {
    name: "card declines in the per-pound billing run",
    apply: (c, at) => {
      const s = c.role("payments");
      burst(c, at, c.r.int(15, 30), 200000, (t) => {
        c.emit(
          t,
          s,
          "ERROR",
          `charge declined customer=cus_${c.r.hex(8)} code=${c.r.pick(["card_declined", "insufficient_funds", "expired_card"])} - moved to dunning (attempt 1/4)`,
        );
      });
      c.emit(
        at + 210000,
        s,
        "INFO",
        `billing run finished: ${c.r.int(800, 1200)} charged, ${c.r.int(15, 30)} declined, 0 errors`,
      );
    },
  },
  {
    name: "old driver app builds told to upgrade",
    apply: (c, at) => {
      const s = c.role("api");
      burst(c, at, c.r.int(30, 60), 400000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `426 Upgrade Required: driver app 2.${c.r.int(3, 6)}.${c.r.int(0, 9)} below minimum 2.8.0 (device ${c.r.hex(6)})`,
        );
      });
    },
  },
  {
    name: "route solver hits time limit",
    apply: (c, at) => {
      const s = c.role("routes");
      burst(c, at, 4, 300000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `solver time limit 30s reached with ${c.r.int(180, 240)} stops; returning best feasible solution (gap ${c.r.int(2, 6)}.${c.r.int(0, 9)}%)`,
        );
      });
    },
  },
  {
    name: "scale zero drift recalibration",
    apply: (c, at) => {
      const s = c.role("scan");
      c.emit(
        at,
        s,
        "ERROR",
        `scale SC-${c.r.int(1, 4)} zero drift 0.${c.r.int(3, 9)} lb exceeds tolerance 0.2 lb; weighing blocked on this scale`,
      );
      c.emit(at + 90000, s, "INFO", "scale auto-tare complete, drift 0.0 lb, weighing re-enabled");
    },
  },
  {
    name: "one long GC pause",
    apply: (c, at) => {
      const s = c.est.services.find((x) => x.rt === "java")?.name ?? c.role("api");
      c.emit(
        at,
        s,
        "WARN",
        `[gc] GC(${c.r.int(400, 900)}) Pause Full (G1 Compaction Pause) 2011M->612M(2048M) ${c.r.int(900, 1800)}.${c.r.int(100, 999)}ms`,
      );
      c.emit(
        at + 2000,
        s,
        "WARN",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1s812ms).",
      );
    },
  },
  {
    name: "planned rolling restart",
    apply: (c, at) => {
      const s = c.role("orders");
      c.emit(at - 2000, s, "WARN", "Received SIGTERM, in-flight requests will be completed (grace 30s)");
      c.emit(at + 1500, c.role("api"), "WARN", `upstream ${s} connection refused, retried on another endpoint (ok)`);
    },
  },
  {
    name: "certificate renewal and reload",
    apply: (c, at) => {
      const s = c.role("api");
      c.emit(at, s, "WARN", "TLS certificate for *.api expires in 29 days (2026-12-31T23:59:59Z), renewal scheduled");
      c.emit(at + 60000, s, "INFO", "certificate renewed by cert-manager, reloaded listener (serial 04:8e:...:2a)");
    },
  },
  {
    name: "consumer group rebalance",
    apply: (c, at) => {
      const s = c.role("orders");
      c.emit(
        at,
        s,
        "WARN",
        `[Consumer clientId=${s}-0, groupId=${s}] Revoking previously assigned partitions [order-events-0, order-events-1, order-events-2]`,
      );
      c.emit(
        at + 3000,
        s,
        "WARN",
        `[Consumer clientId=${s}-0, groupId=${s}] Request joining group due to: group is already rebalancing`,
      );
      c.emit(
        at + 6500,
        s,
        "INFO",
        `[Consumer clientId=${s}-0, groupId=${s}] Adding newly assigned partitions: order-events-0, order-events-1`,
      );
    },
  },
  {
    name: "cold cache after restart",
    apply: (c, at) => {
      const s = c.role("billing");
      c.emit(
        at,
        s,
        "WARN",
        `price-table cache miss ratio 0.${c.r.int(80, 97)} over last 60s (cold start), falling back to database`,
      );
      c.emit(at + 60000, s, "WARN", "price-table cache miss ratio 0.41 over last 60s");
      c.emit(at + 120000, s, "INFO", "price-table cache warm (miss ratio 0.02)");
    },
  },
  {
    name: "geocoder 429 with backoff",
    apply: (c, at) => {
      const s = c.role("routes");
      burst(c, at, c.r.int(10, 20), 120000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `geocoding API returned 429 Too Many Requests (quota window), backing off ${c.r.int(1, 8)}s`,
        );
        c.emit(t + 9000, s, "INFO", "geocoding batch resumed, 0 addresses dropped");
      });
    },
  },
  {
    name: "scanner bots probing the API",
    apply: (c, at) => {
      const s = c.role("api");
      const paths = [
        "/wp-login.php",
        "/.env",
        "/admin/config.php",
        "/.git/config",
        "/phpmyadmin/",
        "/actuator/env",
        "/cgi-bin/luci",
      ];
      burst(c, at, c.r.int(80, 150), 120000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `GET ${c.r.pick(paths)} 404 from 185.${c.r.int(10, 250)}.${c.r.int(1, 250)}.${c.r.int(1, 250)} ua="${c.r.pick(["zgrab/0.x", "Mozilla/5.0 (compatible; Nmap)", "python-requests/2.31"])}"`,
        );
      });
    },
  },
  {
    name: "login lockout of one account",
    apply: (c, at) => {
      const s = c.role("auth");
      const u = `u_${c.r.hex(8)}`;
      burst(c, at, c.r.int(15, 30), 90000, (t) => {
        c.emit(t, s, "WARN", `login failed for ${u}: invalid password (ip 203.0.113.${c.r.int(2, 250)})`);
      });
      c.emit(at + 95000, s, "ERROR", `account ${u} locked for 15m after 10 failed attempts`);
    },
  },
  {
    name: "conveyor double scans ignored",
    apply: (c, at) => {
      const s = c.role("scan");
      burst(c, at, c.r.int(30, 60), 180000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `duplicate scan ignored tag=${c.r.int(1000000, 9999999)} within 2s window (idempotency key hit)`,
        );
      });
    },
  },
  {
    name: "nightly invoice run skips zero-weight orders",
    apply: (c, at) => {
      const s = c.role("billing");
      burst(c, at, c.r.int(20, 40), 150000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `invoice skipped order=${c.r.int(100000, 999999)}: weight 0.0 lb (dry-clean only, priced per item)`,
        );
      });
    },
  },
  {
    name: "washer offline for maintenance",
    apply: (c, at) => {
      const s = c.role("telemetry");
      const m = `WX-${c.r.int(10, 19)}`;
      c.emit(at, s, "ERROR", `no heartbeat from ${m} for 300s (last seen rssi -81dBm)`);
      c.emit(at + 60000, s, "ERROR", `no heartbeat from ${m} for 360s`);
      c.emit(at + 95000, s, "INFO", `${m} set to MAINTENANCE by tech t${c.r.int(3, 9)} (door gasket replacement)`);
    },
  },
  {
    name: "conveyor e-stop and jam cleared",
    apply: (c, at) => {
      const s = c.role("scan");
      c.emit(at, s, "ERROR", `E-STOP pressed at station ${c.r.int(2, 8)}: rail halted (hanger jam)`);
      c.emit(at + 140000, s, "WARN", "E-STOP released, rail homing");
      c.emit(at + 155000, s, "INFO", "rail running, 0 slots lost");
    },
  },
  {
    name: "locker firmware rollout reboots",
    apply: (c, at) => {
      const s = c.role("locker");
      burst(c, at, c.r.int(5, 9), 400000, (t, i) => {
        c.emit(t, s, "ERROR", `bank ${i + 1} offline (mqtt keepalive timeout) - firmware 3.4.1 rollout in progress`);
        c.emit(t + c.r.int(60000, 110000), s, "INFO", `bank ${i + 1} online fw=3.4.1`);
      });
    },
  },
  {
    name: "address validation rejects",
    apply: (c, at) => {
      const s = c.role("api");
      burst(c, at, c.r.int(25, 45), 300000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `422 Unprocessable Entity POST pickups: address.postal_code "${c.r.int(1000, 99999)}" not in service area`,
        );
      });
    },
  },
  {
    name: "log volume warning then rotation",
    apply: (c, at) => {
      const s = c.role("orders");
      c.emit(at, s, "WARN", "disk usage on /var/log 84% (threshold 80%)");
      c.emit(at + 45000, s, "INFO", "logrotate: compressed 6 files, /var/log now 58%");
    },
  },
  {
    name: "one slow reporting query",
    apply: (c, at) => {
      const s = c.role("billing");
      c.emit(
        at,
        s,
        "WARN",
        `slow query (${c.r.int(4, 12)}.${c.r.int(100, 999)}s) on replica: SELECT customer_id, sum(weight_lb) FROM orders WHERE created_at > $1 GROUP BY 1 (monthly report)`,
      );
    },
  },
  {
    name: "deprecated endpoint from old iOS app",
    apply: (c, at) => {
      const s = c.role("api");
      burst(c, at, c.r.int(40, 80), 400000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `deprecated endpoint /v1/garments/photos used by iOS ${c.r.pick(["5.2.0", "5.2.1", "5.1.9"])}; removal planned`,
        );
      });
    },
  },
  {
    name: "feature flags served from cache",
    apply: (c, at) => {
      const s = c.role("orders");
      c.emit(at, s, "WARN", "feature flag refresh failed (status 502 from flags CDN), serving cached ruleset age=61s");
      c.emit(at + 30000, s, "INFO", "feature flags refreshed, 42 flags, ruleset etag 7f1c");
    },
  },
  {
    name: "handheld scanner clock in the future",
    apply: (c, at) => {
      const s = c.role("driver");
      burst(c, at, c.r.int(10, 20), 300000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `scan timestamp ${c.r.int(40, 400)}s in the future from device HH-${c.r.int(100, 199)}, clamped to server time`,
        );
      });
    },
  },
  {
    name: "van GPS lost in garage",
    apply: (c, at) => {
      const s = c.role("driver");
      burst(c, at, c.r.int(8, 14), 240000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `GPS fix lost for van ${c.r.pick(["V-04", "V-11", "V-17"])} (hdop 99.9, satellites 0) - underground parking`,
        );
      });
    },
  },
  {
    name: "duplicate payment webhooks",
    apply: (c, at) => {
      const s = c.role("payments");
      burst(c, at, c.r.int(15, 30), 200000, (t) => {
        c.emit(t, s, "WARN", `webhook evt_${c.r.hex(14)} already processed, ignoring duplicate delivery`);
      });
    },
  },
  {
    name: "export task soft time limit then retry",
    apply: (c, at) => {
      const s = c.role("routes");
      const [exc, text] = SLOW[c.rt(s)];
      c.emit(
        at,
        s,
        "ERROR",
        "manifest export for tomorrow's routes aborted after 20s, will retry",
        c.stack(s, exc, text, [
          ["reports.manifest", "renderPdf"],
          ["reports.export", "exportManifest"],
        ]),
      );
      c.emit(at + 40000, s, "INFO", "manifest export succeeded in 21.4s (retry 1)");
    },
  },
  {
    name: "optional recommendations breaker flaps",
    apply: (c, at) => {
      const s = c.role("api");
      c.emit(
        at,
        s,
        "WARN",
        "CircuitBreaker 'care-tips' changed state from CLOSED to OPEN (failure rate 62%) - optional widget hidden",
      );
      c.emit(at + 30000, s, "INFO", "CircuitBreaker 'care-tips' changed state from OPEN to HALF_OPEN");
      c.emit(at + 34000, s, "INFO", "CircuitBreaker 'care-tips' changed state from HALF_OPEN to CLOSED");
    },
  },
  {
    name: "RFID collisions at tunnel washer",
    apply: (c, at) => {
      const s = c.role("tags");
      burst(c, at, c.r.int(20, 40), 200000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `multiple tags in field (${c.r.int(2, 6)}) at tunnel entry, anti-collision round ${c.r.int(2, 4)} resolved`,
        );
      });
    },
  },
  {
    name: "goodwill refunds for late delivery",
    apply: (c, at) => {
      const s = c.role("payments");
      burst(c, at, c.r.int(15, 30), 300000, (t) => {
        c.emit(
          t,
          s,
          "WARN",
          `refund issued re_${c.r.hex(12)} reason=late_delivery amount=${c.r.int(500, 2000)} (support macro)`,
        );
      });
    },
  },
  {
    name: "handled exception in a harmless path",
    apply: (c, at) => {
      const s = c.role("notes");
      burst(c, at, c.r.int(3, 6), 300000, (t) => {
        c.emit(
          t,
          s,
          "ERROR",
          "thumbnail generation failed for uploaded stain photo, stored without preview",
          c.stack(s, ...IMG[c.rt(s)], [
            ["notes.thumbs", "make_thumbnail"],
            ["notes.upload", "store_photo"],
          ]),
        );
      });
    },
  },
  {
    name: "push tokens expired after app reinstall",
    apply: (c, at) => {
      const s = c.role("notify");
      burst(c, at, c.r.int(20, 40), 300000, (t) => {
        c.emit(
          t,
          s,
          "ERROR",
          `push rejected: ${c.r.pick(["Unregistered", "BadDeviceToken", "messaging/registration-token-not-registered"])} - token removed`,
        );
      });
    },
  },
];
