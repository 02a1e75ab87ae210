// Harmless noise that looks alarming: 32 kinds, eight per company. Each runs an episode between `from` and `to`
// on top of the normal background; nothing is broken and nothing needs a page.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface QuietKind {
  key: string;
  estate: string;
  note: string;
  /** Traffic multiplier during the episode (launch peaks, deadline rushes). */
  load?: number;
  run(s: Stream, from: number, to: number): void;
}

const player = (r: Rng) => `p_${r.hex(10)}`;
const acct = (r: Rng) => `a_${r.int(1000000, 9999999)}`;
const student = (r: Rng) => `s${r.int(200000, 299999)}`;
const learner = (r: Rng) => `l_${r.hex(8)}`;
const pub = (r: Rng) =>
  `${r.pick(["81", "92", "176", "203", "24", "73"])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const burst = (s: Stream, from: number, to: number, perSec: number, fn: (t: number) => void) =>
  s.arrivals(() => perSec, fn, from, to);

export const QUIET_KINDS: QuietKind[] = [
  // ---------------------------------------------------------------- Emberfall
  {
    key: "fleet-scale-in",
    estate: "emberfall",
    note: "off-peak scale-in: the allocator drains idle game servers, which log SIGTERM and exit with no players on them",
    run(s, from, to) {
      const r = s.rng;
      s.add(
        from,
        "fleet-allocator",
        "info",
        "autoscaler: fleet casual-us-east buffer 46% > target 20%, desired 120 -> 84",
      );
      burst(s, from, to, 0.35, (t) => {
        const gs = `gs-us-east-${r.hex(5)}`;
        s.add(
          t,
          "fleet-allocator",
          "info",
          `scale-in: shutting down idle GameServer ${gs} (players=0, idle ${r.int(300, 900)}s)`,
        );
        s.add(t + r.int(50, 300), "game-session", "warn", `[${gs}] SIGTERM received, draining (players=0)`);
        s.add(
          t + r.int(400, 900),
          "game-session",
          "warn",
          `[${gs}] shutting down: server process exited with code 143`,
        );
        if (r.chance(0.4))
          s.add(
            t + r.int(900, 1500),
            "fleet-allocator",
            "warn",
            `GameServer ${gs} state Shutdown: pod terminated (reason=Completed)`,
          );
      });
    },
  },
  {
    key: "anticheat-ban-wave",
    estate: "emberfall",
    note: "scheduled anti-cheat ban wave: many integrity violations, kicks and banned logins, all by design",
    run(s, from, to) {
      const r = s.rng;
      s.add(
        from,
        "anticheat-ingest",
        "warn",
        "ban wave BW-1130 started: 1,842 accounts queued (signatures aimassist.v3, speedhack.k2)",
      );
      burst(s, from, to, 1.2, (t) => {
        const p = player(r);
        const tr = s.trace();
        s.add(
          t,
          "anticheat-ingest",
          "warn",
          `integrity violation player=${p} signature=${r.pick(["aimassist.v3", "speedhack.k2", "memread.x"])} confidence=0.9${r.int(1, 9)} -> ban`,
          { trace: tr },
        );
        s.add(t + r.int(20, 200), "player-profile", "info", `account ${p} banned until 2027-05-30 (BW-1130)`, {
          trace: tr,
        });
        if (r.chance(0.6))
          s.add(
            t + r.int(200, 800),
            "game-session",
            "warn",
            `[gs-${r.pick(["eu-west", "us-east"])}-${r.hex(5)}] kicked ${p} reason=ANTICHEAT_BAN`,
            { trace: tr },
          );
        if (r.chance(0.5))
          s.add(
            t + r.int(5000, 30000),
            "edge-gateway",
            "warn",
            `POST /v1/auth/session 403 ${r.int(5, 30)}ms player=${p} error=account_banned`,
          );
        if (r.chance(0.2))
          s.add(
            t + r.int(900, 2000),
            "party-svc",
            "error",
            `party pa_${r.hex(6)} disbanded: leader ${p} no longer eligible`,
          );
      });
    },
  },
  {
    key: "isp-disconnects",
    estate: "emberfall",
    note: "a consumer ISP blip in one region: players time out and reconnect within the slot hold time",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, Math.min(to, from + 150000), 2.2, (t) => {
        const p = player(r);
        const gs = `gs-us-east-${r.hex(5)}`;
        s.add(
          t,
          "game-session",
          "warn",
          `[${gs}] client ${p} (${pub(r)}) timed out: no packets for 10.0s, holding slot 120s`,
        );
        if (r.chance(0.5))
          s.add(t + r.int(100, 500), "voice-relay", "warn", `peer ${p} left channel (ICE state disconnected)`);
        if (r.chance(0.85))
          s.add(
            t + r.int(15000, 60000),
            "game-session",
            "info",
            `[${gs}] client ${p} reconnected after ${r.int(15, 60)}s, state resynced`,
          );
      });
    },
  },
  {
    key: "rare-mode-queues",
    estate: "emberfall",
    note: "tiny late-night population for arena_2v2 in ap-southeast: tickets expire and skill windows widen",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.5, (t) => {
        const tk = `tkt-${r.hex(8)}`;
        if (r.chance(0.5))
          s.add(
            t,
            "matchmaker",
            "warn",
            `Ticket ${tk} expired after 300s without match (mode=arena_2v2 region=ap-southeast, pool=${r.int(2, 9)})`,
          );
        else
          s.add(
            t,
            "matchmaker",
            "warn",
            `Ticket ${tk} waited ${r.int(120, 290)}s, widening mmr window to +/-${r.pick([400, 600, 800])} (mode=arena_2v2)`,
          );
        if (r.chance(0.3))
          s.add(
            t + r.int(10, 80),
            "edge-gateway",
            "info",
            `DELETE /v1/matchmaking/tickets/${tk} 204 ${r.int(4, 20)}ms`,
          );
      });
    },
  },
  {
    key: "voice-nat-fallback",
    estate: "emberfall",
    note: "players behind symmetric NAT fail ICE and fall back to TURN over tcp/443, which works",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 1.0, (t) => {
        const p = player(r);
        s.add(
          t,
          "voice-relay",
          "warn",
          `ICE failed for peer ${p} (${pub(r)}): no valid candidate pair (symmetric NAT)`,
        );
        s.add(
          t + r.int(300, 1200),
          "voice-relay",
          "info",
          `peer ${p} connected via TURN relay tcp/443 (rtt ${r.int(40, 140)}ms)`,
        );
        if (r.chance(0.3))
          s.add(
            t + r.int(2000, 8000),
            "voice-relay",
            "warn",
            `opus: packet loss ${r.int(8, 22)}% from peer ${p}, PLC engaged`,
          );
      });
    },
  },
  {
    key: "season-launch-peak",
    estate: "emberfall",
    note: "season launch: three times the traffic, per-player rate limits and a login queue, everything served",
    load: 2.6,
    run(s, from, to) {
      const r = s.rng;
      s.add(from, "edge-gateway", "warn", "login queue enabled: concurrent sessions 412k > 380k threshold");
      burst(s, from, to, 1.5, (t) => {
        const p = player(r);
        if (r.chance(0.55))
          s.add(t, "edge-gateway", "warn", `429 Too Many Requests player=${p} route=/v1/store/offers limit=20/s`);
        else
          s.add(t, "edge-gateway", "info", `login queue: player=${p} position=${r.int(100, 9000)} eta=${r.int(1, 6)}m`);
      });
      s.every(
        30000,
        (t) =>
          s.add(
            t,
            "matchmaker",
            "warn",
            `Queue stats ranked_5v5 eu-west: waiting=${r.int(2000, 5000)} p50_wait=${r.int(50, 90)}s p95_wait=${r.int(140, 220)}s (above SLO 120s)`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "client-aborts",
    estate: "emberfall",
    note: "players closing the game mid-request: Node logs aborted requests with a stack trace, responses were not needed",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.6, (t) =>
        s.add(
          t,
          "player-profile",
          "error",
          `request aborted by client GET /v1/profile/${player(r)}/inventory after ${r.int(200, 4000)}ms`,
          {
            stack: [
              "Error: aborted",
              "    at connResetException (node:internal/errors:787:14)",
              "    at abortIncoming (node:_http_server:793:17)",
              "    at socketOnClose (node:_http_server:787:3)",
              "    at Socket.emit (node:events:531:35)",
              "    at TCP.<anonymous> (node:net:338:12)",
            ],
          },
        ),
      );
    },
  },
  {
    key: "telemetry-old-clients",
    estate: "emberfall",
    note: "old client builds send an unsupported telemetry schema that the sink rejects and counts",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.8, (t) =>
        s.add(
          t,
          "telemetry-sink",
          "error",
          `Rejected ${r.int(20, 600)} events from client build 1.41.${r.int(0, 4)}: schema version 3 unsupported (min 4), dropped`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- Copperline
  {
    key: "receipt-replays",
    estate: "copperline",
    note: "a cheat forum shares receipts: replayed App Store receipts are rejected as already redeemed",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.9, (t) => {
        s.add(
          t,
          "receipt-verifier",
          "error",
          `receipt rejected: transaction_id=2000000${r.int(100000000, 999999999)} already redeemed by ${acct(r)} (replay from ${acct(r)})`,
        );
        s.add(
          t + r.int(5, 40),
          "storefront-api",
          "warn",
          `POST /store/v2/receipts/apple 409 ${r.int(200, 500)}ms code=RECEIPT_ALREADY_USED`,
        );
      });
    },
  },
  {
    key: "credential-stuffing",
    estate: "copperline",
    note: "credential stuffing against the launcher login: wrong passwords and lockouts, the WAF and lockout do their job",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 3.0, (t) => {
        const a = acct(r);
        if (r.chance(0.85))
          s.add(
            t,
            "login-svc",
            "warn",
            `login failed for ${a} from ${pub(r)}: invalid password (attempt ${r.int(1, 5)}/5)`,
          );
        else s.add(t, "login-svc", "warn", `account ${a} locked for 15m after 5 failed attempts`);
      });
    },
  },
  {
    key: "sandbox-receipts",
    estate: "copperline",
    note: "TestFlight testers send sandbox receipts to production; the verifier retries against sandbox as Apple documents",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.5, (t) => {
        s.add(
          t,
          "receipt-verifier",
          "warn",
          "verifyReceipt status=21007 (sandbox receipt sent to production), retrying against sandbox",
        );
        s.add(
          t + r.int(150, 500),
          "receipt-verifier",
          "info",
          `verifyReceipt ok bundle=com.copperline.tidebreak product=gems_500 env=Sandbox ${r.int(200, 600)}ms`,
        );
      });
    },
  },
  {
    key: "new-build-cache-fill",
    estate: "copperline",
    note: "a new patch build is published: the CDN shield misses and fills from the depot bucket, slower but serving",
    load: 1.6,
    run(s, from, to) {
      const r = s.rng;
      s.add(
        from,
        "patch-manifest",
        "info",
        "build 48240 published for win64,macos-arm64,ps5 (delta_from=48213, 412 changed chunks)",
      );
      burst(s, from, to, 4.0, (t) =>
        s.add(
          t,
          "cdn-shield",
          r.chance(0.2) ? "warn" : "info",
          `GET /depots/4824/chunks/${r.hex(16)} 200 MISS ${(r.next() * 4 + 0.5).toFixed(1)}MB upstream=${r.int(150, 1900)}ms`,
        ),
      );
      s.every(
        20000,
        (t) =>
          s.add(
            t,
            "cdn-shield",
            "warn",
            `cache fill rate high: ${r.int(300, 900)} misses/s, hit_ratio=0.${r.int(40, 70)}`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "card-declines",
    estate: "copperline",
    note: "weekend sale: many card declines (insufficient funds, 3DS abandoned) reported by the PSP, purchases otherwise fine",
    load: 1.5,
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 1.4, (t) =>
        s.add(
          t,
          "storefront-api",
          "error",
          `payment declined order=ord_${r.hex(10)} psp=adyen resultCode=Refused refusalReason="${r.pick(["Not enough balance", "3D Not Authenticated", "Expired Card", "CVC Declined"])}"`,
        ),
      );
    },
  },
  {
    key: "refund-clawbacks",
    estate: "copperline",
    note: "App Store refund notifications revoke items and claw back gems; some wallets go negative and get flagged",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.6, (t) => {
        const a = acct(r);
        s.add(
          t,
          "entitlements",
          "warn",
          `Revoked ${r.pick(["gems_1200", "gems_6500", "skin_corsair_gold"])} from ${a}: App Store notification REFUND`,
        );
        if (r.chance(0.4))
          s.add(
            t + r.int(20, 100),
            "wallet-ledger",
            "error",
            `clawback left ${a} at -${r.int(100, 6500)} gems, account flagged for review`,
          );
      });
    },
  },
  {
    key: "push-token-pruning",
    estate: "copperline",
    note: "a marketing push campaign hits many stale device tokens; APNs and FCM reject them and they are pruned",
    run(s, from, to) {
      const r = s.rng;
      s.add(from, "push-notify", "info", "campaign weekend-sale-2 started: 1.2M recipients");
      burst(s, from, to, 2.5, (t) =>
        s.add(
          t,
          "push-notify",
          "error",
          r.chance(0.5)
            ? `APNs 410 Unregistered token=${r.hex(12)}..., pruned`
            : `FCM 404 UNREGISTERED: Requested entity was not found (token ${r.hex(10)}...), pruned`,
        ),
      );
    },
  },
  {
    key: "download-broken-pipe",
    estate: "copperline",
    note: "players cancel large store asset downloads; Tomcat logs ClientAbortException with a Java stack trace",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.5, (t) =>
        s.add(
          t,
          "storefront-api",
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception on GET /store/v2/assets/${r.hex(8)}.pak`,
          {
            stack: [
              "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
              "\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
              "\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:783)",
              "\tat org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:125)",
              "\tat com.copperline.store.assets.AssetController.stream(AssetController.kt:77)",
              "Caused by: java.io.IOException: Broken pipe",
              "\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
              "\t... 48 common frames omitted",
            ],
          },
        ),
      );
    },
  },
  // ---------------------------------------------------------------- Northgate
  {
    key: "late-submissions",
    estate: "northgate",
    note: "a 23:59 essay deadline: a submission rush, then late attempts rejected because the assignment locked",
    load: 1.8,
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 1.1, (t) => {
        const a = 88231;
        s.add(
          t,
          "lms-app",
          "warn",
          `Submission rejected for ${student(r)} assignment=${a}: lock_at 2026-12-01 23:59:00 passed`,
        );
        if (r.chance(0.5))
          s.add(t + r.int(5, 40), "submission-store", "warn", `PUT /v1/submissions 403 assignment ${a} locked`);
      });
    },
  },
  {
    key: "wrong-passwords",
    estate: "northgate",
    note: "students mistyping passwords before an exam: failed logins, a few lockouts and Duo pushes that time out",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 1.5, (t) => {
        const st = student(r);
        const k = r.next();
        if (k < 0.7) s.add(t, "sso-idp", "warn", `Authentication failed for principal '${st}': Invalid password`);
        else if (k < 0.85) s.add(t, "sso-idp", "warn", `Duo push for '${st}' timed out after 60s, user may retry`);
        else s.add(t, "sso-idp", "error", `Account '${st}' locked: 10 failed attempts in 15 minutes`);
      });
    },
  },
  {
    key: "lti-nonce-replay",
    estate: "northgate",
    note: "students pressing back or double-clicking tool links: LTI launches rejected for reused nonces, relaunch works",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.8, (t) => {
        s.add(
          t,
          "lti-broker",
          "error",
          r.chance(0.7)
            ? `LtiException: nonce already used (jti=${r.hex(12)}) user=${student(r)} tool=${r.pick(["turnitin", "desmos", "nearpod"])}`
            : `LtiException: id_token expired (iat older than 300s) user=${student(r)}`,
        );
        s.add(
          t + r.int(2000, 9000),
          "lti-broker",
          "info",
          `LTI 1.3 launch ok tool=turnitin deployment=ngusd-1 user=${student(r)} context=${r.int(1100, 1900)}`,
        );
      });
    },
  },
  {
    key: "proctor-flags",
    estate: "northgate",
    note: "finals under remote proctoring: sessions flagged for fullscreen exits, lost webcams and absent faces",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 1.0, (t) =>
        s.add(
          t,
          "proctor-bridge",
          "warn",
          `session ps_${r.hex(8)} flagged: ${r.pick(["candidate left fullscreen (3x)", "webcam stream lost for 14s, resumed", "no face detected for 20s", "second person detected", "screen share stopped, re-prompted"])}`,
        ),
      );
    },
  },
  {
    key: "transcode-backlog",
    estate: "northgate",
    note: "teachers upload the week's lectures at once: the transcode queue backs up and ETA warnings appear",
    run(s, from, to) {
      const r = s.rng;
      s.every(
        15000,
        (t) =>
          s.add(
            t,
            "lecture-video",
            "warn",
            `transcode queue depth ${r.int(90, 180)} (ETA ${r.int(20, 55)}m), uploads still accepted`,
          ),
        from,
        to,
      );
      burst(s, from, to, 0.3, (t) =>
        s.add(t, "lecture-video", "info", `upload accepted lec_${r.hex(6)} ${(r.next() * 3).toFixed(1)}GB, queued`),
      );
    },
  },
  {
    key: "roster-import-skips",
    estate: "northgate",
    note: "the nightly roster import skips rows of students without a homeroom, as every night",
    run(s, from, to) {
      const r = s.rng;
      s.add(from, "sis-core", "info", "RosterImportJob started: 48,210 rows from state feed");
      burst(s, from, to, 2.0, (t) =>
        s.add(
          t,
          "sis-core",
          "error",
          `RosterImportJob row ${r.int(1, 48210)}: student ${student(r)} has no homeroom section, skipped`,
        ),
      );
      s.add(
        to,
        "sis-core",
        "info",
        `RosterImportJob finished: ${r.int(47000, 48000)} imported, ${r.int(200, 1200)} skipped`,
      );
    },
  },
  {
    key: "gradebook-conflicts",
    estate: "northgate",
    note: "teachers override grades in the SIS, so LMS passbacks get 409 and are skipped on purpose",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.7, (t) =>
        s.add(
          t,
          "gradebook-sync",
          "warn",
          `passback 409 Conflict for ${student(r)} assignment=${r.int(80000, 89999)}: SIS grade newer (teacher override), skipped`,
        ),
      );
    },
  },
  {
    key: "csrf-expiry",
    estate: "northgate",
    note: "students leave exam tabs open for hours: stale CSRF tokens give 422s and they are sent to log in again",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.7, (t) => {
        s.add(
          t,
          "lms-app",
          "error",
          "ActionController::InvalidAuthenticityToken (Can't verify CSRF token authenticity.)",
        );
        s.add(
          t + 2,
          "lms-app",
          "info",
          `Completed 422 Unprocessable Content in ${r.int(3, 20)}ms (ActiveRecord: 0.0ms)`,
        );
        if (r.chance(0.6))
          s.add(t + r.int(500, 3000), "portal-web", "info", `session expired for ${student(r)}, redirect to /login`);
      });
    },
  },
  // ---------------------------------------------------------------- Brightpath
  {
    key: "quiz-autosubmit",
    estate: "brightpath",
    note: "a timed certification quiz ends for a cohort: attempts are auto-submitted at the time limit",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, Math.min(to, from + 120000), 2.0, (t) =>
        s.add(
          t,
          "quiz-engine",
          "warn",
          `attempt at_${r.hex(8)} auto-submitted at time limit (60m), ${r.int(0, 7)} questions unanswered`,
        ),
      );
    },
  },
  {
    key: "term-end-deprovision",
    estate: "brightpath",
    note: "a partner college's term ends: SCIM deactivates users, and their open tabs get 401s",
    run(s, from, to) {
      const r = s.rng;
      s.add(
        from,
        "roster-sync",
        "warn",
        "SCIM sync partner=ccsf: created=0 updated=0 deactivated=412 (term 2026FA ended)",
      );
      burst(s, from, to, 1.0, (t) =>
        s.add(
          t,
          "course-api",
          "warn",
          `Authorization failed for ${learner(r)}: user deactivated by partner ccsf (401)`,
        ),
      );
    },
  },
  {
    key: "search-reindex",
    estate: "brightpath",
    note: "a planned search reindex: shards relocate and results are served from the previous index",
    run(s, from, to) {
      const r = s.rng;
      s.add(
        from,
        "course-search",
        "warn",
        "reindex courses_v8 started; serving queries from courses_v7 (may be stale up to 10m)",
      );
      s.every(
        10000,
        (t) =>
          s.add(
            t,
            "course-search",
            "warn",
            `cluster health YELLOW: shard ${r.int(0, 5)} relocating, ${r.int(1, 3)} unassigned replicas`,
          ),
        from,
        to,
      );
      s.add(to, "course-search", "info", "alias courses -> courses_v8 swapped, cluster GREEN");
    },
  },
  {
    key: "card-3ds",
    estate: "brightpath",
    note: "annual-plan promo: many payments need 3DS and some cards are declined by the bank",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 1.0, (t) =>
        r.chance(0.5)
          ? s.add(t, "payments-edge", "warn", `payment_intent pi_${r.hex(12)} requires_action (3ds challenge)`)
          : s.add(
              t,
              "payments-edge",
              "error",
              `StripeCardError: Your card was declined. code=card_declined decline_code=${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}`,
            ),
      );
    },
  },
  {
    key: "cert-font-fallback",
    estate: "brightpath",
    note: "a monthly certificate batch prints font substitution warnings for every PDF",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 1.5, (t) => {
        s.add(t, "cert-issuer", "warn", "Font 'Inter Display' is not embeddable, substituting Helvetica");
        s.add(
          t + r.int(100, 400),
          "cert-issuer",
          "info",
          `Certificate BP-2026-${r.int(10000, 99999)} issued for ${learner(r)} (batch 2026-11)`,
        );
      });
    },
  },
  {
    key: "cohort-launch-peak",
    estate: "brightpath",
    note: "a new cohort starts at 09:00: traffic triples and course pages slow down but succeed",
    load: 2.8,
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.8, (t) =>
        s.add(
          t,
          "course-api",
          "warn",
          `Slow request: GET /api/courses/${r.pick(["ds-101", "py-201"])}/progress took ${r.int(1500, 4200)}ms`,
        ),
      );
    },
  },
  {
    key: "quiz-client-reset",
    estate: "brightpath",
    note: "learners on flaky mobile networks drop mid-autosave: handled ConnectionResetError tracebacks",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.5, (t) =>
        s.add(
          t,
          "quiz-engine",
          "error",
          `Client disconnected before response (attempt at_${r.hex(8)}); answer already saved`,
          {
            stack: [
              "Traceback (most recent call last):",
              '  File "/usr/local/lib/python3.12/site-packages/uvicorn/protocols/http/h11_impl.py", line 406, in run_asgi',
              "    result = await app(  # type: ignore[func-returns-value]",
              '  File "/app/quiz/autosave.py", line 58, in save_answer',
              "    await send_json(resp)",
              "ConnectionResetError: [Errno 104] Connection reset by peer",
            ],
          },
        ),
      );
    },
  },
  {
    key: "corrupt-uploads",
    estate: "brightpath",
    note: "instructors upload broken screen recordings; ffprobe rejects them and the instructor is emailed",
    run(s, from, to) {
      const r = s.rng;
      burst(s, from, to, 0.4, (t) => {
        const up = `up_${r.hex(8)}`;
        s.add(t, "media-transcoder", "error", `ffprobe ${up}.mp4: moov atom not found; upload rejected`);
        s.add(t + r.int(200, 900), "notify-hub", "info", `emailed instructor about rejected upload ${up}`);
      });
    },
  },
];
