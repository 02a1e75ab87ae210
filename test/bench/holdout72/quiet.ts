// Quiet windows: nothing is broken, only the harmless extras a normal day brings on top of the baseline.
import type { Ctx } from "./stream.js";

export interface QuietSpec {
  estate: string;
  note: string;
  run(c: Ctx): void;
}

export const QUIET: QuietSpec[] = [
  {
    estate: "nordwatt",
    note: "Normal trading morning: late bids rejected at gate closure, exchange re-logins and a settlement rollout.",
    run(c) {
      c.every(
        "da-bidder",
        c.start,
        c.start + 120000,
        15,
        "WARN",
        (r) => `late bid for ${r.pick(["DE-LU", "NL"])} h${r.int(10, 23)} rejected: gate closure 12:00 CET passed`,
      );
    },
  },
  {
    estate: "nordwatt",
    note: "A short burst of confirms-hub 502s that trade-capture retries successfully; nothing fails.",
    run(c) {
      c.every(
        "trade-capture",
        c.start,
        c.start + 40000,
        4,
        "WARN",
        (r) => `broker confirm for T-${r.int(4000000, 4999999)} retry ${r.int(1, 2)}/3 after 502 from confirms hub`,
      );
      c.every(
        "trade-capture",
        c.start + 2000,
        c.start + 45000,
        4,
        "INFO",
        (r) => `broker confirm for T-${r.int(4000000, 4999999)} matched on retry`,
      );
    },
  },
  {
    estate: "nordwatt",
    note: "var-engine runs its scheduled end-of-morning VaR for all books, slow but within deadline.",
    run(c) {
      c.emit(c.start, "var-engine", "INFO", "[mc] scheduled full run started books=3 paths=100k");
      c.every(
        "var-engine",
        c.start + 30000,
        c.start + 240000,
        60,
        "INFO",
        (r) => `[mc] full run progress ${r.int(20, 95)}%`,
      );
      c.emit(c.start + 250000, "var-engine", "INFO", "[mc] full run finished in 248s, results published");
    },
  },
  {
    estate: "baltmar",
    note: "Ordinary afternoon: TSO rejects late nominations at gate, forecast station gaps, exchange re-logins.",
    run(c) {
      c.every(
        "tso-nominator",
        c.start,
        c.start + 90000,
        30,
        "WARN",
        () =>
          "nomination after intraday gate for 15:00 rejected by TSO: A02 (gate closed), will be included in next cycle",
      );
    },
  },
  {
    estate: "baltmar",
    note: "risk-batch redeploys and warms its caches; a few slow curve reads, all served.",
    run(c) {
      c.emit(c.start, "risk-batch", "INFO", "Application is shutting down...");
      c.emit(c.start + 9000, "risk-batch", "INFO", "Now listening on: http://[::]:8080");
      c.every(
        "curve-store",
        c.start + 9000,
        c.start + 60000,
        6,
        "WARN",
        (r) => `slow request GET /curves/PL-PEAK took ${r.int(600, 1400)}ms (cache warmup)`,
      );
    },
  },
  {
    estate: "baltmar",
    note: "Month-end invoice run with a couple of SFTP read timeouts that succeed on retry.",
    run(c) {
      c.every(
        "invoice-settle",
        c.start,
        c.start + 180000,
        20,
        "WARN",
        (r) => `Net::ReadTimeout from bank-statement SFTP, retry ${r.int(1, 2)}/5 ... succeeded`,
      );
      c.every(
        "invoice-settle",
        c.start,
        c.start + 200000,
        8,
        "INFO",
        (r) => `[InvoiceJob] rendered INV-${r.int(100000, 999999)}.pdf (${r.int(40, 400)} KB)`,
      );
    },
  },
  {
    estate: "cascadia",
    note: "Normal metering day: missed interval reads estimated, bills held for high usage, a notify-svc rollout.",
    run(c) {
      c.every(
        "vee-engine",
        c.start,
        c.start + 200000,
        20,
        "INFO",
        (r) => `estimated ${r.int(50, 400)} intervals for meters on ${`DCU-${r.int(100, 499)}`} (similar-day profile)`,
      );
    },
  },
  {
    estate: "cascadia",
    note: "A payday spike on pay-portal with a few declined cards, all handled.",
    run(c) {
      c.every(
        "pay-portal",
        c.start,
        c.start + 240000,
        10,
        "WARN",
        (r) =>
          `POST /api/payments 402 account=${r.int(40, 49)}${r.int(1000000, 9999999)} card_declined (insufficient_funds)`,
      );
    },
  },
  {
    estate: "cascadia",
    note: "A collector firmware window: one DCU reboots and backfills its reads.",
    run(c) {
      c.emit(
        c.start,
        "hes-collector",
        "WARN",
        "DCU-217 unreachable (firmware upgrade window 02:00-04:00), polls suspended",
      );
      c.emit(
        c.start + 300000,
        "hes-collector",
        "INFO",
        "DCU-217 back online, backfilling 96 intervals for 1412 meters",
      );
    },
  },
  {
    estate: "lakeshore",
    note: "Normal storm-watch shift: flapping SCADA points, rural crews offline, routine ETR updates.",
    run(c) {
      c.every(
        "mobile-sync",
        c.start,
        c.start + 200000,
        25,
        "WARN",
        (r) => `device TRK-${r.int(100, 299)} offline ${r.int(5, 40)}m (rural cell), updates queued`,
      );
    },
  },
  {
    estate: "lakeshore",
    note: "alarm-gateway reloads its routes cleanly and forwards as before.",
    run(c) {
      c.emit(c.start, "alarm-gateway", "INFO", "SIGHUP received, reloading /etc/alarm-gw/routes.yaml");
      c.emit(c.start + 80, "alarm-gateway", "INFO", "routes loaded: 212 routes, 9 priority mappings");
    },
  },
  {
    estate: "lakeshore",
    note: "A small feeder outage worked the normal way: calls grouped, crew dispatched, customers restored.",
    run(c) {
      c.every(
        "ivr-outage",
        c.start,
        c.start + 120000,
        6,
        "INFO",
        (r) => `Call ${r.hex(8)} outage report captured premise=${r.int(300000, 399999)} (ANI matched)`,
      );
      c.emit(
        c.start + 60000,
        "oms-core",
        "INFO",
        "outage OUT-24117 created on FDR-07 (recloser lockout), 412 customers",
      );
      c.emit(c.start + 300000, "oms-core", "INFO", "outage OUT-24117 restored, 412 customers, duration 81 min");
    },
  },
];
