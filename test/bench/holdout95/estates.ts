// The four made-up estates of holdout95 (a library consortium, an e-lending service, a museum, a city archive):
// their services, request flows, periodic jobs, one constantly noisy service each, and the domain's everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Line {
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  /** offset from the flow's start, ms */
  dt?: number;
}
/** A source of background lines: one call of `make` every `gapMs` on average. */
export interface Gen {
  gapMs: number;
  traced?: boolean;
  make: (r: Rng) => Line[];
}
export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  services: string[];
  /** services that may be left out of a file (never an origin or a caller) */
  optional: string[];
  noisy: string;
  gens: Gen[];
  deploy: (r: Rng, svc: string) => Line[];
  reload: (r: Rng) => Line[];
}

const one = (svc: string, level: Level, msg: string, stack?: string[]): Line[] => [{ svc, level, msg, stack }];
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const barcode = (r: Rng, p: string) => `${p}${String(r.int(0, 99999999)).padStart(8, "0")}`;
const isbn = (r: Rng) => `978${r.int(0, 1)}${String(r.int(0, 999999999)).padStart(9, "0")}`;
const QUERIES = [
  "harry potter",
  "local history maps",
  "dune",
  "tax forms 2026",
  "knitting",
  "ww2 letters",
  "genealogy census 1910",
  "python programming",
  "picture books dinosaurs",
  "jazz vinyl",
  "lake erie shipwrecks",
  "esl workbook",
  "the overstory",
  "birds of the midwest",
];
const BRANCHES = ["NSH-MAIN", "NSH-EAST", "NSH-HARBOR", "MILLBROOK", "OAKDALE", "FAIRVIEW-BKM"];

// ---------------------------------------------------------------- Northshore Library Consortium (ILS)
const nlc: Estate = {
  key: "nlc",
  company: "Northshore Library Consortium",
  ns: "nlc-ils-prod",
  traces: true,
  services: [
    "opac-gateway",
    "circ-engine",
    "holds-queue",
    "marc-catalog",
    "sip2-bridge",
    "patron-auth",
    "discovery-index",
    "notice-sender",
    "fines-ledger",
  ],
  optional: ["fines-ledger", "notice-sender"],
  noisy: "notice-sender",
  gens: [
    {
      gapMs: 700,
      traced: true,
      make: (r) => {
        const q = r.pick(QUERIES);
        const hits = r.int(0, 900);
        const qt = ms(r, 4, 60);
        return [
          {
            svc: "discovery-index",
            level: "info",
            msg: `solr select q="${q}" fq=[format:book,branch:*] rows=20 hits=${hits} QTime=${qt}`,
            dt: 0,
          },
          {
            svc: "opac-gateway",
            level: "info",
            msg: `GET /api/v2/search?q=${encodeURIComponent(q)}&page=1 200 ${qt + ms(r, 15, 90)}ms`,
            dt: qt + 20,
          },
        ];
      },
    },
    {
      gapMs: 1600,
      traced: true,
      make: (r) => {
        const p = barcode(r, "2123");
        const t = ms(r, 12, 70);
        return [
          {
            svc: "patron-auth",
            level: "info",
            msg: `bind ok uid=${p} dir=citydir-ldap ou=patrons elapsed=${t}ms`,
            dt: 0,
          },
          { svc: "opac-gateway", level: "info", msg: `POST /api/v2/session 201 ${t + ms(r, 10, 40)}ms`, dt: t + 15 },
        ];
      },
    },
    {
      gapMs: 1400,
      traced: true,
      make: (r) => {
        const kiosk = `${r.pick(BRANCHES)}-SC0${r.int(1, 4)}`;
        const item = barcode(r, "3123");
        const p = barcode(r, "2123");
        const due = `2026-12-${String(r.int(10, 28)).padStart(2, "0")}`;
        if (r.chance(0.45))
          return [
            {
              svc: "circ-engine",
              level: "info",
              msg: `Checkin item=${item} branch=${kiosk.slice(0, -5)} -> shelving cart`,
              dt: 0,
            },
            {
              svc: "sip2-bridge",
              level: "info",
              msg: `09 checkin from ${kiosk} AB${item} -> 10 ok=1 (${ms(r, 40, 180)} ms)`,
              dt: 30,
            },
          ];
        return [
          {
            svc: "circ-engine",
            level: "info",
            msg: `Checkout item=${item} patron=${p} due=${due} loanId=${r.int(4000000, 4999999)}`,
            dt: 0,
          },
          {
            svc: "sip2-bridge",
            level: "info",
            msg: `11 checkout from ${kiosk} AA${p} AB${item} -> 12 ok=1 (${ms(r, 50, 220)} ms)`,
            dt: 25,
          },
        ];
      },
    },
    {
      gapMs: 2600,
      traced: true,
      make: (r) => {
        const hold = r.int(880000, 899999);
        const t = ms(r, 20, 90);
        return [
          {
            svc: "circ-engine",
            level: "info",
            msg: `Hold request ${hold} accepted for bib ${r.int(100000, 999999)} pickup=${r.pick(BRANCHES)}`,
            dt: 0,
          },
          { svc: "holds-queue", level: "info", msg: `enqueued hold ${hold} position=${r.int(1, 60)}`, dt: 12 },
          { svc: "opac-gateway", level: "info", msg: `POST /api/v2/holds 201 ${t + 40}ms`, dt: t + 30 },
        ];
      },
    },
    {
      gapMs: 3000,
      make: (r) => {
        if (r.chance(0.3))
          return one(
            "circ-engine",
            "info",
            `Renewal refused item=${barcode(r, "3123")}: renewal limit reached (${r.pick([2, 3])}/${r.pick([2, 3])})`,
          );
        return one("circ-engine", "info", `Renewal item=${barcode(r, "3123")} new due=2026-12-${r.int(14, 30)}`);
      },
    },
    {
      gapMs: 9000,
      make: (r) =>
        one(
          "patron-auth",
          "warn",
          `patron ${barcode(r, "2123")} blocked: fines ${(r.int(1000, 4500) / 100).toFixed(2)} USD over limit 10.00 (code=BLOCK_FINES)`,
        ),
    },
    {
      gapMs: 11000,
      make: (r) =>
        one(
          "holds-queue",
          "warn",
          `hold ${r.int(800000, 899999)} cannot be filled: no holdable items (bib ${r.int(100000, 999999)}, ${r.int(0, 2)} copies lost/missing)`,
        ),
    },
    {
      gapMs: 60000,
      make: (r) =>
        one(
          "holds-queue",
          "info",
          `HoldsQueueBuilder run finished: ${r.int(12000, 13500)} unfilled holds, ${r.int(300, 520)} targeted, ${r.int(4, 19)} unfillable, took ${r.int(3, 9)}.${r.int(0, 9)}s`,
        ),
    },
    {
      gapMs: 20000,
      make: (r) => {
        const file = `${r.pick(["midwest-tapes", "baker-taylor", "ingram", "overdrive-marc"])}_${r.int(1000, 9999)}.mrc`;
        const n = r.int(40, 500);
        const bad = r.int(0, 4);
        const out: Line[] = [];
        for (let i = 0; i < bad; i++)
          out.push({
            svc: "marc-catalog",
            level: "warn",
            msg: `MarcImport: skipping record ${r.int(10000000, 99999999)} in ${file}: ${r.pick([
              "field 245 has no subfield $a",
              "leader/09 is ' ' but record contains UTF-8 bytes",
              "invalid indicator '#' in field 100",
              "field 020 $a '978-0-' is not a valid ISBN",
              "record length in leader (04876) does not match actual length",
            ])}`,
            dt: i * 40,
          });
        out.push({
          svc: "marc-catalog",
          level: "info",
          msg: `MarcImport ${file}: ${n} read, ${n - bad} loaded, ${bad} skipped`,
          dt: bad * 40 + 200,
        });
        return out;
      },
    },
    {
      gapMs: 30000,
      make: (r) =>
        one(
          "discovery-index",
          "info",
          `delta import: ${r.int(20, 400)} bib docs updated, commit took ${r.int(80, 900)}ms`,
        ),
    },
    {
      gapMs: 4000,
      make: (r) =>
        one(
          "notice-sender",
          "info",
          `Delivered ${r.pick(["hold_ready", "overdue_1", "courtesy_due", "overdue_2"])} notice patron=${barcode(r, "2123")} channel=${r.pick(["email", "email", "sms"])}`,
        ),
    },
    {
      // constant harmless noise from the first minute
      gapMs: 2200,
      make: (r) =>
        one(
          "notice-sender",
          "error",
          `Net::SMTPFatalError: 550 5.1.1 <${r.pick(["jdoe", "mkowal", "pat.r", "lib.user", "a.smith"])}${r.int(10, 99)}@${r.pick(["example.net", "mail.example.org"])}>: Recipient address rejected: User unknown (bounce recorded, patron flagged)`,
        ),
    },
    {
      gapMs: 5000,
      make: (r) =>
        one(
          "fines-ledger",
          "info",
          `Posted overdue fine ${(r.int(10, 150) / 100).toFixed(2)} USD patron=${barcode(r, "2123")} item=${barcode(r, "3123")}`,
        ),
    },
    {
      gapMs: 15000,
      make: (r) =>
        one(
          "sip2-bridge",
          "info",
          `99 SC status from ${r.pick(BRANCHES)}-SC0${r.int(1, 4)} -> 98 online=Y checkin=Y checkout=Y`,
        ),
    },
    {
      gapMs: 10000,
      make: (r) =>
        one(
          r.pick(["circ-engine", "holds-queue", "marc-catalog", "fines-ledger"]),
          "debug",
          `GET /actuator/health 200 ${ms(r, 1, 6)}ms`,
        ),
    },
    {
      gapMs: 45000,
      make: (r) =>
        r.chance(0.5)
          ? one(
              "opac-gateway",
              "warn",
              "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
            )
          : one(
              "fines-ledger",
              "warn",
              "Overload of 'UseSqlServer' with 'EnableRetryOnFailure()' is obsolete and will be removed in a future release; use ExecutionStrategy instead",
            ),
    },
    {
      gapMs: 40000,
      make: (r) => {
        const kiosk = `${r.pick(BRANCHES)}-SC0${r.int(1, 4)}`;
        return [
          {
            svc: "sip2-bridge",
            level: "warn",
            msg: `no 12 response from ACS for ${kiosk} within 5s, resending last message (attempt 2/3)`,
            dt: 0,
          },
          { svc: "sip2-bridge", level: "info", msg: `12 checkout ok=1 for ${kiosk} after resend`, dt: ms(r, 200, 800) },
        ];
      },
    },
  ],
  deploy: (r, svc) => [
    {
      svc,
      level: "info",
      msg: `Starting ${svc} v${r.int(4, 7)}.${r.int(0, 20)}.${r.int(0, 9)} (build ${r.hex(7)}) on pod ${svc}-${r.hex(5)}`,
      dt: 0,
    },
    {
      svc,
      level: "info",
      msg: `Started in ${r.int(6, 19)}.${r.int(100, 999)} seconds; readiness probe passing`,
      dt: 9000,
    },
  ],
  reload: (r) =>
    one(
      "opac-gateway",
      "info",
      `config reloaded from configmap opac-gateway-cfg (resourceVersion ${r.int(8000000, 9999999)}): 2 keys changed [cache.ttl, banner.text]`,
    ),
};

// ---------------------------------------------------------------- Riverbend Digital Library (e-lending)
const TITLES = [
  "The Midnight Library",
  "Project Hail Mary",
  "Lessons in Chemistry",
  "Demon Copperhead",
  "Atomic Habits",
  "Tomorrow, and Tomorrow, and Tomorrow",
  "The Covenant of Water",
];
const rdl: Estate = {
  key: "rdl",
  company: "Riverbend Digital Library",
  ns: "rdl-prod",
  traces: false,
  services: [
    "reader-web",
    "lending-api",
    "drm-license",
    "ebook-catalog",
    "sso-broker",
    "loan-ledger",
    "search-gw",
    "marc-ingest",
    "kiosk-hub",
  ],
  optional: ["kiosk-hub", "marc-ingest"],
  noisy: "ebook-catalog",
  gens: [
    {
      gapMs: 900,
      make: (r) => {
        const q = r.pick(QUERIES);
        const t = ms(r, 18, 140);
        return [
          {
            svc: "search-gw",
            level: "info",
            msg: `search q="${q}" collection=ebooks,audiobooks results=${r.int(0, 300)} took=${t}ms`,
            dt: 0,
          },
          {
            svc: "reader-web",
            level: "info",
            msg: `GET /catalog/search?q=${encodeURIComponent(q)} 200 - ${t + ms(r, 10, 60)} ms`,
            dt: t + 10,
          },
        ];
      },
    },
    {
      gapMs: 1500,
      make: (r) => {
        const title = r.pick(TITLES);
        const loan = `L-${r.hex(10)}`;
        const fmt = r.pick(["epub-lcp", "epub-adobe", "audiobook-mp3"]);
        const t = ms(r, 60, 320);
        return [
          {
            svc: "drm-license",
            level: "info",
            msg: `Issued ${fmt} license for loan ${loan} (14 days, device slots 3/6)`,
            dt: 0,
          },
          {
            svc: "lending-api",
            level: "info",
            msg: `checkout ok loan=${loan} title="${title}" format=${fmt} copies_left=${r.int(0, 12)} t=${t}ms`,
            dt: 20,
          },
          {
            svc: "loan-ledger",
            level: "info",
            msg: `Recorded loan ${loan} (lending_events id=${r.int(7000000, 7999999)})`,
            dt: 60,
          },
          { svc: "reader-web", level: "info", msg: `POST /loans 201 - ${t + 30} ms`, dt: t + 40 },
        ];
      },
    },
    {
      gapMs: 3500,
      make: (r) =>
        one(
          "lending-api",
          "info",
          `hold placed title="${r.pick(TITLES)}" patron=${barcode(r, "2900")} position=${r.int(1, 240)} est_wait=${r.int(1, 26)}w`,
        ),
    },
    {
      gapMs: 2000,
      make: (r) => {
        const t = ms(r, 30, 180);
        return [
          {
            svc: "sso-broker",
            level: "info",
            msg: `SAML response accepted for NameID=${barcode(r, "2900")} issuer=https://idp.riverbend.gov/saml session=${r.hex(12)} (${t} ms)`,
            dt: 0,
          },
          { svc: "reader-web", level: "info", msg: `GET /auth/callback 302 - ${t + 20} ms`, dt: t + 5 },
        ];
      },
    },
    {
      gapMs: 7000,
      make: (r) =>
        one(
          "lending-api",
          "info",
          `checkout refused patron=${barcode(r, "2900")}: account blocked (fines ${(r.int(500, 3000) / 100).toFixed(2)} > 5.00)`,
        ),
    },
    {
      gapMs: 8000,
      make: (r) =>
        one(
          "drm-license",
          "warn",
          `License refused for patron ${barcode(r, "2900")}: device activation limit reached (6/6)`,
        ),
    },
    {
      gapMs: 2400,
      make: (r) =>
        one(
          "ebook-catalog",
          "error",
          `cover fetch failed isbn=${isbn(r)}: 404 Client Error: Not Found for url: https://images.distributor.example/covers/${r.hex(8)}/200.jpg`,
        ),
    },
    {
      gapMs: 25000,
      make: (r) =>
        one(
          "ebook-catalog",
          "info",
          `ONIX delta applied: ${r.int(40, 600)} products updated, ${r.int(0, 30)} withdrawn, ${r.int(0, 6)} price changes`,
        ),
    },
    {
      gapMs: 30000,
      make: (r) => {
        const n = r.int(100, 900);
        const bad = r.int(0, 3);
        const out: Line[] = [];
        for (let i = 0; i < bad; i++)
          out.push({
            svc: "marc-ingest",
            level: "warn",
            msg: `record ${r.int(10000, 99999)} skipped: pymarc.exceptions.RecordLengthInvalid`,
            dt: i * 30,
          });
        out.push({
          svc: "marc-ingest",
          level: "info",
          msg: `ingested ebook MARC batch: ${n - bad}/${n} records, ${bad} skipped`,
          dt: 300,
        });
        return out;
      },
    },
    {
      gapMs: 12000,
      make: (r) =>
        one(
          "loan-ledger",
          "info",
          `LoanExpiryJob: expired ${r.int(0, 25)} loans, returned ${r.int(0, 25)} copies to pool (${r.int(20, 300)}ms)`,
        ),
    },
    {
      gapMs: 6000,
      make: (r) =>
        one(
          "kiosk-hub",
          "info",
          `kiosk ${r.pick(BRANCHES)}-EK0${r.int(1, 3)} heartbeat ok (app 3.8.${r.int(0, 4)}, uptime ${r.int(1, 90)}h)`,
        ),
    },
    {
      gapMs: 10000,
      make: (r) =>
        one(
          r.pick(["lending-api", "search-gw", "loan-ledger", "sso-broker"]),
          "debug",
          `GET /healthz 200 ${ms(r, 1, 4)}ms`,
        ),
    },
    {
      gapMs: 50000,
      make: (r) =>
        r.chance(0.5)
          ? one(
              "loan-ledger",
              "warn",
              "DEPRECATION WARNING: Using `ActiveRecord::Base.connection` is deprecated; use `with_connection` instead (called from block in Ledger::Writer#record)",
            )
          : one(
              "marc-ingest",
              "warn",
              "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
            ),
    },
    {
      gapMs: 45000,
      make: (r) => [
        {
          svc: "lending-api",
          level: "warn",
          msg: `distributor call POST /v3/checkouts failed (read: connection reset by peer), retrying in 250ms (attempt 1/3)`,
          dt: 0,
        },
        {
          svc: "lending-api",
          level: "info",
          msg: `distributor call POST /v3/checkouts succeeded on attempt 2 (${ms(r, 200, 600)}ms)`,
          dt: 400,
        },
      ],
    },
  ],
  deploy: (r, svc) => [
    {
      svc,
      level: "info",
      msg: `rolling out ${svc}:${r.int(1, 3)}.${r.int(0, 40)}.${r.int(0, 9)} (replica 1 of 2 replaced)`,
      dt: 0,
    },
    { svc, level: "info", msg: `listening on :8080, ready`, dt: 6000 },
  ],
  reload: (r) =>
    one("search-gw", "info", `SIGHUP received, reloaded synonyms.txt (${r.int(1200, 1400)} entries) and routing table`),
};

// ---------------------------------------------------------------- Halvorsen Museum of Art (ticketing + collections)
const SLOTS = ["10:00", "10:30", "11:00", "11:30", "12:00", "13:00", "14:00", "15:30"];
const hma: Estate = {
  key: "hma",
  company: "Halvorsen Museum of Art",
  ns: "halvorsen-web",
  traces: true,
  services: [
    "tickets-web",
    "timed-entry",
    "payments-adapter",
    "collections-db-api",
    "iiif-images",
    "dam-store",
    "member-portal",
    "gate-scanner",
    "mailer",
  ],
  optional: ["mailer", "member-portal"],
  noisy: "iiif-images",
  gens: [
    {
      gapMs: 1300,
      traced: true,
      make: (r) => {
        const slot = r.pick(SLOTS);
        const t = ms(r, 30, 160);
        if (r.chance(0.15))
          return [
            {
              svc: "timed-entry",
              level: "info",
              msg: `Slot 2026-12-0${r.int(1, 9)} ${slot} sold out (capacity 180), request refused`,
              dt: 0,
            },
            { svc: "tickets-web", level: "info", msg: `POST /api/reservations 409 ${t}ms`, dt: 20 },
          ];
        const ord = `ORD-${r.int(100000, 999999)}`;
        return [
          {
            svc: "timed-entry",
            level: "info",
            msg: `Reserved ${r.int(1, 5)} tickets slot=${slot} order=${ord} remaining=${r.int(0, 170)}`,
            dt: 0,
          },
          {
            svc: "payments-adapter",
            level: "info",
            msg: `Payment authorised order=${ord} amount=${r.int(18, 120)}.00 USD psp_ref=${r.hex(16).toUpperCase()}`,
            dt: 60,
          },
          { svc: "tickets-web", level: "info", msg: `POST /api/reservations 201 ${t + 90}ms`, dt: t + 100 },
        ];
      },
    },
    {
      gapMs: 800,
      traced: true,
      make: (r) => {
        const id = `hma:${r.int(1900, 2025)}.${r.int(1, 400)}`;
        const t = ms(r, 8, 90);
        return [
          {
            svc: "dam-store",
            level: "info",
            msg: `GET /objects/${id}/master.tif 200 bytes=${r.int(20, 900)}MiB range=yes (${t}ms)`,
            dt: 0,
          },
          {
            svc: "iiif-images",
            level: "info",
            msg: `GET /iiif/3/${encodeURIComponent(id)}/full/${r.pick(["max", "843,", "!400,400", "pct:25"])}/0/default.jpg 200 (${t + ms(r, 30, 300)} ms)`,
            dt: t + 20,
          },
        ];
      },
    },
    {
      gapMs: 2000,
      traced: true,
      make: (r) => {
        const t = ms(r, 15, 120);
        return [
          {
            svc: "collections-db-api",
            level: "info",
            msg: `"GET /api/objects/?department=${r.pick(["prints", "textiles", "asian-art", "photography"])}&page=${r.int(1, 30)} HTTP/1.1" 200 ${r.int(3000, 40000)} ${t}ms`,
            dt: 0,
          },
          { svc: "tickets-web", level: "info", msg: `GET /collection/search 200 ${t + 40}ms`, dt: t + 30 },
        ];
      },
    },
    {
      gapMs: 2600,
      make: (r) => {
        const ok = r.chance(0.93);
        return one(
          "gate-scanner",
          ok ? "info" : "warn",
          ok
            ? `gate ${r.pick(["N1", "N2", "S1"])}: ticket ${r.hex(8).toUpperCase()} valid, admitted (${r.int(1, 5)} pax)`
            : `gate ${r.pick(["N1", "N2", "S1"])}: ticket ${r.hex(8).toUpperCase()} rejected: slot ${r.pick(SLOTS)} not yet open`,
        );
      },
    },
    {
      gapMs: 5000,
      make: (r) =>
        one(
          "member-portal",
          "info",
          `Completed 200 OK in ${r.int(20, 200)}ms (Views: ${r.int(5, 60)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms) GET /membership/${r.pick(["renew", "card", "events"])}`,
        ),
    },
    {
      gapMs: 4500,
      make: (r) =>
        one(
          "mailer",
          "info",
          `sent confirmation order=ORD-${r.int(100000, 999999)} to ***@${r.pick(["gmail.com", "outlook.com", "icloud.com"])} (ses message id ${r.hex(20)})`,
        ),
    },
    {
      gapMs: 1800,
      make: (r) =>
        one(
          "iiif-images",
          "error",
          `GET /iiif/3/hma%3A${r.int(1900, 2025)}.${r.int(1, 400)}/info.json 404: NoSuchFileException: /mnt/dam/masters/${r.hex(2)}/${r.hex(8)}.tif`,
        ),
    },
    {
      gapMs: 20000,
      make: (r) =>
        one(
          "collections-db-api",
          "info",
          `sync from TMS finished: ${r.int(10, 300)} objects updated, ${r.int(0, 8)} rights statements changed`,
        ),
    },
    {
      gapMs: 10000,
      make: (r) =>
        one(
          r.pick(["timed-entry", "payments-adapter", "dam-store", "collections-db-api"]),
          "debug",
          `GET /health 200 ${ms(r, 1, 5)}ms`,
        ),
    },
    {
      gapMs: 14000,
      make: (r) =>
        one(
          "payments-adapter",
          "warn",
          `Payment refused order=ORD-${r.int(100000, 999999)}: Refused (${r.pick(["CVC Declined", "Not enough balance", "Expired Card"])})`,
        ),
    },
    {
      gapMs: 50000,
      make: (r) =>
        r.chance(0.5)
          ? one(
              "collections-db-api",
              "warn",
              "RemovedInDjango60Warning: The default scheme will be changed from 'http' to 'https' in Django 6.0.",
            )
          : one(
              "tickets-web",
              "warn",
              "(node:1) [DEP0169] DeprecationWarning: `url.parse()` behavior is not standardized and prone to errors that have security implications.",
            ),
    },
    {
      gapMs: 40000,
      make: (r) => [
        {
          svc: "tickets-web",
          level: "warn",
          msg: `timed-entry GET /api/slots attempt 1 failed: socket hang up; retrying`,
          dt: 0,
        },
        {
          svc: "tickets-web",
          level: "info",
          msg: `timed-entry GET /api/slots ok on attempt 2 (${ms(r, 40, 200)}ms)`,
          dt: 300,
        },
      ],
    },
  ],
  deploy: (r, svc) => [
    { svc, level: "info", msg: `deploy ${svc}@${r.hex(7)}: new pod ${svc}-${r.hex(9)}-${r.hex(5)} started`, dt: 0 },
    { svc, level: "info", msg: `warm-up complete, serving traffic`, dt: 7000 },
  ],
  reload: (r) =>
    one(
      "timed-entry",
      "info",
      `Refreshing capacity rules from admin console: ${r.int(30, 60)} slots updated for 2026-12`,
    ),
};

// ---------------------------------------------------------------- Ashford City Archives (digital preservation)
const ACC = () => ["AC-2026-", "MS-1987-", "PH-2011-"];
const aca: Estate = {
  key: "aca",
  company: "Ashford City Archives",
  ns: "archives-dp",
  traces: false,
  services: [
    "ingest-api",
    "fixity-worker",
    "format-migrator",
    "aip-store",
    "catalog-ead",
    "iiif-viewer-api",
    "access-gw",
    "auth-proxy",
    "scheduler",
  ],
  optional: ["scheduler"],
  noisy: "format-migrator",
  gens: [
    {
      gapMs: 900,
      make: (r) => {
        const t = ms(r, 10, 120);
        const obj = `${r.pick(ACC())}${r.int(1, 400)}/${r.hex(8)}`;
        return [
          { svc: "aip-store", level: "info", msg: `GET /v1/aips/${obj} 200 ${r.int(1, 800)}MB ${t}ms`, dt: 0 },
          {
            svc: "iiif-viewer-api",
            level: "info",
            msg: `manifest ${obj} built (${r.int(1, 300)} canvases) in ${t + ms(r, 5, 50)}ms`,
            dt: t + 10,
          },
          {
            svc: "access-gw",
            level: "info",
            msg: `GET /viewer/${obj}/manifest.json status=200 dur=${t + ms(r, 30, 90)}ms`,
            dt: t + 40,
          },
        ];
      },
    },
    {
      gapMs: 1300,
      make: (r) => {
        const t = ms(r, 10, 90);
        return [
          {
            svc: "catalog-ead",
            level: "info",
            msg: `Completed 200 OK in ${t}ms (Views: ${r.int(2, 40)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 40000)}) GET /repositories/${r.int(2, 6)}/resources/${r.int(1, 9000)}`,
            dt: 0,
          },
          {
            svc: "access-gw",
            level: "info",
            msg: `GET /finding-aids/${r.int(1, 9000)} status=200 dur=${t + 12}ms`,
            dt: t + 10,
          },
        ];
      },
    },
    {
      gapMs: 2200,
      make: (r) => {
        const t = ms(r, 2, 40);
        return [
          {
            svc: "auth-proxy",
            level: "info",
            msg: `session ok sub=${r.hex(8)} groups=[${r.pick(["reading-room", "staff", "volunteer"])}] ${t}ms`,
            dt: 0,
          },
          { svc: "access-gw", level: "info", msg: `GET /staff/dashboard status=200 dur=${t + 30}ms`, dt: t + 10 },
        ];
      },
    },
    {
      gapMs: 3000,
      make: (r) => {
        const obj = `${r.pick(ACC())}${r.int(1, 400)}/${r.hex(8)}`;
        if (r.chance(0.1))
          return one(
            "fixity-worker",
            "warn",
            `fixity mismatch on replica s3-west for ${obj}/objects/${r.hex(6)}.tif, re-checking against primary`,
          );
        return one(
          "fixity-worker",
          "info",
          `fixity ok aip=${obj} files=${r.int(1, 900)} algo=sha256 bytes=${r.int(1, 90)}GiB elapsed=${r.int(1, 120)}s`,
        );
      },
    },
    {
      gapMs: 5000,
      make: (r) => {
        const src = r.pick(["image/tiff", "audio/x-wav", "video/quicktime", "application/msword"]);
        const dst = {
          "image/tiff": "image/jp2",
          "audio/x-wav": "audio/flac",
          "video/quicktime": "video/x-matroska (FFV1)",
          "application/msword": "application/pdf (PDF/A-2b)",
        }[src];
        return one(
          "format-migrator",
          "info",
          `migrated ${r.hex(8)}: ${src} -> ${dst} in ${r.int(300, 40000)}ms (validator: ${src === "image/tiff" ? "jpylyzer" : "verapdf/mediaconch"} pass)`,
        );
      },
    },
    {
      gapMs: 2100,
      make: (r) =>
        one(
          "format-migrator",
          "error",
          `identification failed for transfer ${r.pick(ACC())}${r.int(1, 400)}: objects/${r.pick(["Thumbs.db", ".DS_Store", "desktop.ini", "~$notes.docx"])}: siegfried: no match (fmt/UNKNOWN), file left unnormalised`,
        ),
    },
    {
      gapMs: 8000,
      make: (r) => {
        const t = `transfer-${r.hex(6)}`;
        return [
          {
            svc: "ingest-api",
            level: "info",
            msg: `POST /api/v2/transfers 202 accepted ${t} (${r.int(1, 4000)} files, ${r.int(1, 200)} GB)`,
            dt: 0,
          },
          { svc: "aip-store", level: "info", msg: `PUT /v1/staging/${t} 201 ${r.int(20, 400)}ms`, dt: 80 },
        ];
      },
    },
    {
      gapMs: 30000,
      make: (r) =>
        one("scheduler", "info", `job fixity-sweep tick: queued ${r.int(50, 400)} AIPs older than 90d for re-check`),
    },
    {
      gapMs: 60000,
      make: (r) =>
        one("scheduler", "info", `job ead-export finished: ${r.int(1, 30)} finding aids exported to OAI-PMH cache`),
    },
    {
      gapMs: 10000,
      make: (r) =>
        one(
          r.pick(["aip-store", "fixity-worker", "ingest-api", "auth-proxy"]),
          "debug",
          `GET /healthz 200 ${ms(r, 1, 5)}ms`,
        ),
    },
    {
      gapMs: 9000,
      make: (r) =>
        one(
          "iiif-viewer-api",
          "warn",
          `image ${r.hex(8)} requested in manifest but missing in aip-store (404), canvas rendered with placeholder`,
        ),
    },
    {
      gapMs: 50000,
      make: (r) =>
        r.chance(0.5)
          ? one(
              "catalog-ead",
              "warn",
              "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1.",
            )
          : one(
              "iiif-viewer-api",
              "warn",
              "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
            ),
    },
    {
      gapMs: 40000,
      make: (r) => [
        {
          svc: "fixity-worker",
          level: "warn",
          msg: `aip-store GET failed: unexpected EOF, retrying (1/5) after 500ms`,
          dt: 0,
        },
        { svc: "fixity-worker", level: "info", msg: `aip-store GET ok after retry (${ms(r, 100, 900)}ms)`, dt: 700 },
      ],
    },
  ],
  deploy: (r, svc) => [
    {
      svc,
      level: "info",
      msg: `${svc} ${r.int(1, 2)}.${r.int(0, 30)}.${r.int(0, 9)} starting (git ${r.hex(8)})`,
      dt: 0,
    },
    { svc, level: "info", msg: `${svc} ready`, dt: 5000 },
  ],
  reload: (r) =>
    one(
      "access-gw",
      "info",
      `reloaded routes from /etc/access-gw/routes.yaml (${r.int(30, 50)} routes, checksum ${r.hex(8)})`,
    ),
};

export const ESTATES: Record<string, Estate> = { nlc, rdl, hma, aca };
