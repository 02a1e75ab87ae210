// Harmless things that look alarming on a listings portal: each kind plays out around a moment and then
// settles, and nothing a user needs stays broken.
import { access } from "./baseline.js";
import type { Role } from "./estates.js";
import { chance, hex, int, pick } from "./rng.js";
import { agent, burst, emit, every, has, maskEmail, mls, nm, rt, type Scene, street, tid, user } from "./scene.js";
import { cpp, dotnet, goPanic, java, node, python, ruby } from "./stacks.js";

export interface QuietKind {
  name: string;
  needs: Role;
  what: string;
  run: (s: Scene, at: number) => void;
}

const min = 60_000;

export const KINDS: QuietKind[] = [
  {
    name: "feed-bad-fields",
    needs: "ingest",
    what: "an MLS batch arrives with malformed fields and the importer skips those listings",
    run: (s, at) =>
      burst(s, "ingest", at, 2 * min, int(s.r, 25, 70), "error", () =>
        s.e.feed === "rets"
          ? `record ${mls(s)} rejected: field ${pick(s.r, ["L_AskingPrice", "LM_Int4_1", "L_Zip", "LFD_Heating_1"])} value ${pick(s.r, ["'TBD'", "'$-1'", "''", "'N/A'"])} failed validation (lookup/decimal), listing skipped`
          : `ListingKey=${mls(s)} skipped: ${pick(s.r, ["BedroomsTotal must be >= 0 (got -1)", "ListPrice is null but StandardStatus=Active", "unknown lookup value 'Townhome ' for PropertySubType", "Latitude/Longitude both 0"])}`,
      ),
  },
  {
    name: "feed-throttled",
    needs: "ingest",
    what: "the MLS throttles replication and the importer backs off and catches up",
    run: (s, at) => {
      for (let i = 0; i < int(s.r, 4, 9); i++) {
        const t = at + i * int(s.r, 20_000, 35_000);
        emit(
          s,
          t,
          "ingest",
          "warn",
          s.e.feed === "reso"
            ? "GET /reso/odata/Property -> 429 Too Many Requests (Retry-After: 30); replication paused"
            : "RETS Search -> ReplyCode=20203 Miscellaneous search error: Too many outstanding queries; sleeping 30s",
        );
      }
      emit(s, at + 5 * min, "ingest", "info", "replication caught up: lag 0s, 214 records applied since resume");
    },
  },
  {
    name: "photo-download-404",
    needs: "photos",
    what: "photos of withdrawn listings 404 at the MLS media host and are skipped",
    run: (s, at) =>
      burst(s, "photos", at, 3 * min, int(s.r, 30, 90), "error", () => {
        const l = mls(s);
        return `failed to fetch https://media.mlsgrid.example/${l}/${int(s.r, 1, 50)}.jpeg: 403 Forbidden (signed URL expired), photo skipped for listing ${l}`;
      }),
  },
  {
    name: "photo-undecodable",
    needs: "photos",
    what: "a handful of listing photos cannot be decoded and are skipped with a stack trace",
    run: (s, at) =>
      burst(
        s,
        "photos",
        at,
        4 * min,
        int(s.r, 5, 14),
        "error",
        () => `rendition failed for listing ${mls(s)} photo ${int(s.r, 1, 30)}, skipping`,
        () =>
          rt(s, "photos") === "python"
            ? python(
                s.r,
                [
                  ["/app/pipeline/renditions.py", "render", "img = Image.open(io.BytesIO(raw))"],
                  ["/app/.venv/lib/python3.12/site-packages/PIL/Image.py", "open", "raise UnidentifiedImageError(msg)"],
                ],
                "PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f3a1c2b9e50>",
              )
            : rt(s, "photos") === "cpp"
              ? [
                  "VipsJpeg: Corrupt JPEG data: premature end of data segment",
                  ...cpp(s.r, ["vips_image_decode", "imgw::Renderer::variant(Job const&)", "imgw::Worker::run()"]),
                ]
              : rt(s, "photos") === "go"
                ? [
                    "image: unknown format (content-type image/heic)",
                    "\tthumbnailer/internal/render.Decode",
                    "\t\t/src/internal/render/decode.go:58",
                  ]
                : [
                    "Error: Input buffer contains unsupported image format",
                    ...node(s.r, [
                      "Sharp.toBuffer (/app/node_modules/sharp/lib/output.js:163:17)",
                      "renderVariants",
                      "processJob",
                    ]),
                  ],
      ),
  },
  {
    name: "lead-agent-left",
    needs: "leads",
    what: "leads addressed to agents who left the brokerage get reassigned",
    run: (s, at) =>
      burst(s, "leads", at, 5 * min, int(s.r, 8, 20), "warn", () => {
        const a = agent(s);
        return `agent ${a} is inactive (license transferred, offboarded ${pick(s.r, ["2026-09-30", "2026-10-14", "2026-11-02"])}); lead L-${int(s.r, 800000, 999999)} reassigned to team lead ${agent(s)}`;
      }),
  },
  {
    name: "showing-slot-taken",
    needs: "showings",
    what: "a popular open listing has its showing slots taken and users get 409s",
    run: (s, at) => {
      const l = mls(s);
      const addr = street(s);
      for (let i = 0; i < int(s.r, 12, 30); i++) {
        const t = at + s.r() * 6 * min;
        const tr = tid(s);
        emit(
          s,
          t,
          "showings",
          "warn",
          `slot ${pick(s.r, ["10:00", "10:30", "11:00", "13:30"])} for ${addr} (${l}) already booked, returning 409 Conflict`,
          undefined,
          tr,
        );
        access(s, t, "showing", 409, int(s.r, 20, 80), tr);
      }
    },
  },
  {
    name: "email-hard-bounce",
    needs: "alerts",
    what: "an old saved-search cohort bounces hard and addresses go to the suppression list",
    run: (s, at) =>
      burst(
        s,
        "alerts",
        at,
        3 * min,
        int(s.r, 30, 80),
        "error",
        () =>
          `SMTP 550 5.1.1 <${maskEmail(s)}>: Recipient address rejected: User unknown in virtual mailbox table; saved search ${hex(s.r, 8)} suppressed`,
      ),
  },
  {
    name: "email-deferred",
    needs: "alerts",
    what: "a mailbox provider defers the alert burst with 421 and later accepts it",
    run: (s, at) => {
      burst(
        s,
        "alerts",
        at,
        2 * min,
        int(s.r, 20, 50),
        "warn",
        () =>
          `deferred ${maskEmail(s)}: 421 4.7.0 [TSS04] Messages from ${int(s.r, 10, 200)}.${int(s.r, 0, 255)}.${int(s.r, 0, 255)}.${int(s.r, 0, 255)} temporarily deferred due to unexpected volume or user complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes`,
      );
      emit(
        s,
        at + 6 * min,
        "alerts",
        "info",
        `deferred queue drained: ${int(s.r, 40, 200)} messages delivered on retry, 0 dropped`,
      );
    },
  },
  {
    name: "prequal-declined",
    needs: "prequal",
    what: "lenders decline applicants for business reasons and those are logged as errors",
    run: (s, at) =>
      burst(s, "prequal", at, 6 * min, int(s.r, 10, 25), "error", () => {
        const l = pick(s.r, s.e.lenders);
        return rt(s, "prequal") === "dotnet"
          ? `fail: Prequal.Lenders.LenderClient[0] Lender ${l} returned 422 UnprocessableEntity: {"code":"${pick(s.r, ["CREDIT_SCORE_BELOW_MINIMUM", "DTI_EXCEEDS_LIMIT", "PROPERTY_STATE_NOT_LICENSED"])}","retryable":false}`
          : `lender ${l} declined application ${hex(s.r, 8)}: HTTP 422 ${pick(s.r, ["DTI_EXCEEDS_LIMIT", "INSUFFICIENT_CREDIT_HISTORY", "LOAN_AMOUNT_ABOVE_CONFORMING"])}`;
      }),
  },
  {
    name: "lender-disabled-ping",
    needs: "prequal",
    what: "a lender removed from the panel still gets pinged and fails every 30 s",
    run: (s, at) =>
      every(s, Math.min(at, s.start + min), s.end, 30_000, (t) =>
        emit(
          s,
          t,
          "prequal",
          "error",
          "lender legacy-heritage-bank ping failed: 404 Not Found (https://api.heritagebank-legacy.example/prequal/v1/health) [lender disabled=true]",
        ),
      ),
  },
  {
    name: "card-declined",
    needs: "billing",
    what: "the monthly renewal run hits declined cards and schedules dunning",
    run: (s, at) =>
      burst(
        s,
        "billing",
        at,
        4 * min,
        int(s.r, 12, 30),
        "error",
        (i) =>
          `renewal failed for agent ${agent(s)} sub_${hex(s.r, 14)}: Your card was declined. (${pick(s.r, ["card_declined", "expired_card", "insufficient_funds"])})${i % 5 === 0 ? " - dunning email 2/4 scheduled" : ""}`,
        (i) =>
          i % 4 === 0 && rt(s, "billing") === "ruby"
            ? [
                "Stripe::CardError: Your card was declined.",
                ...ruby(s.r, [
                  ["/app/app/services/renewal_service.rb", "charge!"],
                  ["/app/app/jobs/renewal_job.rb", "perform"],
                  ["/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb", "execute_job"],
                ]),
              ]
            : undefined,
      ),
  },
  {
    name: "webhook-stale",
    needs: "billing",
    what: "replayed test-mode webhooks fail signature tolerance and are ignored",
    run: (s, at) =>
      burst(
        s,
        "billing",
        at,
        3 * min,
        int(s.r, 6, 15),
        "warn",
        () =>
          `webhook evt_${hex(s.r, 14)} rejected: Timestamp outside the tolerance zone (livemode=false, replayed from dashboard) - ignored`,
      ),
  },
  {
    name: "tiles-out-of-coverage",
    needs: "tiles",
    what: "a map client requests tiles outside coverage and gets empty 204/404s",
    run: (s, at) =>
      burst(
        s,
        "tiles",
        at,
        5 * min,
        int(s.r, 40, 120),
        "warn",
        () =>
          `no tile for z=${int(s.r, 17, 20)} x=${int(s.r, 30000, 99000)} y=${int(s.r, 50000, 99000)}: outside coverage bbox / maxzoom 16, returning 404`,
      ),
  },
  {
    name: "tiles-cold-cache",
    needs: "tiles",
    what: "the tile cache is flushed after a style change and renders run slow for a few minutes",
    run: (s, at) => {
      emit(
        s,
        at,
        "tiles",
        "warn",
        `style listings-v${int(s.r, 20, 40)} published: purging ${int(s.r, 100_000, 400_000)} cached tiles`,
      );
      every(s, at + 5000, at + 5 * min, 20_000, (t) =>
        emit(
          s,
          t,
          "tiles",
          "warn",
          `cache hit ratio ${(0.05 + s.r() * 0.3).toFixed(2)} below 0.50; render p95=${int(s.r, 400, 1400)}ms queue=${int(s.r, 20, 180)}`,
        ),
      );
    },
  },
  {
    name: "search-slowlog",
    needs: "search",
    what: "a partner's polygon searches trip the slow query log",
    run: (s, at) =>
      burst(s, has(s, "es") ? "es" : "search", at, 4 * min, int(s.r, 10, 30), "warn", () =>
        has(s, "es")
          ? `[index.search.slowlog.query] [${nm(s, "es")}-${int(s.r, 0, 2)}] [listings_v12][${int(s.r, 0, 5)}] took[${(1 + s.r() * 3).toFixed(1)}s], took_millis[${int(s.r, 1000, 4000)}], total_hits[10000+ hits], search_type[QUERY_THEN_FETCH], total_shards[6], source[{"query":{"bool":{"filter":[{"geo_shape":{"location":{"shape":{"type":"polygon",...}}}}]}}}]`
          : `slow search ${int(s.r, 1500, 4800)}ms: polygon with ${int(s.r, 800, 6000)} vertices from client partner-${hex(s.r, 4)}`,
      ),
  },
  {
    name: "search-parse-error",
    needs: "search",
    what: "users type unbalanced quotes and the query parser throws, returning 400",
    run: (s, at) =>
      burst(
        s,
        "search",
        at,
        6 * min,
        int(s.r, 6, 16),
        "error",
        () => `bad search input q=${pick(s.r, ['"3 bed pool', "garage AND (", 'close to "downtown', "~~~"])} -> 400`,
        () =>
          rt(s, "search") === "java"
            ? java(
                s.r,
                'org.apache.lucene.queryparser.classic.ParseException: Cannot parse \'"3 bed pool\': Lexical error at line 1, column 12.  Encountered: <EOF> after : "\\"3 bed pool"',
                [
                  "org.apache.lucene.queryparser.classic.QueryParserBase.parse(QueryParserBase.java:114)",
                  "com.portal.search.query.FreeTextParser.parse(FreeTextParser.java:41)",
                  "com.portal.search.web.SearchController.search(SearchController.java:88)",
                ],
              )
            : rt(s, "search") === "python"
              ? python(
                  s.r,
                  [
                    ["/app/search/query.py", "parse_free_text", "return parser.parse(q)"],
                    [
                      "/app/.venv/lib/python3.12/site-packages/pyparsing/core.py",
                      "parse_string",
                      "raise exc.with_traceback(None)",
                    ],
                  ],
                  "pyparsing.exceptions.ParseException: Expected '\"', found end of text  (at char 11), (line:1, col:12)",
                )
              : [
                  "query: unterminated quoted string at offset 11",
                  "\tquery-svc/internal/parse.(*Lexer).next",
                  "\t\t/src/internal/parse/lexer.go:142",
                ],
      ),
  },
  {
    name: "scraper-429",
    needs: "gw",
    what: "a scraper hits the rate limit and is served 429s",
    run: (s, at) => {
      const ip = `${pick(s.r, ["185.220.101", "45.134.26", "193.32.162"])}.${int(s.r, 2, 250)}`;
      for (let i = 0; i < int(s.r, 80, 200); i++) {
        const t = at + s.r() * 4 * min;
        emit(
          s,
          t,
          "gw",
          "warn",
          rt(s, "gw") === "go"
            ? `ratelimit: client ${ip} exceeded 20 req/s on /api/listings (429)`
            : `429 Too Many Requests for ${ip} GET /api/listings/${mls(s)} (limit 1200/min, bot score 0.02)`,
        );
      }
    },
  },
  {
    name: "gc-pause",
    needs: "search",
    what: "a reindex makes the search service pause and warn about its runtime",
    run: (s, at) =>
      burst(s, "search", at, 3 * min, int(s.r, 4, 10), "warn", () =>
        rt(s, "search") === "java"
          ? `[gc,pause] GC(${int(s.r, 300, 4000)}) Pause Young (Normal) (G1 Evacuation Pause) ${int(s.r, 1800, 3200)}M->${int(s.r, 600, 1100)}M(4096M) ${int(s.r, 250, 700)}.${int(s.r, 100, 999)}ms`
          : rt(s, "search") === "go"
            ? `gc pressure: heap_inuse=${int(s.r, 700, 1100)}MiB GOMEMLIMIT=2GiB gc_cpu_fraction=0.${int(s.r, 12, 28)}`
            : `WORKER TIMEOUT warning: request took ${int(s.r, 9, 14)}s (reindex running), consider raising timeout`,
      ),
  },
  {
    name: "rolling-restart",
    needs: "search",
    what: "a rolling restart of the search service briefly drops a few requests that retry fine",
    run: (s, at) => {
      for (let p = 0; p < 3; p++) {
        const t = at + p * 40_000;
        emit(s, t, "search", "info", `Received SIGTERM, draining (pod ${nm(s, "search")}-${hex(s.r, 5)})`);
        for (let k = 0; k < int(s.r, 1, 3); k++) {
          const tr = tid(s);
          emit(
            s,
            t + 500 + k * 300,
            "gw",
            "warn",
            rt(s, "gw") === "go"
              ? `upstream ${nm(s, "search")}: upstream connect error or disconnect/reset before headers. reset reason: connection termination (retrying, attempt 2)`
              : `upstream ${nm(s, "search")} ECONNREFUSED 10.42.${int(s.r, 0, 9)}.${int(s.r, 2, 250)}:8080, retrying on next endpoint`,
            undefined,
            tr,
          );
          access(s, t + 700 + k * 300, "search", 200, int(s.r, 200, 600), tr);
        }
        emit(s, t + 14_000, "search", "info", `ready: warmed ${int(s.r, 3, 9)} caches, accepting traffic`);
      }
    },
  },
  {
    name: "flag-reload",
    needs: "gw",
    what: "feature flags are reloaded across services",
    run: (s, at) => {
      for (const role of Object.keys(s.e.svc) as Role[])
        if (chance(s.r, 0.6))
          emit(
            s,
            at + s.r() * 4000,
            role,
            "info",
            `feature flags refreshed from LaunchDarkly: ${int(s.r, 1, 5)} changed (map.clusters_v3=${pick(s.r, ["on", "off"])})`,
          );
    },
  },
  {
    name: "sitemap-job",
    needs: "search",
    what: "the nightly sitemap job warns about listings it leaves out",
    run: (s, at) => {
      emit(s, at, "search", "info", "sitemap job started (listings, agents, neighborhoods)");
      burst(
        s,
        "search",
        at,
        2 * min,
        int(s.r, 20, 50),
        "warn",
        () => `sitemap: listing ${mls(s)} has no canonical address slug, excluded`,
      );
      emit(
        s,
        at + 2.5 * min,
        "search",
        "info",
        `sitemap job finished: ${int(s.r, 40, 90)} files, ${int(s.r, 120_000, 400_000)} URLs`,
      );
    },
  },
  {
    name: "db-idle-terminated",
    needs: "leads",
    what: "Postgres closes idle pooled connections and the pool reconnects",
    run: (s, at) =>
      burst(s, "leads", at, 4 * min, int(s.r, 4, 10), "warn", () =>
        rt(s, "leads") === "ruby"
          ? "PG::ConnectionBad: FATAL:  terminating connection due to idle-session timeout (ActiveRecord will reconnect)"
          : rt(s, "leads") === "java"
            ? `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${hex(s.r, 8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`
            : "pool: discarded connection: FATAL: terminating connection due to idle-session timeout; opened replacement",
      ),
  },
  {
    name: "redis-failover",
    needs: "showings",
    what: "a managed Redis fails over and clients reconnect within seconds",
    run: (s, at) => {
      burst(s, "showings", at, 8000, int(s.r, 6, 14), "error", () =>
        pick(s.r, [
          "Redis error: READONLY You can't write against a read only replica.",
          "Redis connection lost: Connection reset by peer, reconnecting",
          "Error: Connection is closed. (ioredis)",
        ]),
      );
      emit(
        s,
        at + 12_000,
        "showings",
        "info",
        "redis reconnected to primary (failover completed), slot cache refreshed",
      );
    },
  },
  {
    name: "cert-expiry",
    needs: "gw",
    what: "a certificate-expiry reminder warns on every reload",
    run: (s, at) =>
      every(s, at, s.end, 2 * min, (t) =>
        emit(
          s,
          t,
          "gw",
          "warn",
          `TLS certificate CN=api.${s.e.key}.example expires in ${int(s.r, 18, 24)} days (2027-01-2${int(s.r, 0, 9)}); cert-manager renewal scheduled`,
        ),
      ),
  },
  {
    name: "geocode-zero",
    needs: "ingest",
    what: "new-construction addresses do not geocode and are stored without coordinates",
    run: (s, at) =>
      burst(
        s,
        "ingest",
        at,
        5 * min,
        int(s.r, 10, 30),
        "warn",
        () =>
          `geocoder ZERO_RESULTS for "${pick(s.r, ["Lot 14", "Homesite 22", "TBD", "Plan 2450"])} ${pick(s.r, ["Meadow Run", "Creekside", "Riverbend"])} ${s.e.city.name}" - listing ${mls(s)} saved without coordinates`,
      ),
  },
  {
    name: "status-mismatch",
    needs: "ingest",
    what: "status changes arrive without their dates and keep the previous status",
    run: (s, at) =>
      burst(
        s,
        "ingest",
        at,
        4 * min,
        int(s.r, 15, 35),
        "error",
        () =>
          `listing ${mls(s)}: StandardStatus=Closed but CloseDate/ClosePrice missing; keeping Pending until next update`,
      ),
  },
  {
    name: "duplicate-listing",
    needs: "ingest",
    what: "the same homes arrive from two overlapping MLSs and are merged",
    run: (s, at) =>
      burst(
        s,
        "ingest",
        at,
        5 * min,
        int(s.r, 10, 30),
        "warn",
        () =>
          `duplicate property ${street(s)}: ${mls(s)} conflicts with ${mls(s)} from ${pick(s.r, ["MLSPIN", "CRMLS", "Stellar", "REcolorado"])}; kept newest, other marked hidden`,
      ),
  },
  {
    name: "feed-session-expired",
    needs: "ingest",
    what: "the MLS session or token expires and the importer logs in again",
    run: (s, at) => {
      for (let i = 0; i < int(s.r, 2, 4); i++) {
        const t = at + i * int(s.r, 90_000, 150_000);
        emit(
          s,
          t,
          "ingest",
          "warn",
          s.e.feed === "rets"
            ? "RETS Search returned HTTP 401 Unauthorized (session expired); logging in again"
            : "401 Unauthorized: access token expired (invalid_token); refreshing via client_credentials",
        );
        emit(
          s,
          t + int(s.r, 300, 900),
          "ingest",
          "info",
          s.e.feed === "rets"
            ? `RETS Login OK (RETS/1.7.2), session ${hex(s.r, 12)}`
            : "token refreshed, expires_in=3600",
        );
      }
    },
  },
  {
    name: "captcha-spam",
    needs: "leads",
    what: "a spam wave hits the contact-agent form and is rejected by reCAPTCHA",
    run: (s, at) =>
      burst(
        s,
        "leads",
        at,
        5 * min,
        int(s.r, 30, 90),
        "warn",
        () =>
          `rejected lead submission from ${int(s.r, 1, 223)}.${int(s.r, 0, 255)}.x.x: recaptcha score 0.${int(s.r, 0, 2)} < 0.5 (action=contact_agent)`,
      ),
  },
  {
    name: "calendar-token-revoked",
    needs: "showings",
    what: "agents who revoked calendar access fall back to email confirmation",
    run: (s, at) =>
      burst(
        s,
        "showings",
        at,
        5 * min,
        int(s.r, 5, 12),
        "error",
        () =>
          `calendar sync failed for agent ${agent(s)}: invalid_grant (Token has been expired or revoked.) - showing falls back to email confirmation`,
        () =>
          rt(s, "showings") === "ruby"
            ? [
                "Signet::AuthorizationError: Authorization failed.  Server message:",
                "{",
                '  "error": "invalid_grant",',
                '  "error_description": "Token has been expired or revoked."',
                "}",
                ...ruby(s.r, [
                  ["/usr/local/bundle/gems/signet-0.19.0/lib/signet/oauth_2/client.rb", "fetch_access_token"],
                  ["/app/app/services/calendar_sync.rb", "busy_slots"],
                ]),
              ]
            : undefined,
      ),
  },
  {
    name: "spam-complaints",
    needs: "alerts",
    what: "complaint feedback loops unsubscribe users from alert emails",
    run: (s, at) =>
      burst(
        s,
        "alerts",
        at,
        6 * min,
        int(s.r, 10, 30),
        "warn",
        () =>
          `complaint (abuse) feedback from ${pick(s.r, ["yahoo.com", "aol.com", "outlook.com"])} for ${maskEmail(s)}; saved-search emails disabled for ${user(s)}`,
      ),
  },
  {
    name: "photo-backlog",
    needs: "photos",
    what: "a bulk photo refresh from the MLS backs up the queue, which drains",
    run: (s, at) => {
      const peak = int(s.r, 4000, 15000);
      for (let i = 0; i < 8; i++)
        emit(
          s,
          at + i * 40_000,
          "photos",
          "warn",
          `queue depth ${Math.round(peak * (1 - i / 8))} above threshold 2000 (workers=${int(s.r, 8, 24)}, est drain ${8 - i}m)`,
        );
      emit(s, at + 8 * 40_000, "photos", "info", "queue depth back under threshold (148)");
    },
  },
  {
    name: "api-v1-gone",
    needs: "gw",
    what: "old app versions call retired v1 endpoints and get 410",
    run: (s, at) =>
      burst(s, "gw", at, 6 * min, int(s.r, 30, 80), "warn", () =>
        rt(s, "gw") === "go"
          ? `"GET /api/v1/listings/${mls(s)} HTTP/1.1" 410 0 "HomesApp/3.9.1 (iPhone; iOS 12.5)" upstream=- duration=0ms`
          : `GET /api/v1/listings/${mls(s)} 410 0ms - api v1 retired (client HomesApp/3.9.1)`,
      ),
  },
  {
    name: "breaker-blip",
    needs: "prequal",
    what: "a lender blips and its breaker opens, half-opens and closes within a minute",
    run: (s, at) => {
      const l = pick(s.r, s.e.lenders);
      burst(s, "prequal", at, 6000, 5, "warn", () => `lender ${l} call failed: 503 Service Unavailable`);
      emit(
        s,
        at + 7000,
        "prequal",
        "error",
        `circuit breaker '${l}' OPEN (5 failures in 10s); routing to other lenders for 30s`,
      );
      emit(s, at + 38_000, "prequal", "info", `circuit breaker '${l}' HALF_OPEN`);
      emit(s, at + 40_000, "prequal", "info", `circuit breaker '${l}' CLOSED after 3 successful probes`);
    },
  },
  {
    name: "worker-recycle",
    needs: "alerts",
    what: "workers are recycled after max requests / memory thresholds",
    run: (s, at) =>
      every(s, at, at + 8 * min, 50_000, (t) => {
        const pid = int(s.r, 20, 900);
        emit(
          s,
          t,
          "alerts",
          "warn",
          rt(s, "alerts") === "python"
            ? `[WARNING] Worker (pid:${pid}) was sent SIGTERM! (max_requests 1000 reached)`
            : `worker ${pid} RSS ${int(s.r, 520, 600)}MB over soft limit 512MB, recycling after current job`,
        );
        emit(s, t + 900, "alerts", "info", `Booting worker with pid: ${pid + int(s.r, 1, 40)}`);
      }),
  },
  {
    name: "scratch-disk-cleanup",
    needs: "photos",
    what: "the rendition scratch volume crosses 80% and the janitor frees space",
    run: (s, at) => {
      emit(
        s,
        at,
        "photos",
        "warn",
        `scratch volume /var/cache/renditions ${int(s.r, 81, 88)}% used (${int(s.r, 160, 190)}G/200G), evicting oldest renditions`,
      );
      emit(
        s,
        at + 90_000,
        "photos",
        "warn",
        `evicted ${int(s.r, 20_000, 90_000)} cached renditions; volume now ${int(s.r, 55, 66)}% used`,
      );
    },
  },
  {
    name: "lender-slow-fallback",
    needs: "prequal",
    what: "one lender is slow and requests fall through to the next lender",
    run: (s, at) =>
      burst(s, "prequal", at, 5 * min, int(s.r, 8, 20), "warn", () => {
        const [a, b] = [pick(s.r, s.e.lenders), pick(s.r, s.e.lenders)];
        return rt(s, "prequal") === "dotnet"
          ? `warn: Polly[3] Execution attempt. Source: 'LenderPipeline/${a}', Operation Key: 'prequal', Result: 'The operation didn't complete within the allowed timeout of '00:00:08'.', Handled: 'True', Attempt: '0'; fallback to ${b}`
          : `lender ${a} timed out after 8000ms, fallback to ${b} succeeded`;
      }),
  },
  {
    name: "null-agent-in-feed",
    needs: "ingest",
    what: "listings without a listing agent crash the mapper and are skipped",
    run: (s, at) =>
      burst(
        s,
        "ingest",
        at,
        6 * min,
        int(s.r, 4, 10),
        "error",
        () => `mapping failed for ${mls(s)}, record skipped`,
        () =>
          rt(s, "ingest") === "python"
            ? python(
                s.r,
                [["/app/ingest/mapper.py", "map_record", "agent_id = rec['ListAgentMlsId'].strip()"]],
                "AttributeError: 'NoneType' object has no attribute 'strip'",
              )
            : rt(s, "ingest") === "ruby"
              ? [
                  "NoMethodError: undefined method `strip' for nil",
                  ...ruby(s.r, [
                    ["/app/lib/rets/mapper.rb", "agent_id"],
                    ["/app/lib/rets/mapper.rb", "map"],
                  ]),
                ]
              : goPanic(
                  s.r,
                  "recovered panic in mapper: runtime error: invalid memory address or nil pointer dereference",
                  ["reso-sync/internal/mapper.(*Mapper).Agent", "reso-sync/internal/mapper.(*Mapper).Map"],
                ),
      ),
  },
  {
    name: "idx-withdrawals",
    needs: "ingest",
    what: "sellers opt out of IDX display and their listings are removed, serving 410 on detail pages",
    run: (s, at) => {
      burst(
        s,
        "ingest",
        at,
        3 * min,
        int(s.r, 10, 25),
        "info",
        () => `listing ${mls(s)} withdrawn from IDX display (InternetEntireListingDisplayYN=false); removed from index`,
      );
      burst(s, "gw", at + 20_000, 4 * min, int(s.r, 15, 40), "warn", () =>
        rt(s, "gw") === "go"
          ? `"GET /api/listings/${mls(s)} HTTP/1.1" 410 0 "Mozilla/5.0" upstream=${nm(s, "search")}:8080 duration=${int(s.r, 5, 30)}ms`
          : `GET /api/listings/${mls(s)} 410 ${int(s.r, 5, 30)}ms - listing no longer available`,
      );
    },
  },
  {
    name: "dotnet-key-ring",
    needs: "prequal",
    what: "a pod restart loses its data-protection key ring and old antiforgery cookies fail",
    run: (s, at) =>
      burst(
        s,
        "prequal",
        at,
        4 * min,
        int(s.r, 6, 14),
        rt(s, "prequal") === "dotnet" ? "error" : "warn",
        () =>
          rt(s, "prequal") === "dotnet"
            ? "fail: Microsoft.AspNetCore.Antiforgery.DefaultAntiforgery[7] An exception was thrown while deserializing the token."
            : "session cookie signed with retired key, issuing new session",
        () =>
          rt(s, "prequal") === "dotnet"
            ? [
                "System.Security.Cryptography.CryptographicException: The key {0b2e...} was not found in the key ring.",
                ...dotnet(s.r, [
                  "Microsoft.AspNetCore.DataProtection.KeyManagement.KeyRingBasedDataProtector.UnprotectCore",
                  "Microsoft.AspNetCore.Antiforgery.DefaultAntiforgeryTokenSerializer.Deserialize",
                ]),
              ]
            : undefined,
      ),
  },
];
