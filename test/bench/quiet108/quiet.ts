// Harmless noise that looks alarming: each kind is something that pages on-call for nothing.
import type { Role } from "./estates.js";
import { dotnetTrace, javaTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Stream } from "./stream.js";
import { change } from "./traffic.js";
import { access, CHAPELS, PAPERS, SURNAMES, voice } from "./voice.js";

export interface Noise {
  kind: string;
  note: string;
  run: (st: Stream) => void;
}

/** A random instant inside the window, away from its edges. */
const at = (st: Stream, lo = 0.1, hi = 0.85) => st.t0 + Math.round((st.t1 - st.t0) * (lo + (hi - lo) * st.rng.next()));
const fo = (st: Stream) => `FO-${st.rng.int(100000, 999999)}`;
const pn = (st: Stream) => `PN-${st.rng.int(10000, 99999)}`;
const cno = (st: Stream) => st.estate.caseFmt(st.rng.int(1200, 9800));
const env = (st: Stream) => `${st.rng.hex(8)}-${st.rng.hex(4)}-${st.rng.hex(4)}`;

function gwLine(st: Stream, t: number, method: string, path: string, status: number, level: "info" | "warn" = "info") {
  const gw = st.svc("gateway");
  st.add(t, gw.name, level, access(st.rng, gw.rt, method, path, status, st.rng.int(5, 300)));
}

export const NOISES: Noise[] = [
  {
    kind: "obit-word-limit",
    note: "newspapers bounce obituary submissions over their word limits; directors trim and resubmit",
    run: (st) => {
      const o = st.svc("obits");
      st.every(st.t0, st.t1, 1.2, (t) => {
        const paper = st.rng.pick(PAPERS);
        const limit = st.rng.pick([250, 300, 400]);
        st.add(
          t,
          o.name,
          "error",
          voice(
            st.rng,
            o,
            "Syndication",
            `${paper} rejected obituary OB${st.rng.int(40000, 99999)}: HTTP 422 {"error":"word_count_exceeded","limit":${limit},"actual":${limit + st.rng.int(12, 300)}} - returned to director for edit`,
          ),
        );
      });
    },
  },
  {
    kind: "obit-photo-dpi",
    note: "print desks reject low-resolution obituary photos, which are sent back to families",
    run: (st) => {
      const o = st.svc("obits");
      st.every(st.t0, st.t1, 0.9, (t) =>
        st.add(
          t,
          o.name,
          "error",
          voice(
            st.rng,
            o,
            "PhotoCheck",
            `photo for OB${st.rng.int(40000, 99999)} failed print spec for ${st.rng.pick(PAPERS)}: ${st.rng.pick([72, 96, 150])} dpi < 200 dpi minimum; family asked for a new scan`,
          ),
        ),
      );
    },
  },
  {
    kind: "obit-print-deadline",
    note: "obituaries submitted after the print deadline are deferred to the next edition",
    run: (st) => {
      const o = st.svc("obits");
      const t = at(st, 0.2, 0.5);
      st.every(t, st.t1, 2, (x) =>
        st.add(
          x,
          o.name,
          "warn",
          voice(
            st.rng,
            o,
            "Syndication",
            `missed print deadline 16:00 for ${st.rng.pick(PAPERS)}; OB${st.rng.int(40000, 99999)} deferred to next edition, online publish unaffected`,
          ),
        ),
      );
    },
  },
  {
    kind: "stream-viewer-reconnects",
    note: "a large funeral livestream has many viewers on poor connections dropping and reconnecting",
    run: (st) => {
      const s = st.svc("stream");
      const a = at(st, 0.1, 0.4);
      st.every(a, Math.min(st.t1, a + 360000), 30, (t) => {
        const id = st.rng.hex(10);
        st.add(
          t,
          s.name,
          "warn",
          s.rt === "go"
            ? `viewer ${id} disconnected: websocket: close 1006 (abnormal closure): unexpected EOF`
            : voice(st.rng, s, "Session", `viewer ${id} dropped (socket closed by peer)`),
        );
        if (st.rng.chance(0.85))
          st.add(
            t + st.rng.int(1500, 9000),
            s.name,
            "info",
            `viewer ${id} reconnected, resuming at segment ${st.rng.int(200, 900)}`,
          );
      });
    },
  },
  {
    kind: "stream-low-uplink",
    note: "a chapel encoder has poor upload bandwidth and the stream drops to a lower rendition",
    run: (st) => {
      const s = st.svc("stream");
      const ch = st.rng.pick(CHAPELS);
      st.every(at(st, 0.1, 0.3), st.t1, 3, (t) =>
        st.add(
          t,
          s.name,
          "warn",
          `encoder "${ch}" upstream ${(st.rng.next() * 1.5 + 0.6).toFixed(1)} Mbit/s below target 4.5 Mbit/s, ladder capped at 480p (dropped frames ${st.rng.int(10, 300)})`,
        ),
      );
    },
  },
  {
    kind: "stream-ended-404",
    note: "a service ends and viewers still polling the playlist get 404 Gone for a while",
    run: (st) => {
      const s = st.svc("stream");
      const sid = st.rng.hex(8);
      const t = at(st, 0.2, 0.5);
      st.add(
        t,
        s.name,
        "info",
        `stream ${sid} ended by host (duration 1h${st.rng.int(2, 50)}m, peak viewers ${st.rng.int(80, 600)})`,
      );
      st.every(t, Math.min(st.t1, t + 300000), 25, (x) => {
        gwLine(st, x, "GET", `/live/${sid}/index.m3u8`, 404, "warn");
        if (st.rng.chance(0.3)) st.add(x, s.name, "error", `playlist request for ended stream ${sid}: no such stream`);
      });
    },
  },
  {
    kind: "flower-delivery-cutoff",
    note: "flower orders placed after the same-day delivery cutoff are refused with 409",
    run: (st) => {
      const f = st.svc("flowers");
      st.every(at(st, 0.05, 0.3), st.t1, 2.5, (t) => {
        st.add(
          t,
          f.name,
          "error",
          voice(
            st.rng,
            f,
            "Orders",
            `order refused: delivery cutoff 12:00 passed for ${st.rng.pick(SURNAMES)} service at ${st.rng.pick(["13:00", "14:30", "15:00"])} today (409 Conflict)`,
          ),
        );
        gwLine(st, t + 20, "POST", "/api/flowers/orders", 409, "warn");
      });
    },
  },
  {
    kind: "florist-declined",
    note: "local florists decline orders (out of stock) and the order is re-routed to the next florist",
    run: (st) => {
      const f = st.svc("flowers");
      st.every(st.t0, st.t1, 1.5, (t) => {
        const o = fo(st);
        st.add(
          t,
          f.name,
          "warn",
          voice(
            st.rng,
            f,
            "Routing",
            `florist #${st.rng.int(1000, 9999)} declined ${o} (${st.rng.pick(["out of white lilies", "no driver for window", "closed for holiday"])}), re-routing`,
          ),
        );
        st.add(
          t + st.rng.int(3000, 30000),
          f.name,
          "info",
          voice(st.rng, f, "Routing", `${o} accepted by florist #${st.rng.int(1000, 9999)}`),
        );
      });
    },
  },
  {
    kind: "flower-card-declined",
    note: "sympathy-gift buyers' cards are declined by the payment processor, as they always are",
    run: (st) => {
      const f = st.svc("flowers");
      st.every(st.t0, st.t1, 1, (t) => {
        const m = `charge for ${fo(st)} declined: card_declined (${st.rng.pick(["insufficient_funds", "do_not_honor", "expired_card"])})`;
        if (f.rt === "ruby")
          st.add(t, f.name, "error", `Stripe::CardError: Your card was declined. ${m}`, {
            stack: rubyTrace("", [
              "app/services/checkout.rb:58:in `charge!'",
              "app/controllers/orders_controller.rb:31:in `create'",
            ]).slice(1),
          });
        else st.add(t, f.name, "error", voice(st.rng, f, "Checkout", m));
        gwLine(st, t + 15, "POST", "/api/flowers/orders", 402);
      });
    },
  },
  {
    kind: "esign-expired",
    note: "e-signature envelopes the family never signed expire after their reminder cycle",
    run: (st) => {
      const e = st.svc("esign");
      st.every(at(st, 0, 0.2), st.t1, 1.5, (t) => {
        const id = env(st);
        st.add(
          t,
          e.name,
          "warn",
          voice(st.rng, e, "Reminders", `envelope ${id}: reminder 3/3 unanswered, signer next-of-kin`),
        );
        st.add(
          t + 200,
          e.name,
          "error",
          voice(
            st.rng,
            e,
            "Envelopes",
            `envelope ${id} EXPIRED (created ${st.rng.int(7, 14)} days ago, 1 of 2 signatures) - case ${cno(st)} flagged for director`,
          ),
        );
      });
    },
  },
  {
    kind: "esign-webhook-duplicates",
    note: "the e-signature vendor re-delivers webhooks and duplicates are ignored",
    run: (st) => {
      const e = st.svc("esign");
      st.every(st.t0, st.t1, 3, (t) => {
        st.add(
          t,
          e.name,
          "warn",
          voice(
            st.rng,
            e,
            "Webhooks",
            `duplicate delivery ${st.rng.hex(12)} for envelope ${env(st)} event=envelope-completed, already processed - 409`,
          ),
        );
      });
    },
  },
  {
    kind: "nightly-dedupe",
    note: "the nightly duplicate-contact merge logs conflicts and skipped merges",
    run: (st) => {
      const c = st.svc("cases");
      const t = at(st, 0.05, 0.3);
      st.add(t, c.name, "info", voice(st.rng, c, "MergeJob", "merge-duplicate-contacts started (window 24h)"));
      let x = t;
      for (let i = 0; i < st.rng.int(25, 60); i++) {
        x += st.rng.int(300, 4000);
        const r = st.rng.next();
        if (r < 0.55)
          st.add(
            x,
            c.name,
            "info",
            voice(
              st.rng,
              c,
              "MergeJob",
              `merged contact ${st.rng.int(10000, 99999)} into ${st.rng.int(10000, 99999)} (same phone + surname)`,
            ),
          );
        else if (r < 0.85)
          st.add(
            x,
            c.name,
            "warn",
            voice(
              st.rng,
              c,
              "MergeJob",
              `conflict: two decedent records share DOB and SSN last-4 (cases ${cno(st)}, ${cno(st)}), left for manual review`,
            ),
          );
        else
          st.add(
            x,
            c.name,
            "error",
            voice(
              st.rng,
              c,
              "MergeJob",
              `merge skipped for contact ${st.rng.int(10000, 99999)}: still referenced by open envelope, will retry tomorrow`,
            ),
          );
      }
      st.add(x + 500, c.name, "info", voice(st.rng, c, "MergeJob", "merge-duplicate-contacts finished"));
    },
  },
  {
    kind: "plot-concurrency-guard",
    note: "two counselors try to reserve the same cemetery lot and the optimistic lock rejects the second",
    run: (st) => {
      const p = st.svc("plots");
      st.every(st.t0, st.t1, 0.7, (t) => {
        const lot = `${st.rng.int(1, 40)}-${"ABCDEFGH"[st.rng.int(0, 7)]}-${st.rng.int(1, 40)}`;
        const msg = `reservation for lot ${lot} rejected: already reserved by another counselor (row version changed)`;
        const stack =
          p.rt === "dotnet"
            ? dotnetTrace(
                "Microsoft.EntityFrameworkCore.DbUpdateConcurrencyException: The database operation was expected to affect 1 row(s), but actually affected 0 row(s); data may have been modified or deleted since entities were loaded.",
                [
                  "Microsoft.EntityFrameworkCore.Update.AffectedCountModificationCommandBatch.ThrowAggregateUpdateConcurrencyExceptionAsync(RelationalDataReader reader, Int32 commandIndex, Int32 expectedRowsAffected, Int32 rowsAffected, CancellationToken cancellationToken)",
                  "PlotRegistry.Reservations.ReserveLotHandler.Handle(ReserveLot cmd, CancellationToken ct) in /src/PlotRegistry/Reservations/ReserveLotHandler.cs:line 47",
                ],
              )
            : p.rt === "java"
              ? javaTrace(
                  st.rng,
                  "org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction",
                  [
                    "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:325)",
                    "com.lakeside.plots.ReservationService.reserve(ReservationService.java:88)",
                  ],
                )
              : undefined;
        st.add(t, p.name, "error", voice(st.rng, p, "Reservations", msg), { stack });
        gwLine(st, t + 30, "POST", "/api/plots/reservations", 409);
      });
    },
  },
  {
    kind: "plot-gis-sync",
    note: "the cemetery map sync skips polygons with invalid geometry",
    run: (st) => {
      const p = st.svc("plots");
      const t = at(st);
      for (let i = 0; i < st.rng.int(8, 20); i++)
        st.add(
          t + i * st.rng.int(200, 900),
          p.name,
          "warn",
          voice(
            st.rng,
            p,
            "GisSync",
            `section ${st.rng.int(1, 40)} polygon ${st.rng.int(100, 999)}: Self-intersection at or near point ${(-93 - st.rng.next()).toFixed(5)} ${(44 + st.rng.next()).toFixed(5)}; skipped`,
          ),
        );
      st.add(t + 20000, p.name, "info", voice(st.rng, p, "GisSync", "GIS sync complete: 1,204 lots updated"));
    },
  },
  {
    kind: "preneed-ach-returns",
    note: "the bank's ACH return file arrives with the usual insufficient-funds returns",
    run: (st) => {
      const p = st.svc("preneed");
      const t = at(st, 0.1, 0.5);
      st.add(
        t,
        p.name,
        "info",
        voice(
          st.rng,
          p,
          "AchReturns",
          `processing ACH return file RET${st.rng.int(100000, 999999)}.txt (${st.rng.int(12, 40)} entries)`,
        ),
      );
      for (let i = 0; i < st.rng.int(12, 40); i++)
        st.add(
          t + 300 + i * st.rng.int(50, 400),
          p.name,
          "error",
          voice(
            st.rng,
            p,
            "AchReturns",
            `ACH return ${st.rng.pick(["R01 Insufficient Funds", "R01 Insufficient Funds", "R02 Account Closed", "R03 No Account/Unable to Locate"])} for contract ${pn(st)} installment ${st.rng.int(2, 60)}; retry scheduled`,
          ),
        );
    },
  },
  {
    kind: "preneed-card-expired",
    note: "pre-need installment cards on file have expired and dunning emails are queued",
    run: (st) => {
      const p = st.svc("preneed");
      st.every(st.t0, st.t1, 1.2, (t) =>
        st.add(
          t,
          p.name,
          "warn",
          voice(
            st.rng,
            p,
            "Dunning",
            `card on file expired for contract ${pn(st)} (exp ${st.rng.int(1, 12)}/${st.rng.int(24, 26)}); payment failed, dunning step ${st.rng.int(1, 3)} queued`,
          ),
        ),
      );
    },
  },
  {
    kind: "crematory-permit-hold",
    note: "cremations cannot be scheduled until the medical examiner issues the permit",
    run: (st) => {
      const c = st.svc("crematory");
      st.every(st.t0, st.t1, 1.5, (t) =>
        st.add(
          t,
          c.name,
          "warn",
          voice(
            st.rng,
            c,
            "Planner",
            `case ${cno(st)} not schedulable: cremation permit pending with ${st.rng.pick(["county ME", "medical examiner", "registrar"])}, waiting period ${st.rng.pick([24, 48])}h not elapsed; holding`,
          ),
        ),
      );
    },
  },
  {
    kind: "retort-maintenance",
    note: "a retort is taken offline for planned maintenance and its cases are moved",
    run: (st) => {
      const c = st.svc("crematory");
      const t = at(st);
      st.add(
        t,
        c.name,
        "warn",
        voice(
          st.rng,
          c,
          "Units",
          "retort 2 state ONLINE -> OFFLINE (reason: scheduled refractory maintenance, ticket MNT-4471)",
        ),
      );
      for (let i = 0; i < st.rng.int(3, 7); i++)
        st.add(
          t + 1000 + i * 700,
          c.name,
          "warn",
          voice(
            st.rng,
            c,
            "Planner",
            `case ${cno(st)} moved from retort 2 to retort 1, start delayed ${st.rng.int(40, 180)} min`,
          ),
        );
      st.add(t + 9000, c.name, "error", voice(st.rng, c, "Telemetry", "retort 2 telemetry lost (unit powered down)"));
    },
  },
  {
    kind: "cold-cache-after-deploy",
    note: "a deploy of the obituary service starts with a cold cache and slow requests for a few minutes",
    run: (st) => {
      const o = st.svc("obits");
      const t = at(st, 0.2, 0.6);
      change(st, o, t, "deploy");
      st.every(t + 10000, Math.min(st.t1, t + 200000), 12, (x) =>
        st.add(
          x,
          o.name,
          "warn",
          voice(
            st.rng,
            o,
            "Render",
            `slow request GET /obituaries/${st.rng.pick(SURNAMES).toLowerCase()}-${st.rng.int(1000, 9999)} took ${st.rng.int(1500, 4800)}ms (cache miss, warming)`,
          ),
        ),
      );
    },
  },
  {
    kind: "gc-and-clock-leap",
    note: "a JVM or runtime reports long pauses and a pool housekeeper clock leap, then carries on",
    run: (st) => {
      const s = st.estate.services.find((x) => x.rt === "java") ?? st.svc("cases");
      st.every(st.t0, st.t1, 0.6, (t) => {
        if (st.rng.chance(0.5))
          st.add(
            t,
            s.name,
            "warn",
            `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${st.rng.int(30, 80)}s${st.rng.int(100, 999)}ms).`,
          );
        else
          st.add(
            t,
            s.name,
            "warn",
            `GC pause (G1 Evacuation Pause) (young) ${st.rng.int(300, 900)}M->${st.rng.int(100, 300)}M(2048M) ${st.rng.int(400, 1400)}.${st.rng.int(100, 999)}ms`,
          );
      });
    },
  },
  {
    kind: "readiness-warmup",
    note: "a restarted pod answers its readiness probe with 503 while warming up, then 200",
    run: (st) => {
      const s = st.rng.pick(st.estate.services.filter((x) => x.role !== "gateway"));
      const t = at(st);
      change(st, s, t, "deploy");
      for (let i = 0; i < 6; i++)
        st.add(
          t + 5000 + i * 3000,
          s.name,
          "warn",
          `GET /health/ready 503 ${st.rng.int(0, 3)}ms (warming up: ${["db pool", "caches", "migrations check"][i % 3]} not ready)`,
        );
    },
  },
  {
    kind: "cert-expiry-warning",
    note: "a certificate monitor warns weeks ahead that a TLS certificate expires soon",
    run: (st) => {
      const s = st.svc("stream");
      st.every(st.t0, st.t1, 1, (t) =>
        st.add(
          t,
          s.name,
          "warn",
          `TLS certificate for live.${st.estate.key}.example expires in ${st.rng.int(12, 14)} days (notAfter=2027-01-1${st.rng.int(0, 4)}T23:59:59Z); renewal is scheduled by cert-manager`,
        ),
      );
    },
  },
  {
    kind: "crawler-rate-limited",
    note: "a crawler scraping obituary pages is rate limited with 429s at the front door",
    run: (st) => {
      const gw = st.svc("gateway");
      const ip = `66.249.${st.rng.int(64, 79)}.${st.rng.int(1, 254)}`;
      const a = at(st, 0.1, 0.5);
      st.every(a, Math.min(st.t1, a + 240000), 60, (t) =>
        st.add(
          t,
          gw.name,
          "warn",
          `rate limit exceeded for ${ip} on /obituaries/* (120 req/min), responding 429 Too Many Requests`,
        ),
      );
    },
  },
  {
    kind: "family-login-failures",
    note: "family members mistype passwords and let MFA codes expire on the portal",
    run: (st) => {
      const gw = st.svc("gateway");
      st.every(st.t0, st.t1, 3, (t) => {
        const r = st.rng.next();
        st.add(
          t,
          gw.name,
          "warn",
          r < 0.6
            ? `login failed for ${st.rng.pick(SURNAMES).toLowerCase()}${st.rng.int(1, 99)}@${st.rng.pick(["gmail.com", "yahoo.com", "outlook.com"])}: invalid password (attempt ${st.rng.int(1, 4)}/5)`
            : `MFA code expired for family user ${st.rng.int(10000, 99999)}, new code sent`,
        );
        gwLine(st, t + 10, "POST", "/api/session", 401);
      });
    },
  },
  {
    kind: "session-expired-403",
    note: "long-idle arrangement sessions post forms with stale CSRF tokens and get 403",
    run: (st) => {
      const c = st.svc("cases");
      st.every(st.t0, st.t1, 2, (t) => {
        st.add(
          t,
          c.name,
          "warn",
          voice(
            st.rng,
            c,
            "Security",
            `Invalid CSRF token found for ${st.rng.pick(["/api/cases/notes", "/api/cases/merchandise", "/api/cases/vitals"])} (session idle ${st.rng.int(31, 240)}m)`,
          ),
        );
        gwLine(st, t + 10, "POST", "/api/cases/merchandise", 403);
      });
    },
  },
  {
    kind: "month-end-slow-queries",
    note: "the month-end trust report runs slow queries that are logged as warnings",
    run: (st) => {
      const p = st.svc("preneed");
      const t = at(st, 0.1, 0.4);
      st.add(
        t,
        p.name,
        "info",
        voice(st.rng, p, "Reports", "month-end trust report started (state filing FL-TRUST-12)"),
      );
      st.every(t, Math.min(st.t1, t + 300000), 4, (x) =>
        st.add(
          x,
          p.name,
          "warn",
          voice(
            st.rng,
            p,
            "SlowQueryLog",
            `slow query ${st.rng.int(2000, 9000)}ms: SELECT c.contract_no, sum(p.amount) FROM contract_payments p JOIN contracts c ON ... GROUP BY c.contract_no (rows=${st.rng.int(40000, 190000)})`,
          ),
        ),
      );
    },
  },
  {
    kind: "backup-lock-wait",
    note: "the nightly backup briefly holds locks and writes wait, then complete",
    run: (st) => {
      const p = st.svc("plots");
      const t = at(st);
      for (let i = 0; i < st.rng.int(6, 14); i++)
        st.add(
          t + i * st.rng.int(400, 2000),
          p.name,
          "warn",
          voice(
            st.rng,
            p,
            "Db",
            `statement waited ${(st.rng.next() * 3 + 1).toFixed(1)}s for lock on relation "interments" (held by pg_dump), completed`,
          ),
        );
    },
  },
  {
    kind: "syndication-backlog",
    note: "a burst of obituary submissions builds a queue backlog that drains on its own",
    run: (st) => {
      const o = st.svc("obits");
      const t = at(st, 0.1, 0.5);
      let lag = st.rng.int(250, 600);
      for (let i = 0; i < 12; i++) {
        st.add(
          t + i * 20000,
          o.name,
          lag > 100 ? "warn" : "info",
          voice(st.rng, o, "Queue", `syndication queue lag ${lag} messages (oldest ${Math.round(lag / 2)}s)`),
        );
        lag = Math.max(0, lag - st.rng.int(30, 80));
      }
    },
  },
  {
    kind: "node-drain",
    note: "a Kubernetes node is drained; pods restart elsewhere and the front service retries through it",
    run: (st) => {
      const gw = st.svc("gateway");
      const t = at(st);
      for (const s of st.rng.shuffle(st.estate.services.filter((x) => x.role !== "gateway")).slice(0, 2)) {
        change(st, s, t + st.rng.int(0, 3000), "deploy");
        for (let i = 0; i < 5; i++)
          st.add(
            t + 1000 + i * 900,
            gw.name,
            "warn",
            `upstream ${s.name} connect error: connect ECONNREFUSED 10.42.${st.rng.int(0, 9)}.${st.rng.int(2, 250)}:8080, retrying on another endpoint`,
          );
      }
    },
  },
  {
    kind: "email-bounces",
    note: "service-time emails to mistyped family addresses bounce",
    run: (st) => {
      const n = st.svc("notify");
      st.every(st.t0, st.t1, 1.5, (t) =>
        st.add(
          t,
          n.name,
          "error",
          voice(
            st.rng,
            n,
            "Smtp",
            `delivery failed to ${st.rng.pick(SURNAMES).toLowerCase()}@${st.rng.pick(["gmial.com", "yaho.com", "hotmail.co"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
          ),
        ),
      );
    },
  },
  {
    kind: "sms-unsubscribed",
    note: "text reminders go to relatives who replied STOP and the SMS provider refuses them",
    run: (st) => {
      const n = st.svc("notify");
      st.every(st.t0, st.t1, 2, (t) =>
        st.add(
          t,
          n.name,
          "warn",
          voice(
            st.rng,
            n,
            "Sms",
            `Twilio error 21610 for +1${st.rng.int(2000000000, 9899999999)}: Attempt to send to unsubscribed recipient`,
          ),
        ),
      );
    },
  },
  {
    kind: "edrs-validation",
    note: "the state death-registration system rejects drafts with missing fields, which directors fix",
    run: (st) => {
      const c = st.svc("cases");
      st.every(st.t0, st.t1, 1, (t) =>
        st.add(
          t,
          c.name,
          "error",
          voice(
            st.rng,
            c,
            "EdrsClient",
            `EDRS submission for case ${cno(st)} rejected: ${st.rng.pick(["field 'informant relationship' is required", "usual occupation exceeds 40 characters", "date of death after date of disposition"])} (status 400)`,
          ),
        ),
      );
    },
  },
  {
    kind: "tribute-video-retry",
    note: "tribute slideshow transcodes fail on incomplete uploads and succeed on retry",
    run: (st) => {
      const s = st.svc("stream");
      st.every(st.t0, st.t1, 0.8, (t) => {
        const v = st.rng.hex(6);
        st.add(
          t,
          s.name,
          "error",
          `transcode ${v} failed: ffmpeg exited 1: [mov,mp4,m4a,3gp,3g2,mj2 @ 0x${st.rng.hex(12)}] moov atom not found; re-fetching upload (attempt 1/3)`,
        );
        st.add(
          t + st.rng.int(8000, 30000),
          s.name,
          "info",
          `transcode ${v} done: 1080p, ${st.rng.int(3, 12)}m${st.rng.int(10, 59)}s`,
        );
      });
    },
  },
  {
    kind: "flags-cache",
    note: "the feature-flag service is briefly unreachable and clients serve cached flags",
    run: (st) => {
      const t = at(st);
      for (const s of st.estate.services.slice(1, 5)) {
        st.add(
          t + st.rng.int(0, 2000),
          s.name,
          "warn",
          `feature flags: refresh failed (context deadline exceeded), serving cached flags age=${st.rng.int(30, 90)}s`,
        );
        st.add(t + st.rng.int(40000, 70000), s.name, "info", "feature flags: refresh ok (42 flags)");
      }
    },
  },
  {
    kind: "guestbook-moderation",
    note: "spam guestbook entries on tribute pages are rejected by moderation at ERROR level",
    run: (st) => {
      const o = st.svc("obits");
      st.every(st.t0, st.t1, 2, (t) =>
        st.add(
          t,
          o.name,
          "error",
          voice(
            st.rng,
            o,
            "Moderation",
            `guestbook entry rejected on tribute ${st.rng.int(10000, 99999)}: spam score ${(0.9 + st.rng.next() * 0.09).toFixed(2)} (links=${st.rng.int(2, 9)})`,
          ),
        ),
      );
    },
  },
  {
    kind: "client-abort",
    note: "families close the tab while a PDF contract downloads and the server logs a broken pipe",
    run: (st) => {
      const c = st.svc("cases");
      st.every(st.t0, st.t1, 0.8, (t) => {
        if (c.rt === "java")
          st.add(
            t,
            c.name,
            "error",
            "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception",
            {
              stack: javaTrace(
                st.rng,
                "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
                [
                  "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:310)",
                  "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:781)",
                  "com.memorial.arrangements.web.DocumentController.download(DocumentController.java:64)",
                ],
              ),
            },
          );
        else if (c.rt === "python")
          st.add(t, c.name, "error", "Exception during PDF stream", {
            stack: pyTrace(
              [["/app/cases/documents.py", 88, "stream_pdf", "await send(chunk)"]],
              "BrokenPipeError: [Errno 32] Broken pipe",
            ),
          });
        else
          st.add(
            t,
            c.name,
            "error",
            voice(
              st.rng,
              c,
              "Documents",
              `client aborted download of contract PDF for case ${cno(st)} (EPIPE / connection reset by client)`,
            ),
          );
      });
    },
  },
];

/** Constant harmless errors one service logs from the first minute. */
export const CHRONIC: Partial<Record<Role, (st: Stream) => string>> = {
  obits: (st) =>
    `photo EXIF parse failed for upload ${st.rng.hex(10)}.jpg (truncated APP1 segment), orientation left as uploaded`,
  plots: (st) =>
    `GIS tile 15/${st.rng.int(7000, 9000)}/${st.rng.int(11000, 13000)} not found (404), falling back to cached basemap`,
  flowers: (st) =>
    `address verification: no USPS match for "${st.rng.int(10, 9999)} ${st.rng.pick(["Cemetery Rd", "Chapel Ln", "Old Mill Rd"])}", order ${fo(st)} held for manual check`,
  stream: (st) =>
    `RTMP publish rejected for key ****${st.rng.hex(4)}: stream key revoked (old encoder at ${st.rng.pick(CHAPELS)} keeps retrying)`,
  notify: (st) => `push token invalid (APNs 410 Unregistered) for device ${st.rng.hex(8)}, removed`,
  cases: (st) =>
    `legacy import: row ${st.rng.int(1000, 9999)} has invalid date '00/00/0000' in field date_of_birth, skipped`,
  esign: () => `template 'Vault Waiver v2' references unknown merge field {{vault_vendor}}; rendered blank`,
  crematory: (st) => `retort 3 thermocouple T${st.rng.int(1, 6)} reading out of range (-999.0), ignored`,
};

export function chronic(st: Stream, role: Role): void {
  const f = CHRONIC[role];
  if (!f) return;
  const s = st.svc(role);
  const lvl = st.rng.chance(0.75) ? "error" : "warn";
  st.every(st.t0, st.t1, st.rng.int(3, 7), (t) => st.add(t, s.name, lvl, voice(st.rng, s, "Worker", f(st))));
}
