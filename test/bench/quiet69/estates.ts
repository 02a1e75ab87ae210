// Four made-up city estates: services, runtimes, request flows, health checks, periodic jobs and the one
// service that logs the same harmless complaint from the first minute.
import type { Rng } from "./rng.js";
import type { Estate, Step } from "./types.js";

const ms = (r: Rng, a: number, b: number) => r.int(a, b);
const street = (r: Rng) =>
  `${r.int(10, 4999)} ${r.pick(["N Harbor Blvd", "Elm St", "W 14th Ave", "Mission Rd", "Oakdale Ct", "Pier Ave", "Lincoln Way", "S Market St"])}`;

// ---------------------------------------------------------------- Harbor City: 311 and permits
export const HARBOR: Estate = {
  key: "harbor",
  company: "City of Harbor Point",
  ns: "hp-digital",
  traced: true,
  services: [
    "civic-gateway",
    "city-sso",
    "sr-intake",
    "permit-desk",
    "inspection-scheduler",
    "doc-ocr",
    "gis-geocoder",
    "notify-relay",
    "county-sync",
    "case-search",
  ],
  runtime: {
    "civic-gateway": "node",
    "city-sso": "java",
    "sr-intake": "java",
    "permit-desk": "ruby",
    "inspection-scheduler": "python",
    "doc-ocr": "python",
    "gis-geocoder": "go",
    "notify-relay": "node",
    "county-sync": "python",
    "case-search": "java",
  },
  roles: {
    edge: "civic-gateway",
    sso: "city-sso",
    pay: "permit-desk",
    upload: "doc-ocr",
    ocr: "doc-ocr",
    gis: "gis-geocoder",
    sync: "county-sync",
    notify: "notify-relay",
    jvm: "sr-intake",
    core: "sr-intake",
    batch: "county-sync",
  },
  flows: [
    {
      w: 5,
      touches: ["sr-intake", "gis-geocoder"],
      run: (r) => {
        const sr = `SR-${r.int(2600000, 2699999)}`;
        const cat = r.pick([
          "pothole",
          "graffiti",
          "streetlight_out",
          "illegal_dumping",
          "missed_pickup",
          "abandoned_vehicle",
        ]);
        const t = ms(r, 60, 240);
        return [
          [
            0,
            "gis-geocoder",
            "info",
            `geocode ok addr="${street(r)}" match=rooftop score=${r.int(88, 100)} took=${r.int(4, 30)}ms`,
          ],
          [
            20,
            "sr-intake",
            "info",
            `c.h.s.intake.RequestController : created ${sr} type=${cat} channel=${r.pick(["web", "app", "phone"])}`,
          ],
          [40, "notify-relay", "info", `queued ack email for ${sr} (template sr_ack_v4)`],
          [t, "civic-gateway", "info", `POST /api/v2/requests 201 ${t}ms`],
        ];
      },
    },
    {
      w: 4,
      touches: ["sr-intake"],
      run: (r) => {
        const t = ms(r, 15, 90);
        return [
          [
            0,
            "sr-intake",
            "info",
            `c.h.s.intake.RequestController : status lookup SR-${r.int(2500000, 2699999)} -> ${r.pick(["open", "in_progress", "closed", "assigned"])}`,
          ],
          [t, "civic-gateway", "info", `GET /api/v2/requests/status 200 ${t}ms`],
        ];
      },
    },
    {
      w: 3,
      touches: ["permit-desk"],
      run: (r) => {
        const p = `BP-2026-${r.int(10000, 19999)}`;
        const t = ms(r, 80, 420);
        return [
          [0, "permit-desk", "info", `Started GET "/permits/${p}" for 10.42.${r.int(0, 9)}.${r.int(2, 250)}`],
          [
            t - 10,
            "permit-desk",
            "info",
            `Completed 200 OK in ${t - 12}ms (Views: ${r.int(10, 60)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(4000, 30000)})`,
          ],
          [t, "civic-gateway", "info", `GET /api/v2/permits/${p} 200 ${t}ms`],
        ];
      },
    },
    {
      w: 2,
      touches: ["permit-desk", "inspection-scheduler"],
      run: (r) => {
        const p = `BP-2026-${r.int(10000, 19999)}`;
        const t = ms(r, 120, 500);
        return [
          [
            0,
            "inspection-scheduler",
            "info",
            `booked ${r.pick(["framing", "electrical rough-in", "final", "plumbing", "footing"])} inspection for ${p} slot=${r.pick(["AM", "PM"])} inspector=${r.pick(["JR", "MT", "KL", "DA"])}`,
          ],
          [
            30,
            "permit-desk",
            "info",
            `Started PATCH "/permits/${p}/inspections" for 10.42.${r.int(0, 9)}.${r.int(2, 250)}`,
          ],
          [
            t - 20,
            "permit-desk",
            "info",
            `Completed 200 OK in ${t - 40}ms (Views: 0.4ms | ActiveRecord: ${r.int(5, 60)}.${r.int(0, 9)}ms | Allocations: ${r.int(3000, 9000)})`,
          ],
          [t, "civic-gateway", "info", `POST /api/v2/inspections 200 ${t}ms`],
        ];
      },
    },
    {
      w: 2,
      touches: ["case-search"],
      run: (r) => {
        const t = ms(r, 30, 160);
        return [
          [
            0,
            "case-search",
            "info",
            `o.e.c.SearchService : q="${r.pick(["noise complaint", "tree", "sidewalk", "fence permit", "parking"])}" hits=${r.int(0, 400)} took=${t - 10}ms`,
          ],
          [t, "civic-gateway", "info", `GET /api/v2/search 200 ${t}ms`],
        ];
      },
    },
    {
      w: 1,
      touches: ["doc-ocr"],
      run: (r) => {
        const t = ms(r, 400, 2400);
        const f = `upl_${r.hex(10)}`;
        return [
          [
            0,
            "doc-ocr",
            "info",
            `received ${f} (${r.pick(["application/pdf", "image/jpeg", "image/png"])}, ${r.int(80, 9000)} KB)`,
          ],
          [
            t - 30,
            "doc-ocr",
            "info",
            `ocr done ${f} pages=${r.int(1, 12)} mean_conf=${r.int(86, 97)}% engine=tesseract-5.3`,
          ],
          [t, "civic-gateway", "info", `POST /api/v2/uploads 202 ${t}ms`],
        ];
      },
    },
  ],
  health: ["civic-gateway", "sr-intake", "permit-desk", "gis-geocoder"],
  jobs: [
    {
      svc: "inspection-scheduler",
      every: 60_000,
      run: (r) => [
        [
          "info",
          `route optimizer: ${r.int(20, 60)} stops for ${r.int(5, 9)} inspectors recomputed in ${r.int(200, 900)}ms`,
        ],
      ],
    },
    {
      svc: "notify-relay",
      every: 30_000,
      run: (r) => [["info", `outbox drained: sent=${r.int(0, 25)} deferred=0 provider=ses`]],
    },
    {
      svc: "case-search",
      every: 120_000,
      run: (r) => [
        [
          "info",
          `o.e.c.IndexRefresher : incremental reindex of service_requests: ${r.int(10, 200)} docs in ${r.int(60, 400)}ms`,
        ],
      ],
    },
  ],
  noisy: {
    svc: "gis-geocoder",
    every: 9_000,
    run: (r) => [
      "warn",
      `parcel layer: feature ${r.int(100000, 999999)} has self-intersecting ring, using buffered geometry`,
    ],
  },
};

// ---------------------------------------------------------------- Riverton: parking tickets and court fines
export const RIVERTON: Estate = {
  key: "riverton",
  company: "Riverton Municipal Payments",
  ns: "rvt-pay",
  traced: false,
  services: [
    "pay-portal",
    "id-proxy",
    "citation-ledger",
    "court-fines",
    "payment-broker",
    "plate-lookup",
    "receipt-mailer",
    "recon-batch",
    "notice-render",
  ],
  runtime: {
    "pay-portal": "dotnet",
    "id-proxy": "go",
    "citation-ledger": "java",
    "court-fines": "dotnet",
    "payment-broker": "go",
    "plate-lookup": "python",
    "receipt-mailer": "node",
    "recon-batch": "python",
    "notice-render": "node",
  },
  roles: {
    edge: "pay-portal",
    sso: "id-proxy",
    pay: "payment-broker",
    upload: "pay-portal",
    ocr: "plate-lookup",
    gis: "citation-ledger",
    sync: "recon-batch",
    notify: "receipt-mailer",
    jvm: "citation-ledger",
    core: "citation-ledger",
    batch: "recon-batch",
  },
  flows: [
    {
      w: 5,
      touches: ["citation-ledger"],
      run: (r) => {
        const c = `PK${r.int(40000000, 49999999)}`;
        const t = ms(r, 40, 220);
        return [
          [
            0,
            "citation-ledger",
            "info",
            `c.r.ledger.CitationService : lookup ${c} plate=${r.pick(["CA", "NV", "OR", "AZ"])}-${r.hex(3).toUpperCase()}${r.int(1000, 9999)} balance=${r.int(35, 180)}.00 status=${r.pick(["open", "open", "late", "hearing_requested"])}`,
          ],
          [
            t,
            "pay-portal",
            "info",
            `Request finished HTTP/1.1 GET /citations/${c} - 200 - text/html ${t}.${r.int(1000, 9999)}ms`,
          ],
        ];
      },
    },
    {
      w: 3,
      touches: ["citation-ledger", "payment-broker"],
      run: (r) => {
        const c = `PK${r.int(40000000, 49999999)}`;
        const amt = `${r.int(35, 180)}.00`;
        const t = ms(r, 500, 1800);
        return [
          [
            0,
            "payment-broker",
            "info",
            `charge authorized ref=ch_${r.hex(14)} amount=${amt} USD card=${r.pick(["visa", "mastercard", "amex", "discover"])} took=${t - 120}ms`,
          ],
          [t - 90, "citation-ledger", "info", `c.r.ledger.PaymentPosting : posted ${amt} to ${c}, balance now 0.00`],
          [
            t - 40,
            "receipt-mailer",
            "info",
            `receipt queued for ${c} -> ${r.pick(["gmail.com", "yahoo.com", "outlook.com", "icloud.com"])}`,
          ],
          [
            t,
            "pay-portal",
            "info",
            `Request finished HTTP/1.1 POST /citations/${c}/pay - 302 - - ${t}.${r.int(1000, 9999)}ms`,
          ],
        ];
      },
    },
    {
      w: 2,
      touches: ["court-fines", "payment-broker"],
      run: (r) => {
        const cs = `TR-${r.int(2024, 2026)}-${r.int(100000, 999999)}`;
        const t = ms(r, 600, 2200);
        return [
          [
            0,
            "court-fines",
            "info",
            `CourtFines.Api.Cases[0] Case ${cs} fetched from court records in ${r.int(90, 400)}ms (balance ${r.int(120, 900)}.00)`,
          ],
          [
            300,
            "payment-broker",
            "info",
            `charge authorized ref=ch_${r.hex(14)} amount=${r.int(50, 400)}.00 USD card=visa took=${r.int(300, 900)}ms`,
          ],
          [
            t - 60,
            "court-fines",
            "info",
            `CourtFines.Api.Payments[0] Payment recorded for ${cs}, confirmation CF${r.int(100000, 999999)}`,
          ],
          [
            t,
            "pay-portal",
            "info",
            `Request finished HTTP/1.1 POST /court/${cs}/pay - 200 - application/json ${t}.${r.int(1000, 9999)}ms`,
          ],
        ];
      },
    },
    {
      w: 2,
      touches: ["court-fines"],
      run: (r) => {
        const t = ms(r, 120, 500);
        const cs = `TR-${r.int(2024, 2026)}-${r.int(100000, 999999)}`;
        return [
          [
            0,
            "court-fines",
            "info",
            `CourtFines.Api.Cases[0] Case ${cs} fetched from court records in ${t - 30}ms (balance ${r.int(120, 900)}.00)`,
          ],
          [
            t,
            "pay-portal",
            "info",
            `Request finished HTTP/1.1 GET /court/${cs} - 200 - text/html ${t}.${r.int(1000, 9999)}ms`,
          ],
        ];
      },
    },
    {
      w: 2,
      touches: ["plate-lookup"],
      run: (r) => {
        const t = ms(r, 40, 200);
        return [
          [
            0,
            "plate-lookup",
            "info",
            `plate search state=${r.pick(["CA", "CA", "CA", "NV"])} found=${r.int(0, 4)} citations src=dmv-cache age=${r.int(1, 20)}h`,
          ],
          [
            t,
            "pay-portal",
            "info",
            `Request finished HTTP/1.1 GET /search/plate - 200 - text/html ${t}.${r.int(1000, 9999)}ms`,
          ],
        ];
      },
    },
    {
      w: 2,
      touches: ["id-proxy"],
      run: (r) => [
        [
          0,
          "id-proxy",
          "info",
          `authenticated session for user=${r.hex(8)}@riverton-residents provider=oidc exp=3600s`,
        ],
      ],
    },
  ],
  health: ["pay-portal", "citation-ledger", "court-fines", "payment-broker"],
  jobs: [
    {
      svc: "recon-batch",
      every: 90_000,
      run: (r) => [
        ["info", `settlement poll: ${r.int(0, 40)} new settlements, ${r.int(0, 3)} refunds, ledger in balance`],
      ],
    },
    {
      svc: "notice-render",
      every: 45_000,
      run: (r) => [
        ["info", `rendered ${r.int(4, 40)} late notices to PDF (chromium pool 4/4, avg ${r.int(200, 700)}ms)`],
      ],
    },
  ],
  noisy: {
    svc: "plate-lookup",
    every: 11_000,
    run: (r) => [
      "error",
      `dmv-cache: record for plate ${r.pick(["CA", "NV", "OR", "TX", "WA"])}-${r.hex(4).toUpperCase()} missing registered_owner.zip, skipped enrichment`,
    ],
  },
};

// ---------------------------------------------------------------- Lakemont: elections and records
export const LAKEMONT: Estate = {
  key: "lakemont",
  company: "Lakemont County Elections & Records",
  ns: "lkm-civic",
  traced: true,
  services: [
    "voter-lookup-web",
    "clerk-sso",
    "registrant-api",
    "precinct-gis",
    "address-normalizer",
    "sos-feed-sync",
    "records-upload",
    "ocr-worker",
    "audit-trail",
    "mail-out",
  ],
  runtime: {
    "voter-lookup-web": "node",
    "clerk-sso": "java",
    "registrant-api": "java",
    "precinct-gis": "go",
    "address-normalizer": "python",
    "sos-feed-sync": "python",
    "records-upload": "dotnet",
    "ocr-worker": "cpp",
    "audit-trail": "go",
    "mail-out": "python",
  },
  roles: {
    edge: "voter-lookup-web",
    sso: "clerk-sso",
    pay: "records-upload",
    upload: "records-upload",
    ocr: "ocr-worker",
    gis: "precinct-gis",
    sync: "sos-feed-sync",
    notify: "mail-out",
    jvm: "registrant-api",
    core: "registrant-api",
    batch: "sos-feed-sync",
  },
  flows: [
    {
      w: 6,
      touches: ["registrant-api", "precinct-gis", "address-normalizer"],
      run: (r) => {
        const t = ms(r, 90, 380);
        const pct = `P-${r.int(1001, 1480)}`;
        return [
          [0, "address-normalizer", "info", `normalized "${street(r)}" -> usps dpv=Y confidence=${r.int(90, 100)}`],
          [25, "precinct-gis", "info", `precinct resolved ${pct} (ST_Contains, ${r.int(2, 19)}ms)`],
          [
            45,
            "registrant-api",
            "info",
            `o.l.v.LookupController : match status=${r.pick(["active", "active", "active", "inactive", "pending"])} precinct=${pct} method=name_dob`,
          ],
          [t, "voter-lookup-web", "info", `GET /lookup/result 200 ${t}ms`],
        ];
      },
    },
    {
      w: 3,
      touches: ["precinct-gis"],
      run: (r) => {
        const t = ms(r, 30, 140);
        return [
          [
            0,
            "precinct-gis",
            "info",
            `polling place for P-${r.int(1001, 1480)}: ${r.pick(["Lakemont HS Gym", "Fire Station 7", "Cedar Library Annex", "St. Mark Hall", "Civic Center Rm B"])} (cached)`,
          ],
          [t, "voter-lookup-web", "info", `GET /polling-place 200 ${t}ms`],
        ];
      },
    },
    {
      w: 2,
      touches: ["records-upload", "ocr-worker"],
      run: (r) => {
        const d = `doc-${r.hex(12)}`;
        const t = ms(r, 300, 1500);
        return [
          [
            0,
            "records-upload",
            "info",
            `Records.Upload.Controllers.UploadController[0] Stored ${d} (${r.pick(["deed", "lien_release", "dba_filing", "marriage_cert_request"])}, ${r.int(90, 14000)} KB) for clerk intake`,
          ],
          [
            40,
            "audit-trail",
            "info",
            `audit event upload.created doc=${d} actor=${r.pick(["public", "clerk"])}:${r.hex(6)}`,
          ],
          [
            t,
            "ocr-worker",
            "info",
            `[ocr] ${d}: ${r.int(1, 30)} page(s), mean confidence ${r.int(84, 96)}.${r.int(0, 9)}, ${t - 200}ms`,
          ],
          [t + 50, "voter-lookup-web", "info", `POST /records/upload 202 ${r.int(300, 900)}ms`],
        ];
      },
    },
    {
      w: 2,
      touches: ["registrant-api"],
      run: (r) => {
        const t = ms(r, 50, 250);
        return [
          [
            0,
            "registrant-api",
            "info",
            `o.l.v.BallotController : ballot status VBM-${r.int(100000, 999999)} ${r.pick(["mailed", "received", "accepted", "in_transit"])}`,
          ],
          [t, "voter-lookup-web", "info", `GET /ballot-status 200 ${t}ms`],
        ];
      },
    },
    {
      w: 1,
      touches: ["clerk-sso"],
      run: (r) => [
        [
          0,
          "clerk-sso",
          "info",
          `type=LOGIN realmId=clerks clientId=records-admin userId=${r.hex(8)}-${r.hex(4)} ipAddress=10.60.${r.int(0, 9)}.${r.int(2, 250)}`,
        ],
      ],
    },
  ],
  health: ["voter-lookup-web", "registrant-api", "precinct-gis", "records-upload"],
  jobs: [
    {
      svc: "sos-feed-sync",
      every: 60_000,
      run: (r) => [["info", `state VRDB delta poll: ${r.int(0, 80)} changes applied, cursor=${r.int(800000, 900000)}`]],
    },
    {
      svc: "audit-trail",
      every: 30_000,
      run: (r) => [["info", `flushed ${r.int(20, 300)} audit events to worm bucket, chain head ${r.hex(16)}`]],
    },
    {
      svc: "mail-out",
      every: 75_000,
      run: (r) => [["info", `confirmation batch: ${r.int(0, 40)} letters sent to print vendor queue`]],
    },
  ],
  noisy: {
    svc: "address-normalizer",
    every: 8_000,
    run: (r) => ["warn", `usps: ZIP+4 not found for "${street(r)}", kept 5-digit ZIP (dpv=N)`],
  },
};

// ---------------------------------------------------------------- Cedar Falls: library cards and recreation bookings
export const CEDAR: Estate = {
  key: "cedar",
  company: "Cedar Falls Library & Recreation",
  ns: "cf-community",
  traced: false,
  services: [
    "patron-portal",
    "sso-bridge",
    "card-service",
    "rec-bookings",
    "facility-calendar",
    "pay-gateway",
    "notice-sender",
    "catalog-proxy",
    "waitlist-worker",
  ],
  runtime: {
    "patron-portal": "ruby",
    "sso-bridge": "java",
    "card-service": "java",
    "rec-bookings": "python",
    "facility-calendar": "go",
    "pay-gateway": "node",
    "notice-sender": "dotnet",
    "catalog-proxy": "go",
    "waitlist-worker": "python",
  },
  roles: {
    edge: "patron-portal",
    sso: "sso-bridge",
    pay: "pay-gateway",
    upload: "patron-portal",
    ocr: "card-service",
    gis: "card-service",
    sync: "waitlist-worker",
    notify: "notice-sender",
    jvm: "card-service",
    core: "rec-bookings",
    batch: "waitlist-worker",
  },
  flows: [
    {
      w: 4,
      touches: ["rec-bookings", "facility-calendar"],
      run: (r) => {
        const b = `BK${r.int(300000, 399999)}`;
        const t = ms(r, 120, 480);
        return [
          [
            0,
            "facility-calendar",
            "info",
            `slot check facility=${r.pick(["pool-lap-3", "court-2", "room-b", "field-5", "studio-a"])} date=2026-0${r.int(6, 9)}-${r.int(10, 28)} free=${r.int(1, 12)}`,
          ],
          [
            40,
            "rec-bookings",
            "info",
            `bookings.views: hold ${b} created for household H${r.int(10000, 99999)} (${r.pick(["swim lessons", "pickleball", "pottery", "summer camp wk3", "tennis court"])})`,
          ],
          [
            t,
            "patron-portal",
            "info",
            `Completed 200 OK in ${t}ms (Views: ${r.int(20, 90)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 12)}.${r.int(0, 9)}ms)`,
          ],
        ];
      },
    },
    {
      w: 2,
      touches: ["rec-bookings", "pay-gateway"],
      run: (r) => {
        const b = `BK${r.int(300000, 399999)}`;
        const t = ms(r, 700, 2000);
        return [
          [
            0,
            "pay-gateway",
            "info",
            `createTransaction ok transId=${r.int(60000000000, 69999999999)} amount=${r.int(8, 240)}.00 authCode=${r.hex(6).toUpperCase()} ${t - 150}ms`,
          ],
          [t - 80, "rec-bookings", "info", `bookings.payments: ${b} paid, confirmation mailed`],
          [t - 40, "notice-sender", "info", `Notices.Worker[0] Booking confirmation ${b} sent via smtp`],
          [t, "patron-portal", "info", `Completed 302 Found in ${t}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms)`],
        ];
      },
    },
    {
      w: 4,
      touches: ["card-service", "catalog-proxy"],
      run: (r) => {
        const t = ms(r, 40, 200);
        return [
          [
            0,
            "catalog-proxy",
            "info",
            `GET /sierra/items?bib=b${r.int(1000000, 1999999)} 200 ${t - 20}ms cache=${r.pick(["hit", "miss", "hit"])}`,
          ],
          [
            10,
            "card-service",
            "info",
            `c.c.card.PatronController : card 2${r.int(1000000000, 1999999999)} status=${r.pick(["ACTIVE", "ACTIVE", "ACTIVE", "FINES_BLOCKED"])} checkouts=${r.int(0, 30)}`,
          ],
          [
            t,
            "patron-portal",
            "info",
            `Completed 200 OK in ${t}ms (Views: ${r.int(10, 60)}.${r.int(0, 9)}ms | ActiveRecord: 0.${r.int(1, 9)}ms)`,
          ],
        ];
      },
    },
    {
      w: 2,
      touches: ["sso-bridge"],
      run: (r) => [
        [
          0,
          "sso-bridge",
          "info",
          `o.c.sso.SamlBridge : assertion accepted for patron ${r.hex(8)} (idp=city-resident-id, ${r.int(30, 160)}ms)`,
        ],
      ],
    },
  ],
  health: ["patron-portal", "rec-bookings", "pay-gateway", "card-service"],
  jobs: [
    {
      svc: "waitlist-worker",
      every: 45_000,
      run: (r) => [
        [
          "info",
          `[celery] Task waitlist.promote succeeded in ${r.int(1, 4)}.${r.int(100, 999)}s: {'promoted': ${r.int(0, 6)}}`,
        ],
      ],
    },
    {
      svc: "notice-sender",
      every: 60_000,
      run: (r) => [["info", `Notices.Worker[0] Overdue batch: ${r.int(0, 60)} queued, ${r.int(0, 60)} sent`]],
    },
  ],
  noisy: {
    svc: "catalog-proxy",
    every: 10_000,
    run: (r) => [
      "error",
      `sierra: item i${r.int(3000000, 3999999)} has no bib link (orphaned item record), returning empty holdings`,
    ],
  },
};

export const ESTATES: Estate[] = [HARBOR, RIVERTON, LAKEMONT, CEDAR];
export type { Step };
