// Forty kinds of harmless but alarming noise: loud, red, bursty or new, yet how these systems normally behave.
import { type Ctx, emit, every, traceId } from "./ctx.js";

export interface Noise {
  key: string;
  /** null: fits any estate */
  estate: string | null;
  desc: string;
  gen: (c: Ctx, at: number) => void;
}

const S = 1000;
const M = 60 * S;
const pick = <T>(c: Ctx, xs: readonly T[]) => c.r.pick(xs);
const javaSvcs = (c: Ctx) =>
  Object.entries(c.est.services)
    .filter(([, v]) => v === "java")
    .map(([k]) => k);
const goSvcs = (c: Ctx) =>
  Object.entries(c.est.services)
    .filter(([, v]) => v === "go")
    .map(([k]) => k);
const anySvc = (c: Ctx) =>
  pick(
    c,
    Object.keys(c.est.services).filter((s) => s !== c.est.noisy.svc),
  );

export const NOISES: Noise[] = [
  // ---- Northmere Grid (SCADA / OPC UA / historian / OMS / market)
  {
    key: "rtu-channel-failover",
    estate: "northmere",
    desc: "an RTU's primary comms channel drops and the front-end fails over to the backup channel, then returns",
    gen: (c, at) => {
      const u = pick(c, ["SUB-207", "SUB-114", "HYD-11"]);
      emit(
        c,
        at,
        "scada-fe",
        "error",
        `DNP3 link ${u} channel A: no response to 3 consecutive polls, failing over to channel B`,
      );
      emit(c, at + 40, "ems-alarms", "error", `ALARM COMMS ${u} CH-A FAIL priority=2`);
      emit(c, at + 1200, "scada-fe", "warn", `DNP3 link ${u} now on channel B (cellular), integrity poll queued`);
      emit(c, at + 2600, "scada-fe", "info", `DNP3 link ${u} integrity poll complete: 212 points, 0 quality changes`);
      const back = at + c.r.int(60, 150) * S;
      emit(c, back, "scada-fe", "info", `DNP3 link ${u} channel A responding again, switched back to primary`);
      emit(c, back + 50, "ems-alarms", "info", `alarm COMMS ${u} CH-A returned to normal`);
    },
  },
  {
    key: "opcua-session-renewal",
    estate: "northmere",
    desc: "OPC UA sessions are re-activated after the PLC servers' nightly secure-channel token renewal",
    gen: (c, at) => {
      for (const plc of ["plc-hyd-07", "plc-hyd-11", "plc-sub-122"]) {
        const t = at + c.r.int(0, 20) * S;
        emit(
          c,
          t,
          "opcua-gateway",
          "error",
          `ERROR o.e.m.o.s.c.session.SessionFsm - ActivateSession failed for opc.tcp://${plc}:4840`,
          {
            errType: "UaException",
            stack: [
              "org.eclipse.milo.opcua.stack.core.UaException: status=Bad_SessionIdInvalid, message=The session id is not valid.",
              "\tat org.eclipse.milo.opcua.stack.client.UaStackClient.lambda$deliverResponse$3(UaStackClient.java:271)",
              "\tat java.base/java.util.concurrent.CompletableFuture.uniApply(CompletableFuture.java:646)",
              "\tat org.eclipse.milo.opcua.sdk.client.session.SessionFsmFactory.activateSession(SessionFsmFactory.java:688)",
            ],
          },
        );
        emit(
          c,
          t + 900,
          "opcua-gateway",
          "warn",
          `WARN  o.e.m.o.s.c.session.SessionFsm - session to ${plc} recreated, transferring subscriptions`,
        );
        emit(
          c,
          t + 1400,
          "opcua-gateway",
          "info",
          `INFO  c.n.gw.SubscriptionManager - ${c.r.int(4, 16)} subscriptions transferred to new session on ${plc}, no data loss`,
        );
      }
    },
  },
  {
    key: "planned-switching-alarm-flood",
    estate: "northmere",
    desc: "a planned switching order makes EMS log a flood of breaker and voltage alarms in a few seconds",
    gen: (c, at) => {
      const so = `SO-${c.r.int(4000, 4999)}`;
      emit(
        c,
        at - 5 * S,
        "ems-alarms",
        "info",
        `switching order ${so} step 1 executed by op07 (planned, feeder ${pick(c, ["F-2231", "F-2304"])})`,
      );
      every(c, at, at + 12 * S, 60, () =>
        emit(
          c,
          c.r.int(at, at + 12 * S),
          "ems-alarms",
          c.r.chance(0.5) ? "error" : "warn",
          `ALARM ${pick(c, ["BKR", "VOLT", "LOAD", "XFMR"])}-${c.r.int(100, 999)} ${pick(c, ["OPEN", "LOW", "DEENERGISED", "HIGH"])} at ${pick(c, ["SUB-114", "SUB-122", "SUB-088"])} (${so})`,
        ),
      );
      emit(
        c,
        at + 40 * S,
        "ems-alarms",
        "info",
        `alarm flood suppression released, ${c.r.int(150, 260)} alarms grouped under ${so}`,
      );
    },
  },
  {
    key: "historian-out-of-order",
    estate: "northmere",
    desc: "the historian warns about out-of-order values while an RTU buffer is backfilled after a comms blip",
    gen: (c, at) => {
      every(c, at, at + 45 * S, 150, () =>
        emit(
          c,
          c.r.int(at, at + 45 * S),
          "historian-ingest",
          "warn",
          `warn: Historian.Ingest.ArchiveWriter[17] Out-of-order event for tag ${pick(c, ["SUB-122", "SUB-088", "HYD-07"])}.${pick(c, ["T1.OIL_TEMP", "BUS2.KV", "GEN1.MW", "FDR4.AMPS"])} older than snapshot; written to archive out of order`,
        ),
      );
      emit(
        c,
        at + 46 * S,
        "historian-ingest",
        "info",
        `info: Historian.Ingest.Backfill[3] Backfill for SUB-122 complete: ${c.r.int(20000, 60000)} values`,
      );
    },
  },
  {
    key: "historian-archive-shift",
    estate: "northmere",
    desc: "the historian's scheduled archive shift pauses writes and queues events for half a minute",
    gen: (c, at) => {
      const a = c.r.int(231, 239);
      emit(
        c,
        at,
        "historian-ingest",
        "warn",
        `warn: Historian.Archive[2] Archive shift started: piarch.${a} -> piarch.${a + 1}, writes queued`,
      );
      every(c, at, at + 35 * S, 4 * S, (t) =>
        emit(
          c,
          t,
          "historian-ingest",
          "warn",
          `warn: Historian.Archive[2] Event queue growing during archive shift: ${c.r.int(10000, 90000)} events pending`,
        ),
      );
      emit(
        c,
        at + 36 * S,
        "historian-ingest",
        "info",
        `info: Historian.Archive[2] Archive shift complete in 36.2s, event queue drained`,
      );
    },
  },
  {
    key: "market-gate-closed",
    estate: "northmere",
    desc: "late intraday rebids are rejected by the market operator because the gate for that hour has closed",
    gen: (c, at) => {
      for (let i = 0; i < 6; i++)
        emit(
          c,
          at + i * 700,
          "market-bidder",
          "error",
          `bid BS-${c.r.int(40000, 49999)} segment ${i + 1} rejected by market operator: GATE_CLOSED for delivery period ${String(c.r.int(2, 5)).padStart(2, "0")}:00-${String(c.r.int(2, 5)).padStart(2, "0")}:15`,
        );
      emit(c, at + 5 * S, "market-bidder", "info", "rebid rolled to next open delivery period, position unchanged");
    },
  },
  {
    key: "storm-last-gasp",
    estate: "northmere",
    desc: "a real distribution outage on one feeder produces a burst of meter last-gasp warnings and outage predictions in OMS",
    gen: (c, at) => {
      const f = pick(c, ["F-2231", "F-2304", "F-2118"]);
      every(c, at, at + 30 * S, 300, () =>
        emit(
          c,
          c.r.int(at, at + 30 * S),
          "oms-dispatch",
          "warn",
          `WARN  c.n.oms.ami.LastGaspListener - last gasp from meter ${c.r.int(4400, 4499)}-${c.r.int(1000, 9999)}-${c.r.int(10, 99)} on ${f}`,
        ),
      );
      emit(
        c,
        at + 31 * S,
        "oms-dispatch",
        "warn",
        `WARN  c.n.oms.predict.OutagePredictor - predicted outage at FUSE-${c.r.int(1000, 9999)} on ${f}: ${c.r.int(80, 400)} customers, crew requested`,
      );
      emit(c, at + 33 * S, "outage-portal", "info", `outage cache refreshed: ${c.r.int(1, 4)} new outages`);
    },
  },
  {
    key: "gps-clock-step",
    estate: "northmere",
    desc: "the SCADA front-end steps its clock to the GPS master and the historian rejects a few future-dated values",
    gen: (c, at) => {
      emit(
        c,
        at,
        "scada-fe",
        "warn",
        `timesync: offset +${c.r.int(300, 900)}ms from GPS master gps-clk-1 exceeds 250ms, stepping clock`,
      );
      emit(
        c,
        at + 300,
        "historian-ingest",
        "error",
        `fail: Historian.Ingest.Validator[9] Rejected ${c.r.int(20, 120)} values from scada-fe with timestamps in the future (> +1s)`,
      );
      emit(c, at + 6 * S, "scada-fe", "info", "timesync: locked to gps-clk-1, offset +0.4ms");
    },
  },
  // ---- Tallowbrook Utilities (AMI head-end / MDM / billing / portal)
  {
    key: "ami-non-responders",
    estate: "tallowbrook",
    desc: "the nightly read job logs a burst of meters that did not answer and are scheduled for re-read",
    gen: (c, at) => {
      const rj = `RJ-${c.r.int(7000, 7999)}`;
      every(c, at, at + 90 * S, 400, (t) =>
        emit(
          c,
          t,
          "ami-headend",
          "error",
          `ERROR c.t.ami.read.ReadJob - ${rj}: meter ${c.r.int(4400, 4499)}-${c.r.int(1000, 9999)}-${c.r.int(10, 99)} no response after 3 attempts, scheduled for re-read`,
        ),
      );
      emit(
        c,
        at + 91 * S,
        "ami-headend",
        "info",
        `INFO  c.t.ami.read.ReadJob - ${rj} finished: ${c.r.int(98, 99)}.${c.r.int(1, 9)}% read success`,
      );
    },
  },
  {
    key: "vee-estimation",
    estate: "tallowbrook",
    desc: "MDM's validation rules fail spike and gap checks on a batch and estimate the intervals",
    gen: (c, at) =>
      every(c, at, at + 120 * S, 900, (t) =>
        emit(
          c,
          t,
          "mdm-vee",
          "warn",
          `WARN  [vee-${c.r.int(1, 8)}] c.t.mdm.vee.VeeEngine - ${pick(c, ["spike check", "gap check", "zero consumption check"])} failed for SDP${c.r.int(1000000, 9999999)}: ${c.r.int(1, 48)} intervals estimated (linear)`,
        ),
      ),
  },
  {
    key: "remote-disconnect-retry",
    estate: "tallowbrook",
    desc: "remote connect commands to a few meters fail on relay feedback and succeed on the queued retry",
    gen: (c, at) => {
      for (let i = 0; i < 5; i++) {
        const m = `${c.r.int(4400, 4499)}-${c.r.int(1000, 9999)}-${c.r.int(10, 99)}`;
        const t = at + i * c.r.int(3, 9) * S;
        emit(
          c,
          t,
          "ami-headend",
          "error",
          `ERROR c.t.ami.cmd.RemoteConnect - connect command for meter ${m} failed: relay feedback mismatch (expected CLOSED, got OPEN), retry queued`,
        );
        emit(
          c,
          t + 30 * S,
          "ami-headend",
          "info",
          `INFO  c.t.ami.cmd.RemoteConnect - connect command for meter ${m} confirmed on retry`,
        );
      }
    },
  },
  {
    key: "card-declines",
    estate: "tallowbrook",
    desc: "the payment processor declines a run of customer cards (insufficient funds, expired) around bill due date",
    gen: (c, at) =>
      every(c, at, at + 150 * S, 4 * S, (t) => {
        const tr = traceId(c);
        emit(
          c,
          t,
          "payment-bridge",
          "warn",
          `Paystream::CardError: Your card was declined. (code=card_declined, decline_code=${pick(c, ["insufficient_funds", "expired_card", "do_not_honor"])})`,
          { trace: tr },
        );
        emit(c, t + 20, "customer-portal", "warn", `POST /account/pay 402 ${c.r.int(600, 1200)}ms`, { trace: tr });
      }),
  },
  {
    key: "firmware-ota-reboots",
    estate: "tallowbrook",
    desc: "a scheduled firmware rollout makes a wave of meters report reboots and tamper flags",
    gen: (c, at) =>
      every(c, at, at + 100 * S, 350, (t) =>
        emit(
          c,
          t,
          "meter-events",
          "warn",
          `event ${pick(c, ["meter-reboot", "meter-reboot", "cover-open-tamper"])} meter=${c.r.int(4400, 4499)}-${c.r.int(1000, 9999)}-${c.r.int(10, 99)} fw=7.4.2 campaign=OTA-2611`,
        ),
      ),
  },
  {
    key: "closed-account-determinants",
    estate: "tallowbrook",
    desc: "billing export logs errors for determinants of accounts already closed in CIS and skips them",
    gen: (c, at) =>
      every(c, at, at + 60 * S, 800, (t) =>
        emit(
          c,
          t,
          "billing-export",
          "error",
          `fail: Tallowbrook.Billing.Export[12] Determinants for account ${c.r.int(10000000, 99999999)} rejected by CIS: account status CLOSED (move-out), skipped`,
        ),
      ),
  },
  {
    key: "usage-api-scraper-429",
    estate: "tallowbrook",
    desc: "one third-party energy app polls the usage API too fast and gets 429s",
    gen: (c, at) =>
      every(c, at, at + 120 * S, 250, (t) =>
        emit(
          c,
          t,
          "usage-api",
          "warn",
          `rate limit exceeded client=energyapp-${pick(c, ["k7", "k7", "q2"])} status=429 limit=20/s`,
        ),
      ),
  },
  {
    key: "cold-cache-after-restart",
    estate: "tallowbrook",
    desc: "usage-api restarts with an empty cache and logs slow queries until it warms up",
    gen: (c, at) => {
      emit(c, at, "usage-api", "info", `starting usage-api v1.${c.r.int(30, 40)}.${c.r.int(0, 9)} (go1.22.5)`);
      emit(c, at + 400, "usage-api", "warn", "interval cache empty, warming from mdm-vee on demand");
      every(c, at + S, at + 60 * S, 1200, (t) =>
        emit(
          c,
          t,
          "usage-api",
          "warn",
          `slow request GET /v1/usage dur=${c.r.int(2100, 5200)}ms threshold=2000ms cache=miss`,
        ),
      );
      emit(c, at + 61 * S, "usage-api", "info", "interval cache hit ratio 0.91");
    },
  },
  // ---- Kestrel County Benefits (portal / case management / documents / identity / payments)
  {
    key: "ocr-low-confidence",
    estate: "kestrel",
    desc: "OCR routes a batch of poor phone photos to manual keying because confidence is low",
    gen: (c, at) =>
      every(c, at, at + 120 * S, 2500, (t) =>
        emit(
          c,
          t,
          "ocr-worker",
          "warn",
          `doc_${c.r.hex(10)} page ${c.r.int(1, 4)}: mean confidence 0.${c.r.int(21, 58)} below 0.60, routed to manual keying queue`,
        ),
      ),
  },
  {
    key: "av-eicar-pentest",
    estate: "kestrel",
    desc: "an announced penetration test uploads EICAR files and the antivirus scan quarantines them",
    gen: (c, at) =>
      every(c, at, at + 60 * S, 3 * S, (t) =>
        emit(
          c,
          t,
          "doc-intake",
          "error",
          `fail: Kestrel.Intake.Scan[4] Upload doc_${c.r.hex(10)} quarantined: ClamAV stream: Win.Test.EICAR_HDB-1 FOUND (client 10.40.2.${c.r.int(10, 30)})`,
        ),
      ),
  },
  {
    key: "kba-failures",
    estate: "kestrel",
    desc: "a run of applicants fail knowledge-based identity questions and are sent to in-person checks",
    gen: (c, at) =>
      every(c, at, at + 150 * S, 3 * S, (t) => {
        const tr = traceId(c);
        emit(
          c,
          t,
          "id-verify",
          "warn",
          `identity check failed applicant=A-${c.r.int(100000, 999999)} reason=${pick(c, ["KBA_MISMATCH", "DOC_EXPIRED", "KBA_MISMATCH"])} next=in_person`,
          { trace: tr },
        );
        emit(c, t + 30, "citizen-portal", "warn", `POST /apply/identity 422 ${c.r.int(300, 900)}ms`, { trace: tr });
      }),
  },
  {
    key: "csrf-stale-tabs",
    estate: "kestrel",
    desc: "after a portal release, citizens with old tabs open hit CSRF token errors and are sent back to the form",
    gen: (c, at) =>
      every(c, at, at + 90 * S, 2 * S, (t) =>
        emit(
          c,
          t,
          "citizen-portal",
          "error",
          `ForbiddenError: invalid csrf token (POST /apply/step/${c.r.int(2, 5)})`,
          {
            errType: "ForbiddenError",
            stack: [
              "    at csrf (/app/node_modules/csurf/index.js:112:19)",
              "    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
              "    at next (/app/node_modules/express/lib/router/route.js:149:13)",
            ],
          },
        ),
      ),
  },
  {
    key: "jwks-rotation",
    estate: "kestrel",
    desc: "the identity provider rotates its signing key and case-api refreshes its JWKS cache on an unknown kid",
    gen: (c, at) => {
      for (let i = 0; i < 4; i++)
        emit(
          c,
          at + i * 150,
          "case-api",
          "warn",
          `WARN  o.s.s.o.s.r.a.JwtAuthenticationProvider - JWT kid 'kcb-2026-12' not in cached JWK set, refreshing`,
        );
      emit(
        c,
        at + 800,
        "case-api",
        "info",
        "INFO  c.k.case.security.JwksCache - JWK set refreshed from https://idp.kestrel.gov.example/.well-known/jwks.json (3 keys)",
      );
    },
  },
  {
    key: "bacs-returns",
    estate: "kestrel",
    desc: "the daily BACS return report is processed and every returned payment is logged as an error",
    gen: (c, at) => {
      emit(
        c,
        at,
        "payments-svc",
        "info",
        `ARUDD report ${c.r.int(100, 999)} received: ${c.r.int(20, 40)} returned items`,
      );
      every(c, at, at + 25 * S, 700, (t) =>
        emit(
          c,
          t,
          "payments-svc",
          "error",
          `fail: Kestrel.Payments.Returns[7] Payment PI-${c.r.int(1000000, 9999999)} returned by bank: ${pick(c, ["0 REFER TO PAYER", "2 PAYER DECEASED", "B ACCOUNT CLOSED"])}; case flagged for caseworker`,
        ),
      );
    },
  },
  {
    key: "notify-hard-bounces",
    estate: "kestrel",
    desc: "the email provider reports permanent failures for mistyped citizen addresses",
    gen: (c, at) =>
      every(c, at, at + 120 * S, 5 * S, (t) =>
        emit(
          c,
          t,
          "notify-svc",
          "warn",
          `Notify callback status=permanent-failure notification_id=${c.r.hex(8)}-${c.r.hex(4)} to=${c.r.hex(3)}***@${pick(c, ["gmial.com", "hotmial.com", "yahoo.co"])} template=decision`,
        ),
      ),
  },
  {
    key: "bot-404-scan",
    estate: "kestrel",
    desc: "an internet scanner probes the citizen portal for WordPress and .env paths",
    gen: (c, at) =>
      every(c, at, at + 40 * S, 150, (t) =>
        emit(
          c,
          t,
          "citizen-portal",
          "warn",
          `GET ${pick(c, ["/wp-login.php", "/.env", "/xmlrpc.php", "/.git/config", "/admin/config.php", "/phpmyadmin/"])} 404 ${c.r.int(1, 5)}ms ua="Mozilla/5.0 zgrab/0.x"`,
        ),
      ),
  },
  // ---- Harbourline Mutual (mainframe batch)
  {
    key: "ctm-notok-rerun",
    estate: "harbourline",
    desc: "a batch job ends NOTOK on a contention return code and Control-M's automatic rerun ends OK",
    gen: (c, at) => {
      const j = pick(c, ["GLPT0900", "AGNT0450", "CLMS1140"]);
      emit(c, at, "zos-syslog", "error", `$HASP395 ${j} ENDED - RC=0008`);
      emit(c, at + 800, "ctm-server", "error", `${j} JOB${c.r.int(10000, 99999)} ENDED NOTOK RC=0008 (STEP020)`);
      emit(c, at + 900, "ctm-server", "warn", `${j} AUTO RERUN 2 OF 3 SCHEDULED IN 2 MINUTES`);
      emit(c, at + 120 * S, "ctm-server", "info", `${j} RUN 2 SUBMITTED TO z/OS`);
      emit(c, at + 170 * S, "zos-syslog", "info", `$HASP395 ${j} ENDED - RC=0000`);
      emit(c, at + 171 * S, "ctm-server", "info", `${j} RUN 2 ENDED OK`);
    },
  },
  {
    key: "jes2-joe-threshold",
    estate: "harbourline",
    desc: "JES2 warns that job output elements pass their warning threshold until the nightly purge runs",
    gen: (c, at) => {
      every(c, at, at + 150 * S, 30 * S, () =>
        emit(
          c,
          at + c.r.int(0, 150) * S,
          "zos-syslog",
          "warn",
          `$HASP050 JES2 RESOURCE SHORTAGE OF JOES - ${c.r.int(80, 84)}% UTILIZATION REACHED`,
        ),
      );
      emit(
        c,
        at + 160 * S,
        "zos-syslog",
        "info",
        `$HASP250 OUTPURG  PURGED -- (JOB KEY WAS ${c.r.hex(8).toUpperCase()})`,
      );
    },
  },
  {
    key: "db2-reorg-timeouts",
    estate: "harbourline",
    desc: "online REORG drain causes a few DB2 lock timeouts for IMS transactions that succeed when retried",
    gen: (c, at) => {
      emit(c, at, "zos-syslog", "info", "DSNU000I DSNUGUTC - OUTPUT START FOR UTILITY, UTILID = REORGPOL");
      for (let i = 0; i < 5; i++) {
        const t = at + c.r.int(5, 60) * S;
        emit(
          c,
          t,
          "zos-syslog",
          "warn",
          `DSNT376I -DB2P PLAN=PRMQRY WITH CORRELATION-ID=PRMQRY CONNECTION-ID=IMSP IS TIMED OUT. ONE HOLDER OF THE RESOURCE IS PLAN=DSNUTIL`,
        );
        emit(
          c,
          t + 300,
          "ims-connect-gw",
          "warn",
          `IMS Connect HWS1 tran=PRMQRY rc=8 rsn=SQLCODE-911, retrying in 500ms (attempt 1)`,
        );
        emit(
          c,
          t + 900,
          "ims-connect-gw",
          "info",
          `IMS Connect HWS1 tran=PRMQRY datastore=IMSP rc=0 rsn=0 ${c.r.int(30, 90)}ms (attempt 2)`,
        );
      }
      emit(
        c,
        at + 70 * S,
        "zos-syslog",
        "info",
        "DSNU010I DSNUGBAC - UTILITY EXECUTION COMPLETE, HIGHEST RETURN CODE=0",
      );
    },
  },
  {
    key: "mq-channel-bounce",
    estate: "harbourline",
    desc: "the client channel hits its disconnect interval and the MQ bridge reconnects within a second",
    gen: (c, at) => {
      emit(
        c,
        at,
        "zos-syslog",
        "warn",
        `CSQX209E +HMQP1 CSQXRESP Connection unexpectedly terminated, channel MQB.SVRCONN, connection 10.20.4.31 TRPTYPE=TCP RC=00000461`,
      );
      emit(c, at + 200, "mq-bridge", "error", "ERROR c.h.mq.BridgeListener - Exception on connection to HMQP1", {
        errType: "com.ibm.msg.client.jms.DetailedIllegalStateException",
        stack: [
          "com.ibm.msg.client.jms.DetailedIllegalStateException: JMSWMQ1107: A problem with this connection has occurred.",
          "\tat com.ibm.msg.client.wmq.common.internal.Reason.createException(Reason.java:610)",
          "Caused by: com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2009' ('MQRC_CONNECTION_BROKEN').",
          "\t... 12 common frames omitted",
        ],
      });
      emit(
        c,
        at + 1100,
        "mq-bridge",
        "info",
        "INFO  c.h.mq.BridgeListener - reconnected to HMQP1 via MQB.SVRCONN, 4 consumers resumed",
      );
    },
  },
  {
    key: "ctm-file-watcher-wait",
    estate: "harbourline",
    desc: "a Control-M file watcher keeps waiting for an agents' file that arrives late but within its window",
    gen: (c, at) => {
      every(c, at, at + 180 * S, 20 * S, (_t, i) =>
        emit(
          c,
          at + i * 20 * S,
          "ctm-server",
          "warn",
          `FW-AGENTSIN file /inbound/agents/AGT${c.r.int(20261128, 20261130)}*.csv not found, waiting (check ${i + 1}, until 05:00)`,
        ),
      );
      emit(c, at + 185 * S, "ft-gateway", "info", "transfer AGENTS-IN get 14.2 MB in 6s partner=AGNTNET status=ok");
      emit(c, at + 190 * S, "ctm-server", "info", "FW-AGENTSIN file arrived, condition AGENTS-IN-OK added");
    },
  },
  {
    key: "vsam-implicit-verify",
    estate: "harbourline",
    desc: "VSAM opens after an unclean close and z/OS logs IEC161I implicit-verify messages",
    gen: (c, at) => {
      for (let i = 0; i < 8; i++)
        emit(
          c,
          at + i * 400,
          "zos-syslog",
          "warn",
          `IEC161I 056-084,CLMS1140,STEP03,CLMKSDS,,,PROD.CLMS.KSDS,PROD.CLMS.KSDS.DATA,CATALOG.PROD`,
        );
      emit(c, at + 4 * S, "zos-syslog", "info", "$HASP395 CLMS1140 ENDED - RC=0000");
    },
  },
  {
    key: "sftp-partner-eof",
    estate: "harbourline",
    desc: "a partner's SFTP server drops the connection without a disconnect message after a completed transfer",
    gen: (c, at) =>
      every(c, at, at + 150 * S, 25 * S, (t) => {
        emit(
          c,
          t,
          "ft-gateway",
          "info",
          `transfer REINS-OUT put ${c.r.int(1, 60)}.${c.r.int(0, 9)} MB in ${c.r.int(1, 9)}s partner=REINS1 status=ok`,
        );
        emit(
          c,
          t + 40,
          "ft-gateway",
          "error",
          `session partner=REINS1 closed: read tcp 10.20.8.4:51${c.r.int(100, 999)}->203.0.113.45:22: read: connection reset by peer (after transfer complete)`,
        );
      }),
  },
  {
    key: "db2-long-reader",
    estate: "harbourline",
    desc: "a month-end reporting query holds a read claim long enough for DB2 to warn about a long-running reader",
    gen: (c, at) => {
      emit(
        c,
        at,
        "zos-syslog",
        "warn",
        `DSNB260I -DB2P DSNB1PCK WARNING - A READER HAS BEEN RUNNING FOR 30 MINUTES CORRELATION NAME=RPTMEND1 CONNECTION ID=DB2CALL LUW ID=HMNET.DB2P.${c.r.hex(12).toUpperCase()}=1`,
      );
      emit(
        c,
        at + 30 * M,
        "zos-syslog",
        "warn",
        "DSNB260I -DB2P DSNB1PCK WARNING - A READER HAS BEEN RUNNING FOR 60 MINUTES CORRELATION NAME=RPTMEND1",
      );
      emit(
        c,
        at + 2 * S,
        "zos-syslog",
        "info",
        "DSNJ002I -DB2P FULL ACTIVE LOG DATA SET DSNAME=DB2P.LOGCOPY1.DS03, STARTRBA=0000000000A1F4B7E000",
      );
      emit(c, at + 3 * S, "zos-syslog", "info", "DSNJ139I -DB2P LOG OFFLOAD TASK ENDED");
    },
  },
  // ---- any estate
  {
    key: "cert-expiry-warning",
    estate: null,
    desc: "a service warns daily that a client certificate expires in a few weeks",
    gen: (c, at) => {
      const s = anySvc(c);
      for (let i = 0; i < 3; i++)
        emit(
          c,
          at + i * 20 * S,
          s,
          "warn",
          `certificate CN=${s}.${c.est.ns}.internal (serial ${c.r.hex(8)}) expires in ${c.r.int(14, 25)} days`,
        );
    },
  },
  {
    key: "gc-humongous-pause",
    estate: null,
    desc: "a JVM logs a long G1 pause and heap near-full warnings that recover after collection",
    gen: (c, at) => {
      const s = pick(c, javaSvcs(c));
      emit(
        c,
        at,
        s,
        "warn",
        `[gc] GC(${c.r.int(1000, 9000)}) Pause Young (Concurrent Start) (G1 Humongous Allocation) 1843M->611M(2048M) ${c.r.int(600, 1400)}.${c.r.int(100, 999)}ms`,
      );
      emit(c, at + 20, s, "warn", "WARN  c.h.m.HeapMonitor - heap usage 90% of max before collection");
      emit(
        c,
        at + 40 * S,
        s,
        "info",
        `[gc] GC(${c.r.int(9001, 9900)}) Pause Young (Normal) (G1 Evacuation Pause) 900M->602M(2048M) 21.4ms`,
      );
    },
  },
  {
    key: "rollout-readiness",
    estate: null,
    desc: "a rolling restart makes a service refuse connections briefly; its caller retries successfully",
    gen: (c, at) => {
      const s = anySvc(c);
      emit(c, at, s, "info", `received SIGTERM, draining connections (grace 30s)`);
      emit(c, at + 3 * S, s, "info", `starting ${s} (rolling restart, revision ${c.r.hex(7)})`);
      emit(c, at + 9 * S, s, "info", "ready: listening on :8080");
      const others = Object.keys(c.est.services).filter((x) => x !== s && x !== c.est.noisy.svc);
      emit(
        c,
        at + 4 * S,
        pick(c, others),
        "warn",
        `request to ${s} failed: connect ECONNREFUSED 10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}:8080, retrying on next endpoint`,
      );
    },
  },
  {
    key: "hikari-clock-leap",
    estate: null,
    desc: "a connection pool logs thread starvation / clock leap after the host's VM was paused for a snapshot",
    gen: (c, at) => {
      const s = pick(c, javaSvcs(c));
      emit(
        c,
        at,
        s,
        "warn",
        `WARN  com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.int(40, 90)}s).`,
      );
    },
  },
  {
    key: "leader-handover",
    estate: null,
    desc: "a scheduler instance loses its leadership lease during a node drain and another replica takes over",
    gen: (c, at) => {
      const s = anySvc(c);
      emit(
        c,
        at,
        s,
        "warn",
        `leaderelection: failed to renew lease ${c.est.ns}/${s}-leader: timed out waiting for the condition`,
      );
      emit(c, at + 200, s, "error", "leaderelection lost, stopping scheduled tasks on this replica");
      emit(c, at + 4 * S, s, "info", `successfully acquired lease ${c.est.ns}/${s}-leader (replica ${s}-1)`);
    },
  },
  {
    key: "slow-request-log",
    estate: null,
    desc: "a few slow export requests exceed the slow-request threshold",
    gen: (c, at) => {
      const s = anySvc(c);
      for (let i = 0; i < 4; i++)
        emit(
          c,
          at + i * c.r.int(10, 40) * S,
          s,
          "warn",
          `slow request GET /export?format=csv took ${c.r.int(4000, 9000)}ms (threshold 2000ms)`,
        );
    },
  },
  {
    key: "tls-old-clients",
    estate: null,
    desc: "old scanners and clients try TLS 1.0 and the Go server logs handshake errors",
    gen: (c, at) => {
      const gs = goSvcs(c);
      const s = gs.length ? pick(c, gs) : anySvc(c);
      every(c, at, at + 120 * S, 6 * S, (t) =>
        emit(
          c,
          t,
          s,
          "warn",
          `http: TLS handshake error from 10.${c.r.int(10, 60)}.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(40000, 65000)}: tls: client offered only unsupported versions: [302 301]`,
        ),
      );
    },
  },
  {
    key: "log-buffer-drop",
    estate: null,
    desc: "a chatty service hits its log buffer limit and drops debug lines",
    gen: (c, at) => {
      const s = anySvc(c);
      every(c, at, at + 60 * S, 10 * S, (t) =>
        emit(c, t, s, "warn", `log buffer full, dropped ${c.r.int(200, 3000)} debug records in the last 10s`),
      );
    },
  },
];
