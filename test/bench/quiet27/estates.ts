// The four made-up companies: their services and runtimes, request traffic, jobs, probes, one noisy service,
// deprecation warnings, retries that succeed, and deploys or config reloads that change nothing that matters.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp";

export interface Svc {
  name: string;
  runtime: Runtime;
  optional?: boolean;
}

export interface Estate {
  key: string;
  company: string;
  domain: "game" | "edu";
  traced: boolean;
  namespace: string;
  services: Svc[];
  /** One request as it crosses services, at true time t. */
  request(s: Stream, t: number): void;
  /** Probes, periodic jobs, the noisy service, deprecations, retries that succeed. */
  background(s: Stream): void;
  /** An unrelated rollout or config reload at t. */
  deploy(s: Stream, t: number): void;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ip = (r: Rng) => `10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const pub = (r: Rng) =>
  `${r.pick(["81", "92", "176", "203", "24", "73"])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const player = (r: Rng) => `p_${r.hex(10)}`;
const acct = (r: Rng) => `a_${r.int(1000000, 9999999)}`;
const student = (r: Rng) => `s${r.int(200000, 299999)}`;
const learner = (r: Rng) => `l_${r.hex(8)}`;

// ---------------------------------------------------------------- Emberfall Games: matchmaking, fleet, voice
const MODES = ["ranked_5v5", "casual_5v5", "duos_br", "arena_2v2", "ranked_5v5", "duos_br"];
const REGIONS = ["eu-west", "us-east", "us-west", "ap-southeast", "eu-central"];

export const emberfall: Estate = {
  key: "emberfall",
  company: "Emberfall Games",
  domain: "game",
  traced: true,
  namespace: "ember-live",
  services: [
    { name: "edge-gateway", runtime: "go" },
    { name: "matchmaker", runtime: "java" },
    { name: "fleet-allocator", runtime: "go" },
    { name: "game-session", runtime: "cpp" },
    { name: "player-profile", runtime: "node" },
    { name: "voice-relay", runtime: "cpp" },
    { name: "anticheat-ingest", runtime: "python" },
    { name: "party-svc", runtime: "node" },
    { name: "leaderboard", runtime: "go", optional: true },
    { name: "telemetry-sink", runtime: "java", optional: true },
  ],
  request(s, t) {
    const r = s.rng;
    const tr = s.trace();
    const k = r.next();
    if (k < 0.3) {
      const p = player(r);
      s.add(t, "edge-gateway", "info", `GET /v1/profile/me 200 ${ms(r, 18, 90)}ms player=${p}`, {
        trace: tr,
        flow: "profile",
      });
      s.add(
        t + ms(r, 2, 20),
        "player-profile",
        "info",
        `profile ${p} loaded (inventory ${r.int(20, 900)} items, ${r.int(3, 30)}ms)`,
        { trace: tr, flow: "profile" },
      );
    } else if (k < 0.62) {
      const mode = r.pick(MODES);
      const region = r.pick(REGIONS);
      const tk = `tkt-${r.hex(8)}`;
      s.add(t, "edge-gateway", "info", `POST /v1/matchmaking/tickets 201 ${ms(r, 12, 60)}ms`, {
        trace: tr,
        flow: "match",
      });
      s.add(
        t + ms(r, 3, 15),
        "matchmaker",
        "info",
        `Ticket ${tk} queued mode=${mode} region=${region} mmr=${r.int(900, 2900)} party=${r.int(1, 4)}`,
        { trace: tr, flow: "match" },
      );
      if (r.chance(0.3)) {
        const m = `m-${r.hex(10)}`;
        const gs = `gs-${region}-${r.hex(5)}`;
        const t2 = t + ms(r, 200, 900);
        s.add(
          t2,
          "matchmaker",
          "info",
          `Match ${m} formed: 10 players, avg wait ${r.int(8, 70)}s, mmr spread ${r.int(40, 260)}`,
          { trace: tr, flow: "match" },
        );
        s.add(
          t2 + ms(r, 20, 90),
          "fleet-allocator",
          "info",
          `allocated ${gs} for match ${m} (fleet ${mode.split("_")[0]}-${region}, ready=${r.int(8, 40)})`,
          { trace: tr, flow: "alloc" },
        );
        s.add(
          t2 + ms(r, 400, 1500),
          "game-session",
          "info",
          `[${gs}] match ${m} ready: map=${r.pick(["harbor_night", "foundry", "dunes_v2", "old_town", "reactor"])} tick=64 slots=10`,
          { trace: tr, flow: "alloc" },
        );
        if (r.chance(0.6))
          s.add(
            t2 + ms(r, 1500, 3000),
            "voice-relay",
            "info",
            `channel ${m}/team-${r.int(1, 2)}: ${r.int(2, 5)} peers joined (opus 48k, udp)`,
            { trace: tr, flow: "voice" },
          );
      }
    } else if (k < 0.74) {
      const pa = `pa_${r.hex(6)}`;
      s.add(t, "party-svc", "info", `party ${pa} member joined ${player(r)} (size ${r.int(2, 5)}/5)`, {
        trace: tr,
        flow: "party",
      });
      if (r.chance(0.5))
        s.add(t + ms(r, 100, 900), "voice-relay", "info", `channel party/${pa}: peer joined (opus 48k, udp)`, {
          trace: tr,
          flow: "voice",
        });
    } else if (k < 0.86) {
      s.add(
        t,
        "anticheat-ingest",
        "info",
        `heartbeat batch accepted: ${r.int(200, 900)} frames from ${r.int(40, 130)} clients (${r.int(3, 25)}ms)`,
        { flow: "ac" },
      );
    } else {
      s.add(t, "edge-gateway", "info", `GET /v1/leaderboards/season/S14?page=${r.int(1, 9)} 200 ${ms(r, 6, 40)}ms`, {
        trace: tr,
        flow: "lb",
      });
      s.add(
        t + ms(r, 1, 8),
        "leaderboard",
        "info",
        `served season S14 page ${r.int(1, 9)} from redis (${r.int(1, 6)}ms)`,
        { trace: tr, flow: "lb" },
      );
    }
  },
  background(s) {
    const r = s.rng;
    for (const svc of ["edge-gateway", "player-profile", "party-svc"])
      s.every(15000, (t) => s.add(t, svc, "debug", `kube-probe/1.29 GET /healthz 200 ${r.int(0, 2)}ms`));
    s.every(30000, (t) => {
      const mode = r.pick(MODES);
      s.add(
        t,
        "matchmaker",
        "info",
        `Queue stats ${mode} ${r.pick(REGIONS)}: waiting=${r.int(40, 400)} p50_wait=${r.int(12, 40)}s p95_wait=${r.int(45, 110)}s`,
      );
    });
    s.every(20000, (t) =>
      s.add(
        t,
        "fleet-allocator",
        "info",
        `fleet ranked-eu-west: ready=${r.int(14, 30)} allocated=${r.int(100, 180)} reserved=0 desired=${r.int(140, 200)}`,
      ),
    );
    s.every(15000, (t) =>
      s.add(
        t,
        "telemetry-sink",
        "info",
        `Flushed ${r.int(20000, 60000)} events to topic telemetry.raw (lag ${r.int(0, 40)})`,
      ),
    );
    s.every(60000, (t) =>
      s.add(t, "leaderboard", "info", `recomputed top-1000 for season S14 in ${r.int(200, 700)}ms`),
    );
    // the noisy one: constant, harmless, from the first minute
    s.every(4000, (t) =>
      s.add(
        t,
        "game-session",
        "error",
        `[gs-${r.pick(REGIONS)}-${r.hex(5)}] net: dropped ${r.int(2, 9)} out-of-order packets from ${pub(r)}:${r.int(1024, 65000)} (seq gap ${r.int(2, 40)})`,
      ),
    );
    s.every(90000, (t) =>
      s.add(
        t,
        "player-profile",
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    );
    s.every(120000, (t) =>
      s.add(
        t,
        "matchmaker",
        "warn",
        "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
      ),
    );
    s.every(70000, (t) => {
      const tr = s.trace();
      s.add(
        t,
        "edge-gateway",
        "warn",
        `upstream player-profile: http2: stream reset (REFUSED_STREAM), retrying attempt=2/3`,
        { trace: tr },
      );
      s.add(t + r.int(40, 200), "edge-gateway", "info", `GET /v1/profile/me 200 ${r.int(80, 240)}ms (retried)`, {
        trace: tr,
      });
    });
  },
  deploy(s, t) {
    const r = s.rng;
    s.add(t, "leaderboard", "info", `starting leaderboard version=2.31.${r.int(0, 9)} commit=${r.hex(7)} go=go1.23.4`);
    s.add(t + 400, "leaderboard", "info", "connected to redis cluster lb-redis (6 shards)");
    s.add(t + 900, "leaderboard", "info", "listening on :8080");
  },
};

// ---------------------------------------------------------------- Copperline Studios: store, receipts, patch CDN
const SKUS = ["gems_500", "gems_1200", "gems_6500", "skin_corsair_gold", "battlepass_s9", "bundle_starter"];

export const copperline: Estate = {
  key: "copperline",
  company: "Copperline Studios",
  domain: "game",
  traced: false,
  namespace: "copperline-live",
  services: [
    { name: "storefront-api", runtime: "java" },
    { name: "catalog-svc", runtime: "go" },
    { name: "receipt-verifier", runtime: "node" },
    { name: "entitlements", runtime: "java" },
    { name: "wallet-ledger", runtime: "go" },
    { name: "patch-manifest", runtime: "go" },
    { name: "cdn-shield", runtime: "cpp" },
    { name: "login-svc", runtime: "python" },
    { name: "push-notify", runtime: "node", optional: true },
    { name: "fraud-score", runtime: "python", optional: true },
  ],
  request(s, t) {
    const r = s.rng;
    const k = r.next();
    const a = acct(r);
    if (k < 0.28) {
      s.add(
        t,
        "storefront-api",
        "info",
        `GET /store/v2/offers?region=${r.pick(["NA", "EU", "APAC"])} 200 ${ms(r, 30, 140)}ms`,
        { flow: "browse" },
      );
      s.add(
        t - ms(r, 5, 25),
        "catalog-svc",
        "info",
        `offers resolved: ${r.int(20, 60)} items price_book=pb-2026-11-${r.int(10, 28)} cache=hit`,
        { flow: "browse" },
      );
    } else if (k < 0.44) {
      const o = `ord_${r.hex(10)}`;
      s.add(t, "fraud-score", "info", `order ${o} score=${(r.next() * 0.2).toFixed(2)} decision=allow`, {
        flow: "buy",
      });
      s.add(t + ms(r, 20, 80), "wallet-ledger", "info", `debit ${a} ${r.int(100, 6500)} gems ok, order=${o}`, {
        flow: "buy",
      });
      s.add(t + ms(r, 90, 200), "entitlements", "info", `Granted ${r.pick(SKUS)} to ${a} (order ${o})`, {
        flow: "buy",
      });
      s.add(t + ms(r, 210, 300), "storefront-api", "info", `POST /store/v2/purchases 201 ${ms(r, 210, 520)}ms`, {
        flow: "buy",
      });
    } else if (k < 0.58) {
      const apple = r.chance(0.55);
      const sku = r.pick(SKUS.slice(0, 3));
      s.add(
        t,
        "receipt-verifier",
        "info",
        apple
          ? `verifyReceipt ok bundle=com.copperline.tidebreak product=${sku} transaction_id=2000000${r.int(100000000, 999999999)} env=Production ${ms(r, 180, 520)}ms`
          : `purchases.products.get ok package=com.copperline.tidebreak product=${sku} purchaseState=0 ${ms(r, 60, 240)}ms`,
        { flow: apple ? "receipt-apple" : "receipt-google" },
      );
      s.add(t + ms(r, 20, 60), "entitlements", "info", `Granted ${sku} to ${a} (store=${apple ? "apple" : "google"})`, {
        flow: apple ? "receipt-apple" : "receipt-google",
      });
      s.add(
        t + ms(r, 70, 120),
        "storefront-api",
        "info",
        `POST /store/v2/receipts/${apple ? "apple" : "google"} 200 ${ms(r, 250, 700)}ms`,
        { flow: apple ? "receipt-apple" : "receipt-google" },
      );
    } else if (k < 0.76) {
      s.add(
        t,
        "login-svc",
        "info",
        r.chance(0.7)
          ? `token refreshed for ${a} client=launcher/3.14.${r.int(0, 3)}`
          : `login ok for ${a} method=password mfa=${r.pick(["totp", "none", "none"])}`,
        { flow: "login" },
      );
    } else {
      const build = r.pick([48213, 48213, 48190]);
      s.add(
        t,
        "patch-manifest",
        "info",
        `manifest served build=${build} platform=${r.pick(["win64", "win64", "macos-arm64", "ps5"])} chunks=${r.int(1700, 1900)} delta_from=48190 ${ms(r, 4, 30)}ms`,
        { flow: "patch" },
      );
      for (let i = 0; i < r.int(1, 3); i++)
        s.add(
          t + ms(r, 100, 2000),
          "cdn-shield",
          "info",
          `GET /depots/4821/chunks/${r.hex(16)} 200 HIT ${(r.next() * 4 + 0.5).toFixed(1)}MB ${ms(r, 2, 30)}ms`,
          { flow: "patch" },
        );
    }
  },
  background(s) {
    const r = s.rng;
    s.every(30000, (t) =>
      s.add(t, "catalog-svc", "info", `price book refresh: 0 changes (pb-2026-11-${r.int(10, 28)})`),
    );
    s.every(45000, (t) =>
      s.add(t, "wallet-ledger", "info", `reconciliation batch ok: ${r.int(600, 2400)} txns, drift 0`),
    );
    s.every(20000, (t) =>
      s.add(
        t,
        "cdn-shield",
        "info",
        `cache stats hit_ratio=0.${r.int(95, 99)} egress=${(r.next() * 3 + 2).toFixed(1)}Gbps conns=${r.int(8000, 20000)}`,
      ),
    );
    s.every(25000, (t) =>
      s.add(t, "push-notify", "info", `sent ${r.int(50, 900)} notifications (apns ${r.int(40, 60)}%, fcm rest)`),
    );
    for (const svc of ["storefront-api", "entitlements", "login-svc"])
      s.every(10000, (t) => s.add(t, svc, "debug", `GET /actuator/health 200 UP ${r.int(1, 4)}ms`));
    // the noisy one
    s.every(3500, (t) =>
      s.add(
        t,
        "login-svc",
        "warn",
        `captcha verify failed for ${pub(r)}: error-codes=['timeout-or-duplicate'] (client will re-prompt)`,
      ),
    );
    s.every(80000, (t) =>
      s.add(
        t,
        "receipt-verifier",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ),
    );
    s.every(100000, (t) =>
      s.add(
        t,
        "receipt-verifier",
        "warn",
        "verifyReceipt endpoint is deprecated by Apple; migrate to App Store Server API (ticket STORE-812)",
      ),
    );
    s.every(65000, (t) => {
      s.add(t, "storefront-api", "warn", `catalog-svc call failed: Connection reset by peer, retry 1/2`);
      s.add(
        t + r.int(30, 150),
        "storefront-api",
        "info",
        `GET /store/v2/offers?region=EU 200 ${r.int(150, 400)}ms (after retry)`,
      );
    });
  },
  deploy(s, t) {
    s.add(
      t,
      "push-notify",
      "info",
      `config reloaded from /etc/push-notify/config.yaml (campaign windows: 3, quiet hours 22-08)`,
    );
    s.add(t + 200, "push-notify", "info", `SIGHUP handled in 41ms`);
  },
};

// ---------------------------------------------------------------- Northgate USD: SIS, LMS, LTI, proctoring, video
export const northgate: Estate = {
  key: "northgate",
  company: "Northgate Unified School District",
  domain: "edu",
  traced: true,
  namespace: "ngusd-prod",
  services: [
    { name: "portal-web", runtime: "node" },
    { name: "sso-idp", runtime: "java" },
    { name: "lms-app", runtime: "ruby" },
    { name: "lti-broker", runtime: "python" },
    { name: "proctor-bridge", runtime: "ruby" },
    { name: "sis-core", runtime: "java" },
    { name: "gradebook-sync", runtime: "python" },
    { name: "lecture-video", runtime: "python" },
    { name: "submission-store", runtime: "go", optional: true },
    { name: "notify-mailer", runtime: "go", optional: true },
  ],
  request(s, t) {
    const r = s.rng;
    const tr = s.trace();
    const k = r.next();
    const st = student(r);
    const course = r.int(1100, 1900);
    if (k < 0.32) {
      const path = r.pick([
        `/courses/${course}`,
        `/courses/${course}/assignments/${r.int(80000, 89999)}`,
        `/courses/${course}/quizzes/${r.int(3000, 3999)}`,
        "/dashboard",
      ]);
      s.add(t, "lms-app", "info", `Started GET "${path}" for ${ip(r)}`, { trace: tr, flow: "lms" });
      s.add(
        t + ms(r, 40, 300),
        "lms-app",
        "info",
        `Completed 200 OK in ${ms(r, 40, 300)}ms (Views: ${(r.next() * 80).toFixed(1)}ms | ActiveRecord: ${(r.next() * 60).toFixed(1)}ms)`,
        { trace: tr, flow: "lms" },
      );
    } else if (k < 0.45) {
      s.add(
        t,
        "sso-idp",
        "info",
        `Authentication succeeded for principal '${st}' via Password flow (SP: lms.ngusd.org)`,
        { trace: tr, flow: "sso" },
      );
      s.add(t + ms(r, 50, 200), "portal-web", "info", `GET /dashboard 200 ${ms(r, 60, 200)}ms user=${st}`, {
        trace: tr,
        flow: "sso",
      });
    } else if (k < 0.58) {
      const tool = r.pick(["turnitin", "desmos", "proctor", "flipgrid", "nearpod"]);
      s.add(t, "lti-broker", "info", `LTI 1.3 launch ok tool=${tool} deployment=ngusd-1 user=${st} context=${course}`, {
        trace: tr,
        flow: tool === "proctor" ? "proctor" : "lti",
      });
      if (tool === "proctor")
        s.add(
          t + ms(r, 80, 400),
          "proctor-bridge",
          "info",
          `session ps_${r.hex(8)} started user=${st} exam=${r.int(3000, 3999)} webcam=ok screen=ok`,
          { trace: tr, flow: "proctor" },
        );
    } else if (k < 0.68) {
      const a = r.int(80000, 89999);
      s.add(t, "lms-app", "info", `Started POST "/courses/${course}/assignments/${a}/submissions" for ${ip(r)}`, {
        trace: tr,
        flow: "submit",
      });
      s.add(
        t + ms(r, 60, 300),
        "submission-store",
        "info",
        `stored submission sub_${r.hex(8)} assignment=${a} size=${(r.next() * 6).toFixed(1)}MB sha256=ok`,
        { trace: tr, flow: "submit" },
      );
      s.add(
        t + ms(r, 320, 700),
        "lms-app",
        "info",
        `Completed 302 Found in ${ms(r, 320, 700)}ms (ActiveRecord: ${(r.next() * 40).toFixed(1)}ms)`,
        { trace: tr, flow: "submit" },
      );
    } else if (k < 0.84) {
      s.add(
        t,
        "lecture-video",
        "info",
        `GET /hls/lec_${r.hex(6)}/${r.pick(["720p", "480p", "1080p"])}/seg_${r.int(1, 900)}.ts 200 ${ms(r, 3, 40)}ms`,
        { trace: tr, flow: "video" },
      );
    } else {
      s.add(t, "portal-web", "info", `GET /api/schedule 200 ${ms(r, 40, 160)}ms user=${st}`, {
        trace: tr,
        flow: "sis",
      });
      s.add(t + ms(r, 5, 30), "sis-core", "info", `GET /api/v1/students/${st}/schedule 200 (${r.int(8, 60)} ms)`, {
        trace: tr,
        flow: "sis",
      });
    }
  },
  background(s) {
    const r = s.rng;
    s.every(60000, (t) =>
      s.add(t, "gradebook-sync", "info", `passback batch: ${r.int(40, 300)} grades pushed to SIS, 0 conflicts`),
    );
    s.every(40000, (t) =>
      s.add(t, "notify-mailer", "info", `smtp relay: ${r.int(10, 120)} messages delivered (queue 0)`),
    );
    s.every(50000, (t) =>
      s.add(
        t,
        "lecture-video",
        "info",
        `transcode lec_${r.hex(6)} 1080p done in ${r.int(120, 500)}s (queue ${r.int(0, 4)})`,
      ),
    );
    s.every(30000, (t) =>
      s.add(t, "sis-core", "info", `AttendanceRollupJob finished: ${r.int(10, 60)} sections in ${r.int(200, 900)} ms`),
    );
    s.every(20000, (t) =>
      s.add(t, "proctor-bridge", "info", `heartbeat: ${r.int(10, 120)} live sessions, vendor ws connected`),
    );
    for (const svc of ["portal-web", "lti-broker", "sis-core"])
      s.every(10000, (t) => s.add(t, svc, "debug", `GET /health 200 ${r.int(0, 3)}ms`));
    // the noisy one
    s.every(5000, (t) =>
      s.add(
        t,
        "sis-core",
        "error",
        `GuardianNotice: student ${student(r)} has no guardian email on file, notice skipped`,
      ),
    );
    s.every(90000, (t) =>
      s.add(
        t,
        "lms-app",
        "warn",
        "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
      ),
    );
    s.every(110000, (t) =>
      s.add(
        t,
        "lti-broker",
        "warn",
        "/app/lti/jwt.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      ),
    );
    s.every(75000, (t) => {
      s.add(t, "gradebook-sync", "warn", "SIS API returned 502 on passback, retrying in 2s (attempt 1/5)");
      s.add(t + 2100, "gradebook-sync", "info", "passback retry succeeded (attempt 2/5)");
    });
  },
  deploy(s, t) {
    const r = s.rng;
    s.add(t, "notify-mailer", "info", `notify-mailer v1.9.${r.int(0, 9)} starting (templates=42)`);
    s.add(t + 300, "notify-mailer", "info", "connected to smtp relay smtp.ngusd.org:587 (STARTTLS)");
  },
};

// ---------------------------------------------------------------- Brightpath Online Academy: courses, quizzes
const COURSES = ["ds-101", "py-201", "acct-110", "nurs-305", "ux-150", "stat-220"];

export const brightpath: Estate = {
  key: "brightpath",
  company: "Brightpath Online Academy",
  domain: "edu",
  traced: false,
  namespace: "brightpath",
  services: [
    { name: "learner-web", runtime: "node" },
    { name: "course-api", runtime: "dotnet" },
    { name: "quiz-engine", runtime: "python" },
    { name: "media-transcoder", runtime: "go" },
    { name: "roster-sync", runtime: "python" },
    { name: "cert-issuer", runtime: "java" },
    { name: "payments-edge", runtime: "node" },
    { name: "course-search", runtime: "go" },
    { name: "notify-hub", runtime: "node", optional: true },
    { name: "analytics-ingest", runtime: "java", optional: true },
  ],
  request(s, t) {
    const r = s.rng;
    const k = r.next();
    const c = r.pick(COURSES);
    if (k < 0.34) {
      s.add(t, "learner-web", "info", `GET /learn/${c}/lesson/${r.int(1, 24)} 200 ${ms(r, 60, 260)}ms`, {
        flow: "course",
      });
      s.add(
        t - ms(r, 10, 40),
        "course-api",
        "info",
        `Request finished HTTP/1.1 GET http://course-api/api/courses/${c}/progress - 200 - application/json ${(r.next() * 40 + 4).toFixed(4)}ms`,
        { flow: "course" },
      );
    } else if (k < 0.6) {
      const at = `at_${r.hex(8)}`;
      s.add(
        t,
        "quiz-engine",
        "info",
        r.chance(0.85)
          ? `attempt ${at} q${r.int(1, 20)} autosaved (${(r.next() * 2).toFixed(1)}kB) in ${r.int(3, 25)}ms`
          : `attempt ${at} graded score=${r.int(8, 20)}/20 course=${c}`,
        { flow: "quiz" },
      );
      s.add(
        t + ms(r, 5, 40),
        "course-api",
        "info",
        `Request finished HTTP/1.1 PUT http://course-api/api/attempts/${at}/answers - 204 - - ${(r.next() * 50 + 8).toFixed(4)}ms`,
        { flow: "quiz" },
      );
    } else if (k < 0.72) {
      s.add(
        t,
        "course-search",
        "info",
        `query "${r.pick(["python pandas", "nursing ethics", "excel", "statistics", "figma"])}" -> ${r.int(3, 90)} hits in ${r.int(4, 40)}ms`,
        { flow: "search" },
      );
    } else if (k < 0.8) {
      s.add(
        t,
        "payments-edge",
        "info",
        `checkout.session.completed cs_live_${r.hex(12)} plan=${r.pick(["monthly", "annual"])} amount=${r.pick(["29.00", "199.00"])} USD`,
        { flow: "pay" },
      );
    } else if (k < 0.93) {
      s.add(
        t,
        "media-transcoder",
        "info",
        `job tj-${r.hex(6)} segment ${String(r.int(1, 400)).padStart(5, "0")}.ts encoded h264 ${r.pick(["720p", "1080p"])} in ${(r.next() * 4 + 1).toFixed(1)}s`,
        { flow: "media" },
      );
    } else {
      s.add(
        t,
        "cert-issuer",
        "info",
        `Certificate BP-2026-${r.int(10000, 99999)} issued for ${learner(r)} course=${c}`,
        { flow: "cert" },
      );
    }
  },
  background(s) {
    const r = s.rng;
    s.every(60000, (t) =>
      s.add(
        t,
        "roster-sync",
        "info",
        `SCIM sync partner=${r.pick(["uni-leiden", "ccsf", "tafe-nsw"])}: created=0 updated=${r.int(0, 12)} deactivated=0`,
      ),
    );
    s.every(30000, (t) =>
      s.add(
        t,
        "analytics-ingest",
        "info",
        `Flushed ${r.int(2000, 9000)} xAPI statements to warehouse in ${r.int(100, 900)} ms`,
      ),
    );
    s.every(45000, (t) =>
      s.add(
        t,
        "course-api",
        "info",
        `ProgressRollupService completed in ${r.int(200, 900)}ms (${r.int(100, 900)} enrollments)`,
      ),
    );
    s.every(35000, (t) => s.add(t, "notify-hub", "info", `digest batch sent: ${r.int(20, 400)} emails`));
    for (const svc of ["learner-web", "course-api", "quiz-engine"])
      s.every(10000, (t) => s.add(t, svc, "debug", `GET /healthz 200 ${r.int(0, 3)}ms`));
    // the noisy one
    s.every(3000, (t) =>
      s.add(
        t,
        "media-transcoder",
        "error",
        `[h264 @ 0x55d1${r.hex(6)}] non-existing PPS 0 referenced (job tj-${r.hex(6)}, frame skipped)`,
      ),
    );
    s.every(95000, (t) =>
      s.add(
        t,
        "course-api",
        "warn",
        "Microsoft.EntityFrameworkCore.Model.Validation[10620] The property 'Attempt.Tags' is a collection or enumeration type with a value converter but with no value comparer.",
      ),
    );
    s.every(85000, (t) =>
      s.add(
        t,
        "learner-web",
        "warn",
        "(node:1) [DEP0060] DeprecationWarning: The `util._extend` API is deprecated. Please use Object.assign() instead.",
      ),
    );
    s.every(70000, (t) => {
      s.add(
        t,
        "course-api",
        "warn",
        "Polly: Retry 1 of 3 after 200ms for GET http://course-search/api/search (HttpRequestException: Connection reset by peer)",
      );
      s.add(
        t + r.int(220, 400),
        "course-api",
        "info",
        "Request finished HTTP/1.1 GET http://course-api/api/search - 200 - application/json 512.0031ms",
      );
    });
  },
  deploy(s, t) {
    s.add(t, "cert-issuer", "info", "Started CertIssuerApplication in 9.412 seconds (process running for 10.3)");
    s.add(t + 150, "cert-issuer", "info", "Tomcat started on port 8080 (http) with context path '/'");
  },
};

export const ESTATES: Estate[] = [emberfall, copperline, northgate, brightpath];
