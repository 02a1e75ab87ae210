// Harmless things that look alarming in clinical-trial estates: each kind writes its lines around `at` (true ms).
import type { Role } from "./estates.js";
import { digits, hex, int, pick, uuid } from "./rng.js";
import type { Ctx } from "./stream.js";

export interface QuietKind {
  key: string;
  roles: Role[];
  note: string;
  run: (c: Ctx, at: number) => void;
}

const subj = (c: Ctx) => `${int(c.r, 101, 148)}-${String(int(c.r, 1, 60)).padStart(3, "0")}`;
const site = (c: Ctx) => String(int(c.r, 101, 148));
const S = (sec: number) => sec * 1000;

export const QUIET: readonly QuietKind[] = [
  {
    key: "edit-check-storm",
    roles: ["checks", "queries"],
    note: "a site bulk-enters weeks of paper CRFs and range edit checks fire by the hundred, auto-opening queries",
    run: (c, at) => {
      const s = site(c);
      const ck = c.role("checks");
      const qm = c.role("queries");
      c.emit(
        at - S(5),
        c.role("edc"),
        "info",
        `bulk entry session started by site ${s} coordinator (transcription mode)`,
      );
      c.burst(at, 240, int(c.r, 220, 420), (t) => {
        const rule = pick(c.r, [
          "EC_VS_012 SYSBP>180",
          "EC_LB_044 ALT>3xULN",
          "EC_VS_019 HR<40",
          "EC_AE_003 AEENDAT<AESTDAT",
          "EC_CM_007 dose unit missing",
        ]);
        c.emit(
          t,
          ck,
          "warn",
          `edit check ${rule} fired subject=${s}-${String(int(c.r, 1, 40)).padStart(3, "0")} visit=${pick(c.r, ["W2", "W4", "W8"])}`,
        );
        if (c.r() < 0.6)
          c.emit(
            t + int(c.r, 20, 300),
            qm,
            "info",
            `query Q-${digits(c.r, 6)} auto-opened from edit check (site ${s})`,
          );
      });
    },
  },
  {
    key: "diary-push-dead-tokens",
    roles: ["epro"],
    note: "evening diary reminders go to phones that are off or uninstalled; APNs/FCM reject the tokens and they are pruned",
    run: (c, at) => {
      const ep = c.role("epro");
      c.emit(
        at,
        ep,
        "info",
        `reminder batch ${hex(c.r, 8)} started: ${int(c.r, 800, 2400)} subjects due for evening diary`,
      );
      c.burst(at + S(2), 180, int(c.r, 120, 260), (t) => {
        const apns = c.r() < 0.5;
        c.emit(
          t,
          ep,
          "error",
          apns
            ? `push failed provider=apns status=410 reason=Unregistered device=${hex(c.r, 16)}`
            : `push failed provider=fcm error=messaging/registration-token-not-registered device=${hex(c.r, 16)}`,
        );
      });
      c.emit(
        at + S(190),
        ep,
        "info",
        `reminder batch finished: delivered=${int(c.r, 600, 2000)} failed=${int(c.r, 120, 260)} tokens pruned`,
      );
    },
  },
  {
    key: "expired-kits-refused",
    roles: ["irt", "supply"],
    note: "dispensing skips kits that passed expiry at a site whose stock has not been destroyed yet; next valid kit is allocated every time",
    run: (c, at) => {
      const s = site(c);
      c.every(at, at + S(400), 9, (t) => {
        c.emit(
          t,
          c.role("supply"),
          "error",
          `kit K-${digits(c.r, 6)} at site ${s} rejected for dispensing: expired on 2026-09-30 (DNU)`,
        );
        c.emit(
          t + int(c.r, 30, 200),
          c.role("irt"),
          "info",
          `dispense subject=${s}-${String(int(c.r, 1, 30)).padStart(3, "0")}: alternate kit K-${digits(c.r, 6)} assigned`,
        );
      });
    },
  },
  {
    key: "regulator-ack-delayed",
    roles: ["safety"],
    note: "the regulator gateway is slow to return ACK2/ACK3 for submitted ICSRs; the poller keeps waiting and acknowledgements arrive late",
    run: (c, at) => {
      const sg = c.role("safety");
      const ids = Array.from({ length: 6 }, () => `${hex(c.r, 6).toUpperCase()}`);
      c.every(at, at + S(420), 35, (t, i) => {
        c.emit(
          t,
          sg,
          "warn",
          `MDN/ACK not received for ICSR ${ids[i % ids.length]} after ${20 + i * 3} min (gateway EV-PROD); will poll again`,
        );
      });
      ids.forEach((id, i) => {
        c.emit(at + S(430 + i * 11), sg, "info", `ACK received for ICSR ${id}: code AA (accepted)`);
      });
    },
  },
  {
    key: "interim-lock",
    roles: ["edc"],
    note: "the study is locked for an interim analysis; site saves are refused with 423 as designed",
    run: (c, at) => {
      const edc = c.role("edc");
      const st = c.estate.studies[0];
      c.emit(
        at,
        edc,
        "warn",
        `study ${st} locked by data management (reason: interim analysis IA2 freeze, ticket DM-${digits(c.r, 4)})`,
      );
      c.burst(at + S(10), 400, int(c.r, 80, 180), (t) =>
        c.emit(
          t,
          edc,
          "warn",
          `save rejected: study ${st} is locked (423 Locked) subject=${subj(c)} user=crc${int(c.r, 1, 90)}`,
        ),
      );
    },
  },
  {
    key: "dwh-slow-load",
    roles: ["dwh"],
    note: "the data warehouse load runs long with slow-query and lock-wait warnings but every step commits",
    run: (c, at) => {
      const d = c.role("dwh");
      c.emit(at - S(60), d, "info", `nightly load started run_id=${uuid(c.r)}`);
      for (let i = 0; i < 8; i++) {
        const t = at + S(i * 50);
        c.emit(
          t,
          d,
          "warn",
          `slow statement (${int(c.r, 31, 190)}.${int(c.r, 0, 9)}s > 30s): INSERT INTO dwh.fact_form_item SELECT ... batch ${i + 1}/8`,
        );
        if (i % 3 === 1)
          c.emit(t + S(5), d, "warn", `lock wait on dwh.dim_subject held by autovacuum, waited ${int(c.r, 4, 25)}s`);
        c.emit(t + S(30), d, "info", `batch ${i + 1}/8 committed rows=${int(c.r, 20000, 300000)}`);
      }
    },
  },
  {
    key: "payments-iban-rejects",
    roles: ["payments"],
    note: "the monthly site payment run has a handful of payees with bad bank details held for review",
    run: (c, at) => {
      const p = c.role("payments");
      c.emit(at, p, "info", `payment run 2026-${int(c.r, 10, 11)} started: ${int(c.r, 90, 220)} sites`);
      for (let i = 0; i < int(c.r, 6, 14); i++)
        c.emit(
          at + S(int(c.r, 5, 200)),
          p,
          "error",
          `bank file validation: payee site ${site(c)} rejected code=AC01 (incorrect account number), held`,
        );
      c.emit(
        at + S(230),
        p,
        "info",
        `payment run complete, file PAIN.001 submitted, ${int(c.r, 6, 14)} payees on hold`,
      );
    },
  },
  {
    key: "consent-session-expiry",
    roles: ["consent"],
    note: "participants leave eConsent sessions open and they expire; 401s on resume are the normal behaviour",
    run: (c, at) => {
      const cs = c.role("consent");
      c.burst(at, 360, int(c.r, 40, 90), (t) =>
        c.emit(
          t,
          cs,
          "warn",
          `401 Unauthorized: consent session ${hex(c.r, 10)} expired after 30 min idle, participant redirected to restart`,
        ),
      );
    },
  },
  {
    key: "old-diary-app",
    roles: ["epro"],
    note: "phones still on an old diary app version call a deprecated endpoint; each call logs a deprecation warning",
    run: (c, at) => {
      c.burst(at - S(120), 600, int(c.r, 150, 300), (t) =>
        c.emit(
          t,
          c.role("epro"),
          "warn",
          `client app ${pick(c.r, ["5.2.1", "5.3.0", "5.1.9"])} called deprecated /v1/diary/sync (sunset 2027-01-31), device=${hex(c.r, 12)}`,
        ),
      );
    },
  },
  {
    key: "cert-expiry-notice",
    roles: ["safety", "payments"],
    note: "certificate expiry reminders (partner AS2 cert, bank SFTP host key) warn weeks ahead",
    run: (c, at) => {
      c.every(at - S(150), at + S(500), 45, (t) => {
        c.emit(
          t,
          c.role("safety"),
          "warn",
          `AS2 partner certificate CN=gateway-partner expires in ${int(c.r, 18, 21)} days (2026-12-1${int(c.r, 0, 9)})`,
        );
        c.emit(
          t + S(3),
          c.role("payments"),
          "warn",
          "SFTP host key for bank-connect.example.net will rotate on 2026-12-14, fingerprint pinned",
        );
      });
    },
  },
  {
    key: "gc-pauses-during-load",
    roles: ["edc", "supply"],
    note: "a JVM logs long GC pauses while the warehouse extract reads casebooks; latency recovers and nothing fails",
    run: (c, at) => {
      c.every(at, at + S(300), 20, (t) =>
        c.emit(
          t,
          c.role("supply"),
          "warn",
          `GC pause (G1 Evacuation Pause) ${int(c.r, 400, 1400)}ms, heap ${int(c.r, 2900, 3600)}M->${int(c.r, 1500, 2200)}M(4096M)`,
        ),
      );
      c.every(at, at + S(300), 25, (t) =>
        c.emit(
          t,
          c.role("edc"),
          "warn",
          `slow request: GET casebook export took ${int(c.r, 2, 9)}.${int(c.r, 0, 9)}s (threshold 2s), returned 200`,
        ),
      );
    },
  },
  {
    key: "pen-test-scan",
    roles: ["gw", "consent"],
    note: "an announced external penetration test sprays 404/401/403 at the front door",
    run: (c, at) => {
      const gw = c.role("gw");
      const ip = `203.0.113.${int(c.r, 2, 250)}`;
      c.burst(at, 420, int(c.r, 300, 700), (t) => {
        const p = pick(c.r, [
          "/.git/config",
          "/admin",
          "/api/v1/users?id=1' OR '1'='1",
          "/.env",
          "/actuator/env",
          "/wp-admin/",
          "/../../etc/passwd",
          "/graphql",
        ]);
        const st = pick(c.r, [404, 404, 401, 403, 400]);
        c.emit(
          t,
          gw,
          "warn",
          c.estate.access(c.r, pick(c.r, ["GET", "POST"]), p, st, int(c.r, 1, 20), "-").replace(/^/, `client=${ip} `),
        );
      });
    },
  },
  {
    key: "rolling-restart",
    roles: ["edc"],
    note: "a planned rolling restart: readiness probes fail for seconds while pods start and the callers retry successfully",
    run: (c, at) => {
      const svc = c.role("edc");
      for (let k = 0; k < 3; k++) {
        const t = at + S(k * 70);
        c.emit(t, svc, "info", `received SIGTERM, shutting down gracefully (pod ${svc}-${hex(c.r, 5)})`);
        c.emit(
          t + S(4),
          svc,
          "warn",
          `Readiness probe failed: Get "http://10.2.${int(c.r, 0, 9)}.${int(c.r, 2, 99)}:8080/ready": dial tcp: connect: connection refused`,
        );
        c.emit(t + S(6), c.role("gw"), "warn", `upstream ${svc} has no ready endpoints, retrying on another replica`);
        c.emit(t + S(14), svc, "info", `ready: serving on :8080 (replica ${k + 1}/3)`);
      }
    },
  },
  {
    key: "consumer-rebalance",
    roles: ["dwh", "safety"],
    note: "a Kafka consumer group rebalances after a scale-out; heartbeat and commit warnings stop once partitions are reassigned",
    run: (c, at) => {
      const svc = c.role("dwh");
      c.emit(
        at,
        svc,
        "warn",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Attempt to heartbeat failed since group is rebalancing`,
      );
      c.emit(
        at + 300,
        svc,
        "warn",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Offset commit failed on partition audit-events-3 at offset 88123: The coordinator is not aware of this member.`,
      );
      c.emit(
        at + 900,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Revoke previously assigned partitions audit-events-0, audit-events-3`,
      );
      c.emit(
        at + S(4),
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Successfully joined group with generation Generation{generationId=${int(c.r, 40, 90)}}`,
      );
      c.emit(
        at + S(5),
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Notifying assignor about the new Assignment(partitions=[audit-events-0, audit-events-1])`,
      );
    },
  },
  {
    key: "cold-cache",
    roles: ["edc"],
    note: "after a cache flush the casebook cache misses heavily for a few minutes and warms up",
    run: (c, at) => {
      const svc = c.role("edc");
      c.emit(at, svc, "info", "cache casebook-v4 flushed by operator (ticket OPS-2291)");
      c.every(at, at + S(240), 2, (t, i) =>
        c.emit(t, svc, "warn", `cache miss ratio ${Math.max(4, 96 - i)}% on casebook-v4, falling back to database`),
      );
    },
  },
  {
    key: "duplicate-submissions",
    roles: ["epro"],
    note: "a diary app retries uploads on a flaky connection and the server answers 409 for duplicates, as designed",
    run: (c, at) => {
      c.burst(at, 300, int(c.r, 60, 160), (t) =>
        c.emit(
          t,
          c.role("epro"),
          "warn",
          `409 Conflict: diary entry already stored (idempotency-key ${uuid(c.r)}), client retry ignored`,
        ),
      );
    },
  },
  {
    key: "stratum-cap",
    roles: ["irt"],
    note: "a randomisation stratum reaches its cap and screened subjects in it are refused by design",
    run: (c, at) => {
      const irt = c.role("irt");
      c.emit(at, irt, "warn", "stratum EU/>=65 reached cap 120/120; further randomisation in this stratum is closed");
      c.every(at + S(20), at + S(500), 40, (t) =>
        c.emit(t, irt, "error", `randomisation refused subject=${subj(c)}: STRATUM_CLOSED (EU/>=65), site notified`),
      );
    },
  },
  {
    key: "temperature-excursion",
    roles: ["supply"],
    note: "a site reports a fridge temperature excursion and its kits are quarantined pending sponsor review",
    run: (c, at) => {
      const sp = c.role("supply");
      const s = site(c);
      c.emit(
        at,
        sp,
        "error",
        `temperature excursion reported site=${s} logger=TL-${digits(c.r, 5)} max=11.4C duration=3h12m`,
      );
      for (let i = 0; i < int(c.r, 20, 40); i++)
        c.emit(
          at + S(2) + i * 300,
          sp,
          "warn",
          `kit K-${digits(c.r, 6)} at site ${s} moved to QUARANTINED (excursion review)`,
        );
      c.emit(at + S(30), sp, "info", `excursion case EXC-${digits(c.r, 4)} opened, QA notified`);
    },
  },
  {
    key: "meddra-upversion",
    roles: ["safety", "edc"],
    note: "after the MedDRA dictionary up-version, verbatim terms that no longer auto-code are queued for manual coding",
    run: (c, at) => {
      c.emit(at, c.role("edc"), "info", "coding dictionary switched MedDRA 27.0 -> 27.1, recoding pending items");
      c.burst(at + S(3), 300, int(c.r, 80, 200), (t) =>
        c.emit(
          t,
          c.role("edc"),
          "warn",
          `autocoder: verbatim "${pick(c.r, ["headach", "feeling hot", "tummy ache", "rash on arm", "dizzy spell"])}" has no LLT match in MedDRA 27.1, queued for manual coding`,
        ),
      );
    },
  },
  {
    key: "query-auto-close",
    roles: ["queries"],
    note: "a scheduled job closes answered queries in bulk and logs every closure",
    run: (c, at) => {
      const q = c.role("queries");
      c.emit(at, q, "info", "query auto-close job started (answered > 10 days)");
      c.burst(at + S(1), 200, int(c.r, 300, 600), (t) => c.emit(t, q, "info", `query ${digits(c.r, 7)} auto-closed`));
      c.emit(
        at + S(205),
        q,
        "warn",
        `query auto-close job took 204s (threshold 120s), ${int(c.r, 300, 600)} queries closed`,
      );
    },
  },
  {
    key: "ntp-step",
    roles: ["irt", "supply"],
    note: "chrony steps the clock on a node after a host maintenance; one service notes the clock jump",
    run: (c, at) => {
      c.emit(
        at,
        c.role("irt"),
        "warn",
        "clock jump detected: monotonic vs wall differ by 812ms after NTP step, token validation window widened",
      );
      c.emit(
        at + S(1),
        c.role("supply"),
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
      );
    },
  },
  {
    key: "audit-export-long",
    roles: ["edc"],
    note: "a regulator-requested audit trail export runs long and warns about its duration",
    run: (c, at) => {
      const e = c.role("edc");
      c.emit(
        at,
        e,
        "info",
        `audit trail export started for study ${c.estate.studies[0]} (inspection request INS-${digits(c.r, 3)})`,
      );
      c.every(at, at + S(400), 30, (t, i) =>
        c.emit(t, e, "warn", `audit export still running: ${(i + 1) * 7}% (${(i + 1) * 30}s elapsed, threshold 120s)`),
      );
    },
  },
  {
    key: "site-rate-limit",
    roles: ["gw"],
    note: "one site's integration script polls too fast and is throttled with 429; everyone else is unaffected",
    run: (c, at) => {
      const s = site(c);
      c.burst(at, 420, int(c.r, 150, 400), (t) =>
        c.emit(
          t,
          c.role("gw"),
          "warn",
          `429 Too Many Requests: client site-${s}-ctms-sync over limit 20 r/s on GET /edc/v2/subjects`,
        ),
      );
    },
  },
  {
    key: "lab-file-rejects",
    roles: ["edc"],
    note: "a central lab transfer file has rows for subjects not yet enrolled and they are rejected to a reconciliation list",
    run: (c, at) => {
      const e = c.role("edc");
      const f = `LAB_CENTRAL_${digits(c.r, 8)}.csv`;
      c.emit(at, e, "info", `sftp import picked up ${f} (${int(c.r, 2000, 9000)} rows)`);
      for (let i = 0; i < int(c.r, 25, 60); i++)
        c.emit(
          at + S(1) + i * 200,
          e,
          "error",
          `lab import ${f} row ${int(c.r, 2, 9000)}: unknown subject ${subj(c)} (not enrolled), row rejected`,
        );
      c.emit(at + S(20), e, "info", `lab import ${f} done: rejected rows written to recon list`);
    },
  },
  {
    key: "old-tls-clients",
    roles: ["gw"],
    note: "a site's legacy workstation tries TLS 1.0 and the handshake is refused by policy",
    run: (c, at) => {
      c.burst(at - S(100), 500, int(c.r, 40, 90), (t) =>
        c.emit(
          t,
          c.role("gw"),
          "warn",
          `TLS handshake error from 198.51.100.${int(c.r, 2, 250)}:${int(c.r, 40000, 65000)}: tls: client offered only unsupported versions: [301]`,
        ),
      );
    },
  },
  {
    key: "investigator-invite-bounces",
    roles: ["consent"],
    note: "invites to departed site staff bounce with 550",
    run: (c, at) => {
      c.every(at - S(60), at + S(300), 15, (t) =>
        c.emit(
          t,
          c.role("consent"),
          "error",
          `mail delivery failed to investigator${int(c.r, 1, 99)}@site${site(c)}.example.org: 550 5.1.1 User unknown`,
        ),
      );
    },
  },
  {
    key: "autovacuum-checkpoints",
    roles: ["dwh"],
    note: "the database behind the warehouse load reports frequent checkpoints and autovacuum; the load just writes a lot",
    run: (c, at) => {
      c.every(at, at + S(360), 40, (t) =>
        c.emit(
          t,
          c.role("dwh"),
          "warn",
          `postgres notice: checkpoints are occurring too frequently (${int(c.r, 9, 27)} seconds apart); HINT: Consider increasing max_wal_size`,
        ),
      );
    },
  },
  {
    key: "cron-overlap",
    roles: ["payments"],
    note: "a cron job overlaps its previous run and skips; the earlier run finishes fine",
    run: (c, at) => {
      const p = c.role("payments");
      c.every(at, at + S(420), 60, (t) =>
        c.emit(t, p, "warn", "accrual-sync: previous run still holding advisory lock 4411, skipping this tick"),
      );
      c.emit(at + S(430), p, "info", "accrual-sync: run finished in 7m12s, 4 sites updated");
    },
  },
  {
    key: "visit-window-deviations",
    roles: ["edc"],
    note: "a protocol-deviation report flags out-of-window visits as errors in the EDC log",
    run: (c, at) => {
      c.burst(at, 240, int(c.r, 40, 120), (t) =>
        c.emit(
          t,
          c.role("edc"),
          "error",
          `protocol deviation: visit ${pick(c.r, ["W4", "W8", "W12"])} for subject ${subj(c)} outside window (+${int(c.r, 4, 21)} days), deviation PD-${digits(c.r, 5)} created`,
        ),
      );
    },
  },
  {
    key: "flag-missing",
    roles: ["epro"],
    note: "a feature flag SDK cannot find a retired flag and evaluates it as off on every call",
    run: (c, at) => {
      c.every(at - S(200), at + S(500), 2.5, (t) =>
        c.emit(
          t,
          c.role("epro"),
          "warn",
          "flag 'diary-v2-layout' not found in environment production, evaluating to false",
        ),
      );
    },
  },
  {
    key: "emergency-unblinding",
    roles: ["irt"],
    note: "an investigator performs an audited emergency unblinding; it logs loudly at WARN with notifications",
    run: (c, at) => {
      const s = subj(c);
      const irt = c.role("irt");
      c.emit(
        at,
        irt,
        "warn",
        `EMERGENCY UNBLINDING requested subject=${s} by investigator PI-${int(c.r, 100, 999)} reason="SAE management"`,
      );
      c.emit(
        at + S(2),
        irt,
        "warn",
        `treatment assignment revealed to requester for ${s}; sponsor medical monitor and QA notified`,
      );
      c.emit(at + S(3), irt, "info", `unblinding audit record UB-${digits(c.r, 5)} written`);
    },
  },
  {
    key: "site-sso-failures",
    roles: ["edc"],
    note: "site staff mistype passwords at the start of a shift and accounts lock after five attempts",
    run: (c, at) => {
      c.burst(at, 420, int(c.r, 40, 80), (t) =>
        c.emit(
          t,
          c.role("edc"),
          "warn",
          `login failed for user crc${int(c.r, 1, 300)}@site${site(c)}: invalid_grant (Wrong email or password)`,
        ),
      );
      for (let i = 0; i < 3; i++)
        c.emit(
          at + S(60 + i * 90),
          c.role("edc"),
          "warn",
          `account locked after 5 failed attempts: crc${int(c.r, 1, 300)}`,
        );
    },
  },
  {
    key: "depot-low-stock",
    roles: ["supply"],
    note: "a depot drops below its trigger level and the resupply algorithm raises a shipment, with warnings",
    run: (c, at) => {
      const sp = c.role("supply");
      c.emit(
        at,
        sp,
        "warn",
        `depot ${pick(c.r, ["DE-01", "US-02"])} below trigger level for pack type A (on hand 38 < trigger 40)`,
      );
      c.emit(at + S(2), sp, "warn", `site ${site(c)} projected stock-out in 9 days, emergency resupply proposed`);
      c.emit(
        at + S(3),
        sp,
        "info",
        `shipment SHP-${digits(c.r, 6)} created (48 kits, courier ${pick(c.r, ["Marken", "World Courier"])})`,
      );
    },
  },
  {
    key: "sae-test-submission-nack",
    roles: ["safety"],
    note: "the validation (test) route to the regulator returns negative acknowledgements for deliberately malformed conformance messages",
    run: (c, at) => {
      c.every(at, at + S(300), 30, (t) =>
        c.emit(
          t,
          c.role("safety"),
          "error",
          `ACK from EV-TEST gateway: AE (rejected) for message TEST-${digits(c.r, 5)}: E2B(R3) business rule 'C.1.1' failed (conformance run CF-${digits(c.r, 3)})`,
        ),
      );
    },
  },
  {
    key: "s3-archive-throttle",
    roles: ["dwh"],
    note: "the archive step gets S3 SlowDown responses and the SDK backs off and succeeds",
    run: (c, at) => {
      c.burst(at, 300, int(c.r, 40, 100), (t) =>
        c.emit(
          t,
          c.role("dwh"),
          "warn",
          `S3 PutObject SlowDown: Please reduce your request rate. (attempt ${int(c.r, 1, 3)}/10, backing off ${int(c.r, 100, 2000)}ms)`,
        ),
      );
      c.emit(
        at + S(310),
        c.role("dwh"),
        "info",
        `archived ${int(c.r, 2000, 9000)} parquet files to s3://trial-archive/`,
      );
    },
  },
];
