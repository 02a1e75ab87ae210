// Harmless noise that pages people anyway: each kind writes its lines into [from, to) at a given intensity.
import { branch, type Estate, isbn, item, obj, pad2, patron } from "./estates.js";
import { redeploy } from "./runtimes.js";
import type { Stream } from "./stream.js";

export interface NoiseKind {
  id: string;
  domain: "library" | "museum" | "any";
  /** One sentence for the label note. */
  note: string;
  /** Only for estates where this returns true. */
  fits?: (e: Estate) => boolean;
  run: (s: Stream, e: Estate, from: number, to: number, k: number) => void;
}

const javaSvc = (e: Estate) => e.services.find((x) => e.runtime[x] === "java") as string;
const hasJava = (e: Estate) => e.services.some((x) => e.runtime[x] === "java");
const ip = (s: Stream) => `${s.rng.int(23, 203)}.${s.rng.int(1, 254)}.${s.rng.int(1, 254)}.${s.rng.int(1, 254)}`;

export const NOISE: NoiseKind[] = [
  {
    id: "fines-block",
    domain: "library",
    note: "self-checkout kiosks refuse checkouts for patrons blocked by unpaid fines",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        9000 / k,
        (t) => {
          const p = patron(r);
          const owed = `${r.int(10, 48)}.${pad2(r.int(0, 99))}`;
          if (e.key === "tcl") {
            s.add(
              t,
              "circulation-svc",
              "warn",
              `o.t.c.CheckoutController : checkout refused item=${item(r)} patron=${p}: PATRON_BLOCKED (fines ${owed} > limit 10.00)`,
            );
            s.add(
              t + 40,
              "sip2-bridge",
              "warn",
              `KSK-${branch(r)}-${r.int(1, 4)} 11 Checkout -> 12 ok=0 AF="Please see staff: account blocked" (patron ****${p.slice(-4)})`,
            );
          } else {
            s.add(
              t,
              "ils-core",
              "warn",
              `POST /api/v1/checkouts 403 {"error":"Patron is restricted","error_code":"debt_limit","balance":${owed}}`,
            );
            s.add(
              t + 30,
              "sipserver",
              "warn",
              `SIP 12 Checkout ok=0 screen_msg="Patron blocked: fines owed" terminal=sc${pad2(r.int(1, 14))}`,
            );
          }
        },
        from,
        to,
      );
    },
  },
  {
    id: "holds-unfillable",
    domain: "library",
    note: "the holds queue rebuild reports many holds it cannot fill because every copy is lost or missing",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.periodic(
        60000,
        (t) => {
          for (let i = 0; i < Math.round(6 * k); i++) {
            const msg =
              e.key === "tcl"
                ? `o.t.h.PickListJob : hold H${r.digits(7)} unfillable: no holdable items for bib ${r.int(100000, 2999999)} (copies: ${r.int(1, 4)} lost, ${r.int(0, 2)} missing)`
                : `holds_queue: biblio ${r.int(100000, 2999999)} has ${r.int(1, 9)} holds but no available items (itemlost=1, notforloan=-1) - skipped`;
            s.add(t + i * 7, e.roles.holds, "error", msg);
          }
        },
        from,
        to,
      );
    },
  },
  {
    id: "bad-marc",
    domain: "library",
    note: "a vendor MARC file has malformed records that the loader skips with stack traces while the rest imports",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        14000 / k,
        (t) => {
          const n = r.int(1, 500);
          if (e.key === "tcl") {
            s.add(
              t,
              "marc-ingest",
              "error",
              `skipping record ${n} of ingram_${r.digits(6)}.mrc: MARC::Exception: invalid directory entry at offset ${r.int(24, 900)}`,
              {
                stack: [
                  "/usr/local/bundle/gems/marc-1.2.0/lib/marc/reader.rb:354:in `decode'",
                  "/usr/local/bundle/gems/marc-1.2.0/lib/marc/reader.rb:215:in `each_raw'",
                  "/app/lib/ingest/batch_reader.rb:41:in `block in each_record'",
                  "/app/lib/ingest/batch_reader.rb:38:in `each'",
                  "/app/app/jobs/vendor_import_job.rb:27:in `perform'",
                ],
              },
            );
          } else {
            s.add(t, "catalog-loader", "error", `record ${n} in vendor_${r.digits(8)}.mrc rejected, continuing`, {
              stack: [
                "Traceback (most recent call last):",
                '  File "/app/loader/marcfile.py", line 88, in iter_records',
                "    rec = next(reader)",
                '  File "/usr/local/lib/python3.12/site-packages/pymarc/reader.py", line 121, in __next__',
                "    raise exc.RecordLengthInvalid",
                "pymarc.exceptions.RecordLengthInvalid: Invalid record length in first 5 bytes of record.",
              ],
            });
          }
        },
        from,
        to,
      );
    },
  },
  {
    id: "kiosk-reconnect",
    domain: "library",
    note: "the self-checkout kiosks of one branch drop their SIP2 sockets after a switch reboot and log back in",
    run(s, e, from, to) {
      const r = s.rng;
      const br = branch(r);
      const t0 = from + r.int(0, Math.max(1, to - from - 120000));
      for (let i = 1; i <= 4; i++) {
        const t = t0 + r.int(0, 3000);
        if (e.key === "tcl") {
          s.add(
            t,
            "sip2-bridge",
            "error",
            `KSK-${br}-${i}: ConnectionResetError: [Errno 104] Connection reset by peer (10.${r.int(20, 60)}.4.${10 + i}:6001)`,
          );
          for (let a = 1; a <= 3; a++)
            s.add(
              t + a * 5000,
              "sip2-bridge",
              "warn",
              `KSK-${br}-${i}: reconnect attempt ${a} failed: [Errno 113] No route to host`,
            );
          s.add(
            t + 21000 + r.int(0, 4000),
            "sip2-bridge",
            "info",
            `KSK-${br}-${i}: 93 Login CN=kiosk-${br.toLowerCase()}-${i} -> 94 ok=1; 99 SC Status -> 98 online=Y`,
          );
        } else {
          s.add(t, "sipserver", "error", `sc${pad2(i)}: read error: Connection reset by peer, closing session`);
          s.add(
            t + 19000 + r.int(0, 5000),
            "sipserver",
            "info",
            `sc${pad2(i)}: new connection from 10.8.${r.int(1, 9)}.${20 + i}, 93 login ok, 99 status sent`,
          );
        }
      }
    },
  },
  {
    id: "ebook-limits",
    domain: "library",
    note: "e-book borrows are refused because patrons hit their loan limit or every DRM license is on loan",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        7000 / k,
        (t) => {
          if (r.chance(0.5))
            s.add(
              t,
              e.roles.ebook,
              "warn",
              e.key === "tcl"
                ? `borrow refused isbn=${isbn(r)}: vendor 409 Conflict {"code":"NoCopiesAvailable","holdsQueue":${r.int(1, 80)}} -> offered hold`
                : `checkout refused: no copies available (title=${isbn(r)}, ownedCopies=1, lcp concurrent=1), waitlisted`,
            );
          else
            s.add(
              t,
              e.roles.ebook,
              "warn",
              e.key === "tcl"
                ? `borrow refused patron=${patron(r)}: PatronLoanLimitReached (10/10 active loans)`
                : `checkout refused: patron ${patron(r).slice(0, 6)}****** at checkout limit (5)`,
            );
          s.add(
            t + 60,
            e.roles.web,
            "warn",
            e.key === "tcl"
              ? `POST /api/ebooks/borrow 409 ${r.int(100, 300)}ms`
              : `Completed 409 Conflict in ${r.int(100, 300)}ms POST "/ebooks/checkout"`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "login-failures",
    domain: "library",
    note: "a handful of patrons mistype PINs until their accounts lock, and one address is throttled",
    run(s, e, from, to, k) {
      const r = s.rng;
      const bad = ip(s);
      s.every(
        6000 / k,
        (t) => {
          const p = patron(r);
          if (e.key === "tcl") {
            s.add(
              t,
              "patron-sso",
              "warn",
              `login failed for ${p}: invalid PIN (attempt ${r.int(1, 5)}/5) ip=${r.chance(0.3) ? bad : ip(s)}`,
            );
            if (r.chance(0.2))
              s.add(t + 5, "patron-sso", "warn", `account ${p} locked for 15m after 5 failed attempts`);
            s.add(t + 40, "discovery-ui", "info", `POST /api/session 401 ${r.int(40, 90)}ms`);
          } else {
            s.add(
              t,
              "patron-login",
              "warn",
              `level=warn msg="authentication failed" reason=bad_pin cardnumber=${p.slice(0, 6)}****** remote=${r.chance(0.3) ? bad : ip(s)}`,
            );
            s.add(
              t + 50,
              "opac-frontend",
              "info",
              `Completed 401 Unauthorized in ${r.int(40, 90)}ms POST "/users/sign_in"`,
            );
          }
        },
        from,
        to,
      );
      s.every(
        20000,
        (t) =>
          s.add(
            t,
            e.roles.auth,
            "warn",
            e.key === "tcl"
              ? `rate limit: ${bad} exceeded 20 logins/min, responding 429`
              : `level=warn msg="throttled" remote=${bad} limit=20/min status=429`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "search-slow",
    domain: "library",
    note: "a bulk reindex makes catalogue searches slow and the search tier warns about overlapping searchers",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        8000 / k,
        (t) => {
          if (e.key === "tcl") {
            if (r.chance(0.4))
              s.add(
                t,
                "solr-catalog",
                "warn",
                "[catalog_shard1_replica_n1]  o.a.s.c.SolrCore PERFORMANCE WARNING: Overlapping onDeckSearchers=2",
              );
            else
              s.add(
                t,
                "solr-catalog",
                "warn",
                `[catalog_shard1_replica_n1]  o.a.s.c.S.SlowRequest slow: webapp=/solr path=/select params={q=${r.pick(["the", "a+history", "new"])}&rows=20&facet=true} hits=${r.int(20000, 90000)} status=0 QTime=${r.int(1600, 4800)}`,
              );
          } else {
            s.add(
              t,
              "search-api",
              "warn",
              `slow search took=${r.int(1500, 5200)}ms index=biblios (reindex in progress, ${r.int(20, 90)}% done)`,
            );
          }
        },
        from,
        to,
      );
    },
  },
  {
    id: "smtp-bounces",
    domain: "library",
    note: "overdue notices bounce for stale patron e-mail addresses and the mail job retries them",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        8000 / k,
        (t) => {
          if (e.key === "hcl")
            s.add(
              t,
              "notify-worker",
              "error",
              `[SendNoticesJob] Net::SMTPFatalError: 550 5.1.1 <patron${r.digits(5)}@${r.pick(["aol.com", "btinternet.com", "example.org"])}>: mailbox unavailable`,
              {
                stack: [
                  "/usr/local/lib/ruby/3.3.0/net/smtp.rb:1099:in `check_response'",
                  "/usr/local/lib/ruby/3.3.0/net/smtp.rb:1061:in `rcptto'",
                  "/app/app/jobs/send_notices_job.rb:34:in `deliver_one'",
                ],
              },
            );
          else
            s.add(
              t,
              "notices-mailer",
              "error",
              `overdue notice N${r.digits(8)}: smtplib.SMTPRecipientsRefused: {'p${r.digits(5)}@aol.com': (550, b'5.1.1 mailbox unavailable')}`,
            );
        },
        from,
        to,
      );
    },
  },
  {
    id: "z3950-target",
    domain: "library",
    note: "one of three Z39.50 copy-cataloguing targets keeps timing out and is skipped",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        15000 / k,
        (t) => {
          s.add(
            t,
            e.roles.marc,
            "warn",
            `Z39.50 search isbn=${isbn(r)}: target z3950.${r.pick(["stateuni", "natlib"])}.example:210/INNOPAC timed out after 15s; 2 of 3 targets answered`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "query-syntax",
    domain: "library",
    note: "patrons type unbalanced search syntax and the search tier rejects those queries with parser errors",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        10000 / k,
        (t) => {
          const q = r.pick(["title:(war and", 'author:"tolkien', "AND OR", "c++ (programming", "((("]);
          if (e.key === "tcl") {
            s.add(
              t,
              "solr-catalog",
              "error",
              `[catalog_shard1_replica_n1]  o.a.s.h.RequestHandlerBase org.apache.solr.common.SolrException: org.apache.solr.search.SyntaxError: Cannot parse '${q}': Encountered "<EOF>" at line 1, column ${q.length}.`,
              {
                stack: [
                  "\tat org.apache.solr.search.QParser.getQuery(QParser.java:188)",
                  "\tat org.apache.solr.handler.component.QueryComponent.prepare(QueryComponent.java:172)",
                  "\tat org.apache.solr.handler.component.SearchHandler.handleRequestBody(SearchHandler.java:432)",
                  "\tat org.apache.solr.handler.RequestHandlerBase.handleRequest(RequestHandlerBase.java:226)",
                  "Caused by: org.apache.solr.search.SyntaxError: Cannot parse query",
                ],
              },
            );
            s.add(t + 30, "discovery-ui", "warn", `GET /search?q=${encodeURIComponent(q)} 400 ${r.int(10, 40)}ms`);
          } else {
            s.add(
              t,
              "search-api",
              "error",
              `BadRequestError(400, 'search_phase_execution_exception', 'Failed to parse query [${q}]')`,
              {
                stack: [
                  "Traceback (most recent call last):",
                  '  File "/app/search/api.py", line 57, in search',
                  "    resp = es.search(index=idx, query=build(q), size=20)",
                  '  File "/usr/local/lib/python3.12/site-packages/elasticsearch/_sync/client/_base.py", line 352, in perform_request',
                  "    raise HTTP_EXCEPTIONS.get(meta.status, ApiError)(",
                  `elasticsearch.BadRequestError: BadRequestError(400, 'search_phase_execution_exception', 'Failed to parse query [${q}]')`,
                ],
              },
            );
            s.add(
              t + 30,
              "opac-frontend",
              "warn",
              `Completed 400 Bad Request in ${r.int(10, 50)}ms GET "/catalog?q=${encodeURIComponent(q)}"`,
            );
          }
        },
        from,
        to,
      );
    },
  },
  {
    id: "ill-rejected",
    domain: "library",
    note: "interlibrary-loan partners reject requests for non-circulating items",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        16000 / k,
        (t) =>
          s.add(
            t,
            e.roles.circ,
            "warn",
            `ILL request ILL-${r.digits(6)} rejected by lender ${r.pick(["STATEU", "NRTHCO", "MTNREG"])}: ${r.pick(["non-circulating (reference)", "in use", "lender policy: no loans to out-of-state"])}`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "lost-billing",
    domain: "library",
    note: "the aging job marks long-overdue items lost and bills replacement fees in a burst",
    run(s, e, from, to, k) {
      const r = s.rng;
      const t0 = from + r.int(0, Math.max(1, to - from - 60000));
      for (let i = 0; i < Math.round(40 * k); i++)
        s.add(
          t0 + i * r.int(80, 400),
          e.roles.fines,
          "warn",
          `item ${item(r)} aged to LOST (overdue ${r.int(60, 400)} days); replacement fee ${r.int(12, 45)}.00 billed to patron ${patron(r)}`,
        );
    },
  },
  {
    id: "cover-404",
    domain: "library",
    note: "cover art for new titles is missing at the cover provider, so placeholders are served",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        4000 / k,
        (t) =>
          s.add(
            t,
            e.roles.web,
            "warn",
            e.key === "tcl"
              ? `cover fetch failed isbn=${isbn(r)} provider=syndetics status=404, serving placeholder`
              : `CoverImage: 404 Not Found from covers.openlibrary.org for ISBN ${isbn(r)} (placeholder rendered)`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "checkin-alerts",
    domain: "library",
    note: "book drops return items that were never checked out and the kiosks raise alerts",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        9000 / k,
        (t) => {
          const it = item(r);
          if (e.key === "tcl")
            s.add(
              t,
              "sip2-bridge",
              "warn",
              `KSK-${branch(r)}-${r.int(1, 4)} 09 Checkin item=${it} -> 10 ok=0 alert=Y AF="Item not checked out"`,
            );
          else
            s.add(
              t,
              "sipserver",
              "warn",
              `SIP 10 Checkin item=${it} ok=0 alert=Y alert_type=99 screen_msg="Item not checked out"`,
            );
        },
        from,
        to,
      );
    },
  },
  {
    id: "security-bit",
    domain: "library",
    note: "the kiosks fail to toggle the RFID security bit on first try and succeed on retry",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        7000 / k,
        (t) => {
          const it = item(r);
          s.add(
            t,
            e.roles.sip,
            "warn",
            `AFI write failed for item ${it} on pad ${r.int(1, 3)} (tag not responding), retrying`,
          );
          s.add(t + 700, e.roles.sip, "info", `AFI write ok for item ${it} on retry`);
        },
        from,
        to,
      );
    },
  },
  {
    id: "ebook-withdrawn",
    domain: "library",
    note: "the e-book vendor answers 410 Gone for titles the publisher withdrew and they are suppressed",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        12000 / k,
        (t) =>
          s.add(
            t,
            e.roles.ebook,
            "error",
            e.key === "tcl"
              ? `vendor GET /v3/titles/${isbn(r)}: 410 Gone (publisher withdrawn), suppressing bib`
              : `lendwell title ${isbn(r)} returned 410 Gone: publisher withdrew title, hiding record`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "expired-cards",
    domain: "library",
    note: "checkouts are refused for patrons whose library cards expired",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        10000 / k,
        (t) =>
          s.add(
            t,
            e.roles.circ,
            "warn",
            e.key === "tcl"
              ? `o.t.c.CheckoutController : checkout refused patron=${patron(r)}: PATRON_EXPIRED (expired 2026-${pad2(r.int(1, 10))}-${pad2(r.int(1, 28))})`
              : `POST /api/v1/checkouts 403 {"error":"Patron's card has expired","error_code":"card_expired"}`,
          ),
        from,
        to,
      );
    },
  },
  // ------------------------------------------------------------------ museum
  {
    id: "sold-out",
    domain: "museum",
    note: "a popular exhibition sells out its timed-entry slots and further reservations are rejected",
    run(s, e, from, to, k) {
      const r = s.rng;
      const slot = `2026-12-${pad2(r.int(19, 23))} ${r.pick(["11:00", "11:30", "14:00"])}`;
      s.every(
        2500 / k,
        (t) => {
          if (e.key === "mmad") {
            s.add(
              t,
              "timed-entry",
              "warn",
              `c.m.t.ReservationService : slot ${slot} sold out (capacity 250), rejecting reservation`,
            );
            s.add(t + 40, "visit-web", "warn", `POST /api/orders 409 ${r.int(30, 90)}ms`);
          } else {
            s.add(
              t,
              "booking-core",
              "warn",
              `Completed 409 Conflict in ${r.int(10, 40)}ms POST "/api/bookings" (SessionFull: ${slot} has 0 of 300 places left)`,
            );
            s.add(t + 50, "tickets-frontend", "warn", `"POST /tickets/checkout HTTP/1.1" 409 212`);
          }
        },
        from,
        to,
      );
    },
  },
  {
    id: "card-declined",
    domain: "museum",
    note: "card payments are refused by issuers for ordinary reasons like insufficient funds",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        9000 / k,
        (t) => {
          const why = r.pick(["Not enough balance", "Refused", "CVC Declined", "Expired Card", "Issuer Unavailable"]);
          if (e.key === "mmad")
            s.add(
              t,
              "checkout-pay",
              "warn",
              `level=warn msg="payment refused" order=ORD-${r.digits(7)} resultCode=Refused refusalReason="${why}"`,
            );
          else
            s.add(
              t,
              "pos-bridge",
              "warn",
              `PosBridge.Terminal[0] Till ${r.int(1, 8)}: card declined (${why}), customer asked for another method`,
            );
        },
        from,
        to,
      );
    },
  },
  {
    id: "iiif-unpublished",
    domain: "museum",
    note: "the image server answers 404 with stack traces for images that are catalogued but not yet published",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        5000 / k,
        (t) => {
          const id =
            e.key === "mmad"
              ? `${obj(r).replace(/\./g, "-")}.tif`
              : `NHMF-${r.pick(["PAL", "ENT", "ZOO"])}-${r.digits(6)}.jp2`;
          s.add(
            t,
            e.roles.iiif,
            "error",
            `e.i.l.c.r.ImageRepresentation: GET /iiif/${e.key === "mmad" ? 3 : 2}/${id}/info.json: java.nio.file.NoSuchFileException: /mnt/images/${id}`,
            {
              stack: [
                "\tat java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:92)",
                "\tat java.base/sun.nio.fs.UnixFileSystemProvider.checkAccess(UnixFileSystemProvider.java:385)",
                "\tat edu.illinois.library.cantaloupe.source.FilesystemSource.getFormatIterator(FilesystemSource.java:201)",
                "\tat edu.illinois.library.cantaloupe.resource.InformationRequestHandler.handle(InformationRequestHandler.java:219)",
              ],
            },
          );
          s.add(
            t + 30,
            e.roles.manifest,
            "warn",
            `image service 404 for ${id} (rights status: unpublished), canvas left without service`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "iiif-oversize",
    domain: "museum",
    note: "a scraper asks the image server for full-size renders beyond the pixel limit and is refused",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        3500 / k,
        (t) =>
          s.add(
            t,
            e.roles.iiif,
            "warn",
            `e.i.l.c.r.AbstractResource: GET /iiif/${e.key === "mmad" ? 3 : 2}/${r.digits(6)}/full/max/0/color.tif 403: edu.illinois.library.cantaloupe.resource.IllegalClientArgumentException: Requested size exceeds the maximum of 100000000 pixels (client ${ip(s)})`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "fixity-recheck",
    domain: "museum",
    note: "the scheduled fixity audit re-reads packages whose last check is stale and finds every checksum matching",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        6000 / k,
        (t) => {
          const aip = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
          if (e.key === "mmad") {
            s.add(
              t,
              "fixity-checker",
              "warn",
              `level=warn msg="fixity stale, re-verifying" aip=${aip} last_check_days=${r.int(366, 900)}`,
            );
            s.add(
              t + r.int(3000, 9000),
              "fixity-checker",
              "info",
              `level=info msg="fixity re-verified" aip=${aip} files=${r.int(3, 400)} mismatches=0`,
            );
          } else {
            s.add(
              t,
              "storage-service",
              "warn",
              `WARNING fixity: package ${aip} not checked for ${r.int(366, 900)} days, queued for re-check`,
            );
            s.add(
              t + r.int(3000, 9000),
              "storage-service",
              "info",
              `INFO fixity: package ${aip} success=True (bag valid)`,
            );
          }
        },
        from,
        to,
      );
    },
  },
  {
    id: "format-unknown",
    domain: "museum",
    note: "a digitisation transfer contains file formats the identification tool does not recognise, so normalisation is skipped",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        5000 / k,
        (t) => {
          const f = `objects/${r.pick(["scan", "RAW", "capture"])}_${r.digits(5)}.${r.pick(["iiq", "3fr", "xmp", "dng"])}`;
          s.add(
            t,
            e.roles.preserve,
            "warn",
            e.key === "mmad"
              ? `identify: ${f}: no match (siegfried 1.11.1, pronom), format=UNKNOWN; normalization skipped`
              : `Job Identify file format: ${f} -> fido returned no match; 'Normalize for preservation' skipped (no rule)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "record-locked",
    domain: "museum",
    note: "cataloguers collide on the same object records and edits are refused with lock conflicts",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        12000 / k,
        (t) =>
          s.add(
            t,
            e.roles.collections,
            "warn",
            e.key === "mmad"
              ? `"PATCH /api/objects/${obj(r)}/ HTTP/1.1" 409 87 (locked by ${r.pick(["abergmann", "kokafor", "lchen"])} since 09:${pad2(r.int(0, 59))})`
              : `emu: record ecatalogue.irn=${r.digits(7)} locked by another user, export deferred`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "ticket-reused",
    domain: "museum",
    note: "visitors try to re-enter on already redeemed tickets and the gates deny them",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        6000 / k,
        (t) =>
          s.add(
            t,
            e.roles.gates,
            "warn",
            e.key === "mmad"
              ? `lane ${r.int(1, 6)} ticket ${r.hex(10).toUpperCase()} DENIED: already redeemed at 1${r.int(0, 5)}:${pad2(r.int(0, 59))} (lane ${r.int(1, 6)})`
              : `[gate ${r.pick(["S1", "S2", "E1"])}] barcode ${r.digits(12)} rejected: ALREADY_USED`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "expired-tokens",
    domain: "museum",
    note: "members return with expired sessions and get 401s until they sign in again",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        5000 / k,
        (t) =>
          s.add(
            t,
            e.roles.members,
            "warn",
            e.key === "mmad"
              ? `Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[1] Failed to validate the token. Microsoft.IdentityModel.Tokens.SecurityTokenExpiredException: IDX10223: Lifetime validation failed. The token is expired. ValidTo: '11/${r.int(1, 29)}/2026 ${r.int(1, 12)}:${pad2(r.int(0, 59))}:00'`
              : `Completed 401 Unauthorized in ${r.int(2, 9)}ms GET "/api/account" (session expired)`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "ffmpeg-warnings",
    domain: "museum",
    note: "video derivatives for the media wall transcode with noisy but harmless ffmpeg warnings",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        4000 / k,
        (t) =>
          s.add(
            t,
            e.roles.preserve,
            "warn",
            r.pick([
              `[swscaler @ 0x${r.hex(12)}] deprecated pixel format used, make sure you did set range correctly`,
              `[mov,mp4,m4a,3gp,3g2,mj2 @ 0x${r.hex(12)}] stream 1, timescale not set`,
              `[aac @ 0x${r.hex(12)}] Too many bits ${r.int(8200, 9000)} > 6144 per frame requested, clamping to max`,
            ]),
          ),
        from,
        to,
      );
    },
  },
  {
    id: "crawler-throttle",
    domain: "museum",
    note: "an aggressive crawler is rate-limited with 429s on the image and object pages",
    run(s, e, from, to, k) {
      const r = s.rng;
      const bot = ip(s);
      s.every(
        1500 / k,
        (t) =>
          s.add(
            t,
            e.roles.manifest,
            "warn",
            `rate limit exceeded for ${bot} (${r.pick(["AhrefsBot/7.0", "GPTBot/1.2", "python-requests/2.32"])}): 429 on GET /iiif/${e.key === "mmad" ? "3" : "manifest"}/${r.digits(6)}`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "clamav-stale",
    domain: "museum",
    note: "the virus scanner warns that its signature database is old while every transfer still scans clean",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        10000 / k,
        (t) => {
          s.add(t, e.roles.preserve, "warn", "LibClamAV Warning: *** The virus database is older than 7 days! ***");
          s.add(
            t + 20,
            e.roles.preserve,
            "info",
            `clamscan: transfer ${r.hex(8)}: ${r.int(5, 300)} files scanned, 0 infected`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    id: "psp-webhook-sig",
    domain: "museum",
    note: "the payment provider's test webhooks arrive with sandbox signatures and are rejected",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        15000 / k,
        (t) =>
          s.add(
            t,
            e.roles.pay,
            "error",
            e.key === "mmad"
              ? `level=error msg="webhook rejected" reason="HMAC signature mismatch" eventCode=AUTHORISATION merchantAccount=MeridianTEST pspReference=${r.hex(16).toUpperCase()}`
              : `PosBridge.Webhooks[0] Rejected notification ${r.hex(16).toUpperCase()}: invalid HMAC (live key, test event)`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "capacity-near",
    domain: "museum",
    note: "galleries approach their fire-safety capacity and the ticketing service warns repeatedly",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        12000 / k,
        (t) =>
          s.add(
            t,
            e.roles.tickets,
            "warn",
            `occupancy ${r.pick(["Gallery 4", "Blue Whale Hall", "Level 2"])} at ${r.int(90, 99)}% of fire capacity, throttling walk-up sales`,
          ),
        from,
        to,
      );
    },
  },
  // ------------------------------------------------------------------ any estate
  {
    id: "gc-pauses",
    domain: "any",
    fits: hasJava,
    note: "a Java service logs long young-generation GC pauses during a cache warm-up while requests still succeed",
    run(s, e, from, to, k) {
      const r = s.rng;
      const svc = javaSvc(e);
      s.every(
        8000 / k,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `[gc] GC(${r.int(100, 9999)}) Pause Young (${r.pick(["Normal", "Concurrent Start"])}) (G1 ${r.pick(["Evacuation Pause", "Humongous Allocation"])}) ${r.int(1200, 2600)}M->${r.int(500, 1100)}M(4096M) ${r.int(180, 650)}.${r.int(100, 999)}ms`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "cert-expiry",
    domain: "any",
    note: "services warn that a TLS certificate expires in a few weeks",
    run(s, e, from, to) {
      const r = s.rng;
      const days = r.int(12, 29);
      for (const svc of r.shuffle(e.services).slice(0, 3))
        s.periodic(
          60000,
          (t) =>
            s.add(
              t,
              svc,
              "warn",
              `TLS certificate CN=*.${e.key}.example expires in ${days} days (notAfter=2026-12-${pad2(days)}T23:59:59Z); renewal is scheduled`,
            ),
          from,
          to,
        );
    },
  },
  {
    id: "pool-validate",
    domain: "any",
    fits: hasJava,
    note: "HikariCP reports idle pooled connections closed by the database and replaces them",
    run(s, e, from, to, k) {
      const r = s.rng;
      const svc = javaSvc(e);
      s.every(
        12000 / k,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "node-drain",
    domain: "any",
    note: "a Kubernetes node drain reschedules a service; its readiness probe fails briefly and callers retry once",
    run(s, e, from, to) {
      const r = s.rng;
      const svc = r.pick(e.services.slice(1, 5));
      const t = from + r.int(0, Math.max(1, to - from - 60000));
      redeploy(s, e, svc, t, 9000);
      for (let i = 0; i < 3; i++)
        s.add(
          t + 2000 + i * 2000,
          e.roles.web,
          "warn",
          `upstream ${svc}: connect ECONNREFUSED 10.${r.int(40, 90)}.${r.int(0, 9)}.${r.int(2, 250)}:8080, retrying (1/2)`,
        );
    },
  },
  {
    id: "backup-slow",
    domain: "any",
    note: "the nightly database dump runs long and warns while it holds nothing important",
    run(s, e, from, to) {
      const r = s.rng;
      const svc = e.roles.circ ?? e.roles.collections;
      s.periodic(
        120000,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `backup: pg_dump of ${e.key}_prod still running after ${r.int(40, 95)} min (expected < 30 min), not blocking writes`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "flags-cache",
    domain: "any",
    note: "the feature-flag service is briefly unreachable and services fall back to cached flags",
    run(s, e, from, to) {
      const r = s.rng;
      const t0 = from + r.int(0, Math.max(1, to - from - 120000));
      for (const svc of r.shuffle(e.services).slice(0, 4)) {
        s.every(
          9000,
          (t) =>
            s.add(
              t,
              svc,
              "warn",
              `feature flags: GET https://flags.${e.key}.internal/api/client/features failed (503), serving cached flags (age ${Math.round((t - t0) / 1000)}s)`,
            ),
          t0,
          t0 + 90000,
        );
        s.add(t0 + 92000 + r.int(0, 3000), svc, "info", "feature flags: refreshed (42 toggles)");
      }
    },
  },
  {
    id: "vuln-scanner",
    domain: "any",
    note: "an external vulnerability scanner probes the web front for admin paths and gets 404s and 403s",
    run(s, e, from, to, k) {
      const r = s.rng;
      const scan = ip(s);
      s.every(
        900 / k,
        (t) =>
          s.add(
            t,
            e.roles.web,
            "warn",
            `GET ${r.pick(["/wp-login.php", "/.env", "/admin/config.php", "/.git/config", "/cgi-bin/luci", "/actuator/env", "/phpmyadmin/"])} ${r.pick(["404", "404", "403"])} from ${scan} ua="Mozilla/5.0 zgrab/0.x"`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "client-aborts",
    domain: "any",
    note: "mobile clients drop connections mid-response and the web tier logs aborted requests",
    run(s, e, from, to, k) {
      const r = s.rng;
      s.every(
        5000 / k,
        (t) =>
          s.add(
            t,
            e.roles.web,
            "error",
            e.runtime[e.roles.web] === "node"
              ? `Error: aborted (client closed connection after ${r.int(200, 9000)}ms) code=ECONNRESET path=/api/${r.pick(["search", "slots", "record"])}`
              : `client closed connection while sending response (499) path=/${r.pick(["catalog", "tickets/calendar", "search"])}`,
          ),
        from,
        to,
      );
    },
  },
  {
    id: "job-oomkilled",
    domain: "any",
    note: "a monthly statistics export pod is OOMKilled, retried with more memory and completes",
    run(s, e, from, to) {
      const r = s.rng;
      const svc = e.roles.fines ?? e.roles.collections;
      const t = from + r.int(0, Math.max(1, to - from - 200000));
      s.add(t, svc, "info", "stats-export: building monthly report (circulation/visits by branch)");
      s.add(
        t + 60000,
        svc,
        "error",
        "stats-export: job pod stats-export-29180 terminated: OOMKilled (limit 512Mi), backoffLimit 2, retrying with 1Gi",
      );
      s.add(t + 150000, svc, "info", `stats-export: report written (${r.int(2, 40)} MB) on attempt 2`);
    },
  },
  {
    id: "slow-reports",
    domain: "any",
    note: "staff run heavy reports that exceed the slow-request threshold but finish",
    run(s, e, from, to, k) {
      const r = s.rng;
      const svc = e.roles.circ ?? e.roles.collections;
      s.every(
        15000 / k,
        (t) =>
          s.add(
            t,
            svc,
            "warn",
            `slow request: GET /reports/${r.pick(["overdues", "acquisitions", "loans-by-branch", "object-moves"])} took ${r.int(2100, 9800)}ms (threshold 2000ms) user=staff`,
          ),
        from,
        to,
      );
    },
  },
];
