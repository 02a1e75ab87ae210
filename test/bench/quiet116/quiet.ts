// Harmless noise that looks alarming on a dating app: nothing is broken in any of these.
import { access, type Ctx, has, type Role, uid } from "./estates.js";
import { stack } from "./stacks.js";

export interface NoiseKind {
  id: string;
  roles: Role[];
  gen(ctx: Ctx, s: number, e: number, perSec: number): void;
}

/** Calls fn at Poisson times between s and e. */
function each(ctx: Ctx, s: number, e: number, perSec: number, fn: (t: number) => void): void {
  for (let t = s + ctx.r.next() * 800; t < e; t += (-Math.log(1 - ctx.r.next()) * 1000) / perSec) fn(t);
}
const ip = (c: Ctx) => `${c.r.pick([45, 89, 103, 185, 194])}.${c.r.int(1, 254)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`;

export const NOISE: NoiseKind[] = [
  {
    id: "photo-reject-wave",
    roles: ["moderation", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        const lvl = c.r.chance(0.5) ? "error" : "warn";
        c.emit(
          "moderation",
          t,
          lvl,
          `photo ph_${c.r.hex(10)} rejected: ${c.r.pick(["nudity", "nudity", "weapon", "minor_likely", "text_overlay"])} score=${(0.86 + c.r.next() * 0.13).toFixed(3)} > threshold 0.85 (policy P-${c.r.int(1, 9)})`,
        );
      });
    },
  },
  {
    id: "blocked-sender",
    roles: ["chat", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "chat",
          t,
          "warn",
          `send refused conv=c_${c.r.hex(9)}: recipient ${uid(c.r)} has blocked sender (403 BLOCKED)`,
        );
        c.emit("gw", t + 20, "warn", access(c, "POST", "/v2/conversations/messages", 403, 9 + c.r.next() * 20));
      });
    },
  },
  {
    id: "refunded-receipt",
    roles: ["billing", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        const apple = c.r.chance(0.6);
        c.emit(
          "billing",
          t,
          "error",
          apple
            ? `receipt validation failed for ${uid(c.r)}: transaction ${c.r.int(200000000000000, 299999999999999)} revoked (revocationReason=0, REFUND), entitlement not granted`
            : `Play purchase ${c.r.hex(12)} purchaseState=CANCELED (voided purchase, refund issued), entitlement not granted`,
        );
        c.emit("gw", t + 30, "warn", access(c, "POST", "/v2/purchases/restore", 409, 200 + c.r.next() * 300));
      });
    },
  },
  {
    id: "selfie-mismatch",
    roles: ["verify", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "verify",
          t,
          "warn",
          `selfie verification v_${c.r.hex(8)} rejected: similarity ${(0.2 + c.r.next() * 0.5).toFixed(3)} below threshold 0.800 (pose=${c.r.pick(["thumbs_up", "peace", "hand_on_chin"])})`,
        );
        c.emit("gw", t + 60, "info", access(c, "POST", "/v2/verification/selfie", 422, 900 + c.r.next() * 1200));
      });
    },
  },
  {
    id: "spam-ban-wave",
    roles: ["safety", "profile", "gw"],
    gen(c, s, e, k) {
      const ring = `sc_${c.r.hex(6)}`;
      each(c, s, e, k, (t) => {
        const u = uid(c.r);
        c.emit(
          "safety",
          t,
          "error",
          `BAN ${u} reason=spam_ring cluster=${ring} rule=ring-${c.r.int(3, 9)} signals=same_device,link_in_bio`,
        );
        c.emit(
          "profile",
          t + 40,
          "warn",
          `account ${u} suspended; ${c.r.int(1, 4)} sessions revoked, profile hidden from decks`,
        );
        if (c.r.chance(0.6)) c.emit("gw", t + 900, "info", access(c, "GET", "/v2/recs", 401, 3 + c.r.next() * 5));
      });
    },
  },
  {
    id: "expired-tokens",
    roles: ["gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "gw",
          t,
          "warn",
          `JWT rejected: jwt expired (exp ${c.r.int(2, 90)}m ago) app=ios-${c.r.pick(["7.14.0", "7.13.2"])}`,
        );
        c.emit("gw", t + 2, "info", access(c, "GET", "/v2/recs", 401, 2 + c.r.next() * 4));
        c.emit("gw", t + 400, "info", access(c, "POST", "/v2/auth/refresh", 200, 30 + c.r.next() * 40));
      });
    },
  },
  {
    id: "scraper-429",
    roles: ["gw"],
    gen(c, s, e, k) {
      const a = ip(c);
      each(c, s, e, k, (t) => {
        c.emit("gw", t, "warn", `rate limit exceeded for ${a} on /v2/recs (120 req/min, bucket=anon-scrape)`);
        c.emit(
          "gw",
          t + 1,
          "info",
          access(c, "GET", `/v2/recs?lat=${(40 + c.r.next()).toFixed(4)}`, 429, 1 + c.r.next()),
        );
      });
    },
  },
  {
    id: "gps-spoof",
    roles: ["discovery"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "discovery",
          t,
          "warn",
          `implausible location jump for ${uid(c.r)}: ${c.r.int(1800, 9000)} km in ${c.r.int(2, 40)} min (mock provider=${c.r.chance(0.5)}), discovery paused 24h`,
        );
      });
    },
  },
  {
    id: "upload-too-large",
    roles: ["media", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        const heic = c.r.chance(0.4);
        c.emit(
          "media",
          t,
          "error",
          heic
            ? `upload rejected: unsupported codec hevc in image/heic (client sent raw HEIC, build android-9.2.0)`
            : `upload rejected: ${c.r.int(21, 60)}MB exceeds max 20MB`,
        );
        c.emit("gw", t + 10, "info", access(c, "POST", "/v2/photos", heic ? 415 : 413, 300 + c.r.next() * 900));
      });
    },
  },
  {
    id: "apns-bad-token",
    roles: ["push"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "push",
          t,
          "error",
          `APNs 400 BadDeviceToken for token ${c.r.hex(10)}... (sandbox token on production), removed`,
        );
      });
    },
  },
  {
    id: "bio-filter",
    roles: ["profile", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "profile",
          t,
          "warn",
          `bio update rejected for ${uid(c.r)}: ${c.r.pick(["contains phone number", "off-platform handle (snap)", "payment app handle", "profanity"])} (rule BIO-${c.r.int(2, 14)})`,
        );
        c.emit("gw", t + 15, "info", access(c, "PATCH", "/v2/profiles/me", 422, 20 + c.r.next() * 40));
      });
    },
  },
  {
    id: "grace-period",
    roles: ["billing"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "billing",
          t,
          "warn",
          `RTDN ${c.r.pick(["SUBSCRIPTION_IN_GRACE_PERIOD", "SUBSCRIPTION_ON_HOLD", "DID_FAIL_TO_RENEW"])} for ${uid(c.r)}: card declined at store, keeping entitlement until grace ends`,
        );
      });
    },
  },
  {
    id: "out-of-likes",
    roles: ["swipe", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "swipe",
          t,
          "warn",
          `like quota exhausted for ${uid(c.r)} (free tier 100/12h), returning 429 with paywall`,
        );
        c.emit("gw", t + 8, "info", access(c, "POST", "/v2/swipes", 429, 6 + c.r.next() * 10));
      });
    },
  },
  {
    id: "underage-signup",
    roles: ["profile"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "profile",
          t,
          "warn",
          `signup blocked: computed age ${c.r.int(13, 17)} < 18 (dob check), device fingerprint cooled down 30d`,
        );
      });
    },
  },
  {
    id: "liveness-fail",
    roles: ["verify"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "verify",
          t,
          "error",
          `liveness check failed for v_${c.r.hex(8)}: ${c.r.pick(["screen replay suspected (moire)", "printed photo", "face mask", "eyes closed in 3/3 frames"])}, user asked to retry`,
        );
      });
    },
  },
  {
    id: "gpu-oom-retry",
    roles: ["moderation"],
    gen(c, s, e, k) {
      each(c, s, e, k / 4, (t) => {
        c.emit(
          "moderation",
          t,
          "warn",
          c.rt("moderation") === "python"
            ? `CUDA out of memory. Tried to allocate 512.00 MiB (GPU 0; 15.77 GiB total capacity; 14.91 GiB already allocated). Retrying batch with batch_size=8`
            : `cudaMalloc failed: out of memory (requested 536870912 bytes), splitting batch 32 -> 8`,
        );
        c.emit(
          "moderation",
          t + c.r.int(200, 900),
          "info",
          `batch of 8 classified after split in ${c.r.int(180, 400)}ms`,
        );
      });
    },
  },
  {
    id: "client-abort-499",
    roles: ["gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "gw",
          t,
          "warn",
          access(c, "GET", c.r.pick(["/v2/recs", "/v2/conversations", "/v2/matches"]), 499, 800 + c.r.next() * 9000),
        );
      });
    },
  },
  {
    id: "ws-1006",
    roles: ["chat"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "chat",
          t,
          "warn",
          `websocket closed code=1006 (abnormal closure) session=${c.r.hex(12)} after ${c.r.int(3, 900)}s, client will resume`,
        );
      });
    },
  },
  {
    id: "deleted-media-404",
    roles: ["media", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        const p = `ph_${c.r.hex(10)}`;
        c.emit("media", t, "error", `GetObject ${p}.jpg: NoSuchKey (object deleted by account erasure)`);
        c.emit("gw", t + 5, "info", access(c, "GET", `/v2/media/${p}`, 404, 4 + c.r.next() * 9));
      });
    },
  },
  {
    id: "gc-pause",
    roles: ["profile"],
    gen(c, s, e, k) {
      const rt = c.rt("profile");
      each(c, s, e, k / 6, (t) => {
        const d = c.r.int(700, 1900);
        const m =
          rt === "java"
            ? `[gc] GC(${c.r.int(400, 900)}) Pause Young (Normal) (G1 Evacuation Pause) 3012M->1190M(4096M) ${d}.412ms`
            : rt === "dotnet"
              ? `GC pause of ${d}ms (gen2, blocking) during profile cache rebuild`
              : rt === "ruby"
                ? `GC.compact took ${d}ms (major_gc_count=${c.r.int(30, 90)})`
                : `event loop blocked for ${d}ms during deck cache rebuild`;
        c.emit("profile", t, "warn", m);
      });
    },
  },
  {
    id: "duplicate-webhook",
    roles: ["billing"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "billing",
          t,
          "error",
          `App Store Server Notification notificationUUID=${c.r.hex(8)}-${c.r.hex(4)} already processed; duplicate delivery ignored (200 returned)`,
        );
      });
    },
  },
  {
    id: "slow-query",
    roles: ["profile"],
    gen(c, s, e, k) {
      each(c, s, e, k / 3, (t) => {
        c.emit(
          "profile",
          t,
          "warn",
          `slow query ${c.r.int(1500, 6200)}ms: SELECT viewer_id, count(*) FROM profile_views WHERE viewed_at > $1 GROUP BY viewer_id (job=weekly-insights-export)`,
        );
      });
    },
  },
  {
    id: "kafka-rebalance",
    roles: ["swipe"],
    gen(c, s, e) {
      for (let t = s; t < e; t += c.r.int(40000, 90000)) {
        c.emit(
          "swipe",
          t,
          "warn",
          `consumer group swipe-matcher: rebalance in progress, revoking partitions [${c.r.int(0, 5)} ${c.r.int(6, 11)}]`,
        );
        c.emit(
          "swipe",
          t + c.r.int(1000, 6000),
          "info",
          `consumer group swipe-matcher: assigned partitions [0 1 2 3 4 5] generation ${c.r.int(100, 900)}`,
        );
      }
    },
  },
  {
    id: "scam-keywords",
    roles: ["safety"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "safety",
          t,
          "warn",
          `romance-scam heuristics flagged conv c_${c.r.hex(9)} (${c.r.pick(["crypto+whatsapp", "gift card", "investment app link", "telegram handle"])}), sender ${uid(c.r)} shadow-limited`,
        );
      });
    },
  },
  {
    id: "tls-scanner",
    roles: ["gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "gw",
          t,
          "error",
          c.rt("gw") === "go"
            ? `http: TLS handshake error from ${ip(c)}:${c.r.int(20000, 65000)}: ${c.r.pick(["EOF", "tls: client offered only unsupported versions: [301]", "tls: first record does not look like a TLS handshake"])}`
            : `TLS handshake failed with ${ip(c)}:${c.r.int(20000, 65000)}: ${c.r.pick(["[SSL: UNSUPPORTED_PROTOCOL] unsupported protocol", "[SSL: WRONG_VERSION_NUMBER] wrong version number", "[SSL: NO_SHARED_CIPHER] no shared cipher", "peer closed connection in SSL handshake"])}`,
        );
      });
    },
  },
  {
    id: "erased-profile",
    roles: ["profile"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        const u = uid(c.r);
        c.emit(
          "profile",
          t,
          "error",
          `profile ${u} not found (erased by GDPR job er_${c.r.hex(6)}); removing from ${c.r.int(2, 40)} cached decks`,
        );
        if (has(c.est, "discovery"))
          c.emit("discovery", t + 30, "warn", `stale candidate ${u} dropped from deck (404 from profile lookup)`);
      });
    },
  },
  {
    id: "view-once-expired",
    roles: ["chat", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit("chat", t, "warn", `media message ${c.r.hex(10)} requested after view-once expiry, returning 410 Gone`);
        c.emit("gw", t + 6, "info", access(c, "GET", "/v2/conversations/media", 410, 4 + c.r.next() * 6));
      });
    },
  },
  {
    id: "cert-expiry-warning",
    roles: ["billing"],
    gen(c, s, e) {
      for (let t = s; t < e; t += 60000) {
        c.emit(
          "billing",
          t,
          "warn",
          `certificate 'Apple Inc. Root - G3 / StoreKit signing' in truststore expires in 19 days (renewal ticket SEC-2241 open)`,
        );
      }
    },
  },
  {
    id: "family-revoke",
    roles: ["billing"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "billing",
          t,
          "error",
          `entitlement revoked for ${uid(c.r)}: notificationType=REVOKE (Family Sharing member removed), downgraded to free`,
        );
      });
    },
  },
  {
    id: "cache-miss-storm",
    roles: ["discovery"],
    gen(c, s, e) {
      let ratio = 0.68;
      for (let t = s; t < e; t += 10000) {
        c.emit(
          "discovery",
          t,
          ratio > 0.3 ? "warn" : "info",
          `deck cache hit ratio ${(1 - ratio).toFixed(2)} after hourly key expiry, warming from replica (miss=${ratio.toFixed(2)})`,
        );
        ratio *= 0.8;
      }
    },
  },
  {
    id: "deadlock-retry",
    roles: ["swipe"],
    gen(c, s, e, k) {
      each(c, s, e, k / 3, (t) => {
        const rt = c.rt("swipe");
        const m =
          rt === "java"
            ? "org.postgresql.util.PSQLException: ERROR: deadlock detected (SQLState 40P01) in match backfill batch; retrying batch (attempt 2/5)"
            : `ERROR: deadlock detected (SQLSTATE 40P01) in match backfill batch ${c.r.int(1, 900)}; retrying (attempt 2/5)`;
        c.emit("swipe", t, "error", m);
        c.emit(
          "swipe",
          t + c.r.int(300, 1500),
          "info",
          `match backfill batch committed on retry (${c.r.int(200, 1000)} rows)`,
        );
      });
    },
  },
  {
    id: "hikari-clock-leap",
    roles: ["profile"],
    gen(c, s, e) {
      for (let t = s; t < e; t += c.r.int(50000, 120000)) {
        c.emit(
          "profile",
          t,
          "warn",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.int(1, 2)}m${c.r.int(1, 59)}s${c.r.int(1, 999)}ms).`,
        );
      }
    },
  },
  {
    id: "credential-stuffing",
    roles: ["profile", "gw"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        const a = ip(c);
        c.emit(
          "profile",
          t,
          "warn",
          `login failed for ${c.r.hex(6)}***@${c.r.pick(["gmail.com", "yahoo.com", "outlook.com"])} from ${a}: invalid password (stuffing score 0.${c.r.int(90, 99)})`,
        );
        c.emit("gw", t + 10, "info", access(c, "POST", "/v2/auth/login", 401, 30 + c.r.next() * 40));
        if (c.r.chance(0.05))
          c.emit("gw", t + 20, "warn", `WAF blocked ${a}: credential-stuffing signature, 403 for 1h`);
      });
    },
  },
  {
    id: "log-volume-rotate",
    roles: ["moderation"],
    gen(c, s, e) {
      for (let t = s; t < e; t += 60000) {
        c.emit(
          "moderation",
          t,
          "warn",
          `disk usage on /var/lib/mod-cache at ${c.r.int(81, 86)}% (threshold 80%), evicting LRU thumbnails`,
        );
        c.emit(
          "moderation",
          t + 2500,
          "info",
          `evicted ${c.r.int(900, 4000)} cached thumbnails, /var/lib/mod-cache now ${c.r.int(58, 66)}%`,
        );
      }
    },
  },
  {
    id: "flag-stream-reconnect",
    roles: ["gw"],
    gen(c, s, e) {
      for (let t = s; t < e; t += c.r.int(30000, 80000)) {
        c.emit(
          "gw",
          t,
          "warn",
          `LaunchDarkly streaming connection lost (read ECONNRESET), reconnecting in ${c.r.int(1, 4)}s; serving cached flags`,
        );
        c.emit(
          "gw",
          t + c.r.int(1500, 5000),
          "info",
          `LaunchDarkly stream reconnected, ${c.r.int(80, 140)} flags in sync`,
        );
      }
    },
  },
  {
    id: "otp-undeliverable",
    roles: ["profile"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "profile",
          t,
          "error",
          `sms otp send failed: Twilio error 21614 'To' number +1${c.r.int(2000000000, 9999999999)} is not a valid mobile number (landline)`,
        );
      });
    },
  },
  {
    id: "catfish-hash",
    roles: ["moderation"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "moderation",
          t,
          "warn",
          `photo ph_${c.r.hex(10)} matches known stock/celebrity image (phash distance ${c.r.int(0, 6)}), rejected as impersonation`,
        );
      });
    },
  },
  {
    id: "viral-report-burst",
    roles: ["safety"],
    gen(c, s, e, k) {
      const u = uid(c.r);
      each(c, s, e, k, (t) => {
        c.emit(
          "safety",
          t,
          "warn",
          `report rp_${c.r.hex(8)} against ${u} (reason=fake_profile); ${c.r.int(40, 400)} reports in 10m, profile auto-hidden pending review`,
        );
      });
    },
  },
  {
    id: "unmatch-cascade",
    roles: ["chat"],
    gen(c, s, e, k) {
      each(c, s, e, k, (t) => {
        c.emit(
          "chat",
          t,
          "warn",
          `unmatch: conversation c_${c.r.hex(9)} closed, ${c.r.int(1, 6)} undelivered messages discarded`,
        );
      });
    },
  },
  {
    id: "verify-vendor-exception",
    roles: ["verify"],
    gen(c, s, e, k) {
      each(c, s, e, k / 3, (t) => {
        c.emit(
          "verify",
          t,
          "error",
          `face embedding failed for v_${c.r.hex(8)}: no face found in selfie, asked user to retake`,
          {
            stack: stack(c.rt("verify"), "FaceNotFoundError", "no face with confidence >= 0.9 in frame 2/3", [
              [
                "detect",
                "/app/verify/faces.py",
                88,
                'raise FaceNotFoundError(f"no face with confidence >= {min_conf} in frame {i}/{n}")',
              ],
              ["embed_selfie", "/app/verify/pipeline.py", 141, "face = detect(frames, min_conf=0.9)"],
              ["run_check", "/app/verify/worker.py", 57, "emb = embed_selfie(job.frames)"],
            ]),
          },
        );
      });
    },
  },
];

export const fits = (ctx: Ctx, k: NoiseKind) => k.roles.every((role) => has(ctx.est, role));
