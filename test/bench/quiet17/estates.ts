// The four made-up estates of quiet17 and their everyday background: traffic, health checks, periodic jobs,
// one constantly noisy service, deprecation warnings, retries that succeed and a routine change line.
import type { Ctx } from "./stream.js";

/** An incident may take over a request of a route: return true when it wrote the lines itself. */
export type Hook = (route: string, t: number, id: string | undefined) => boolean;

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  services: string[];
  background: (ctx: Ctx, hook: Hook) => void;
  /** a routine change line (deploy, reload, policy refresh) at t */
  change: (ctx: Ctx, t: number) => void;
}

const users = ["akhan", "bmorel", "cfitz", "dlinde", "eokafor", "fsaito", "gpetrov", "hdiaz", "imurphy", "jweber"];
const accts = ["chem-grp", "astro-lab", "bioinf", "cfd-eng", "climate", "ml-vision"];

const hpc: Estate = {
  key: "fenwick",
  company: "Fenwick Institute research computing",
  ns: "rc-prod",
  traced: false,
  services: [
    "ood-portal",
    "slurmctld",
    "slurmdbd",
    "lustre-mds",
    "gpu-health",
    "jupyterhub",
    "job-accounting",
    "globus-gw",
    "node-health",
  ],
  background(ctx, hook) {
    const { rng, emit } = ctx;
    let job = rng.int(4_810_000, 4_890_000);
    ctx.every(650, (t) => {
      const r = rng.next();
      const u = rng.pick(users);
      if (r < 0.35) {
        const id = String(++job);
        if (hook("submit", t, id)) return;
        emit(
          t,
          "ood-portal",
          "info",
          `${u} "POST /pun/sys/dashboard/batch_connect/sessions" 302 ${rng.int(40, 260)}ms`,
        );
        emit(
          t + rng.int(5, 40),
          "slurmctld",
          "info",
          `_slurm_rpc_submit_batch_job: JobId=${id} InitPrio=${rng.int(4000, 90000)} usec=${rng.int(300, 4000)}`,
        );
        if (rng.chance(0.6)) {
          const n = rng.int(1, 180);
          emit(
            t + rng.int(200, 3000),
            "slurmctld",
            "info",
            `sched: Allocate JobId=${id} NodeList=${rng.pick(["c", "g", "hm"])}${String(n).padStart(3, "0")} #CPUs=${rng.pick([4, 16, 32, 64, 128])} Partition=${rng.pick(["standard", "gpu", "debug", "highmem"])}`,
          );
        }
      } else if (r < 0.6) {
        const id = String(job - rng.int(50, 3000));
        if (hook("complete", t, id)) return;
        emit(t, "slurmctld", "info", `_job_complete: JobId=${id} WEXITSTATUS 0`);
        emit(t + 1, "slurmctld", "info", `_job_complete: JobId=${id} done`);
      } else if (r < 0.78) {
        if (hook("usage", t, undefined)) return;
        const ms = rng.int(20, 180);
        emit(t + 2, "job-accounting", "info", `GET /api/v1/usage?account=${rng.pick(accts)} 200 (${ms} ms)`);
        emit(
          t + ms + 8,
          "ood-portal",
          "info",
          `${u} "GET /pun/sys/dashboard/apps/show/usage" 200 ${ms + rng.int(10, 60)}ms`,
        );
      } else if (r < 0.92) {
        emit(
          t,
          "jupyterhub",
          "info",
          `200 GET /hub/api/users/${u} (cull-idle@127.0.0.1) ${(rng.next() * 9 + 1).toFixed(2)}ms`,
        );
      } else {
        emit(
          t,
          "globus-gw",
          "info",
          `Transfer task ${rng.hex(8)}-${rng.hex(4)} SUCCEEDED: ${rng.int(1, 900)} files, ${(rng.next() * 80).toFixed(1)} GB, label="${u} ${rng.pick(["raw data", "checkpoints", "outputs"])}"`,
        );
      }
    });
    ctx.every(30_000, (t) => {
      if (hook("health", t, undefined)) return;
      emit(
        t,
        "node-health",
        "info",
        `NHC: sweep of partition ${rng.pick(["standard", "gpu", "highmem"])} done, ${rng.int(60, 180)} nodes passed, 0 failed`,
      );
    });
    ctx.every(60_000, (t) =>
      emit(
        t,
        "slurmdbd",
        "debug",
        `REQUEST_PERSIST_INIT: CLUSTER:fenwick VERSION:10240 UID:450 IP:10.12.0.5 CONN:${rng.int(7, 30)}`,
      ),
    );
    ctx.every(45_000, (t) =>
      emit(
        t,
        "lustre-mds",
        "info",
        `Lustre: fenwick-MDT0000: changelog user cl1 cleared ${rng.int(2000, 90000)} records`,
      ),
    );
    ctx.every(20_000, (t) =>
      emit(
        t,
        "gpu-health",
        "info",
        `dcgm health g${String(rng.int(1, 48)).padStart(3, "0")}: 4/4 GPUs PASS (temp max ${rng.int(48, 79)}C)`,
      ),
    );
    ctx.every(20_000, (t) => emit(t, "job-accounting", "info", "GET /actuator/health 200 (3 ms)"));
    // constant harmless error from the first minute
    ctx.every(9_000, (t) =>
      emit(
        t,
        "job-accounting",
        "error",
        `sacct import: skipping JobId=${rng.int(4_700_000, 4_800_000)}, account 'phys-legacy' not in ledger`,
      ),
    );
    emit(
      ctx.start + rng.int(2_000, 40_000),
      "jupyterhub",
      "warn",
      "/opt/jupyterhub/lib/python3.11/site-packages/jupyterhub/app.py:2112: DeprecationWarning: JupyterHub.extra_handlers is deprecated in JupyterHub 3.1. Please use JupyterHub services to register additional HTTP endpoints.",
    );
    ctx.every(240_000, (t) => {
      const task = `${rng.hex(8)}-${rng.hex(4)}`;
      emit(
        t,
        "globus-gw",
        "warn",
        `Transfer task ${task} error: Connection reset by peer (endpoint fenwick#dtn02), retrying in 30s`,
      );
      emit(t + 31_000, "globus-gw", "info", `Transfer task ${task} resumed, ${rng.int(2, 80)} files remaining`);
    });
  },
  change(ctx, t) {
    ctx.emit(t, "slurmctld", "info", "Processing Reconfiguration Request");
    ctx.emit(t + 40, "slurmctld", "info", "restoring original state of nodes");
    ctx.emit(t + 90, "slurmctld", "info", "read_slurm_conf: backup_controller not specified");
    ctx.emit(t + 300, "slurmctld", "info", "_slurm_rpc_reconfigure_controller: completed usec=281044");
  },
};

const staff = [
  "HARROW\\jbarnes",
  "HARROW\\kmensah",
  "HARROW\\lpoirier",
  "HARROW\\mhale",
  "HARROW\\nsingh",
  "HARROW\\oyates",
];
const hosts = ["HL-LT-0412", "HL-LT-0388", "HL-WS-1177", "HL-LT-0530", "HL-WS-1204", "HL-LT-0291"];

const win: Estate = {
  key: "harrow",
  company: "Harrow & Lowe LLP (Windows / Active Directory)",
  ns: "hl-winlogbeat",
  traced: false,
  services: [
    "dc01",
    "dc02",
    "intranet-iis",
    "hr-portal",
    "sqlagent-fin",
    "exchange-mbx01",
    "adfs01",
    "fileserver02",
    "print-gw",
  ],
  background(ctx, hook) {
    const { rng, emit } = ctx;
    ctx.every(450, (t) => {
      const r = rng.next();
      const u = rng.pick(staff);
      const ip = `10.20.${rng.int(1, 9)}.${rng.int(10, 250)}`;
      if (r < 0.3) {
        const dc = rng.pick(["dc01", "dc02"]);
        if (hook("logon", t, u)) return;
        emit(
          t,
          dc,
          "info",
          `EventID 4624: An account was successfully logged on. Account Name: ${u.split("\\")[1]} Logon Type: 3 Source Network Address: ${ip} Authentication Package: Kerberos`,
        );
      } else if (r < 0.5) {
        if (hook("hr", t, u)) return;
        const ms = (rng.next() * 120 + 8).toFixed(4);
        emit(
          t,
          "hr-portal",
          "info",
          `Request finished HTTP/1.1 ${rng.pick(["GET", "GET", "POST"])} https://hr.harrowlowe.local/api/${rng.pick(["leave", "timesheets", "people", "expenses"])} - 200 - application/json;+charset=utf-8 ${ms}ms`,
        );
        emit(
          t + 1,
          "intranet-iis",
          "info",
          `GET /hr/ - 443 ${u} ${ip} Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 200 0 0 ${Math.round(Number(ms)) + rng.int(2, 20)}`,
        );
      } else if (r < 0.7) {
        if (hook("intranet", t, u)) return;
        emit(
          t,
          "intranet-iis",
          "info",
          `GET /${rng.pick(["news", "matters/search", "knowhow", "people", "finance/reports"])} - 443 ${u} ${ip} Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 200 0 0 ${rng.int(15, 400)}`,
        );
      } else if (r < 0.8) {
        emit(
          t,
          "adfs01",
          "info",
          `EventID 299: A token of type 'urn:oasis:names:tc:SAML:2.0:assertion' for relying party 'urn:harrowlowe:${rng.pick(["m365", "docs", "hrportal"])}' was successfully issued. User: ${u}`,
        );
      } else if (r < 0.9) {
        emit(
          t,
          "print-gw",
          "info",
          `EventID 307: Document ${rng.int(10, 900)}, ${rng.pick(["Microsoft Word - memo.docx", "Print Document", "Matter_4471_bundle.pdf"])} owned by ${u.split("\\")[1]} on ${rng.pick(hosts)} was printed on FL${rng.int(1, 5)}-MFP-0${rng.int(1, 4)} through port 10.40.3.${rng.int(20, 40)}. Size in bytes: ${rng.int(20000, 900000)}. Pages printed: ${rng.int(1, 40)}.`,
        );
      } else {
        emit(
          t,
          "exchange-mbx01",
          "info",
          `MessageTracking DELIVER STOREDRIVER recipients=${rng.int(1, 6)} sender=${u.split("\\")[1]}@harrowlowe.com size=${rng.int(8, 900)}KB latency=${(rng.next() * 2).toFixed(2)}s`,
        );
      }
    });
    ctx.every(60_000, (t) => {
      if (hook("gljob", t, undefined)) return;
      emit(
        t,
        "sqlagent-fin",
        "info",
        "Job 'FIN - GL import (1 min)' (0x6B1C90A2) succeeded. Step 1 (Import staging): rows=214, duration 00:00:03.",
      );
    });
    ctx.every(30_000, (t) =>
      emit(
        t,
        "fileserver02",
        "info",
        `SMB share \\\\fileserver02\\Matters: ${rng.int(80, 240)} open files, ${rng.int(40, 120)} sessions`,
      ),
    );
    ctx.every(15_000, (t) =>
      emit(
        t,
        "fileserver02",
        "error",
        "EventID 10016: The application-specific permission settings do not grant Local Activation permission for the COM Server application with CLSID {D63B10C5-BB46-4990-A94F-E40B9D520160} and APPID {9CA88EE3-ACB7-47C8-AFC4-AB702511C276} to the user NT AUTHORITY\\SYSTEM SID (S-1-5-18) from address LocalHost (Using LRPC) running in the application container Unavailable SID (Unavailable).",
      ),
    );
    emit(
      ctx.start + rng.int(5_000, 50_000),
      "hr-portal",
      "warn",
      "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {5b3e2a71-0c1d-4e8f-9a41-7f2d8c6b1e03} may be persisted to storage in unencrypted form.",
    );
    emit(
      ctx.start + rng.int(5_000, 90_000),
      "adfs01",
      "warn",
      "EventID 1200 (AD FS Auditing): client 10.20.7.41 negotiated TLS 1.0 on /adfs/ls; TLS 1.0/1.1 are deprecated and will be disabled in a future update",
    );
    ctx.every(300_000, (t) => {
      const id = `<${rng.hex(12)}@harrowlowe.com>`;
      emit(
        t,
        "exchange-mbx01",
        "warn",
        `SMTP send to mx1.counsel-partner.co.uk: 451 4.4.0 Primary target IP address responded with: "421 4.4.2 Connection dropped." Attempted failover to alternate host. MessageId ${id} queued for retry`,
      );
      emit(
        t + rng.int(60_000, 120_000),
        "exchange-mbx01",
        "info",
        `MessageTracking SEND SMTP ${id} to mx1.counsel-partner.co.uk 250 2.0.0 OK`,
      );
    });
  },
  change(ctx, t) {
    ctx.emit(
      t,
      "dc01",
      "info",
      "EventID 1502: The Group Policy settings for the computer were processed successfully. New settings from 2 Group Policy objects were detected and applied.",
    );
    ctx.emit(
      t + 800,
      "intranet-iis",
      "info",
      "EventID 5186 (WAS): A worker process with process id of '7840' serving application pool 'IntranetPool' was shutdown due to inactivity. Application Pool timeout configuration was set to 20 minutes. A new worker process will be started when needed.",
    );
  },
};

const skus = ["0071200", "4410932", "8800121", "2209431", "5531007", "0093318", "7710246"];

const retail: Estate = {
  key: "brannock",
  company: "Brannock Stores (store 0412 and DC Kettering)",
  ns: "retail-edge",
  traced: true,
  services: [
    "pos-lane",
    "store-hub",
    "price-svc",
    "pay-gw",
    "loyalty-api",
    "inventory-api",
    "wms-core",
    "amr-fleet",
    "sorter-ctl",
    "label-print",
  ],
  background(ctx, hook) {
    const { rng, emit } = ctx;
    ctx.every(900, (t) => {
      const r = rng.next();
      const id = ctx.trace();
      const lane = rng.int(1, 12);
      if (r < 0.4) {
        if (hook("sale", t, id)) return;
        const amt = (rng.next() * 120 + 2).toFixed(2);
        emit(
          t,
          "pos-lane",
          "info",
          `lane=${lane} txn=${rng.int(10000, 99999)} tender=card amount=${amt} GBP sent for auth`,
          id,
        );
        emit(
          t + rng.int(5, 30),
          "store-hub",
          "info",
          `POST /v1/payments/authorize 200 ${rng.int(180, 900)}ms lane=${lane}`,
          id,
        );
        emit(
          t + rng.int(30, 60),
          "pay-gw",
          "info",
          `auth approved rc=00 stan=${rng.int(100000, 999999)} amount=${amt} scheme=${rng.pick(["VISA", "MC", "AMEX"])} (${rng.int(150, 850)}ms)`,
          id,
        );
        emit(t + rng.int(900, 1200), "pos-lane", "info", `lane=${lane} receipt printed, basket closed`, id);
      } else if (r < 0.6) {
        if (hook("price", t, id)) return;
        emit(t, "price-svc", "info", `GET /prices/${rng.pick(skus)}?store=0412 200 ${rng.int(2, 30)}ms`, id);
      } else if (r < 0.68) {
        emit(t, "loyalty-api", "info", `member lookup by card ok (${rng.int(8, 60)}ms)`, id);
      } else if (r < 0.85) {
        if (hook("pick", t, id)) return;
        const ms = rng.int(6, 60);
        emit(
          t,
          "amr-fleet",
          "info",
          `robot AMR-${rng.int(1, 40)} task pick-${rng.int(100000, 999999)} assigned, tote ${rng.hex(6).toUpperCase()} -> aisle ${rng.int(1, 44)}`,
          id,
        );
        emit(t + 3, "wms-core", "info", `POST /api/pick-tasks/claim 200 ${ms}ms`, id);
        emit(t + ms + 5, "inventory-api", "info", `reserve sku=${rng.pick(skus)} qty=${rng.int(1, 6)} ok`, id);
      } else {
        if (hook("sort", t, id)) return;
        emit(
          t,
          "sorter-ctl",
          "info",
          `parcel ${rng.hex(10).toUpperCase()} read OK at tunnel T1 -> chute ${rng.int(1, 96)}`,
          id,
        );
        if (rng.chance(0.3))
          emit(
            t + 40,
            "label-print",
            "info",
            `label printed on ZT411-${rng.int(1, 6)} (ZPL ${rng.int(900, 2400)} bytes)`,
            id,
          );
      }
    });
    ctx.every(15_000, (t) => {
      if (hook("health", t, undefined)) return;
      emit(t, "store-hub", "debug", "GET /healthz 200 1ms");
      emit(t + 5, "wms-core", "debug", "GET /actuator/health 200 4ms");
    });
    ctx.every(60_000, (t) =>
      emit(
        t,
        "inventory-api",
        "info",
        `stock snapshot published: ${rng.int(41000, 42000)} skus, ${rng.int(300, 900)} changed`,
      ),
    );
    ctx.every(8_000, (t) =>
      emit(t, "label-print", "warn", `printer ZT411-3 reports ribbon low (head ${rng.int(60, 70)}C); job completed`),
    );
    emit(
      ctx.start + rng.int(4_000, 60_000),
      "price-svc",
      "warn",
      "WARN  o.s.b.a.jdbc.DataSourceProperties - spring.datasource.initialization-mode is deprecated, use spring.sql.init.mode",
    );
    ctx.every(200_000, (t) => {
      emit(
        t,
        "loyalty-api",
        "warn",
        "POST https://points.partner-api.example/v2/earn failed (503), retry 1/3 in 500ms",
      );
      emit(t + 540, "loyalty-api", "info", "POST https://points.partner-api.example/v2/earn 201 after 1 retry");
    });
  },
  change(ctx, t) {
    ctx.emit(
      t,
      "price-svc",
      "info",
      "Started PriceServiceApplication in 7.412 seconds (process running for 8.1) version=3.18.2",
    );
    ctx.emit(t + 200, "price-svc", "info", "price book 2026-W48 loaded: 41 876 items, 212 promos");
  },
};

const exch = ["openx", "magnite", "pubmatic", "index", "gam"];

const adtech: Estate = {
  key: "lumenbid",
  company: "Lumen Bid (RTB bidder)",
  ns: "bidding-prod",
  traced: true,
  services: [
    "bid-gw",
    "bidder",
    "budget-pacer",
    "profile-store",
    "creative-cache",
    "win-notice",
    "fraud-filter",
    "freq-cap",
    "report-etl",
  ],
  background(ctx, hook) {
    const { rng, emit } = ctx;
    ctx.every(650, (t) => {
      const id = ctx.trace();
      const ex = rng.pick(exch);
      if (hook("bid", t, id)) return;
      const r = rng.next();
      if (r < 0.55) {
        emit(
          t,
          "bid-gw",
          "debug",
          `auction ${ex} imp=1 tmax=${rng.pick([100, 120, 150])} -> no-bid (no eligible line items) ${rng.int(3, 20)}ms`,
          id,
        );
      } else {
        emit(t, "bid-gw", "info", `auction ${ex} imp=${rng.int(1, 3)} tmax=120 forwarded to bidder`, id);
        emit(t + 2, "fraud-filter", "debug", `ivt score 0.0${rng.int(1, 9)} pass`, id);
        emit(
          t + 4,
          "profile-store",
          "debug",
          `GET segments uid=${rng.hex(12)} hit=${rng.chance(0.8)} ${rng.int(1, 6)}ms`,
          id,
        );
        emit(t + 6, "freq-cap", "debug", `cap check li=${rng.int(3000, 3999)} count=${rng.int(0, 4)}/5 ok`, id);
        emit(t + 9, "creative-cache", "debug", `creative cr-${rng.int(10000, 99999)} hit`, id);
        const price = (rng.next() * 4 + 0.2).toFixed(3);
        emit(
          t + rng.int(12, 40),
          "bidder",
          "info",
          `bid sent ${ex} li=${rng.int(3000, 3999)} price=${price} USD cpm latency=${rng.int(14, 60)}ms`,
          id,
        );
        if (rng.chance(0.15))
          emit(
            t + rng.int(300, 2000),
            "win-notice",
            "info",
            `win ${ex} clearing=${(Number(price) * 0.8).toFixed(3)} li=${rng.int(3000, 3999)}`,
            id,
          );
      }
    });
    ctx.every(10_000, (t) => {
      if (hook("pace", t, undefined)) return;
      emit(
        t,
        "budget-pacer",
        "info",
        `pacing tick: ${rng.int(180, 240)} active line items, spend rate ${(rng.next() * 0.3 + 0.85).toFixed(2)}x target`,
      );
    });
    ctx.every(30_000, (t) =>
      emit(
        t,
        "report-etl",
        "info",
        `loaded partition hour=${rng.int(0, 23)} rows=${rng.int(2, 9)}M into bq:lumen_rtb.events`,
      ),
    );
    ctx.every(5_000, (t) =>
      emit(
        t,
        "bid-gw",
        "error",
        `openrtb decode error from exchange=pubmatic: imp[0].banner.format missing (dropped ${rng.int(1, 40)} requests)`,
      ),
    );
    emit(
      ctx.start + rng.int(3_000, 50_000),
      "bidder",
      "warn",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    );
    ctx.every(180_000, (t) => {
      emit(
        t,
        "win-notice",
        "warn",
        "pubsub publish to topic win-events failed: DEADLINE_EXCEEDED, retrying (attempt 2)",
      );
      emit(t + 400, "win-notice", "info", "pubsub publish to topic win-events ok after retry (batch 500)");
    });
  },
  change(ctx, t) {
    ctx.emit(t, "freq-cap", "info", `starting freq-cap version=2.41.0 commit=${ctx.rng.hex(7)} GOMAXPROCS=4`);
    ctx.emit(t + 150, "freq-cap", "info", "connected to redis-freq-0.redis:6379 (cluster mode, 6 shards)");
  },
};

export const ESTATES: Estate[] = [hpc, win, retail, adtech];
