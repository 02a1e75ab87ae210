// The four made-up estates: services, request flows, periodic jobs and the normal noise of election administration.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Step {
  svc: string;
  msg: string;
  level?: Level;
  dt?: number;
  noTrace?: boolean;
}

export interface Job {
  periodMs: number;
  run(rng: Rng, t: number): Step[];
}

export interface Estate {
  key: "sos" | "marlow" | "harlan" | "enr";
  company: string;
  namespace: string;
  traceIds: boolean;
  newTrace(rng: Rng): string;
  services: { name: string; runtime: string }[];
  avgFlowLines: number;
  flow(rng: Rng, t: number): Step[];
  jobs: Job[];
  /** Dates (and earliest hour) windows of this estate fall on. */
  days: [string, number, number][];
}

const COUNTIES = ["003", "007", "011", "019", "023", "031", "037", "041", "047", "053"];
const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;
const vr = (r: Rng) => `VR${r.digits(9)}`;
const weighted = <T>(r: Rng, xs: [number, T][]): T => {
  const tot = xs.reduce((s, [w]) => s + w, 0);
  let x = r.next() * tot;
  for (const [w, v] of xs) {
    x -= w;
    if (x < 0) return v;
  }
  return xs[xs.length - 1][1];
};
const pgCheckpoint =
  (svc: string) =>
  (r: Rng): Step[] => [
    { svc, msg: "LOG:  checkpoint starting: time" },
    {
      svc,
      dt: r.int(20_000, 90_000),
      msg: `LOG:  checkpoint complete: wrote ${r.int(300, 4000)} buffers (${r.int(1, 19)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 4)} recycled; write=${r.int(20, 89)}.${r.digits(3)} s, sync=0.0${r.digits(2)} s, total=${r.int(20, 89)}.${r.digits(3)} s; sync files=${r.int(20, 160)}, longest=0.00${r.int(1, 9)} s, average=0.001 s; distance=${r.int(2000, 60000)} kB, estimate=${r.int(20000, 60000)} kB`,
    },
  ];

export const SOS: Estate = {
  key: "sos",
  company: "State Secretary of State, Elections Division (registration)",
  namespace: "sos-elections",
  traceIds: true,
  newTrace: (r) => r.hex(32),
  services: [
    { name: "ovr-portal", runtime: "node" },
    { name: "identity-match", runtime: "java" },
    { name: "dmv-bridge", runtime: "dotnet" },
    { name: "svrs-core", runtime: "java" },
    { name: "svrs-pg", runtime: "postgres" },
    { name: "dedupe-merge", runtime: "python" },
    { name: "address-verify", runtime: "go" },
    { name: "notice-mailer", runtime: "ruby" },
    { name: "county-sync", runtime: "go" },
    { name: "eric-export", runtime: "python" },
  ],
  avgFlowLines: 3.6,
  days: [
    ["2026-10-13", 8, 21],
    ["2026-10-16", 9, 20],
    ["2026-10-19", 14, 22],
    ["2026-10-20", 7, 11],
  ],
  flow: (r) =>
    weighted(r, [
      [
        4,
        () => {
          const app = `OVR-2026-${r.digits(7)}`;
          const county = r.pick(COUNTIES);
          const nomatch = r.chance(0.14);
          const src = r.chance(0.8) ? "DMV" : "SSA";
          const steps: Step[] = [
            {
              svc: "address-verify",
              msg: `normalized address zip=97${r.digits(3)} dpv=Y rdi=residential county=${county} took=${ms(r, 4, 30)}`,
            },
            {
              svc: "identity-match",
              msg:
                src === "DMV"
                  ? `DMV match application=${app} dl=*****${r.digits(4)} result=${nomatch ? "NO_MATCH(name)" : "MATCH"} elapsed=${ms(r, 90, 420)}`
                  : `HAVV verify application=${app} ssn4=**** result=${nomatch ? "NO_MATCH" : "SINGLE_MATCH"} elapsed=${ms(r, 200, 900)}`,
            },
          ];
          if (nomatch)
            steps.push({
              svc: "svrs-core",
              msg: `application ${app} routed to manual review queue (reason=${src}_NO_MATCH, county=${county})`,
            });
          else
            steps.push({
              svc: "svrs-core",
              msg: `registration ${app} stored as ${vr(r)} status=PENDING_COUNTY county=${county}`,
            });
          steps.push({
            svc: "ovr-portal",
            msg: `POST /api/v2/registrations 202 ${ms(r, 180, 1400)} ua=${r.pick(["mobile-safari", "chrome", "edge", "samsung"])}`,
          });
          return steps;
        },
      ],
      [
        3,
        () => [
          {
            svc: "svrs-core",
            msg: `voter lookup by name+dob matched ${r.pick([1, 1, 1, 0, 2])} record(s) in ${ms(r, 6, 40)}`,
          },
          { svc: "ovr-portal", msg: `GET /api/v2/voter-status 200 ${ms(r, 40, 220)}` },
        ],
      ],
      [
        2,
        () => {
          const c = r.pick(COUNTIES);
          const n = r.int(3, 80);
          return [
            { svc: "county-sync", msg: `pulled ${n} changes for county ${c} cursor=${r.digits(8)}` },
            { svc: "svrs-core", msg: `applied county batch ${c}-${r.digits(5)} rows=${n} in ${ms(r, 30, 400)}` },
          ];
        },
      ],
      [
        1,
        () => [
          { svc: "svrs-core", msg: `voter ${vr(r)} status change ACTIVE -> INACTIVE (NVRA notice returned)` },
          {
            svc: "notice-mailer",
            msg: `Enqueued NoticeCardJob (Job ID: ${r.hex(8)}-${r.hex(4)}) to Sidekiq(mailers) voter=${vr(r)}`,
          },
        ],
      ],
    ])(),
  jobs: [
    {
      periodMs: 10_000,
      run: (r) => [
        { svc: "ovr-portal", msg: `GET /healthz 200 ${r.int(0, 3)}ms ua=kube-probe/1.29` },
        { svc: "svrs-core", dt: r.int(0, 400), msg: "GET /actuator/health 200 UP" },
      ],
    },
    { periodMs: 300_000, run: pgCheckpoint("svrs-pg") },
    {
      periodMs: 140_000,
      run: (r) => [
        {
          svc: "svrs-pg",
          msg: `LOG:  automatic vacuum of table "svrs.public.${r.pick(["voter_history", "registration_event", "address"])}": index scans: 1`,
        },
      ],
    },
    {
      periodMs: 30_000,
      run: (r) => [
        r.chance(0.25)
          ? {
              svc: "dedupe-merge",
              msg: `candidate pair ${vr(r)}/${vr(r)} score=0.${r.int(60, 84)} below auto-merge threshold 0.90, sent to county review`,
            }
          : {
              svc: "dedupe-merge",
              msg: `merged duplicate registration ${vr(r)} into ${vr(r)} (score=0.${r.int(91, 99)}, rule=name_dob_dl)`,
            },
      ],
    },
    {
      periodMs: 3_000,
      run: (r) => [
        {
          svc: "address-verify",
          level: "warn",
          msg: `ZIP+4 lookup found no delivery point for "${r.pick(["RR 2 BOX", "HC 61 BOX", "PO BOX", "GENERAL DELIVERY"])} ${r.int(1, 999)}", accepted as entered (dpv=N)`,
        },
      ],
    },
    {
      periodMs: 60_000,
      run: (r) => [
        {
          svc: "eric-export",
          msg: `ERIC cross-state movers report: parsed ${r.int(20, 400)} rows, ${r.int(0, 12)} new in-state matches`,
        },
      ],
    },
    {
      periodMs: 180_000,
      run: () => [
        {
          svc: "identity-match",
          level: "warn",
          msg: "HAVV SOAP endpoint v2 is deprecated and will be retired on 2027-01-31; migrate to havv.rest.v3",
        },
      ],
    },
    {
      periodMs: 420_000,
      run: () => [
        {
          svc: "ovr-portal",
          level: "warn",
          msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        },
      ],
    },
    {
      periodMs: 75_000,
      run: (r) => [
        {
          svc: "dmv-bridge",
          level: "warn",
          msg: `DMV gateway call attempt 1 failed (HTTP 503 Service Unavailable), retrying in 250 ms`,
        },
        {
          svc: "dmv-bridge",
          dt: r.int(300, 700),
          msg: `DMV gateway call succeeded on attempt 2 (${r.int(300, 900)} ms)`,
        },
      ],
    },
    {
      periodMs: 30_000,
      run: (r) => [{ svc: "county-sync", msg: `sync loop ok: 58 counties, lag p95=${r.int(1, 6)}.${r.int(0, 9)}s` }],
    },
    {
      periodMs: 50_000,
      run: (r) => [
        {
          svc: "notice-mailer",
          msg: `Performed NoticeCardJob from Sidekiq(mailers) in ${r.int(40, 400)}.${r.int(10, 99)}ms`,
        },
      ],
    },
  ],
};

export const MARLOW: Estate = {
  key: "marlow",
  company: "Marlow County Elections (vote centres)",
  namespace: "marlow-vc",
  traceIds: false,
  newTrace: () => "",
  services: [
    { name: "vc-gateway", runtime: "envoy" },
    { name: "checkin-api", runtime: "node" },
    { name: "pollbook-sync", runtime: "go" },
    { name: "voter-lookup", runtime: "java" },
    { name: "bod-print", runtime: "dotnet" },
    { name: "ballot-styles", runtime: "python" },
    { name: "staff-sso", runtime: "keycloak" },
    { name: "ems-pg", runtime: "postgres" },
    { name: "queue-wait", runtime: "ruby" },
  ],
  avgFlowLines: 3.4,
  days: [
    ["2026-10-31", 8, 17],
    ["2026-11-02", 9, 18],
    ["2026-11-03", 7, 19],
    ["2026-11-03", 13, 19],
  ],
  flow: (r) =>
    weighted(r, [
      [
        5,
        () => {
          const v = `MC-${r.digits(7)}`;
          const vc = `VC-${String(r.int(1, 24)).padStart(2, "0")}`;
          return [
            {
              svc: "voter-lookup",
              msg: `lookup voter=${v} status=ACTIVE precinct=${r.int(1100, 1399)} style=0${r.int(400, 460)}-${r.pick(["A", "B", "C"])} (${ms(r, 3, 25)})`,
            },
            {
              svc: "checkin-api",
              msg: `check-in recorded voter=${v} vc=${vc} book=PB-0${r.int(100, 480)} method=${r.pick(["dl_scan", "dl_scan", "name_search", "sample_ballot_qr"])}`,
            },
            {
              svc: "vc-gateway",
              msg: `"POST /v1/checkins HTTP/1.1" 201 - ${r.int(300, 700)} ${r.int(120, 260)} ${r.int(20, 240)} ${r.int(18, 230)} "10.44.${r.int(1, 60)}.${r.int(2, 250)}" "PollPad/4.2.1" "${r.hex(8)}-${r.hex(4)}" "checkin-api:8080"`,
            },
          ];
        },
      ],
      [
        2,
        () => {
          const style = `0${r.int(400, 460)}-${r.pick(["A", "B", "C"])}`;
          return [
            {
              svc: "ballot-styles",
              msg: `resolved style ${style} for precinct split ${r.int(1100, 1399)}.${r.int(1, 3)} (cache hit)`,
            },
            {
              svc: "bod-print",
              dt: r.int(900, 2400),
              msg: `Print job BOD-${r.digits(6)} style ${style} sent to VC-${String(r.int(1, 24)).padStart(2, "0")}-P${r.int(1, 3)} (2 sheets) in ${r.int(1100, 2800)} ms`,
            },
          ];
        },
      ],
      [
        2,
        () => [
          {
            svc: "queue-wait",
            msg: `Started GET "/api/wait-times" for 172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(1, 254)}`,
          },
          {
            svc: "queue-wait",
            msg: `Completed 200 OK in ${r.int(8, 60)}ms (Views: ${r.int(1, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 6000)})`,
          },
        ],
      ],
    ])(),
  jobs: [
    {
      periodMs: 4_000,
      run: (r) => [
        {
          svc: "pollbook-sync",
          level: "warn",
          msg: `device PB-0${r.int(100, 480)} (VC-${String(r.int(1, 24)).padStart(2, "0")}) reconnected after ${r.int(12, 140)}s offline, rsrp=-${r.int(108, 121)}dBm band=${r.pick([2, 12, 66, 71])}; replayed ${r.int(0, 9)} queued check-ins`,
        },
      ],
    },
    {
      periodMs: 10_000,
      run: (r) => [
        {
          svc: "pollbook-sync",
          msg: `delta sync to ${r.int(300, 340)} devices: ${r.int(10, 90)} records seq=${r.digits(7)}`,
        },
      ],
    },
    {
      periodMs: 22_000,
      run: (r) =>
        r.chance(0.15)
          ? [
              {
                svc: "staff-sso",
                level: "warn",
                msg: `type=LOGIN_ERROR, realmId=marlow, clientId=pollpad, userId=null, ipAddress=10.44.${r.int(1, 60)}.${r.int(2, 250)}, error=invalid_user_credentials, auth_method=openid-connect, username=pw${r.digits(4)}`,
              },
            ]
          : [
              {
                svc: "staff-sso",
                msg: `type=LOGIN, realmId=marlow, clientId=pollpad, userId=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}, ipAddress=10.44.${r.int(1, 60)}.${r.int(2, 250)}, auth_method=openid-connect, username=pw${r.digits(4)}`,
              },
            ],
    },
    { periodMs: 300_000, run: pgCheckpoint("ems-pg") },
    {
      periodMs: 10_000,
      run: (r) => [
        {
          svc: "vc-gateway",
          msg: `"GET /ready HTTP/1.1" 200 - 0 2 ${r.int(0, 2)} ${r.int(0, 2)} "-" "kube-probe/1.29" "${r.hex(8)}-${r.hex(4)}" "checkin-api:8080"`,
        },
      ],
    },
    {
      periodMs: 240_000,
      run: () => [
        {
          svc: "voter-lookup",
          level: "warn",
          msg: "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA jakarta.persistence.criteria.CriteriaQuery instead",
        },
      ],
    },
    {
      periodMs: 90_000,
      run: (r) => [
        { svc: "checkin-api", level: "warn", msg: `voter-lookup request failed (ECONNRESET), retry 1/3 in 200ms` },
        { svc: "checkin-api", dt: r.int(220, 500), msg: `voter-lookup request ok after retry 1/3` },
      ],
    },
    {
      periodMs: 60_000,
      run: (r) => [
        {
          svc: "bod-print",
          msg: `Printer VC-${String(r.int(1, 24)).padStart(2, "0")}-P${r.int(1, 3)} status: ready, paper 11x17 ${r.int(20, 95)}%, toner ${r.int(15, 90)}%`,
        },
      ],
    },
    {
      periodMs: 120_000,
      run: (r) => [{ svc: "ballot-styles", msg: `style cache refresh: ${r.int(140, 160)} styles, 0 changed` }],
    },
  ],
};

export const HARLAN: Estate = {
  key: "harlan",
  company: "Harlan County Registrar of Voters (mail ballots, canvass)",
  namespace: "harlan-rov",
  traceIds: true,
  newTrace: (r) => r.hex(16),
  services: [
    { name: "voter-portal", runtime: "node" },
    { name: "ballot-tracker", runtime: "ruby" },
    { name: "imb-ingest", runtime: "python" },
    { name: "sigverify", runtime: "python" },
    { name: "cure-letters", runtime: "node" },
    { name: "print-vendor-bridge", runtime: "java" },
    { name: "envelope-sorter", runtime: "cpp" },
    { name: "canvass-audit", runtime: "python" },
    { name: "audit-search", runtime: "elasticsearch" },
  ],
  avgFlowLines: 3.2,
  days: [
    ["2026-10-27", 8, 16],
    ["2026-11-04", 7, 18],
    ["2026-11-06", 8, 17],
    ["2026-11-10", 9, 16],
  ],
  flow: (r) =>
    weighted(r, [
      [
        4,
        () => [
          {
            svc: "ballot-tracker",
            msg: `Completed 200 OK in ${r.int(9, 70)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(1500, 9000)})`,
          },
          { svc: "voter-portal", msg: `GET /api/ballot-status 200 ${r.int(20, 160)}ms` },
        ],
      ],
      [
        4,
        () => {
          const piece = r.digits(6);
          const hv = `HC-${r.digits(7)}`;
          const flag = r.chance(0.07);
          return [
            {
              svc: "envelope-sorter",
              msg: `piece ${piece} IMb 00700901${r.digits(12)} -> pocket ${r.int(1, 24)} signature image captured (${r.int(180, 260)} dpi)`,
            },
            {
              svc: "sigverify",
              msg: flag
                ? `envelope ${piece} voter ${hv} score=0.${r.int(20, 59)} FLAGGED for manual review (stroke mismatch)`
                : `envelope ${piece} voter ${hv} score=0.${r.int(82, 99)} ACCEPT`,
            },
            { svc: "ballot-tracker", msg: `ballot ${hv} status RETURNED -> ${flag ? "SIGNATURE_REVIEW" : "ACCEPTED"}` },
          ];
        },
      ],
      [
        3,
        () => [
          {
            svc: "imb-ingest",
            msg: `IV-MTR scan IMb 00700901${r.digits(12)} op=${r.pick(["919", "895", "265"])} ${r.pick(["PORTLAND OR P&DC", "EUGENE OR P&DC", "SALEM OR", "MEDFORD OR"])}`,
          },
          {
            svc: "ballot-tracker",
            msg: `ballot HC-${r.digits(7)} status ${r.pick(["MAILED -> IN_TRANSIT", "IN_TRANSIT -> IN_TRANSIT", "IN_TRANSIT -> RETURNED"])}`,
          },
        ],
      ],
      [
        1,
        () => [
          {
            svc: "audit-search",
            msg: `[cvr-2026][${r.int(0, 4)}] bulk indexed ${r.int(50, 400)} docs in ${r.int(20, 180)}ms`,
            noTrace: true,
          },
          { svc: "canvass-audit", msg: `"POST /api/batches/ HTTP/1.1" 201 ${r.int(200, 900)}` },
        ],
      ],
    ])(),
  jobs: [
    {
      periodMs: 3_500,
      run: (r) => [
        {
          svc: "imb-ingest",
          level: "error",
          msg: `skipped IV-MTR record: IMb 00700${r.digits(15)} has no matching ballot (serial outside county range)`,
        },
      ],
    },
    {
      periodMs: 35_000,
      run: (r) => [
        {
          svc: "cure-letters",
          msg: `cure letter CL-${r.digits(6)} queued for HC-${r.digits(7)} reason=${r.pick(["signature_mismatch", "signature_missing", "signature_mismatch"])} lang=${r.pick(["en", "en", "es", "vi"])}`,
        },
      ],
    },
    {
      periodMs: 45_000,
      run: (r) => [
        {
          svc: "ballot-tracker",
          level: "warn",
          msg: `ballot HC-${r.digits(7)} returned undeliverable by USPS (${r.pick(["Attempted - Not Known", "Insufficient Address", "Vacant", "No Such Number"])}); voter flagged for address confirmation`,
        },
      ],
    },
    {
      periodMs: 60_000,
      run: (r) => [
        {
          svc: "print-vendor-bridge",
          msg: `SFTP put batch PB-${r.digits(5)}.zip (${r.int(200, 2400)} records) to vendor inbox ok in ${r.int(400, 2500)} ms`,
        },
      ],
    },
    {
      periodMs: 30_000,
      run: (r) => [
        {
          svc: "envelope-sorter",
          msg: `sorter status: ${r.int(3600, 4400)} pieces/hr, rejects=${r.int(0, 9)}, jams=0, feeder=RUN`,
        },
      ],
    },
    {
      periodMs: 200_000,
      run: () => [
        {
          svc: "audit-search",
          level: "warn",
          msg: "[types removal] Specifying types in bulk requests is deprecated.",
        },
      ],
    },
    {
      periodMs: 70_000,
      run: (r) => [
        {
          svc: "sigverify",
          level: "warn",
          msg: `reference signature fetch attempt 1/3 timed out after 2.0s, retrying`,
        },
        {
          svc: "sigverify",
          dt: r.int(200, 900),
          msg: `reference signature fetch ok on attempt 2/3 (${r.int(200, 800)}ms)`,
        },
      ],
    },
    {
      periodMs: 15_000,
      run: (r) => [{ svc: "voter-portal", msg: `GET /healthz 200 ${r.int(0, 2)}ms` }],
    },
    {
      periodMs: 90_000,
      run: (r) => [
        {
          svc: "canvass-audit",
          msg: `reconciliation: ${r.int(100, 400)} batches, ballots counted vs manifest delta=0`,
        },
      ],
    },
  ],
};

export const ENR: Estate = {
  key: "enr",
  company: "State Secretary of State, election night reporting",
  namespace: "enr-prod",
  traceIds: true,
  newTrace: (r) => r.hex(32),
  services: [
    { name: "results-cache", runtime: "nginx" },
    { name: "results-web", runtime: "node" },
    { name: "results-api", runtime: "go" },
    { name: "tab-upload", runtime: "java" },
    { name: "results-aggregator", runtime: "dotnet" },
    { name: "county-feed", runtime: "python" },
    { name: "media-feed", runtime: "ruby" },
    { name: "rla-tool", runtime: "python" },
    { name: "results-redis", runtime: "redis" },
  ],
  avgFlowLines: 2.1,
  days: [
    ["2026-11-03", 20, 23],
    ["2026-11-03", 21, 23],
    ["2026-11-04", 0, 3],
    ["2026-11-05", 14, 18],
  ],
  flow: (r) =>
    weighted(r, [
      [
        6,
        () => {
          const c = String(r.int(1, 260)).padStart(4, "0");
          const hit = r.chance(0.82);
          const out: Step[] = [];
          if (!hit) {
            out.push({ svc: "results-api", msg: `GET /v1/contests/${c} 200 ${r.int(2, 30)}ms cache=redis` });
            out.push({ svc: "results-web", msg: `GET /contest/${c} 200 in ${r.int(30, 180)}ms` });
          }
          out.push({
            svc: "results-cache",
            msg: `${r.int(1, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)} - - "GET /results/general-2026/contest/${c} HTTP/2.0" 200 ${r.int(9000, 40000)} "-" "${r.pick(["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "Mozilla/5.0 (Linux; Android 15)"])}" rt=0.0${r.digits(2)} cache=${hit ? "HIT" : "MISS"}`,
          });
          return out;
        },
      ],
      [2, () => [{ svc: "results-api", msg: `GET /v1/summary?county=${r.pick(COUNTIES)} 200 ${r.int(2, 25)}ms` }]],
      [
        1,
        () => {
          const c = r.pick(COUNTIES);
          const b = r.int(10, 80);
          return [
            {
              svc: "tab-upload",
              msg: `Received results file ENR_${c}_batch_${b}.xml (${r.int(40, 300)} KB) from county ${c}, sha256=${r.hex(16)}…`,
            },
            {
              svc: "results-aggregator",
              dt: r.int(200, 900),
              msg: `Applied county ${c} batch ${b}: ${r.int(40, 260)} contests, ${r.int(800, 30000)} ballots`,
            },
            { svc: "results-api", msg: `invalidated ${r.int(40, 260)} cached contests for county ${c}` },
          ];
        },
      ],
    ])(),
  jobs: [
    {
      periodMs: 2_500,
      run: (r) => [
        {
          svc: "results-cache",
          level: "error",
          msg: `[error] 31#31: *${r.digits(6)} open() "/usr/share/nginx/html/apple-touch-icon-precomposed.png" failed (2: No such file or directory), client: ${r.int(1, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}, server: results.sos.example.gov, request: "GET /apple-touch-icon-precomposed.png HTTP/2.0"`,
        },
      ],
    },
    {
      periodMs: 40_000,
      run: (r) => [
        {
          svc: "results-cache",
          level: "warn",
          msg: `[warn] 31#31: *${r.digits(6)} delaying request, excess: 1${r.int(0, 9)}.${r.digits(3)}, by zone "refresh", client: ${r.int(1, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}, server: results.sos.example.gov, request: "GET /results/general-2026/summary HTTP/2.0"`,
        },
      ],
    },
    {
      periodMs: 30_000,
      run: (r) => [
        { svc: "county-feed", msg: `polled county ${r.pick(COUNTIES)} export: not modified (etag "${r.hex(10)}")` },
      ],
    },
    {
      periodMs: 60_000,
      run: (r) => [
        {
          svc: "media-feed",
          msg: `Posted AP results feed seq=${r.digits(4)} (${r.int(180, 240)} contests) in ${r.int(300, 1400)}ms`,
        },
      ],
    },
    {
      periodMs: 60_000,
      run: (r) => [
        { svc: "results-redis", msg: `1:M * ${r.int(1000, 10000)} changes in 60 seconds. Saving...` },
        { svc: "results-redis", dt: 5, msg: `1:M * Background saving started by pid ${r.int(100, 900)}` },
        { svc: "results-redis", dt: r.int(200, 900), msg: "1:M * Background saving terminated with success" },
      ],
    },
    {
      periodMs: 50_000,
      run: (r) => [
        {
          svc: "rla-tool",
          msg: `ballot manifest county ${r.pick(COUNTIES)} loaded: ${r.int(100, 500)} batches, ${r.int(9000, 90000)} ballots`,
        },
      ],
    },
    {
      periodMs: 300_000,
      run: () => [
        {
          svc: "media-feed",
          level: "warn",
          msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
        },
      ],
    },
    {
      periodMs: 80_000,
      run: (r) => [
        {
          svc: "tab-upload",
          level: "warn",
          msg: "S3 PutObject archive/ENR attempt 1 failed: SlowDown (503), retrying in 200 ms",
        },
        { svc: "tab-upload", dt: r.int(220, 600), msg: "S3 PutObject archive/ENR succeeded on attempt 2" },
      ],
    },
    {
      periodMs: 10_000,
      run: (r) => [{ svc: "results-web", msg: `GET /api/health 200 in ${r.int(0, 3)}ms` }],
    },
  ],
};

export const ESTATES: Record<Estate["key"], Estate> = { sos: SOS, marlow: MARLOW, harlan: HARLAN, enr: ENR };
