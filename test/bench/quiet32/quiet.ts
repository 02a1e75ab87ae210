// Harmless noise that looks alarming: each kind is one thing that pages an on-call engineer for nothing.
import { article, slug, till } from "./background.js";
import type { Ctx } from "./stream.js";

export interface Kind {
  name: string;
  domain: "retail" | "news" | "any";
  /** UTC hour the window should start at, when the noise belongs to a time of day */
  hour?: number;
  note: string;
  run: (c: Ctx, from: number, to: number) => void;
}

const between = (c: Ctx, from: number, to: number) => c.r.int(from, Math.max(from, to - 1));

export const KINDS: Kind[] = [
  {
    name: "tills-overnight",
    domain: "retail",
    hour: 5,
    note: "tills switched off overnight report offline, then come up at opening and replay their offline journals",
    run: (c, from, to) => {
      c.every(4000, from, from + (to - from) / 2, (t) =>
        c.add(
          t,
          c.s("store"),
          "warn",
          `till ${till(c)} offline: no heartbeat for ${c.r.int(300, 420)}m (last seen 21:${c.r.int(10, 59)})`,
        ),
      );
      c.every(3000, from + (to - from) / 2, to, (t) => {
        const tl = till(c);
        c.add(t, c.s("store"), "info", `till ${tl} back online (boot ${c.r.int(40, 90)}s)`);
        c.add(t + 900, c.s("pos"), "warn", `till ${tl}: replaying ${c.r.int(3, 240)} offline journal entries`);
        c.add(t + 4000, c.s("pos"), "info", `till ${tl}: journal replay complete, 0 rejected`);
      });
    },
  },
  {
    name: "card-declines",
    domain: "retail",
    note: "a steady run of card declines (do not honour, insufficient funds, expired card) from customers' issuers",
    run: (c, from, to) =>
      c.every(2500, from, to, (t) => {
        const [rc, why] = c.r.pick([
          ["05", "Do not honour"],
          ["51", "Insufficient funds"],
          ["54", "Expired card"],
          ["55", "Incorrect PIN"],
          ["65", "Exceeds withdrawal count limit (SCA required)"],
        ] as const);
        c.add(t, c.s("pay"), "warn", `PED ${till(c)}-A auth declined rc=${rc} (${why})`);
        c.add(
          t + c.r.int(100, 400),
          c.s("pos"),
          "error",
          `payment declined for txn ${c.r.int(10000, 99999)}: issuer response ${rc}, customer asked for another tender`,
        );
      }),
  },
  {
    name: "vouchers-refused",
    domain: "retail",
    note: "customers present expired or already-redeemed vouchers and the voucher service refuses them",
    run: (c, from, to) =>
      c.every(3500, from, to, (t) => {
        const code = c.r.pick(["XMAS10", "WELCOME5", "SPRING25", "BDAY-7731", "STAFF15"]);
        const why = c.r.pick([
          "expired 2026-10-31",
          "already redeemed",
          "minimum spend not met",
          "not valid in this store",
        ]);
        c.add(t, c.s("promo"), "error", `voucher ${code} rejected: ${why}`);
        c.add(
          t + 80,
          c.s("pos"),
          "warn",
          `till ${till(c)}: voucher ${code} refused (${why}) - 422 from ${c.s("promo")}`,
        );
      }),
  },
  {
    name: "price-batch-slow",
    domain: "retail",
    hour: 4,
    note: "the big overnight price file takes longer than its threshold and a few stores re-request a chunk after a checksum mismatch",
    run: (c, from, to) => {
      c.every(25000, from, to, (t, i) => {
        const st = c.r.pick(c.estate.stores);
        c.add(
          t,
          c.s("price"),
          "warn",
          `price batch ${9000 + i} to store ${st} took ${c.r.int(31, 95)}s (threshold 30s), ${c.r.int(20000, 60000)} items`,
        );
        if (c.r.chance(0.4)) {
          c.add(
            t + 500,
            c.s("store"),
            "error",
            `price file chunk ${c.r.int(1, 40)}/40 checksum mismatch (store ${st}), re-requesting`,
          );
          c.add(t + 6000, c.s("store"), "info", `price file chunk re-received and verified (store ${st})`);
        }
      });
    },
  },
  {
    name: "ped-firmware",
    domain: "retail",
    hour: 3,
    note: "PIN pads reboot one by one for a scheduled firmware rollout and reconnect",
    run: (c, from, to) =>
      c.every(9000, from, to, (t) => {
        const tl = till(c);
        c.add(
          t,
          c.s("pay"),
          "warn",
          `PED ${tl}-A disconnected: device rebooting (TMS firmware 4.${c.r.int(2, 4)}.1 install)`,
        );
        c.add(t + 1000, c.s("pos"), "error", `till ${tl}: payment device not available`);
        c.add(t + c.r.int(60000, 110000), c.s("pay"), "info", `PED ${tl}-A connected, firmware 4.4.1, keys loaded`);
      }),
  },
  {
    name: "sco-bagging",
    domain: "retail",
    note: "self-checkout lanes raise weight mismatches and attendant interventions during the lunch rush",
    run: (c, from, to) =>
      c.every(1800, from, to, (t) => {
        const lane = c.r.int(1, 8);
        c.add(
          t,
          c.s("sco"),
          "warn",
          `lane ${lane}: unexpected item in bagging area (expected ${c.r.int(0, 900)}g, measured ${c.r.int(0, 1500)}g)`,
        );
        if (c.r.chance(0.5))
          c.add(
            t + c.r.int(5000, 20000),
            c.s("sco"),
            "info",
            `lane ${lane}: attendant override by staff ${c.r.int(100, 999)}`,
          );
      }),
  },
  {
    name: "cnc-substitutions",
    domain: "retail",
    note: "click-and-collect picks hit out-of-stock lines and propose substitutions",
    run: (c, from, to) =>
      c.every(3000, from, to, (t) => {
        c.add(
          t,
          c.s("cnc"),
          "error",
          `order CC-${c.r.int(100000, 999999)}: line sku ${c.r.int(500000, 599999)} not available at pick, substitution proposed`,
        );
      }),
  },
  {
    name: "loyalty-dupes",
    domain: "retail",
    note: "loyalty enrolments from the app retry and hit duplicate-key conflicts that are answered 409",
    run: (c, from, to) =>
      c.every(4000, from, to, (t) => {
        c.add(
          t,
          c.s("loyalty"),
          "error",
          `enrol failed: duplicate key value violates unique constraint "members_email_key" (email hash ${c.r.hex(8)}) -> 409`,
        );
        c.add(t + 60, c.s("edge"), "warn", `POST /api/v1/loyalty/enrol 409 ${c.r.int(20, 60)}ms`);
      }),
  },
  {
    name: "store-backup",
    domain: "retail",
    hour: 2,
    note: "the nightly store-server backup drives up I/O wait and slow-request warnings",
    run: (c, from, to) => {
      c.add(from, c.s("store"), "info", "nightly backup started: pg_basebackup to nas-01 (est. 14 min)");
      c.every(20000, from, to, (t) =>
        c.add(
          t,
          c.s("store"),
          "warn",
          `slow request: GET /tills/status took ${c.r.int(1200, 4800)}ms (iowait ${c.r.int(25, 60)}%)`,
        ),
      );
    },
  },
  {
    name: "printer-paper",
    domain: "retail",
    note: "receipt printers report paper low, cover open and paper jams",
    run: (c, from, to) =>
      c.every(5000, from, to, (t) =>
        c.add(
          t,
          c.s("pos"),
          c.r.chance(0.3) ? "error" : "warn",
          `till ${till(c)} printer: ${c.r.pick(["paper near end", "cover open", "paper jam", "cutter error, recovered"])}`,
        ),
      ),
  },
  {
    name: "waf-bots",
    domain: "any",
    note: "a scanner hits the edge and the WAF blocks it with 403s",
    run: (c, from, to) =>
      c.every(700, from, to, (t) =>
        c.add(
          t,
          c.s("edge"),
          "warn",
          `blocked ${c.r.pick(["GET /.env", "GET /wp-login.php", "POST /xmlrpc.php", "GET /api/v1/products?q=1'%20OR%201=1"])} 403 rule ${c.r.pick([942100, 930120, 913100])} client=45.${c.r.int(1, 254)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`,
        ),
      ),
  },
  {
    name: "eod-variance",
    domain: "retail",
    hour: 22,
    note: "end-of-day till reconciliation reports small cash variances",
    run: (c, from, to) =>
      c.every(6000, from, to, (t) =>
        c.add(
          t,
          c.s("pos"),
          "error",
          `EOD till ${till(c)} cash variance ${c.r.chance(0.5) ? "-" : "+"}${c.r.int(0, 9)}.${c.r.int(10, 99)} ${c.estate.currency} (declared vs expected), flagged for manager`,
        ),
      ),
  },
  {
    name: "ped-key-rotation",
    domain: "retail",
    note: "PIN pads fail a MAC check during the scheduled key rotation and succeed on retry",
    run: (c, from, to) =>
      c.every(7000, from, to, (t) => {
        const tl = till(c);
        c.add(
          t,
          c.s("pay"),
          "error",
          `PED ${tl}-A MAC verification failed (KSN ${c.r.hex(10).toUpperCase()}), re-running key exchange`,
        );
        c.add(t + c.r.int(1500, 4000), c.s("pay"), "info", `PED ${tl}-A key exchange complete, session keys renewed`);
      }),
  },
  {
    name: "promo-cache-cold",
    domain: "retail",
    hour: 0,
    note: "the promotion cache is flushed at midnight and evaluations run slow until it warms",
    run: (c, from, to) => {
      c.add(from, c.s("promo"), "warn", "promotion cache flushed (scheduled 00:00 rollover), rebuilding");
      c.every(2500, from, from + (to - from) * 0.6, (t) =>
        c.add(
          t,
          c.s("promo"),
          "warn",
          `slow evaluation: basket b-${c.r.hex(8)} took ${c.r.int(600, 2400)}ms (cache miss)`,
        ),
      );
    },
  },
  {
    name: "feed-late",
    domain: "retail",
    note: "a supplier's file arrives late; the poll warns and retries until it lands",
    run: (c, from, to) => {
      const svc = c.estate.roles.inv ?? c.s("price");
      c.every(30000, from, to - 60000, (t, i) =>
        c.add(
          t,
          svc,
          "warn",
          `supplier feed ${c.r.pick(["NESTLE", "UNILEVER", "ARLA"])} file not yet arrived, retry ${i + 1}/20 in 30s`,
        ),
      );
      c.add(to - 50000, svc, "info", "supplier feed file arrived (412 KB), 9,114 rows applied");
    },
  },
  {
    name: "cert-expiry",
    domain: "any",
    note: "services warn about a certificate that expires in a couple of weeks",
    run: (c, from, to) =>
      c.every(45000, from, to, (t) => {
        const svc = c.r.pick(Object.values(c.estate.roles));
        c.add(
          t,
          svc,
          "warn",
          `TLS certificate CN=${svc}.internal expires in ${c.r.int(9, 14)} days (2026-12-1${c.r.int(0, 9)}T00:00:00Z)`,
        );
      }),
  },
  {
    name: "wan-failover",
    domain: "retail",
    note: "one store's WAN fails over to the 4G backup; payments slow but keep approving",
    run: (c, from, to) => {
      const st = c.r.pick(c.estate.stores);
      c.add(from, c.s("store"), "error", `store ${st}: primary WAN link down, failed over to 4G backup`);
      c.every(3000, from, to - 60000, (t) =>
        c.add(
          t,
          c.s("pay"),
          "warn",
          `PED ${st}-${String(c.r.int(1, 14)).padStart(2, "0")}-A auth approved rc=00 slow: ${c.r.int(2400, 5200)}ms (store ${st} on backup link)`,
        ),
      );
      c.add(to - 60000, c.s("store"), "info", `store ${st}: primary WAN restored, 4G backup idle`);
    },
  },
  {
    name: "breaking-spike",
    domain: "news",
    note: "a breaking story multiplies traffic; latency rises, the autoscaler adds pods, everything is still served",
    run: (c, from, to) => {
      c.add(from, c.s("cms"), "info", `article ${article(c)} published with flag BREAKING`);
      c.every(400, from, to, (t) =>
        c.add(
          t,
          c.s("edge"),
          "info",
          `GET /news/2026/${slug(c)}-${article(c)} 200 ${c.r.int(40, 900)}ms cache=${c.r.chance(0.9) ? "HIT" : "MISS"}`,
        ),
      );
      c.every(15000, from, to, (t) =>
        c.add(
          t,
          c.s("edge"),
          "warn",
          `event loop lag ${c.r.int(120, 480)}ms, p99 ${c.r.int(1800, 3900)}ms over last 15s`,
        ),
      );
      c.every(60000, from, to, (t, i) =>
        c.add(t, c.s("edge"), "info", `HorizontalPodAutoscaler scaled ${c.s("edge")} to ${8 + i * 4} replicas`),
      );
    },
  },
  {
    name: "draft-conflicts",
    domain: "news",
    note: "editors edit the same story at once and the CMS rejects stale revisions",
    run: (c, from, to) =>
      c.every(3000, from, to, (t) => {
        const a = article(c);
        c.add(
          t,
          c.s("cms"),
          "error",
          `409 Conflict saving article ${a}: revision ${c.r.int(5, 30)} is stale (current ${c.r.int(31, 40)}, last edited by ${c.r.pick(["jmorris", "akhan", "lpetit"])})`,
        );
      }),
  },
  {
    name: "wire-malformed",
    domain: "news",
    note: "the wire feed sends duplicates and a few malformed items that are skipped",
    run: (c, from, to) =>
      c.every(4000, from, to, (t) =>
        c.add(
          t,
          c.s("wire"),
          c.r.chance(0.5) ? "error" : "warn",
          c.r.chance(0.5)
            ? `NITF parse error in item urn:newsml:${c.r.hex(10)}: unexpected end of element <body.content>, skipped`
            : `duplicate item urn:newsml:${c.r.hex(10)} version ${c.r.int(1, 5)} ignored`,
        ),
      ),
  },
  {
    name: "image-rejects",
    domain: "news",
    note: "photographers upload HEIC and oversize files that the image pipeline rejects or downscales",
    run: (c, from, to) =>
      c.every(3500, from, to, (t) =>
        c.add(
          t,
          c.s("image"),
          "error",
          c.r.chance(0.5)
            ? `unsupported image format image/heic for upload up-${c.r.hex(8)}, asked client to convert`
            : `image ${c.r.int(9000, 14000)}x${c.r.int(6000, 9000)} exceeds max 80 megapixels, downscaled before rendition`,
        ),
      ),
  },
  {
    name: "meter-cookies",
    domain: "news",
    note: "readers with tampered or stale meter cookies get their meter reset",
    run: (c, from, to) =>
      c.every(1200, from, to, (t) =>
        c.add(t, c.s("paywall"), "warn", `meter cookie signature invalid for reader r-${c.r.hex(10)}, meter reset`),
      ),
  },
  {
    name: "push-tokens",
    domain: "news",
    note: "APNs and FCM reject stale device tokens and they are pruned",
    run: (c, from, to) =>
      c.every(5000, from, to, (t) =>
        c.add(
          t,
          c.s("push"),
          "error",
          c.r.chance(0.5)
            ? `APNs rejected ${c.r.int(5, 400)} device tokens (410 Unregistered) - pruned`
            : `FCM send: ${c.r.int(5, 300)} messages failed with UNREGISTERED, tokens removed`,
        ),
      ),
  },
  {
    name: "liveblog-sockets",
    domain: "news",
    note: "live blog websocket clients drop with 1006 on mobile networks and reconnect",
    run: (c, from, to) =>
      c.every(900, from, to, (t) =>
        c.add(
          t,
          c.s("live"),
          "warn",
          `websocket client ${c.r.hex(8)} closed abnormally (1006), ${c.r.int(1000, 30000)} connected`,
        ),
      ),
  },
  {
    name: "reindex",
    domain: "news",
    hour: 1,
    note: "a scheduled search reindex runs and queries are slow until the alias swap",
    run: (c, from, to) => {
      c.add(from, c.s("search"), "info", "full reindex started into articles_v19 (alias swap on completion)");
      c.every(10000, from, to - 60000, (t) =>
        c.add(
          t,
          c.s("search"),
          "warn",
          `slow query took ${c.r.int(1100, 4200)}ms while reindex in progress (${c.r.int(10, 95)}%)`,
        ),
      );
      c.add(to - 55000, c.s("search"), "info", "reindex complete, alias articles -> articles_v19");
    },
  },
  {
    name: "purge-429",
    domain: "news",
    note: "CDN purge calls are rate limited by the CDN API and succeed after backoff",
    run: (c, from, to) =>
      c.every(6000, from, to, (t) => {
        c.add(
          t,
          c.s("cms"),
          "warn",
          `CDN purge for /news/2026/${slug(c)} returned 429 Too Many Requests, backing off 2s`,
        );
        c.add(t + 2200, c.s("cms"), "info", "CDN purge accepted on retry (id pg-" + c.r.hex(6) + ")");
      }),
  },
  {
    name: "comment-spam",
    domain: "news",
    note: "a spam wave gets comments held for moderation",
    run: (c, from, to) =>
      c.every(2000, from, to, (t) =>
        c.add(t, c.s("comments"), "warn", `held ${c.r.int(1, 40)} items for moderation (spam score > 0.9)`),
      ),
  },
  {
    name: "embargo",
    domain: "news",
    note: "an embargo lifts and a burst of scheduled wire stories publish at once",
    run: (c, from, to) => {
      const at = between(c, from, to);
      c.add(at, c.s("cms"), "warn", `embargo lifted: publishing ${c.r.int(10, 40)} scheduled stories in one batch`);
      c.every(300, at, at + 30000, (t) =>
        c.add(t, c.s("search"), "warn", `indexing queue depth ${c.r.int(200, 900)} (burst)`),
      );
    },
  },
  {
    name: "bot-404",
    domain: "news",
    note: "a crawler requests old URLs and gets hundreds of 404s",
    run: (c, from, to) =>
      c.every(500, from, to, (t) =>
        c.add(
          t,
          c.s("edge"),
          "warn",
          `GET /archive/${c.r.int(1998, 2009)}/${c.r.hex(6)}.html 404 ${c.r.int(2, 9)}ms ua="Mozilla/5.0 (compatible; SemrushBot/7~bl)"`,
        ),
      ),
  },
  {
    name: "renewal-declines",
    domain: "news",
    hour: 6,
    note: "the morning subscription renewal run sees card declines from the processor",
    run: (c, from, to) =>
      c.every(2500, from, to, (t) =>
        c.add(
          t,
          c.s("paywall"),
          "error",
          `renewal sub_${c.r.hex(12)} failed: card_declined (${c.r.pick(["insufficient_funds", "expired_card", "do_not_honor"])}), dunning email scheduled`,
        ),
      ),
  },
  {
    name: "quiet-wire",
    domain: "news",
    hour: 3,
    note: "the wire feed has nothing to send overnight and the poller warns about the gap",
    run: (c, from, to) =>
      c.every(60000, from, to, (t) =>
        c.add(t, c.s("wire"), "warn", `no items received from Reuters feed for ${c.r.int(10, 40)} minutes`),
      ),
  },
  {
    name: "gc-pauses",
    domain: "any",
    note: "a JVM service logs long but harmless GC pauses",
    run: (c, from, to) => {
      const svc = Object.entries(c.estate.runtime).find(([, rt]) => rt === "java")?.[0] ?? c.s("edge");
      c.every(20000, from, to, (t) =>
        c.add(
          t,
          svc,
          "warn",
          `GC pause (G1 Evacuation Pause) ${c.r.int(400, 950)}ms, heap ${c.r.int(2, 3)}.${c.r.int(1, 9)}G->${c.r.int(1, 2)}.${c.r.int(0, 9)}G(4G)`,
        ),
      );
    },
  },
  {
    name: "debug-burst",
    domain: "any",
    note: "someone turns on DEBUG for one service and it floods the stream",
    run: (c, from, to) => {
      const svc = c.r.pick(Object.values(c.estate.roles));
      const at = between(c, from, to - 120000);
      c.add(at, svc, "info", "log level changed to DEBUG via /admin/loglevel by ops");
      c.every(150, at, at + 120000, (t) =>
        c.add(t, svc, "debug", `cache lookup key=${c.r.hex(16)} hit=${c.r.chance(0.7)} ttl=${c.r.int(1, 300)}s`),
      );
      c.add(at + 120000, svc, "info", "log level changed to INFO via /admin/loglevel by ops");
    },
  },
  {
    name: "pod-evictions",
    domain: "any",
    note: "nodes are drained for maintenance and pods restart gracefully one after another",
    run: (c, from, to) =>
      c.every(50000, from, to, (t) => {
        const svc = c.r.pick(Object.values(c.estate.roles));
        c.add(t, svc, "warn", "SIGTERM received, draining in-flight requests (grace 30s)");
        c.add(t + 3000, svc, "info", "shutdown complete, 0 requests dropped");
        c.add(t + 15000, svc, "info", "ready: accepting traffic");
      }),
  },
  {
    name: "redis-failover",
    domain: "any",
    note: "a managed Redis fails over; clients log reconnects and carry on",
    run: (c, from, to) => {
      const at = between(c, from, to - 30000);
      for (const svc of Object.values(c.estate.roles).slice(0, 4)) {
        c.add(
          at + c.r.int(0, 500),
          svc,
          "error",
          "redis: connection closed by server (READONLY You can't write against a read only replica), reconnecting",
        );
        c.add(at + c.r.int(4000, 9000), svc, "info", "redis: reconnected to primary 10.20.3.14:6379");
      }
    },
  },
];
