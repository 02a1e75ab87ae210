// The four made-up estates of quiet66: two library systems and two museums, each with its everyday traffic,
// probes, scheduled jobs, one service that is always noisy, a deprecation warning and retries that succeed.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Runtime = "java" | "node" | "python" | "go" | "dotnet" | "ruby" | "cpp" | "php" | "perl";
export type Domain = "library" | "museum";

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  traces: boolean;
  services: string[];
  runtime: Record<string, Runtime>;
  /** Role name -> service, so noise and incidents can be written once per domain. */
  roles: Record<string, string>;
  baseline(s: Stream): void;
}

const BRANCHES = ["CEN", "NTH", "RVR", "OAK", "MLL", "WST", "HBR", "ELM", "BRK", "STN"];
const QUERIES = [
  "climate+change",
  "harry+potter",
  "dinosaurs",
  "knitting",
  "local+history",
  "python+programming",
  "graphic+novels",
  "tax+forms",
  "le+guin",
  "sourdough",
  "ww2+memoirs",
  "bird+guides",
  "esperanto",
  "cookbooks+vegan",
  "jane+austen",
];
export const pad2 = (n: number) => String(n).padStart(2, "0");
export const dueDate = (rng: Rng) => `2027-01-${pad2(rng.int(4, 28))}`;
export const item = (rng: Rng) => `3${rng.digits(12)}`;
export const patron = (rng: Rng) => `2100${rng.digits(9)}`;
export const bib = (rng: Rng) => String(rng.int(100000, 2999999));
export const isbn = (rng: Rng) => `978${rng.digits(10)}`;
export const branch = (rng: Rng) => rng.pick(BRANCHES);
export const query = (rng: Rng) => rng.pick(QUERIES);
export const obj = (rng: Rng) => `${rng.int(1890, 2024)}.${rng.int(1, 400)}.${rng.int(1, 60)}`;

/** A request flow: an incident may take it over while it runs. */
function flow(s: Stream, name: string, meanMs: number, ok: (t: number, tr: string | undefined) => void): void {
  s.every(meanMs, (t) => {
    const tr = s.newTrace();
    if (s.intercept?.(name, t, tr)) return;
    ok(t, tr);
  });
}

function probes(s: Stream, svcs: string[], path: string): void {
  for (const svc of svcs)
    s.periodic(10000, (t) => s.add(t, svc, "info", `GET ${path} 200 ${s.rng.int(0, 3)}ms ua=kube-probe/1.29`));
}

// ---------------------------------------------------------------- Tri-County Library Consortium (trace ids)
const tcl: Estate = {
  key: "tcl",
  company: "Tri-County Library Consortium",
  domain: "library",
  namespace: "tcl-prod",
  traces: true,
  services: [
    "discovery-ui",
    "circulation-svc",
    "holds-allocator",
    "sip2-bridge",
    "patron-sso",
    "marc-ingest",
    "solr-catalog",
    "notices-mailer",
    "ebook-gateway",
    "fines-service",
  ],
  runtime: {
    "discovery-ui": "node",
    "circulation-svc": "java",
    "holds-allocator": "java",
    "sip2-bridge": "python",
    "patron-sso": "node",
    "marc-ingest": "ruby",
    "solr-catalog": "java",
    "notices-mailer": "python",
    "ebook-gateway": "go",
    "fines-service": "dotnet",
  },
  roles: {
    web: "discovery-ui",
    circ: "circulation-svc",
    holds: "holds-allocator",
    sip: "sip2-bridge",
    auth: "patron-sso",
    marc: "marc-ingest",
    search: "solr-catalog",
    notices: "notices-mailer",
    ebook: "ebook-gateway",
    fines: "fines-service",
  },
  baseline(s) {
    const r = s.rng;
    flow(s, "search", 1300, (t, tr) => {
      const q = query(r);
      const qt = r.int(2, 60);
      s.add(
        t + 8,
        "solr-catalog",
        "info",
        `[catalog_shard1_replica_n1]  webapp=/solr path=/select params={q=${q}&defType=edismax&rows=20&wt=javabin&version=2} hits=${r.int(0, 4000)} status=0 QTime=${qt}`,
        { trace: tr },
      );
      s.add(t + qt + 30, "discovery-ui", "info", `GET /search?q=${q}&page=1 200 ${qt + r.int(25, 140)}ms`, {
        trace: tr,
      });
    });
    flow(s, "record", 2600, (t, tr) => {
      const b = bib(r);
      s.add(
        t + 6,
        "solr-catalog",
        "info",
        `[catalog_shard1_replica_n1]  webapp=/solr path=/get params={id=${b}&wt=javabin&version=2} status=0 QTime=${r.int(0, 4)}`,
        { trace: tr },
      );
      s.add(t + 40, "discovery-ui", "info", `GET /record/${b} 200 ${r.int(30, 160)}ms`, { trace: tr });
    });
    flow(s, "login", 6500, (t, tr) => {
      s.add(t + 20, "patron-sso", "info", `authenticated patron ${patron(r)} via pin (branch ${branch(r)})`, {
        trace: tr,
      });
      s.add(t + 90, "discovery-ui", "info", `POST /api/session 200 ${r.int(60, 220)}ms`, { trace: tr });
    });
    flow(s, "hold", 7000, (t, tr) => {
      s.add(
        t + 15,
        "holds-allocator",
        "info",
        `o.t.h.HoldService : hold H${r.digits(7)} placed bib=${bib(r)} pickup=${branch(r)} queuePosition=${r.int(1, 40)}`,
        { trace: tr },
      );
      s.add(t + 70, "discovery-ui", "info", `POST /api/holds 201 ${r.int(50, 190)}ms`, { trace: tr });
    });
    flow(s, "checkout", 2100, (t, tr) => {
      const it = item(r);
      const k = `KSK-${branch(r)}-${r.int(1, 4)}`;
      s.add(
        t + 12,
        "circulation-svc",
        "info",
        `o.t.c.CheckoutController : checkout item=${it} patron=${patron(r)} due=${dueDate(r)} loanPolicy=${r.pick(["adult-21d", "dvd-7d", "child-21d", "express-7d"])}`,
        { trace: tr },
      );
      s.add(t + 60, "sip2-bridge", "info", `${k} 11 Checkout item=${it} -> 12 ok=1 renewal=N (${r.int(40, 180)}ms)`, {
        trace: tr,
      });
    });
    flow(s, "checkin", 2900, (t, tr) => {
      const it = item(r);
      s.add(t + 10, "circulation-svc", "info", `o.t.c.CheckinController : checkin item=${it} at ${branch(r)}`, {
        trace: tr,
      });
      if (r.chance(0.2))
        s.add(
          t + 30,
          "holds-allocator",
          "info",
          `o.t.h.TrapService : item ${it} trapped for hold H${r.digits(7)}, route to ${branch(r)}`,
          { trace: tr },
        );
      s.add(
        t + 55,
        "sip2-bridge",
        "info",
        `KSK-${branch(r)}-${r.int(1, 4)} 09 Checkin item=${it} -> 10 ok=1 alert=N (${r.int(30, 150)}ms)`,
        { trace: tr },
      );
    });
    flow(s, "renew", 8000, (t, tr) => {
      s.add(t + 12, "circulation-svc", "info", `o.t.c.RenewalService : renewed item=${item(r)} newDue=${dueDate(r)}`, {
        trace: tr,
      });
      s.add(t + 50, "discovery-ui", "info", `POST /api/loans/renew 200 ${r.int(40, 150)}ms`, { trace: tr });
    });
    flow(s, "ebook", 8500, (t, tr) => {
      s.add(
        t + 20,
        "ebook-gateway",
        "info",
        `loan created isbn=${isbn(r)} patron=${patron(r)} license=urn:uuid:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)} drm=lcp period=21d`,
        { trace: tr },
      );
      s.add(t + 160, "discovery-ui", "info", `POST /api/ebooks/borrow 200 ${r.int(150, 480)}ms`, { trace: tr });
    });
    flow(s, "fines", 16000, (t, tr) => {
      s.add(
        t + 30,
        "fines-service",
        "info",
        `Fines.Api.PaymentsController: payment ${r.hex(8)} captured patron=${patron(r)} amount=${r.int(1, 12)}.${pad2(r.int(0, 99))} USD`,
        { trace: tr },
      );
    });
    probes(s, ["discovery-ui", "circulation-svc", "holds-allocator", "ebook-gateway", "fines-service"], "/healthz");
    s.periodic(45000, (t) =>
      s.add(
        t,
        "marc-ingest",
        "info",
        `batch ${r.int(1000, 9999)}: read=500 created=${r.int(0, 60)} updated=${r.int(380, 499)} skipped=0 source=${r.pick(["oclc-worldshare", "bibliotheca-cloud", "ingram-marc"])} (${r.int(3, 19)}.${r.int(0, 9)}s)`,
      ),
    );
    s.periodic(30000, (t) =>
      s.add(t, "notices-mailer", "info", `courtesy notices run: queued=${r.int(5, 60)} sent=${r.int(5, 60)}`),
    );
    s.periodic(60000, (t) =>
      s.add(
        t,
        "holds-allocator",
        "info",
        `o.t.h.PickListJob : pick lists refreshed for 10 branches (${r.int(80, 900)} items) in ${r.int(200, 1900)}ms`,
      ),
    );
    s.periodic(30000, (t) =>
      s.add(
        t,
        "solr-catalog",
        "info",
        "[catalog_shard1_replica_n1]  o.a.s.u.DirectUpdateHandler2 start commit{,optimize=false,openSearcher=true,waitSearcher=true,expungeDeletes=false,softCommit=true,prepareCommit=false}",
      ),
    );
    // Always noisy: bounced courtesy notices.
    s.every(5500, (t) =>
      s.add(
        t,
        "notices-mailer",
        "warn",
        `SMTP 550 5.1.1 <${r.pick(["jdoe", "mk", "reader", "t.nguyen", "bookworm", "a.smith"])}${r.int(1, 999)}@${r.pick(["gmial.com", "yaho.com", "hotmial.com", "oldisp.net"])}>: Recipient address rejected: User unknown in virtual mailbox table; notice N${r.digits(8)} marked undeliverable`,
      ),
    );
    s.every(150000, (t) =>
      s.add(
        t,
        "patron-sso",
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    );
    s.every(50000, (t) => {
      const i = isbn(r);
      s.add(
        t,
        "ebook-gateway",
        "warn",
        `vendor availability GET /v3/titles/${i}/availability: 502 Bad Gateway, retrying in 250ms (attempt 1/3)`,
      );
      s.add(t + 420, "ebook-gateway", "info", `vendor availability ${i}: ok after 2 attempts (copies=${r.int(0, 6)})`);
    });
  },
};

// ---------------------------------------------------------------- Harbourside City Library (no ids)
const hcl: Estate = {
  key: "hcl",
  company: "Harbourside City Library",
  domain: "library",
  namespace: "hcl-live",
  traces: false,
  services: [
    "opac-frontend",
    "ils-core",
    "sipserver",
    "patron-login",
    "search-api",
    "eresources-hub",
    "catalog-loader",
    "rfid-sorter",
    "notify-worker",
  ],
  runtime: {
    "opac-frontend": "ruby",
    "ils-core": "perl",
    sipserver: "perl",
    "patron-login": "go",
    "search-api": "python",
    "eresources-hub": "node",
    "catalog-loader": "python",
    "rfid-sorter": "cpp",
    "notify-worker": "ruby",
  },
  roles: {
    web: "opac-frontend",
    circ: "ils-core",
    holds: "ils-core",
    sip: "sipserver",
    auth: "patron-login",
    marc: "catalog-loader",
    search: "search-api",
    notices: "notify-worker",
    ebook: "eresources-hub",
    fines: "ils-core",
  },
  baseline(s) {
    const r = s.rng;
    flow(s, "search", 1200, (t) => {
      const q = query(r);
      const ms = r.int(20, 240);
      s.add(
        t + 5,
        "search-api",
        "info",
        `POST /v1/search index=biblios q="${q.replace(/\+/g, " ")}" hits=${r.int(0, 3000)} took=${ms}ms`,
      );
      s.add(
        t + ms + 40,
        "opac-frontend",
        "info",
        `Completed 200 OK in ${ms + r.int(30, 120)}ms (Views: ${r.int(10, 60)}.${r.int(0, 9)}ms | ActiveRecord: 0.0ms) GET "/catalog?q=${q}"`,
      );
    });
    flow(s, "record", 2500, (t) => {
      s.add(t + 40, "opac-frontend", "info", `Completed 200 OK in ${r.int(40, 200)}ms GET "/catalog/${bib(r)}"`);
    });
    flow(s, "login", 7000, (t) => {
      s.add(
        t + 20,
        "patron-login",
        "info",
        `level=info msg="patron authenticated" cardnumber=${patron(r).slice(0, 6)}****** method=pin latency_ms=${r.int(20, 90)}`,
      );
      s.add(t + 90, "opac-frontend", "info", `Completed 302 Found in ${r.int(60, 200)}ms POST "/users/sign_in"`);
    });
    flow(s, "hold", 7500, (t) => {
      s.add(
        t + 20,
        "ils-core",
        "info",
        `POST /api/v1/holds 201 biblio_id=${bib(r)} pickup_library_id=${branch(r)} priority=${r.int(1, 30)}`,
      );
      s.add(t + 70, "opac-frontend", "info", `Completed 201 Created in ${r.int(60, 220)}ms POST "/holds"`);
    });
    flow(s, "checkout", 2000, (t) => {
      const it = item(r);
      s.add(t + 15, "ils-core", "info", `POST /api/v1/checkouts 201 item=${it} due=${dueDate(r)}`);
      s.add(t + 50, "sipserver", "info", `SIP 12 Checkout item=${it} ok=1 terminal=sc${pad2(r.int(1, 14))}`);
    });
    flow(s, "checkin", 2600, (t) => {
      const it = item(r);
      s.add(
        t + 15,
        "ils-core",
        "info",
        `POST /api/v1/checkins 200 item=${it}${r.chance(0.15) ? " hold_found=1 transfer_to=" + branch(r) : ""}`,
      );
      s.add(
        t + 30,
        "rfid-sorter",
        "info",
        `item ${it} sorted to bin ${r.int(1, 12)} (${r.pick(["returns", "holds", "transit", "reshelve"])})`,
      );
      s.add(t + 50, "sipserver", "info", `SIP 10 Checkin item=${it} ok=1 alert=N terminal=sc${pad2(r.int(1, 14))}`);
    });
    flow(s, "renew", 9000, (t) => {
      s.add(t + 15, "ils-core", "info", `POST /api/v1/checkouts/${r.digits(7)}/renewal 201`);
      s.add(t + 60, "opac-frontend", "info", `Completed 200 OK in ${r.int(50, 180)}ms POST "/account/renew"`);
    });
    flow(s, "ebook", 9000, (t) => {
      s.add(
        t + 30,
        "eresources-hub",
        "info",
        `checkout ok title=${isbn(r)} format=epub-adobe loanDays=14 vendor=lendwell`,
      );
      s.add(t + 200, "opac-frontend", "info", `Completed 200 OK in ${r.int(180, 600)}ms POST "/ebooks/checkout"`);
    });
    probes(s, ["opac-frontend", "search-api", "eresources-hub", "patron-login"], "/up");
    s.periodic(40000, (t) =>
      s.add(
        t,
        "catalog-loader",
        "info",
        `import job ${r.int(3000, 9999)}: ${r.int(100, 500)} records staged, ${r.int(80, 500)} matched on 020$a, committed`,
      ),
    );
    s.periodic(20000, (t) =>
      s.add(
        t,
        "notify-worker",
        "info",
        `[ActiveJob] [SendNoticesJob] Performed SendNoticesJob from Sidekiq(notices) in ${r.int(200, 2400)}.${r.int(10, 99)}ms`,
      ),
    );
    s.periodic(60000, (t) =>
      s.add(t, "ils-core", "info", `cronjob holds_queue rebuilt: ${r.int(120, 800)} holds, ${r.int(2, 9)}s`),
    );
    // Always noisy: the sorter's RFID reader re-reads tags.
    s.every(4000, (t) =>
      s.add(
        t,
        "rfid-sorter",
        "error",
        `reader ANT${r.int(1, 4)}: tag E004${r.hex(12).toUpperCase()} CRC mismatch, re-read scheduled`,
      ),
    );
    s.every(180000, (t) =>
      s.add(
        t,
        "search-api",
        "warn",
        "/usr/local/lib/python3.12/site-packages/elasticsearch/_sync/client/__init__.py:399: DeprecationWarning: The 'body' parameter is deprecated and will be removed in a future version. Instead use individual parameters.",
      ),
    );
    s.every(55000, (t) => {
      s.add(t, "eresources-hub", "warn", `lendwell GET /v1/availability failed (ECONNRESET), retry 1/3 in 300ms`);
      s.add(t + 380, "eresources-hub", "info", "lendwell GET /v1/availability ok on retry 1");
    });
  },
};

// ---------------------------------------------------------------- Meridian Museum of Art & Design (trace ids)
const mmad: Estate = {
  key: "mmad",
  company: "Meridian Museum of Art & Design",
  domain: "museum",
  namespace: "meridian-prod",
  traces: true,
  services: [
    "visit-web",
    "timed-entry",
    "checkout-pay",
    "collections-api",
    "iiif-image",
    "iiif-presentation",
    "preservation-worker",
    "fixity-checker",
    "member-hub",
    "gate-scan",
  ],
  runtime: {
    "visit-web": "node",
    "timed-entry": "java",
    "checkout-pay": "go",
    "collections-api": "python",
    "iiif-image": "java",
    "iiif-presentation": "node",
    "preservation-worker": "python",
    "fixity-checker": "go",
    "member-hub": "dotnet",
    "gate-scan": "cpp",
  },
  roles: {
    web: "visit-web",
    tickets: "timed-entry",
    pay: "checkout-pay",
    collections: "collections-api",
    iiif: "iiif-image",
    manifest: "iiif-presentation",
    preserve: "preservation-worker",
    fixity: "fixity-checker",
    members: "member-hub",
    gates: "gate-scan",
  },
  baseline(s) {
    const r = s.rng;
    flow(s, "slots", 1500, (t, tr) => {
      s.add(
        t + 10,
        "timed-entry",
        "info",
        `c.m.t.SlotController : availability date=2026-12-${pad2(r.int(1, 20))} slots=${r.int(8, 24)} remaining=${r.int(0, 900)}`,
        { trace: tr },
      );
      s.add(t + 45, "visit-web", "info", `GET /api/slots 200 ${r.int(20, 120)}ms`, { trace: tr });
    });
    flow(s, "book", 5000, (t, tr) => {
      const o = `ORD-${r.digits(7)}`;
      s.add(
        t + 20,
        "timed-entry",
        "info",
        `c.m.t.ReservationService : reserved ${r.int(1, 5)} tickets slot=${pad2(r.int(10, 16))}:${r.pick(["00", "15", "30", "45"])} order=${o}`,
        { trace: tr },
      );
      s.add(
        t + 300,
        "checkout-pay",
        "info",
        `payment authorised order=${o} psp_ref=${r.hex(16).toUpperCase()} amount=${r.int(12, 90)}.00 EUR method=${r.pick(["visa", "mc", "applepay", "ideal"])}`,
        { trace: tr },
      );
      s.add(t + 420, "visit-web", "info", `POST /api/orders 201 ${r.int(350, 900)}ms`, { trace: tr });
    });
    flow(s, "object", 1800, (t, tr) => {
      const id = obj(r);
      s.add(t + 15, "collections-api", "info", `"GET /api/objects/${id}/ HTTP/1.1" 200 ${r.int(1800, 9000)}`, {
        trace: tr,
      });
      s.add(t + 40, "iiif-presentation", "info", `GET /iiif/3/${id}/manifest 200 ${r.int(10, 80)}ms`, { trace: tr });
    });
    flow(s, "tile", 300, (t, tr) => {
      const id = obj(r).replace(/\./g, "-");
      s.add(
        t + r.int(5, 90),
        "iiif-image",
        "info",
        `e.i.l.c.r.i.v3.ImageResource: GET /iiif/3/${id}.tif/${r.int(0, 8) * 1024},${r.int(0, 6) * 1024},1024,1024/512,/0/color.jpg 200`,
        { trace: tr },
      );
    });
    flow(s, "member", 9000, (t, tr) => {
      s.add(
        t + 25,
        "member-hub",
        "info",
        `Members.Api.Controllers.SessionController[0] Member M${r.digits(6)} signed in (tier ${r.pick(["friend", "patron", "family", "student"])})`,
        { trace: tr },
      );
    });
    flow(s, "scan", 1700, (t) => {
      s.add(
        t,
        "gate-scan",
        "info",
        `lane ${r.int(1, 6)} ticket ${r.hex(10).toUpperCase()} valid slot ok, turnstile released`,
      );
    });
    probes(s, ["visit-web", "timed-entry", "checkout-pay", "collections-api", "member-hub"], "/healthz");
    s.periodic(25000, (t) =>
      s.add(
        t,
        "preservation-worker",
        "info",
        `transfer ${r.hex(8)}: ${r.pick(["normalize", "characterize", "virus_check", "store_aip"])} done (${r.int(3, 220)} files)`,
      ),
    );
    s.periodic(30000, (t) =>
      s.add(
        t,
        "fixity-checker",
        "info",
        `level=info msg="fixity batch ok" aips=${r.int(20, 80)} files=${r.int(800, 6000)} algo=sha256 dur=${r.int(4, 28)}s`,
      ),
    );
    s.periodic(60000, (t) =>
      s.add(
        t,
        "iiif-image",
        "info",
        `e.i.l.c.c.HeapCache: purged ${r.int(0, 900)} expired entries; size=${r.int(300, 1900)}MB`,
      ),
    );
    s.periodic(90000, (t) =>
      s.add(
        t,
        "collections-api",
        "info",
        `sync.tasks: TMS delta sync finished objects=${r.int(0, 120)} media=${r.int(0, 300)}`,
      ),
    );
    // Always noisy: the member CRM sync rejects stale addresses.
    s.every(6000, (t) =>
      s.add(
        t,
        "member-hub",
        "error",
        `Members.Sync.MailingListSync[0] Upsert failed for member M${r.digits(6)}: 400 Bad Request "Invalid Resource" (email looks fake or invalid), skipped`,
      ),
    );
    s.every(200000, (t) =>
      s.add(
        t,
        "collections-api",
        "warn",
        "/app/collections/models.py:212: RemovedInDjango60Warning: CheckConstraint.check is deprecated in favor of `.condition`.",
      ),
    );
    s.every(45000, (t) => {
      s.add(
        t,
        "checkout-pay",
        "warn",
        `level=warn msg="psp request failed, retrying" op=authorise attempt=1 err="Post \\"https://checkout-live.psp.example/v71/payments\\": read: connection reset by peer"`,
      );
      s.add(t + 600, "checkout-pay", "info", `level=info msg="psp request succeeded" op=authorise attempt=2`);
    });
  },
};

// ---------------------------------------------------------------- Fenwick Natural History Museum (no ids)
const fnhm: Estate = {
  key: "fnhm",
  company: "Fenwick Natural History Museum",
  domain: "museum",
  namespace: "fenwick",
  traces: false,
  services: [
    "tickets-frontend",
    "booking-core",
    "pos-bridge",
    "emu-sync",
    "cantaloupe",
    "manifest-builder",
    "archivematica-mcp",
    "storage-service",
    "entry-gates",
  ],
  runtime: {
    "tickets-frontend": "php",
    "booking-core": "ruby",
    "pos-bridge": "dotnet",
    "emu-sync": "python",
    cantaloupe: "java",
    "manifest-builder": "node",
    "archivematica-mcp": "python",
    "storage-service": "python",
    "entry-gates": "cpp",
  },
  roles: {
    web: "tickets-frontend",
    tickets: "booking-core",
    pay: "pos-bridge",
    collections: "emu-sync",
    iiif: "cantaloupe",
    manifest: "manifest-builder",
    preserve: "archivematica-mcp",
    fixity: "storage-service",
    members: "booking-core",
    gates: "entry-gates",
  },
  baseline(s) {
    const r = s.rng;
    flow(s, "slots", 1400, (t) => {
      s.add(
        t + 12,
        "booking-core",
        "info",
        `Completed 200 OK in ${r.int(8, 60)}ms (Views: 0.4ms | ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms) GET "/api/sessions?date=2026-12-${pad2(r.int(1, 24))}"`,
      );
      s.add(t + 60, "tickets-frontend", "info", `"GET /tickets/calendar HTTP/1.1" 200 ${r.int(8000, 30000)}`);
    });
    flow(s, "book", 5000, (t) => {
      s.add(
        t + 20,
        "booking-core",
        "info",
        `Completed 201 Created in ${r.int(60, 300)}ms (ActiveRecord: ${r.int(5, 60)}.${r.int(0, 9)}ms) POST "/api/bookings"`,
      );
      s.add(t + 380, "tickets-frontend", "info", `"POST /tickets/checkout HTTP/1.1" 302 0`);
    });
    flow(s, "till", 6000, (t) => {
      s.add(
        t + 15,
        "pos-bridge",
        "info",
        `PosBridge.Sales[0] Till ${r.int(1, 8)} sale ${r.digits(6)} synced to booking-core (${r.int(1, 6)} lines)`,
      );
      s.add(t + 40, "booking-core", "info", `Completed 201 Created in ${r.int(20, 90)}ms POST "/api/pos/sales"`);
    });
    flow(s, "object", 2000, (t) => {
      const id = `NHMF-${r.pick(["PAL", "ENT", "MIN", "ZOO", "BOT"])}-${r.digits(6)}`;
      s.add(t + 20, "manifest-builder", "info", `GET /iiif/manifest/${id}.json 200 ${r.int(15, 120)}ms`);
    });
    flow(s, "tile", 350, (t) => {
      s.add(
        t + r.int(5, 90),
        "cantaloupe",
        "info",
        `e.i.l.c.r.i.v2.ImageResource: GET /iiif/2/NHMF-${r.pick(["PAL", "ENT", "MIN", "ZOO", "BOT"])}-${r.digits(6)}.jp2/full/${r.pick(["!800,800", "400,", "full", "!200,200"])}/0/color.jpg 200`,
      );
    });
    flow(s, "scan", 1600, (t) => {
      s.add(
        t,
        "entry-gates",
        "info",
        `[gate ${r.pick(["N1", "N2", "S1", "S2", "E1"])}] barcode ${r.digits(12)} accepted (session ${pad2(r.int(9, 16))}:${r.pick(["00", "30"])})`,
      );
    });
    probes(s, ["tickets-frontend", "booking-core", "manifest-builder", "storage-service"], "/healthz");
    s.periodic(35000, (t) =>
      s.add(
        t,
        "emu-sync",
        "info",
        `emu delta: ${r.int(0, 60)} catalogue records, ${r.int(0, 140)} multimedia records exported to IIIF staging`,
      ),
    );
    s.periodic(25000, (t) =>
      s.add(
        t,
        "archivematica-mcp",
        "info",
        `Job ${r.pick(["Identify file format", "Normalize for preservation", "Scan for viruses", "Store AIP"])} completed for unit ${r.hex(8)}-${r.hex(4)} (${r.int(1, 90)} files)`,
      ),
    );
    s.periodic(40000, (t) =>
      s.add(
        t,
        "storage-service",
        "info",
        `INFO locations: space ${r.pick(["aip-store", "dip-store", "transfer-src"])} used=${r.int(40, 78)}% free=${r.int(2, 30)}.${r.int(0, 9)}TB`,
      ),
    );
    // Always noisy: worn barcodes at the north gates.
    s.every(3500, (t) =>
      s.add(
        t,
        "entry-gates",
        "warn",
        `[gate ${r.pick(["N1", "N2"])}] decode failed (${r.pick(["low contrast", "partial symbol", "glare"])}), asking visitor to rescan`,
      ),
    );
    s.every(170000, (t) =>
      s.add(
        t,
        "manifest-builder",
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ),
    );
    s.every(60000, (t) => {
      s.add(t, "emu-sync", "warn", "texxmlserver call timed out after 20s, retrying (1/5)");
      s.add(t + 3100, "emu-sync", "info", "texxmlserver call ok on retry 1");
    });
  },
};

export const ESTATES: Estate[] = [tcl, hcl, mmad, fnhm];
