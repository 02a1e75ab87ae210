// The four made-up companies of holdout72: services, runtimes and the normal traffic of each.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Step {
  svc: string;
  d: number; // ms after the flow starts
  lvl?: Level;
  m: (r: Rng) => string;
}
export interface Flow {
  name: string;
  every: number; // mean seconds between flows
  steps: Step[];
}
export interface Single {
  svc: string;
  every: number;
  lvl: Level;
  m: (r: Rng) => string;
}
export interface Estate {
  key: string;
  ns: string;
  traces: boolean;
  services: string[];
  noisy: Single[]; // harmless, constant from the first minute
  flows: Flow[];
  singles: Single[];
  health: (svc: string, r: Rng) => string;
  unrelated: { svc: string; lvl: Level; m: string }[][]; // deploys / reloads near the middle of the window
}

const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;
const mwh = (r: Rng) => (r.int(5, 900) / 10).toFixed(1);
const eur = (r: Rng) => (r.int(1500, 19000) / 100).toFixed(2);
const hh = (r: Rng) => String(r.int(0, 23)).padStart(2, "0");
const meter = (r: Rng) => `MTR-${r.int(10, 99)}${r.int(100000, 999999)}`;
const acct = (r: Rng) => `${r.int(40, 49)}${r.int(1000000, 9999999)}`;
const area = (r: Rng) => r.pick(["DE-LU", "NL", "BE", "FR", "AT"]);

// --- Nordwatt Trading: an energy trader with ETRM, exchange and TSO links; trace ids everywhere.
const nordwatt: Estate = {
  key: "nordwatt",
  ns: "nordwatt-prod",
  traces: true,
  services: [
    "trader-ui-bff",
    "etrm-core",
    "trade-capture",
    "da-bidder",
    "intraday-gw",
    "nomination-svc",
    "curve-builder",
    "var-engine",
    "settlement-svc",
    "market-feed",
  ],
  noisy: [
    {
      svc: "market-feed",
      every: 5,
      lvl: "ERROR",
      m: (r) =>
        `vendor snapshot: unknown instrument code '${r.pick(["NL-PEAK-W+5", "BE-OFFPK-Q+7", "TTF-DA-WE"])}' (${r.pick(["EEX", "ICE Endex"])}), skipping row`,
    },
  ],
  flows: [
    {
      name: "trade",
      every: 3.2,
      steps: [
        { svc: "trader-ui-bff", d: 0, m: (r) => `POST /api/trades 201 ${ms(r, 60, 240)}` },
        {
          svc: "trade-capture",
          d: 12,
          m: (r) =>
            `captured deal T-${r.int(4000000, 4999999)} ${r.pick(["BUY", "SELL"])} ${r.pick(["DE-BASE", "NL-PEAK", "FR-BASE"])} ${r.pick(["Cal-27", "Q1-27", "Dec-26", "WkEnd"])} ${r.int(1, 50)}MW @ ${eur(r)}`,
        },
        {
          svc: "etrm-core",
          d: 41,
          m: (r) =>
            `position updated book=${r.pick(["FLEX-DE", "ORIG-NL", "PROP-FR"])} delta=${r.int(-40, 40)}MW rev=${r.int(90000, 99999)}`,
        },
      ],
    },
    {
      name: "positions",
      every: 2.1,
      steps: [
        {
          svc: "trader-ui-bff",
          d: 0,
          m: (r) => `GET /api/positions?book=${r.pick(["FLEX-DE", "ORIG-NL", "PROP-FR"])} 200 ${ms(r, 20, 130)}`,
        },
        { svc: "etrm-core", d: 5, lvl: "DEBUG", m: (r) => `position query served from cache (age ${r.int(1, 30)}s)` },
      ],
    },
    {
      name: "da",
      every: 14,
      steps: [
        {
          svc: "da-bidder",
          d: 0,
          m: (r) => `built hourly bid curve area=${area(r)} delivery=2026-12-01 h${hh(r)} steps=${r.int(8, 64)}`,
        },
        {
          svc: "curve-builder",
          d: 30,
          m: (r) => `served fwd curve ${area(r)}-BASE 96 quarter-hours (${ms(r, 3, 30)})`,
        },
      ],
    },
    {
      name: "intraday",
      every: 4,
      steps: [
        {
          svc: "intraday-gw",
          d: 0,
          m: (r) =>
            `order ${r.hex(10).toUpperCase()} ${r.pick(["BUY", "SELL"])} ${mwh(r)}MW ${area(r)} ${hh(r)}:${r.pick(["00", "15", "30", "45"])} ack ${ms(r, 8, 90)}`,
        },
        { svc: "etrm-core", d: 110, m: (r) => `intraday fill booked ${mwh(r)}MW @ ${eur(r)} EUR/MWh` },
      ],
    },
    {
      name: "nom",
      every: 22,
      steps: [
        {
          svc: "etrm-core",
          d: 0,
          m: (r) => `nomination batch ready tso=${r.pick(["TenneT", "Amprion", "50Hertz"])} schedules=${r.int(4, 40)}`,
        },
        {
          svc: "nomination-svc",
          d: 70,
          m: (r) =>
            `Submitted ESS document ${r.hex(8).toUpperCase()} v${r.int(1, 9)} to TSO, ACK received in ${r.int(200, 1400)} ms`,
        },
      ],
    },
  ],
  singles: [
    {
      svc: "market-feed",
      every: 2.5,
      lvl: "INFO",
      m: (r) =>
        `tick ${r.pick(["EPEX.DE.H", "EPEX.NL.QH", "EEX.DEBY.F"])}${r.int(1, 24)} ${eur(r)} vol=${r.int(1, 400)}`,
    },
    {
      svc: "var-engine",
      every: 30,
      lvl: "INFO",
      m: (r) =>
        `[mc] book=${r.pick(["FLEX-DE", "ORIG-NL", "PROP-FR"])} paths=${r.int(20, 100)}k VaR99=${r.int(200, 2000)}k EUR elapsed=${r.int(4, 60)}s`,
    },
    {
      svc: "settlement-svc",
      every: 25,
      lvl: "INFO",
      m: (r) => `settled ${r.int(10, 300)} deals for delivery 2026-11-29, statement ST-${r.int(100000, 999999)}`,
    },
    {
      svc: "da-bidder",
      every: 60,
      lvl: "WARN",
      m: (r) => `late bid for ${area(r)} h${hh(r)} rejected: gate closure 12:00 CET passed`,
    },
    {
      svc: "intraday-gw",
      every: 80,
      lvl: "INFO",
      m: () => "M7 session token renewed, re-logged in to exchange (session=TRD-2)",
    },
    {
      svc: "curve-builder",
      every: 45,
      lvl: "WARN",
      m: () =>
        "DeprecationWarning: pandas.DataFrame.fillna with 'method' is deprecated and will raise in a future version",
    },
    {
      svc: "trade-capture",
      every: 50,
      lvl: "WARN",
      m: (r) => `broker confirm for T-${r.int(4000000, 4999999)} retry 1/3 after 502 from confirms hub ... ok`,
    },
  ],
  health: (svc, r) => (svc === "var-engine" ? "heartbeat ok workers=8/8" : `GET /health 200 ${r.int(1, 6)}ms`),
  unrelated: [
    [
      {
        svc: "settlement-svc",
        lvl: "INFO",
        m: "Started SettlementApplication in 14.212 seconds (process running for 15.9)",
      },
      {
        svc: "settlement-svc",
        lvl: "INFO",
        m: "rollout: settlement-svc 2.41.3 -> 2.41.4 (image sha256:9f1c...e02) ready",
      },
    ],
    [
      {
        svc: "trader-ui-bff",
        lvl: "INFO",
        m: "config reloaded from configmap trader-ui-bff-flags (feature.blotterV2=true)",
      },
    ],
  ],
};

// --- Baltmar Energy Trading: a smaller trader; Ruby deal desk, no shared ids in logs.
const baltmar: Estate = {
  key: "baltmar",
  ns: "baltmar",
  traces: false,
  services: [
    "deal-api",
    "position-keeper",
    "epex-connector",
    "tso-nominator",
    "forecast-svc",
    "risk-batch",
    "invoice-settle",
    "curve-store",
    "job-scheduler",
  ],
  noisy: [
    {
      svc: "forecast-svc",
      every: 6,
      lvl: "ERROR",
      m: (r) =>
        `weather station ${r.pick(["DE-10400", "DE-10637", "PL-12375"])} returned no observations for last hour, falling back to climatology`,
    },
  ],
  flows: [
    {
      name: "deal",
      every: 2.2,
      steps: [
        {
          svc: "deal-api",
          d: 0,
          m: (r) =>
            `Completed 201 Created in ${r.int(40, 220)}ms (Views: 0.4ms | ActiveRecord: ${r.int(3, 40)}.${r.int(0, 9)}ms) POST /deals`,
        },
        {
          svc: "position-keeper",
          d: 25,
          m: (r) =>
            `position recomputed portfolio=${r.pick(["PL-HEDGE", "DE-SPOT", "LT-ORIG"])} net=${r.int(-300, 300)}MW`,
        },
      ],
    },
    {
      name: "curve",
      every: 1.3,
      steps: [
        {
          svc: "curve-store",
          d: 0,
          m: (r) => `GET /curves/${r.pick(["DE-BASE", "PL-PEAK", "LT-BASE"])}?asof=2026-11-29 200 ${ms(r, 2, 40)}`,
        },
      ],
    },
    {
      name: "order",
      every: 3.5,
      steps: [
        {
          svc: "epex-connector",
          d: 0,
          m: (r) =>
            `ComXerv order ${r.int(80000000, 89999999)} accepted ${r.pick(["BUY", "SELL"])} ${mwh(r)} MW ${r.pick(["DE", "PL", "LT"])} ${hh(r)}-${hh(r)}`,
        },
        { svc: "position-keeper", d: 60, m: (r) => `exchange fill applied, open=${r.int(0, 120)}MW` },
      ],
    },
  ],
  singles: [
    {
      svc: "forecast-svc",
      every: 20,
      lvl: "INFO",
      m: (r) => `load forecast run ${r.pick(["PL", "DE", "LT"])} horizon=48h mape=${(r.int(15, 60) / 10).toFixed(1)}%`,
    },
    {
      svc: "tso-nominator",
      every: 28,
      lvl: "INFO",
      m: (r) =>
        `nomination ${r.pick(["PSE", "Litgrid", "50Hertz"])} schedule accepted status=A01 (${r.int(1, 60)} time series)`,
    },
    {
      svc: "tso-nominator",
      every: 110,
      lvl: "WARN",
      m: () =>
        "nomination after intraday gate for 14:00 rejected by TSO: A02 (gate closed), will be included in next cycle",
    },
    {
      svc: "risk-batch",
      every: 35,
      lvl: "INFO",
      m: (r) =>
        `Computed sensitivities for portfolio ${r.pick(["PL-HEDGE", "DE-SPOT", "LT-ORIG"])}: {Delta=${r.int(-500, 500)}, Gamma=${r.int(-5, 5)}} in ${r.int(200, 3000)} ms`,
    },
    {
      svc: "invoice-settle",
      every: 30,
      lvl: "INFO",
      m: (r) => `[SettleJob] settled counterparty CP-${r.int(100, 999)} amount=${eur(r)}k EUR`,
    },
    {
      svc: "job-scheduler",
      every: 40,
      lvl: "INFO",
      m: (r) =>
        `Scheduler: Sending due task ${r.pick(["refresh-curves", "pull-imbalance-prices", "mtm-snapshot"])} (${r.pick(["tasks.curves.refresh", "tasks.tso.imbalance", "tasks.risk.mtm"])})`,
    },
    {
      svc: "epex-connector",
      every: 95,
      lvl: "INFO",
      m: () => "session expired, re-logged in to ComXerv as BALTMAR-T2",
    },
    {
      svc: "deal-api",
      every: 70,
      lvl: "WARN",
      m: () =>
        "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated; use `ActiveRecord.default_timezone` instead",
    },
    {
      svc: "invoice-settle",
      every: 75,
      lvl: "WARN",
      m: () => "Net::ReadTimeout from bank-statement SFTP, retry 1/5 ... succeeded",
    },
  ],
  health: (svc, r) =>
    svc === "job-scheduler" ? "beat: Waking up in 10.00 seconds." : `GET /healthz 200 ${r.int(1, 5)}ms`,
  unrelated: [
    [
      {
        svc: "risk-batch",
        lvl: "INFO",
        m: "Application started. Hosting environment: Production; version 5.2.0+8e1f2a",
      },
    ],
    [
      {
        svc: "curve-store",
        lvl: "INFO",
        m: "SIGHUP: reloaded config /etc/curve-store/curve-store.yaml (cache.ttl=90s)",
      },
    ],
  ],
};

// --- Cascadia Power & Light: smart metering, MDM, billing and a payment portal; trace ids.
const cascadia: Estate = {
  key: "cascadia",
  ns: "cpl-prod",
  traces: true,
  services: [
    "hes-collector",
    "mdm-core",
    "vee-engine",
    "billing-engine",
    "pay-portal",
    "customer-api",
    "notify-svc",
    "meter-events",
    "cis-sync",
  ],
  noisy: [
    {
      svc: "hes-collector",
      every: 4,
      lvl: "WARN",
      m: (r) =>
        `meter ${meter(r)} missed interval read ${hh(r)}:${r.pick(["00", "15", "30", "45"])}, queued for estimation`,
    },
    {
      svc: "meter-events",
      every: 7,
      lvl: "ERROR",
      m: (r) =>
        `decode failed for meter ${meter(r)}: unknown event code 0x${r.pick(["3F", "4A", "7C"])} (fw 4.2.1), event dropped`,
    },
  ],
  flows: [
    {
      name: "pay",
      every: 3,
      steps: [
        { svc: "pay-portal", d: 0, m: (r) => `POST /api/payments 200 ${ms(r, 150, 900)} account=${acct(r)}` },
        { svc: "customer-api", d: 20, m: (r) => `GET /v1/accounts/${acct(r)}/balance 200 ${r.int(4, 50)}ms` },
        {
          svc: "billing-engine",
          d: 90,
          m: (r) => `Payment applied to bill B-${r.int(7000000, 7999999)} amount=${eur(r)} USD`,
        },
      ],
    },
    {
      name: "usage",
      every: 2.4,
      steps: [
        { svc: "pay-portal", d: 0, m: (r) => `GET /api/usage?range=30d 200 ${ms(r, 80, 400)}` },
        { svc: "customer-api", d: 8, m: (r) => `GET /v1/usage/${acct(r)} 200 ${r.int(10, 90)}ms` },
        {
          svc: "mdm-core",
          d: 16,
          m: (r) =>
            `served ${r.int(700, 2976)} intervals for SDP ${r.int(1000000, 9999999)} (cache ${r.pick(["hit", "miss"])})`,
        },
      ],
    },
    {
      name: "reads",
      every: 1.8,
      steps: [
        {
          svc: "hes-collector",
          d: 0,
          m: (r) =>
            `collected ${r.int(200, 4000)} interval reads from collector DCU-${r.int(100, 499)} (${r.int(1, 30)}s)`,
        },
        {
          svc: "mdm-core",
          d: 180,
          m: (r) => `ingested read batch ${r.hex(8)}: ${r.int(200, 4000)} reads, ${r.int(0, 30)} gaps`,
        },
        {
          svc: "vee-engine",
          d: 420,
          m: (r) => `VEE passed ${r.int(200, 4000)} reads, estimated ${r.int(0, 40)} (linear interpolation), failed 0`,
        },
      ],
    },
  ],
  singles: [
    {
      svc: "meter-events",
      every: 6,
      lvl: "INFO",
      m: (r) =>
        `event ${r.pick(["PowerFail", "PowerRestore", "TamperCover", "LowBattery"])} meter=${meter(r)} seq=${r.int(1, 9999)}`,
    },
    {
      svc: "billing-engine",
      every: 18,
      lvl: "INFO",
      m: (r) => `Bill B-${r.int(7000000, 7999999)} calculated for account ${acct(r)} total=${eur(r)} USD`,
    },
    {
      svc: "billing-engine",
      every: 55,
      lvl: "WARN",
      m: (r) => `Bill B-${r.int(7000000, 7999999)} held for review: usage ${r.int(180, 420)}% of 12-month average`,
    },
    {
      svc: "notify-svc",
      every: 9,
      lvl: "INFO",
      m: (r) =>
        `sent ${r.pick(["bill-ready", "payment-receipt", "high-usage"])} email to account ${acct(r)} (ses ${r.hex(12)})`,
    },
    {
      svc: "cis-sync",
      every: 25,
      lvl: "INFO",
      m: (r) => `Synced ${r.int(1, 80)} premise changes from CIS (move-ins: ${r.int(0, 9)}, move-outs: ${r.int(0, 9)})`,
    },
    {
      svc: "pay-portal",
      every: 60,
      lvl: "WARN",
      m: () => "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    { svc: "customer-api", every: 65, lvl: "WARN", m: () => "redis: GET session: i/o timeout, retry 1/2 ok" },
  ],
  health: (_svc, r) => `GET /healthz 200 ${r.int(1, 7)}ms`,
  unrelated: [
    [{ svc: "notify-svc", lvl: "INFO", m: "notify-svc v4.8.2 listening on :8080 (rollout 3/3 pods)" }],
    [{ svc: "cis-sync", lvl: "INFO", m: "config reloaded: sync.batchSize 200 -> 250" }],
  ],
};

// --- Lakeshore Electric: grid operations, outage management, SCADA and crews; no shared ids.
const lakeshore: Estate = {
  key: "lakeshore",
  ns: "lsx-ops",
  traces: false,
  services: [
    "oms-core",
    "scada-historian",
    "alarm-gateway",
    "crew-dispatch",
    "mobile-sync",
    "gis-topology",
    "ivr-outage",
    "outage-map",
    "storm-notifier",
  ],
  noisy: [
    {
      svc: "alarm-gateway",
      every: 5,
      lvl: "WARN",
      m: (r) =>
        `point ${r.pick(["FDR-12.BRK.STAT", "SUB-ELM.T2.OLTC.POS", "FDR-07.RECL.LOCKOUT"])} flapping (${r.int(5, 14)} transitions/60s), alarm suppressed`,
    },
    {
      svc: "mobile-sync",
      every: 8,
      lvl: "ERROR",
      m: (r) =>
        `APNs push to device TRK-${r.int(100, 299)} failed: 410 Unregistered (token ${r.hex(8)}...), device marked for re-enrolment`,
    },
  ],
  flows: [
    {
      name: "call",
      every: 5,
      steps: [
        {
          svc: "ivr-outage",
          d: 0,
          m: (r) => `Call ${r.hex(8)} outage report captured premise=${r.int(300000, 399999)} (ANI matched)`,
        },
        {
          svc: "oms-core",
          d: 140,
          m: (r) =>
            `trouble call TC-${r.int(50000, 59999)} grouped to ${r.pick(["transformer", "fuse", "feeder"])} ${r.pick(["XF-", "FU-", "FDR-"])}${r.int(100, 999)} (${r.int(1, 30)} calls)`,
        },
        {
          svc: "gis-topology",
          d: 160,
          m: (r) => `trace upstream from premise: ${r.int(3, 40)} devices (${r.int(5, 80)} ms)`,
        },
      ],
    },
    {
      name: "map",
      every: 2.2,
      steps: [
        { svc: "outage-map", d: 0, m: (r) => `GET /api/outages/summary 200 ${r.int(10, 120)}ms` },
        { svc: "oms-core", d: 4, lvl: "DEBUG", m: (r) => `summary snapshot served (v${r.int(10000, 19999)})` },
      ],
    },
    {
      name: "crew",
      every: 12,
      steps: [
        {
          svc: "oms-core",
          d: 0,
          m: (r) => `outage OUT-${r.int(20000, 29999)} ETR updated to ${hh(r)}:${r.pick(["15", "30", "45"])}`,
        },
        {
          svc: "crew-dispatch",
          d: 90,
          m: (r) =>
            `Crew ${r.pick(["LN-", "TR-", "SV-"])}${r.int(10, 99)} dispatched to OUT-${r.int(20000, 29999)} (eta ${r.int(8, 70)} min)`,
        },
        {
          svc: "mobile-sync",
          d: 300,
          m: (r) => `pushed work order WO-${r.int(900000, 999999)} to device TRK-${r.int(100, 299)}`,
        },
      ],
    },
  ],
  singles: [
    {
      svc: "scada-historian",
      every: 3,
      lvl: "INFO",
      m: (r) =>
        `archived ${r.int(5000, 40000)} point values (snapshot ${r.int(1, 9)}ms, compression ${r.int(60, 90)}%)`,
    },
    {
      svc: "alarm-gateway",
      every: 7,
      lvl: "INFO",
      m: (r) =>
        `forwarded alarm ${r.pick(["SUB-ELM", "SUB-NRD", "SUB-BAY"])}.${r.pick(["T1.TEMP.HI", "BUS2.V.LO", "FDR-03.OC.TRIP"])} prio=${r.int(1, 4)}`,
    },
    {
      svc: "mobile-sync",
      every: 30,
      lvl: "WARN",
      m: (r) => `device TRK-${r.int(100, 299)} offline ${r.int(5, 40)}m (rural cell), ${r.int(1, 6)} updates queued`,
    },
    {
      svc: "storm-notifier",
      every: 25,
      lvl: "INFO",
      m: (r) => `sent ${r.int(1, 400)} SMS restoration notices for OUT-${r.int(20000, 29999)}`,
    },
    {
      svc: "gis-topology",
      every: 120,
      lvl: "WARN",
      m: () =>
        "FutureWarning: The default of observed=False is deprecated and will be changed to True in a future version of pandas",
    },
    {
      svc: "crew-dispatch",
      every: 50,
      lvl: "INFO",
      m: (r) =>
        `Performed RefreshRosterJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(default) in ${r.int(80, 900)}ms`,
    },
    {
      svc: "oms-core",
      every: 70,
      lvl: "WARN",
      m: () => "AVL feed poll returned 504, retrying in 5s ... ok on attempt 2",
    },
  ],
  health: (svc, r) =>
    svc === "scada-historian" ? "watchdog: archive writer alive, queue=0" : `GET /healthz 200 ${r.int(1, 6)}ms`,
  unrelated: [
    [{ svc: "outage-map", lvl: "INFO", m: "outage-map 7.3.0 started, serving on 0.0.0.0:3000" }],
    [{ svc: "storm-notifier", lvl: "INFO", m: "reloaded templates from s3://lsx-notify/templates (12 templates)" }],
  ],
};

export const ESTATES: Estate[] = [nordwatt, baltmar, cascadia, lakeshore];
export const estate = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};
