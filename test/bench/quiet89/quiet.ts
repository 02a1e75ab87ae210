// Harmless noise that pages people for nothing: each kind writes one alarming-looking but benign episode in [a, b).

import { javaTrace, nodeTrace, pythonTrace } from "./stacks.js";
import type { Stream } from "./stream.js";
import { appId } from "./traffic.js";

export type Noise = (s: Stream, a: number, b: number) => void;

const each = (s: Stream, a: number, b: number, perSec: number, f: (t: number) => void) => {
  for (let t = a + s.rng.int(0, 2000); t < b; t += s.rng.gap(perSec)) f(t);
};
const has = (s: Stream, r: keyof typeof s.est.roles) => !!s.est.roles[r];

export const NOISE: Record<string, Noise> = {
  "photo-shadow-wave": (s, a, b) =>
    each(s, a, b, 0.9, (t) => {
      const id = appId(s);
      s.at(
        t,
        "photo",
        s.rng.chance(0.6) ? "error" : "warn",
        `photo rejected for ${id}: ${s.rng.pick(["shadow on background", "uneven lighting on face", "shadow across face region", "head tilt 14deg > 8deg"])} (icao_score=0.${s.rng.int(20, 55)})`,
      );
      s.access(t + 30, "gw", "POST", `/api/applications/${id}/photo`, 422, s.rng.int(400, 1200));
    }),
  "photo-glare": (s, a, b) =>
    each(s, a, b, 0.5, (t) =>
      s.at(
        t,
        "photo",
        "warn",
        `rejected ${appId(s)}: reflection on eyeglasses detected (glare_px=${s.rng.int(300, 2400)}), user asked to retake`,
      ),
    ),
  "photo-heic-traceback": (s, a, b) =>
    each(s, a, b, 0.12, (t) => {
      s.at(t, "photo", "error", `could not decode upload for ${appId(s)}, returning 415`, {
        errType: "PIL.UnidentifiedImageError",
        stack: pythonTrace(
          [
            ["check_photo", "/app/photoqa/api.py", 88],
            ["load_image", "/app/photoqa/imaging.py", 31],
            ["open", "/usr/local/lib/python3.11/site-packages/PIL/Image.py", 3339],
          ],
          "PIL.UnidentifiedImageError: cannot identify image file <_io.BytesIO object at 0x7f3a1c2e8b30>",
        ),
      });
      s.access(t + 15, "gw", "POST", `/api/applications/${appId(s)}/photo`, 415, s.rng.int(80, 200));
    }),
  "fingerprint-retries": (s, a, b) =>
    each(s, a, b, 0.4, (t) => {
      const st = s.rng.pick(s.est.stations);
      s.at(
        t,
        "bio",
        "warn",
        `station=${st} capture retry finger=${s.rng.pick(["R_INDEX", "L_THUMB", "R_MIDDLE", "L_RING"])} nfiq2=${s.rng.int(8, 29)} below 30, attempt 2/3`,
      );
      s.at(t + s.rng.int(4000, 12000), "bio", "info", `station=${st} recapture accepted nfiq2=${s.rng.int(35, 70)}`);
    }),
  "station-maintenance": (s, a) => {
    const st = s.rng.pick(s.est.stations);
    for (let i = 1; i <= 3; i++) s.at(a + i * 30000, "bio", "warn", `heartbeat missed from ${st} (${i}/3)`);
    s.at(
      a + 95000,
      "bio",
      "error",
      `station ${st} marked OFFLINE; open sessions: 0; maintenance ticket MT-${s.rng.digits(5)} scheduled`,
    );
    s.at(a + 420000, "bio", "info", `station ${st} back ONLINE after firmware 4.${s.rng.int(1, 9)}.2 update`);
  },
  "registry-manual-review": (s, a, b) =>
    each(s, a, b, 0.3, (t) =>
      s.at(
        t,
        "registry",
        "warn",
        `no exact registry match for ${appId(s)} (${s.rng.pick(["transliteration of surname differs", "birthplace spelled differently", "two candidate records", "diacritics mismatch: surname"])}), sent to manual review queue`,
      ),
    ),
  "registry-record-flags": (s, a, b) =>
    each(s, a, b, 0.08, (t) =>
      s.at(
        t,
        "registry",
        "error",
        `registry returned status=${s.rng.pick(["RECORD_LOCKED", "UNDER_CORRECTION", "NOT_FOUND"])} for ${appId(s)}; case routed to caseworker`,
      ),
    ),
  "watchlist-possible-match": (s, a, b) =>
    each(s, a, b, 0.15, (t) =>
      s.at(
        t,
        "watch",
        "warn",
        `POSSIBLE MATCH ${appId(s)} list=${s.rng.pick(["EU-consolidated", "UN-SC", "national-alerts"])} score=0.${s.rng.int(80, 94)} -> referred to officer review (SLA 48h)`,
      ),
    ),
  "watchlist-slow-rebuild": (s, a) => {
    s.at(
      a,
      "watch",
      "info",
      `list refresh: EU-consolidated +${s.rng.int(300, 900)}/-${s.rng.int(10, 60)} (quarterly update); rebuilding fuzzy index`,
    );
    each(s, a, a + 40000, 0.5, (t) =>
      s.at(
        t,
        "watch",
        "warn",
        `screening slow: ${appId(s)} took ${s.rng.int(1500, 4200)}ms (index rebuild in progress)`,
      ),
    );
    s.at(a + 41000, "watch", "info", `fuzzy index rebuilt in 40.8s, ${s.rng.int(40000, 60000)} entries`);
  },
  "printer-ribbon": (s, a) => {
    const l = s.rng.pick(s.est.printLines);
    s.at(a, "print", "warn", `${l} paused: ribbon end detected (YMCKT panel), operator notified`);
    each(s, a, a + 360000, 0.05, (t) =>
      s.at(t, "print", "warn", `${l} PAUSED - job PJ${s.rng.digits(7)} rerouted to ${s.rng.pick(s.est.printLines)}`),
    );
    s.at(
      a + 370000,
      "print",
      "info",
      `${l} resumed by operator ${s.rng.pick(["mvd", "jk", "op3", "lh"])}; ribbon lot R${s.rng.digits(6)}`,
    );
  },
  "printer-jam": (s, a, b) =>
    each(s, a, b, 0.03, (t) => {
      const l = s.rng.pick(s.est.printLines);
      s.at(
        t,
        "print",
        "error",
        `${l} laminator jam at station 4, booklet ${s.rng.digits(9)} spoiled (logged in spoilage register), reprint queued`,
      );
      s.at(t + 90000, "print", "info", `${l} jam cleared, line running`);
    }),
  "blank-stock-low": (s, a, b) =>
    each(s, a, b, 0.01, (t) =>
      s.at(
        t,
        "print",
        "warn",
        `blank booklet stock low: ${s.rng.int(380, 499)} remaining (reorder threshold 500, delivery booked)`,
      ),
    ),
  "chip-encode-spoil": (s, a, b) =>
    each(s, a, b, 0.04, (t) =>
      s.at(
        t,
        "print",
        "error",
        `chip write verify FAILED for job PJ${s.rng.digits(7)} (EF.DG2 hash mismatch on readback) - booklet voided, reprint scheduled`,
      ),
    ),
  "courier-nobody-home": (s, a, b) =>
    each(s, a, b, 0.6, (t) =>
      s.at(
        t,
        "courier",
        "error",
        `delivery attempt FAILED shipment ${s.rng.pick(["JJD", "TRK", "CX"])}${s.rng.digits(10)}: ${s.rng.pick(["recipient not available, card left", "nobody home, ID check required", "recipient absent, rescheduled for next working day"])}`,
      ),
    ),
  "courier-address": (s, a, b) =>
    each(s, a, b, 0.1, (t) =>
      s.at(
        t,
        "courier",
        "warn",
        `address not deliverable for shipment CX${s.rng.digits(10)}: held at depot, applicant will be contacted`,
      ),
    ),
  "payment-declines": (s, a, b) =>
    each(s, a, b, 0.35, (t) => {
      s.at(
        t,
        "pay",
        "error",
        `charge declined decline_code=${s.rng.pick(["insufficient_funds", "do_not_honor", "expired_card", "card_velocity_exceeded"])} amount=${s.rng.pick(s.est.fee)} ${s.est.currency}`,
      );
      s.access(t + 20, "gw", "POST", "/api/payments", 402, s.rng.int(400, 1500));
    }),
  "3ds-abandoned": (s, a, b) =>
    each(s, a, b, 0.2, (t) =>
      s.at(
        t,
        "pay",
        "warn",
        `3DS challenge timed out for ch_${s.rng.hex(14)} after 600s (cardholder abandoned), payment left unpaid`,
      ),
    ),
  "duplicate-capture": (s, a, b) =>
    each(s, a, b, 0.1, (t) =>
      s.at(
        t,
        "pay",
        "warn",
        `duplicate capture suppressed: idempotency key ${s.rng.hex(20)} replayed by client (double click)`,
      ),
    ),
  "slot-release-rush": (s, a) => {
    s.at(
      a,
      "booking",
      "info",
      `released ${s.rng.int(400, 1200)} slots for ${s.rng.pick(s.est.offices)} (weekly release)`,
    );
    each(s, a, a + 120000, 3, (t) => {
      s.at(t, "booking", "warn", `slot already taken (optimistic lock version mismatch), returning 409`);
      s.access(t + 5, "gw", "POST", "/api/appointments", 409, s.rng.int(20, 90));
    });
  },
  "scraper-429": (s, a, b) => {
    const ip = `${s.rng.int(80, 200)}.${s.rng.int(0, 255)}.${s.rng.int(0, 255)}.${s.rng.int(1, 254)}`;
    each(s, a, b, 1.2, (t) =>
      s.at(t, "gw", "warn", `rate limit exceeded for ${ip} on /api/appointments/slots (60 req/min), responded 429`),
    );
  },
  "bot-404-scan": (s, a) =>
    each(s, a, a + 50000, 2, (t) =>
      s.access(
        t,
        "gw",
        "GET",
        s.rng.pick(["/wp-login.php", "/.env", "/phpmyadmin/", "/.git/config", "/actuator/env", "/cgi-bin/luci"]),
        404,
        2,
      ),
    ),
  "session-expired": (s, a, b) =>
    each(s, a, b, 0.5, (t) =>
      s.at(t, "gw", "warn", `401 session expired for ${appId(s)} (idle ${s.rng.int(31, 240)} min), redirect to login`),
    ),
  "mrz-validation": (s, a, b) =>
    each(s, a, b, 0.3, (t) =>
      s.at(
        t,
        "gw",
        "warn",
        `422 validation failed: previousPassport.number check digit mismatch (${s.rng.pick(["NX", "PT", "BR"])}${s.rng.digits(7)})`,
      ),
    ),
  "upload-too-large": (s, a, b) =>
    each(s, a, b, 0.15, (t) =>
      s.at(
        t,
        "gw",
        "warn",
        `413 request entity too large: photo upload ${s.rng.int(11, 38)}.${s.rng.int(0, 9)} MB > 10 MB`,
      ),
    ),
  "virus-quarantine": (s, a, b) =>
    each(s, a, b, 0.02, (t) =>
      s.at(
        t,
        "photo",
        "error",
        `ClamAV: upload for ${appId(s)} stream: Eicar-Test-Signature FOUND - quarantined, applicant notified`,
      ),
    ),
  "email-bounce": (s, a, b) =>
    each(s, a, b, 0.3, (t) =>
      s.at(
        t,
        has(s, "notify") ? "notify" : "gw",
        "error",
        `mail to ${s.rng.pick(["j", "p", "t"])}***@${s.rng.pick(["hotmial.com", "gmial.com", "example.org"])} bounced: 550 5.1.1 The email account that you tried to reach does not exist`,
      ),
    ),
  "cert-expiry-warning": (s, a, b) =>
    each(s, a, b, 0.01, (t) =>
      s.at(
        t,
        s.rng.pick(["gw", "pay", "registry"] as const),
        "warn",
        `TLS certificate CN=${s.rng.pick(["partner-sftp", "reports", "statuspage"])}.${s.est.key}.example expires in ${s.rng.int(14, 29)} days (renewal ticket open)`,
      ),
    ),
  "gc-pause": (s, a, b) =>
    each(s, a, b, 0.05, (t) =>
      s.at(
        t,
        s.rng.pick(["booking", "watch", "gw"] as const),
        "warn",
        `[gc] GC(${s.rng.int(200, 900)}) Pause Young (G1 Evacuation Pause) ${s.rng.int(400, 700)}M->${s.rng.int(150, 300)}M(1024M) ${s.rng.int(450, 900)}.${s.rng.int(100, 999)}ms`,
      ),
    ),
  "pod-rollover": (s, a) => {
    const r = s.rng.pick(["booking", "registry", "watch"] as const);
    s.at(
      a,
      r,
      "warn",
      `Readiness probe failed: Get "http://10.42.3.${s.rng.int(2, 200)}:8080/health/ready": dial tcp: connect: connection refused`,
    );
    s.at(
      a + 4000,
      "gw",
      "warn",
      `upstream connect error or disconnect/reset before headers. reset reason: connection failure (1 request, retried OK)`,
    );
    s.at(a + 9000, r, "info", `started in 8.7 seconds, ready`);
  },
  "kafka-rebalance": (s, a) => {
    const r = s.rng.pick(["print", "courier", "watch"] as const);
    s.at(
      a,
      r,
      "warn",
      `[Consumer groupId=${s.est.key}-${r}] Request joining group due to: group is already rebalancing`,
    );
    s.at(
      a + 3200,
      r,
      "info",
      `[Consumer groupId=${s.est.key}-${r}] Revoke previously assigned partitions applications-0, applications-1`,
    );
    s.at(
      a + 6100,
      r,
      "info",
      `[Consumer groupId=${s.est.key}-${r}] Adding newly assigned partitions: applications-0, applications-1, applications-2`,
    );
  },
  "hikari-clock-leap": (s, a, b) =>
    each(s, a, b, 0.01, (t) =>
      s.at(
        t,
        "booking",
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${s.rng.int(50, 90)}s${s.rng.int(100, 999)}ms).`,
      ),
    ),
  "client-abort": (s, a, b) =>
    each(s, a, b, 0.08, (t) => {
      const gw = s.est.roles.gw!;
      if (gw.runtime === "java")
        s.at(t, "gw", "warn", "Failure in sending response", {
          errType: "org.apache.catalina.connector.ClientAbortException",
          stack: javaTrace(
            "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
            [
              ["org.apache.catalina.connector.OutputBuffer.realWriteBytes", "OutputBuffer.java", 341],
              ["org.apache.catalina.connector.OutputBuffer.flushByteBuffer", "OutputBuffer.java", 778],
            ],
            {
              head: "java.io.IOException: Broken pipe",
              frames: [["sun.nio.ch.SocketDispatcher.write0", "Native Method", 0]],
            },
          ),
        });
      else
        s.at(t, "gw", "warn", "client aborted request before response was sent", {
          errType: "Error",
          stack: nodeTrace("Error: aborted", [
            ["connResetException", "node:internal/errors", 720],
            ["abortIncoming", "node:_http_server", 781],
          ]),
        });
    }),
  "slow-query-report": (s, a) =>
    each(s, a, a + 60000, 0.2, (t) =>
      s.at(
        t,
        "booking",
        "warn",
        `slow query ${s.rng.int(1100, 3900)}ms (monthly utilisation report): SELECT office_id, count(*) FROM appointment WHERE starts_at >= $1 GROUP BY office_id`,
      ),
    ),
  "address-breaker": (s, a) => {
    s.at(
      a,
      "gw",
      "warn",
      `circuit breaker 'address-lookup' OPEN after 5 failures, falling back to manual address entry`,
    );
    each(s, a, a + 60000, 0.3, (t) => s.at(t, "gw", "warn", `address-lookup unavailable, fallback used`));
    s.at(a + 61000, "gw", "info", `circuit breaker 'address-lookup' HALF_OPEN`);
    s.at(a + 62000, "gw", "info", `circuit breaker 'address-lookup' CLOSED`);
  },
  "ntp-drift": (s, a, b) =>
    each(s, a, b, 0.02, (t) =>
      s.at(
        t,
        "bio",
        "warn",
        `station ${s.rng.pick(s.est.stations)} clock offset ${s.rng.int(1, 4)}.${s.rng.int(0, 9)}s, forcing NTP resync`,
      ),
    ),
  reconciliation: (s, a) => {
    s.at(a, "pay", "info", `daily reconciliation started for ${s.est.psp}`);
    for (let i = 0; i < 3; i++)
      s.at(
        a + 2000 + i * 500,
        "pay",
        "error",
        `reconciliation mismatch: capture ch_${s.rng.hex(14)} present at PSP but not in ledger (flagged for finance review)`,
      );
    s.at(a + 4000, "pay", "info", `daily reconciliation finished: ${s.rng.int(3000, 9000)} matched, 3 flagged`);
  },
  "cache-cold": (s, a) => {
    s.at(a, "booking", "info", `slots cache flushed (scheduled)`);
    each(s, a, a + 90000, 0.3, (t) =>
      s.at(
        t,
        "booking",
        "warn",
        `slots cache miss ratio ${s.rng.int(60, 95)}% (warming), db fallback ${s.rng.int(200, 900)}ms`,
      ),
    );
  },
  "liveness-rejects": (s, a, b) =>
    each(s, a, b, 0.25, (t) =>
      s.at(
        t,
        "photo",
        "warn",
        `liveness check failed for ${appId(s)}: presentation attack suspected (score 0.${s.rng.int(5, 29)}), selfie rejected`,
      ),
    ),
};

export const NOISE_KINDS = Object.keys(NOISE);
