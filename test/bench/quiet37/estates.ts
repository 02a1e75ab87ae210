// The four made-up estates of quiet37 (an energy trader, a utility's meter-to-cash and outage estate, a grid
// control room, an energy retailer) and their everyday traffic: requests, health checks, jobs, one constantly
// noisy service, deprecation warnings and retries that succeed.
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface Svc {
  name: string;
  rt: Runtime;
  version: string;
}

export interface Estate {
  key: "trading" | "utility" | "grid" | "retail";
  company: string;
  namespace: string;
  traced: boolean;
  services: Svc[];
  /** adds the everyday traffic; `perSec` scales the request flows */
  baseline(s: Scene, perSec: number): void;
}

const S = (name: string, rt: Runtime, version: string): Svc => ({ name, rt, version });
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const books = ["PWR-DE-INTRADAY", "PWR-NL-DA", "GAS-TTF-PROMPT", "PWR-BE-DA", "PWR-FR-INTRADAY"];
const qh = (t: number) => {
  const d = new Date(t + 3_600_000 + 15 * 60_000 * 4);
  const h = d.getUTCHours();
  const q = Math.floor(d.getUTCMinutes() / 15) * 15;
  return `${String(h).padStart(2, "0")}:${String(q).padStart(2, "0")}`;
};
/** periodic health checks from kube-probe or the LB, a share of them logged */
function probes(s: Scene, svcs: string[], style: (svc: string) => string): void {
  for (const svc of svcs) s.every(15_000, 0.05, (t) => s.add(t, svc, "info", style(svc)));
}

export const TRADING: Estate = {
  key: "trading",
  company: "Nordwatt Energy Trading",
  namespace: "nordwatt-prod",
  traced: true,
  services: [
    S("trade-capture-api", "node", "4.18.2"),
    S("etrm-core", "java", "2026.11.3"),
    S("bid-gateway", "go", "1.42.0"),
    S("nomination-hub", "dotnet", "3.9.1"),
    S("curve-builder", "python", "2.7.4"),
    S("risk-batch", "python", "5.2.0"),
    S("market-data-feed", "go", "0.31.7"),
    S("settlement-recon", "java", "1.14.0"),
    S("ops-portal", "node", "7.2.5"),
  ],
  baseline(s, perSec) {
    const r = s.rng;
    s.every(1000 / (perSec * 0.45), 0.9, (t) => {
      const tr = s.trace();
      const book = r.pick(books);
      const id = `T-${r.int(260000, 269999)}`;
      const mw = r.pick([5, 10, 25, 50, 1.5, 2.5]);
      const px = (40 + r.next() * 110).toFixed(2);
      s.add(t, "ops-portal", "info", `POST /api/trades 201 ${ms(r, 40, 190)}ms user=tr${r.int(10, 48)}`, { trace: tr });
      s.add(t + 8, "trade-capture-api", "info", `trade ${id} captured book=${book} qty=${mw}MW price=${px} EUR/MWh`, {
        trace: tr,
      });
      s.add(
        t + ms(r, 15, 60),
        "etrm-core",
        "info",
        `TradeService - trade ${id} persisted, position ${book} now ${(r.next() * 400 - 200).toFixed(1)} MW`,
        { trace: tr },
      );
    });
    s.every(1000 / (perSec * 0.35), 0.9, (t) => {
      const tr = s.trace();
      const oid = r.int(880000000, 889999999);
      const side = r.pick(["BUY", "SELL"]);
      const book = r.pick(books.slice(0, 2));
      s.add(t, "etrm-core", "info", `LimitCheck - position check ok for book ${book} (${ms(r, 4, 30)} ms)`, {
        trace: tr,
      });
      s.add(
        t + ms(r, 20, 40),
        "bid-gateway",
        "info",
        `order sent venue=EPEX-M7 contract=XBID_Quarter_Hour_Power dlvry=${qh(t)} side=${side} qty=${(r.int(1, 40) / 2).toFixed(1)} px=${(50 + r.next() * 90).toFixed(2)} clOrdID=${oid}`,
        { trace: tr },
      );
      s.add(
        t + ms(r, 60, 140),
        "bid-gateway",
        "info",
        `execution report clOrdID=${oid} ordrExeRestriction=NON ordrStatus=ACTI latency_ms=${ms(r, 18, 90)}`,
        { trace: tr },
      );
    });
    s.every(1000 / (perSec * 0.2), 0.9, (t) => {
      const tr = s.trace();
      s.add(t, "ops-portal", "info", `GET /api/positions?book=${r.pick(books)} 200 ${ms(r, 30, 240)}ms`, { trace: tr });
      s.add(
        t + 5,
        "etrm-core",
        "info",
        `PositionQuery - ${r.int(96, 2976)} intervals aggregated in ${ms(r, 8, 120)} ms`,
        { trace: tr },
      );
    });
    s.every(6000, 0.3, (t) =>
      s.add(
        t,
        "market-data-feed",
        "info",
        `EPEX M7 public trade stream: ${r.int(80, 600)} updates last 5s, lag ${ms(r, 2, 40)}ms`,
      ),
    );
    s.every(4100, 0.4, (t) =>
      s.add(
        t,
        "market-data-feed",
        "error",
        `symbology: instrument ${r.pick(["NBP-WD", "THE-DA", "PEG-WE"])}-${r.int(20261201, 20261231)} unknown, tick dropped`,
      ),
    );
    s.every(20_000, 0.3, (t) =>
      s.add(
        t,
        "curve-builder",
        "info",
        `built curve ${r.pick(["DE-BASE-FWD", "NL-PEAK-FWD", "TTF-FWD", "FR-BASE-FWD"])} as_of=${new Date(t).toISOString().slice(0, 10)} points=${r.int(36, 72)} in ${ms(r, 180, 900)}ms`,
      ),
    );
    s.every(12_000, 0.3, (t, i) =>
      s.add(
        t,
        "risk-batch",
        "info",
        `VaR job PWR-EU chunk ${(i % 96) + 1}/96 done (${r.pick([2000, 2400, 5000])} scenarios, ${(1 + r.next() * 4).toFixed(1)}s)`,
      ),
    );
    s.every(30_000, 0.3, (t) =>
      s.add(
        t,
        "settlement-recon",
        "info",
        `c.n.recon.FillMatcher - matched ${r.int(300, 500)} of ${r.int(500, 510)} exchange fills for ${new Date(t - 86_400_000).toISOString().slice(0, 10)}, ${r.int(0, 9)} pending next cycle`,
      ),
    );
    s.every(25_000, 0.3, (t) => {
      const d = new Date(t + 86_400_000).toISOString().slice(0, 10);
      const doc = `NOM-${r.hex(8).toUpperCase()}`;
      s.add(
        t,
        "nomination-hub",
        "info",
        `Nordwatt.Noms.Sender[0] ESS schedule ${doc} v${r.int(1, 9)} sent to TSO TenneT-DE for ${d}, 96 intervals`,
      );
      s.add(
        t + ms(r, 900, 4000),
        "nomination-hub",
        "info",
        `Nordwatt.Noms.Sender[0] ACK ${doc} reason A01 (fully accepted)`,
      );
    });
    s.every(45_000, 0.2, (t) =>
      s.add(
        t,
        "ops-portal",
        "warn",
        `DeprecationWarning: /api/v1/positions is deprecated and will be removed after 2027-01-31; client=excel-addin/3.2`,
      ),
    );
    s.every(70_000, 0.4, (t) => {
      s.add(t, "curve-builder", "warn", `broker feed ICAP: HTTP 502 on attempt 1/3, retrying in 2.0s`);
      s.add(t + 2100, "curve-builder", "info", `broker feed ICAP: attempt 2/3 ok (${r.int(40, 90)} quotes)`);
    });
    probes(s, ["trade-capture-api", "bid-gateway", "market-data-feed", "ops-portal"], (svc) =>
      svc.endsWith("-api") || svc === "ops-portal"
        ? `GET /healthz 200 ${ms(r, 0, 3)}ms kube-probe/1.29`
        : `http: GET /readyz 200 (${r.int(80, 900)}µs)`,
    );
  },
};

export const UTILITY: Estate = {
  key: "utility",
  company: "Valleyline Power & Light",
  namespace: "vpl-ami",
  traced: false,
  services: [
    S("meter-headend", "java", "9.4.1"),
    S("mdm-vee", "java", "12.1.0"),
    S("billing-engine", "dotnet", "6.3.2"),
    S("customer-portal-api", "node", "3.30.1"),
    S("outage-mgmt", "python", "4.8.0"),
    S("crew-dispatch", "ruby", "2.11.4"),
    S("notification-svc", "python", "1.19.3"),
    S("gis-lookup", "go", "0.22.1"),
    S("ivr-bridge", "node", "2.4.0"),
  ],
  baseline(s, perSec) {
    const r = s.rng;
    s.every(1000 / (perSec * 0.4), 0.9, (t) => {
      const acct = r.int(10000000, 19999999);
      s.add(t, "customer-portal-api", "info", `GET /api/accounts/${acct}/usage?range=30d 200 ${ms(r, 60, 320)}ms`);
      s.add(
        t - ms(r, 20, 50),
        "mdm-vee",
        "info",
        `UsageQuery: account ${acct} 30d ${r.pick([720, 1440, 2880])} intervals from read store in ${ms(r, 9, 80)}ms`,
      );
    });
    s.every(1000 / (perSec * 0.3), 0.9, (t) => {
      const clt = `CLT-${String(r.int(1, 480)).padStart(4, "0")}`;
      const n = r.int(400, 2600);
      s.add(
        t,
        "meter-headend",
        "info",
        `c.v.hes.CollectorPoller - ${clt} (RF mesh): ${n} interval reads collected in ${(2 + r.next() * 9).toFixed(1)}s`,
      );
      s.add(
        t + ms(r, 300, 1500),
        "mdm-vee",
        "info",
        `VEE batch ${clt}-${r.hex(6)}: ${n} reads validated, ${r.int(0, 3)} estimated, 0 failed`,
      );
    });
    s.every(1000 / (perSec * 0.15), 0.9, (t) => {
      const prem = r.int(300000, 399999);
      const x = `XFMR-${r.int(1000, 9999)}`;
      s.add(
        t,
        "ivr-bridge",
        "info",
        `call ${r.hex(10)} intent=report_outage premise=${prem} handled in ${r.int(25, 90)}s`,
      );
      s.add(t + 40, "gis-lookup", "info", `premise ${prem} -> ${x} -> FDR-${r.int(1100, 1190)} (${ms(r, 2, 14)}ms)`);
      s.add(
        t + 90,
        "outage-mgmt",
        "info",
        `call received premise=${prem} predicted_device=${x} calls_on_device=${r.int(1, 4)}`,
      );
    });
    s.every(1000 / (perSec * 0.15), 0.9, (t) => {
      const a = r.int(10000000, 19999999);
      s.add(
        t,
        "billing-engine",
        "info",
        `Valleyline.Billing.Cycle[0] bill determinants computed for account ${a} cycle 14 (${r.int(600, 1400)} kWh, ${r.int(28, 33)} days)`,
      );
      s.add(
        t - 30,
        "mdm-vee",
        "info",
        `BillingDeterminantExport: account ${a} cycle 14 exported (${r.int(28, 33)} daily registers)`,
      );
    });
    s.every(18_000, 0.4, (t) =>
      s.add(
        t,
        "crew-dispatch",
        "info",
        `crew C-${r.int(10, 64)} status ${r.pick(["EN_ROUTE", "ON_SITE", "AVAILABLE", "EN_ROUTE"])} order=ORD-${r.int(40000, 49999)}`,
      ),
    );
    s.every(9_000, 0.4, (t) =>
      s.add(
        t,
        "notification-svc",
        "info",
        `sms outage_ack queued to +1******${r.int(1000, 9999)} (premise ${r.int(300000, 399999)})`,
      ),
    );
    s.every(3_700, 0.4, (t) =>
      s.add(
        t,
        "gis-lookup",
        "error",
        `feeder FDR-1142: ${r.int(2, 4)} transformers without geometry, falling back to substation centroid`,
      ),
    );
    s.every(50_000, 0.2, (t) =>
      s.add(
        t,
        "customer-portal-api",
        "warn",
        `(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.`,
      ),
    );
    s.every(80_000, 0.4, (t) => {
      s.add(t, "notification-svc", "warn", `provider request failed (ReadTimeout), retry 1/3 in 1.5s`);
      s.add(t + 1600, "notification-svc", "info", `provider request ok on retry 1 (sid SM${r.hex(12)})`);
    });
    s.every(60_000, 0.1, (t) =>
      s.add(
        t,
        "outage-mgmt",
        "info",
        `prediction engine cycle: ${r.int(0, 6)} active outages, ${r.int(0, 40)} customers affected`,
      ),
    );
    probes(s, ["customer-portal-api", "ivr-bridge", "gis-lookup"], () => `GET /health 200 ${ms(r, 0, 4)}ms`);
  },
};

export const GRID: Estate = {
  key: "grid",
  company: "Harbor Grid Operations",
  namespace: "hgo-ops",
  traced: false,
  services: [
    S("telemetry-ingest", "go", "2.3.0"),
    S("scada-historian", "cpp", "8.1.14"),
    S("alarm-gateway", "go", "1.7.2"),
    S("iccp-link", "cpp", "4.0.6"),
    S("dms-api", "dotnet", "5.5.0"),
    S("switching-orders", "java", "3.2.8"),
    S("crew-tablets-sync", "node", "1.12.0"),
    S("weather-feed", "python", "0.9.3"),
    S("ops-dashboard", "node", "6.0.4"),
    S("shift-log", "ruby", "1.4.2"),
  ],
  baseline(s, perSec) {
    const r = s.rng;
    s.every(1000 / (perSec * 0.3), 0.9, (t) => {
      const rtu = `RTU-SUB${String(r.int(1, 42)).padStart(2, "0")}`;
      s.add(
        t,
        "telemetry-ingest",
        "info",
        `iec104 ${rtu}: ${r.int(60, 420)} ASDUs (M_ME_NC_1 ${r.int(50, 380)}, M_SP_TB_1 ${r.int(0, 12)}) in last 10s`,
      );
    });
    s.every(1000 / (perSec * 0.3), 0.9, (t) => {
      const tag = `SUB${String(r.int(1, 42)).padStart(2, "0")}.${r.pick(["TX1.MW", "TX2.MVAR", "BUS1.KV", "FDR3.AMPS", "CB-203.POS"])}`;
      s.add(t, "ops-dashboard", "info", `trend ${tag} range=${r.pick(["1h", "8h", "24h"])} 200 ${ms(r, 20, 260)}ms`);
      s.add(
        t - ms(r, 5, 20),
        "scada-historian",
        "info",
        `query ${tag}: ${r.int(360, 8640)} values in ${ms(r, 2, 90)}ms`,
      );
    });
    s.every(1000 / (perSec * 0.2), 0.9, (t) => {
      const f = `FDR-${r.int(100, 399)}`;
      s.add(
        t,
        "dms-api",
        "info",
        `HTTP GET /api/feeders/${f}/topology responded 200 in ${(r.next() * 60 + 4).toFixed(1)} ms`,
      );
    });
    s.every(10_000, 0.1, (t) =>
      s.add(
        t,
        "scada-historian",
        "info",
        `archive block committed: ${r.int(38000, 52000)} values, snapshot avg 0.${r.int(4, 9)}ms, queue 0`,
      ),
    );
    s.every(12_000, 0.2, (t) =>
      s.add(
        t,
        "iccp-link",
        "info",
        `assoc NEIGHBOR-TSO-A: DS_INTERCHANGE report ${r.int(80, 90)} points, seq ${r.int(10000, 99999)}`,
      ),
    );
    s.every(11_000, 0.4, (t) =>
      s.add(
        t,
        "alarm-gateway",
        "info",
        `forwarded ${r.int(0, 14)} alarms to console (priority>=3), ack backlog ${r.int(0, 5)}`,
      ),
    );
    s.every(20_000, 0.5, (t) =>
      s.add(
        t,
        "switching-orders",
        "info",
        `o.h.sw.OrderWorkflow - switching order SO-${r.int(7000, 7999)} step ${r.int(1, 9)}/9 confirmed by op${r.int(10, 30)}`,
      ),
    );
    s.every(15_000, 0.5, (t) =>
      s.add(
        t,
        "crew-tablets-sync",
        "info",
        `tablet T-${r.int(100, 199)} synced ${r.int(0, 6)} work orders (${ms(r, 90, 900)}ms)`,
      ),
    );
    s.every(40_000, 0.5, (t) =>
      s.add(
        t,
        "shift-log",
        "info",
        `Completed 201 Created in ${ms(r, 15, 80)}ms (Views: 0.2ms | ActiveRecord: ${(r.next() * 9).toFixed(1)}ms)`,
      ),
    );
    s.every(4_300, 0.4, (t) =>
      s.add(t, "weather-feed", "error", `lightning: strike record ${r.hex(8)} missing polarity field, dropped`),
    );
    s.every(30_000, 0.1, (t) =>
      s.add(t, "weather-feed", "info", `forecast refresh ok: ${r.int(40, 60)} stations, next in 30s`),
    );
    s.every(55_000, 0.2, (t) =>
      s.add(
        t,
        "shift-log",
        "warn",
        `DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2 (called from block in <class:Entry> at /app/app/models/entry.rb:14)`,
      ),
    );
    s.every(75_000, 0.4, (t) => {
      s.add(t, "crew-tablets-sync", "warn", `push to T-${r.int(100, 199)} failed (ETIMEDOUT), retrying 1/5`);
      s.add(t + 3000, "crew-tablets-sync", "info", `push to tablet delivered on retry 1`);
    });
    probes(s, ["dms-api", "ops-dashboard", "crew-tablets-sync"], (svc) =>
      svc === "dms-api"
        ? `HTTP GET /healthz responded 200 in ${(r.next() * 2).toFixed(1)} ms`
        : `GET /healthz 200 ${ms(r, 0, 3)}ms`,
    );
  },
};

export const RETAIL: Estate = {
  key: "retail",
  company: "Copperfield Energy Retail",
  namespace: "copperfield",
  traced: true,
  services: [
    S("customer-api", "dotnet", "8.2.0"),
    S("billing-run", "java", "21.4.1"),
    S("tariff-service", "python", "3.6.0"),
    S("meter-reads-api", "go", "1.9.5"),
    S("payment-gateway-adapter", "node", "2.15.3"),
    S("dunning-worker", "ruby", "4.1.0"),
    S("invoice-renderer", "python", "2.2.7"),
    S("crm-sync", "java", "5.0.2"),
    S("smart-prepay", "go", "3.3.1"),
  ],
  baseline(s, perSec) {
    const r = s.rng;
    s.every(1000 / (perSec * 0.35), 0.9, (t) => {
      const tr = s.trace();
      const a = `A-${r.int(1000000, 1999999)}`;
      const b = `B-${r.int(50000000, 59999999)}`;
      const kwh = (r.next() * 600 + 80).toFixed(1);
      s.add(
        t,
        "billing-run",
        "info",
        `c.c.billing.BillCalculator - bill ${b} account ${a}: ${r.int(28, 31)} days, ${kwh} kWh`,
        { trace: tr },
      );
      s.add(
        t - 40,
        "meter-reads-api",
        "info",
        `GET /v2/mpan/${r.int(1000000000, 1999999999)}/halfhourly 200 ${ms(r, 10, 80)}ms (${r.int(1340, 1488)} actual, ${r.int(0, 8)} estimated)`,
        { trace: tr },
      );
      s.add(
        t - 20,
        "tariff-service",
        "info",
        `priced ${kwh} kWh on ${r.pick(["FLEX-OCT-26", "FIX-24M-V3", "EV-NIGHT-2", "E7-STD"])} unit=${(22 + r.next() * 6).toFixed(2)}p standing=${(48 + r.next() * 8).toFixed(2)}p`,
        { trace: tr },
      );
      if (r.chance(0.4))
        s.add(
          t + ms(r, 100, 300),
          "invoice-renderer",
          "info",
          `rendered invoice for ${b} (2 pages, ${ms(r, 90, 400)}ms)`,
          { trace: tr },
        );
    });
    s.every(1000 / (perSec * 0.3), 0.9, (t) => {
      const tr = s.trace();
      const amt = r.pick([10, 15, 20, 25, 30, 50]);
      s.add(t, "customer-api", "info", `Request finished HTTP/1.1 POST /v1/prepay/topups - 201 ${ms(r, 200, 900)}ms`, {
        trace: tr,
      });
      s.add(
        t - 10,
        "smart-prepay",
        "info",
        `vend ok meter=${r.int(10000, 99999)}-${r.int(100, 999)} credit=${amt}.00 GBP token=${r.int(1000, 9999)}-****`,
        { trace: tr },
      );
      s.add(
        t - 300,
        "payment-gateway-adapter",
        "info",
        `charge ch_${r.hex(14)} succeeded ${amt}.00 GBP (psp ${ms(r, 150, 600)}ms)`,
        { trace: tr },
      );
    });
    s.every(1000 / (perSec * 0.3), 0.9, (t) => {
      const tr = s.trace();
      s.add(
        t,
        "customer-api",
        "info",
        `Request finished HTTP/1.1 GET /v1/accounts/A-${r.int(1000000, 1999999)}/balance - 200 ${ms(r, 20, 120)}ms`,
        { trace: tr },
      );
    });
    s.every(14_000, 0.4, (t) =>
      s.add(
        t,
        "dunning-worker",
        "info",
        `DunningJob: reminder scheduled for A-${r.int(1000000, 1999999)} (stage ${r.int(1, 3)}, ${(r.next() * 300).toFixed(2)} GBP overdue)`,
      ),
    );
    s.every(3_900, 0.4, (t) =>
      s.add(
        t,
        "crm-sync",
        "error",
        `c.c.crm.ContactUpsert - Salesforce upsert rejected for contact A-${r.int(1000000, 1999999)}: DUPLICATES_DETECTED (Use one of these records?)`,
      ),
    );
    s.every(20_000, 0.4, (t) =>
      s.add(
        t,
        "crm-sync",
        "info",
        `c.c.crm.ContactUpsert - batch ${r.hex(6)}: ${r.int(180, 200)} upserted, ${r.int(1, 6)} rejected`,
      ),
    );
    s.every(48_000, 0.2, (t) =>
      s.add(
        t,
        "invoice-renderer",
        "warn",
        `DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).`,
      ),
    );
    s.every(65_000, 0.4, (t) => {
      s.add(t, "payment-gateway-adapter", "warn", `psp request idempotency_key=${r.hex(12)} got ECONNRESET, retry 1/2`);
      s.add(
        t + 700,
        "payment-gateway-adapter",
        "info",
        `psp request idempotency_key retried ok (${ms(r, 200, 500)}ms)`,
      );
    });
    probes(s, ["customer-api", "meter-reads-api", "payment-gateway-adapter", "tariff-service"], (svc) =>
      svc === "customer-api"
        ? `Request finished HTTP/1.1 GET /health - 200 ${ms(r, 0, 3)}ms`
        : svc === "tariff-service"
          ? `10.4.${r.int(0, 9)}.${r.int(2, 250)}:0 - "GET /healthz HTTP/1.1" 200`
          : `GET /healthz 200 ${ms(r, 0, 3)}ms`,
    );
  },
};

export const ESTATES: readonly Estate[] = [TRADING, UTILITY, GRID, RETAIL];
