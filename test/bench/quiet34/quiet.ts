// Harmless noise that looks alarming: each kind is something that pages at 3 a.m. and turns out to be nothing.
// Every kind leaves the evidence that it is benign (retries succeed, the rejection is a policy, the job finishes).
import type { Domain } from "./estates.js";
import type { Rng } from "./rng.js";
import { every, type Stream } from "./stream.js";

export interface NoiseKind {
  id: string;
  domain?: Domain;
  needs: string[];
  run(s: Stream, a: number, b: number): void;
}

const CLIENT: Record<string, string[]> = {
  fieldwise: ["fieldapp-ios/5.9.0", "fieldapp-android/5.8.3"],
  trestle: ["trestle-ipad/3.2.2", "trestle-android/3.1.9"],
  emberly: ["Emberly/12.4.1 (iOS 18.1)", "Emberly/12.4.0 (Android 14)"],
  kindred: ["Kindred/8.3.1 iOS", "Kindred/8.2.7 Android"],
};
const ROUTES: Record<string, string[]> = {
  fieldwise: ["GET /v3/workorders/today", "POST /v3/sync", "GET /v3/parts/search"],
  trestle: ["GET /projects/4411/drawings", "GET /projects/4203/punch_items", "GET /projects/4390/rfis"],
  emberly: ["POST /v2/swipes", "GET /v2/recs", "POST /v2/messages"],
  kindred: ["GET /api/deck", "POST /api/swipe", "POST /api/chat/send"],
};
const u = (r: Rng) => `u_${r.hex(10)}`;
const wo = (r: Rng) => `WO-${r.int(400000, 499999)}`;
const dev = (r: Rng) => `${r.pick(["ios", "android"])}-${r.hex(8)}`;

const nodeAbort = (r: Rng) =>
  [
    "Error: aborted",
    "    at connResetException (node:internal/errors:787:14)",
    "    at abortIncoming (node:_http_server:793:17)",
    "    at socketOnClose (node:_http_server:787:3)",
    "    at Socket.emit (node:events:531:35)",
    `    at TCP.<anonymous> (node:net:${r.int(330, 350)}:12)`,
  ].join("\n");

export const KINDS: NoiseKind[] = [
  {
    id: "offline-replay-conflicts",
    domain: "field",
    needs: ["sync", "core", "parts"],
    run: (s, a, b) => {
      const { r, est } = s;
      for (let k = 0; k < r.int(3, 6); k++) {
        const d = dev(r);
        const tech = `T-${r.int(1000, 1999)}`;
        const st = a + r.int(0, Math.max(1, b - a - 60000));
        const n = r.int(120, 600);
        const trace = r.hex(16);
        s.emit(
          est.roles.sync,
          st,
          "info",
          `device ${d} (${tech}) back online after ${r.int(5, 11)}h${r.int(0, 59)}m offline, replaying ${n} queued edits`,
          { trace },
        );
        let c = 0;
        every(r, st + 500, st + r.int(20000, 60000), 80, 600, (t) => {
          if (r.chance(0.35)) {
            c++;
            s.emit(
              est.roles.sync,
              t,
              "warn",
              `409 Conflict applying edit ${r.hex(8)} to ${wo(r)}: server version ${r.int(3, 9)} > client base ${r.int(1, 2)}; resolved by field-level merge (client wins for notes, server wins for status)`,
              { trace },
            );
          } else
            s.emit(
              est.roles.core,
              t,
              "info",
              `edit applied ${wo(r)} field=${r.pick(["notes", "checklist", "labor_hours", "signature", "parts_used"])} source=offline-replay`,
              { trace },
            );
          if (r.chance(0.1))
            s.emit(
              est.roles.gw,
              t + 20,
              "warn",
              `POST /v3/sync 409 ${r.int(30, 200)}ms - conflict payload returned to ${d}`,
              { trace },
            );
        });
        s.emit(
          est.roles.sync,
          st + r.int(60000, 90000),
          "info",
          `replay finished device=${d} applied=${n - c} merged=${c} rejected=0`,
          { trace },
        );
      }
    },
  },
  {
    id: "photo-too-large",
    needs: ["media", "gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 4000, 20000, (t) => {
        const mb = r.int(22, 61);
        s.emit(
          est.roles.gw,
          t,
          "error",
          `PUT /media upload rejected 413 Payload Too Large (${mb}.${r.int(0, 9)}MB > 20MB limit) client=${r.pick(CLIENT[est.key])}`,
        );
        s.emit(
          est.roles.media,
          t + r.int(2000, 9000),
          "info",
          `retry from same client accepted: downscaled to ${(r.int(18, 49) / 10).toFixed(1)}MB 2048px`,
        );
      });
    },
  },
  {
    id: "telematics-dtc",
    domain: "field",
    needs: ["telem"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 3000, 12000, (t) => {
        s.emit(
          est.roles.telem,
          t,
          "error",
          `${r.pick(["VH-1874", "VH-2011", "EX-14", "WL-3", "VH-3302"])} reported DTC ${r.pick(["P0420", "P0128", "SPN 3251 FMI 2", "SPN 94 FMI 1", "U0100"])} severity=${r.pick(["amber", "red", "amber"])} (forwarded to fleet maintenance queue)`,
        );
      });
    },
  },
  {
    id: "route-infeasible",
    domain: "field",
    needs: ["route"],
    run: (s, a, b) => {
      const { r, est } = s;
      const route = est.roles.route ?? est.roles.dispatch;
      every(r, a, b, 5000, 25000, (t) => {
        s.emit(
          route,
          t,
          "warn",
          `no feasible solution for T-${r.int(1000, 1999)}: ${r.int(1, 3)} time windows cannot be met (latest ${r.int(15, 18)}:00); falling back to greedy insertion, ${r.int(1, 3)} jobs flagged for manual dispatch`,
        );
      });
    },
  },
  {
    id: "sla-breach-business",
    domain: "field",
    needs: ["dispatch", "parts"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 6000, 30000, (t) => {
        s.emit(
          est.roles.dispatch,
          t,
          "error",
          `SLA BREACHED ${wo(r)} priority=${r.pick(["P1", "P2"])} customer=${r.pick(["ACME-HVAC", "NORTHGATE-MALL", "CITY-SCHOOLS", "HARBOR-HOSP"])} response_due=${r.int(1, 4)}h ago (escalation email sent to account manager)`,
        );
      });
    },
  },
  {
    id: "corrupt-drawing",
    domain: "field",
    needs: ["docs"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 20000, 90000, (t) => {
        const f = `${r.pick(["A", "S", "M"])}-${r.int(100, 599)}_rev${r.int(1, 9)}.dwg`;
        s.emit(
          est.roles.docs,
          t,
          "error",
          `[error] render job ${r.hex(8)}: unsupported DWG version AC1032 in ${f} (uploaded by external user); job marked failed, uploader notified`,
        );
      });
    },
  },
  {
    id: "slow-nightly-export",
    needs: ["jobs"],
    run: (s, a, b) => {
      const { r, est } = s;
      const st = a + r.int(0, 30000);
      s.emit(est.roles.jobs, st, "info", `nightly export started: ${r.int(20000, 90000)} rows to warehouse`);
      every(r, st + 5000, Math.min(b, st + 240000), 15000, 40000, (t, i) => {
        s.emit(
          est.roles.jobs,
          t,
          "warn",
          `slow query (${r.int(4, 18)}.${r.int(0, 9)}s): SELECT ... FROM line_items WHERE updated_at >= $1 ORDER BY id LIMIT 5000 OFFSET ${i * 5000}`,
        );
      });
      s.emit(
        est.roles.jobs,
        Math.min(b - 1000, st + 250000),
        "info",
        `nightly export finished in ${r.int(200, 260)}s, 0 errors`,
      );
    },
  },
  {
    id: "cert-renewal",
    needs: ["gw"],
    run: (s, a) => {
      const { r, est } = s;
      const t = a + r.int(0, 60000);
      s.emit(
        est.roles.gw,
        t,
        "warn",
        `TLS certificate for *.${est.key}.internal expires in ${r.int(20, 29)} days (notAfter=2027-01-${r.int(10, 28)}); renewal pending`,
      );
      s.emit(
        est.roles.gw,
        t + r.int(30000, 120000),
        "info",
        `certificate reloaded from /etc/tls/tls.crt (serial ${r.hex(16)}, notAfter 2027-03-${r.int(10, 28)}); 0 connections dropped`,
      );
    },
  },
  {
    id: "old-client-410",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 1500, 8000, (t) => {
        s.emit(
          est.roles.gw,
          t,
          "warn",
          `GET /v1/${r.pick(["jobs", "profile", "feed", "sync"])} 410 Gone - client ${r.pick(CLIENT[est.key]).replace(/\/[\d.]+/, `/${r.int(2, 4)}.${r.int(0, 9)}.${r.int(0, 9)}`)} below minimum supported version, upgrade prompt returned`,
        );
      });
    },
  },
  {
    id: "banned-users-403",
    domain: "dating",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      const banned = Array.from({ length: r.int(4, 9) }, () => u(r));
      const auth = est.roles.auth ?? est.roles.profile ?? est.roles.gw;
      for (const b1 of banned)
        s.emit(
          est.roles.reports ?? est.roles.mod ?? auth,
          a + r.int(0, 30000),
          "warn",
          `account ${b1} BANNED reason=${r.pick(["scam_pattern", "underage_report", "harassment", "spam_links"])} reports=${r.int(3, 40)} sessions revoked`,
        );
      every(r, a + 30000, b, 300, 2500, (t) => {
        s.emit(
          est.roles.gw,
          t,
          "error",
          `${r.pick(ROUTES[est.key])} 403 Forbidden user=${r.pick(banned)} reason=account_banned`,
        );
      });
    },
  },
  {
    id: "chat-moderation-blocks",
    domain: "dating",
    needs: ["chat", "mod"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 800, 5000, (t) => {
        s.emit(
          est.roles.mod,
          t,
          "warn",
          `text check verdict=BLOCK policy=${r.pick(["off_platform_payment", "phone_number", "slur", "crypto_scam", "external_link"])} score=${(r.int(85, 99) / 100).toFixed(2)} sender=${u(r)}`,
        );
        s.emit(
          est.roles.chat,
          t + r.int(5, 40),
          "error",
          `message rejected conv=${r.hex(10)} code=MODERATION_BLOCKED (sender sees "message not sent")`,
        );
      });
    },
  },
  {
    id: "receipt-sandbox-21007",
    domain: "dating",
    needs: ["billing"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 4000, 20000, (t) => {
        const tx = `${r.int(200000, 299999)}${r.int(1000000, 9999999)}`;
        s.emit(
          est.roles.billing,
          t,
          "error",
          `verifyReceipt production status=21007 transaction_id=${tx} (receipt is from the test environment)`,
        );
        s.emit(
          est.roles.billing,
          t + r.int(200, 900),
          "info",
          `verifyReceipt sandbox status=0 transaction_id=${tx} product=${r.pick(["gold_1m", "plus_6m", "boost_5"])} -> TestFlight purchase, not granted in production`,
        );
      });
    },
  },
  {
    id: "play-pending-purchases",
    domain: "dating",
    needs: ["billing"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 5000, 25000, (t) => {
        s.emit(
          est.roles.billing,
          t,
          "warn",
          `Play purchase GPA.${r.int(3300, 3399)}-${r.int(1000, 9999)}-${r.int(1000, 9999)}-${r.int(10000, 99999)} purchaseState=2 (PENDING, cash payment) -> entitlement deferred, will re-check via RTDN`,
        );
      });
    },
  },
  {
    id: "sunday-swipe-peak",
    domain: "dating",
    needs: ["gw", "match"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 20000, 50000, (t) => {
        s.emit(
          est.roles.gw,
          t,
          "warn",
          `p99 latency ${r.int(700, 1400)}ms over last 60s (target 500ms) rps=${r.int(4000, 9000)}`,
        );
        s.emit(
          est.roles.match,
          t + r.int(1000, 5000),
          "warn",
          `HorizontalPodAutoscaler scaled ${est.roles.match} from ${r.int(12, 20)} to ${r.int(21, 30)} replicas (cpu ${r.int(82, 95)}% > target 70%)`,
        );
      });
      every(r, a, b, 400, 1500, (t) =>
        s.emit(est.roles.match, t, "info", `swipe peak bucket ok queue_depth=${r.int(0, 40)} batch_ms=${r.int(5, 60)}`),
      );
    },
  },
  {
    id: "push-token-pruning",
    needs: ["push"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 3000, 15000, (t) => {
        s.emit(
          est.roles.push,
          t,
          "error",
          `APNs 410 Unregistered for ${r.int(5, 60)} device tokens (BadDeviceToken/Unregistered) - pruned from store`,
        );
      });
    },
  },
  {
    id: "scraper-rate-limited",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      const bot = `185.${r.int(10, 250)}.${r.int(0, 255)}.${r.int(2, 254)}`;
      every(r, a, Math.min(b, a + r.int(90000, 240000)), 100, 700, (t) => {
        s.emit(
          est.roles.gw,
          t,
          "warn",
          `429 Too Many Requests ip=${bot} key=anon route="${r.pick(ROUTES[est.key])}" limit=60/min (bot UA python-requests/2.31.0)`,
        );
      });
      s.emit(
        est.roles.gw,
        b - 2000,
        "info",
        `ip ${bot} added to WAF blocklist after ${r.int(800, 2000)} limited requests`,
      );
    },
  },
  {
    id: "credential-stuffing",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      const svc = est.roles.auth ?? est.roles.gw;
      every(r, a, Math.min(b, a + 180000), 150, 900, (t) => {
        s.emit(
          svc,
          t,
          "warn",
          `login failed: invalid password for ${r.pick(["a", "j", "m", "s", "k"])}***@${r.pick(["gmail.com", "yahoo.com", "outlook.com"])} ip=45.${r.int(10, 200)}.${r.int(0, 255)}.${r.int(2, 254)} (attempt ${r.int(1, 5)}/5)`,
        );
      });
      s.emit(
        svc,
        a + 185000,
        "info",
        `bot mitigation: ${r.int(60, 300)} IPs challenged with captcha, failed logins back to baseline`,
      );
    },
  },
  {
    id: "nsfw-photo-rejections",
    domain: "dating",
    needs: ["media", "mod"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 2000, 9000, (t) => {
        s.emit(
          est.roles.mod,
          t,
          "warn",
          `image check verdict=REJECT reason=${r.pick(["nudity", "no_face_detected", "celebrity_match", "text_overlay_phone"])} score=${(r.int(80, 99) / 100).toFixed(2)} uploader=${u(r)}`,
        );
        s.emit(est.roles.gw, t + r.int(10, 80), "error", `POST /media 422 Unprocessable Entity code=PHOTO_REJECTED`);
      });
    },
  },
  {
    id: "reports-backlog",
    domain: "dating",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      const svc = est.roles.reports ?? est.roles.mod;
      every(r, a, b, 15000, 40000, (t, i) => {
        s.emit(
          svc,
          t,
          "warn",
          `report queue depth ${900 + i * r.int(50, 150)} above 800 (viral profile ${u(r)} reported by ${r.int(200, 900)} users; auto-hidden pending review)`,
        );
      });
    },
  },
  {
    id: "rollout-sigterm",
    needs: ["gw", "core"],
    run: (s, a) => {
      const { r, est } = s;
      const svc = est.roles.core;
      const t = a + r.int(0, 30000);
      s.emit(
        svc,
        t,
        "info",
        `deploy ${svc} v${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 9)} rolling update started (maxUnavailable=1)`,
      );
      for (let k = 0; k < 3; k++) {
        const tt = t + k * r.int(20000, 40000);
        s.emit(svc, tt + 100, "warn", "received SIGTERM, draining connections (grace period 30s)");
        s.emit(
          est.roles.gw,
          tt + r.int(200, 3000),
          "error",
          `upstream ${svc} connection reset by peer while reading response header, retrying on another endpoint`,
        );
        s.emit(est.roles.gw, tt + r.int(3100, 3500), "info", `retry to ${svc} succeeded (attempt 2)`);
        s.emit(
          svc,
          tt + r.int(8000, 12000),
          "warn",
          "Readiness probe failed: HTTP probe failed with statuscode: 503 (warming caches)",
        );
        s.emit(svc, tt + r.int(14000, 18000), "info", "ready: caches warm, accepting traffic");
      }
    },
  },
  {
    id: "gc-pauses",
    needs: ["jvm"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 20000, 60000, (t) => {
        const used = r.int(70, 86);
        s.emit(
          est.roles.jvm,
          t,
          "warn",
          `[gc] GC(${r.int(4000, 9000)}) Pause Young (G1 Humongous Allocation) ${r.int(900, 2600)}M->${r.int(500, 900)}M(3072M) ${r.int(180, 420)}.${r.int(100, 999)}ms; heap after GC ${used}%`,
        );
      });
    },
  },
  {
    id: "kafka-rebalance",
    needs: ["kafka"],
    run: (s, a) => {
      const { r, est } = s;
      const t = a + r.int(0, 60000);
      const g = `${est.roles.kafka}-consumers`;
      s.emit(
        est.roles.kafka,
        t,
        "warn",
        `[Consumer clientId=${est.roles.kafka}-2, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
      );
      s.emit(
        est.roles.kafka,
        t + 200,
        "info",
        `[Consumer clientId=${est.roles.kafka}-2, groupId=${g}] Revoke previously assigned partitions events-3, events-4, events-5`,
      );
      s.emit(
        est.roles.kafka,
        t + r.int(3000, 9000),
        "info",
        `[Consumer clientId=${est.roles.kafka}-2, groupId=${g}] Adding newly assigned partitions: events-3, events-4`,
      );
      s.emit(
        est.roles.kafka,
        t + r.int(9000, 12000),
        "warn",
        `consumer lag events total=${r.int(4000, 20000)} (catching up after rebalance)`,
      );
      s.emit(est.roles.kafka, t + r.int(40000, 70000), "info", `consumer lag events total=${r.int(0, 40)}`);
    },
  },
  {
    id: "hikari-stale-connections",
    needs: ["jvm"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 30000, 90000, (t) => {
        s.emit(
          est.roles.jvm,
          t,
          "warn",
          `com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        );
      });
    },
  },
  {
    id: "cron-lock-skip",
    needs: ["jobs"],
    run: (s, a, b) => {
      const { r, est } = s;
      for (let t = a; t < b; t += 60000)
        s.emit(
          est.roles.jobs,
          t + r.int(0, 800),
          "warn",
          `job ${r.pick(["reconcile-ledger", "sync-erp", "expire-holds"])} skipped: lock held by ${est.roles.jobs}-${r.pick(["0", "1"])} (previous run still active)`,
        );
    },
  },
  {
    id: "client-aborts",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      const node = est.services.find((x) => x.rt === "node")?.name ?? est.roles.gw;
      every(r, a, b, 2000, 12000, (t) => {
        s.emit(node, t, "error", `request aborted by client after ${r.int(2000, 30000)}ms (app backgrounded)`, {
          stack: nodeAbort(r),
          errKind: "Error",
        });
      });
    },
  },
  {
    id: "feature-flag-stream",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 60000, 180000, (t) => {
        const svc = r.pick(est.services).name;
        s.emit(
          svc,
          t,
          "warn",
          `[LaunchDarkly] Received I/O error (read ECONNRESET) for streaming request - will retry`,
        );
        s.emit(svc, t + r.int(1000, 4000), "info", `[LaunchDarkly] Opened LaunchDarkly stream connection`);
      });
    },
  },
  {
    id: "config-reload-unknown-keys",
    needs: ["gw"],
    run: (s, a) => {
      const { r, est } = s;
      const svc = r.pick(est.services).name;
      const t = a + r.int(0, 60000);
      s.emit(
        svc,
        t,
        "info",
        `config reloaded from ConfigMap ${svc}-config (resourceVersion ${r.int(1000000, 9999999)})`,
      );
      s.emit(
        svc,
        t + 5,
        "warn",
        `ignoring unknown config key "${r.pick(["featureFlags.legacyMatching", "retry.jitterMs", "cache.warmOnBoot", "metrics.histogramBuckets"])}"`,
      );
      s.emit(
        svc,
        t + 8,
        "warn",
        `config key "${r.pick(["http.timeout", "db.poolSize"])}" is deprecated, use "${r.pick(["http.client.timeout", "db.pool.max"])}" (value carried over)`,
      );
    },
  },
  {
    id: "decommissioned-integration",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      const svc = r.pick(est.services).name;
      every(r, a, b, 55000, 65000, (t) => {
        s.emit(
          svc,
          t,
          "error",
          `optional integration check: lookup legacy-crm.${est.key}.internal: no such host (integration disabled since 2026-09, check still scheduled)`,
        );
      });
    },
  },
  {
    id: "synthetic-404s",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 30000, 60000, (t) => {
        for (const p of ["/.env", "/wp-login.php", "/admin/config.php", "/.git/HEAD"])
          s.emit(
            est.roles.gw,
            t + r.int(0, 600),
            "warn",
            `GET ${p} 404 ${r.int(0, 3)}ms ua="${r.pick(["Mozilla/5.0 zgrab/0.x", "curl/8.4.0", "Go-http-client/1.1"])}"`,
          );
      });
    },
  },
  {
    id: "jwt-expired-refresh",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 1000, 6000, (t) => {
        s.emit(
          est.roles.gw,
          t,
          "warn",
          `401 Unauthorized: jwt expired (exp ${r.int(1, 40)}m ago) user=${u(r)} -> client refreshing`,
        );
        s.emit(
          est.roles.auth ?? est.roles.gw,
          t + r.int(100, 600),
          "info",
          `token refreshed for ${u(r)} (app resumed from background)`,
        );
      });
    },
  },
  {
    id: "dlq-replay",
    needs: ["kafka"],
    run: (s, a) => {
      const { r, est } = s;
      const t = a + r.int(0, 40000);
      const n = r.int(300, 1200);
      s.emit(est.roles.kafka, t, "info", `DLQ replay requested by ops: ${n} messages from events.dlq (oldest 3d)`);
      every(r, t + 1000, t + 60000, 200, 1500, (tt) => {
        s.emit(
          est.roles.kafka,
          tt,
          "warn",
          `DLQ message ${r.hex(12)} discarded: duplicate (already processed at offset ${r.int(100000, 999999)})`,
        );
      });
      s.emit(
        est.roles.kafka,
        t + 61000,
        "info",
        `DLQ replay done: ${Math.floor(n * 0.7)} reprocessed, ${n - Math.floor(n * 0.7)} duplicates dropped, 0 failed`,
      );
    },
  },
  {
    id: "opensearch-low-watermark",
    needs: ["gw"],
    run: (s, a, b) => {
      const { r, est } = s;
      const svc = est.roles.feed ?? est.roles.jobs ?? est.roles.core;
      every(r, a, b, 60000, 120000, (t) => {
        s.emit(
          svc,
          t,
          "warn",
          `search cluster: low disk watermark [85%] exceeded on node search-data-${r.int(0, 2)} (${r.int(85, 88)}% used), replicas will not be assigned to this node`,
        );
      });
    },
  },
  {
    id: "sidekiq-retry-success",
    needs: ["sidekiq"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 8000, 30000, (t) => {
        const jid = r.hex(24);
        const job = r.pick(["PartnerWebhookJob", "ErpInvoicePushJob", "EmailDigestJob"]);
        s.emit(
          est.roles.sidekiq,
          t,
          "warn",
          `${job} JID-${jid} WARN: Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>`,
          {
            stack: [
              "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
              "/usr/local/lib/ruby/3.3.0/net/protocol.rb:199:in `readuntil'",
              "/usr/local/lib/ruby/3.3.0/net/http/response.rb:40:in `read_status_line'",
              `/app/app/jobs/${job.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()}.rb:${r.int(12, 60)}:in \`perform'`,
            ].join("\n"),
            errKind: "Net::ReadTimeout",
          },
        );
        s.emit(est.roles.sidekiq, t + 20, "info", `${job} JID-${jid} retry 1 scheduled in ${r.int(15, 40)}s`);
        s.emit(
          est.roles.sidekiq,
          t + r.int(20000, 45000),
          "info",
          `${job} JID-${jid} INFO: done: ${(r.int(200, 900) / 1000).toFixed(3)} sec (retry 1)`,
        );
      });
    },
  },
  {
    id: "parts-cycle-count",
    domain: "field",
    needs: ["parts"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 8000, 30000, (t) => {
        s.emit(
          est.roles.parts,
          t,
          "warn",
          `Cycle count variance VAN-${r.int(100, 399)} PN-${r.int(10000, 99999)}: system ${r.int(1, 9)} counted ${r.int(0, 9)}; adjustment posted, on hand would have gone negative (-${r.int(1, 3)}) and was clamped to 0`,
        );
      });
    },
  },
  {
    id: "corrupt-exif-traceback",
    needs: ["media"],
    run: (s, a, b) => {
      const { r, est } = s;
      const py = est.services.find((x) => x.rt === "python")?.name ?? est.roles.media;
      every(r, a, b, 15000, 60000, (t) => {
        s.emit(
          py,
          t,
          "warn",
          `skipping EXIF for upload ${r.hex(12)}: could not parse orientation tag, stored without rotation`,
          {
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/media/exif.py", line 58, in read_orientation',
              "    return img.getexif().get(0x0112, 1)",
              '  File "/usr/local/lib/python3.11/site-packages/PIL/Image.py", line 1519, in getexif',
              "    self._exif.load(exif_info)",
              '  File "/usr/local/lib/python3.11/site-packages/PIL/Image.py", line 3761, in load',
              "    self._info = TiffImagePlugin.ImageFileDirectory_v2(self.head)",
              "SyntaxError: not a TIFF file (header b'\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00' not valid)",
            ].join("\n"),
            errKind: "SyntaxError",
          },
        );
      });
    },
  },
  {
    id: "past-appointments-skipped",
    domain: "field",
    needs: ["notify"],
    run: (s, a, b) => {
      const { r, est } = s;
      every(r, a, b, 10000, 40000, (t) => {
        s.emit(
          est.roles.notify,
          t,
          "error",
          `AppointmentReminderJob JID-${r.hex(24)} ERROR: reminder for ${wo(r)} not sent: appointment window already started (customer rescheduled on site); discarded`,
        );
      });
    },
  },
];
