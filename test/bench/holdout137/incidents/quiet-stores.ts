// Quiet windows for the two high-street chains (Brightwell, Iris & Co): healthy estates whose logs still hold
// ERRORs and WARNs an on-call engineer would read and leave alone.
import { BW, bwAccess, bwPatient, bwStaff, bwStore } from "../estates/brightwell.js";
import { IC, icMember, icPatient, icPayer } from "../estates/iris.js";
import { uuid } from "../rng.js";
import * as st from "../stacks.js";
import type { QuietSpec } from "./spec.js";

export const storeQuiet: QuietSpec[] = [
  {
    estate: "brightwell",
    note: "A planned booking-web release gives the ingress a few seconds of 502s while pods swap, and one colleague locks themselves out of SSO; everything else is normal.",
    build(c) {
      const r = c.r;
      const t = c.at(r.int(120, 300));
      c.rollout(BW.booking, t);
      for (let k = 0; k < r.int(2, 4); k++)
        c.emit(BW.gateway, t + 200 + k * 700, [
          "error",
          bwAccess(r, "GET", `/api/v1/slots?store=${bwStore(r)}`, 502, 2, BW.booking, 157),
        ]);
      c.emit(BW.gateway, t + 900, [
        "error",
        `[error] 31#31: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: 10.12.3.${r.int(2, 250)}, server: api.brightwell.co.uk, request: "GET /api/v1/slots HTTP/1.1", upstream: "http://10.44.2.17:3000/api/v1/slots", host: "api.brightwell.co.uk"`,
      ]);
      const user = bwStaff(r);
      const t2 = c.at(r.int(-100, 200));
      for (let k = 0; k < 6; k++)
        c.emit(BW.sso, t2 + k * r.int(4000, 9000), [
          "warn",
          `type=LOGIN_ERROR, realmId=staff, clientId=records-ui, userId=${uuid(r)}, ipAddress=10.12.5.${r.int(2, 250)}, error=${k < 5 ? "invalid_user_credentials" : "user_temporarily_disabled"}, username=${user}`,
        ]);
      c.emit(BW.records, c.at(r.int(-200, 300)), [
        "error",
        "Servlet.service() for servlet [dispatcherServlet] threw exception",
        st.java("org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe", [
          "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:343)",
          "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)",
          "com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush(UTF8JsonGenerator.java:1187)",
        ]),
      ]);
    },
  },
  {
    estate: "brightwell",
    note: "One store uploads a truncated OCT file that fails with a traceback and succeeds on the device's retry; undeliverable recall SMS, a Hikari clock-leap warning and slow diary queries fill the rest.",
    build(c) {
      const r = c.r;
      const t = c.at(r.int(0, 300));
      const store = bwStore(r);
      const uid = `1.2.826.0.1.3680043.10.${r.digits(3)}.${r.digits(10)}`;
      c.emit(BW.imaging, t, [
        "error",
        `upload failed study=${uid} store=${store}: truncated DICOM payload`,
        st.python(
          [
            [
              "/app/retina/ingest/worker.py",
              204,
              "handle_upload",
              "ds = validate(pydicom.dcmread(io.BytesIO(payload)))",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/pydicom/filereader.py",
              1029,
              "dcmread",
              "dataset = read_partial(",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/pydicom/filereader.py",
              446,
              "data_element_generator",
              'tag, length = unpack(endian_chr + "HHL", bytes_read)',
            ],
          ],
          "struct.error: unpack requires a buffer of 8 bytes",
        ),
      ]);
      c.emit(BW.gateway, t + 20, ["warn", bwAccess(r, "POST", "/api/v1/imaging/studies", 400, 830, BW.imaging, 96)]);
      c.emit(BW.imaging, t + 41000, [
        "info",
        `stored OCT study ${uid} patient=${bwPatient(r)} device=TOPCON-3D-OCT-1 store=${store} frames=256 size=92.4MB in 3.10s`,
      ]);
      c.emit(BW.records, c.at(r.int(-300, 300)), [
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s201ms).",
      ]);
      c.every(BW.recall, c.start + 30000, c.end, 50000, () => [
        "warn",
        `SMS to +44 7700 9${r.digits(5)} undeliverable: vendor status 30003 (unreachable destination handset)`,
      ]);
      c.every(BW.diary, c.start + 60000, c.end, 90000, () => [
        "warn",
        `Slow query (${r.int(1100, 3100)} ms): SELECT a.* FROM appointment a JOIN clinic_slot s ON s.id = a.slot_id WHERE s.store_id = ? AND a.status IN (?, ?)`,
      ]);
    },
  },
  {
    estate: "brightwell",
    note: "A Kafka broker rolling restart makes frame-stock retry a few publishes (all delivered), one malformed SKU makes a frame-stock handler panic once (recovered), a vulnerability scanner probes the ingress and hearing-fit, and one till re-sends a batch it already sent.",
    nearby: BW.recall,
    build(c) {
      const r = c.r;
      const t = c.at(r.int(60, 240));
      for (let k = 0; k < r.int(4, 8); k++) {
        const tt = t + k * r.int(2000, 6000);
        c.emit(BW.stock, tt, [
          "warn",
          `publish stock-changed: kafka: Not Leader For Partition (partition ${r.int(0, 11)}), refreshing metadata and retrying`,
        ]);
        c.emit(BW.stock, tt + 300, ["info", "publish stock-changed delivered after 1 retry"]);
      }
      c.emit(BW.stock, t + 1000, [
        "error",
        "kafka producer: broker kafka-1.kafka:9092 disconnected (EOF), 2 brokers remain",
      ]);
      c.emit(BW.stock, t + 40000, ["info", "kafka producer: broker kafka-1.kafka:9092 reconnected"]);
      const scan = c.at(r.int(-200, 200));
      for (let k = 0; k < 40; k++) {
        const p = r.pick([
          "/.env",
          "/admin/config.php",
          "/actuator/env",
          "/api/v1/../../etc/passwd",
          "/phpmyadmin/",
          "/.aws/credentials",
          "/server-status",
        ]);
        c.emit(BW.gateway, scan + k * r.int(150, 600), [
          "info",
          `45.148.10.${r.int(2, 250)} - - "GET ${p} HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x" rt=0.001 uct=- urt=- ups=-`,
        ]);
      }
      const odd = c.at(r.int(-150, 250));
      c.emit(BW.stock, odd, [
        "error",
        `http: panic serving 10.44.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(32768, 60999)}: runtime error: index out of range [3] with length 3`,
        st.goRecovered(r.int(20000, 90000), [
          ["brightwell/frame-stock/internal/sku.Parse({0xc0002b6a40, 0x9})", "/src/internal/sku/parse.go:41 +0x1f4"],
          [
            "brightwell/frame-stock/internal/api.(*Server).stock(0xc0001c2000, {0xb1a2d8, 0xc0004e81c0}, 0xc0003f6b40)",
            "/src/internal/api/stock.go:29 +0x6b",
          ],
        ]),
      ]);
      c.emit(BW.gateway, odd + 3, [
        "warn",
        bwAccess(r, "GET", "/api/v1/frames/BWL-48/stock?store=BW0101", 502, 3, BW.stock, 157),
      ]);
      const seq = r.int(880000, 899999);
      c.emit(BW.pos, c.at(r.int(0, 300)), [
        "error",
        `Batch ${seq} rejected: duplicate sequence for Store=${bwStore(r)} Till=2 (already committed at ${r.int(6, 11)}:${r.int(10, 59)}); till told to advance`,
      ]);
    },
  },
  {
    estate: "iris",
    note: "The clearinghouse is a bit flaky (502s that succeed on retry), payers return routine 277CA rejections, and a handful of patients fail their passwords and get locked out.",
    build(c) {
      const r = c.r;
      c.every(IC.elig, c.start + 20000, c.end, 25000, () => [
        "warn",
        `Clearinghouse returned 502 for 270 request member=${icMember(r)}, retry 1 of 3 in 250 ms; succeeded on retry`,
      ]);
      c.emit(IC.elig, c.at(r.int(0, 200)), [
        "error",
        `Clearinghouse call failed after 1 attempt(s) for payer ${icPayer(r)}; will be retried by Polly`,
        st.dotnet(
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).",
          [
            "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            "IrisCo.Eligibility.Clearinghouse.X12Client.Send270Async(EligibilityRequest req, CancellationToken ct) in /src/Eligibility/Clearinghouse/X12Client.cs:line 64",
          ],
        ),
      ]);
      c.every(IC.claims, c.start + 40000, c.end, 70000, () => [
        "warn",
        `277CA rejection for CLM-${r.digits(8)} from ${icPayer(r)}: A7:562 Entity's National Provider Identifier (NPI)`,
      ]);
      for (let k = 0; k < 3; k++) {
        const u = `${r.alnum(7).toLowerCase()}@gmail.com`;
        const t = c.at(r.int(-200, 300));
        for (let j = 0; j < 5; j++)
          c.emit(IC.auth, t + j * 5000, ["warn", `login failed user=${u} reason=bad_password attempts=${j + 1}`]);
        c.emit(IC.auth, t + 25100, ["warn", `account locked for 15m after 5 failed logins user=${u}`]);
      }
    },
  },
  {
    estate: "iris",
    note: "ic-patient-chart rolls to a new build and logs an interrupted-thread stack while shutting down, ic-notify reports unsubscribed numbers, and one malformed audiogram upload gets a 422.",
    build(c) {
      const r = c.r;
      const t = c.at(r.int(60, 300));
      c.emit(IC.chart, t - 50, [
        "error",
        "HikariPool-1 - Interrupted during connection acquisition",
        st.java("java.lang.InterruptedException: null", [
          "java.base/java.util.concurrent.locks.AbstractQueuedSynchronizer.acquireSharedInterruptibly(AbstractQueuedSynchronizer.java:1048)",
          "java.base/java.util.concurrent.Semaphore.acquire(Semaphore.java:318)",
          "com.zaxxer.hikari.util.ConcurrentBag.borrow(ConcurrentBag.java:160)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:162)",
        ]),
      ]);
      c.rollout(IC.chart, t);
      c.every(IC.notify, c.start + 10000, c.end, 35000, () => [
        "error",
        `sms to +3538${r.digits(8)} failed: 21610 Attempt to send to unsubscribed recipient`,
      ]);
      const up = c.at(r.int(-100, 300));
      c.emit(IC.hearing, up, [
        "info",
        `Started POST "/fittings/FT-${r.int(10000, 99999)}/audiograms" for 10.30.1.${r.int(2, 250)}`,
      ]);
      c.emit(IC.hearing, up + 30, [
        "warn",
        "ActiveRecord::RecordInvalid (Validation failed: Thresholds right 8000 Hz must be between -10 and 120 dB HL):",
        st
          .ruby("", [
            "app/models/audiogram.rb:41:in `import_from_device!'",
            "app/controllers/audiograms_controller.rb:17:in `create'",
          ])
          .slice(1),
      ]);
      c.emit(IC.hearing, up + 35, [
        "info",
        "Completed 422 Unprocessable Entity in 31ms (ActiveRecord: 4.2ms | Allocations: 5123)",
      ]);
    },
  },
  {
    estate: "iris",
    note: "Monthly contact-lens renewal day: many card declines logged at ERROR by ic-cl-replenish and dunning mails, all expected; payments for everyone else go through.",
    build(c) {
      const r = c.r;
      c.every(IC.lenses, c.start + 5000, c.end, 9000, (i) => {
        if (i % 3 === 2)
          return [
            "info",
            `Replenishment SUB-${r.digits(6)} shipped: 90x daily BC 8.5 PWR ${(r.int(-30, 8) * 0.25).toFixed(2)} (charged ${r.float(40, 120).toFixed(2)} EUR)`,
          ];
        const code = r.pick(["card_declined", "expired_card", "insufficient_funds", "incorrect_cvc"]);
        return [
          "error",
          `Stripe::CardError: Your card was declined. (code=${code}) sub=SUB-${r.digits(6)}; dunning step ${r.int(1, 3)} queued`,
        ];
      });
      c.every(IC.notify, c.start + 15000, c.end, 20000, () => [
        "info",
        `queued email template=payment_failed_dunning ref=SUB-${r.digits(6)}`,
      ]);
      c.emit(IC.chart, c.at(r.int(0, 300)), [
        "warn",
        `Access denied: practitioner OPT-${r.int(100, 260)} is not assigned to clinic of patient ${icPatient(r)} (403)`,
      ]);
    },
  },
];
