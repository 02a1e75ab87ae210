// Harmless noise that looks alarming: the kinds of thing that page an energy company's on-call at 3 a.m. for
// nothing. Each kind adds its lines around `at`; the quiet windows take one headline kind and a few more, and the
// incident windows carry the same kinds.
import type { Estate } from "./estates.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pythonStack } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface Noise {
  kind: string;
  estate: Estate["key"] | "any" | Estate["key"][];
  apply(s: Scene, e: Estate, at: number): void;
}

const MIN = 60_000;
const svcOf = (e: Estate, rt: string[]) => e.services.filter((x) => rt.includes(x.rt));

/** A rolling restart of one service in its runtime's words (the unrelated deploy or config reload). */
export function deploy(s: Scene, e: Estate, name: string, at: number, to?: string, crashed = false): void {
  const r = s.rng;
  const svc = e.services.find((x) => x.name === name);
  if (!svc) return;
  const next = to ?? svc.version.replace(/\d+$/, (d) => String(Number(d) + 1));
  switch (svc.rt) {
    case "java": {
      if (!crashed) {
        s.add(at, name, "info", `Commencing graceful shutdown. Waiting for active requests to complete`);
        s.add(at + 900, name, "info", `Graceful shutdown complete`);
      }
      const up = 8 + r.next() * 6;
      s.add(
        at + 6000,
        name,
        "info",
        `Starting ${name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application v${next} using Java 21.0.5 with PID 1`,
      );
      s.add(
        at + 6100,
        name,
        "warn",
        `HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'`,
      );
      s.add(at + 14_000, name, "info", `Tomcat started on port 8080 (http) with context path '/'`);
      s.add(
        at + 14_100,
        name,
        "info",
        `Started ${name.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application in ${up.toFixed(3)} seconds (process running for ${(up + 0.4 + r.next()).toFixed(3)})`,
      );
      break;
    }
    case "python":
      s.add(at, name, "info", `Shutting down`);
      s.add(at + 300, name, "info", `Finished server process [1]`);
      s.add(at + 4000, name, "info", `Started server process [1]`);
      s.add(at + 4200, name, "info", `${name} ${next} starting, config loaded from /etc/${name}/config.yaml`);
      s.add(at + 4400, name, "info", `Application startup complete.`);
      break;
    case "go":
      s.add(at, name, "info", `received signal terminated, draining connections (grace 20s)`);
      s.add(at + 3000, name, "info", `${name} ${next} (go1.23.4) listening on :8080`);
      break;
    case "node":
      s.add(at, name, "info", `SIGTERM received, closing server`);
      s.add(at + 3500, name, "info", `${name}@${next} listening on port 3000 (NODE_ENV=production)`);
      break;
    case "dotnet":
      s.add(at, name, "info", `Microsoft.Hosting.Lifetime[0] Application is shutting down...`);
      s.add(at + 5000, name, "info", `Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080`);
      s.add(
        at + 5100,
        name,
        "info",
        `Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; version ${next}`,
      );
      break;
    case "ruby":
      s.add(at, name, "info", `- Gracefully stopping, waiting for requests to finish`);
      s.add(at + 5000, name, "info", `* Puma version: 6.4.3 ("The Eagle of Durango"), app ${next}`);
      s.add(at + 5100, name, "info", `* Listening on http://0.0.0.0:3000`);
      break;
    case "cpp":
      s.add(at, name, "info", `service stop requested (SIGTERM), flushing write cache`);
      s.add(at + 7000, name, "info", `${name} ${next} started, ${r.int(180, 260)}k tags loaded`);
      break;
  }
}

export const NOISES: readonly Noise[] = [
  {
    kind: "meter reads missing, estimated by VEE",
    estate: "utility",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        7000,
        0.4,
        (t) =>
          s.add(
            t,
            "mdm-vee",
            "warn",
            `VEE rule MISSING_INTERVAL failed for meter ${r.int(60000000, 69999999)}: ${r.int(4, 96)} of 96 intervals absent, estimated (linear interpolation, ESTIMATED flag set)`,
          ),
        at - 2 * MIN,
        at + 6 * MIN,
      );
      s.every(
        20_000,
        0.3,
        (t) =>
          s.add(
            t,
            "meter-headend",
            "warn",
            `c.v.hes.CollectorPoller - CLT-0${r.int(100, 480)} read window closed with ${r.int(30, 220)} meters unread (RF mesh), scheduling retry in next cycle`,
          ),
        at - 2 * MIN,
        at + 6 * MIN,
      );
    },
  },
  {
    kind: "late bids rejected at gate closure",
    estate: "trading",
    apply(s, _e, at) {
      const r = s.rng;
      for (let i = 0; i < r.int(6, 14); i++) {
        const t = at + r.int(0, 50_000);
        s.add(
          t,
          "bid-gateway",
          "error",
          `order rejected clOrdID=${r.int(880000000, 889999999)} venue=EPEX-M7 errorCode=GATE_CLOSED text="Trading period for contract is closed (gate closure passed)"`,
        );
      }
      s.add(
        at + 52_000,
        "etrm-core",
        "warn",
        `AutoTrader - strategy ID-REBAL-DE: ${r.int(3, 9)} orders missed gate closure, residual position rolled to next quarter-hour`,
      );
    },
  },
  {
    kind: "exchange session logged out and logged in again",
    estate: "trading",
    apply(s, _e, at) {
      s.add(
        at,
        "bid-gateway",
        "warn",
        `EPEX-M7 session: received LogoutNotification reason="Scheduled maintenance", reconnecting`,
      );
      s.add(
        at + 1200,
        "bid-gateway",
        "error",
        `EPEX-M7 session: login attempt 1 failed: amqp connection refused (broker maintenance), backoff 5s`,
      );
      s.add(
        at + 6400,
        "bid-gateway",
        "info",
        `EPEX-M7 session: login ok user=NWT_TRD_01, recovering private order book`,
      );
      s.add(at + 7800, "bid-gateway", "info", `EPEX-M7 session: order book recovered, 14 own orders ACTI`);
      s.add(at + 500, "market-data-feed", "warn", `EPEX M7 public stream disconnected (server closed), resubscribing`);
      s.add(at + 7000, "market-data-feed", "info", `EPEX M7 public stream resubscribed, snapshot 1,208 contracts`);
    },
  },
  {
    kind: "SCADA points flapping",
    estate: "grid",
    apply(s, _e, at) {
      const r = s.rng;
      const pt = `SUB${r.int(10, 40)}.CB-${r.int(100, 299)}.POS`;
      s.every(
        9000,
        0.6,
        (t, i) =>
          s.add(
            t,
            "alarm-gateway",
            "warn",
            `point ${pt} state ${i % 2 ? "OPEN->CLOSED" : "CLOSED->OPEN"} (quality GOOD), chatter count ${i + 1}/60s`,
          ),
        at,
        at + 3 * MIN,
      );
      s.add(
        at + 3 * MIN + 2000,
        "alarm-gateway",
        "warn",
        `point ${pt} chatter filter engaged: ${r.int(14, 30)} transitions suppressed, alarm priority lowered to 4`,
      );
      s.add(
        at + 3 * MIN + 9000,
        "shift-log",
        "info",
        `Started POST "/entries" for 10.20.1.${r.int(2, 99)} - chattering aux contact ${pt} noted, maintenance ticket raised`,
      );
    },
  },
  {
    kind: "storm outage calls queued but served",
    estate: "utility",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        2500,
        0.5,
        (t) => {
          const p = r.int(300000, 399999);
          s.add(
            t,
            "ivr-bridge",
            "info",
            `call ${r.hex(10)} intent=report_outage premise=${p} handled in ${r.int(60, 240)}s`,
          );
          s.add(
            t + 100,
            "outage-mgmt",
            "info",
            `call received premise=${p} predicted_device=FDR-${r.int(1100, 1190)}-RCL calls_on_device=${r.int(20, 300)}`,
          );
        },
        at,
        at + 5 * MIN,
      );
      s.every(
        20_000,
        0.2,
        (t) =>
          s.add(
            t,
            "outage-mgmt",
            "warn",
            `call intake queue depth ${r.int(420, 900)} above threshold 400, intake lag ${r.int(8, 40)}s`,
          ),
        at,
        at + 5 * MIN,
      );
      s.every(
        30_000,
        0.2,
        (t) =>
          s.add(
            t,
            "ivr-bridge",
            "warn",
            `hold queue OUTAGE: ${r.int(30, 90)} callers waiting, longest ${r.int(90, 400)}s; storm message enabled`,
          ),
        at,
        at + 5 * MIN,
      );
      s.add(at + 5 * MIN + 5000, "outage-mgmt", "info", `call intake queue drained (depth 12)`);
    },
  },
  {
    kind: "crew tablets offline in the field",
    estate: ["grid", "utility"],
    apply(s, e, at) {
      const r = s.rng;
      const svc = e.key === "grid" ? "crew-tablets-sync" : "crew-dispatch";
      for (let i = 0; i < r.int(5, 10); i++) {
        const tab = `T-${r.int(100, 199)}`;
        const t = at + r.int(0, 4 * MIN);
        s.add(
          t,
          svc,
          "warn",
          e.key === "utility"
            ? `TabletPresence: #{tablet=${tab}} offline ${r.int(6, 40)}m (last seen cell LTE-${r.int(1, 80)}), work orders held for sync`
            : `tablet ${tab} offline for ${r.int(6, 40)}m, ${r.int(1, 4)} work orders queued for delivery`,
        );
        s.add(
          t + r.int(60_000, 200_000),
          svc,
          "info",
          e.key === "utility"
            ? `TabletPresence: #{tablet=${tab}} back online, ${r.int(1, 5)} updates synced`
            : `tablet ${tab} reconnected, queued work orders delivered`,
        );
      }
    },
  },
  {
    kind: "risk batch Monte Carlo fallback",
    estate: "trading",
    apply(s, _e, at) {
      const r = s.rng;
      for (let i = 0; i < 4; i++)
        s.add(
          at + i * 20_000,
          "risk-batch",
          "warn",
          `RuntimeWarning: covariance matrix for PWR-${r.pick(["DE", "NL", "FR"])} not positive definite (min eigenvalue -${(r.next() / 1000).toFixed(6)}), applying nearest-PD correction`,
        );
      s.add(
        at + 85_000,
        "risk-batch",
        "error",
        `VaR: ${r.int(2, 5)} positions without 250d price history, falling back to proxy curve (flagged for risk review)`,
      );
    },
  },
  {
    kind: "stale broker quote, previous settlement used",
    estate: "trading",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        20_000,
        0.3,
        (t) =>
          s.add(
            t,
            "curve-builder",
            "warn",
            `quote ${r.pick(["NBP Q1-27", "TTF Cal-28", "DE-BASE Y-29"])} stale (age ${r.int(35, 90)}m > 30m), using previous settlement`,
          ),
        at,
        at + 4 * MIN,
      );
    },
  },
  {
    kind: "nomination mismatch resolved by lesser rule",
    estate: "trading",
    apply(s, _e, at) {
      const r = s.rng;
      s.add(
        at,
        "nomination-hub",
        "error",
        `Nordwatt.Noms.Matching[3] TSO matching notice: counterparty nomination differs by ${r.int(1, 20)} MWh for hours 18-21 at VTP-THE`,
      );
      s.add(
        at + 40_000,
        "nomination-hub",
        "warn",
        `Nordwatt.Noms.Matching[3] lesser rule applied by TSO, confirmed quantity ${r.int(100, 300)} MWh/h; position delta sent to etrm`,
      );
      s.add(
        at + 41_000,
        "etrm-core",
        "info",
        `NominationListener - confirmed quantity update received, imbalance exposure ${r.int(1, 20)} MWh booked to GAS-TTF-PROMPT`,
      );
    },
  },
  {
    kind: "long GC pauses",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const j = svcOf(e, ["java"]);
      const svc = r.pick(j.length ? j : e.services);
      s.every(
        25_000,
        0.4,
        (t) =>
          s.add(
            t,
            svc.name,
            "warn",
            svc.rt === "java"
              ? `[gc] GC(${r.int(300, 900)}) Pause Young (G1 Evacuation Pause) ${r.int(1800, 3100)}M->${r.int(600, 900)}M(4096M) ${r.int(450, 1100)}.${r.int(100, 999)}ms`
              : `GC pause ${r.int(400, 900)}ms (gen2), heap ${r.int(1, 3)}.${r.int(0, 9)} GB`,
          ),
        at,
        at + 3 * MIN,
      );
    },
  },
  {
    kind: "TLS certificate expiring soon",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = r.pick(e.services).name;
      s.every(
        60_000,
        0.1,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `client certificate CN=${svc}.${e.namespace}.internal expires in ${r.int(9, 20)} days (notAfter 2026-12-${r.int(10, 20)}T00:00:00Z); renewal is scheduled by cert-manager`,
          ),
        at,
        at + 5 * MIN,
      );
    },
  },
  {
    kind: "Kafka consumer group rebalance",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = r.pick(svcOf(e, ["java"]).length ? svcOf(e, ["java"]) : e.services).name;
      const g = `${svc}-consumer`;
      s.add(
        at,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${g}] Request joining group due to: group is already rebalancing`,
      );
      s.add(
        at + 50,
        svc,
        "warn",
        `[Consumer clientId=${svc}-1, groupId=${g}] Revoking previously assigned partitions [${svc}.events-0, ${svc}.events-1, ${svc}.events-2]`,
      );
      s.add(
        at + 3000,
        svc,
        "warn",
        `[Consumer clientId=${svc}-1, groupId=${g}] Offset commit failed on partition ${svc}.events-1 at offset ${r.int(100000, 999999)}: The coordinator is loading and hence can't process requests.`,
      );
      s.add(
        at + 6200,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${g}] Successfully synced group in generation Generation{generationId=${r.int(40, 400)}}`,
      );
      s.add(
        at + 6300,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${g}] Adding newly assigned partitions: ${svc}.events-0, ${svc}.events-2`,
      );
    },
  },
  {
    kind: "HikariCP thread starvation warning",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const j = svcOf(e, ["java"]);
      const svc = r.pick(j.length ? j : e.services).name;
      for (let i = 0; i < 3; i++)
        s.add(
          at + i * r.int(40_000, 70_000),
          svc,
          "warn",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(1, 3)}m${r.int(1, 59)}s${r.int(1, 999)}ms${r.int(1, 999)}µs).`,
        );
    },
  },
  {
    kind: "NTP step and clock adjustment",
    estate: "grid",
    apply(s, _e, at) {
      s.add(
        at,
        "scada-historian",
        "warn",
        `time source offset +212ms exceeds 100ms, slewing (source ntp1.hgo.internal)`,
      );
      s.add(
        at + 500,
        "telemetry-ingest",
        "warn",
        `iec104 clock sync: RTU-SUB${s.rng.int(10, 40)} time tag ahead of server by 1.8s, accepting with IV=0`,
      );
      s.add(at + 90_000, "scada-historian", "info", `time source offset within tolerance (+14ms)`);
    },
  },
  {
    kind: "rolling restart, readiness briefly failing",
    estate: "any",
    apply(s, e, at) {
      const svc = s.rng.pick(e.services).name;
      deploy(s, e, svc, at);
      s.add(at + 2000, svc, "warn", `GET /readyz 503 (not ready: warming caches, 2 of 5 checks pending)`);
      s.add(at + 6000, svc, "warn", `GET /readyz 503 (not ready: warming caches, 1 of 5 checks pending)`);
    },
  },
  {
    kind: "scraper rate limited",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const edge = e.services.find((x) => /api|portal|dashboard/.test(x.name))?.name ?? "";
      const ip = `203.0.113.${r.int(2, 250)}`;
      s.every(
        1500,
        0.5,
        (t) =>
          s.add(
            t,
            edge,
            "warn",
            `429 Too Many Requests client=${ip} ua="python-requests/2.31.0" path=/api/${r.pick(["prices", "tariffs", "outages/map"])} limit=60/min`,
          ),
        at,
        at + 3 * MIN,
      );
    },
  },
  {
    kind: "customer typing a wrong password",
    estate: ["retail", "utility", "trading"],
    apply(s, e, at) {
      const r = s.rng;
      const edge = e.services.find((x) => /customer|portal/.test(x.name))?.name ?? "";
      const u = `${r.pick(["j.pr", "m.kow", "s.ahm", "d.bro"])}***@${r.pick(["gmail.com", "outlook.com"])}`;
      for (let i = 0; i < 6; i++)
        s.add(
          at + i * r.int(8000, 20_000),
          edge,
          "warn",
          `login failed for user ${u}: invalid credentials (attempt ${i + 1}/10)`,
        );
      s.add(at + 130_000, edge, "warn", `account ${u} temporarily locked for 15m after repeated failed logins`);
    },
  },
  {
    kind: "bills held for review on high consumption",
    estate: ["retail", "utility"],
    apply(s, e, at) {
      const r = s.rng;
      const svc = e.key === "retail" ? "billing-run" : "billing-engine";
      s.every(
        6000,
        0.5,
        (t) =>
          s.add(
            t,
            svc,
            "error",
            `bill held for review account ${e.key === "retail" ? "A-" : ""}${r.int(1000000, 1999999)}: consumption ${r.int(250, 900)}% of prior period (HIGH_USAGE_EXCEPTION), routed to billing exceptions queue`,
          ),
        at,
        at + 3 * MIN,
      );
    },
  },
  {
    kind: "last-gasp messages from a local power cut",
    estate: "utility",
    apply(s, _e, at) {
      const r = s.rng;
      const x = `XFMR-${r.int(1000, 9999)}`;
      for (let i = 0; i < r.int(10, 24); i++)
        s.add(
          at + r.int(0, 4000),
          "meter-headend",
          "error",
          `c.v.hes.EventIngest - LAST_GASP meter ${r.int(60000000, 69999999)} (power fail) via ${x}`,
        );
      s.add(
        at + 9000,
        "outage-mgmt",
        "warn",
        `AMI outage inference: ${r.int(10, 24)} last-gasp events on ${x}, outage O-${r.int(10000, 99999)} created (predicted)`,
      );
      s.add(
        at + 4 * MIN,
        "meter-headend",
        "info",
        `c.v.hes.EventIngest - POWER_RESTORE received from ${r.int(10, 24)} meters on ${x}`,
      );
      s.add(at + 4 * MIN + 3000, "outage-mgmt", "info", `outage on ${x} restored via AMI, crew dispatch cancelled`);
    },
  },
  {
    kind: "historian store-and-forward flush",
    estate: "grid",
    apply(s, _e, at) {
      const r = s.rng;
      s.add(
        at,
        "scada-historian",
        "warn",
        `collector COL-${r.int(2, 6)} reconnected after ${r.int(40, 200)}s, receiving store-and-forward buffer`,
      );
      s.every(
        5000,
        0.2,
        (t) =>
          s.add(
            t,
            "scada-historian",
            "warn",
            `out-of-order writes: ${r.int(2000, 9000)} late values accepted to archive (backfill)`,
          ),
        at + 1000,
        at + 50_000,
      );
      s.add(at + 52_000, "scada-historian", "info", `store-and-forward flush complete: ${r.int(40000, 150000)} values`);
    },
  },
  {
    kind: "ICCP association fails over to secondary",
    estate: "grid",
    apply(s, _e, at) {
      s.add(
        at,
        "iccp-link",
        "error",
        `assoc NEIGHBOR-TSO-A primary: MMS association aborted by peer (reason: maintenance)`,
      );
      s.add(at + 1500, "iccp-link", "warn", `assoc NEIGHBOR-TSO-A: switching to secondary endpoint 172.30.8.11:102`);
      s.add(
        at + 4200,
        "iccp-link",
        "info",
        `assoc NEIGHBOR-TSO-A secondary: association established, datasets DS_INTERCHANGE, DS_GEN re-enabled`,
      );
      s.add(
        at + 2000,
        "alarm-gateway",
        "warn",
        `ICCP data quality SUSPECT for 86 points from NEIGHBOR-TSO-A (transient)`,
      );
      s.add(at + 6000, "alarm-gateway", "info", `ICCP data quality restored for 86 points`);
    },
  },
  {
    kind: "weather provider 503, retry succeeds",
    estate: "any",
    apply(s, e, at) {
      const svc =
        e.key === "grid"
          ? "weather-feed"
          : e.key === "trading"
            ? "curve-builder"
            : e.key === "utility"
              ? "outage-mgmt"
              : "tariff-service";
      for (let i = 0; i < 3; i++) {
        s.add(
          at + i * 60_000,
          svc,
          "warn",
          `weather API returned 503 Service Unavailable (attempt 1/4), retrying in 4s`,
        );
        s.add(
          at + i * 60_000 + 4100,
          svc,
          "warn",
          `weather API returned 503 Service Unavailable (attempt 2/4), retrying in 8s`,
        );
        s.add(at + i * 60_000 + 12_300, svc, "info", `weather API ok on attempt 3/4`);
      }
    },
  },
  {
    kind: "slow queries during index maintenance",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = r.pick(e.services).name;
      s.add(at, svc, "info", `maintenance window: REINDEX INDEX CONCURRENTLY idx_readings_ts started by pg_cron`);
      s.every(
        15_000,
        0.5,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `slow query (${(1.5 + r.next() * 3).toFixed(2)}s > 1s): SELECT ... FROM readings WHERE meter_id = $1 AND ts BETWEEN $2 AND $3`,
          ),
        at,
        at + 3 * MIN,
      );
      s.add(at + 3 * MIN, svc, "info", `maintenance window: reindex finished`);
    },
  },
  {
    kind: "cold cache after restart",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = r.pick(e.services).name;
      deploy(s, e, svc, at);
      s.every(
        15_000,
        0.2,
        (t, i) =>
          s.add(
            t,
            svc,
            "warn",
            `cache hit ratio ${Math.min(95, 8 + i * 14)}% below 80% (warming), upstream load elevated`,
          ),
        at + 10_000,
        at + 2 * MIN,
      );
    },
  },
  {
    kind: "archive disk high then rotated",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = e.key === "grid" ? "scada-historian" : r.pick(e.services).name;
      s.add(at, svc, "warn", `volume /var/lib/${svc} usage ${r.int(82, 88)}% above 80% warning threshold`);
      s.add(
        at + 30_000,
        svc,
        "info",
        `retention job: ${r.int(6, 20)} archive segments older than 400d moved to cold storage`,
      );
      s.add(at + 95_000, svc, "info", `volume /var/lib/${svc} usage ${r.int(55, 66)}%`);
    },
  },
  {
    kind: "out-of-order telemetry dropped",
    estate: "grid",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        12_000,
        0.5,
        (t) =>
          s.add(
            t,
            "telemetry-ingest",
            "warn",
            `iec104 RTU-SUB${r.int(10, 40)}: dropped ${r.int(3, 60)} samples older than watermark (${r.int(31, 120)}s late)`,
          ),
        at,
        at + 4 * MIN,
      );
    },
  },
  {
    kind: "settlement rounding breaks within tolerance",
    estate: "trading",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        5000,
        0.5,
        (t) =>
          s.add(
            t,
            "settlement-recon",
            "error",
            `c.n.recon.BreakDetector - recon break trade T-${r.int(260000, 269999)}: volume differs by 0.00${r.int(1, 9)} MWh (exchange rounding), auto-cleared within tolerance`,
          ),
        at,
        at + 2 * MIN,
      );
    },
  },
  {
    kind: "duplicate messages ignored by idempotency",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = r.pick(e.services).name;
      s.every(
        4000,
        0.5,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `duplicate message ${r.hex(8)}-${r.hex(4)} ignored (idempotency key seen ${r.int(2, 40)}s ago)`,
          ),
        at,
        at + 2 * MIN,
      );
    },
  },
  {
    kind: "optional enrichment breaker opens and closes",
    estate: "any",
    apply(s, e, at) {
      const svc = s.rng.pick(e.services.filter((x) => x.rt === "java" || x.rt === "dotnet")).name;
      s.add(
        at,
        svc,
        "warn",
        `CircuitBreaker 'geo-enrichment' changed state from CLOSED to OPEN (failure rate 62.5% > 50%); serving responses without enrichment`,
      );
      s.add(at + 30_000, svc, "info", `CircuitBreaker 'geo-enrichment' changed state from OPEN to HALF_OPEN`);
      s.add(at + 31_000, svc, "info", `CircuitBreaker 'geo-enrichment' changed state from HALF_OPEN to CLOSED`);
    },
  },
  {
    kind: "config reload with unknown keys",
    estate: "any",
    apply(s, e, at) {
      const svc = s.rng.pick(e.services).name;
      s.add(at, svc, "info", `config change detected (/etc/${svc}/config.yaml), reloading`);
      s.add(at + 40, svc, "warn", `config: unknown key 'legacy.retryPolicy' ignored`);
      s.add(at + 45, svc, "warn", `config: key 'http.timeoutMs' is deprecated, use 'http.timeout' (value honoured)`);
      s.add(at + 60, svc, "info", `config reloaded (revision ${s.rng.hex(7)})`);
    },
  },
  {
    kind: "container near memory limit, reclaimed",
    estate: "any",
    apply(s, e, at) {
      const svc = s.rng.pick(e.services).name;
      s.add(at, svc, "warn", `memory usage 1.78GiB is 89% of container limit 2GiB`);
      s.add(at + 20_000, svc, "warn", `memory usage 1.83GiB is 91% of container limit 2GiB`);
      s.add(at + 45_000, svc, "info", `memory usage 1.12GiB after compaction (56% of limit)`);
    },
  },
  {
    kind: "market data heartbeat gaps",
    estate: "trading",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        40_000,
        0.3,
        (t) => {
          s.add(
            t,
            "market-data-feed",
            "warn",
            `no heartbeat from ${r.pick(["EEX-T7", "ICE-ENDEX"])} feed for ${r.int(6, 14)}s (threshold 5s), resubscribing`,
          );
          s.add(t + 1500, "market-data-feed", "info", `resubscribed, gap fill ${r.int(0, 40)} messages`);
        },
        at,
        at + 4 * MIN,
      );
    },
  },
  {
    kind: "meter firmware campaign reboots",
    estate: "utility",
    apply(s, _e, at) {
      const r = s.rng;
      s.add(at, "meter-headend", "info", `c.v.hes.FirmwareCampaign - campaign FW-7.12.3 wave 4 started (2,000 meters)`);
      s.every(
        3000,
        0.5,
        (t) =>
          s.add(
            t,
            "meter-headend",
            "warn",
            `c.v.hes.EventIngest - meter ${r.int(60000000, 69999999)} REBOOT (watchdog) after firmware activation, registers re-read pending`,
          ),
        at + 5000,
        at + 4 * MIN,
      );
      s.every(
        12_000,
        0.5,
        (t) =>
          s.add(
            t,
            "mdm-vee",
            "warn",
            `VEE rule REGISTER_ROLLBACK: meter ${r.int(60000000, 69999999)} register went back ${r.int(1, 3)} kWh after reboot, read marked SUSPECT`,
          ),
        at + 30_000,
        at + 4 * MIN,
      );
    },
  },
  {
    kind: "prepay token reuse rejected",
    estate: "retail",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        9000,
        0.5,
        (t) =>
          s.add(
            t,
            "smart-prepay",
            "error",
            `vend rejected meter=${r.int(10000, 99999)}-${r.int(100, 999)}: STS token already used (TID ${r.int(100000, 999999)}), customer advised to re-enter`,
          ),
        at,
        at + 3 * MIN,
      );
    },
  },
  {
    kind: "dunning skips vulnerable customers",
    estate: "retail",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        7000,
        0.5,
        (t) =>
          s.add(
            t,
            "dunning-worker",
            "warn",
            `DunningJob: skipping A-${r.int(1000000, 1999999)} (PSR flag: vulnerable customer), stage held`,
          ),
        at,
        at + 3 * MIN,
      );
    },
  },
  {
    kind: "synthetic probe hitting retired endpoint",
    estate: "any",
    apply(s, e, at) {
      const edge = e.services.find((x) => /api|portal|dashboard/.test(x.name))?.name ?? "";
      s.every(
        10_000,
        0.1,
        (t) => s.add(t, edge, "error", `GET /v1/legacy/status 404 1ms ua="Datadog/Synthetics"`),
        at,
        at + 4 * MIN,
      );
    },
  },
  {
    kind: "card declines at the PSP",
    estate: "retail",
    apply(s, _e, at) {
      const r = s.rng;
      s.every(
        8000,
        0.5,
        (t) =>
          s.add(
            t,
            "payment-gateway-adapter",
            "warn",
            `charge declined: card_declined (${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}) customer=cus_${r.hex(10)}`,
          ),
        at,
        at + 3 * MIN,
      );
    },
  },
  {
    kind: "handled exception logged with stack",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = r.pick(e.services.filter((x) => ["java", "python", "node", "dotnet"].includes(x.rt)));
      const stacks: Record<string, string[]> = {
        java: javaStack(
          "java.time.format.DateTimeParseException: Text '2026-10-25T02:30:00' could not be parsed: Unable to obtain ZonedDateTime (DST gap)",
          [
            "java.base/java.time.format.DateTimeFormatter.createError(DateTimeFormatter.java:2108)",
            "java.base/java.time.ZonedDateTime.parse(ZonedDateTime.java:600)",
            "com.nordwatt.common.Intervals.parseLocal(Intervals.java:88)",
          ],
        ),
        python: pythonStack(
          [["/app/src/ingest/parse.py", 141, "parse_row", "return float(row['value'])"]],
          "ValueError: could not convert string to float: 'n/a'",
        ),
        node: nodeStack("TypeError: Cannot read properties of undefined (reading 'locale')", [
          "formatDate (/app/dist/util/format.js:22:31)",
          "renderBanner (/app/dist/routes/banner.js:48:12)",
        ]),
        dotnet: dotnetStack("System.FormatException: The input string 'n/a' was not in a correct format.", [
          "System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)",
          "System.Decimal.Parse(String s, IFormatProvider provider)",
          "Legacy.Import.CsvRow.ReadDecimal(Int32 col) in /src/Legacy/Import/CsvRow.cs:line 57",
        ]),
      };
      const st = stacks[svc.rt] ?? stacks.python ?? [];
      s.every(
        45_000,
        0.3,
        (t) =>
          s.add(t, svc.name, "error", `skipped malformed row in nightly import (handled, row sent to quarantine)`, {
            stack: st,
            errType: ((svc.rt === "python" ? st[st.length - 1] : st[0]) ?? "").split(":")[0] ?? "",
          }),
        at,
        at + 4 * MIN,
      );
    },
  },
  {
    kind: "recovered panic in one Go handler",
    estate: "any",
    apply(s, e, at) {
      const r = s.rng;
      const svc = r.pick(e.services.filter((x) => x.rt === "go")).name;
      const st = goPanic("runtime error: index out of range [3] with length 3", [
        ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1947 +0xbe"],
        [`main.(*handler).parseRange(0xc0001a4f00, {0xc0003b6a80, 0x1c})`, `/src/cmd/${svc}/range.go:58 +0x2f4`],
        [
          "main.(*handler).ServeHTTP(0xc0001a4f00, {0x1a3c2e0, 0xc0004a21c0}, 0xc000512000)",
          `/src/cmd/${svc}/handler.go:112 +0x1b6`,
        ],
      ]);
      for (let i = 0; i < 2; i++)
        s.add(
          at + i * r.int(60_000, 120_000),
          svc,
          "error",
          `http: panic serving 10.4.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(40000, 60000)}: runtime error: index out of range [3] with length 3`,
          { stack: st.slice(2), errType: "runtime error" },
        );
    },
  },
];

export function fits(n: Noise, e: Estate): boolean {
  return n.estate === "any" || n.estate === e.key || (Array.isArray(n.estate) && n.estate.includes(e.key));
}
