// Harmless noise that looks alarming on a news site. Each kind runs in a burst [a, b) and breaks nothing.
import { access, articlePath, BIDDERS, configReload, deploy, ip, readerId, retryLine, slug } from "./background.js";
import type { Role, Svc } from "./estates.js";
import { type Runtime, stackOf } from "./stacks.js";
import type { Win } from "./stream.js";

export interface Noise {
  key: string;
  roles: Role[];
  /** Only services on these runtimes qualify (all when absent). */
  rts?: Runtime[];
  note: string;
  run: (w: Win, s: Svc, a: number, b: number) => void;
}

const N = (key: string, roles: Role[], note: string, run: Noise["run"]): Noise => ({ key, roles, note, run });

export const NOISES: Noise[] = [
  N(
    "push-expired-tokens",
    ["push"],
    "a breaking-news push burst rejects thousands of expired device tokens, which are pruned",
    (w, s, a, b) => {
      const r = w.rng;
      w.emit(
        a,
        s,
        "INFO",
        `breaking alert ${r.hex(6)} "${slug(r).replace(/-/g, " ")}" fan-out started: 1,${r.int(100, 900)},${r.int(100, 999)} devices`,
      );
      w.every(a + 500, b, 90, (t) =>
        w.emit(
          t,
          s,
          r.chance(0.5) ? "ERROR" : "WARN",
          r.chance(0.55)
            ? `APNs 410 Unregistered for device token ${r.hex(16)}… (BadDeviceToken/Unregistered), token removed`
            : `FCM send error registration-token-not-registered for ${r.hex(12)}…, token removed`,
        ),
      );
      w.tick(a, b, 5000, (t) =>
        w.emit(
          t,
          s,
          "INFO",
          `fan-out progress: sent=${r.int(100, 900)}k ok=${r.int(90, 98)}% invalid_tokens=${r.int(4000, 40000)}`,
        ),
      );
      w.emit(
        b,
        s,
        "INFO",
        `breaking alert fan-out complete in ${Math.round((b - a) / 1000)}s: delivered 94.1%, pruned ${r.int(20000, 60000)} tokens`,
      );
    },
  ),
  N(
    "push-fcm-429",
    ["push"],
    "FCM throttles a topic send with 429 and the sender backs off and completes",
    (w, s, a, b) => {
      const r = w.rng;
      w.every(a, b, 700, (t) =>
        w.emit(
          t,
          s,
          "WARN",
          `FCM 429 QUOTA_EXCEEDED on topic ${r.pick(["news", "sport", "local"])}, backing off ${r.pick([1, 2, 4, 8])}s (Retry-After honoured)`,
        ),
      );
      w.every(a, b, 3000, (t) =>
        w.emit(t, s, "INFO", `topic batch delivered after retry (${r.int(400, 500)} messages)`),
      );
    },
  ),
  N(
    "bid-timeouts",
    ["ads"],
    "header bidders time out on a slow ad exchange and auctions complete with the remaining bids",
    (w, s, a, b) => {
      const r = w.rng;
      w.every(a, b, 120, (t) =>
        w.emit(
          t,
          s,
          "WARN",
          s.rt === "cpp"
            ? `bidder ${r.pick(BIDDERS)} timeout after 800ms, excluded from auction ${r.hex(10)}`
            : `Bidder ${r.pick(BIDDERS)} timed out after 800ms (tmax=800), auction ${r.hex(12)} continuing with ${r.int(1, 4)} bids`,
        ),
      );
    },
  ),
  N("ad-no-fill", ["ads"], "late-night low demand leaves slots unfilled and house ads are served", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 400, (t) =>
      w.emit(
        t,
        s,
        "ERROR",
        `no eligible bids for slot ${r.pick(["skin", "inread", "mpu-2"])} (floor ${(r.next() * 2).toFixed(2)}), serving house creative`,
      ),
    );
  }),
  N("ad-brand-safety", ["ads"], "brand-safety blocks creatives on a tragedy story", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 600, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `creative ${r.int(1e6, 9e6)} blocked by brand-safety (IAB ${r.pick(["IAB7-39", "IAB14-1", "IAB11-4"])} on sensitive article), next bid used`,
      ),
    );
  }),
  N("meter-bots", ["paywall"], "scrapers hammer the metering wall and are rate limited", (w, s, a, b) => {
    const r = w.rng;
    const bots = [ip(r), ip(r), ip(r)];
    w.every(a, b, 80, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `rate limit exceeded client=${r.pick(bots)} ua="python-requests/2.32.3" path=${articlePath(r)} -> 429`,
      ),
    );
    w.every(a, b, 2000, (t) =>
      w.emit(t, s, "ERROR", `meter token rejected: signature mismatch (kid=mtr-2026-10) from ${r.pick(bots)}`),
    );
  }),
  N("cred-stuffing", ["paywall", "billing"], "a credential-stuffing run against login is blocked", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 150, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `login failed for ${r.pick(["a", "j", "m", "s"])}${r.hex(5)}@${r.pick(["gmail.com", "yahoo.com", "hotmail.com"])}: invalid credentials (asn=AS${r.int(10000, 60000)})`,
      ),
    );
    w.every(a + 30000, b, 3000, (t) => w.emit(t, s, "INFO", `ip ${ip(r)} temporarily blocked after 20 failed logins`));
  }),
  N("device-limit", ["paywall"], "readers over the device limit get their oldest session revoked", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 900, (t) =>
      w.emit(t, s, "WARN", `subscriber ${readerId(r)} exceeded device limit (6/5), revoking oldest session`),
    );
  }),
  N("comment-spam", ["comments"], "a spam wave is held for moderation", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 200, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `comment c${r.int(4e6, 5e6)} held for moderation: spam score ${(0.9 + r.next() * 0.09).toFixed(2)} (links=${r.int(2, 9)}, account age ${r.int(0, 3)}d)`,
      ),
    );
    w.every(a, b, 2500, (t) =>
      w.emit(t, s, "ERROR", `rejected comment from banned user u${r.int(1e5, 9e5)} (shadowban)`),
    );
  }),
  N(
    "toxicity-model-reload",
    ["comments"],
    "the toxicity model reloads and comments fall back to the keyword filter for a minute",
    (w, s, a, b) => {
      const r = w.rng;
      w.emit(a, s, "WARN", `toxicity model v${r.int(30, 40)} reloading, falling back to keyword filter`);
      w.every(a, Math.min(b, a + 60000), 900, (t) =>
        w.emit(t, s, "WARN", `model not ready, comment c${r.int(4e6, 5e6)} checked with keyword filter only`),
      );
      w.emit(a + 60000, s, "INFO", `toxicity model loaded in 58.2s (onnx, 412MB)`);
    },
  ),
  N(
    "purge-lag",
    ["purge", "cms"],
    "a traffic spike on a breaking story fills the purge queue, which drains",
    (w, s, a, b) => {
      const mid = (a + b) / 2;
      w.tick(a, b, 4000, (t) => {
        const d = Math.round(5000 * (1 - Math.abs(t - mid) / ((b - a) / 2)));
        w.emit(
          t,
          s,
          d > 1500 ? "WARN" : "INFO",
          `purge queue depth=${d} oldest=${Math.round(d / 120)}s (threshold 30s)`,
        );
      });
    },
  ),
  N("purge-429", ["purge"], "the CDN API rate-limits purges and the worker backs off", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 500, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `CDN purge API returned 429 Too Many Requests for key article-${r.int(1e5, 3e5)}, retry in ${r.int(1, 5)}s`,
      ),
    );
    w.every(a, b, 1500, (t) => w.emit(t, s, "INFO", `purged surrogate-key article-${r.int(1e5, 3e5)} after retry`));
  }),
  N("cms-lock", ["cms"], "editors collide on a live story and saves are rejected as conflicts", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 1500, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `save rejected for article ${r.int(2e5, 26e4)}: locked by ${r.pick(["jharper", "mokoye", "lchen", "dpatel"])} (409 Conflict)`,
      ),
    );
  }),
  N("wire-dupes", ["cms"], "the wire feed redelivers a batch and duplicates are skipped", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 250, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `wire ingest: duplicate ${r.pick(["AP", "Reuters", "PA"])} item urn:${r.hex(12)} (version 1) skipped`,
      ),
    );
  }),
  N(
    "embargo-403",
    ["cms", "gateway"],
    "readers hit an embargoed story early and get 403 until it publishes",
    (w, s, a, b) => {
      const r = w.rng;
      const p = articlePath(r);
      w.every(a, b, 300, (t) => w.emit(t, s, "WARN", `403 for ${p}: embargoed until ${new Date(b).toISOString()}`));
      w.emit(b, s, "INFO", `embargo lifted, ${p} published`);
    },
  ),
  N("sitemap-404s", ["cms", "search"], "the sitemap job finds unpublished canonical URLs", (w, s, a, b) => {
    const r = w.rng;
    w.emit(a, s, "INFO", `sitemap-news regeneration started`);
    w.every(a, b, 400, (t) =>
      w.emit(t, s, "ERROR", `sitemap: canonical ${articlePath(r)} returned 404, entry dropped`),
    );
    w.emit(b, s, "INFO", `sitemap-news regeneration done: ${r.int(900, 1000)} urls`);
  }),
  N("image-unsupported", ["image"], "photographers upload HEIC and CMYK files that are converted", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 600, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        r.chance(0.5)
          ? `unsupported colourspace CMYK in ${r.hex(8)}.jpg, converting to sRGB`
          : `source ${r.hex(8)}.heic decoded via libheif fallback (slow path ${r.int(300, 900)}ms)`,
      ),
    );
  }),
  N("image-404", ["image"], "agency images expire and the resizer serves a placeholder", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 500, (t) =>
      w.emit(
        t,
        s,
        "ERROR",
        `upstream fetch https://media.${r.pick(["gettyimages", "apimages", "reuters"])}.com/${r.hex(10)} -> 404, serving placeholder`,
      ),
    );
  }),
  N(
    "transcode-dts",
    ["video"],
    "ffmpeg warns about timestamps on a phone upload and the job succeeds",
    (w, s, a, b) => {
      const r = w.rng;
      w.every(a, b, 300, (t) =>
        w.emit(
          t,
          s,
          "WARN",
          `[hls @ 0x7f${r.hex(8)}] Non-monotonous DTS in output stream 0:0; previous: ${r.int(1e5, 9e5)}, current: ${r.int(1e5, 9e5)}; changing to ${r.int(1e5, 9e5)}. This may result in incorrect timestamps in the output file.`,
        ),
      );
      w.emit(b, s, "INFO", `job vid-${r.hex(6)} done: 6 renditions, ${r.int(100, 400)} segments`);
    },
  ),
  N("live-ended", ["video"], "a live broadcast ends and the packager reports input EOF", (w, s, a, b) => {
    const r = w.rng;
    w.emit(a, s, "ERROR", `live input rtmp://ingest/live/${r.hex(6)}: End of file, stream ended`);
    w.tick(a, Math.min(b, a + 60000), 5000, (t) =>
      w.emit(t, s, "WARN", `no segments received for channel live-${r.int(1, 4)} in ${Math.round((t - a) / 1000)}s`),
    );
    w.emit(a + 62000, s, "INFO", `channel archived as VOD, live slot released`);
  }),
  N("bounces", ["newsletter"], "the morning newsletter collects hard bounces and suppressions", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 120, (t) =>
      w.emit(
        t,
        s,
        "ERROR",
        `delivery failed to ${r.hex(6)}@${r.pick(["aol.com", "btinternet.com", "gmx.de"])}: ${r.pick(["550 5.1.1 The email account that you tried to reach does not exist", "552 5.2.2 Mailbox full", "554 5.7.1 Message rejected"])}`,
      ),
    );
    w.tick(a, b, 6000, (t) =>
      w.emit(t, s, "INFO", `morning-briefing: ${r.int(100, 400)}k sent, ${r.int(1, 4)}% bounced, suppressions updated`),
    );
  }),
  N("ses-throttle", ["newsletter"], "the email provider throttles the send rate and jobs retry", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 400, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `Throttling: Maximum sending rate exceeded. job=${r.hex(12)} will retry in ${r.int(5, 40)}s`,
      ),
    );
  }),
  N("search-slowlog", ["search"], "a trending term makes wildcard queries slow", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 500, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `slow query took[${r.int(1000, 4000)}ms] q="*${r.pick(["storm", "election", "verdict"])}*" index=articles_v12 (threshold 1000ms)`,
      ),
    );
  }),
  N(
    "search-reindex",
    ["search"],
    "a planned reindex turns the cluster yellow while replicas allocate",
    (w, s, a, b) => {
      const r = w.rng;
      w.emit(a, s, "INFO", `reindex articles_v12 -> articles_v13 started`);
      w.tick(a, b, 8000, (t) =>
        w.emit(t, s, "WARN", `cluster health YELLOW: ${r.int(2, 12)} unassigned replica shards (initializing)`),
      );
      w.emit(b, s, "INFO", `alias articles -> articles_v13 swapped, cluster GREEN`);
    },
  ),
  N("reco-cold", ["reco"], "a model swap empties the cache and recommendations fall back to popular", (w, s, a, b) => {
    const r = w.rng;
    w.emit(a, s, "INFO", `loaded model als-2026w48 (${r.int(300, 600)}MB), cache cleared`);
    w.every(a, b, 150, (t) =>
      w.emit(t, s, "WARN", `cache miss for ${readerId(r)}, embedding not warmed, using popular fallback`),
    );
  }),
  N("card-declines", ["billing"], "the renewal run collects card declines that go to dunning", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 400, (t) =>
      w.emit(
        t,
        s,
        "ERROR",
        `renewal charge failed sub_${r.hex(14)}: card_declined (${r.pick(["insufficient_funds", "do_not_honor", "expired_card", "generic_decline"])}), dunning step 1 scheduled`,
      ),
    );
  }),
  N("webhook-replay", ["billing"], "the payment provider replays webhooks and duplicates are ignored", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 300, (t) =>
      w.emit(t, s, "WARN", `webhook evt_${r.hex(14)} (invoice.paid) already processed, returning 200`),
    );
  }),
  N("scanners", ["gateway"], "vulnerability scanners probe for admin paths", (w, s, a, b) => {
    const r = w.rng;
    const who = ip(r);
    w.every(a, b, 60, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        access(
          r,
          s,
          r.pick(["GET", "POST"]),
          r.pick(["/wp-login.php", "/.env", "/.git/config", "/phpmyadmin/", "/actuator/env", "/cgi-bin/luci"]),
          r.pick([403, 404]),
          r.int(1, 5),
        ) + ` client=${who}`,
      ),
    );
  }),
  N("client-aborts", ["gateway"], "mobile readers on a live page drop connections", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 100, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `websocket ${r.hex(8)} closed abnormally (1006) on /live/${slug(r)} after ${r.int(5, 900)}s`,
      ),
    );
  }),
  N("cert-renew", ["gateway"], "the TLS certificate is renewed and hot-reloaded", (w, s, a) => {
    w.emit(a, s, "WARN", `certificate for *.${w.est.domain} expires in 29 days, requesting renewal`);
    w.emit(a + 4000, s, "INFO", `certificate obtained (ACME order ${w.rng.hex(10)}), reloading listeners`);
    configReload(w, s, a + 5000, "tls certificate rotated");
  }),
  N(
    "gc-pauses",
    ["cms", "ads", "search", "paywall", "push", "billing"],
    "a JVM logs long GC pauses during a traffic peak and keeps serving",
    (w, s, a, b) => {
      const r = w.rng;
      w.every(a, b, 4000, (t) =>
        w.emit(
          t,
          s,
          "WARN",
          s.rt === "java"
            ? `GC(${r.int(3000, 9000)}) Pause Young (G1 Evacuation Pause) ${r.int(1400, 1900)}M->${r.int(600, 900)}M(2048M) ${r.int(300, 700)}.${r.int(100, 999)}ms`
            : `event loop lag ${r.int(200, 700)}ms (gc ${r.pick(["mark-sweep", "scavenge"])}) `,
        ),
      );
    },
  ),
  N(
    "rolling-restart",
    ["cms", "render", "paywall", "reco", "search", "comments"],
    "a rolling restart causes a few refused connections that callers retry",
    (w, s, a) => {
      const r = w.rng;
      deploy(w, s, a, `2026.11.${r.int(24, 30)}-${r.int(1, 9)}`);
      const gw = w.svc("gateway");
      for (let i = 0; i < 8; i++) {
        const t = a + r.int(500, 9000);
        w.emit(
          t,
          gw,
          "WARN",
          retryLine(
            gw,
            s,
            `dial tcp 10.${r.int(10, 60)}.${r.int(0, 9)}.${r.int(2, 250)}:8080: connect: connection refused`,
            1,
          ),
        );
        w.emit(t + r.int(50, 300), gw, "INFO", `call to ${s.name} succeeded on attempt 2`);
      }
    },
  ),
  N(
    "hpa-scaleup",
    ["render", "cms", "paywall", "gateway"],
    "autoscaling adds pods that fail readiness while warming",
    (w, s, a) => {
      const r = w.rng;
      for (let i = 0; i < 6; i++) {
        const t = a + i * 3000;
        w.emit(t, s, "WARN", `readiness check failed: warming caches (${r.int(10, 80)}%), returning 503 to probe`);
      }
      w.emit(a + 20000, s, "INFO", `caches warm, pod ready (${r.int(6, 14)} replicas now)`);
    },
  ),
  N(
    "dns-blip",
    ["cms", "render", "reco", "paywall", "push"],
    "a couple of transient DNS lookups fail and succeed on retry",
    (w, s, a) => {
      const r = w.rng;
      for (let i = 0; i < 5; i++) {
        const t = a + r.int(0, 20000);
        w.emit(
          t,
          s,
          "WARN",
          s.rt === "node"
            ? `getaddrinfo EAI_AGAIN redis-master.cache.svc.cluster.local, retrying`
            : `lookup redis-master.cache.svc.cluster.local: temporary failure in name resolution, retrying`,
        );
        w.emit(t + 200, s, "INFO", `reconnected to redis-master.cache.svc.cluster.local:6379`);
      }
    },
  ),
  N("flag-flip", ["render", "paywall", "cms", "gateway"], "a feature flag change is reloaded", (w, s, a) => {
    configReload(
      w,
      s,
      a,
      `flags: ${w.rng.pick(["new_paywall_copy", "election_banner", "lazy_embeds", "dark_mode_default"])}=on`,
    );
  }),
  N("amp-invalid", ["render"], "AMP validation warnings on stories with embeds", (w, s, a, b) => {
    const r = w.rng;
    w.every(a, b, 500, (t) =>
      w.emit(
        t,
        s,
        "WARN",
        `AMP validation: The tag '${r.pick(["iframe", "script", "video"])}' is disallowed except in specific forms. (${articlePath(r)}/amp)`,
      ),
    );
  }),
  N(
    "deprecation-flood",
    ["render", "cms", "reco", "billing"],
    "a library upgrade floods deprecation warnings",
    (w, s, a, b) => {
      const r = w.rng;
      w.every(a, b, 250, (t) =>
        w.emit(
          t,
          s,
          "WARN",
          s.rt === "python"
            ? `/usr/local/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based \`config\` is deprecated, use ConfigDict instead.`
            : s.rt === "node"
              ? `(node:1) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated. Please use a userland alternative instead.`
              : `DEPRECATION: ${r.pick(["legacy serializer", "v1 API"])} will be removed in the next major version`,
        ),
      );
    },
  ),
  N(
    "handled-exception",
    ["cms", "render", "billing", "reco", "comments", "search"],
    "a malformed request raises a logged and handled exception",
    (w, s, a, b) => {
      const r = w.rng;
      const kind: Record<string, string> = {
        java: "java.lang.NumberFormatException",
        python: "ValueError",
        node: "TypeError",
        ruby: "ArgumentError",
        dotnet: "System.FormatException",
        php: "InvalidArgumentException",
      };
      w.every(a, b, 8000, (t) => {
        const k = kind[s.rt];
        if (!k) {
          w.emit(
            t,
            s,
            "WARN",
            `bad request, returning 400: invalid page parameter "${r.pick(["undefined", "NaN", "1e"])}"`,
          );
          return;
        }
        const st = stackOf(r, s.rt, k, `invalid page parameter "${r.pick(["undefined", "NaN", "1e"])}"`, [
          `${w.est.pkg}.web.ParamParser.parsePage`,
          `${w.est.pkg}.web.ListController.list`,
        ]);
        w.emit(t, s, "WARN", "bad request, returning 400", { stack: st.lines, errType: st.errType });
      });
    },
  ),
];

for (const n of NOISES) if (n.key === "gc-pauses") n.rts = ["java"];
