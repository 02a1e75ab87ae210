// Harmless noise that looks alarming in a telemedicine estate: each kind is one episode writer. Nothing is broken.
import { pid, prov, vid } from "./estates.js";
import type { Ctx } from "./stream.js";
import { javaTrace, nodeTrace, pyTrace } from "./traces.js";

export interface Kind {
  name: string;
  run(c: Ctx): void;
}

const burst = (c: Ctx, n: number, spreadMs: number, fn: (t: number, k: number) => void) => {
  const at = c.when();
  for (let k = 0; k < n; k++) fn(at + c.r.f(0, spreadMs), k);
};
const steady = (c: Ctx, everySec: number, fn: (t: number) => void) => {
  for (let t = c.t0 + c.r.f(0, everySec * 1000); t < c.tEnd; t += everySec * 1000 * c.r.f(0.6, 1.4)) fn(t);
};

export const KINDS: Kind[] = [
  {
    name: "patient on a poor connection drops and rejoins",
    run(c) {
      const m = c.pick("media");
      const l = c.pick("lobby");
      burst(c, c.r.i(3, 6), 240000, (t) => {
        const p = c.r.hex(6);
        const v = vid(c.r);
        c.emit(t, m, "warn", `ice connection state disconnected peer=${p} visit=${v} (consent freshness timeout)`);
        c.emit(t + 5000, m, "error", `peer ${p} ICE failed after 5000ms, closing transport; client will renegotiate`);
        c.emit(t + c.r.f(8000, 20000), l, "info", `patient rejoined visit ${v} (reconnect #${c.r.i(1, 4)})`);
        c.emit(
          t + c.r.f(21000, 25000),
          m,
          "info",
          `ice connection state connected peer=${p}_r visit=${v} candidate=relay`,
        );
      });
    },
  },
  {
    name: "browser camera permission denied",
    run(c) {
      const l = c.pick("lobby");
      steady(c, 25, (t) =>
        c.emit(
          t,
          l,
          "error",
          `client error reported visit=${vid(c.r)} ua="${c.r.p(["Mobile Safari 17.4", "Chrome 126 Android", "Firefox 127"])}": NotAllowedError: Permission denied (getUserMedia video)`,
        ),
      );
    },
  },
  {
    name: "device back online uploads days of readings",
    run(c) {
      const s = c.pick("ingest", "edge");
      const a = c.pick("alerts", "notes");
      burst(c, c.r.i(2, 4), 120000, (t) => {
        const d = `${c.r.p(["BPM", "GLU", "SCL"])}-${c.r.hex(6)}`;
        const n = c.r.i(180, 900);
        c.emit(
          t,
          s,
          "warn",
          `late upload from ${d}: ${n} readings spanning ${c.r.i(48, 160)}h (device offline since last sync)`,
        );
        for (let k = 0; k < 8; k++)
          c.emit(t + 200 + k * 150, s, "info", `batch ${k + 1}/8 from ${d} stored (${Math.ceil(n / 8)} readings)`);
        c.emit(
          t + 1600,
          a,
          "warn",
          `backfilled readings for ${d} are older than 24h: evaluation only, no real-time alert`,
        );
      });
    },
  },
  {
    name: "out-of-range readings raise clinical alerts",
    run(c) {
      const a = c.pick("alerts", "ingest");
      burst(c, c.r.i(4, 9), 400000, (t) =>
        c.emit(
          t,
          a,
          c.r.p(["warn", "error"]),
          c.r.p([
            `CRITICAL reading for ${pid(c.r)}: systolic=${c.r.i(181, 212)} diastolic=${c.r.i(100, 125)} mmHg -> alert raised, paging care team`,
            `CRITICAL reading for ${pid(c.r)}: glucose=${c.r.i(38, 54)} mg/dL (hypoglycemia) -> alert raised, nurse notified`,
            `weight change +${c.r.f(2.3, 4).toFixed(1)}kg in 24h for ${pid(c.r)} (CHF protocol) -> alert raised`,
          ]),
        ),
      );
    },
  },
  {
    name: "no-show visits closed",
    run(c) {
      const l = c.pick("lobby");
      const b = c.pick("billing", "sched");
      burst(c, c.r.i(3, 6), 300000, (t) => {
        const v = vid(c.r);
        c.emit(t, l, "warn", `visit ${v} closed as NO_SHOW: patient did not join within 15m of start`);
        c.emit(t + c.r.f(200, 900), b, "info", `no-show fee skipped for ${v} (policy: first occurrence)`);
      });
    },
  },
  {
    name: "symmetric NAT falls back to TURN over TCP 443",
    run(c) {
      const m = c.pick("media");
      burst(c, c.r.i(4, 8), 300000, (t) => {
        const p = c.r.hex(6);
        c.emit(
          t,
          m,
          "warn",
          `no UDP candidates succeeded for peer=${p} (host/srflx timed out), trying relay turns:443?transport=tcp`,
        );
        c.emit(t + c.r.f(600, 2000), m, "info", `peer=${p} connected via TURN/TCP relay rtt=${c.r.i(90, 260)}ms`);
      });
    },
  },
  {
    name: "expired TURN credentials refreshed",
    run(c) {
      const m = c.pick("media");
      const l = c.pick("lobby", "edge");
      burst(c, c.r.i(2, 5), 300000, (t) => {
        const u = `${Math.floor(t / 1000) - 86400}:${pid(c.r)}`;
        c.emit(
          t,
          m,
          "warn",
          `session ${c.r.i(100000, 999999)}: realm <turn.example>: user <${u}>: 401 Unauthorized: stale credentials`,
        );
        c.emit(t + 300, l, "info", `refreshed TURN credentials for long-running visit ${vid(c.r)} (ttl 86400)`);
      });
    },
  },
  {
    name: "no interpreter available on first pool, rolled to next",
    run(c) {
      const s = c.pick("interp", "lobby");
      burst(c, c.r.i(2, 5), 300000, (t) => {
        const lang = c.r.p(["hmn", "ti", "mh", "prs", "kar"]);
        c.emit(
          t,
          s,
          "warn",
          `no interpreter available for language=${lang} in pool=primary after 60s, escalating to pool=overflow`,
        );
        c.emit(
          t + c.r.f(20000, 70000),
          s,
          "info",
          `interpreter session started language=${lang} modality=audio pool=overflow`,
        );
      });
    },
  },
  {
    name: "pharmacy rejects an EPCS prescription, sent by fax fallback",
    run(c) {
      const s = c.pick("erx");
      burst(c, c.r.i(2, 4), 300000, (t) => {
        const id = c.r.hex(10);
        c.emit(
          t,
          s,
          "error",
          `NewRx ${id} rejected by pharmacy NCPDP ${c.r.i(1000000, 9999999)}: Status 900 Code 602 "Pharmacy not enabled for controlled substances"`,
        );
        c.emit(t + c.r.f(500, 3000), s, "info", `NewRx ${id} queued for fax fallback, prescriber notified`);
      });
    },
  },
  {
    name: "drug interaction warnings overridden by prescribers",
    run(c) {
      const s = c.pick("erx", "notes");
      steady(c, 70, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `severe drug-drug interaction (${c.r.p(["warfarin + fluconazole", "lisinopril + spironolactone", "sertraline + tramadol"])}) overridden by ${prov(c.r)} reason="monitoring in place"`,
        ),
      );
    },
  },
  {
    name: "reminder SMS undeliverable or opted out",
    run(c) {
      const s = c.pick("remind", "sched");
      steady(c, 18, (t) =>
        c.emit(
          t,
          s,
          "error",
          c.r.p([
            `sms delivery failed sid=SM${c.r.hex(32)} error_code=30003 "Unreachable destination handset"`,
            `twilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: Attempt to send to unsubscribed recipient (code 21610)`,
            `sms delivery failed sid=SM${c.r.hex(32)} error_code=30006 "Landline or unreachable carrier"`,
          ]),
        ),
      );
    },
  },
  {
    name: "reminder e-mail hard bounces",
    run(c) {
      const s = c.pick("remind", "sched");
      burst(c, c.r.i(4, 10), 500000, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `email bounce type=Permanent subtype=General recipient=${c.r.hex(5)}@${c.r.p(["gmail.com", "yahoo.com", "aol.com"])} diagnostic="smtp; 550 5.1.1 user unknown"`,
        ),
      );
    },
  },
  {
    name: "idle tabs hit expired JWTs and refresh",
    run(c) {
      const s = c.pick("edge");
      steady(c, 12, (t) => {
        c.emit(
          t,
          s,
          "warn",
          `401 Unauthorized GET /api/v2/visits/${vid(c.r)}: jwt expired at ${new Date(t - c.r.i(60000, 9e6)).toISOString()}`,
        );
        c.emit(t + 400, s, "info", "POST /api/v2/auth/refresh 200 38.112 ms - 612");
      });
    },
  },
  {
    name: "one slow query in a report job",
    run(c) {
      const s = c.pick("billing", "notes");
      c.emit(
        c.when(),
        s,
        "warn",
        `slow query (${c.r.f(3.1, 8.9).toFixed(2)}s): SELECT v.id, v.cpt, p.payer_id FROM visits v JOIN patients p ON ... WHERE v.closed_at >= $1 (rows=48211)`,
      );
    },
  },
  {
    name: "long GC pause on a JVM service",
    run(c) {
      const s = Object.entries(c.e.rt).find(([, v]) => v === "java")?.[0] ?? c.pick("edge");
      c.emit(
        c.when(),
        s,
        "warn",
        `[gc] GC(${c.r.i(200, 900)}) Pause Young (Normal) (G1 Evacuation Pause) ${c.r.i(900, 1400)}M->${c.r.i(300, 500)}M(2048M) ${c.r.f(310, 620).toFixed(3)}ms`,
      );
    },
  },
  {
    name: "readiness probe fails while a new pod warms up",
    run(c) {
      const s = c.pick("sched", "notes");
      const at = c.when();
      for (let k = 0; k < 3; k++)
        c.emit(
          at + k * 5000,
          s,
          "warn",
          `readiness check failed: warming caches (${k + 1}/3), returning 503 to kube-probe`,
        );
      c.emit(at + 16000, s, "info", "readiness check passed, accepting traffic");
    },
  },
  {
    name: "connection refused during rolling restart, retried",
    run(c) {
      const a = c.pick("edge");
      const b = c.pick("notes", "sched");
      burst(c, c.r.i(2, 4), 8000, (t) =>
        c.emit(
          t,
          a,
          "error",
          `proxy error to ${b}: connect ECONNREFUSED 10.4.${c.r.i(0, 20)}.${c.r.i(2, 250)}:8080 (pod terminating), retried on another endpoint -> 200`,
        ),
      );
    },
  },
  {
    name: "certificate renewal and reload",
    run(c) {
      const s = c.pick("media", "edge");
      const t = c.when();
      c.emit(
        t,
        s,
        "warn",
        `TLS certificate for *.${c.e.key}.health expires in 21 days (notAfter=2026-12-21T00:00:00Z)`,
      );
      c.emit(t + 3000, s, "info", `certificate reloaded from /etc/tls/tls.crt serial=${c.r.hex(16)}`);
    },
  },
  {
    name: "cache cold after flush, hit ratio low",
    run(c) {
      const s = c.pick("sched", "edge");
      const t = c.when();
      for (let k = 0; k < 4; k++)
        c.emit(
          t + k * 30000,
          s,
          "warn",
          `cache hit ratio ${[9, 24, 51, 78][k]}% below 80% (cache warming after flush)`,
        );
    },
  },
  {
    name: "duplicate readings dropped",
    run(c) {
      const s = c.pick("ingest", "edge");
      steady(c, 9, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `duplicate reading ignored device=${c.r.p(["BPM", "GLU"])}-${c.r.hex(6)} seq=${c.r.i(100, 9000)} (already stored)`,
        ),
      );
    },
  },
  {
    name: "device clock unset, timestamps in the future",
    run(c) {
      const s = c.pick("ingest", "edge");
      burst(c, c.r.i(3, 8), 400000, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `reading timestamp 2036-01-01T00:0${c.r.i(0, 9)}:00Z is in the future for device SCL-${c.r.hex(6)} (clock not set); using receipt time`,
        ),
      );
    },
  },
  {
    name: "device battery low",
    run(c) {
      const s = c.pick("ingest", "alerts");
      steady(c, 40, (t) =>
        c.emit(t, s, "warn", `device GLU-${c.r.hex(6)} battery low (${c.r.i(3, 12)}%), patient reminder scheduled`),
      );
    },
  },
  {
    name: "old firmware on deprecated upload API",
    run(c) {
      const s = c.pick("ingest", "edge");
      steady(c, 30, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `DEPRECATED: device BPM-${c.r.hex(6)} fw=2.1.${c.r.i(0, 4)} uses /v1/upload (sunset 2027-01-31); accepted`,
        ),
      );
    },
  },
  {
    name: "simulcast layer downgrades on low bandwidth",
    run(c) {
      const m = c.pick("media");
      steady(c, 6, (t) =>
        c.emit(
          t,
          m,
          "warn",
          `bandwidth estimate ${c.r.i(90, 300)}kbps for consumer ${c.r.hex(8)}, switching to spatial layer 0 (low)`,
        ),
      );
    },
  },
  {
    name: "clients closing tabs mid-request (499)",
    run(c) {
      const s = c.pick("edge");
      steady(c, 15, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `client closed request before response: GET /api/v2/visits/${vid(c.r)}/events 499 (${c.r.i(2000, 60000)}ms)`,
        ),
      );
    },
  },
  {
    name: "scanner probing for wp-login and .env",
    run(c) {
      const s = c.pick("edge");
      const ip = `185.${c.r.i(10, 250)}.${c.r.i(0, 250)}.${c.r.i(2, 250)}`;
      burst(c, c.r.i(30, 70), 60000, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `404 Not Found ${c.r.p(["GET /wp-login.php", "GET /.env", "GET /.git/config", "POST /cgi-bin/luci", "GET /phpmyadmin/"])} from ${ip} ua="Mozilla/5.0 zgrab/0.x"`,
        ),
      );
    },
  },
  {
    name: "one client IP throttled",
    run(c) {
      const s = c.pick("edge");
      const ip = `34.${c.r.i(10, 250)}.${c.r.i(0, 250)}.${c.r.i(2, 250)}`;
      burst(c, c.r.i(25, 60), 90000, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `429 Too Many Requests GET /api/v2/providers/availability client=${ip} key=partner-directory-sync limit=600/min`,
        ),
      );
    },
  },
  {
    name: "copay card declined",
    run(c) {
      const s = c.pick("billing");
      burst(c, c.r.i(3, 6), 400000, (t) =>
        c.emit(
          t,
          s,
          "error",
          `Stripe::CardError: Your card was declined. (code=card_declined decline_code=${c.r.p(["insufficient_funds", "expired_card", "do_not_honor"])}) visit=${vid(c.r)}`,
        ),
      );
    },
  },
  {
    name: "eligibility check says coverage inactive",
    run(c) {
      const s = c.pick("sched", "billing");
      burst(c, c.r.i(3, 7), 400000, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `eligibility 271 for ${pid(c.r)}: AAA*N**72*C (invalid/missing member id); visit booked as self-pay pending review`,
        ),
      );
    },
  },
  {
    name: "visit blocked until consent is signed",
    run(c) {
      const s = c.pick("lobby", "edge");
      steady(c, 45, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `409 Conflict POST /lobby/${vid(c.r)}/join: telehealth consent not signed, redirecting patient to consent form`,
        ),
      );
    },
  },
  {
    name: "note autosave version conflict merged",
    run(c) {
      const s = c.pick("notes");
      const tr =
        c.e.rt[s] === "python"
          ? pyTrace(
              [
                ["/app/notes/views.py", 212, "autosave", "note.save(expected_version=payload.version)"],
                ["/app/notes/models.py", 88, "save", "raise VersionConflict(self.pk, expected_version, self.version)"],
              ],
              "notes.models.VersionConflict: note 8812 expected version 4, found 5",
            )
          : "version conflict: expected 4, found 5";
      burst(c, c.r.i(2, 4), 300000, (t) => {
        c.emit(t, s, "warn", `autosave conflict on visit note ${vid(c.r)} (two tabs open), merging\n${tr}`);
        c.emit(t + 200, s, "info", "autosave conflict resolved by 3-way merge, no content lost");
      });
    },
  },
  {
    name: "patients waiting past the waiting-room target",
    run(c) {
      const l = c.pick("lobby");
      burst(c, c.r.i(3, 7), 400000, (t) =>
        c.emit(
          t,
          l,
          "warn",
          `patient waiting ${c.r.i(16, 38)}m for visit ${vid(c.r)} exceeds target 15m; provider ${prov(c.r)} notified`,
        ),
      );
    },
  },
  {
    name: "provider ends visit while patient reconnecting",
    run(c) {
      const m = c.pick("media");
      burst(c, c.r.i(2, 4), 300000, (t) =>
        c.emit(
          t,
          m,
          "error",
          `room rm_${c.r.hex(6)} closed by host while participant ${c.r.hex(6)} was reconnecting; dropping pending offer`,
        ),
      );
    },
  },
  {
    name: "optional AI scribe breaker opens then closes",
    run(c) {
      const s = c.pick("notes");
      const t = c.when();
      const rt = c.e.rt[s];
      const tr =
        rt === "java"
          ? javaTrace(c.r, "java.net.SocketTimeoutException: Read timed out", [
              "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
              "okhttp3.internal.connection.RealCall.execute(RealCall.kt:154)",
            ])
          : rt === "python"
            ? pyTrace(
                [
                  [
                    "/app/notes/scribe.py",
                    57,
                    "suggest",
                    "resp = await client.post(SCRIBE_URL, json=body, timeout=2.0)",
                  ],
                ],
                "httpx.ReadTimeout: timed out",
              )
            : 'Post "https://scribe.vendor.example/v1/suggest": context deadline exceeded (Client.Timeout exceeded while awaiting headers)';
      for (let k = 0; k < 3; k++)
        c.emit(
          t + k * 1200,
          s,
          "warn",
          `scribe-suggestions call failed, suggestions hidden for this note\n${k === 0 ? tr : ""}`.trim(),
        );
      c.emit(
        t + 4000,
        s,
        "warn",
        "CircuitBreaker 'scribeSuggestions' changed state from CLOSED to OPEN (optional feature, notes unaffected)",
      );
      c.emit(t + 34000, s, "info", "CircuitBreaker 'scribeSuggestions' changed state from OPEN to HALF_OPEN");
      c.emit(t + 35000, s, "info", "CircuitBreaker 'scribeSuggestions' changed state from HALF_OPEN to CLOSED");
    },
  },
  {
    name: "SMS provider throttles, Retry-After honoured",
    run(c) {
      const s = c.pick("remind", "sched");
      burst(c, c.r.i(8, 20), 30000, (t) =>
        c.emit(t, s, "warn", `429 Too Many Requests from sms api (code 20429), Retry-After: 1 — message requeued`),
      );
      c.emit(c.when(), s, "info", "reminder queue drained, backlog=0");
    },
  },
  {
    name: "unhandled client-side exception from an old app build",
    run(c) {
      const s = c.pick("edge");
      steady(c, 35, (t) =>
        c.emit(
          t,
          s,
          "error",
          nodeTrace(
            `client crash report app=ios 4.${c.r.i(1, 3)}.0 (unsupported, current 5.2.0): TypeError: Cannot read properties of undefined (reading 'visitId')`,
            ["VisitCard (bundle.js:1:88231)", "renderWithHooks (bundle.js:1:40122)"],
          ),
        ),
      );
    },
  },
  {
    name: "reminder skipped for past appointment after reschedule",
    run(c) {
      const s = c.pick("remind", "sched");
      burst(c, c.r.i(3, 6), 300000, (t) =>
        c.emit(
          t,
          s,
          "warn",
          `reminder for appointment ${vid(c.r)} skipped: appointment is in the past (rescheduled, tz=America/Phoenix)`,
        ),
      );
    },
  },
];

/** The constant harmless complaint of each estate's noisy service, from the first minute. */
export const NOISY: Record<string, ((c: Ctx) => void)[]> = {
  brightwell: [
    (c) =>
      steady(c, 4, (t) =>
        c.emit(
          t,
          c.pick("notes"),
          "error",
          "spellcheck dictionary 'en-US-medical' not found at /usr/share/hunspell, falling back to en_US",
        ),
      ),
    (c) =>
      steady(c, 5, (t) =>
        c.emit(
          t,
          c.pick("lobby"),
          "error",
          "analytics flush failed: 400 Bad Request from segment (write key not set for this environment)",
        ),
      ),
  ],
  careloop: [
    (c) =>
      steady(c, 3, (t) =>
        c.emit(t, c.pick("ingest"), "warn", `reading from BPM-${c.r.hex(6)} has no timezone offset; assuming UTC`),
      ),
    (c) =>
      steady(c, 6, (t) =>
        c.emit(
          t,
          c.pick("edge"),
          "error",
          "Error: sentry transport: 429 Too Many Requests (event dropped, rate limited by sentry.io)",
        ),
      ),
  ],
  medora: [
    (c) =>
      steady(c, 4, (t) =>
        c.emit(
          t,
          c.pick("lobby"),
          "error",
          "Unable to evaluate feature flag 'ai-scribe-beta' for tenant t_17: flag not found; defaulting to false",
        ),
      ),
    (c) =>
      steady(c, 5, (t) =>
        c.emit(
          t,
          c.pick("billing"),
          "warn",
          "payer map entry missing for payer_id 60054 (Aetna), using default clearinghouse route",
        ),
      ),
  ],
  pinecrest: [
    (c) =>
      steady(c, 4, (t) =>
        c.emit(
          t,
          c.pick("edge"),
          "error",
          "[metrics] failed to push to statsd 127.0.0.1:8125: ECONNREFUSED (sidecar not present)",
        ),
      ),
    (c) =>
      steady(c, 6, (t) =>
        c.emit(
          t,
          c.pick("lobby"),
          "warn",
          `recording disabled for room rm_${c.r.hex(6)}: patient declined recording consent`,
        ),
      ),
  ],
};
