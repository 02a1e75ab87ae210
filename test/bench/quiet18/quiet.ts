// Harmless-but-alarming noise kinds of telecom operations and air travel. Each lays its lines over [a, b) of a window;
// nothing here is broken.
import { access } from "./baseline.js";
import type { Ctx } from "./ctx.js";
import type { Domain } from "./estates.js";
import { chance, digits, hex, int, letters, pick } from "./rng.js";
import { dotnetTrace, goPanic, javaTrace, nodeTrace, pythonTrace, rubyTrace } from "./stacks.js";

export interface NoiseKind {
  id: string;
  domain: Domain | "any";
  /** hour of day (UTC) the window starts at, when the kind belongs to a time of day */
  hour?: number;
  note: string;
  lay: (c: Ctx, a: number, b: number) => void;
}

const mid = (c: Ctx, a: number, b: number) => a + (b - a) * (0.25 + 0.5 * c.r());

export const NOISE: NoiseKind[] = [
  {
    id: "credit-limit-burst",
    domain: "telecom",
    hour: 0,
    note: "daily bundles expire at midnight and the charging node answers thousands of CCRs with 4012 credit limit reached",
    lay(c, a, b) {
      const t0 = a + 60000;
      c.s.poisson(t0, Math.min(b, t0 + 240000), 90, (t) => {
        const m = c.msisdn();
        c.s.add(
          t,
          c.n("charging"),
          "warn",
          `CCA RC=4012 DIAMETER_CREDIT_LIMIT_REACHED msisdn=${m} RG=32 bundle=NIGHT_UNLTD_1D expired, FUI=REDIRECT`,
        );
        if (chance(c.r, 0.4))
          c.s.add(
            t + c.ms(2, 9),
            c.n("dra"),
            "info",
            `relay CCA app=4 hbh=0x${hex(c.r, 8)} ocs-1 -> pgw0${int(c.r, 1, 4)} rc=4012 rtt=${c.ms(3, 12)}ms`,
          );
      });
      c.s.poisson(t0, b, 8, (t) =>
        c.s.add(
          t,
          c.n("smsc"),
          "info",
          `submit_sm seq=${digits(c.r, 7)} esme=bundle_notify dst=${c.msisdn()} msg_id=${hex(c.r, 10)} ok`,
        ),
      );
    },
  },
  {
    id: "roamer-user-unknown",
    domain: "telecom",
    note: "inbound roamers from a partner whose IMSI range is not yet loaded get 5030 user unknown and fall back to the home network",
    lay(c, a, b) {
      c.s.poisson(a, b, 14, (t) => {
        const imsi = `310260${digits(c.r, 9)}`;
        c.s.add(
          t,
          c.n("charging"),
          "error",
          `CCR-I rejected RC=5030 DIAMETER_USER_UNKNOWN imsi=${imsi} visited-plmn=${c.e.key === "orbitel" ? "20477" : "23421"}`,
        );
        c.s.add(
          t + 4,
          c.n("dra"),
          "warn",
          `relay CCA app=4 hbh=0x${hex(c.r, 8)} rc=5030 realm=${c.e.realm} (answer forwarded)`,
        );
      });
    },
  },
  {
    id: "dpr-peer-maintenance",
    domain: "telecom",
    note: "an OCS peer is taken out for planned maintenance with DPR; the DRA fails over to the second peer and re-establishes the connection after CER/CEA",
    lay(c, a, b) {
      const t = mid(c, a, b);
      const dra = c.n("dra");
      c.s.add(t, dra, "warn", `peer ocs-2.${c.e.realm} sent DPR Disconnect-Cause=REBOOTING, closing transport`);
      c.s.add(t + 40, dra, "warn", `peer ocs-2.${c.e.realm} state I-Open -> Closed; routing app=4 to ocs-1 only`);
      for (let i = 1; i <= 8; i++)
        c.s.add(
          t + i * 30000,
          dra,
          "error",
          `connect to ocs-2.${c.e.realm}:3868 failed: ECONNREFUSED (attempt ${i}), next in 30s`,
        );
      c.s.add(
        t + 270000,
        dra,
        "info",
        `peer ocs-2.${c.e.realm} CER/CEA ok (host ocs-2, Vendor-Id 10415), state -> I-Open`,
      );
      c.s.add(t + 270200, dra, "info", "routing app=4 restored to ocs-1,ocs-2 (weight 50/50)");
      c.s.add(
        t - 5000,
        c.n("charging"),
        "info",
        "node ocs-2 entering maintenance (operator=nbell ticket=CHG-20841), sending DPR",
      );
    },
  },
  {
    id: "bill-run-night",
    domain: "telecom",
    hour: 0,
    note: "the monthly bill run starts: bursts of progress, zero-balance skips, a PDF render retry and long GC pauses in rating",
    lay(c, a, b) {
      const br = c.n("billrun");
      c.s.add(a + 30000, br, "info", `bill cycle C${int(c.r, 1, 28)} started: 184211 accounts, 16 workers`);
      c.s.every(a + 40000, b, 20000, (t, n) =>
        c.s.add(t, br, "info", `progress ${(n + 1) * 2311}/184211 accounts, ${int(c.r, 90, 140)} acc/s`),
      );
      c.s.poisson(a + 40000, b, 25, (t) =>
        c.s.add(t, br, "warn", `account ${digits(c.r, 9)} skipped: zero balance and no usage in cycle`),
      );
      c.s.poisson(a + 40000, b, 2, (t) => {
        c.s.add(
          t,
          br,
          "error",
          `invoice PDF render failed for account ${digits(c.r, 9)}: wkhtmltopdf exited 1 (Timeout), retry 1/3`,
        );
        c.s.add(t + c.ms(2000, 5000), br, "info", "invoice PDF render retry 1 ok");
      });
      c.s.poisson(a + 60000, b, 3, (t) =>
        c.s.add(
          t,
          c.n("rating"),
          "warn",
          `GC pause (G1 Evacuation Pause) ${c.ms(400, 1400)}ms, heap ${int(c.r, 5, 7)}.${int(c.r, 0, 9)}G/8G`,
        ),
      );
    },
  },
  {
    id: "duplicate-cdrs",
    domain: "telecom",
    note: "an MSC re-sends a day of CDR files after its own disk swap and mediation rejects every record as a duplicate",
    lay(c, a, b) {
      const med = c.n("mediation");
      const t0 = mid(c, a, b) - 120000;
      c.s.every(t0, b, 9000, (t) => {
        const f = `CDR_MSC02_${c.dd}_${int(c.r, 100, 999)}.dat`;
        c.s.add(t, med, "info", `collected ${f} via sftp from msc02 (resend flag set)`);
        c.s.add(
          t + 2000,
          med,
          "error",
          `${f}: ${int(c.r, 8000, 20000)} of ${int(c.r, 20000, 21000)} records rejected DUPLICATE_CDR (key msc02/callref already processed), moved to /data/rejected/dup`,
        );
      });
    },
  },
  {
    id: "late-cdr-files",
    domain: "telecom",
    note: "a switch uploads CDR files that are days old; mediation routes them to the late-usage stream with warnings",
    lay(c, a, b) {
      c.s.poisson(a, b, 10, (t) =>
        c.s.add(
          t,
          c.n("mediation"),
          "warn",
          `record in CDR_SGW01_${int(c.r, 20261001, 20261009)}_${int(c.r, 100, 999)}.dat older than 72h (event ${int(c.r, 80, 200)}h ago), routed to usage.late`,
        ),
      );
    },
  },
  {
    id: "absent-subscriber",
    domain: "telecom",
    hour: 3,
    note: "at night many handsets are off: the SMSC logs MAP absentSubscriber and schedules retries, as designed",
    lay(c, a, b) {
      c.s.poisson(a, b, 40, (t) => {
        const id = hex(c.r, 10);
        c.s.add(
          t,
          c.n("smsc"),
          "warn",
          `MT-ForwardSM failed msg_id=${id} MAP error absentSubscriberSM (6) cause=imsi-detached, retry scheduled +${pick(c.r, [300, 900, 1800])}s`,
        );
      });
      c.s.poisson(a, b, 6, (t) =>
        c.s.add(t, c.n("smsc"), "info", `retry delivered msg_id=${hex(c.r, 10)} after ${int(c.r, 2, 9)} attempts`),
      );
    },
  },
  {
    id: "esme-throttled",
    domain: "telecom",
    note: "a bulk marketing campaign exceeds its contracted TPS: the SMSC throttles the ESME and the gateway returns 429 to the campaign client",
    lay(c, a, b) {
      const t0 = mid(c, a, b) - 90000;
      c.s.poisson(t0, Math.min(b, t0 + 300000), 70, (t) => {
        c.s.add(
          t,
          c.n("smsc"),
          "warn",
          `submit_sm_resp esme=promo_blast command_status=ESME_RTHROTTLED (0x00000058) tps=${int(c.r, 101, 160)}>100`,
        );
        if (chance(c.r, 0.3))
          c.s.add(t + 5, c.n("edge"), "warn", access(c.rt("edge"), "POST", "/v1/messages/bulk", 429, c.ms(1, 5)));
      });
      c.s.add(t0 + 2000, c.n("smsc"), "info", "esme=promo_blast window reduced 50 -> 20 by flow control");
    },
  },
  {
    id: "ussd-abandoned",
    domain: "telecom",
    note: "users walk away from USSD menus; dialogs time out after 180 s and the MSC sends TCAP aborts",
    lay(c, a, b) {
      c.s.poisson(a, b, 22, (t) => {
        const d = hex(c.r, 8);
        if (chance(c.r, 0.6))
          c.s.add(
            t,
            c.n("ussd"),
            "warn",
            `dialog ${d} timed out after 180s waiting for user input (menu=${pick(c.r, ["bundles", "top-up", "roaming"])})`,
          );
        else c.s.add(t, c.n("ussd"), "error", `dialog ${d} TCAP U-ABORT from MSC cause=user-released`);
      });
    },
  },
  {
    id: "rap-file-return",
    domain: "telecom",
    note: "a roaming partner returns a RAP file with severe errors on a few calls; this is routine clearing",
    lay(c, a, b) {
      const t = mid(c, a, b);
      const ro = c.n("roaming");
      c.s.add(t, ro, "info", `RAP RC${c.e.code}DEUD2${digits(c.r, 5)} received from DEUD2 via clearing house`);
      for (let i = 0; i < 14; i++)
        c.s.add(
          t + 200 + i * 30,
          ro,
          "error",
          `RAP severe error 34 (CHARGE_DETAIL missing) call ${digits(c.r, 8)} returned, amount ${int(c.r, 0, 9)}.${digits(c.r, 3)} SDR`,
        );
      c.s.add(t + 800, ro, "warn", "RAP processing complete: 0 fatal, 14 severe, returned calls queued for re-rating");
    },
  },
  {
    id: "smpp-rebind",
    domain: "telecom",
    note: "a partner SMSC restarts during its announced window; SMPP binds drop on enquire_link timeouts and rebind",
    lay(c, a, b) {
      const t = mid(c, a, b);
      for (let i = 0; i < 4; i++) {
        c.s.add(
          t + i * 400,
          c.n("smsc"),
          "error",
          `bind ${i + 1}/4 to partner smsc-tmo-uk lost: enquire_link_resp not received within 30s`,
        );
        c.s.add(
          t + 20000 + i * 15000,
          c.n("smsc"),
          "error",
          `bind_transceiver to 195.14.${int(c.r, 1, 250)}.${int(c.r, 1, 250)}:2775 failed: Connection refused, retry in 15s`,
        );
        c.s.add(
          t + 90000 + i * 700,
          c.n("smsc"),
          "info",
          `bind ${i + 1}/4 to partner smsc-tmo-uk bound_trx ok system_id=KSTRL`,
        );
      }
      c.s.add(t + 90000 + 3000, c.n("smsc"), "info", `re-queued ${int(c.r, 400, 1800)} messages for smsc-tmo-uk`);
    },
  },
  {
    id: "bulk-sim-dupes",
    domain: "telecom",
    note: "a retailer re-uploads an activation batch; provisioning rejects the SIMs that already exist",
    lay(c, a, b) {
      const t0 = mid(c, a, b) - 100000;
      c.s.add(t0, c.n("prov"), "info", `bulk job RETAIL-${digits(c.r, 5)} started: 2400 SIMs`);
      c.s.poisson(t0, Math.min(b, t0 + 200000), 60, (t) =>
        c.s.add(
          t,
          c.n("prov"),
          "error",
          `HSS create imsi=${c.imsi()} failed: SUBSCRIBER_ALREADY_EXISTS (diameter 5XXX/ERROR_USER_DATA... code 4101), skipped`,
        ),
      );
      c.s.add(
        t0 + 200500,
        c.n("prov"),
        "info",
        `bulk job done: 612 created, 1788 skipped (already provisioned), 0 failed`,
      );
    },
  },
  {
    id: "tariff-fallback",
    domain: "telecom",
    note: "calls to satellite prefixes have no tariff row and are rated with the standard international tariff, with a warning each",
    lay(c, a, b) {
      c.s.poisson(a, b, 18, (t) =>
        c.s.add(
          t,
          c.n("rating"),
          "warn",
          `no tariff for destination prefix ${pick(c.r, ["88216", "8818", "870", "88239"])} in plan ${pick(c.r, ["PAYG", "BIZ-50", "SIM-ONLY-12"])}, using INTL_STD`,
        ),
      );
    },
  },
  {
    id: "hlr-hss-audit",
    domain: "telecom",
    hour: 2,
    note: "the nightly HLR/HSS consistency audit reports mismatches and resyncs them successfully",
    lay(c, a, b) {
      c.s.add(a + 20000, c.n("prov"), "info", "audit HLR vs HSS started: 2,114,320 subscribers");
      c.s.poisson(a + 20000, b, 30, (t) => {
        const i = c.imsi();
        c.s.add(
          t,
          c.n("prov"),
          "error",
          `audit mismatch imsi=${i} field=${pick(c.r, ["odb-roaming", "apn-config", "cs-barring", "ims-profile"])} hlr!=hss`,
        );
        c.s.add(t + c.ms(200, 900), c.n("prov"), "info", `resync imsi=${i} ok`);
      });
    },
  },
  {
    id: "notification-flood",
    domain: "telecom",
    hour: 8,
    note: "a regulator-mandated price-change SMS goes to the whole base; the SMSC queue depth alarm fires and drains",
    lay(c, a, b) {
      const t0 = mid(c, a, b) - 150000;
      c.s.add(t0, c.n("smsc"), "info", "campaign PRICE-NOTICE-Q4 accepted: 1,240,000 recipients, esme=regulatory");
      c.s.every(t0, Math.min(b, t0 + 400000), 15000, (t, n) => {
        const q = Math.max(0, 180000 - n * 7000);
        c.s.add(
          t,
          c.n("smsc"),
          q > 40000 ? "warn" : "info",
          `queue depth ${q} (${q > 40000 ? "above high-water mark 40000" : "normal"}) esme=regulatory`,
        );
      });
    },
  },
  {
    id: "rolling-deploy",
    domain: "any",
    note: "a rolling deploy restarts a service's pods; callers see a few refused connections and retry successfully",
    lay(c, a, b) {
      const target = pick(
        c.r,
        c.e.services.filter((x) => x.role !== "edge"),
      );
      const caller = c.n("edge");
      const t = mid(c, a, b);
      for (let p = 0; p < 3; p++) {
        const tp = t + p * 45000;
        c.s.add(tp, target.name, "info", `Received SIGTERM, shutting down pod ${target.name}-${hex(c.r, 5)}`);
        c.s.add(
          tp + 1200,
          caller,
          "error",
          `upstream ${target.name} connect ECONNREFUSED 10.${int(c.r, 16, 31)}.${int(c.r, 0, 255)}.${int(c.r, 2, 254)}:8080, retrying on next endpoint`,
        );
        c.s.add(tp + 1500, caller, "info", `upstream ${target.name} retry ok`);
        c.s.add(tp + 9000, target.name, "info", `${target.name} ready (readiness probe passed)`);
      }
    },
  },
  {
    id: "cert-expiry",
    domain: "any",
    note: "a certificate monitor warns every minute that a partner TLS certificate expires in 19 days",
    lay(c, a, b) {
      const sv = pick(c.r, c.e.services);
      c.s.every(a, b, 60000, (t) =>
        c.s.add(
          t,
          sv.name,
          "warn",
          `TLS certificate CN=${c.e.domain === "air" ? "api.partner-gds.example" : "diameter.roaming-hub.example"} expires in 19 days (2026-12-19T00:00:00Z)`,
        ),
      );
    },
  },
  {
    id: "gc-pauses",
    domain: "any",
    note: "a JVM service logs long young-gen pauses and heap warnings after a cache warm-up but keeps serving",
    lay(c, a, b) {
      const jvms = c.e.services.filter((x) => x.rt === "java");
      const sv = jvms.length ? pick(c.r, jvms) : c.e.services[1];
      if (!sv) return;
      c.s.poisson(a, b, 4, (t) =>
        c.s.add(
          t,
          sv.name,
          "warn",
          `[gc] Pause Young (Normal) (G1 Evacuation Pause) ${int(c.r, 3000, 6000)}M->${int(c.r, 900, 2000)}M(8192M) ${c.ms(350, 1300)}.${digits(c.r, 3)}ms`,
        ),
      );
      c.s.poisson(a, b, 0.5, (t) => c.s.add(t, sv.name, "warn", "heap usage 86% after GC (threshold 85%)"));
    },
  },
  {
    id: "kafka-rebalance",
    domain: "any",
    note: "a consumer group rebalances when a new consumer joins; commits fail once and are retried",
    lay(c, a, b) {
      const sv = pick(
        c.r,
        c.e.services.filter((x) => x.role !== "edge"),
      );
      const t = mid(c, a, b);
      c.s.add(
        t,
        sv.name,
        "info",
        `[Consumer clientId=${sv.name}-1, groupId=${sv.name}] Request joining group due to: group is already rebalancing`,
      );
      c.s.add(
        t + 50,
        sv.name,
        "warn",
        `[Consumer clientId=${sv.name}-1, groupId=${sv.name}] Offset commit failed on partition events-7 at offset 88123104: The coordinator is not aware of this member.`,
      );
      c.s.add(
        t + 60,
        sv.name,
        "error",
        `[Consumer clientId=${sv.name}-1, groupId=${sv.name}] OffsetCommit failed with org.apache.kafka.clients.consumer.CommitFailedException: Commit cannot be completed since the group has already rebalanced`,
      );
      c.s.add(
        t + 3100,
        sv.name,
        "info",
        `[Consumer clientId=${sv.name}-1, groupId=${sv.name}] Successfully joined group with generation Generation{generationId=${int(c.r, 100, 900)}}`,
      );
      c.s.add(
        t + 3200,
        sv.name,
        "info",
        `[Consumer clientId=${sv.name}-1, groupId=${sv.name}] Adding newly assigned partitions: events-6, events-7, events-8`,
      );
    },
  },
  {
    id: "scanner-probe",
    domain: "any",
    note: "the internal vulnerability scanner sweeps the edge: hundreds of 401/403/404 in a few minutes",
    lay(c, a, b) {
      const t0 = mid(c, a, b) - 60000;
      const paths = [
        "/.env",
        "/wp-login.php",
        "/admin",
        "/actuator/env",
        "/.git/config",
        "/v1/../../etc/passwd",
        "/server-status",
        "/api/swagger.json",
      ];
      c.s.poisson(t0, Math.min(b, t0 + 200000), 120, (t) => {
        const p = pick(c.r, paths);
        const st = pick(c.r, [404, 404, 401, 403]);
        c.s.add(
          t,
          c.n("edge"),
          st === 404 ? "info" : "warn",
          `${access(c.rt("edge"), "GET", p, st, c.ms(1, 4))} ip=10.200.4.17 ua="Qualys/1.0"`,
        );
      });
    },
  },
  {
    id: "db-switchover-drill",
    domain: "any",
    note: "a planned database switchover resets connections for two seconds; pools reconnect and nothing fails",
    lay(c, a, b) {
      const t = mid(c, a, b);
      const sv = c.e.services.find((x) => x.rt === "java") ?? c.e.services[1];
      if (!sv) return;
      c.s.add(
        t - 60000,
        sv.name,
        "info",
        "maintenance notice: planned primary switchover (CHG-7731) at the top of the window",
      );
      c.s.add(
        t,
        sv.name,
        "warn",
        "HikariPool-1 - Connection oracle.jdbc.driver.T4CConnection@5b1f2c marked as broken because of SQLSTATE(08006), ErrorCode(17002)",
      );
      c.s.add(
        t + 20,
        sv.name,
        "warn",
        "HikariPool-1 - Connection is not available, request timed out after 1200ms (total=20, active=0, idle=0, waiting=3)",
      );
      c.s.add(
        t + 2100,
        sv.name,
        "info",
        "HikariPool-1 - Added connection oracle.jdbc.driver.T4CConnection@77a0c1e9 (20/20)",
      );
    },
  },
  {
    id: "flag-reload",
    domain: "any",
    note: "a feature-flag push reloads config everywhere with unknown-key warnings",
    lay(c, a, b) {
      const t = mid(c, a, b);
      for (const sv of c.e.services) {
        c.s.add(t + c.ms(0, 4000), sv.name, "info", `feature flags reloaded (revision ${digits(c.r, 5)})`);
        if (chance(c.r, 0.5))
          c.s.add(t + c.ms(0, 4000), sv.name, "warn", `unknown flag 'exp_${letters(c.r, 4).toLowerCase()}_v2' ignored`);
      }
    },
  },
  {
    id: "gds-seg-not-found",
    domain: "air",
    note: "after a schedule change the GDS answers some segment sells with UNABLE TO PROCESS / segment not found; they are rebooked",
    lay(c, a, b) {
      c.s.poisson(a, b, 16, (t) =>
        c.s.add(
          t,
          c.n("gds"),
          "error",
          `Air_SellFromRecommendation ${c.flight()} ${c.dd} class ${pick(c.r, ["Y", "M", "K"])}: EDIFACT ERC ${pick(c.r, ["102", "288"])} ${pick(c.r, ["UNABLE TO SATISFY, NEED CONFIRMED FLIGHT STATUS", "FLIGHT DOES NOT OPERATE ON DATE REQUESTED"])}`,
        ),
      );
    },
  },
  {
    id: "ndc-offer-expired",
    domain: "air",
    note: "NDC aggregators reprice offers after their time-to-live; expired offers are rejected and reshopped",
    lay(c, a, b) {
      c.s.poisson(a, b, 20, (t) => {
        c.s.add(
          t,
          c.n("ndc"),
          "warn",
          `OfferPriceRQ rejected: offer OF-${hex(c.r, 12).toUpperCase()} expired (OfferExpirationDateTime passed by ${int(c.r, 3, 400)}s) error=911 agency=IATA${digits(c.r, 8)}`,
        );
      });
    },
  },
  {
    id: "fare-filing-reload",
    domain: "air",
    note: "an ATPCO fare filing lands; the fare cache reloads and quotes are slow for a minute",
    lay(c, a, b) {
      const t = mid(c, a, b);
      c.s.add(
        t,
        c.n("fare"),
        "info",
        `ATPCO filing ${c.dd}-${int(c.r, 1, 4)} received: 48211 fare records, 3120 rules`,
      );
      c.s.add(t + 500, c.n("fare"), "warn", "fare cache invalidated, rebuilding");
      c.s.poisson(t + 600, t + 60000, 50, (tt) =>
        c.s.add(
          tt,
          c.n("fare"),
          "warn",
          `slow quote ${c.ms(1500, 4200)}ms (cache rebuilding) market=${letters(c.r, 3)}${letters(c.r, 3)}`,
        ),
      );
      c.s.poisson(t + 600, t + 60000, 15, (tt) =>
        c.s.add(
          tt,
          c.n("edge"),
          "warn",
          `slow response GET /v2/availability took ${c.ms(2500, 5000)}ms (threshold 2000ms)`,
        ),
      );
      c.s.add(t + 61000, c.n("fare"), "info", "fare cache rebuilt: 231044 entries in 61s");
    },
  },
  {
    id: "card-declines",
    domain: "air",
    note: "card declines and abandoned 3-D Secure challenges during a seat sale; the PSP answers normally",
    lay(c, a, b) {
      c.s.poisson(a, b, 24, (t) => {
        const why = pick(c.r, [
          "Refused: Not enough balance",
          "Refused: Do Not Honor",
          "Refused: 3D Not Authenticated",
          "Refused: Expired Card",
          "Refused: CVC Declined",
        ]);
        c.s.add(
          t,
          c.n("pay"),
          "error",
          `payment refused pspReference=${hex(c.r, 16).toUpperCase()} resultCode=Refused refusalReason="${why.slice(9)}"`,
          {
            stack:
              c.rt("pay") === "ruby" && chance(c.r, 0.3)
                ? rubyTrace("/app/app/services/payments/authorise.rb:44:in 'call'", "Payments::CardDeclined", why, [
                    "/app/app/controllers/payments_controller.rb:18:in 'create'",
                    "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in 'send_action'",
                  ])
                : undefined,
          },
        );
        c.s.add(t + c.ms(5, 40), c.n("edge"), "warn", access(c.rt("edge"), "POST", "/v2/orders", 402, c.ms(600, 1800)));
      });
    },
  },
  {
    id: "checkin-closed",
    domain: "air",
    note: "passengers try to check in after the cut-off; check-in is refused with a clear reason",
    lay(c, a, b) {
      c.s.poisson(a, b, 15, (t) =>
        c.s.add(
          t,
          c.n("dcs"),
          "warn",
          `check-in refused: flight ${c.flight()}/${c.dd} status CLOSED (cut-off T-45) pnr=${c.pnr()}`,
        ),
      );
    },
  },
  {
    id: "boarding-rescans",
    domain: "air",
    note: "gate readers re-scan boarding passes; duplicates and wrong-gate scans are rejected at ERROR",
    lay(c, a, b) {
      c.s.poisson(a, b, 20, (t) =>
        c.s.add(
          t,
          c.n("dcs"),
          "error",
          `BCBP scan rejected at gate ${pick(c.r, ["B32", "B34", "C12"])}: ${pick(c.r, ["passenger already boarded", "wrong flight on this gate", "boarding pass superseded (seat change)"])} seq=${int(c.r, 1, 190)}`,
        ),
      );
    },
  },
  {
    id: "apis-rejects",
    domain: "air",
    note: "government APIS/iAPI responses ask for document corrections on some passengers; agents fix them",
    lay(c, a, b) {
      c.s.poisson(a, b, 10, (t) => {
        c.s.add(
          t,
          c.n("dcs"),
          "error",
          `iAPI response ${c.flight()}/${c.dd} pax ${c.pnr()}: 8517 DOCUMENT EXPIRED - CONTACT AGENT (board status: NOT CLEARED)`,
        );
        c.s.add(t + c.ms(60000, 200000), c.n("dcs"), "info", `iAPI re-submission ${c.flight()}: status 0Z OK TO BOARD`);
      });
    },
  },
  {
    id: "crew-legality",
    domain: "air",
    note: "delays make the crew legality checker warn about flight-duty limits that may be exceeded",
    lay(c, a, b) {
      c.s.poisson(a, b, 8, (t) =>
        c.s.add(
          t,
          c.n("ops"),
          "warn",
          `legality: crew ${digits(c.r, 5)} FDP ${int(c.r, 12, 13)}h${int(c.r, 10, 59)} would exceed limit if ${c.flight()} delayed > ${int(c.r, 15, 60)} min`,
        ),
      );
    },
  },
  {
    id: "acars-out-of-order",
    domain: "air",
    note: "ACARS and MVT messages arrive out of sequence and duplicated; the feed drops them with errors",
    lay(c, a, b) {
      c.s.poisson(a, b, 14, (t) =>
        c.s.add(
          t,
          c.n("ops"),
          "error",
          `${pick(c.r, ["ACARS IN", "MVT AA", "ACARS ON"])} for ${c.flight()} older than last event (seq ${int(c.r, 2, 9)} < ${int(c.r, 10, 14)}), ignored`,
        ),
      );
    },
  },
  {
    id: "schedule-change-batch",
    domain: "air",
    note: "an SSIM schedule change reaccommodates hundreds of PNRs; some go to the manual queue",
    lay(c, a, b) {
      const t0 = mid(c, a, b) - 120000;
      c.s.add(t0, c.n("pnr"), "info", `schedule change SSIM batch ${digits(c.r, 6)}: 612 PNRs affected`);
      c.s.poisson(t0, Math.min(b, t0 + 240000), 150, (t) => {
        if (chance(c.r, 0.85))
          c.s.add(t, c.n("pnr"), "info", `PNR ${c.pnr()} reaccommodated ${c.flight()} -> ${c.flight()}`);
        else
          c.s.add(
            t,
            c.n("pnr"),
            "warn",
            `PNR ${c.pnr()} could not be auto-reaccommodated (no protection), placed on Q8C1`,
          );
      });
    },
  },
  {
    id: "scraper-429",
    domain: "air",
    note: "a fare scraper hammers availability and gets rate limited at the edge",
    lay(c, a, b) {
      c.s.poisson(a, b, 60, (t) =>
        c.s.add(
          t,
          c.n("edge"),
          "warn",
          `rate limit exceeded for client 185.${int(c.r, 1, 250)}.${int(c.r, 1, 250)}.${int(c.r, 1, 250)} (600 req/min), 429 returned`,
        ),
      );
    },
  },
  {
    id: "teletype-parse",
    domain: "air",
    note: "Type B teletype messages with free text the parser does not know are discarded with a stack trace",
    lay(c, a, b) {
      const sv = c.has("ops") ? "ops" : "dcs";
      const rt = c.rt(sv);
      c.s.poisson(a, b, 2, (t) => {
        const head = `Type B message discarded: unknown element '.${letters(c.r, 4)}' in ${pick(c.r, ["LDM", "CPM", "PSM", "MVT"])} from ${letters(c.r, 7)}`;
        const stack =
          rt === "python"
            ? pythonTrace(
                [
                  ["/app/typeb/parser.py", 211, "parse", "elem = self._element(tok)"],
                  ["/app/typeb/parser.py", 98, "_element", "raise UnknownElement(tok)"],
                ],
                "typeb.errors.UnknownElement: unknown element",
              )
            : dotnetTrace("TypeB.Parsing.UnknownElementException", "unknown element", [
                "TypeB.Parsing.Parser.Element(String token) in /src/TypeB/Parser.cs:line 98",
                "TypeB.Parsing.Parser.Parse(String raw) in /src/TypeB/Parser.cs:line 211",
              ]);
        c.s.add(t, c.n(sv), "error", head, { stack });
      });
    },
  },
  {
    id: "oversold-flight",
    domain: "air",
    note: "an oversold flight raises volunteer and denied-boarding warnings at the departure system",
    lay(c, a, b) {
      const f = c.flight();
      c.s.every(a, b, 40000, (t) =>
        c.s.add(
          t,
          c.n("dcs"),
          "warn",
          `${f}/${c.dd} oversold Y by ${int(c.r, 2, 6)}: volunteer call open, ${int(c.r, 0, 3)} accepted`,
        ),
      );
    },
  },
  {
    id: "loadsheet-editions",
    domain: "air",
    note: "last-minute changes make the weight-and-balance service supersede loadsheet editions again and again",
    lay(c, a, b) {
      c.s.poisson(a, b, 12, (t) =>
        c.s.add(
          t,
          c.n("wab"),
          "warn",
          `LMC for ${c.flight()}: ${pick(c.r, ["+2 pax", "-1 bag 23kg", "crew change"])} exceeds LMC limits, loadsheet edition ${int(c.r, 3, 9)} supersedes previous`,
        ),
      );
    },
  },
  {
    id: "sdk-unhandled-warning",
    domain: "any",
    note: "a client library logs a loud stack trace for a handled socket hang-up on idle keep-alive connections",
    lay(c, a, b) {
      const nodes = c.e.services.filter((x) => x.rt === "node");
      const sv = nodes[0] ?? c.e.services[0];
      if (!sv) return;
      c.s.poisson(a, b, 2, (t) =>
        c.s.add(t, sv.name, "warn", "keep-alive socket closed by peer while idle, connection discarded", {
          stack: nodeTrace("Error: socket hang up", [
            "connResetException (node:internal/errors:787:14)",
            "Socket.socketOnEnd (node:_http_client:519:23)",
            "Socket.emit (node:events:531:35)",
            "endReadableNT (node:internal/streams/readable:1696:12)",
          ]),
        }),
      );
    },
  },
  {
    id: "go-recovered-panic",
    domain: "any",
    note: "malformed requests from a partner make a Go handler panic; net/http recovers and the service keeps serving",
    lay(c, a, b) {
      const sv = c.e.services.find((x) => x.rt === "go");
      if (!sv) return;
      c.s.poisson(a, b, 1.5, (t) =>
        c.s.add(
          t,
          sv.name,
          "error",
          `http: panic serving ${c.ip()}:${int(c.r, 30000, 60000)}: runtime error: index out of range [3] with length 3`,
          {
            stack: goPanic("runtime error: index out of range [3] with length 3", int(c.r, 1000, 90000), [
              ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1898 +0xbe"],
              ["main.parseRef(...)", "/src/internal/api/refs.go:57"],
              [
                "main.(*handler).lookup(0xc0001a6000, {0xa3c2e0, 0xc00041c0e0}, 0xc0003f2900)",
                "/src/internal/api/handler.go:212 +0x3a5",
              ],
            ]).replace(/^panic: [^\n]*\n\n/, ""),
          },
        ),
      );
    },
  },
  {
    id: "java-client-abort",
    domain: "any",
    note: "clients close connections early; the JVM logs a broken pipe stack trace that is harmless",
    lay(c, a, b) {
      const sv = c.e.services.find((x) => x.rt === "java" && x.role !== "edge") ?? c.e.services[1];
      if (!sv) return;
      c.s.poisson(a, b, 2, (t) =>
        c.s.add(t, sv.name, "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
          stack: javaTrace("org.apache.catalina.connector.ClientAbortException", "java.io.IOException: Broken pipe", [
            "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
            "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush(UTF8JsonGenerator.java:1187)",
          ]),
        }),
      );
    },
  },
];
