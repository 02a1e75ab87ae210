// Harmless noise that looks alarming: what pages an on-call engineer of a classifieds site or auction house for nothing.
import type { Domain } from "./estates.js";
import { deprecation, stackOf } from "./runtimes.js";
import type { Stream } from "./stream.js";

export interface Noise {
  id: string;
  domain: Domain | "any";
  roles: string[];
  run: (s: Stream, from: number, to: number) => void;
}

/** Calls fn at random times with a mean gap of `gap` ms between from and to. */
export function scatter(s: Stream, from: number, to: number, gap: number, fn: (t: number) => void): void {
  for (let t = from + s.rng.int(0, gap); t < to; t += Math.max(50, -Math.log(1 - s.rng.next()) * gap)) fn(t);
}

const u = (s: Stream) => `u${s.rng.int(10000, 99999)}`;
const lot = (s: Stream) => s.rng.int(300_000, 399_999);
const listing = (s: Stream) => s.rng.int(40_000_000, 50_999_999);
const burst = (s: Stream, from: number, to: number, len: number) => {
  const a = from + s.rng.int(0, Math.max(0, to - from - len));
  return [a, Math.min(to, a + len)] as const;
};

export const NOISES: Noise[] = [
  // ---- classifieds
  {
    id: "listing-policy-rejections",
    domain: "classifieds",
    roles: ["listings", "gateway"],
    run: (s, a, b) =>
      scatter(s, a, b, 9000, (t) => {
        const tr = s.trace();
        const why = s.rng.pick([
          "prohibited_item:weapons_replica",
          "prohibited_item:prescription_drugs",
          "price_out_of_range",
          "counterfeit_brand_terms",
          "duplicate_of_active_listing",
        ]);
        s.emit(t, "listings", "error", `listing ${listing(s)} rejected by policy engine: ${why}`, { trace: tr });
        s.emit(t + 30, "gateway", "warn", `POST /api/listings 422 listing_rejected (${why.split(":")[0]})`, {
          trace: tr,
        });
      }),
  },
  {
    id: "photo-odd-formats",
    domain: "classifieds",
    roles: ["photos"],
    run: (s, a, b) =>
      scatter(s, a, b, 15000, (t) => {
        const svc = s.svc("photos");
        if (!svc) return;
        const f = `${listing(s)}/${s.rng.int(1, 9)}.${s.rng.pick(["heic", "jpg", "webp"])}`;
        const st =
          svc.runtime === "python"
            ? stackOf(
                "python",
                "PIL.UnidentifiedImageError",
                `cannot identify image file <_io.BytesIO object at 0x7f${s.rng.hex(10)}>`,
                [
                  '  File "/app/moderation/pipeline.py", line 88, in load_image',
                  "    img = Image.open(io.BytesIO(blob))",
                  '  File "/usr/local/lib/python3.11/site-packages/PIL/Image.py", line 3339, in open',
                  "    raise UnidentifiedImageError(msg)",
                ],
              )
            : stackOf("node", "Error", "Input buffer contains unsupported image format", [
                "Sharp.toBuffer (/app/node_modules/sharp/lib/output.js:163:17)",
                "processUpload (/app/src/pipeline/resize.js:52:8)",
              ]);
        s.emit(t, "photos", "error", `could not decode ${f}, asking client to re-upload as JPEG`, {
          stack: st.lines,
          kind: st.kind,
        });
      }),
  },
  {
    id: "scam-messages-held",
    domain: "classifieds",
    roles: ["scam", "messaging"],
    run: (s, a, b) =>
      scatter(s, a, b, 7000, (t) => {
        const m = `m_${s.rng.hex(10)}`;
        const rule = s.rng.pick([
          "external_payment_link",
          "courier_pickup_overseas",
          "whatsapp_number_first_message",
          "advance_fee_phrase",
        ]);
        s.emit(t, "scam", "warn", `message ${m} held for review: ${rule} (score 0.9${s.rng.int(1, 9)})`);
        s.emit(
          t + 20,
          "messaging",
          "warn",
          `conversation ${s.rng.int(1e6, 9e6)}: message ${m} not delivered, status=HELD_BY_TRUST`,
        );
      }),
  },
  {
    id: "alert-email-bounces",
    domain: "classifieds",
    roles: ["alerts"],
    run: (s, a, b) => {
      const [x, y] = burst(s, a, b, 90_000);
      scatter(s, x, y, 900, (t) =>
        s.emit(
          t,
          "alerts",
          "error",
          `SMTP 550 5.1.1 <${s.rng.hex(6)}@${s.rng.pick(["gmx.de", "yahoo.com", "hotmail.co.uk", "web.de"])}>: Recipient address rejected: User unknown; alert subscription suppressed`,
        ),
      );
    },
  },
  {
    id: "expired-promo-codes",
    domain: "classifieds",
    roles: ["promotions"],
    run: (s, a, b) =>
      scatter(s, a, b, 12000, (t) =>
        s.emit(
          t,
          "promotions",
          "warn",
          `voucher ${s.rng.pick(["SPRING25", "BUMPFREE", "WELCOME10", "XMAS-TOPAD"])} refused for listing ${listing(s)}: expired`,
        ),
      ),
  },
  {
    id: "signup-burst-throttled",
    domain: "classifieds",
    roles: ["gateway", "scam"],
    run: (s, a, b) => {
      const [x, y] = burst(s, a, b, 120_000);
      const ip = `185.${s.rng.int(100, 250)}.${s.rng.int(0, 255)}.${s.rng.int(1, 254)}`;
      scatter(s, x, y, 400, (t) =>
        s.emit(t, "gateway", "warn", `POST /api/accounts 429 rate limit exceeded for ${ip} (signup bucket)`),
      );
      s.emit(
        x + 5000,
        "scam",
        "warn",
        `ip ${ip} added to signup blocklist for 24h: 41 accounts in 60s, disposable mail domains`,
      );
    },
  },
  {
    id: "geo-unknown-postcodes",
    domain: "classifieds",
    roles: ["geo"],
    run: (s, a, b) =>
      scatter(s, a, b, 5000, (t) =>
        s.emit(
          t,
          "geo",
          "error",
          `geocode failed: no match for "${s.rng.pick(["SW1A", "0000", "Nähe Bahnhof", "ask seller", "10115 Berlin Mitte Mitte"])}" (provider=nominatim status=ZERO_RESULTS)`,
        ),
      ),
  },
  {
    id: "moderation-backlog-spike",
    domain: "classifieds",
    roles: ["photos"],
    run: (s, a, b) => {
      const [x, y] = burst(s, a, b, 240_000);
      let depth = 800;
      for (let t = x; t < y; t += 15_000) {
        depth = t < (x + y) / 2 ? depth + s.rng.int(300, 900) : Math.max(120, depth - s.rng.int(600, 1200));
        s.emit(
          t,
          "photos",
          depth > 3000 ? "warn" : "info",
          `review queue depth ${depth} (threshold 3000), oldest item ${Math.round(depth / 40)}s, autoscaler target=${Math.ceil(depth / 500)} workers`,
        );
      }
    },
  },
  {
    id: "dead-listing-links",
    domain: "classifieds",
    roles: ["gateway", "listings"],
    run: (s, a, b) =>
      scatter(s, a, b, 4000, (t) => {
        const id = s.rng.int(30_000_000, 39_999_999);
        s.emit(t, "listings", "warn", `listing ${id} not found (deleted or expired)`);
        s.emit(t + 10, "gateway", "info", `GET /api/listings/${id} 404 listing_gone`);
      }),
  },
  {
    id: "search-index-mapping-skips",
    domain: "classifieds",
    roles: ["search"],
    run: (s, a, b) =>
      scatter(s, a, b, 6000, (t) =>
        s.emit(
          t,
          "search",
          "error",
          `failed to index listing ${listing(s)}: mapper_parsing_exception: failed to parse field [attributes.mileage] of type [long] in document, value "approx 120k"`,
        ),
      ),
  },
  {
    id: "boost-card-declines",
    domain: "classifieds",
    roles: ["promotions"],
    run: (s, a, b) =>
      scatter(s, a, b, 20000, (t) =>
        s.emit(
          t,
          "promotions",
          "error",
          `payment for boost ${s.rng.hex(8)} declined: card_declined (${s.rng.pick(["insufficient_funds", "do_not_honor", "expired_card", "authentication_required"])})`,
        ),
      ),
  },
  // ---- auction
  {
    id: "bids-below-current",
    domain: "auction",
    roles: ["bids", "gateway"],
    run: (s, a, b) =>
      scatter(s, a, b, 3500, (t) => {
        const cur = s.rng.int(20, 800);
        const tr = s.trace();
        s.emit(
          t,
          "bids",
          "warn",
          `bid refused lot=${lot(s)} amount=${(cur - s.rng.int(1, 5)).toFixed(2)} reason=BELOW_CURRENT_PRICE current=${cur.toFixed(2)} increment=${cur < 100 ? "1.00" : "5.00"}`,
          { trace: tr },
        );
        s.emit(t + 25, "gateway", "info", `POST /lots/${s.rng.int(300000, 399999)}/bids 409 bid_too_low`, {
          trace: tr,
        });
      }),
  },
  {
    id: "proxy-ties-lost",
    domain: "auction",
    roles: ["proxy"],
    run: (s, a, b) =>
      scatter(s, a, b, 11000, (t) =>
        s.emit(
          t,
          "proxy",
          "warn",
          `proxy ceiling for ${u(s)} exhausted on lot ${lot(s)}: tie at ${s.rng.int(20, 500)}.00 goes to earlier bid, bidder notified`,
        ),
      ),
  },
  {
    id: "unpaid-lots-relisted",
    domain: "auction",
    roles: ["settlement", "catalog"],
    run: (s, a, b) => {
      const [x, y] = burst(s, a, b, 60_000);
      scatter(s, x, y, 2500, (t) => {
        const l = lot(s);
        s.emit(
          t,
          "settlement",
          "error",
          `settlement for lot ${l} expired unpaid after 72h: buyer ${u(s)} strike 2/3, second-chance offer skipped`,
        );
        s.emit(t + 300, "catalog", "info", `lot ${l} relisted as ${lot(s)} (unpaid item), fees credited to seller`);
      });
    },
  },
  {
    id: "soft-close-extensions",
    domain: "auction",
    roles: ["clock"],
    run: (s, a, b) =>
      scatter(s, a, b, 8000, (t) =>
        s.emit(
          t,
          "clock",
          "warn",
          `lot ${lot(s)} end time extended +120s (bid in final 2 minutes, extension ${s.rng.int(1, 14)})`,
        ),
      ),
  },
  {
    id: "reserve-not-met",
    domain: "auction",
    roles: ["clock", "notify"],
    run: (s, a, b) =>
      scatter(s, a, b, 14000, (t) => {
        const l = lot(s);
        s.emit(t, "clock", "warn", `lot ${l} closed UNSOLD: reserve not met (high bid ${s.rng.int(50, 900)}.00)`);
        s.emit(t + 400, "notify", "info", `reserve-not-met email queued for seller of lot ${l}`);
      }),
  },
  {
    id: "escrow-avs-declines",
    domain: "auction",
    roles: ["escrow"],
    run: (s, a, b) =>
      scatter(s, a, b, 16000, (t) => {
        const svc = s.svc("escrow");
        const msg = `authorization declined lot=${lot(s)} code=${s.rng.pick(["05 do_not_honor", "N7 cvv_mismatch", "AVS_N address_mismatch", "51 insufficient_funds"])}`;
        if (svc?.runtime === "java") {
          const st = stackOf("java", "com.gavel.escrow.psp.CardDeclinedException", msg, [
            "com.gavel.escrow.psp.AdyenClient.authorise(AdyenClient.java:211)",
            "com.gavel.escrow.HoldService.place(HoldService.java:87)",
            "com.gavel.escrow.api.HoldController.create(HoldController.java:44)",
          ]);
          s.emit(t, "escrow", "error", "hold not placed, buyer asked to update payment method", {
            stack: st.lines,
            kind: st.kind,
          });
        } else s.emit(t, "escrow", "error", `hold not placed: ${msg}; buyer asked to update payment method`);
      }),
  },
  {
    id: "carrier-address-rejects",
    domain: "auction",
    roles: ["shipping"],
    run: (s, a, b) =>
      scatter(s, a, b, 10000, (t) =>
        s.emit(
          t,
          "shipping",
          "error",
          `label purchase failed for lot ${lot(s)}: carrier returned 422 ADDRESS.VERIFICATION.FAILURE "Address not found" - seller asked to confirm buyer address`,
        ),
      ),
  },
  {
    id: "payouts-kyc-held",
    domain: "auction",
    roles: ["payouts"],
    run: (s, a, b) =>
      scatter(s, a, b, 13000, (t) =>
        s.emit(
          t,
          "payouts",
          "warn",
          `payout for seller s${s.rng.int(1000, 9999)} deferred: KYC status=pending_verification (missing ${s.rng.pick(["proof_of_address", "tax_id", "bank_statement"])})`,
        ),
      ),
  },
  {
    id: "bid-retractions",
    domain: "auction",
    roles: ["bids"],
    run: (s, a, b) =>
      scatter(s, a, b, 25000, (t) =>
        s.emit(
          t,
          "bids",
          "warn",
          `bid retracted lot=${lot(s)} bidder=${u(s)} reason=ENTERED_WRONG_AMOUNT; price rolled back to previous high bid`,
        ),
      ),
  },
  {
    id: "settlement-version-conflicts",
    domain: "auction",
    roles: ["settlement"],
    run: (s, a, b) =>
      scatter(s, a, b, 9000, (t) => {
        const id = `st_${s.rng.hex(8)}`;
        s.emit(t, "settlement", "warn", `optimistic lock conflict on ${id} (version 3 != 4), retrying 1/3`);
        s.emit(t + s.rng.int(40, 200), "settlement", "info", `${id} updated after retry`);
      }),
  },
  {
    id: "shill-bid-screening",
    domain: "auction",
    roles: ["bids"],
    run: (s, a, b) =>
      scatter(s, a, b, 18000, (t) =>
        s.emit(
          t,
          "bids",
          "error",
          `bidder ${u(s)} suspended pending review: shill pattern (same device as seller s${s.rng.int(1000, 9999)}), 6 bids voided on lot ${lot(s)}`,
        ),
      ),
  },
  // ---- any estate
  {
    id: "rollout-readiness-failures",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
      const t0 = a + s.rng.int(0, Math.max(1, b - a - 90_000));
      s.emit(t0, svc.role, "info", `shutting down: received SIGTERM, draining ${s.rng.int(2, 40)} in-flight requests`);
      s.emit(t0 + 4000, svc.role, "info", `starting ${svc.name} build ${s.rng.hex(7)}`);
      for (let i = 0; i < 4; i++)
        s.emit(t0 + 6000 + i * 5000, svc.role, "warn", `readiness check failing: warming caches (${25 * i}% loaded)`);
      s.emit(t0 + 27_000, svc.role, "info", "ready: all caches warm, accepting traffic");
    },
  },
  {
    id: "gc-pauses",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.services.find((x) => x.runtime === "java" || x.runtime === "dotnet");
      if (!svc) return;
      scatter(s, a, b, 40000, (t) =>
        s.emit(
          t,
          svc.role,
          "warn",
          svc.runtime === "java"
            ? `[gc] GC(${s.rng.int(900, 9000)}) Pause Young (G1 Evacuation Pause) (G1 Humongous Allocation) 1${s.rng.int(100, 900)}M->${s.rng.int(300, 700)}M(4096M) ${s.rng.int(210, 480)}.${s.rng.int(100, 999)}ms`
            : `GC gen2 collection took ${s.rng.int(200, 480)}ms (heap 1.${s.rng.int(1, 9)}GB, LOH fragmentation 23%)`,
        ),
      );
    },
  },
  {
    id: "consumer-rebalance",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
      const t = a + s.rng.int(0, Math.max(1, b - a - 30_000));
      s.emit(
        t,
        svc.role,
        "warn",
        `[Consumer clientId=${svc.name}-${s.rng.int(0, 3)}, groupId=${svc.name}] Request joining group due to: group is already rebalancing`,
      );
      s.emit(
        t + 2500,
        svc.role,
        "warn",
        `[Consumer clientId=${svc.name}-0, groupId=${svc.name}] Revoke previously assigned partitions events-3, events-7`,
      );
      s.emit(
        t + 9000,
        svc.role,
        "info",
        `[Consumer clientId=${svc.name}-0, groupId=${svc.name}] Adding newly assigned partitions: events-3, events-7, events-11`,
      );
    },
  },
  {
    id: "cert-expiry-warnings",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services);
      scatter(s, a, b, 120_000, (t) =>
        s.emit(
          t,
          svc.role,
          "warn",
          `TLS certificate for partner-api client auth expires in ${s.rng.int(12, 20)} days (CN=${svc.name}.${s.estate.namespace}.internal); renewal job scheduled`,
        ),
      );
    },
  },
  {
    id: "cron-overlap-skipped",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
      const job = s.rng.pick(["sitemap-rebuild", "stale-draft-cleanup", "daily-report-export", "image-orphan-gc"]);
      scatter(s, a, b, 60_000, (t) =>
        s.emit(
          t,
          svc.role,
          "error",
          `job ${job} not started: previous run still holds lock (started ${s.rng.int(3, 50)}m ago)`,
        ),
      );
    },
  },
  {
    id: "scraper-throttled",
    domain: "any",
    roles: ["gateway"],
    run: (s, a, b) => {
      const [x, y] = burst(s, a, b, 180_000);
      const ua = s.rng.pick([
        "python-requests/2.31.0",
        "Go-http-client/1.1",
        "Mozilla/5.0 (compatible; PetalBot)",
        "HeadlessChrome/119",
      ]);
      scatter(s, x, y, 250, (t) =>
        s.emit(
          t,
          "gateway",
          "warn",
          `429 Too Many Requests for ${s.rng.pick(["/api/search", "/lots", "/api/listings"])} (ua="${ua}", bucket=anon-scrape, remaining=0)`,
        ),
      );
    },
  },
  {
    id: "client-disconnects",
    domain: "any",
    roles: ["gateway"],
    run: (s, a, b) => {
      const g = s.svc("gateway");
      scatter(s, a, b, 6000, (t) =>
        s.emit(
          t,
          "gateway",
          "warn",
          g?.runtime === "node"
            ? "request aborted by client: Error: aborted (ECONNRESET) at connResetException, code=ECONNRESET status=499"
            : g?.runtime === "dotnet"
              ? `Connection id "0HN2${s.rng.hex(8).toUpperCase()}": the client closed the connection before the response completed (499)`
              : `client closed connection before response (status=499, bytes_sent=${s.rng.int(0, 4000)})`,
        ),
      );
    },
  },
  {
    id: "cache-flush-miss-spike",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
      const t = a + s.rng.int(0, Math.max(1, b - a - 120_000));
      s.emit(
        t,
        svc.role,
        "warn",
        `redis: cache namespace ${svc.role}:v${s.rng.int(3, 9)} flushed by version bump, hit ratio 0.02`,
      );
      for (let i = 1; i <= 6; i++)
        s.emit(
          t + i * 15_000,
          svc.role,
          i < 4 ? "warn" : "info",
          `cache hit ratio ${(0.02 + i * 0.15).toFixed(2)} (p99 ${320 - i * 40}ms)`,
        );
    },
  },
  {
    id: "slow-query-log",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
      scatter(s, a, b, 50_000, (t) =>
        s.emit(
          t,
          svc.role,
          "warn",
          `slow query ${s.rng.int(1100, 2900)}ms: SELECT ... FROM ${s.estate.domain === "auction" ? "bids WHERE lot_id = $1 ORDER BY placed_at" : "listings WHERE seller_id = $1 AND status IN (...)"} (rows=${s.rng.int(2000, 90000)})`,
        ),
      );
    },
  },
  {
    id: "legacy-healthcheck-404",
    domain: "any",
    roles: ["gateway"],
    run: (s, a, b) =>
      scatter(s, a, b, 20_000, (t) =>
        s.emit(t, "gateway", "error", `GET /status.php 404 (ua="ELB-HealthChecker/1.0" from old target group)`),
      ),
  },
  {
    id: "flag-sdk-stale",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services);
      const t = a + s.rng.int(0, Math.max(1, b - a - 60_000));
      s.emit(t, svc.role, "error", "feature flag stream disconnected: EOF; serving last known flags (age 0s)");
      s.emit(
        t + 30_000,
        svc.role,
        "warn",
        "feature flag stream reconnect attempt 1 failed: 502 Bad Gateway; next in 30s",
      );
      s.emit(t + 60_000, svc.role, "info", "feature flag stream reconnected, 214 flags synced");
    },
  },
  {
    id: "browser-js-errors",
    domain: "any",
    roles: ["gateway"],
    run: (s, a, b) =>
      scatter(s, a, b, 8000, (t) =>
        s.emit(
          t,
          "gateway",
          "error",
          `client error report: TypeError: Cannot read properties of undefined (reading '${s.rng.pick(["price", "images", "seller"])}') at ${s.rng.pick(["ListingCard", "BidPanel", "Gallery"])} (app.${s.rng.hex(8)}.js:2:${s.rng.int(1000, 99999)}) ua=Safari/${s.rng.pick(["15.6", "16.1"])}`,
        ),
      ),
  },
  {
    id: "dlq-replay",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
      const t = a + s.rng.int(0, Math.max(1, b - a));
      const n = s.rng.int(8, 60);
      s.emit(t, svc.role, "warn", `dead-letter queue ${svc.name}.dlq has ${n} messages, replaying`);
      s.emit(t + 8000, svc.role, "info", `dlq replay finished: ${n - 2} processed, 2 dropped as poison (schema v1)`);
    },
  },
  {
    id: "leader-reelection",
    domain: "any",
    roles: [],
    run: (s, a, b) => {
      const svc = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
      const t = a + s.rng.int(0, Math.max(1, b - a));
      s.emit(
        t,
        svc.role,
        "warn",
        `lost leader lease ${svc.name}-leader (renew deadline exceeded after node drain), stepping down`,
      );
      s.emit(t + 3000, svc.role, "info", `became leader for ${svc.name}-leader (term ${s.rng.int(40, 300)})`);
    },
  },
];

/** Every file's always-on background: the constant nag, deprecations, succeeding retries. */
export function always(s: Stream): void {
  const nag: [string, string][] =
    s.estate.domain === "classifieds"
      ? [
          ["geo", "reverse geocode cache write failed: value too large (key=rg:%h), skipped"],
          ["resizer", "EXIF orientation tag out of range (%n) in upload %h, ignored"],
          ["alerts", "saved search %h references removed category 'mobiles-old', skipped"],
        ]
      : [
          ["catalog", "lot %n has no thumbnail for image 0, using placeholder"],
          ["notify", "APNs BadDeviceToken for device %h, token pruned"],
          ["shipping", "address normalizer: unit number missing for buyer %h, label created anyway"],
        ];
  const opts = nag.filter(([role]) => s.has(role));
  const [role, tpl] = s.rng.pick(opts);
  const gap = s.rng.int(2000, 6000);
  scatter(s, s.start, s.end, gap, (t) =>
    s.emit(t, role, "error", tpl.replace("%h", s.rng.hex(10)).replace("%n", String(s.rng.int(9, 400000)))),
  );
  for (const svc of s.services.filter(() => s.rng.chance(0.35)))
    scatter(s, s.start, s.end, 180_000, (t) => s.emit(t, svc.role, "warn", deprecation(svc.runtime, s.rng)));
  const retrier = s.rng.pick(s.services.filter((x) => x.role !== "gateway" && x.role !== s.avoid));
  scatter(s, s.start, s.end, 45_000, (t) => {
    const dep = s.rng.pick(["redis", "s3", "smtp-relay", "partner-api"]);
    s.emit(
      t,
      retrier.role,
      "warn",
      `${dep} call failed (${s.rng.pick(["read timeout 2s", "503 Slow Down", "connection reset"])}), retry 1/3 in 200ms`,
    );
    s.emit(t + s.rng.int(220, 600), retrier.role, "info", `${dep} call succeeded on retry 2`);
  });
}

/** An unrelated deploy or config reload of some service at time t. */
export function unrelatedChange(s: Stream, t: number, avoid: string | null): void {
  const svc = s.rng.pick(s.services.filter((x) => x.role !== avoid));
  if (s.rng.chance(0.5)) {
    s.emit(
      t,
      svc.role,
      "info",
      `deploy: rolling update to ${svc.name}:${s.rng.int(2, 9)}.${s.rng.int(0, 40)}.${s.rng.int(0, 9)} started (maxSurge=1)`,
    );
    s.emit(t + 35_000, svc.role, "info", `deploy: ${svc.name} rollout complete, 3/3 replicas updated`);
  } else
    s.emit(
      t,
      svc.role,
      "info",
      `config reloaded from configmap ${svc.name}-config (revision ${s.rng.int(20, 400)}), 2 keys changed: log.sampling, http.keepalive_timeout`,
    );
}
