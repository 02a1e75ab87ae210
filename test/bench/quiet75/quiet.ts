// Forty kinds of harmless noise that looks alarming in a social network or dating app. Each writes an episode that
// starts at `at` and may last to the end of the window; nothing in it is broken.
import type { Ev } from "./formats.js";
import { stack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Noise {
  kind: string;
  note: string;
  gen: (c: Ctx, at: number) => Ev[];
}

const rid = (c: Ctx) => c.e.user(c.r);

const VALIDATION: Record<string, string> = {
  java: "jakarta.validation.ConstraintViolationException: update.request.bio: size must be between 0 and 500",
  ruby: "ActiveRecord::RecordInvalid: Validation failed: Bio is too long (maximum is 500 characters)",
  dotnet:
    "FluentValidation.ValidationException: Validation failed: \n -- Bio: The length of 'Bio' must be 500 characters or fewer. You entered 734 characters. Severity: Error",
};

export const NOISE: Noise[] = [
  {
    kind: "spam-wave-suspension",
    note: "trust tooling suspends a spam ring in bulk: hundreds of account suspensions and revoked sessions, all intended",
    gen: (c, at) => {
      const n = c.r.int(150, 400);
      const wave = `sw-${c.r.hex(6)}`;
      const out = [
        c.ev(
          "mod",
          at,
          "WARN",
          `bulk action ${wave}: suspending ${n} accounts (cluster=signup_farm, signal=shared_device_fp)`,
        ),
      ];
      for (const t of c.spread(at + 500, at + 180000, n)) {
        out.push(c.ev("mod", t, "WARN", `account ${rid(c)} suspended reason=SPAM_RING action=${wave}`));
        if (c.r.chance(0.5))
          out.push(
            c.ev(
              "profile",
              t + 40,
              "WARN",
              `sessions revoked for ${rid(c)}: ${c.r.int(1, 4)} tokens (account suspended)`,
            ),
          );
        if (c.r.chance(0.3)) out.push(c.ev("gw", t + 900, "INFO", `401 token revoked for suspended account ${rid(c)}`));
      }
      out.push(c.ev("mod", at + 181000, "INFO", `bulk action ${wave} finished: ${n} suspended, 0 failed`));
      return out;
    },
  },
  {
    kind: "push-uninstalled",
    note: "a re-engagement push campaign hits many uninstalled apps; APNs/FCM reject the dead tokens and they are pruned",
    gen: (c, at) => {
      const out = [
        c.ev("push", at, "INFO", `campaign winback_${c.r.int(10, 99)} started audience=${c.r.int(80, 400)}k`),
      ];
      for (const t of c.spread(at + 1000, at + 240000, c.r.int(250, 600))) {
        out.push(
          c.r.chance(0.5)
            ? c.ev(
                "push",
                t,
                "ERROR",
                `APNs 410 Unregistered for device token ${c.r.hex(8)}… (timestamp ${Math.floor(t / 1000) - c.r.int(86400, 9000000)}), token removed`,
              )
            : c.ev(
                "push",
                t,
                "ERROR",
                `FCM send failed: UNREGISTERED (404) token=${c.r.hex(10)}…; deleting registration`,
              ),
        );
      }
      out.push(c.ev("push", at + 241000, "INFO", "campaign finished: delivered=91.8% invalid_tokens_pruned=8.2%"));
      return out;
    },
  },
  {
    kind: "unsafe-upload-rejected",
    note: "a burst of uploads rejected by the nudity/violence classifier with 422s to clients; the pipeline works as designed",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 300000, c.r.int(60, 160))) {
        const id = c.r.hex(12);
        out.push(
          c.ev(
            "mod",
            t,
            "WARN",
            `media ${id} blocked: explicit_nudity=${(0.9 + c.r.next() * 0.09).toFixed(3)} >= 0.85 policy=adult_content`,
          ),
        );
        out.push(
          c.ev("media", t + 30, "ERROR", `upload ${id} rejected by content policy (UNSAFE_CONTENT), object deleted`),
        );
        out.push(c.ev("gw", t + 60, "INFO", `POST /media 422 ${c.r.int(300, 900)}ms code=unsafe_content`));
      }
      return out;
    },
  },
  {
    kind: "follow-spree-ratelimit",
    note: "a few accounts on follow/like sprees hit the per-user rate limit; the gateway answers 429s, which is the limit working",
    gen: (c, at) => {
      const out: Ev[] = [];
      const users = [rid(c), rid(c), rid(c)];
      for (const t of c.spread(at, at + 360000, c.r.int(200, 450))) {
        const u = c.r.pick(users);
        out.push(
          c.ev("gw", t, "WARN", `rate limit exceeded user=${u} bucket=follow_create limit=200/h remaining=0 -> 429`),
        );
      }
      out.push(
        c.ev(
          "match",
          at + 90000,
          "INFO",
          `anti-spree heuristic flagged ${users[0]} (${c.r.int(300, 900)} follows/h), queued for review`,
        ),
      );
      return out;
    },
  },
  {
    kind: "liveness-fail",
    note: "verification selfies failing liveness (printed photos, screen replays) during an evening signup spike; expected rejections",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 420000, c.r.int(70, 200))) {
        const s = (c.r.next() * 0.4).toFixed(2);
        out.push(
          c.ev(
            "media",
            t,
            "ERROR",
            `selfie verification failed for ${rid(c)}: liveness score ${s} < 0.70 (${c.r.pick(["screen_replay", "print_attack", "mask_suspected", "too_dark"])})`,
          ),
        );
        if (c.r.chance(0.4))
          out.push(c.ev("profile", t + 50, "WARN", `verification badge withheld for ${rid(c)}, retry allowed in 24h`));
      }
      return out;
    },
  },
  {
    kind: "sandbox-receipt",
    note: "TestFlight and App Review send sandbox receipts to production (status 21007); the service retries against sandbox and succeeds",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 400000, c.r.int(30, 80))) {
        out.push(
          c.ev(
            "billing",
            t,
            "WARN",
            "verifyReceipt returned status 21007 (sandbox receipt sent to production), retrying against sandbox",
          ),
        );
        out.push(
          c.ev(
            "billing",
            t + 400,
            "INFO",
            `sandbox receipt valid bundle=app.${c.e.key}.ios env=Sandbox, not granting production entitlement`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "play-on-hold",
    note: "Google Play real-time developer notifications for subscriptions going on hold / into grace after card declines; normal churn",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(60, 140))) {
        const st = c.r.pick([
          "SUBSCRIPTION_ON_HOLD (5)",
          "SUBSCRIPTION_IN_GRACE_PERIOD (6)",
          "SUBSCRIPTION_EXPIRED (13)",
          "SUBSCRIPTION_REVOKED (12)",
        ]);
        out.push(c.ev("billing", t, "WARN", `RTDN ${st} purchaseToken=${c.r.hex(12)}… entitlement downgraded`));
      }
      return out;
    },
  },
  {
    kind: "corrupt-video",
    note: "the transcoder rejects truncated uploads (moov atom not found / invalid data) and marks them failed; client-side problem",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 400000, c.r.int(40, 90))) {
        const id = c.r.hex(10);
        out.push(c.ev("transcode", t, "ERROR", `[mov,mp4,m4a,3gp,3g2,mj2 @ 0x${c.r.hex(12)}] moov atom not found`));
        out.push(
          c.ev(
            "transcode",
            t + 2,
            "ERROR",
            `job ${id}: /tmp/in/${id}.mp4: Invalid data found when processing input (exit 1), marked FAILED_INPUT`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "classifier-hot-reload",
    note: "the moderation classifier loads a new model version; scoring latency warnings for two minutes while it warms up",
    gen: (c, at) => {
      const out = [
        c.ev("mod", at, "INFO", `model registry: new version nsfw-vit-b16@${c.r.int(30, 60)} promoted, hot reloading`),
        c.ev(
          "mod",
          at + 8000,
          "WARN",
          "onnxruntime: CUDA provider not available, falling back to CPU for warmup batch",
        ),
      ];
      for (const t of c.spread(at + 9000, at + 130000, c.r.int(60, 140))) {
        out.push(
          c.ev(
            "mod",
            t,
            "WARN",
            `slow inference ${c.r.int(900, 4200)}ms > budget 500ms (model warming, batch=${c.r.int(1, 16)})`,
          ),
        );
      }
      out.push(c.ev("mod", at + 131000, "INFO", "warmup complete p99=86ms"));
      return out;
    },
  },
  {
    kind: "dm-to-blocked",
    note: "messages to users who blocked the sender are refused with 403; a harasser keeps trying",
    gen: (c, at) => {
      const out: Ev[] = [];
      const who = rid(c);
      for (const t of c.spread(at, at + 300000, c.r.int(80, 200))) {
        out.push(c.ev("chat", t, "WARN", `send refused: recipient ${rid(c)} has blocked sender ${who} (403 BLOCKED)`));
        out.push(c.ev("gw", t + 20, "INFO", "POST /messages 403 12ms code=blocked"));
      }
      return out;
    },
  },
  {
    kind: "viral-report-surge",
    note: "a viral post draws thousands of reports; the reports queue depth warnings fire and the queue is then deduplicated",
    gen: (c, at) => {
      const out: Ev[] = [];
      const post = c.r.digits(12);
      let depth = 200;
      for (const t of c.spread(at, at + 360000, 80)) {
        depth += c.r.int(-50, 300);
        out.push(
          c.ev(
            "mod",
            t,
            "WARN",
            `reports queue depth ${Math.max(depth, 0)} above threshold 1000 (top target post ${post})`,
          ),
        );
      }
      out.push(
        c.ev(
          "mod",
          at + 361000,
          "INFO",
          `collapsed ${c.r.int(3000, 9000)} duplicate reports for post ${post} into case ${c.r.hex(8)}`,
        ),
      );
      return out;
    },
  },
  {
    kind: "shift-change-backlog",
    note: "the human review backlog grows during the moderator shift handover and drains when the next shift logs in",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const [i, t] of c.spread(at, at + 480000, 40).entries()) {
        const age = i < 25 ? 20 + i * 3 : 95 - (i - 25) * 6;
        out.push(
          c.ev(
            "mod",
            t,
            i < 25 ? "WARN" : "INFO",
            `review SLA: oldest item age ${age}m (target 45m), reviewers online ${i < 25 ? 3 : 41}`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "gc-humongous",
    note: "G1 humongous allocation pauses in a JVM service while it builds large candidate lists; long pauses but no errors",
    gen: (c, at) => {
      const role = c.e.rt.match === "java" ? "match" : c.e.rt.push === "java" ? "push" : "billing";
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 400000, c.r.int(30, 60))) {
        out.push(
          c.ev(
            role,
            t,
            "WARN",
            `[gc] GC(${c.r.int(2000, 9000)}) Pause Young (Concurrent Start) (G1 Humongous Allocation) ${c.r.int(1200, 2400)}M->${c.r.int(600, 1100)}M(4096M) ${c.r.int(180, 900)}.${c.r.int(100, 999)}ms`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "credential-stuffing-blocked",
    note: "a credential-stuffing run from one ASN is answered with 401s and blocked by the WAF rule; accounts are safe",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 300000, c.r.int(300, 700))) {
        out.push(
          c.ev(
            "gw",
            t,
            "WARN",
            `POST /auth/login 401 invalid_credentials ip=185.${c.r.int(100, 250)}.${c.r.int(0, 255)}.${c.r.int(1, 254)} asn=AS${c.r.pick([9009, 14061, 16276])}`,
          ),
        );
      }
      out.push(c.ev("gw", at + 200000, "WARN", "waf rule login-velocity-asn triggered: blocking AS9009 for 1h"));
      return out;
    },
  },
  {
    kind: "client-aborts",
    note: "mobile clients on flaky networks abandon uploads; the server logs broken pipes and 499s",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(80, 200))) {
        out.push(
          c.r.chance(0.5)
            ? c.ev(
                "media",
                t,
                "ERROR",
                `upload stream aborted: write tcp 10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}:8080->10.42.0.1:${c.r.int(30000, 60000)}: write: broken pipe`,
              )
            : c.ev("gw", t, "WARN", `499 client closed request POST /media after ${c.r.int(2000, 30000)}ms`),
        );
      }
      return out;
    },
  },
  {
    kind: "ws-reconnect-storm",
    note: "a new mobile release reconnects every chat websocket; close code 1006 floods while sessions come back",
    gen: (c, at) => {
      const out = [c.ev("gw", at - 5000, "INFO", `app release ios 8.${c.r.int(0, 9)}.0 phased rollout at 100%`)];
      for (const t of c.spread(at, at + 150000, c.r.int(300, 600))) {
        out.push(
          c.ev(
            "chat",
            t,
            "WARN",
            `ws closed code=1006 reason="" session=${c.r.hex(10)} (abnormal closure), client will reconnect`,
          ),
        );
      }
      out.push(c.ev("chat", at + 152000, "INFO", `reconnect wave settled: sessions open=${c.r.int(20000, 40000)}`));
      return out;
    },
  },
  {
    kind: "context-canceled",
    note: "users scroll past before the feed page finishes; Go services log 'context canceled' for abandoned requests",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(100, 250))) {
        out.push(
          c.ev("gw", t, "ERROR", `proxy error: context canceled (client went away) path=/feed?cursor=${c.r.hex(8)}`),
        );
      }
      return out;
    },
  },
  {
    kind: "apns-too-many",
    note: "APNs throttles pushes to a few devices that receive too many notifications (429 TooManyRequests); those pushes are dropped",
    gen: (c, at) => {
      const out: Ev[] = [];
      const dev = [c.r.hex(8), c.r.hex(8)];
      for (const t of c.spread(at, at + 300000, c.r.int(60, 140))) {
        out.push(
          c.ev(
            "push",
            t,
            "ERROR",
            `APNs 429 TooManyRequests for token ${c.r.pick(dev)}…: dropping notification (too many for one device)`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "heic-fallback",
    note: "HEIC photos from new phones fall back to a slower decoder with warnings; all are stored",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(60, 160))) {
        out.push(
          c.ev(
            "transcode",
            t,
            "WARN",
            `libheif: unsupported auxiliary image (depth map) in ${c.r.hex(12)}.heic, decoding primary only`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "job-over-budget",
    note: "the nightly recommendation recompute overruns its soft time budget and logs warnings until it completes",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const [i, t] of c.spread(at, at + 480000, 16).entries()) {
        out.push(
          c.ev(
            "feed",
            t,
            "WARN",
            `recompute-affinity still running after ${40 + i * 5}m (soft budget 40m), progress ${60 + i * 2}%`,
          ),
        );
      }
      out.push(c.ev("feed", at + 481000, "INFO", "recompute-affinity finished in 122m, 0 partitions failed"));
      return out;
    },
  },
  {
    kind: "kafka-rebalance",
    note: "a consumer group rebalances after a pod rotation; lag warnings and revoked partitions, then it catches up",
    gen: (c, at) => {
      const out = [
        c.ev(
          "push",
          at,
          "WARN",
          `[Consumer clientId=${c.S("push")}-2, groupId=${c.S("push")}] Request joining group due to: group is already rebalancing`,
        ),
        c.ev(
          "push",
          at + 300,
          "WARN",
          `[Consumer clientId=${c.S("push")}-2, groupId=${c.S("push")}] Revoke previously assigned partitions notifications-0, notifications-1, notifications-2`,
        ),
      ];
      for (const [i, t] of c.spread(at + 1000, at + 200000, 30).entries()) {
        out.push(
          c.ev("push", t, "WARN", `consumer lag notifications-${i % 12} = ${Math.max(0, 40000 - i * 1400)} messages`),
        );
      }
      out.push(c.ev("push", at + 201000, "INFO", "consumer lag back under 500 on all partitions"));
      return out;
    },
  },
  {
    kind: "refund-revocations",
    note: "App Store refund notifications revoke entitlements in a batch; logged as warnings, as designed",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 300000, c.r.int(40, 100))) {
        out.push(
          c.ev(
            "billing",
            t,
            "WARN",
            `App Store Server Notification REFUND subtype=none originalTransactionId=${c.r.digits(15)}: entitlement revoked`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "block-spree",
    note: "after a harassment raid many users block and report the same accounts; block counters trip abuse heuristics",
    gen: (c, at) => {
      const out: Ev[] = [];
      const target = rid(c);
      for (const t of c.spread(at, at + 300000, c.r.int(150, 300))) {
        out.push(c.ev("match", t, "INFO", `block created blocker=${rid(c)} blocked=${target}`));
        if (c.r.chance(0.2))
          out.push(
            c.ev(
              "mod",
              t + 50,
              "WARN",
              `abuse heuristic: ${target} received ${c.r.int(50, 800)} blocks in 1h, shadow-limited`,
            ),
          );
      }
      return out;
    },
  },
  {
    kind: "selfie-mismatch-review",
    note: "selfie does not match profile photos for a batch of catfish accounts; they are sent to manual review",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 400000, c.r.int(50, 120))) {
        out.push(
          c.ev(
            "mod",
            t,
            "ERROR",
            `face match failed for ${rid(c)}: similarity ${(c.r.next() * 0.4).toFixed(2)} < 0.62 against profile photo 1, manual review queued`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "mtls-rotation",
    note: "internal mTLS certificates rotate; a few handshakes fail on stale connections and succeed on retry",
    gen: (c, at) => {
      const out = [c.ev("gw", at, "INFO", "cert-manager: certificate internal-mtls renewed, reloading TLS config")];
      for (const t of c.spread(at + 200, at + 20000, c.r.int(10, 25))) {
        out.push(
          c.ev(
            "gw",
            t,
            "WARN",
            `upstream ${c.S(c.r.pick(["feed", "profile", "chat"]))}: remote error: tls: bad certificate (stale conn), redialing`,
          ),
        );
        out.push(c.ev("gw", t + 80, "INFO", "redial ok, TLS 1.3 resumed=false"));
      }
      return out;
    },
  },
  {
    kind: "dns-blip",
    note: "a couple of transient DNS lookup failures inside the cluster, each retried successfully",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(6, 14))) {
        out.push(
          c.ev(
            "feed",
            t,
            "WARN",
            `lookup ${c.S("match")}.${c.e.namespace}.svc.cluster.local on 10.96.0.10:53: server misbehaving, retrying`,
          ),
        );
        out.push(c.ev("feed", t + 60, "INFO", "dns retry ok"));
      }
      return out;
    },
  },
  {
    kind: "hpa-cold-start",
    note: "autoscaler adds replicas for the evening peak; new pods fail readiness a few times while warming and then join",
    gen: (c, at) => {
      const out = [c.ev("feed", at, "INFO", "HorizontalPodAutoscaler: scaling from 6 to 11 replicas (cpu 82% > 70%)")];
      for (const t of c.spread(at + 5000, at + 60000, 20)) {
        out.push(
          c.ev(
            "feed",
            t,
            "WARN",
            `Readiness probe failed: Get "http://10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}:8080/ready": dial tcp: connect: connection refused`,
          ),
        );
      }
      out.push(c.ev("feed", at + 70000, "INFO", "5 new replicas ready"));
      return out;
    },
  },
  {
    kind: "hash-match-blocks",
    note: "perceptual-hash matches against the known-abuse list block uploads and file reports; the safety net working",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 400000, c.r.int(20, 50))) {
        out.push(
          c.ev(
            "mod",
            t,
            "ERROR",
            `hash match: upload ${c.r.hex(12)} matched list=industry_hashes distance=${c.r.int(0, 6)}; blocked, account ${rid(c)} disabled, report filed`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "underage-signup",
    note: "sign-ups with birthdates under 18 are rejected with validation errors during a school-holiday spike",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(80, 200))) {
        out.push(
          c.ev(
            "profile",
            t,
            "WARN",
            `signup rejected: age_gate failed (dob 20${c.r.int(9, 12)}-${String(c.r.int(1, 12)).padStart(2, "0")}-..), 422 AGE_REQUIREMENT`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "mock-location",
    note: "profiles with spoofed GPS (mock location apps) are flagged and their location frozen",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 400000, c.r.int(60, 140))) {
        out.push(
          c.ev(
            "match",
            t,
            "WARN",
            `location update rejected for ${rid(c)}: isMock=true jump=${c.r.int(800, 9000)}km in ${c.r.int(1, 20)}m, keeping last trusted`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "cdn-purge-404",
    note: "purging CDN paths of media that was already deleted returns 404s, logged as errors and ignored",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 300000, c.r.int(100, 250))) {
        out.push(
          c.ev("media", t, "ERROR", `CDN purge failed for /m/${c.r.hex(16)}.jpg: 404 Not Found (object already gone)`),
        );
      }
      return out;
    },
  },
  {
    kind: "phishing-links",
    note: "messages carrying links to a phishing domain are blocked and the senders rate limited",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 300000, c.r.int(80, 200))) {
        out.push(
          c.ev(
            "chat",
            t,
            "WARN",
            `message blocked: url verdict MALICIOUS host=secure-${c.r.hex(4)}-login.com sender=${rid(c)}`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "old-app-deprecations",
    note: "a wave of old app builds calling sunset endpoints produces thousands of deprecation warnings and 410s",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(300, 700))) {
        out.push(
          c.ev(
            "gw",
            t,
            "WARN",
            `410 Gone: /v1/${c.r.pick(["feed", "matches", "photos"])} removed (client build ${c.r.int(400, 600)}), sent force-upgrade`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "breaker-half-open",
    note: "one slow response trips a circuit breaker to open for a few seconds; half-open probes succeed and it closes",
    gen: (c, at) => {
      const svc = c.S("match");
      const out = [
        c.ev(
          "feed",
          at,
          "WARN",
          `CircuitBreaker '${svc}' changed state from CLOSED to OPEN (failure rate 52.0% over last 25 calls)`,
        ),
      ];
      for (const t of c.spread(at + 100, at + 10000, 12))
        out.push(c.ev("feed", t, "WARN", `call to ${svc} not permitted (breaker OPEN), served cached candidates`));
      out.push(c.ev("feed", at + 10000, "INFO", `CircuitBreaker '${svc}' changed state from OPEN to HALF_OPEN`));
      out.push(c.ev("feed", at + 12000, "INFO", `CircuitBreaker '${svc}' changed state from HALF_OPEN to CLOSED`));
      return out;
    },
  },
  {
    kind: "replica-lag",
    note: "read-replica lag crosses the warning line during a vacuum; reads go to the primary for a while, no errors",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const [i, t] of c.spread(at, at + 240000, 24).entries()) {
        out.push(
          c.ev(
            "profile",
            t,
            "WARN",
            `replica lag ${(2 + Math.sin(i / 4) * 3 + 3).toFixed(1)}s > 2.0s, routing reads to primary`,
          ),
        );
      }
      out.push(c.ev("profile", at + 241000, "INFO", "replica lag 0.2s, reads back on replicas"));
      return out;
    },
  },
  {
    kind: "redis-failover-drill",
    note: "a planned Redis Sentinel failover drill; clients reconnect after READONLY and connection errors within seconds",
    gen: (c, at) => {
      const out = [c.ev("chat", at - 2000, "INFO", "maintenance window: redis sentinel failover drill (CHG-4471)")];
      for (const t of c.spread(at, at + 6000, 30)) {
        out.push(
          c.ev(
            c.r.pick(["chat", "gw", "feed"] as const),
            t,
            "ERROR",
            c.r.chance(0.5)
              ? "READONLY You can't write against a read only replica."
              : "Error: connect ECONNREFUSED 10.43.12.8:6379",
          ),
        );
      }
      out.push(c.ev("chat", at + 7000, "INFO", "redis: switched master to 10.43.12.9:6379, reconnected"));
      return out;
    },
  },
  {
    kind: "email-bounces",
    note: "a marketing email run produces hard bounces and unsubscribes; suppression list updated",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 400000, c.r.int(100, 220))) {
        out.push(
          c.ev(
            "push",
            t,
            "ERROR",
            `SES bounce type=Permanent subtype=General for ${c.r.hex(6)}@${c.r.pick(["gmail.com", "yahoo.com", "hotmail.com"])}: 550 5.1.1 user unknown; suppressed`,
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "like-quota",
    note: "free-tier members run out of daily likes; the matcher answers 429 with an upsell, the paywall working",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(150, 350))) {
        out.push(
          c.ev("match", t, "WARN", `like quota exhausted for ${rid(c)} (100/day, tier=free) -> 429 OUT_OF_LIKES`),
        );
      }
      return out;
    },
  },
  {
    kind: "python-deprecation-spam",
    note: "a library upgrade floods the classifier logs with FutureWarning / DeprecationWarning tracebacks",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 500000, c.r.int(100, 200))) {
        out.push(
          c.ev(
            "mod",
            t,
            "WARN",
            "/usr/local/lib/python3.11/site-packages/transformers/modeling_utils.py:1052: FutureWarning: The `device` argument is deprecated and will be removed in v5 of Transformers.",
          ),
        );
      }
      return out;
    },
  },
  {
    kind: "validation-400s",
    note: "a buggy third-party client sends malformed profile updates; each gets a 400 with a stack-looking validation dump",
    gen: (c, at) => {
      const out: Ev[] = [];
      for (const t of c.spread(at, at + 300000, c.r.int(40, 90))) {
        out.push(
          c.ev(
            "profile",
            t,
            "ERROR",
            `invalid profile update from client_id=unofficial-${c.r.hex(4)}: 400 Bad Request`,
            stack(c.e.rt.profile, c.r, c.S("profile"), VALIDATION[c.e.rt.profile] ?? VALIDATION.java, [
              "ProfileController.update",
              "ProfileValidator.validate",
            ]),
          ),
        );
      }
      return out;
    },
  },
];
