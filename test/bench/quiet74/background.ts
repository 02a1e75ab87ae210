// Normal life of an estate: request traffic, health checks, periodic jobs, one chronically noisy service,
// deprecation warnings, retries that succeed, and an unrelated deploy or config reload.
import type { Ctx } from "./ctx.js";
import type { Role, Runtime } from "./estates.js";
import { services } from "./estates.js";

export function access(
  c: Ctx,
  method: string,
  path: string,
  status: number,
  ms: number,
  who: Role = "gateway",
): string {
  switch (c.rt(who)) {
    case "go":
      return `"${method} ${path} HTTP/1.1" ${status} ${c.rng.int(180, 48000)}B ${ms}ms`;
    case "node":
      return `${method} ${path} ${status} - ${ms} ms`;
    default:
      return `${method} ${path} -> ${status} (${ms}ms)`;
  }
}

interface Flow {
  roles: Role[];
  run(c: Ctx, t: number, tr: string | undefined): void;
}

const ms = (c: Ctx, lo: number, hi: number) => c.rng.int(lo, hi);

const FLOWS: Flow[] = [
  {
    roles: ["gateway", "matter"],
    run: (c, t, tr) => {
      const m = c.matter();
      c.emit(t + 30, "matter", "INFO", `loaded matter ${m} (${c.rng.int(2, 14)} parties, ${c.rng.int(1, 9)} related)`, {
        trace: tr,
      });
      c.emit(t + 60, "gateway", "INFO", access(c, "GET", `/api/v2/matters/${m}`, 200, ms(c, 20, 160)), { trace: tr });
    },
  },
  {
    roles: ["gateway", "matter"],
    run: (c, t, tr) => {
      const m = c.matter();
      const stage = c.rng.pick(["intake", "pleadings", "discovery", "mediation", "trial prep", "closed-pending-bill"]);
      c.emit(t + 40, "matter", "INFO", `matter ${m} updated: stage=${stage} by ${c.user()}`, { trace: tr });
      c.emit(t + 80, "gateway", "INFO", access(c, "PATCH", `/api/v2/matters/${m}`, 200, ms(c, 30, 210)), { trace: tr });
    },
  },
  {
    roles: ["gateway", "conflicts"],
    run: (c, t, tr) => {
      const n = c.rng.int(100000, 999999);
      c.emit(
        t + 50,
        "conflicts",
        "INFO",
        `conflict search CS-${n} for '${c.client()}': 0 hits across 3 indexes (${ms(c, 80, 900)}ms)`,
        { trace: tr },
      );
      c.emit(t + 90, "gateway", "INFO", access(c, "POST", "/api/v2/conflicts/search", 200, ms(c, 120, 1100)), {
        trace: tr,
      });
    },
  },
  {
    roles: ["gateway", "docs"],
    run: (c, t, tr) => {
      const tpl = c.rng.pick(["ENG-LETTER-v7", "NDA-MUTUAL-v3", "MTN-EXT-TIME", "DISC-REQ-PROD-v2", "SUBPOENA-DT"]);
      c.emit(
        t + 60,
        "docs",
        "INFO",
        `assembled ${tpl} for matter ${c.matter()} (${c.rng.int(1, 24)} pages, ${ms(c, 200, 1800)}ms)`,
        { trace: tr },
      );
      c.emit(t + 100, "gateway", "INFO", access(c, "POST", "/api/v2/documents/assemble", 201, ms(c, 250, 1900)), {
        trace: tr,
      });
    },
  },
  {
    roles: ["gateway", "billing"],
    run: (c, t, tr) => {
      const h = (c.rng.int(1, 40) / 10).toFixed(1);
      c.emit(
        t + 25,
        "billing",
        "INFO",
        `time entry TE-${c.rng.int(400000, 999999)} posted ${h}h on ${c.matter()} task L${c.rng.pick(["110", "120", "210", "230", "310", "330"])} by ${c.user()}`,
        { trace: tr },
      );
      c.emit(t + 50, "gateway", "INFO", access(c, "POST", "/api/v2/time-entries", 201, ms(c, 15, 120)), { trace: tr });
    },
  },
  {
    roles: ["portal", "billing"],
    run: (c, t, tr) => {
      const inv = `INV-${c.rng.int(26000, 29999)}`;
      c.emit(t + 20, "billing", "INFO", `invoice ${inv} fetched for client portal (${c.rng.int(1, 12)} pages)`, {
        trace: tr,
      });
      c.emit(t + 45, "portal", "INFO", access(c, "GET", `/portal/invoices/${inv}.pdf`, 200, ms(c, 40, 380), "portal"), {
        trace: tr,
      });
    },
  },
  {
    roles: ["gateway", "trust", "billing"],
    run: (c, t, tr) => {
      const amt = (c.rng.int(5000, 2500000) / 100).toFixed(2);
      c.emit(
        t + 35,
        "trust",
        "INFO",
        `trust receipt posted: ${amt} USD to IOLTA-01 ledger ${c.matter()} (cleared=false)`,
        { trace: tr },
      );
      c.emit(t + 55, "billing", "INFO", `client balance refreshed for ${c.matter()}`, { trace: tr });
      c.emit(t + 80, "gateway", "INFO", access(c, "POST", "/api/v2/trust/receipts", 201, ms(c, 30, 240)), {
        trace: tr,
      });
    },
  },
  {
    roles: ["gateway", "efile", "docket"],
    run: (c, t, tr) => {
      const env = c.envelope();
      c.emit(
        t + 70,
        "efile",
        "INFO",
        `envelope ${env} submitted to ${c.court()} (${c.rng.int(1, 5)} documents, filing code '${c.rng.pick(["Motion", "Answer", "Notice of Appearance", "Exhibit", "Proposed Order"])}')`,
        { trace: tr },
      );
      c.emit(t + 120, "docket", "INFO", `pending filing ${env} recorded; reminder set for clerk review`, { trace: tr });
      c.emit(t + 150, "gateway", "INFO", access(c, "POST", "/api/v2/filings", 202, ms(c, 300, 2400)), { trace: tr });
    },
  },
  {
    roles: ["gateway", "docket"],
    run: (c, t, tr) => {
      const n = c.rng.int(1, 6);
      c.emit(
        t + 40,
        "docket",
        "INFO",
        `computed ${n} deadlines for '${c.rng.pick(["Motion to Dismiss served", "Complaint served", "Discovery requests served", "Order entered"])}' on ${c.matter()} (rules ${c.rng.pick(["FRCP", "TRCP", "CA-CRC", "NY-CPLR", "Local 7.1"])})`,
        { trace: tr },
      );
      c.emit(t + 70, "gateway", "INFO", access(c, "POST", "/api/v2/docket/calc", 200, ms(c, 20, 200)), { trace: tr });
    },
  },
  {
    roles: ["gateway", "esign"],
    run: (c, t, tr) => {
      c.emit(
        t + 60,
        "esign",
        "INFO",
        `signature envelope ${c.rng.hex(8)}-${c.rng.hex(4)} sent to ${c.rng.int(1, 3)} recipient(s): engagement letter for ${c.client()}`,
        { trace: tr },
      );
      c.emit(t + 95, "gateway", "INFO", access(c, "POST", "/api/v2/engagements/send", 202, ms(c, 200, 900)), {
        trace: tr,
      });
    },
  },
];

const HEALTH: Record<Runtime, string> = {
  go: '"GET /healthz HTTP/1.1" 200 2B 0ms',
  node: "GET /health 200 - 1.2 ms",
  java: "GET /actuator/health 200",
  python: '10.42.3.1 - - "GET /healthz HTTP/1.1" 200 2',
  dotnet: "Request finished HTTP/1.1 GET http://0.0.0.0:8080/health - 200 - text/plain 0.8ms",
  ruby: "method=GET path=/up format=html status=200 duration=1.1",
  cpp: "health: ok (workers 8/8 idle 6)",
};

const DEPREC: Record<Runtime, string> = {
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  go: "grpc: Dial is deprecated: use NewClient instead",
  dotnet:
    "warn: Microsoft.AspNetCore.DataProtection.Repositories.FileSystemXmlRepository[60] Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container.",
  ruby: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1. (called from block in <class:InvoiceRollupJob>)",
  cpp: "warning: libpoppler 22.02 text extraction API is deprecated; upgrade to 24.x",
};

const DK_FLOWS: Flow[] = [
  {
    roles: ["gateway", "efile", "billing", "trust", "conflicts"],
    run: (c, t, tr) => {
      const env = c.envelope();
      const fee = c.rng.pick([349, 221, 84, 435, 30, 0]);
      const conv = (fee * 0.0275 + 0.3).toFixed(2);
      c.emit(
        t + 40,
        "efile",
        "INFO",
        `envelope ${env} received from firm ${c.rng.int(1000, 9999)} for ${c.court()} (${c.rng.int(1, 6)} documents, case type '${c.rng.pick(["Civil - Contract", "Family - Dissolution", "Probate", "Civil - Tort", "Small Claims"])}')`,
        { trace: tr },
      );
      c.emit(
        t + 90,
        "conflicts",
        "INFO",
        `party match for envelope ${env}: ${c.rng.int(1, 6)} parties, ${c.rng.int(0, 2)} linked to existing case participants`,
        { trace: tr },
      );
      c.emit(
        t + 130,
        "billing",
        "INFO",
        `fees for envelope ${env}: filing ${fee}.00, service 0.00, convenience ${conv}`,
        { trace: tr },
      );
      c.emit(
        t + 200,
        "trust",
        "INFO",
        `captured ${(fee + Number(conv)).toFixed(2)} USD for envelope ${env} (auth ch_${c.rng.hex(14)})`,
        { trace: tr },
      );
      c.emit(t + 240, "gateway", "INFO", access(c, "POST", "/v4/envelopes", 201, c.rng.int(250, 1400)), { trace: tr });
    },
  },
  {
    roles: ["gateway", "docs", "efile"],
    run: (c, t, tr) => {
      const env = c.envelope();
      c.emit(
        t + 80,
        "docs",
        "INFO",
        `converted ${c.rng.pick(["Motion.docx", "Exhibit_A.pdf", "Petition.docx", "Declaration.pdf", "ProposedOrder.docx"])} to PDF/A-2b (${c.rng.int(1, 60)} pages, ${c.rng.int(150, 2400)}ms)`,
        { trace: tr },
      );
      c.emit(
        t + 120,
        "gateway",
        "INFO",
        access(c, "POST", `/v4/envelopes/${env}/documents`, 201, c.rng.int(200, 2600)),
        { trace: tr },
      );
    },
  },
  {
    roles: ["gateway", "matter", "docket"],
    run: (c, t, tr) => {
      c.emit(
        t + 20,
        "docket",
        "INFO",
        `[cases][${c.rng.int(0, 4)}] took[${c.rng.int(3, 90)}ms], total_hits[${c.rng.int(0, 400)}]`,
        { trace: tr },
      );
      c.emit(
        t + 50,
        "matter",
        "INFO",
        `case search '${c.client().split(" ")[0]}' in ${c.court()}: ${c.rng.int(0, 40)} results (${c.rng.int(20, 200)}ms)`,
        { trace: tr },
      );
      c.emit(t + 70, "gateway", "INFO", access(c, "GET", "/v4/cases/search", 200, c.rng.int(30, 260)), { trace: tr });
    },
  },
  {
    roles: ["gateway", "efile"],
    run: (c, t, tr) => {
      const env = c.envelope();
      c.emit(
        t + 20,
        "efile",
        "INFO",
        `status for envelope ${env}: ${c.rng.pick(["Submitted", "Under Review", "Accepted", "Served"])}`,
        { trace: tr },
      );
      c.emit(t + 40, "gateway", "INFO", access(c, "GET", `/v4/envelopes/${env}/status`, 200, c.rng.int(10, 80)), {
        trace: tr,
      });
    },
  },
  {
    roles: ["esign"],
    run: (c, t, tr) =>
      c.emit(
        t,
        "esign",
        "INFO",
        `emailed ${c.rng.pick(["filing-accepted", "service", "filing-returned"])} notice for envelope ${c.envelope()} to ${c.rng.int(1, 5)} service contacts`,
        { trace: tr },
      ),
  },
];

export function background(c: Ctx, targetLines: number, deployAt: number, deployRole: Role): void {
  const { rng, start, end } = c;
  const svcs = services(c.e);
  const dur = (end - start) / 1000;
  // health checks every 15-30 s per service
  const period = new Map<string, number>();
  for (const s of svcs) period.set(s, rng.int(15, 30) * 1000);
  let fixed = 0;
  for (const s of svcs) fixed += dur / ((period.get(s) ?? 20000) / 1000);
  const perSec = Math.max(0.3, (targetLines - fixed - dur / 10) / 2.4 / dur);
  for (const s of svcs) {
    const p = period.get(s) ?? 20000;
    for (let t = start + rng.int(0, p); t < end; t += p + rng.int(-300, 300))
      c.emit(t, s, c.e.runtime[s] === "java" ? "DEBUG" : "INFO", HEALTH[c.e.runtime[s]]);
  }
  // request traffic (Poisson-ish, busier in bursts)
  for (let t = start + rng.int(0, 500); t < end; t += (-Math.log(1 - rng.next()) * 1000) / perSec) {
    const f = rng.pick(c.e.key === "dk" ? DK_FLOWS : FLOWS);
    const broken = f.roles.some((r) => {
      const d = c.down.get(r);
      return d !== undefined && t >= d;
    });
    if (!broken) f.run(c, t, c.tid());
  }
  // periodic jobs
  for (let t = start + rng.int(2000, 20000); t < end; t += 30000 + rng.int(-800, 800))
    c.emit(
      t,
      "efile",
      "INFO",
      `status poll: ${rng.int(3, 60)} open envelopes, ${rng.int(0, 4)} accepted, ${rng.int(0, 2)} under clerk review`,
    );
  for (let t = start + rng.int(5000, 50000); t < end; t += 60000 + rng.int(-1000, 1000))
    c.emit(
      t,
      "docket",
      "INFO",
      `court calendar sync: pulled ${rng.int(80, 900)} events from ${c.court()}, ${rng.int(0, 3)} changed`,
    );
  for (let t = start + rng.int(10000, 100000); t < end; t += 120000 + rng.int(-2000, 2000)) {
    const feed = c.e.key === "dk" ? "card settlement file" : "bank feed";
    c.emit(
      t,
      "trust",
      "INFO",
      `${feed} import started (${c.e.key === "dk" ? "processor batch" : "IOLTA-01, IOLTA-02"})`,
    );
    c.emit(
      t + rng.int(800, 4000),
      "trust",
      "INFO",
      `${feed} import finished: ${rng.int(2, 60)} transactions, ${rng.int(0, 3)} unmatched`,
    );
  }
  for (let t = start + rng.int(3000, 30000); t < end; t += 45000 + rng.int(-1500, 1500))
    c.emit(
      t,
      "billing",
      "INFO",
      c.e.key === "dk"
        ? `fee schedule cache refreshed (${rng.int(380, 420)} courts, ${rng.int(0, 3)} changed)`
        : c.rt("billing") === "ruby"
          ? `Performed WipRollupJob (Job ID: ${rng.hex(8)}-${rng.hex(4)}) from Sidekiq(default) in ${rng.int(200, 3000)}.${rng.int(10, 99)}ms`
          : `WIP rollup finished in ${rng.int(200, 3000)}ms (${rng.int(10, 300)} matters)`,
    );
  for (let t = start + rng.int(3000, 30000); t < end; t += 40000 + rng.int(-1500, 1500))
    c.emit(
      t,
      "esign",
      "INFO",
      c.e.key === "dk"
        ? `notification batch delivered: ${rng.int(5, 80)} emails, ${rng.int(0, 2)} deferred`
        : `webhook envelope-completed for ${rng.hex(8)}-${rng.hex(4)}; signed PDF filed to DMS`,
    );
  // deprecation warnings at the start
  for (const s of rng.shuffle([...svcs]).slice(0, 3))
    c.emit(start + rng.int(200, 40000), s, "WARN", DEPREC[c.e.runtime[s]]);
  // retries that succeed
  for (let i = 0; i < rng.int(3, 7); i++) {
    const t = start + rng.next() * (end - start);
    const vendor = rng.pick(
      c.e.key === "dk"
        ? ["smtp relay", "card processor API", "S3 bucket", "court CMS API"]
        : ["ledes-export", "smtp relay", "bank feed API", "S3 bucket", "court fee API"],
    );
    const role = rng.pick<Role>(["billing", "trust", "esign", "docs", "efile"]);
    c.emit(
      t,
      role,
      "WARN",
      `${vendor} call failed (${rng.pick(["502 Bad Gateway", "connection reset by peer", "read timeout after 5000ms", "503 Slow Down"])}), retrying in ${rng.int(1, 4)}s (attempt 1/3)`,
    );
    c.emit(t + rng.int(1500, 5000), role, "INFO", `${vendor} call succeeded on attempt 2`);
  }
  // unrelated deploy / config reload
  deploy(c, deployAt, deployRole);
}

export function deploy(c: Ctx, t: number, role: Role): void {
  const rt = c.rt(role);
  const v = `${c.rng.int(2, 9)}.${c.rng.int(0, 40)}.${c.rng.int(0, 9)}`;
  if (c.rng.chance(0.4)) {
    c.emit(
      t,
      role,
      "INFO",
      `config reloaded from /etc/${c.svc(role)}/app.yaml (checksum ${c.rng.hex(8)}): feature flags v${c.rng.int(100, 400)}`,
    );
    c.emit(t + 50, role, "WARN", `unknown config key 'legacy_pdf_stamp' ignored`);
    return;
  }
  c.emit(t, role, "INFO", `received SIGTERM, draining connections (version ${v} rolling out)`);
  const boot: Record<Runtime, string> = {
    java: `Started ${c.svc(role).replace(/(^|-)(\w)/g, (_m, _a, b: string) => b.toUpperCase())}Application in ${c.rng.int(8, 30)}.${c.rng.int(100, 999)} seconds (process running for ${c.rng.int(9, 33)}.1)`,
    node: `server listening on :8080 (version ${v}, node v20.${c.rng.int(10, 18)}.0)`,
    go: `starting ${c.svc(role)} version=${v} addr=:8080`,
    python: `[1] [INFO] Booting worker with pid: ${c.rng.int(7, 60)}`,
    dotnet: "Now listening on: http://[::]:8080",
    ruby: `* Puma version: 6.4.2 ("The Eagle of Durango")  * Listening on http://0.0.0.0:3000 (release ${v})`,
    cpp: `worker pool started: 8 threads, build ${v}`,
  };
  c.emit(t + c.rng.int(4000, 20000), role, "INFO", boot[rt]);
}

const NOISY: { role: Role; level: "ERROR" | "WARN"; msg: (c: Ctx) => string }[] = [
  {
    role: "docs",
    level: "ERROR",
    msg: (c) =>
      `OCR failed for scanned exhibit DOC-${c.rng.int(100000, 999999)}: unsupported JBIG2 compression, stored image-only`,
  },
  {
    role: "billing",
    level: "ERROR",
    msg: (c) =>
      c.e.key === "dk"
        ? `fee schedule: no convenience-fee tier for payment type 'eCheck' in ${c.court()}, using card tier`
        : `LEDES export: timekeeper ${c.user()} has no classification, exported as 'OT'`,
  },
  {
    role: "docket",
    level: "WARN",
    msg: (c) => `holiday table for 2027 not loaded for ${c.court()}; falling back to 2026 table`,
  },
  {
    role: "esign",
    level: "ERROR",
    msg: (c) => `failed to deliver read receipt to ${c.user()}@client-mail.example: 550 5.1.1 user unknown`,
  },
  {
    role: "matter",
    level: "ERROR",
    msg: (c) =>
      c.e.key === "dk"
        ? `case index sync: case ${c.rng.int(2019, 2026)}-CV-${c.rng.int(1000, 99999)} has null case_category, indexed as 'Unassigned'`
        : `search index sync: matter ${c.matter()} has null practice_area, indexed as 'Unassigned'`,
  },
  {
    role: "portal",
    level: "WARN",
    msg: (c) =>
      `CSP report: blocked inline script on /portal/documents (source https://widget.chatvendor.example), user ${c.user()}`,
  },
];

export const noisyService = (c: Ctx, k: number): string => c.svc(NOISY[k % NOISY.length].role);

/** One service logs the same harmless complaint all window long; returns its service name. */
export function noisy(c: Ctx, k: number): string {
  const n = NOISY[k % NOISY.length];
  const p = c.rng.int(8, 25) * 1000;
  for (let t = c.start + c.rng.int(500, 8000); t < c.end; t += p + c.rng.int(-1500, 1500))
    c.emit(t, n.role, n.level, n.msg(c));
  return c.svc(n.role);
}
