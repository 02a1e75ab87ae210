// Harmless things that look alarming in a clinic's logs. Each kind adds a burst from t0 for a few minutes;
// nothing is broken and every user-facing request still succeeds.
import type { Role } from "./estates.js";
import { access, add, type Ctx, every, has, patient, phone, rtOf, S } from "./stream.js";

export interface NoiseKind {
  name: string;
  needs: Role[];
  note: string;
  run: (c: Ctx, t0: number) => void;
}

const MIN = 60000;

const burst = (c: Ctx, t0: number, mins: number, meanMs: number, f: (t: number, i: number) => void) =>
  every(c, t0, t0 + mins * MIN, meanMs, f);

/** A stack trace for a handled exception, in the runtime's own style. */
function handledTrace(c: Ctx, svc: string, what: string): string {
  switch (rtOf(c, svc)) {
    case "java":
      return `${what}\njava.lang.IllegalArgumentException: ${what}\n\tat com.clinic.${svc.replace(/-/g, "")}.Handler.process(Handler.java:${c.rng.int(40, 300)})\n\tat com.clinic.${svc.replace(/-/g, "")}.Worker.run(Worker.java:88)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`;
    case "python":
      return `${what}\nTraceback (most recent call last):\n  File "/app/${svc.replace(/-/g, "_")}/handlers.py", line ${c.rng.int(40, 300)}, in handle\n    result = parse(payload)\n  File "/app/${svc.replace(/-/g, "_")}/parse.py", line 61, in parse\n    raise ValueError(msg)\nValueError: ${what}`;
    case "node":
      return `${what}\nError: ${what}\n    at parse (/srv/app/dist/lib/parse.js:${c.rng.int(20, 200)}:11)\n    at Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:95:5)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`;
    case "ruby":
      return `${what}\nArgumentError (${what}):\n  app/services/importer.rb:${c.rng.int(20, 200)}:in \`parse'\n  app/jobs/import_job.rb:14:in \`perform'`;
    case "dotnet":
      return `${what}\nSystem.FormatException: ${what}\n   at Clinic.Import.Parser.Parse(String raw) in /src/Import/Parser.cs:line ${c.rng.int(20, 200)}\n   at Clinic.Import.Worker.ExecuteAsync(CancellationToken ct) in /src/Import/Worker.cs:line 57`;
    case "go":
      return `${what}: strconv.Atoi: parsing "": invalid syntax`;
    default:
      return `${what} (code=EINVAL)`;
  }
}

export const NOISE: NoiseKind[] = [
  {
    name: "sms-landline",
    needs: ["remind"],
    note: "reminder texts fail for landline and disconnected numbers (Twilio 30003/30006) while the rest deliver",
    run: (c, t0) =>
      burst(c, t0, 4, 1500, (t) => {
        const code = c.rng.pick([30003, 30006, 30005, 30008]);
        const txt = {
          30003: "Unreachable destination handset",
          30005: "Unknown destination handset",
          30006: "Landline or unreachable carrier",
          30008: "Unknown error",
        }[code];
        add(c, t, S(c, "remind"), "error", `delivery failed for SM${c.rng.hex(32)} to ${phone(c)}: ${code} ${txt}`);
      }),
  },
  {
    name: "email-bounce",
    needs: ["remind"],
    note: "vaccine recall emails bounce for stale addresses (550 5.1.1) during the morning batch",
    run: (c, t0) =>
      burst(c, t0, 5, 2200, (t) =>
        add(
          c,
          t,
          S(c, "remind"),
          "error",
          `bounce for ${c.rng.pick(["jdoe", "mkelly", "pets4us", "smile.fam"])}${c.rng.int(1, 99)}@${c.rng.pick(["aol.com", "yahoo.com", "comcast.net", "hotmail.com"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
        ),
      ),
  },
  {
    name: "sensor-reconnect",
    needs: ["imaging"],
    note: "an intraoral X-ray sensor is unplugged and replugged between rooms, the service reports disconnects and re-enumeration",
    run: (c, t0) =>
      burst(c, t0, 5, 20000, (t) => {
        const op = `op-${c.rng.int(1, 6)}`;
        const svc = S(c, "imaging");
        add(
          c,
          t,
          svc,
          "error",
          `sensor on ${op} disconnected (USB device 0x${c.rng.hex(4)} removed), 1 acquisition aborted by user`,
        );
        add(
          c,
          t + c.rng.int(4000, 12000),
          svc,
          "warn",
          `sensor on ${op} re-enumerated, firmware 4.${c.rng.int(1, 9)}.2, calibration file reloaded`,
        );
        add(c, t + c.rng.int(13000, 16000), svc, "info", `sensor on ${op} ready`);
      }),
  },
  {
    name: "lab-unmatched",
    needs: ["lab"],
    note: "reference-lab results arrive for patients that do not match any chart and are held in the matching queue",
    run: (c, t0) =>
      burst(c, t0, 6, 6000, (t) =>
        add(
          c,
          t,
          S(c, "lab"),
          "warn",
          `ORU^R01 accession ${c.rng.digits(9)}: no patient match for PID-3 '${c.rng.digits(5)}' / '${c.rng.pick(["SMITH^BUDDY", "GARCIA^COCO", "LEE^MOCHI", "DOE^JANE"])}', held for manual matching (queue depth ${c.rng.int(3, 40)})`,
        ),
      ),
  },
  {
    name: "card-declines",
    needs: ["pay"],
    note: "a run of card declines at the front desk (insufficient funds, do-not-honor) while other payments succeed",
    run: (c, t0) =>
      burst(c, t0, 5, 5000, (t) => {
        const reason = c.rng.pick([
          "insufficient_funds",
          "do_not_honor",
          "expired_card",
          "incorrect_cvc",
          "card_velocity_exceeded",
        ]);
        add(
          c,
          t,
          S(c, "pay"),
          "error",
          `charge declined: card_declined (decline_code=${reason}) for invoice INV-${c.rng.digits(6)}`,
        );
        add(
          c,
          t + 150,
          S(c, "gw"),
          "warn",
          access(c, S(c, "gw"), "POST", `/api/v2/invoices/${c.rng.digits(6)}/payments`, 402, c.rng.int(300, 900)),
        );
      }),
  },
  {
    name: "claims-missing-codes",
    needs: ["claims"],
    note: "the clearinghouse rejects a batch of claims for missing tooth numbers or procedure codes (277CA), staff fix them later",
    run: (c, t0) =>
      burst(c, t0, 4, 4000, (t) =>
        add(
          c,
          t,
          S(c, "claims"),
          "error",
          `277CA rejection for claim CLM-${c.rng.digits(8)}: ${c.rng.pick(["A7:454 missing tooth number for D2391", "A6:507 procedure code missing on line 2", "A7:562 invalid provider NPI", "A3:21 subscriber ID not found"])}`,
        ),
      ),
  },
  {
    name: "petins-rejected",
    needs: ["claims"],
    note: "pet-insurance claims come back rejected for missing invoices or pre-existing conditions",
    run: (c, t0) =>
      burst(c, t0, 5, 7000, (t) =>
        add(
          c,
          t,
          S(c, "claims"),
          "error",
          handledTrace(
            c,
            S(c, "claims"),
            `claim rejected by ${c.rng.pick(c.e.insurers)}: ${c.rng.pick(["itemized invoice missing", "condition flagged pre-existing", "policy lapsed", "medical records required"])}`,
          ),
        ),
      ),
  },
  {
    name: "dicom-assoc-retry",
    needs: ["imaging"],
    note: "the PACS rejects associations under load (no reason given) and every C-STORE succeeds on retry",
    run: (c, t0) =>
      burst(c, t0, 5, 9000, (t) => {
        const svc = S(c, "imaging");
        add(
          c,
          t,
          svc,
          "error",
          `A-ASSOCIATE-RJ from PACS@${c.rng.pick(["orthanc", "pacs01"])}:4242: result=rejected-transient, source=service-provider (presentation), reason=temporary-congestion`,
        );
        add(
          c,
          t + c.rng.int(2000, 6000),
          svc,
          "info",
          `C-STORE 1.2.826.0.1.3680043.${c.rng.digits(8)} stored on retry (status 0000)`,
        );
      }),
  },
  {
    name: "kiosk-paper-out",
    needs: ["kiosk"],
    note: "the lobby kiosk printer runs out of paper, check-ins keep working with emailed receipts",
    run: (c, t0) =>
      burst(c, t0, 8, 12000, (t) =>
        add(c, t, S(c, "kiosk"), "error", "printer PAPER_OUT on lobby-1: receipt not printed, sent by email instead"),
      ),
  },
  {
    name: "kiosk-reboot",
    needs: ["kiosk"],
    note: "a kiosk's scheduled reboot drops its websocket, the kiosk reconnects and resumes",
    run: (c, t0) => {
      const k = S(c, "kiosk");
      add(c, t0, k, "warn", "websocket to lobby-2 closed (code 1006, abnormal closure)");
      burst(c, t0 + 1000, 1.5, 5000, (t, i) =>
        add(c, t, k, "warn", `lobby-2 reconnect attempt ${i + 1} failed: ECONNREFUSED`),
      );
      add(c, t0 + 2 * MIN, k, "info", "lobby-2 connected (agent 3.4.1, after scheduled reboot)");
    },
  },
  {
    name: "gc-pause",
    needs: [],
    note: "a JVM or .NET service logs long GC pauses during a nightly report, latency recovers",
    run: (c, t0) => {
      const svc =
        Object.values(c.e.svc).find((s) => s && (rtOf(c, s) === "java" || rtOf(c, s) === "dotnet")) ?? S(c, "records");
      burst(c, t0, 3, 15000, (t, i) =>
        add(
          c,
          t,
          svc,
          "warn",
          rtOf(c, svc) === "java"
            ? `[gc] GC(${4000 + i}) Pause Young (Concurrent Start) (G1 Humongous Allocation) ${c.rng.int(600, 900)}M->${c.rng.int(300, 500)}M(2048M) ${c.rng.int(300, 1200)}.${c.rng.int(100, 999)}ms`
            : `GC pause gen2 ${c.rng.int(300, 900)}ms during monthly statement export (heap 1.${c.rng.int(1, 6)}GB)`,
        ),
      );
    },
  },
  {
    name: "sms-rate-limit",
    needs: ["remind"],
    note: "the SMS provider answers 429 during the recall batch, the sender backs off and everything is delivered",
    run: (c, t0) =>
      burst(c, t0, 3, 2000, (t) => {
        add(
          c,
          t,
          S(c, "remind"),
          "warn",
          `HTTP 429 Too Many Requests from messaging API (error 20429), backing off ${c.rng.int(1, 8)}s`,
        );
        add(c, t + 9000, S(c, "remind"), "info", `SMS SM${c.rng.hex(32)} to ${phone(c)} status=queued (after backoff)`);
      }),
  },
  {
    name: "cert-expiry",
    needs: [],
    note: "a certificate expiry warning for the lab interface's client certificate, weeks away",
    run: (c, t0) =>
      burst(c, t0, 6, 30000, (t) =>
        add(
          c,
          t,
          S(c, has(c, "lab") ? "lab" : "gw"),
          "warn",
          `TLS client certificate CN=${c.e.key}-interface expires in 27 days (2026-12-27T00:00:00Z); renewal ticket OPS-${c.rng.digits(4)}`,
        ),
      ),
  },
  {
    name: "double-booking",
    needs: ["sched"],
    note: "two front-desk users race for the same slot; the loser gets a 409 and rebooks",
    run: (c, t0) =>
      burst(c, t0, 4, 6000, (t) => {
        add(
          c,
          t,
          S(c, "sched"),
          "error",
          handledTrace(
            c,
            S(c, "sched"),
            `slot conflict: room ${c.rng.int(1, 6)} already booked at ${c.rng.int(8, 17)}:30 (optimistic lock version mismatch)`,
          ),
        );
        add(
          c,
          t + 40,
          S(c, "gw"),
          "warn",
          access(c, S(c, "gw"), "POST", "/api/v2/appointments", 409, c.rng.int(40, 90)),
        );
      }),
  },
  {
    name: "staff-login-fail",
    needs: [],
    note: "a staff member mistypes a password until the account locks, then resets it",
    run: (c, t0) => {
      const u = c.rng.pick(["frontdesk3", "tech.maria", "dr.iwata", "hyg.kim"]);
      burst(c, t0, 2, 9000, (t) =>
        add(
          c,
          t,
          S(c, "gw"),
          "warn",
          `login failed for user '${u}' from 10.20.${c.rng.int(1, 9)}.${c.rng.int(2, 200)}: invalid password`,
        ),
      );
      add(c, t0 + 2.2 * MIN, S(c, "gw"), "error", `account '${u}' locked after 5 failed attempts (15 min)`);
      add(c, t0 + 5 * MIN, S(c, "gw"), "info", `password reset completed for '${u}'`);
    },
  },
  {
    name: "expired-lots",
    needs: ["rx"],
    note: "the nightly inventory scan flags expired and near-expiry lots",
    run: (c, t0) =>
      burst(c, t0, 2, 2500, (t) =>
        add(
          c,
          t,
          S(c, "rx"),
          "error",
          `lot ${c.rng.hex(6).toUpperCase()} of ${c.rng.pick(["Rabies vaccine 1yr", "Convenia 80mg/ml", "lidocaine 2% w/ epi", "Telazol"])} EXPIRED on 2026-${String(c.rng.int(1, 11)).padStart(2, "0")}-01, quarantined`,
        ),
      ),
  },
  {
    name: "controlled-count",
    needs: ["rx"],
    note: "a controlled-substance count mismatch is raised for a pharmacist to reconcile, a routine workflow",
    run: (c, t0) =>
      burst(c, t0, 3, 40000, (t) =>
        add(
          c,
          t,
          S(c, "rx"),
          "warn",
          `controlled substance count mismatch: ${c.rng.pick(["ketamine 100mg/ml", "buprenorphine 0.3mg/ml", "hydromorphone 2mg/ml"])} expected ${c.rng.int(5, 20)}.0ml counted ${c.rng.int(5, 20)}.5ml, reconciliation task opened`,
        ),
      ),
  },
  {
    name: "deceased-skip",
    needs: ["remind"],
    note: "the recall batch skips hundreds of deceased or transferred patients with warnings",
    run: (c, t0) =>
      burst(c, t0, 3, 700, (t) =>
        add(
          c,
          t,
          S(c, "remind"),
          "warn",
          `skipping recall for ${patient(c)}: status ${c.rng.pick(["DECEASED", "TRANSFERRED", "INACTIVE"])}`,
        ),
      ),
  },
  {
    name: "eligibility-fallback",
    needs: ["claims"],
    note: "one payer's eligibility API is slow, the service serves cached eligibility and nothing fails",
    run: (c, t0) =>
      burst(c, t0, 5, 8000, (t) =>
        add(
          c,
          t,
          S(c, "claims"),
          "warn",
          `eligibility call to ${c.rng.pick(c.e.insurers)} exceeded 8000ms, served cached response (age ${c.rng.int(2, 20)}h)`,
        ),
      ),
  },
  {
    name: "rolling-restart",
    needs: [],
    note: "a rolling restart of one service: SIGTERM, refused connections for a second, healthy again",
    run: (c, t0) => {
      const svc = S(c, "records");
      add(c, t0, svc, "warn", "Received SIGTERM, shutting down gracefully (in-flight: 3)");
      add(
        c,
        t0 + 900,
        S(c, "gw"),
        "warn",
        `upstream ${svc} connect failed: connection refused, retrying on next endpoint`,
      );
      add(c, t0 + 1000, S(c, "gw"), "info", `upstream ${svc} request succeeded on retry`);
      add(c, t0 + 8000, svc, "info", "startup complete, readiness probe passing");
    },
  },
  {
    name: "replica-lag",
    needs: [],
    note: "read replica lag during the nightly vacuum; reads fall back to the primary",
    run: (c, t0) =>
      burst(c, t0, 4, 10000, (t) =>
        add(
          c,
          t,
          S(c, "records"),
          "warn",
          `replica lag ${c.rng.int(3, 15)}.${c.rng.int(0, 9)}s exceeds 2s, routing reads to primary`,
        ),
      ),
  },
  {
    name: "webhook-test-mode",
    needs: ["pay"],
    note: "webhooks from a sandbox account are rejected for bad signatures; production webhooks verify",
    run: (c, t0) =>
      burst(c, t0, 5, 7000, (t) =>
        add(
          c,
          t,
          S(c, "pay"),
          "error",
          `webhook evt_${c.rng.hex(14)} rejected: No signatures found matching the expected signature for payload (livemode=false)`,
        ),
      ),
  },
  {
    name: "scanner-404",
    needs: [],
    note: "an internet scanner probes the portal for admin paths and gets 404s and 403s",
    run: (c, t0) =>
      burst(c, t0, 2, 400, (t) => {
        const p = c.rng.pick([
          "/wp-login.php",
          "/.env",
          "/.git/config",
          "/phpmyadmin/",
          "/actuator/env",
          "/cgi-bin/luci",
          "/vendor/phpunit/eval-stdin.php",
        ]);
        add(
          c,
          t,
          S(c, "gw"),
          "warn",
          access(c, S(c, "gw"), "GET", p, p.startsWith("/actuator") ? 403 : 404, c.rng.int(1, 6)),
        );
      }),
  },
  {
    name: "bad-phone-422",
    needs: [],
    note: "online booking rejects badly formatted phone numbers, emails and birth dates with 422",
    run: (c, t0) =>
      burst(c, t0, 5, 5000, (t) =>
        add(
          c,
          t,
          S(c, "gw"),
          "warn",
          `${access(c, S(c, "gw"), "POST", "/api/v2/online-booking", 422, c.rng.int(5, 30))} errors=${c.rng.pick(["phone: not a valid E.164 number", "date_of_birth: must be in the past", "email: invalid format"])}`,
        ),
      ),
  },
  {
    name: "legacy-species",
    needs: ["records"],
    note: "imported legacy charts lack a species or birth date; the loader logs a handled exception and stores UNKNOWN",
    run: (c, t0) =>
      burst(c, t0, 4, 9000, (t) =>
        add(
          c,
          t,
          S(c, "records"),
          "error",
          handledTrace(
            c,
            S(c, "records"),
            `legacy chart ${patient(c)} has no ${c.e.kind === "vet" ? "species" : "date of birth"}, stored as UNKNOWN`,
          ),
        ),
      ),
  },
  {
    name: "imaging-cache-disk",
    needs: ["imaging"],
    note: "the imaging cache passes its 85% watermark and the purge job frees space",
    run: (c, t0) => {
      const svc = S(c, "imaging");
      burst(c, t0, 3, 30000, (t, i) =>
        add(c, t, svc, "warn", `image cache /var/cache/dicom at ${86 + i}% (threshold 85%), purge scheduled`),
      );
      add(c, t0 + 3.3 * MIN, svc, "info", `purge removed ${c.rng.int(900, 3000)} studies older than 30d, cache at 61%`);
    },
  },
  {
    name: "clock-drift",
    needs: ["imaging"],
    note: "an acquisition workstation's clock drifts and chrony steps it, studies get a time warning",
    run: (c, t0) =>
      burst(c, t0, 3, 20000, (t) =>
        add(
          c,
          t,
          S(c, "imaging"),
          "warn",
          `StudyTime from workstation OP${c.rng.int(1, 6)}-PC differs from server by ${c.rng.int(40, 190)}s; accepted, clock sync requested`,
        ),
      ),
  },
  {
    name: "pool-wait",
    needs: [],
    note: "brief connection-pool waits during the end-of-day report, all requests finish",
    run: (c, t0) =>
      burst(c, t0, 3, 6000, (t) =>
        add(
          c,
          t,
          S(c, "sched"),
          "warn",
          `db pool busy: waited ${c.rng.int(120, 900)}ms for connection (active=20/20, pending=${c.rng.int(1, 6)})`,
        ),
      ),
  },
  {
    name: "lab-maintenance",
    needs: ["lab"],
    note: "a reference lab's announced maintenance window answers 503; orders are queued and drained afterwards",
    run: (c, t0) => {
      const svc = S(c, "lab");
      const lab = c.e.labs[0];
      add(c, t0 - 1000, svc, "info", `${lab} announced maintenance 02:00-02:15 UTC; outbound orders will queue`);
      burst(c, t0, 4, 15000, (t) =>
        add(
          c,
          t,
          svc,
          "warn",
          `${lab} order submit returned 503 (maintenance), queued order LO-${c.rng.digits(7)} (queue=${c.rng.int(1, 12)})`,
        ),
      );
      add(c, t0 + 4.5 * MIN, svc, "info", `${lab} reachable again, drained ${c.rng.int(8, 20)} queued orders`);
    },
  },
  {
    name: "quiet-hours",
    needs: ["remind"],
    note: "reminders are held back for quiet hours in the recipient's time zone, logged as warnings",
    run: (c, t0) =>
      burst(c, t0, 6, 1500, (t) =>
        add(
          c,
          t,
          S(c, "remind"),
          "warn",
          `holding reminder for ${phone(c)}: outside quiet hours window 08:00-21:00 ${c.rng.pick(["America/Denver", "America/Los_Angeles", "America/Chicago"])}`,
        ),
      ),
  },
  {
    name: "dicom-tag-warn",
    needs: ["imaging"],
    note: "uploads from an old panoramic unit carry non-conformant DICOM tags, stored with warnings",
    run: (c, t0) =>
      burst(c, t0, 5, 3500, (t) =>
        add(
          c,
          t,
          S(c, "imaging"),
          "warn",
          `non-conformant element (0008,0020) StudyDate='${c.rng.int(2020, 2026)}/${c.rng.int(1, 12)}/${c.rng.int(1, 28)}' from AE PANO_${c.rng.int(1, 3)}, coerced; status B007 (coercion of data elements)`,
        ),
      ),
  },
  {
    name: "browser-ws-drop",
    needs: [],
    note: "front-desk browser tabs sleep and drop their live-update websockets",
    run: (c, t0) =>
      burst(c, t0, 6, 3000, (t) =>
        add(
          c,
          t,
          S(c, "gw"),
          "warn",
          `live-updates socket ${c.rng.hex(8)} closed by client (1001 going away) after ${c.rng.int(5, 300)}m`,
        ),
      ),
  },
  {
    name: "backup-slow",
    needs: [],
    note: "the nightly chart backup runs long and warns, then completes",
    run: (c, t0) => {
      const svc = S(c, "records");
      add(
        c,
        t0,
        svc,
        "warn",
        `backup of attachments bucket running ${c.rng.int(20, 60)}m longer than usual (${c.rng.int(100, 400)}GB)`,
      );
      add(c, t0 + 4 * MIN, svc, "warn", "backup throughput 12MB/s below target 40MB/s");
      add(c, t0 + 7 * MIN, svc, "info", "backup completed, checksum verified");
    },
  },
  {
    name: "ocr-low-confidence",
    needs: ["claims"],
    note: "scanned insurance cards read with low OCR confidence and go to manual review",
    run: (c, t0) =>
      burst(c, t0, 5, 7000, (t) =>
        add(
          c,
          t,
          S(c, "claims"),
          "error",
          `insurance card OCR failed for ${patient(c)}: member id confidence 0.${c.rng.int(20, 59)} < 0.80, sent to manual review`,
        ),
      ),
  },
  {
    name: "kiosk-signature-timeout",
    needs: ["kiosk"],
    note: "clients walk away from the kiosk consent form; sessions time out and reset",
    run: (c, t0) =>
      burst(c, t0, 6, 15000, (t) =>
        add(
          c,
          t,
          S(c, "kiosk"),
          "warn",
          `session ${c.rng.hex(8)} timed out after 120s on consent form, kiosk reset to welcome screen`,
        ),
      ),
  },
];

export const kindsFor = (c: Ctx) => NOISE.filter((k) => k.needs.every((r) => has(c, r)));
