// Harmless noise that looks alarming in a recruiting estate. Every kind here is a normal day: nothing is broken.
import { cand, job } from "./background.js";
import type { Role } from "./estates.js";
import { type Stream, stackTrace } from "./stream.js";

export interface NoiseKind {
  name: string;
  needs: Role[];
  /** may run at a constant rate from the first minute (the file's noisy service) */
  constant?: boolean;
  run(s: Stream, from: number, to: number, every: number): void;
}

const PHRASES = [
  "young and energetic",
  "digital native",
  "recent graduate",
  "able-bodied",
  "native English speaker",
  "ninja",
];

export const NOISE: NoiseKind[] = [
  {
    name: "board-banned-words",
    needs: ["syndic"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "syndic",
          "error",
          `indeed rejected posting ${job(s)}: INVALID_CONTENT - description contains prohibited phrase "${s.rng.pick(PHRASES)}"; left unpublished on indeed, recruiter notified`,
        ),
      ),
  },
  {
    name: "pay-transparency",
    needs: ["syndic"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "syndic",
          "warn",
          `posting ${job(s)} location=${s.rng.pick(["Denver, CO", "New York, NY", "Seattle, WA"])} has no salary range; linkedin requires pay range in this jurisdiction - skipped`,
        ),
      ),
  },
  {
    name: "resume-encrypted-pdf",
    needs: ["parser"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        const rt = s.rt("parser");
        const head =
          rt === "python"
            ? "pypdf.errors.FileNotDecryptedError: File has not been decrypted"
            : rt === "cpp"
              ? "poppler: Error: Incorrect password (document is encrypted)"
              : "pdf: encrypted document, owner password required";
        s.add(
          t,
          "parser",
          "error",
          `could not extract text from upload ${s.rng.hex(12)}.pdf; candidate asked to fill in the form manually`,
          {
            stack:
              rt === "python"
                ? stackTrace(
                    rt,
                    "",
                    head,
                    [
                      "parser/pdf.py|extract_text|reader = PdfReader(stream)",
                      'site-packages/pypdf/_reader.py|_get_page|raise FileNotDecryptedError("File has not been decrypted")',
                    ],
                    s.rng,
                  )
                : [head],
          },
        );
      }),
  },
  {
    name: "resume-scanned-image",
    needs: ["parser"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "parser",
          "warn",
          `resume ${s.rng.hex(12)}: no text layer (scanned image, ${s.rng.int(1, 4)} pages), OCR confidence 0.${s.rng.int(21, 48)} below 0.60 - fields left empty`,
        ),
      ),
  },
  {
    name: "resume-unsupported-type",
    needs: ["gw"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "gw",
          "warn",
          `POST /jobs/${job(s)}/apply 415 Unsupported Media Type: ${s.rng.pick([".pages", ".heic", ".odt", ".zip"])} upload rejected`,
        ),
      ),
  },
  {
    name: "calendar-token-revoked",
    needs: ["cal"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        const u = `u${s.rng.int(100, 999)}@${s.estate.key}-customer${s.rng.int(1, 80)}.com`;
        if (s.rng.chance(0.5))
          s.add(
            t,
            "cal",
            "error",
            `oauth2: cannot fetch token: 400 Bad Request Response: {"error": "invalid_grant", "error_description": "Token has been expired or revoked."} user=${u}; marked calendar disconnected, reconnect email queued`,
          );
        else
          s.add(
            t,
            "cal",
            "error",
            `AADSTS50173: The provided grant has expired due to it being revoked, a fresh auth token is needed. user=${u}; interviewer must reconnect Outlook`,
          );
      }),
  },
  {
    name: "calendar-watch-expired",
    needs: ["cal"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        s.add(t, "cal", "warn", `push channel ${s.rng.hex(20)} expired (resourceState=sync), falling back to polling`);
        s.add(t + 700, "cal", "info", "events.watch re-subscribed, channel valid 7d");
      }),
  },
  {
    name: "graph-throttle",
    needs: ["cal"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        s.add(
          t,
          "cal",
          "warn",
          `Microsoft Graph 429 TooManyRequests on /users/{id}/calendar/getSchedule, Retry-After: ${s.rng.int(2, 9)}`,
        );
        s.add(t + 8000, "cal", "info", "getSchedule succeeded after throttling backoff");
      }),
  },
  {
    name: "duplicate-applicant",
    needs: ["dedupe"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        const c = cand(s);
        s.add(
          t,
          "dedupe",
          "error",
          `insert failed: duplicate key value violates unique constraint "candidates_email_lower_key" DETAIL: Key (lower(email))=(${s.rng.hex(6)}@gmail.com) already exists.`,
        );
        s.add(t + 30, "dedupe", "info", `applied twice: merged application into existing profile ${c}`);
      }),
  },
  {
    name: "merge-review",
    needs: ["dedupe"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "dedupe",
          "warn",
          `possible duplicate ${cand(s)} ~ ${cand(s)} score=0.${s.rng.int(72, 89)} (same phone, different name) - sent to manual review`,
        ),
      ),
  },
  {
    name: "bgc-pending-days",
    needs: ["bgc"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "bgc",
          "warn",
          `report ${s.rng.hex(24)} still pending after ${s.rng.int(4, 16)} days: county_criminal_search ${s.rng.pick(["Cook County, IL", "Los Angeles County, CA", "Harris County, TX"])} (court records delay); SLA alert sent to recruiter`,
        ),
      ),
  },
  {
    name: "bgc-unknown-webhook",
    needs: ["bgc"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "bgc",
          "error",
          `webhook report.completed for unknown report ${s.rng.hex(24)} (account ${s.rng.pick(["sandbox", "staging"])}) - 404, ignored`,
        ),
      ),
  },
  {
    name: "reference-bounce",
    needs: ["bgc"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "bgc",
          "error",
          `reference request for ${cand(s)} undeliverable: 550 5.1.1 recipient address rejected; candidate asked for another referee`,
        ),
      ),
  },
  {
    name: "slot-conflict",
    needs: ["sched"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        s.add(
          t,
          "sched",
          "warn",
          `slot conflict: interviewer busy (freeBusy changed since offer), released hold for ${cand(s)} and re-offered ${s.rng.int(2, 5)} new slots`,
        );
      }),
  },
  {
    name: "candidate-no-show",
    needs: ["sched"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "sched",
          "error",
          `interview ${s.rng.hex(10)}: candidate did not join within 15 min, marked no_show, recruiter notified`,
        ),
      ),
  },
  {
    name: "webrtc-ice",
    needs: ["video"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        s.add(
          t,
          "video",
          "error",
          `participant ${s.rng.hex(8)} ICE connection failed (network=${s.rng.pick(["cellular", "hotel-wifi", "corp-vpn"])}), falling back to TURN relay`,
        );
        s.add(t + 2200, "video", "info", "participant reconnected via TURN/TLS 443");
      }),
  },
  {
    name: "envelope-declined",
    needs: ["esign"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "esign",
          "warn",
          `envelope ${s.rng.hex(8)} status=declined by signer (reason: "${s.rng.pick(["accepted another offer", "compensation", "relocating"])}"), offer marked declined`,
        ),
      ),
  },
  {
    name: "envelope-expired",
    needs: ["esign"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "esign",
          "error",
          `envelope ${s.rng.hex(8)} voided: ENVELOPE_HAS_EXPIRED after 30 days without signature; recruiter must resend offer`,
        ),
      ),
  },
  {
    name: "hris-rehire",
    needs: ["hris"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "hris",
          "error",
          `Put_Applicant rejected: Validation error occurred. Invalid ID value. 'W${s.rng.int(10000, 99999)}' is already an active worker (rehire) - routed to manual onboarding queue`,
        ),
      ),
  },
  {
    name: "hris-missing-ssn",
    needs: ["hris"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "hris",
          "warn",
          `new hire ${cand(s)} held: national_id missing (candidate has not completed I-9 section 1), will retry at next sync`,
        ),
      ),
  },
  {
    name: "email-hard-bounce",
    needs: ["mailer"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "mailer",
          "error",
          `event=bounce type=hard reason="550 5.1.1 The email account that you tried to reach does not exist" to=***@${s.rng.pick(["gmail.com", "yahoo.com", "hotmail.com"])} - address suppressed`,
        ),
      ),
  },
  {
    name: "sms-opt-out",
    needs: ["sched"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "sched",
          "error",
          `twilio: 21610 Attempt to send to unsubscribed recipient (+1${s.rng.int(200, 999)}***${s.rng.int(1000, 9999)}); SMS reminder skipped`,
        ),
      ),
  },
  {
    name: "scraper-rate-limited",
    needs: ["gw"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "gw",
          "warn",
          `rate limit exceeded for ${s.rng.int(20, 200)}.${s.rng.int(0, 255)}.${s.rng.int(0, 255)}.${s.rng.int(1, 254)} on GET /jobs (120 req/min), 429 returned ua="${s.rng.pick(["python-requests/2.31", "Scrapy/2.11", "Go-http-client/1.1"])}"`,
        ),
      ),
  },
  {
    name: "closed-job-404",
    needs: ["gw"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(t, "gw", "warn", `GET /jobs/${job(s)} 404 ${s.rng.int(3, 20)}ms ua="Googlebot/2.1" (requisition closed)`),
      ),
  },
  {
    name: "upload-aborted",
    needs: ["gw"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "gw",
          "error",
          `upload stream error: Error: aborted (ECONNRESET) on POST /jobs/${job(s)}/apply after ${s.rng.int(10, 900)}KB - client went away`,
        ),
      ),
  },
  {
    name: "slow-report-query",
    needs: ["core"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "core",
          "warn",
          `slow query (${s.rng.int(2100, 9800)}ms): SELECT ... FROM applications JOIN stages ... (report=eeo_quarterly, tenant=${s.rng.int(100, 999)})`,
        ),
      ),
  },
  {
    name: "gdpr-purge",
    needs: ["core"],
    run: (s, a, b) => {
      const t = a + (b - a) * 0.3;
      s.add(t, "core", "warn", "retention job started: purging candidates inactive > 24 months (GDPR art. 5(1)(e))");
      s.every(t + 500, Math.min(b, t + 180000), 2200, (tt) =>
        s.add(tt, "core", "warn", `deleted candidate ${cand(s)} and ${s.rng.int(1, 9)} documents (retention expired)`),
      );
      s.add(Math.min(b - 1, t + 181000), "core", "info", "retention job finished");
    },
  },
  {
    name: "virus-found",
    needs: ["parser"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "parser",
          "error",
          `clamd: upload ${s.rng.hex(12)}.docx: ${s.rng.pick(["Doc.Dropper.Agent-1540415", "Win.Test.EICAR_HDB-1"])} FOUND - quarantined, applicant shown generic upload error`,
        ),
      ),
  },
  {
    name: "expired-posting-delete",
    needs: ["syndic"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "syndic",
          "warn",
          `DELETE posting ${job(s)} on ziprecruiter -> 404 job not found (already expired on board), treating as closed`,
        ),
      ),
  },
  {
    name: "gc-pause",
    needs: ["core"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "core",
          "warn",
          `[gc] Pause Young (G1 Evacuation Pause) ${s.rng.int(2100, 3900)}M->${s.rng.int(600, 1200)}M(6144M) ${s.rng.int(410, 880)}.${s.rng.int(100, 999)}ms (to-space exhausted)`,
        ),
      ),
  },
  {
    name: "kafka-rebalance",
    needs: ["core"],
    run: (s, a, b) => {
      const t = a + (b - a) * 0.45;
      s.add(
        t,
        "core",
        "warn",
        "[Consumer clientId=core-events-2, groupId=ats-events] Request joining group due to: group is already rebalancing",
      );
      s.add(
        t + 40,
        "core",
        "info",
        "[Consumer clientId=core-events-2, groupId=ats-events] Revoking previously assigned partitions [application-events-0, application-events-3]",
      );
      s.add(
        t + 3200,
        "core",
        "info",
        "[Consumer clientId=core-events-2, groupId=ats-events] Adding newly assigned partitions: application-events-0, application-events-3",
      );
    },
  },
  {
    name: "flags-fallback",
    needs: ["gw"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) => {
        s.add(
          t,
          "gw",
          "warn",
          "[LaunchDarkly] Received I/O error (read ECONNRESET) for streaming request - will retry; serving cached flags",
        );
        s.add(t + 1500, "gw", "info", "[LaunchDarkly] Opened LaunchDarkly stream connection");
      }),
  },
  {
    name: "telemetry-export",
    needs: ["sched"],
    constant: true,
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "sched",
          "error",
          "OpenTelemetry error: Failed to export batch code: 14, reason: 14 UNAVAILABLE: No connection established (otel-collector:4317); spans dropped",
        ),
      ),
  },
  {
    name: "cert-expiry-warning",
    needs: ["esign"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "esign",
          "warn",
          `DocuSign Connect HMAC/TLS client certificate "connect-${s.estate.key}" expires in ${s.rng.int(20, 29)} days (renewal ticket open)`,
        ),
      ),
  },
  {
    name: "offer-approval-overdue",
    needs: ["offer"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "offer",
          "warn",
          `offer for ${cand(s)} awaiting approval from VP for ${s.rng.int(3, 9)} days (above band), reminder sent`,
        ),
      ),
  },
  {
    name: "careers-csp-report",
    needs: ["gw"],
    run: (s, a, b, e) =>
      s.every(a, b, e, (t) =>
        s.add(
          t,
          "gw",
          "error",
          `CSP violation: script-src blocked https://${s.rng.pick(["connect.facebook.net", "snap.licdn.com", "static.hotjar.com"])} on /careers (document-uri https://careers.${s.estate.key}.com/jobs)`,
        ),
      ),
  },
];

export const noiseByName = (n: string): NoiseKind => {
  const k = NOISE.find((x) => x.name === n);
  if (!k) throw new Error(`no noise ${n}`);
  return k;
};
export const applicable = (s: Stream, k: NoiseKind) => k.needs.every((r) => s.has(r));
