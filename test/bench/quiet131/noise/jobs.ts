// Batch jobs, partners and messaging that reject bad rows and bad addresses by design: passport backfills,
// supplier EDI that succeeds on retry, short deliveries, quarantined consignments, quote PDFs, idempotent
// replays, vendor webhook replays, price imports, bounces, undeliverable SMS, geocoding, a reindex, stocktakes.
import { day, ev, plant, REGULATED } from "../domain.js";
import { dotnetTrace, javaTrace, pyTrace, rubyTrace } from "../stacks.js";
import type { Ev, Level } from "../types.js";
import { count, edgeHit, type NoiseKind, times } from "./util.js";

export const passportBackfill: NoiseKind = {
  id: "passport-backfill",
  what: "a backfill of last season's plant passports skipping rows without traceability codes and rejecting bad EPPO codes",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("passport");
    const out: Ev[] = [
      ev(
        at,
        s.name,
        "INFO",
        `PassportBackfill started: season 2025, source passports-2025-final.xlsx (${r.int(12000, 24000)} rows)`,
      ),
    ];
    const rows = r.int(12000, 24000);
    const ts = times(c, at + 2000, big ? 720000 : 240000, count(c, big, [50, 140], [6, 15]));
    for (const t of ts) {
      const row = r.int(2, rows);
      if (r.chance(0.65))
        out.push(
          ev(
            t,
            s.name,
            "WARN",
            `row ${row}: lot L25-${r.int(1000, 9999)} has no traceability code, generated from lot number`,
          ),
        );
      else
        out.push(
          ev(
            t,
            s.name,
            "ERROR",
            `row ${row}: EPPO code '${r.pick(["XXXXX", "LAVAN", "1OLEE", "ROSSS", ""])}' not recognised for '${plant(r).name}', row rejected`,
          ),
        );
    }
    const end = (ts[ts.length - 1] ?? at) + r.int(2000, 20000);
    out.push(
      ev(
        end,
        s.name,
        "INFO",
        `PassportBackfill complete: ${rows - 300} issued, ${r.int(100, 250)} generated codes, ${r.int(10, 60)} rejected`,
      ),
    );
    return out;
  },
};

export const ediRetrySucceeds: NoiseKind = {
  id: "edi-retry-succeeds",
  what: "supplier EDI uploads hitting connection resets on the partner's SFTP and going through on the retry",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("supplier");
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 800000 : 300000, count(c, big, [8, 20], [1, 3]))) {
      const sup = r.pick(c.e.vocab.suppliers);
      const file = `ORDERS_${day(t).replace(/-/g, "")}_${r.int(100, 999)}.edi`;
      let first: Ev;
      switch (s.runtime) {
        case "python":
          first = ev(t, s.name, "ERROR", `SFTP upload of ${file} to ${sup} failed, retry 1/5 in 10s`, {
            stack: pyTrace(
              [
                { file: "/app/edi/outbox.py", line: 77, fn: "push", code: "with self._connect(partner) as sftp:" },
                {
                  file: "/app/edi/transport.py",
                  line: 31,
                  fn: "_connect",
                  code: "transport.connect(username=partner.user, pkey=self.key)",
                },
                {
                  file: "/usr/local/lib/python3.12/site-packages/paramiko/transport.py",
                  line: 2228,
                  fn: "_check_banner",
                  code: 'raise SSHException("Error reading SSH protocol banner" + str(e))',
                },
              ],
              "paramiko.ssh_exception.SSHException: Error reading SSH protocol banner[Errno 104] Connection reset by peer",
            ),
          });
          break;
        case "ruby":
          first = ev(
            t,
            s.name,
            "WARN",
            `EdiPushJob ${file} to ${sup} failed: Errno::ECONNRESET: Connection reset by peer; retry 1 in ${r.int(10, 40)}s`,
            {
              stack: rubyTrace("Connection reset by peer", "Errno::ECONNRESET", [
                "/usr/local/bundle/gems/net-ssh-7.2.3/lib/net/ssh/transport/server_version.rb:54:in `readpartial'",
                "/usr/local/bundle/gems/net-ssh-7.2.3/lib/net/ssh/transport/server_version.rb:54:in `negotiate!'",
                "/app/app/jobs/edi_push_job.rb:22:in `perform'",
              ]),
            },
          );
          break;
        case "java":
          first = ev(t, s.name, "ERROR", `AS2 send of ${file} to ${sup} failed, will retry`, {
            err: { type: "java.net.SocketException", message: "Connection reset" },
            stack: javaTrace("java.net.SocketException: Connection reset", [
              "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
              "java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:346)",
              "java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:484)",
              "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
            ]),
          });
          break;
        default:
          first = ev(
            t,
            s.name,
            "ERROR",
            `upload ${file} to ${sup} failed: read: connection reset by peer, retrying in 10s`,
          );
      }
      out.push(first);
      out.push(
        ev(t + r.int(10000, 45000), s.name, "INFO", `uploaded ${file} to ${sup} on attempt 2 (${r.int(2, 80)} KB)`),
      );
    }
    return out;
  },
};

export const asnMismatch: NoiseKind = {
  id: "asn-mismatch",
  what: "supplier trolley deliveries not matching their dispatch advice: short trolleys, unknown SSCCs, substitutions",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("supplier");
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 800000 : 300000, count(c, big, [20, 60], [2, 6]))) {
      const n = r.int(1, 9);
      const k = r.int(0, 2);
      const sup = r.pick(c.e.vocab.suppliers);
      if (k === 0)
        out.push(
          ev(
            t,
            s.name,
            "ERROR",
            `DESADV ${r.int(4000, 9999)} line ${r.int(1, 40)}: expected ${n + 1} trolleys, scanned ${n} (short delivery, claim raised with ${sup})`,
          ),
        );
      else if (k === 1)
        out.push(
          ev(
            t,
            s.name,
            "WARN",
            `unknown SSCC 38712345${r.digits(10)} on trolley CC-${r.int(100000, 999999)}, held at goods-in`,
          ),
        );
      else
        out.push(
          ev(
            t,
            s.name,
            "WARN",
            `substitution from ${sup}: '${plant(r).name}' received instead of '${plant(r).name}' (${r.int(6, 60)} pots)`,
          ),
        );
    }
    return out;
  },
};

export const passportQuarantine: NoiseKind = {
  id: "passport-quarantine",
  what: "compliance holding consignments of Xylella-host plants that arrived without a plant passport",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("passport");
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 700000 : 250000, count(c, big, [10, 30], [1, 4]))) {
      const taxon = r.pick(REGULATED);
      const lot = `${r.int(200000, 299999)}`;
      const sup = r.pick(c.e.vocab.suppliers);
      const msg = `consignment ${lot} from ${sup} quarantined: plant passport missing for regulated taxon ${taxon}`;
      let x: Partial<Ev> = {};
      if (s.runtime === "java")
        x = {
          err: { type: "PassportMissingException", message: `no passport for lot ${lot} (${taxon})` },
          stack: javaTrace(`com.${c.e.key}.passport.PassportMissingException: no passport for lot ${lot} (${taxon})`, [
            `com.${c.e.key}.passport.PassportValidator.requirePassport(PassportValidator.java:88)`,
            `com.${c.e.key}.passport.ConsignmentService.receive(ConsignmentService.java:141)`,
            `com.${c.e.key}.passport.ConsignmentListener.onDesadv(ConsignmentListener.java:37)`,
          ]),
        };
      if (s.runtime === "dotnet")
        x = {
          err: {
            type: "MossMarigold.Phyto.PassportValidationException",
            message: `Lot ${lot}: passport required for ${taxon}`,
          },
          stack: dotnetTrace(
            `MossMarigold.Phyto.PassportValidationException: Lot ${lot}: passport required for ${taxon}`,
            [
              "MossMarigold.Phyto.Rules.RegulatedTaxonRule.Validate(Consignment consignment) in /src/Phyto/Rules/RegulatedTaxonRule.cs:line 41",
              "MossMarigold.Phyto.ConsignmentValidator.ValidateAsync(Consignment consignment, CancellationToken ct) in /src/Phyto/ConsignmentValidator.cs:line 63",
            ],
          ),
        };
      out.push(ev(t, s.name, "ERROR", msg, x));
      out.push(
        ev(t + r.int(100, 2000), s.name, "WARN", `lot ${lot} held pending plant health inspection; supplier notified`),
      );
    }
    return out;
  },
};

export const quoteRenderWarnings: NoiseKind = {
  id: "quote-render-warnings",
  what: "landscaping quote PDFs rendering with substituted fonts and placeholder plant photos",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("quotes");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 800000 : 300000, count(c, big, [20, 60], [3, 8]))) {
      const q = v.quote(r);
      const k = r.int(0, 3);
      let msg: string;
      let lv: Level = "WARN";
      if (k === 0) msg = `${q}: font 'Gill Sans MT' not found, substituting 'DejaVu Sans'`;
      else if (k === 1) {
        msg = `${q}: photo for '${plant(r).name}' 404 on CDN, placeholder used`;
        lv = "ERROR";
      } else if (k === 2)
        msg =
          s.runtime === "python"
            ? `Ignored \`break-inside: avoid-page\` at ${r.int(10, 90)}:${r.int(1, 20)}, unknown property.`
            : s.runtime === "ruby"
              ? `${q}: wkhtmltopdf: Exit with code 1 due to network error: ContentNotFoundError (PDF written)`
              : `${q}: page error: Failed to load resource: the server responded with a status of 404 ()`;
      else msg = `${q}: total differs from sum of lines by 0.01 (rounding), adjusted`;
      out.push(ev(t, s.name, lv, msg));
    }
    return out;
  },
};

export const pointsDupIdempotent: NoiseKind = {
  id: "points-dup-idempotent",
  what: "a till batch re-sent to the loyalty ledger, duplicate-key errors swallowed as idempotent replays",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("loyalty");
    const out: Ev[] = [];
    const batch = `B${r.int(1000, 9999)}`;
    out.push(ev(at, s.name, "INFO", `till batch ${batch} received (${r.int(200, 900)} receipts)`));
    for (const t of times(c, at + 500, big ? 120000 : 30000, count(c, big, [25, 70], [3, 8]))) {
      const rc = `${r.int(10, 99)}-${r.int(100000, 999999)}`;
      const base = `duplicate key value violates unique constraint "points_txn_receipt_uk"`;
      let msg: string;
      switch (s.runtime) {
        case "node":
          msg = `error: ${base} (receipt ${rc})`;
          break;
        case "dotnet":
          msg = `Npgsql.PostgresException (0x80004005): 23505: ${base} DETAIL: Key (receipt_no)=(${rc}) already exists.`;
          break;
        case "python":
          msg = `psycopg.errors.UniqueViolation: ${base} DETAIL:  Key (receipt_no)=(${rc}) already exists.`;
          break;
        case "ruby":
          msg = `ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  ${base} DETAIL:  Key (receipt_no)=(${rc}) already exists.`;
          break;
        default:
          msg = `ERROR: ${base} Detail: Key (receipt_no)=(${rc}) already exists.`;
      }
      out.push(ev(t, s.name, "ERROR", msg));
      out.push(
        ev(t + r.int(1, 10), s.name, "INFO", `receipt ${rc} already credited, skipped (idempotent replay of ${batch})`),
      );
    }
    return out;
  },
};

export const webhookReplay: NoiseKind = {
  id: "webhook-replay",
  what: "the payment provider replaying old webhooks: already-processed events acknowledged, stale signatures refused",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("pay");
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 400000 : 120000, count(c, big, [30, 90], [3, 10]))) {
      const evt = `evt_3P${r.alnum(22)}`;
      if (r.chance(0.6))
        out.push(
          ev(
            t,
            s.name,
            "WARN",
            `webhook ${evt} (${r.pick(["payment_intent.succeeded", "charge.refunded", "payment_intent.payment_failed"])}) already processed, acknowledging`,
          ),
        );
      else {
        out.push(
          ev(
            t,
            s.name,
            "ERROR",
            `webhook signature verification failed for ${evt}: Timestamp outside the tolerance zone`,
          ),
        );
        out.push(edgeHit(c, t + 2, "POST", `${c.e.vocab.api}/webhooks/psp`, 400, r.int(1, 5)));
      }
    }
    return out;
  },
};

export const priceImportRejects: NoiseKind = {
  id: "price-import-rejects",
  what: "a supplier price-list import rejecting rows with comma decimals and unknown SKUs",
  make(c, at, big) {
    const r = c.r;
    const s = r.chance(0.5) ? c.svc("catalog") : c.svc("supplier");
    const file = `${r.pick(c.e.vocab.suppliers)}_prices_2026W${r.int(14, 24)}.csv`;
    const rows = r.int(2000, 6000);
    const out: Ev[] = [ev(at, s.name, "INFO", `price import ${file} started (${rows} rows)`)];
    let bad = 0;
    const ts = times(c, at + 1000, big ? 300000 : 90000, count(c, big, [30, 90], [3, 10]));
    for (const t of ts) {
      const row = r.int(2, rows);
      bad++;
      if (r.chance(0.7))
        out.push(
          ev(
            t,
            s.name,
            "ERROR",
            `${file} row ${row}: '${r.int(1, 60)},${r.int(10, 99)}' is not a valid decimal for column trade_price`,
          ),
        );
      else out.push(ev(t, s.name, "WARN", `${file} row ${row}: unknown sku ${c.e.vocab.sku(r)}, skipped`));
    }
    out.push(
      ev(
        (ts[ts.length - 1] ?? at) + r.int(2000, 9000),
        s.name,
        "INFO",
        `price import ${file} finished: ${rows} rows, ${bad} rejected or skipped`,
      ),
    );
    return out;
  },
};

export const emailBounces: NoiseKind = {
  id: "email-bounces",
  what: "collection-ready emails bouncing off mistyped addresses and full mailboxes, deferrals delivered later",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("notify");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 800000 : 300000, count(c, big, [25, 70], [3, 9]))) {
      const to = v.email(r);
      const k = r.int(0, 5);
      if (k <= 2)
        out.push(
          ev(
            t,
            s.name,
            "ERROR",
            `SMTP 550 for ${to}: 550-5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces.`,
          ),
        );
      else if (k === 3)
        out.push(
          ev(t, s.name, "ERROR", `SMTP 552 for ${to}: 552 5.2.2 The recipient's inbox is out of storage space.`),
        );
      else {
        out.push(
          ev(
            t,
            s.name,
            "WARN",
            `SMTP 421 for ${to}: 421 4.7.0 Try again later, closing connection. (deferred, retry in 5m)`,
          ),
        );
        out.push(ev(t + r.int(60000, 300000), s.name, "INFO", `delivered to ${to} on retry (250 2.0.0 OK)`));
      }
    }
    return out;
  },
};

export const smsUndeliverable: NoiseKind = {
  id: "sms-undeliverable",
  what: "collection reminders by SMS failing for landlines and invalid numbers",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("notify");
    const v = c.e.vocab;
    const out: Ev[] = [];
    const codes: Array<[number, string]> = [
      [21211, "Invalid 'To' Phone Number"],
      [21614, "'To' number is not a valid mobile number"],
      [30006, "Landline or unreachable carrier"],
      [30003, "Unreachable destination handset"],
      [30005, "Unknown destination handset"],
    ];
    for (const t of times(c, at, big ? 600000 : 250000, count(c, big, [20, 60], [3, 8]))) {
      const [code, text] = r.pick(codes);
      out.push(
        ev(
          t,
          s.name,
          code < 30000 ? "ERROR" : "WARN",
          `SMS reminder to ${v.phone(r).slice(0, 7)}***** failed: ${code} ${text}`,
        ),
      );
    }
    return out;
  },
};

export const geocodeMisses: NoiseKind = {
  id: "geocode-misses",
  what: "rural delivery addresses the geocoder cannot place, routed on the postcode centroid instead",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("delivery");
    const out: Ev[] = [];
    const addrs = [
      "Home Farm, Lower Slaughter",
      "The Old Rectory, Much Marcle",
      "Unit 4 (rear), Kingsway Trading Est",
      "Rose Cottage, off the B4632",
      "Plot 12 allotments, Mill Lane",
      "Ballyboy House, Co. Wicklow",
      "Achter de Kerk 3a",
    ];
    for (const t of times(c, at, big ? 700000 : 250000, count(c, big, [15, 45], [2, 6]))) {
      if (r.chance(0.85))
        out.push(
          ev(
            t,
            s.name,
            "WARN",
            `geocode ZERO_RESULTS for '${r.pick(addrs)}', route planned on postcode centroid ${c.e.vocab.postcode(r)}`,
          ),
        );
      else {
        out.push(ev(t, s.name, "ERROR", "geocoder returned OVER_QUERY_LIMIT, backing off 1s"));
        out.push(ev(t + r.int(1000, 1400), s.name, "INFO", "geocoder ok after backoff"));
      }
    }
    return out;
  },
};

export const searchReindex: NoiseKind = {
  id: "search-reindex",
  what: "a nightly search reindex rejecting plant documents with malformed heights before swapping the alias",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("catalog");
    const v = r.int(40, 60);
    const out: Ev[] = [
      ev(at, s.name, "INFO", `reindex plants-v${v} -> plants-v${v + 1} started (${r.int(30, 60)}k docs)`),
    ];
    let rej = 0;
    const ts = times(c, at + 1000, big ? 400000 : 120000, count(c, big, [25, 70], [3, 8]));
    for (const t of ts) {
      rej++;
      out.push(
        ev(
          t,
          s.name,
          r.chance(0.5) ? "ERROR" : "WARN",
          `bulk item rejected: mapper_parsing_exception: failed to parse field [height_cm] of type [integer] in document with id '${c.e.vocab.sku(r)}'. Preview of field's value: '${r.int(10, 60)}-${r.int(61, 120)}'`,
        ),
      );
    }
    out.push(
      ev(
        (ts[ts.length - 1] ?? at) + r.int(3000, 20000),
        s.name,
        "INFO",
        `alias plants -> plants-v${v + 1} swapped; ${rej} docs rejected`,
      ),
    );
    return out;
  },
};

export const stocktakeVariance: NoiseKind = {
  id: "stocktake-variance",
  what: "a weekly stocktake flagging count variances above threshold and creating recount tasks",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("stock");
    const v = c.e.vocab;
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 800000 : 300000, count(c, big, [25, 70], [3, 8]))) {
      const exp = r.int(6, 80);
      const got = Math.max(0, exp + r.pick([-1, 1]) * r.int(6, 30));
      out.push(
        ev(
          t,
          s.name,
          "ERROR",
          `stocktake variance site=${r.pick(v.sites)} sku=${v.sku(r)} counted=${got} expected=${exp} (delta ${got - exp}, threshold ±5), recount task created`,
        ),
      );
      if (r.chance(0.2))
        out.push(
          ev(
            t + r.int(100, 900),
            s.name,
            "WARN",
            `negative on-hand prevented for sku ${v.sku(r)} (write-off larger than stock)`,
          ),
        );
    }
    return out;
  },
};
