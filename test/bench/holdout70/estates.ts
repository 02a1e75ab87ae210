// The four made-up companies of holdout70: their services, runtimes, request flows and everyday noise.
import type { Level } from "./formats.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Part = [svc: string, level: Level, tpl: string];
export interface Flow {
  perMin: number;
  parts: Part[];
}
export interface Noise {
  svc: string;
  level: Level;
  perMin: number;
  tpl: string[];
}
export interface Estate {
  key: "T" | "M" | "H" | "C";
  company: string;
  ns: string;
  /** How request ids look in this estate, or none at all. */
  traces: "hex12" | "w3c" | "uuid" | "none";
  svcs: Record<string, Runtime>;
  flows: Flow[];
  noise: Noise[];
  /** The one service with a constant harmless complaint from the first minute. */
  noisy: Noise;
  deprecations: Part[];
  /** [warn about a retry, the success right after]. */
  retries: [Part, Part][];
  /** Harmless domain trouble: always present, a bit more in quiet windows. */
  domain: Noise[];
  periodic: { svc: string; level: Level; everySec: number; tpl: string }[];
}

const T: Estate = {
  key: "T",
  company: "Tidewater Container Line",
  ns: "tidewater-prod",
  traces: "hex12",
  svcs: {
    "booking-api": "java",
    "rate-engine": "java",
    "vessel-schedule": "go",
    "bl-docs": "python",
    "edi-gateway": "java",
    "customs-filing": "dotnet",
    "tracking-sync": "node",
    "invoice-svc": "ruby",
    "doc-render": "node",
  },
  flows: [
    {
      perMin: 22,
      parts: [
        ["booking-api", "INFO", "POST /api/v3/bookings/quote 200 {ms}ms client=web-portal"],
        ["rate-engine", "INFO", "Priced {port}->{port} 40HC spot=USD {n}45 surcharges=[BAF,THC,ISPS] in {ms}ms"],
        ["vessel-schedule", "INFO", 'level=info msg="schedule lookup" voyage={voy} legs=2 cache=hit dur={ms}µs'],
      ],
    },
    {
      perMin: 9,
      parts: [
        ["booking-api", "INFO", "Booking {bk} confirmed voyage {voy} equipment=2x40HC shipper=SHP{n}11"],
        ["edi-gateway", "INFO", "IFTMBC D.99B sent for booking {bk} to partner INTTRA (interchange {n}0{n})"],
        ["bl-docs", "INFO", "draft B/L {bl} created for booking {bk}"],
      ],
    },
    {
      perMin: 7,
      parts: [
        [
          "edi-gateway",
          "INFO",
          "IFTMIN received from partner CARGOSMART interchange ref {hex} (shipping instruction {bk})",
        ],
        ["bl-docs", "INFO", "shipping instruction merged into {bl}: 3 containers, 2 seals"],
        ["customs-filing", "INFO", "AMS filing queued for {bl} (pre-load 24h rule, port of loading {port})"],
        ["doc-render", "INFO", "rendered bl-draft.pdf for {bl} pages=3 in {ms}ms"],
      ],
    },
    {
      perMin: 12,
      parts: [
        ["tracking-sync", "INFO", "IFTSTA event stored container={ctr} code=VD location={port}"],
        ["booking-api", "INFO", "GET /api/v3/tracking/{ctr} 200 {ms}ms"],
      ],
    },
    {
      perMin: 4,
      parts: [
        [
          "invoice-svc",
          "INFO",
          "Completed 201 Created in {ms}ms (Views: 0.4ms | ActiveRecord: 12.1ms | Allocations: 4{n}1)",
        ],
        ["doc-render", "INFO", "rendered invoice.pdf for {inv} pages=1 in {ms}ms"],
      ],
    },
    {
      perMin: 3,
      parts: [["customs-filing", "INFO", "ENS filing {hex} accepted by ICS2 (MRN 26NL{n}00{hex})"]],
    },
  ],
  noise: [
    {
      svc: "vessel-schedule",
      level: "INFO",
      perMin: 6,
      tpl: ['level=info msg="AIS position merged" vessel="{vsl}" sog=17.{n} eta_drift={s}m'],
    },
    { svc: "rate-engine", level: "DEBUG", perMin: 5, tpl: ["Cache refresh for tariff FAK {port}: {n} rows"] },
  ],
  noisy: {
    svc: "tracking-sync",
    level: "ERROR",
    perMin: 5,
    tpl: [
      "IFTSTA from partner SEAWAYS rejected: unknown status code 'ZZ' for {ctr} (message skipped)",
      "IFTSTA from partner SEAWAYS rejected: unknown status code 'XX' for {ctr} (message skipped)",
    ],
  },
  deprecations: [
    [
      "booking-api",
      "WARN",
      "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
    ],
    [
      "doc-render",
      "WARN",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ],
  ],
  retries: [
    [
      [
        "edi-gateway",
        "WARN",
        "AS2 MDN not received from partner INTTRA within 30s, resending interchange {n}0{n} (attempt 2/5)",
      ],
      ["edi-gateway", "INFO", "AS2 MDN received from partner INTTRA: processed"],
    ],
    [
      ["tracking-sync", "WARN", "carrier API {scac} answered 504 for /events, retry 1/3 in 2000ms"],
      ["tracking-sync", "INFO", "carrier API {scac} events fetched (41 events, {slow}ms)"],
    ],
  ],
  domain: [
    {
      svc: "booking-api",
      level: "WARN",
      perMin: 1.5,
      tpl: [
        "Booking request rejected: documentation cut-off passed for voyage {voy} ({port})",
        "Booking request rejected: VGM cut-off passed for voyage {voy}",
      ],
    },
    {
      svc: "tracking-sync",
      level: "WARN",
      perMin: 2,
      tpl: ["carrier API {scac} slow: {slow}ms for GET /track/events (threshold 3000ms)"],
    },
    {
      svc: "customs-filing",
      level: "WARN",
      perMin: 0.6,
      tpl: [
        "AMS disposition 1C for {bl}: hold placed by CBP (do not load)",
        "ENS {hex} referral: do-not-load request DNL from ICS2, awaiting security check",
      ],
    },
  ],
  periodic: [
    {
      svc: "invoice-svc",
      level: "INFO",
      everySec: 60,
      tpl: "[ActiveJob] [DemurrageAccrualJob] Performed in {ms}ms (accrued {n} containers)",
    },
    {
      svc: "vessel-schedule",
      level: "INFO",
      everySec: 120,
      tpl: 'level=info msg="schedule snapshot published" voyages={n}4 version=26{n}',
    },
  ],
};

const M: Estate = {
  key: "M",
  company: "Meridian Freight Forwarding",
  ns: "meridian",
  traces: "none",
  svcs: {
    "fwd-portal": "node",
    "quote-svc": "python",
    "carrier-connect": "go",
    "shipment-tracker": "python",
    "customs-broker": "java",
    "doc-gen": "dotnet",
    billing: "ruby",
    "edi-hub": "java",
    notifier: "go",
  },
  flows: [
    {
      perMin: 20,
      parts: [
        ["fwd-portal", "INFO", "POST /api/quotes 200 {ms} ms - 2{n}4"],
        ["quote-svc", "INFO", "quote Q{n}{n}{n} FCL {port}->{port} carriers=4 best={scac} in {ms}ms"],
        ["carrier-connect", "INFO", 'msg="rates fetched" scac={scac} lane={port}-{port} dur={ms}ms'],
      ],
    },
    {
      perMin: 16,
      parts: [
        ["fwd-portal", "INFO", "GET /api/shipments/{shp} 200 {ms} ms - 8{n}2"],
        ["shipment-tracker", "INFO", "shipment {shp} milestones=7 last=DEPARTED_POL source={scac}"],
      ],
    },
    {
      perMin: 8,
      parts: [
        ["shipment-tracker", "INFO", "polled {scac} for 25 containers, 9 new events"],
        ["carrier-connect", "INFO", 'msg="track call ok" scac={scac} status=200 dur={ms}ms'],
        ["notifier", "INFO", 'msg="email queued" template=milestone_update shipment={shp}'],
      ],
    },
    {
      perMin: 5,
      parts: [
        ["customs-broker", "INFO", "ENS entry summary prepared for {shp}: 4 house consignments, HS {hs}"],
        ["edi-hub", "INFO", "IFTMIN written for {shp} to outbound/carriers/{scac} ({kb} KB)"],
        ["doc-gen", "INFO", "Generated commercial-invoice for {shp} in {ms} ms"],
      ],
    },
    {
      perMin: 4,
      parts: [
        ["billing", "INFO", "Completed 200 OK in {ms}ms (Views: 2.1ms | ActiveRecord: 8.4ms)"],
        ["doc-gen", "INFO", "Generated freight-invoice for {shp} in {ms} ms"],
      ],
    },
  ],
  noise: [
    { svc: "edi-hub", level: "INFO", perMin: 4, tpl: ["IFTSTA batch from {scac} parsed: {n} messages, 0 rejected"] },
    { svc: "notifier", level: "INFO", perMin: 5, tpl: ['msg="email delivered" provider=ses id=0102{hex}'] },
  ],
  noisy: {
    svc: "shipment-tracker",
    level: "WARN",
    perMin: 6,
    tpl: ["carrier {scac} returned container {ctr} not found for shipment {shp}; keeping last known milestone"],
  },
  deprecations: [
    [
      "quote-svc",
      "WARN",
      "/app/quote/pricing.py:212: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    ],
    ["fwd-portal", "WARN", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
  ],
  retries: [
    [
      ["carrier-connect", "WARN", 'msg="retrying" scac={scac} attempt=2 err="unexpected EOF"'],
      ["carrier-connect", "INFO", 'msg="rates fetched" scac={scac} attempt=2 dur={slow}ms'],
    ],
    [
      ["edi-hub", "WARN", "SFTP upload to {scac} failed (Connection reset), retrying in 5s"],
      ["edi-hub", "INFO", "SFTP upload to {scac} completed after retry"],
    ],
  ],
  domain: [
    {
      svc: "carrier-connect",
      level: "WARN",
      perMin: 2,
      tpl: ['msg="slow carrier answer" scac={scac} dur={slow}ms threshold=3000ms'],
    },
    {
      svc: "quote-svc",
      level: "WARN",
      perMin: 1,
      tpl: ["booking request for {shp} rejected by {scac}: cargo cut-off passed (CY close)"],
    },
    {
      svc: "customs-broker",
      level: "WARN",
      perMin: 0.7,
      tpl: [
        "Customs hold on {shp}: exam ordered (X-ray), release pending",
        "Entry for {shp} under review: HS {hs} requires licence check",
      ],
    },
  ],
  periodic: [
    { svc: "billing", level: "INFO", everySec: 60, tpl: "[Sidekiq] FxRatesRefreshJob JID-{hex} done: {ms} ms" },
    { svc: "edi-hub", level: "INFO", everySec: 90, tpl: "Polling inbound SFTP /inbound/iftsta: {n} files" },
  ],
};

const H: Estate = {
  key: "H",
  company: "Halvorsen Bio R&D",
  ns: "rnd-lab",
  traces: "uuid",
  svcs: {
    "eln-api": "node",
    "lims-core": "java",
    "cds-bridge": "python",
    "plate-agent": "dotnet",
    "freezer-watch": "go",
    "sample-store": "java",
    "report-builder": "python",
    "instrument-hub": "cpp",
    "audit-trail": "go",
  },
  flows: [
    {
      perMin: 14,
      parts: [
        ["eln-api", "INFO", "PUT /v1/experiments/{exp}/entries 200 {ms}ms"],
        ["lims-core", "INFO", "Sample {smp} linked to experiment {exp}"],
        ["audit-trail", "INFO", 'level=info msg="audit event stored" kind=entry.update exp={exp}'],
      ],
    },
    {
      perMin: 10,
      parts: [
        ["lims-core", "INFO", "Registered sample {smp} (matrix=plasma, volume=250uL)"],
        ["sample-store", "INFO", "Location assigned for {smp}: {frz}/rack 3/box {n}/pos {n}"],
      ],
    },
    {
      perMin: 6,
      parts: [
        ["cds-bridge", "INFO", "Empower result set {n}4{n} for {inst} imported: 24 chromatograms"],
        ["lims-core", "INFO", "Result batch for {smp} stored (assay HPLC-PURITY)"],
      ],
    },
    {
      perMin: 6,
      parts: [
        [
          "plate-agent",
          "INFO",
          "Plate {plate} read on EnVision-2 (384 wells, protocol ALPHA-SCREEN) uploaded in {ms} ms",
        ],
        ["lims-core", "INFO", "Plate {plate} results accepted (384 wells)"],
      ],
    },
    {
      perMin: 3,
      parts: [
        ["report-builder", "INFO", "CoA generated for {smp} (4 pages, {ms}ms)"],
        ["eln-api", "INFO", "GET /v1/reports/{smp}/coa 200 {ms}ms"],
      ],
    },
  ],
  noise: [
    {
      svc: "instrument-hub",
      level: "INFO",
      perMin: 8,
      tpl: ["[info] {inst} status RUNNING seq pos {n}/96", "[info] {inst} heartbeat ok (drift 12ms)"],
    },
    {
      svc: "freezer-watch",
      level: "INFO",
      perMin: 9,
      tpl: ['level=info msg="reading" freezer={frz} temp=-7{d}.{d}C door=closed'],
    },
  ],
  noisy: {
    svc: "instrument-hub",
    level: "ERROR",
    perMin: 4,
    tpl: ["[error] GC-11 serial read failed on COM4: checksum mismatch in frame, dropping frame"],
  },
  deprecations: [
    [
      "lims-core",
      "WARN",
      "HHH90000021: Encountered deprecated setting [javax.persistence.sharedCache.mode], use [jakarta.persistence.sharedCache.mode] instead",
    ],
    [
      "cds-bridge",
      "WARN",
      "/opt/cds/venv/lib/python3.11/site-packages/zeep/loader.py:65: DeprecationWarning: pkg_resources is deprecated as an API",
    ],
  ],
  retries: [
    [
      ["cds-bridge", "WARN", "Empower toolkit call GetResultSet busy (project QC_LAB), retry 1/3 after 5s"],
      ["cds-bridge", "INFO", "Empower toolkit call GetResultSet ok after retry ({slow}ms)"],
    ],
    [
      ["plate-agent", "WARN", "Upload of {plate} to lims-core got 503, retry 1 of 4 in 2000 ms"],
      ["plate-agent", "INFO", "Upload of {plate} to lims-core succeeded on attempt 2"],
    ],
  ],
  domain: [
    {
      svc: "freezer-watch",
      level: "WARN",
      perMin: 1.2,
      tpl: [
        'level=warn msg="temperature excursion" freezer={frz} temp=-6{d}.{d}C door=open duration={s}s',
        'level=info msg="excursion cleared" freezer={frz} door=closed',
      ],
    },
    {
      svc: "cds-bridge",
      level: "WARN",
      perMin: 0.8,
      tpl: ["Run on {inst} aborted by user (sequence {n}, reason: 'column pressure drift, re-equilibrating')"],
    },
    {
      svc: "lims-core",
      level: "WARN",
      perMin: 1,
      tpl: [
        "Sample {smp} failed QC: hemolysis index 3 (limit 2), status set to REJECTED",
        "Sample {smp} failed QC: volume below 50uL",
      ],
    },
  ],
  periodic: [
    {
      svc: "audit-trail",
      level: "INFO",
      everySec: 60,
      tpl: 'level=info msg="hash chain sealed" block={n}{n}{n} entries={n}',
    },
    {
      svc: "sample-store",
      level: "INFO",
      everySec: 120,
      tpl: "Inventory reconciliation finished: 0 discrepancies ({ms} ms)",
    },
  ],
};

const C: Estate = {
  key: "C",
  company: "Corvid Clinical Trials",
  ns: "trials-prod",
  traces: "w3c",
  svcs: {
    "site-portal": "node",
    "edc-api": "dotnet",
    "irt-randomizer": "java",
    "drug-supply": "java",
    "esource-sync": "go",
    "query-engine": "ruby",
    "consent-svc": "python",
    "notify-svc": "go",
    "audit-log": "python",
  },
  flows: [
    {
      perMin: 16,
      parts: [
        ["site-portal", "INFO", "POST /api/visits 201 {ms} ms"],
        ["edc-api", "INFO", "Saved eCRF VITALS for subject {subj} visit V{n} (site {site})"],
        ["audit-log", "INFO", "audit write: ecrf.save subject={subj}"],
      ],
    },
    {
      perMin: 3,
      parts: [
        ["site-portal", "INFO", "POST /api/randomize 200 {ms} ms"],
        [
          "irt-randomizer",
          "INFO",
          "Subject {subj} randomized: stratum AGE>=65/EU, arm concealed, list RL-2026-A seq {n}",
        ],
        ["drug-supply", "INFO", "Kit {kit} dispensed to subject {subj} at site {site}"],
        ["notify-svc", "INFO", 'msg="randomization confirmation sent" site={site}'],
      ],
    },
    {
      perMin: 10,
      parts: [
        ["esource-sync", "INFO", 'msg="fhir pull ok" site={site} resources=Observation count={n} dur={ms}ms'],
        ["edc-api", "INFO", "eSource batch merged for site {site}: {n} values"],
      ],
    },
    {
      perMin: 6,
      parts: [
        ["query-engine", "INFO", "Completed 200 OK in {ms}ms (ActiveRecord: 9.3ms)"],
        ["edc-api", "INFO", "Query Q-{n}{n}1 answered by site {site}"],
      ],
    },
    {
      perMin: 3,
      parts: [
        ["consent-svc", "INFO", "consent envelope {hex} completed for subject {subj}"],
        ["audit-log", "INFO", "audit write: consent.signed subject={subj}"],
      ],
    },
  ],
  noise: [
    {
      svc: "site-portal",
      level: "INFO",
      perMin: 10,
      tpl: ["GET /api/subjects?site={site} 200 {ms} ms", "GET /api/forms/VITALS 304 {ms} ms"],
    },
    { svc: "drug-supply", level: "INFO", perMin: 3, tpl: ["Depot DE-{n} stock check: 4 kit types above trigger"] },
  ],
  noisy: {
    svc: "edc-api",
    level: "WARN",
    perMin: 5,
    tpl: ["Edit check EC-214 fired for subject {subj}: visit date later than data entry date (site {site})"],
  },
  deprecations: [
    [
      "edc-api",
      "WARN",
      "The 'UseSqlServer' overload with 'EnableRetryOnFailure' callback is obsolete; configure retry via SqlServerRetryingExecutionStrategy.",
    ],
    [
      "query-engine",
      "WARN",
      "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from QueryDigest#window at app/models/query_digest.rb:{line})",
    ],
  ],
  retries: [
    [
      ["esource-sync", "WARN", 'msg="fhir pull retry" site={site} attempt=2 err="context deadline exceeded"'],
      ["esource-sync", "INFO", 'msg="fhir pull ok" site={site} attempt=2 dur={slow}ms'],
    ],
    [
      ["notify-svc", "WARN", 'msg="smtp temp failure, will retry" code=451 site={site}'],
      ["notify-svc", "INFO", 'msg="smtp delivered on retry" site={site}'],
    ],
  ],
  domain: [
    {
      svc: "edc-api",
      level: "WARN",
      perMin: 1.2,
      tpl: [
        "Late data entry: site {site} entered visit V{n} for {subj} 1{n} days after visit",
        "Site {site} has {n} overdue eCRF pages",
      ],
    },
    {
      svc: "drug-supply",
      level: "WARN",
      perMin: 0.5,
      tpl: ["Temperature excursion reported for shipment SH-{n}{n} to site {site}: kits quarantined"],
    },
    { svc: "esource-sync", level: "WARN", perMin: 0.8, tpl: ['msg="site EHR slow" site={site} dur={slow}ms'] },
  ],
  periodic: [
    {
      svc: "query-engine",
      level: "INFO",
      everySec: 60,
      tpl: "[ActiveJob] [QueryAgingJob] Performed in {ms}ms ({n} open queries aged)",
    },
    { svc: "drug-supply", level: "INFO", everySec: 120, tpl: "Resupply run finished: 0 shipments triggered" },
  ],
};

export const ESTATES: Record<Estate["key"], Estate> = { T, M, H, C };

/** Health check lines in each runtime's own access-log style. */
export function healthLine(rt: Runtime, svc: string): string {
  switch (rt) {
    case "java":
      return "GET /actuator/health 200 ({ms}µs)";
    case "go":
      return 'level=debug msg="http request" method=GET path=/healthz status=200 dur=312µs';
    case "python":
      return '{ip} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"';
    case "node":
      return "GET /healthz 200 1.{n}1 ms - 15";
    case "dotnet":
      return "Request finished HTTP/1.1 GET http://{ip}:8080/health - 200 - text/plain 0.8{n}ms";
    case "ruby":
      return 'Started GET "/up" for {ip} ... Completed 200 OK in 1ms';
    case "cpp":
      return `[info] ${svc} watchdog ok`;
  }
}

/** What a restart or rollout looks like in each runtime. */
export function deployLines(rt: Runtime, svc: string, ver: string): string[] {
  switch (rt) {
    case "java":
      return [
        `Starting ${camel(svc)}Application v${ver} using Java 21.0.3 with PID 1`,
        "Tomcat started on port 8080 (http) with context path '/'",
        `Started ${camel(svc)}Application in 8.{n} seconds (process running for 9.{n})`,
      ];
    case "go":
      return [
        `level=info msg="starting" service=${svc} version=v${ver} commit={hex}`,
        'level=info msg="listening" addr=:8080',
      ];
    case "python":
      return [
        "[1] [INFO] Starting gunicorn 22.0.0",
        "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)",
        "[{pid}] [INFO] Booting worker with pid: {pid}",
      ];
    case "node":
      return [`${svc}@${ver} starting (node v20.14.0, NODE_ENV=production)`, "server listening on port 3000"];
    case "dotnet":
      return [
        "Now listening on: http://[::]:8080",
        "Application started. Press Ctrl+C to shut down.",
        "Hosting environment: Production",
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango (app ${ver})`,
        "* Listening on http://0.0.0.0:3000",
      ];
    case "cpp":
      return [`[info] ${svc} ${ver} started, config /etc/${svc}/hub.ini`];
  }
}

const camel = (s: string) =>
  s
    .split("-")
    .map((w) => (w[0] ?? "").toUpperCase() + w.slice(1))
    .join("");
