// Harmless noise that looks alarming: each kind is how one of these systems normally behaves (loud, red, bursty
// or new) and nothing is broken. `run` lays one episode starting at `at` into the window.
import { type Ctx, emit, every, MIN, poisson } from "./ctx.js";
import type { EstateId } from "./estates.js";
import { dotnetStack, goStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";

export interface Noise {
  id: string;
  estates: EstateId[];
  /** what the episode is, for the label note */
  what: string;
  run(c: Ctx, at: number): void;
}

const burst = (c: Ctx, at: number, dur: number, perMin: number, fn: (t: number) => void) =>
  poisson(c, at, at + dur, perMin, fn);
const box = (c: Ctx) => `${c.rng.pick(["MSCU", "MAEU", "CMAU", "HLBU", "TGHU"])}${c.rng.digits(7)}`;

export const NOISES: Noise[] = [
  {
    id: "secs-alarm-flood",
    estates: ["fab"],
    what: "a wire bonder floods S5F1 alarm set/clear pairs during its scheduled capillary change",
    run(c, at) {
      emit(
        c,
        at,
        "eap-secsgem",
        "info",
        "WB-12 S6F11 CEID=3001 EquipmentStateChange PRODUCTIVE->SCHEDULED_DOWN (PM: capillary change)",
      );
      burst(c, at + 2000, 4 * MIN, 40, (t) => {
        const alid = c.rng.pick([2101, 2104, 2230, 3105]);
        const txt = {
          2101: "Wire feed error",
          2104: "EFO open",
          2230: "Capillary life exceeded",
          3105: "Bond force out of range",
        }[alid];
        emit(c, t, "eap-secsgem", "error", `WB-12 S5F1 ALCD=0x84 ALID=${alid} ALTX="${txt}" SET`);
        emit(c, t + c.rng.int(300, 4000), "eap-secsgem", "info", `WB-12 S5F1 ALCD=0x04 ALID=${alid} CLEARED`);
      });
      emit(
        c,
        at + 4 * MIN + 5000,
        "eap-secsgem",
        "info",
        "WB-12 S6F11 CEID=3001 EquipmentStateChange SCHEDULED_DOWN->STANDBY",
      );
    },
  },
  {
    id: "hsms-pm-disconnect",
    estates: ["fab"],
    what: "a die bonder taken offline for preventive maintenance drops its HSMS link and the host keeps retrying until it returns",
    run(c, at) {
      emit(
        c,
        at,
        "mes-dispatch",
        "info",
        "Equipment DB-05 state set to MAINTENANCE by user jvdberg (PM order PM-88213)",
      );
      emit(
        c,
        at + 20000,
        "eap-secsgem",
        "error",
        "DB-05 HSMS connection closed by remote (10.20.4.55:5000): Connection reset by peer",
      );
      every(c, at + 25000, at + 5 * MIN, 30000, (t) =>
        emit(
          c,
          t,
          "eap-secsgem",
          "warn",
          "DB-05 HSMS active connect to 10.20.4.55:5000 failed: Connection refused (T5 retry in 30s)",
        ),
      );
      emit(c, at + 5 * MIN + 4000, "eap-secsgem", "info", "DB-05 HSMS SELECTED, S1F13/S1F14 COMMACK=0, online remote");
      emit(c, at + 5 * MIN + 9000, "mes-dispatch", "info", "Equipment DB-05 state set to PRODUCTIVE by user jvdberg");
    },
  },
  {
    id: "spc-ooc",
    estates: ["fab"],
    what: "SPC rule violations on a bond-pull chart put three lots on engineering hold (a process-quality event, not a system one)",
    run(c, at) {
      for (let i = 0; i < 3; i++) {
        const t = at + i * 70000;
        const l = `L${c.rng.digits(2)}K${c.rng.digits(4)}.1`;
        emit(
          c,
          t,
          "spc-monitor",
          "error",
          `OOC chart WB-11-BONDPULL rule WE${c.rng.pick([1, 2, 5])} violated: x=${(5.1 + c.rng.next()).toFixed(2)}gf LCL=6.20gf lot ${l}`,
        );
        emit(c, t + 400, "spc-monitor", "warn", `OCAP triggered for lot ${l}: HOLD, notify process engineer`);
        emit(c, t + 900, "mes-dispatch", "warn", `lot ${l} put on HOLD reason=SPC_OOC by spc-monitor`);
        emit(c, t + 1200, "wip-tracker", "info", `lot ${l} state WAIT->HOLD`);
      }
    },
  },
  {
    id: "opcua-plc-download",
    estates: ["fab", "pharma"],
    what: "a PLC program download makes OPC UA reads return Bad status codes until the controller is back in RUN",
    run(c, at) {
      const svc = c.svcs.has("opcua-gateway") ? "opcua-gateway" : "line-opcua-bridge";
      emit(c, at, svc, "info", "Server status changed: ServerState=Suspended (PLC in PROGRAM mode)");
      burst(c, at + 500, 150000, 30, (t) =>
        emit(
          c,
          t,
          svc,
          "error",
          `Read ns=3;s="DB_Line"."${c.rng.pick(["Speed", "Count", "State", "Reject"])}" failed: BadWaitingForInitialData (0x80320000)`,
        ),
      );
      emit(c, at + 90000, svc, "warn", "Subscription 7 KeepAlive missed, sending RepublishRequest");
      emit(
        c,
        at + 152000,
        svc,
        "info",
        "Server status changed: ServerState=Running; re-creating 3 monitored item sets",
      );
    },
  },
  {
    id: "recipe-golden-resync",
    estates: ["fab"],
    what: "the nightly recipe audit finds body checksum drift on several tools and re-uploads the golden recipe",
    run(c, at) {
      for (const tool of ["MOLD-02", "SAW-07", "WB-11", "WB-14", "DB-03"]) {
        const t = at + c.rng.int(0, 120000);
        emit(
          c,
          t,
          "recipe-mgmt",
          "error",
          `PPID ${tool.split("-")[0]}_A3F body mismatch on ${tool}: sha256 ${c.rng.hex(8)}… != golden ${c.rng.hex(8)}…`,
        );
        emit(c, t + 2500, "eap-secsgem", "info", `${tool} S7F3 process program send ACKC7=0`);
        emit(c, t + 2900, "recipe-mgmt", "info", `${tool} re-synced to golden PPID, audit status OK`);
      }
    },
  },
  {
    id: "shift-change-sessions",
    estates: ["fab", "pharma"],
    what: "shift change expires operator sessions on the shop-floor UI, giving a wave of 401s and fresh logins",
    run(c, at) {
      const ui = c.svcs.has("shopfloor-ui") ? "shopfloor-ui" : "hmi-web";
      burst(c, at, 3 * MIN, 45, (t) => {
        emit(
          c,
          t,
          ui,
          "warn",
          `GET /api/${c.rng.pick(["lots", "equipment", "worklist"])} 401 ${c.rng.int(2, 9)}ms - session expired (shift A ended 06:00)`,
        );
        if (c.rng.chance(0.5))
          emit(
            c,
            t + c.rng.int(5000, 30000),
            ui,
            "info",
            `operator op${c.rng.digits(4)} logged in (badge) station ${c.rng.int(1, 40)}`,
          );
      });
    },
  },
  {
    id: "fdc-backfill",
    estates: ["fab"],
    what: "after a planned switch maintenance the FDC collector drains its store-and-forward buffer with late-data warnings",
    run(c, at) {
      emit(
        c,
        at,
        "fdc-collector",
        "warn",
        "store-and-forward buffer draining: 184220 samples queued from 02:10-02:25 maintenance window",
      );
      burst(c, at, 4 * MIN, 20, (t) =>
        emit(
          c,
          t,
          "fdc-collector",
          "warn",
          `late data for ${c.rng.pick(["MOLD-02", "DB-03", "WB-11"])}: sample ts older than 900s, written with late=true (${c.rng.int(2000, 9000)} rows)`,
        ),
      );
      emit(c, at + 4 * MIN + 2000, "fdc-collector", "info", "store-and-forward buffer empty, live mode");
    },
  },
  {
    id: "label-ribbon-out",
    estates: ["fab", "pharma"],
    what: "a label printer runs out of ribbon, jobs queue and are reprinted after the operator swaps it",
    run(c, at) {
      emit(
        c,
        at,
        "label-print",
        "error",
        "printer LBL-PACK-04 (ZT610) ~HS status: ribbon out, pause flag set; job queued",
      );
      every(c, at + 10000, at + 150000, 15000, (t) =>
        emit(c, t, "label-print", "warn", `printer LBL-PACK-04 not ready (ribbon out), ${c.rng.int(2, 14)} jobs held`),
      );
      emit(c, at + 155000, "label-print", "info", "printer LBL-PACK-04 ready, resuming 14 held jobs");
      emit(c, at + 170000, "label-print", "info", "printer LBL-PACK-04 held jobs printed, queue=0");
    },
  },
  {
    id: "lims-oos",
    estates: ["fab", "pharma"],
    what: "LIMS records out-of-specification lab results and opens investigations, which is the lab doing its job",
    run(c, at) {
      const svc = c.svcs.has("lims-core") ? "lims-core" : "qc-lims";
      for (let i = 0; i < 4; i++) {
        const t = at + i * 50000 + c.rng.int(0, 9000);
        emit(
          c,
          t,
          svc,
          "error",
          `OOS: sample S-${c.rng.digits(7)} ${c.rng.pick(["assay", "dissolution", "moisture"])} ${(90 + c.rng.next() * 5).toFixed(1)}% outside spec 95.0-105.0%`,
        );
        emit(c, t + 300, svc, "warn", `investigation INV-${c.rng.digits(5)} opened, batch set to QUARANTINE`);
      }
    },
  },
  {
    id: "vision-warmup-rejects",
    estates: ["pharma"],
    what: "camera warm-up after a format changeover rejects the first packs until the teach-in completes",
    run(c, at) {
      emit(c, at, "mes-pack", "info", "PL-01 format changeover to SKU 4471-20 started");
      burst(c, at + 60000, 90000, 80, (t) =>
        emit(
          c,
          t,
          "vision-inspect",
          "error",
          `PL-01 cam3 REJECT: DataMatrix grade F (quiet zone), pack ${c.rng.digits(6)}`,
        ),
      );
      emit(c, at + 152000, "vision-inspect", "info", "PL-01 cam3 teach-in complete, reference image stored");
    },
  },
  {
    id: "serial-pool-low",
    estates: ["pharma"],
    what: "the serial number pool hits its low-water mark and is replenished from the level-4 system",
    run(c, at) {
      every(c, at, at + 100000, 20000, (t) =>
        emit(
          c,
          t,
          "serialization-svc",
          "warn",
          `serial pool GTIN 05701234001122 below threshold: ${c.rng.int(800, 1900)} left (min 2000)`,
        ),
      );
      emit(c, at + 60000, "serialization-svc", "info", "requested 50000 serials from L4 (order SNR-77120)");
      emit(c, at + 110000, "serialization-svc", "info", "received 50000 serials from L4, pool 51044");
    },
  },
  {
    id: "epcis-duplicate-409",
    estates: ["pharma"],
    what: "a replay of yesterday's EPCIS events gets 409 Conflict for every event already captured",
    run(c, at) {
      emit(c, at, "epcis-export", "info", "replaying 2400 ObjectEvents from 2026-11-29 (ops request #4471)");
      burst(c, at, 2 * MIN, 120, (t) =>
        emit(
          c,
          t,
          "epcis-export",
          "error",
          `POST /capture 409 Conflict: eventID urn:uuid:${c.rng.hex(8)}-${c.rng.hex(4)} already captured`,
        ),
      );
      emit(c, at + 2 * MIN + 1000, "epcis-export", "info", "replay done: 0 new, 2400 duplicates");
    },
  },
  {
    id: "ocr-rain-manual",
    estates: ["port"],
    what: "rain lowers gate OCR confidence, so many containers go to a manual clerk check",
    run(c, at) {
      burst(c, at, 5 * MIN, 30, (t) => {
        const b = box(c);
        emit(
          c,
          t,
          "gate-ocr",
          "warn",
          `lane ${c.rng.int(1, 14)} ISO 6346 check digit failed ${b.slice(0, 10)}? conf=0.${c.rng.int(40, 69)}, routed to remote clerk`,
        );
        emit(
          c,
          t + c.rng.int(20000, 60000),
          "tos-core",
          "info",
          `gate-in ${b} confirmed manually by clerk rc${c.rng.int(1, 6)}`,
        );
      });
    },
  },
  {
    id: "crane-wind-stop",
    estates: ["port"],
    what: "wind gusts above the operating limit stop the quay cranes, which resume when the wind drops",
    run(c, at) {
      for (const qc of ["QC03", "QC04", "QC05", "QC06"]) {
        emit(
          c,
          at + c.rng.int(0, 8000),
          "crane-telemetry",
          "error",
          `${qc} ALARM wind speed 21.${c.rng.int(0, 9)} m/s > 20.0 m/s limit, motion inhibited`,
        );
        emit(c, at + 9000, "tos-core", "warn", `${qc} work queue suspended: crane reports not ready`);
        emit(
          c,
          at + 4 * MIN + c.rng.int(0, 9000),
          "crane-telemetry",
          "info",
          `${qc} wind 14.${c.rng.int(0, 9)} m/s, inhibit cleared`,
        );
      }
      every(c, at + 20000, at + 4 * MIN, 20000, (t) =>
        emit(c, t, "crane-telemetry", "warn", `anemometer QC04 gust ${(19 + c.rng.next() * 4).toFixed(1)} m/s`),
      );
    },
  },
  {
    id: "ais-vessel-silent",
    estates: ["port"],
    what: "vessels at berth switch AIS to low rate, so the feed reports stale positions for them",
    run(c, at) {
      every(c, at, at + 6 * MIN, 30000, (t) =>
        emit(
          c,
          t,
          "ais-ingest",
          "warn",
          `no position report from MMSI 2${c.rng.digits(8)} for ${c.rng.int(600, 1800)}s (nav status 5 moored), marking stale`,
        ),
      );
    },
  },
  {
    id: "baplie-rejects",
    estates: ["port"],
    what: "a shipping line sends a BAPLIE with bad segments; the gateway rejects lines and sends CONTRL back",
    run(c, at) {
      emit(c, at, "edi-gateway", "info", "received BAPLIE D.95B from CMDU interchange 004512 (412 containers)");
      for (let i = 0; i < 18; i++)
        emit(
          c,
          at + 1000 + i * 120,
          "edi-gateway",
          "error",
          `BAPLIE CMDU/004512 seg ${c.rng.int(30, 900)}: LOC+147 missing stowage position for ${box(c)}, line rejected`,
        );
      emit(c, at + 4000, "edi-gateway", "warn", "CONTRL sent to CMDU: interchange 004512 partially accepted (394/412)");
    },
  },
  {
    id: "edi-duplicate-interchange",
    estates: ["port"],
    what: "a partner resends interchanges already processed and the gateway ignores them",
    run(c, at) {
      burst(c, at, 3 * MIN, 12, (t) =>
        emit(
          c,
          t,
          "edi-gateway",
          "warn",
          `UNB interchange ref ${c.rng.digits(6)} from HLCU already processed at 01:${c.rng.int(10, 59)}, ignored (duplicate)`,
        ),
      );
    },
  },
  {
    id: "vgm-cutoff",
    estates: ["port"],
    what: "containers without VGM near vessel cut-off produce loud warnings and carrier notifications",
    run(c, at) {
      every(c, at, at + 5 * MIN, 60000, (t) =>
        emit(
          c,
          t,
          "vgm-service",
          "error",
          `SOLAS VGM missing for ${c.rng.int(20, 60)} containers on MAERSK KENSINGTON 447W, cut-off in ${c.rng.int(90, 180)} min: loading blocked`,
        ),
      );
      burst(c, at, 5 * MIN, 8, (t) =>
        emit(c, t, "vgm-service", "warn", `notified carrier MAEU of missing VGM ${box(c)}`),
      );
    },
  },
  {
    id: "reefer-defrost",
    estates: ["port"],
    what: "reefers in defrost cycle report temperature deviations that clear on their own",
    run(c, at) {
      burst(c, at, 6 * MIN, 14, (t) => {
        const b = box(c);
        emit(
          c,
          t,
          "reefer-monitor",
          "error",
          `reefer ${b} supply temp ${(2 + c.rng.next() * 6).toFixed(1)}C deviates from setpoint -18.0C (mode DEFROST)`,
        );
        emit(
          c,
          t + c.rng.int(60000, 180000),
          "reefer-monitor",
          "info",
          `reefer ${b} back in range, defrost terminated`,
        );
      });
    },
  },
  {
    id: "appointment-noshow",
    estates: ["port"],
    what: "at a slot boundary, unused truck appointments expire and double bookings are refused",
    run(c, at) {
      burst(c, at, 90000, 60, (t) =>
        emit(
          c,
          t,
          "truck-appointments",
          "warn",
          `appointment A${c.rng.digits(7)} expired (no-show) slot 05:00-06:00 haulier ${c.rng.int(100, 999)}`,
        ),
      );
      burst(c, at, 4 * MIN, 6, (t) =>
        emit(
          c,
          t,
          "truck-appointments",
          "error",
          `Completed 409 Conflict in 14ms: slot already booked for container ${box(c)}`,
        ),
      );
    },
  },
  {
    id: "customs-holds",
    estates: ["port"],
    what: "customs places scanning holds on a vessel's containers; the bridge logs each as an error",
    run(c, at) {
      burst(c, at, 3 * MIN, 25, (t) =>
        emit(
          c,
          t,
          "customs-bridge",
          "error",
          `customs HOLD ${box(c)} reason=SCAN (MRN 26NL${c.rng.hex(12).toUpperCase()}), release blocked`,
        ),
      );
    },
  },
  {
    id: "ota-rateplan-warnings",
    estates: ["hotel"],
    what: "a full ARI refresh to an OTA returns warnings for rate plans closed on the channel side",
    run(c, at) {
      emit(c, at, "ari-publisher", "info", "full ARI refresh requested for LUM-BCN1 (365 days, 14 rate plans)");
      burst(c, at, 4 * MIN, 50, (t) =>
        emit(
          c,
          t,
          "ari-publisher",
          "warn",
          `OTA_HotelRateAmountNotifRS booking: Success with Warnings Type=10 "Rate plan ${c.rng.pick(["NRF", "PKG-SPA", "LONGSTAY"])} is not active for this hotel"`,
        ),
      );
      emit(
        c,
        at + 4 * MIN + 500,
        "ari-publisher",
        "info",
        "full ARI refresh LUM-BCN1 done: 5110 messages, 0 failed, 288 warnings",
      );
    },
  },
  {
    id: "rate-shop-429",
    estates: ["hotel"],
    what: "the rate shopper is throttled by an OTA and backs off before succeeding",
    run(c, at) {
      burst(c, at, 3 * MIN, 20, (t) => {
        emit(
          c,
          t,
          "rate-shopper",
          "error",
          `HTTPError: 429 Client Error: Too Many Requests for url: https://www.ota.example/hotel/es/${c.rng.pick(["arts", "w-barcelona", "majestic"])}.html`,
        );
        emit(c, t + 60, "rate-shopper", "warn", `backing off ${c.rng.int(8, 60)}s (Retry-After)`);
      });
      emit(c, at + 3 * MIN + 30000, "rate-shopper", "info", "shop run resumed, 0 pending");
    },
  },
  {
    id: "card-declines",
    estates: ["hotel"],
    what: "issuers decline cards at a steady rate during a promotion; the tokenizer logs each decline",
    run(c, at) {
      burst(c, at, 6 * MIN, 18, (t) =>
        emit(
          c,
          t,
          "payment-tokenizer",
          "error",
          `authorization declined: ${c.rng.pick(["05 Do not honor", "51 Insufficient funds", "54 Expired card", "N7 CVV2 mismatch"])} token=tok_${c.rng.hex(12)}`,
        ),
      );
    },
  },
  {
    id: "bot-scan",
    estates: ["hotel"],
    what: "a vulnerability scanner hammers the booking engine with 404s and WAF blocks",
    run(c, at) {
      burst(c, at, 2 * MIN, 200, (t) =>
        emit(
          c,
          t,
          "booking-engine",
          "warn",
          `GET ${c.rng.pick(["/wp-login.php", "/.env", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/admin/config.php", "/.git/config"])} 404 1ms ip=185.220.${c.rng.int(1, 254)}.${c.rng.int(1, 254)}`,
        ),
      );
    },
  },
  {
    id: "night-audit",
    estates: ["hotel"],
    what: "night audit rolls the business date, pauses the interface queue and posts no-shows, then drains",
    run(c, at) {
      emit(c, at, "pms-core", "warn", "Night audit started for LUM-AMS1 business date 2026-11-29: interfaces PAUSED");
      burst(c, at, 3 * MIN, 40, (t) =>
        emit(c, t, "pms-core", "warn", `No-show posted reservation R${c.rng.digits(8)}: guaranteed, 1 night charged`),
      );
      every(c, at + 10000, at + 3 * MIN, 20000, (t) =>
        emit(
          c,
          t,
          "channel-manager",
          "warn",
          `PMS interface for LUM-AMS1 paused (night audit), ${c.rng.int(40, 400)} messages queued`,
        ),
      );
      emit(
        c,
        at + 3 * MIN + 2000,
        "pms-core",
        "info",
        "Night audit complete, business date 2026-11-30, interfaces RESUMED",
      );
      emit(c, at + 3 * MIN + 9000, "channel-manager", "info", "PMS interface LUM-AMS1 resumed, drained 412 messages");
    },
  },
  {
    id: "overbooking",
    estates: ["hotel"],
    what: "a sold-out night is intentionally overbooked within the allowed limit",
    run(c, at) {
      every(c, at, at + 5 * MIN, 25000, (t) =>
        emit(
          c,
          t,
          "pms-core",
          "warn",
          `Inventory LUM-LIS2 DLX 2026-12-31 is ${-c.rng.int(1, 3)} (overbooking limit 4): channel closeout sent`,
        ),
      );
    },
  },
  {
    id: "email-bounces",
    estates: ["hotel"],
    what: "pre-arrival emails bounce for mistyped guest addresses",
    run(c, at) {
      burst(c, at, 5 * MIN, 10, (t) =>
        emit(
          c,
          t,
          "guest-notify",
          "error",
          `Net::SMTPFatalError: 550 5.1.1 <${c.rng.pick(["jon", "maria", "k.smit", "li.wei"])}${c.rng.digits(2)}@${c.rng.pick(["gmial.com", "hotmial.com", "yaho.com"])}>: Recipient address rejected: User unknown`,
          {
            stack: rubyStack("/usr/local/lib/ruby/3.2.0/net/smtp.rb:1090:in `check_response'", [
              "/usr/local/lib/ruby/3.2.0/net/smtp.rb:1060:in `getok'",
              "/app/app/jobs/pre_arrival_mail_job.rb:18:in `perform'",
            ]),
          },
        ),
      );
    },
  },
  {
    id: "gds-unknown-property",
    estates: ["hotel"],
    what: "GDS agents shop a property code that was de-listed, each answered NoAvail with an error",
    run(c, at) {
      burst(c, at, 5 * MIN, 16, (t) =>
        emit(
          c,
          t,
          "gds-bridge",
          "error",
          `OTA_HotelAvailRQ chain LU property ${c.rng.pick(["LUMOPO01", "LUMFAO02"])} not found (de-listed 2026-10-01), replied Errors Code=392`,
        ),
      );
    },
  },
  {
    id: "cert-rotation",
    estates: ["fab", "pharma", "port", "hotel"],
    what: "cert-manager rotates service certificates; services warn about expiry and reload them",
    run(c, at) {
      const svcs = [...c.svcs].slice(0, 5);
      for (const s of svcs) {
        emit(c, at - 60000, s, "warn", `TLS certificate CN=${s}.internal expires in 2 days (2026-12-02T03:00:00Z)`);
        emit(
          c,
          at + c.rng.int(0, 30000),
          s,
          "info",
          `reloaded TLS certificate from /etc/tls/tls.crt, new notAfter=2027-02-28T03:00:00Z`,
        );
      }
    },
  },
  {
    id: "kafka-rebalance",
    estates: ["fab", "port"],
    what: "a consumer group rebalances after a scale-up; heartbeats fail and partitions move, then consumption resumes",
    run(c, at) {
      const s = c.svcs.has("wip-tracker") ? "wip-tracker" : "tos-core";
      emit(
        c,
        at,
        s,
        "warn",
        "[Consumer clientId=consumer-events-1, groupId=events] Attempt to heartbeat failed since group is rebalancing",
      );
      emit(
        c,
        at + 300,
        s,
        "info",
        "[Consumer clientId=consumer-events-1, groupId=events] Revoke previously assigned partitions events-0, events-1, events-2, events-3",
      );
      emit(
        c,
        at + 2000,
        s,
        "warn",
        "[Consumer clientId=consumer-events-1, groupId=events] Offset commit failed on partition events-2 at offset 88123: The coordinator is not aware of this member.",
      );
      emit(
        c,
        at + 4200,
        s,
        "info",
        "[Consumer clientId=consumer-events-1, groupId=events] Adding newly assigned partitions: events-0, events-1",
      );
      emit(
        c,
        at + 5000,
        s,
        "warn",
        `consumer lag events-0=${c.rng.int(2000, 9000)} events-1=${c.rng.int(2000, 9000)} (catching up)`,
      );
      emit(c, at + 60000, s, "info", "consumer lag events-0=0 events-1=3");
    },
  },
  {
    id: "rolling-restart",
    estates: ["fab", "pharma", "port", "hotel"],
    what: "a rolling restart of one service makes callers see brief connection refusals that succeed on retry",
    run(c, at) {
      const s = [...c.svcs][c.rng.int(1, 3)];
      const caller = [...c.svcs][0] === s ? [...c.svcs][1] : [...c.svcs][0];
      for (let i = 0; i < 3; i++) {
        const t = at + i * 40000;
        emit(c, t, s, "info", `Received SIGTERM (pod ${s}-${c.rng.hex(5)} replica ${i + 1}/3), draining`);
        emit(
          c,
          t + 1500,
          caller,
          "warn",
          `call to ${s} failed: connect ECONNREFUSED 10.4.${c.rng.int(1, 9)}.${c.rng.int(2, 250)}:8080, retry 1/3`,
        );
        emit(c, t + 1900, caller, "info", `call to ${s} succeeded on retry 1`);
        emit(c, t + 16000, s, "info", "readiness probe passed, accepting traffic");
      }
    },
  },
  {
    id: "debug-logging",
    estates: ["fab", "pharma", "port", "hotel"],
    what: "an engineer turns on DEBUG logging for a service and it prints error-sounding diagnostic lines",
    run(c, at) {
      const s = [...c.svcs][2];
      emit(c, at, s, "info", "log level for com.app changed to DEBUG via /actuator/loggers (user ops-oncall)");
      burst(c, at, 3 * MIN, 150, (t) =>
        emit(
          c,
          t,
          s,
          "debug",
          c.rng.pick([
            "exception handler chain: no ErrorDecoder registered for 404, using default",
            "retry template: attempt=0 lastThrowable=null",
            "connection pool stats: active=3 idle=7 waiting=0 failedChecks=0",
            "circuit breaker 'default' state=CLOSED failureRate=-1.0",
          ]),
        ),
      );
      emit(c, at + 3 * MIN, s, "info", "log level for com.app changed to INFO");
    },
  },
  {
    id: "ntp-step",
    estates: ["fab", "pharma", "port", "hotel"],
    what: "chrony steps a node's clock and a few services warn about time jumps",
    run(c, at) {
      const svcs = [...c.svcs].slice(3, 6);
      for (const s of svcs)
        emit(
          c,
          at + c.rng.int(0, 3000),
          s,
          "warn",
          `clock jumped forward by ${c.rng.int(600, 1400)}ms (system time stepped by chronyd), timers rescheduled`,
        );
    },
  },
  {
    id: "cold-cache",
    estates: ["fab", "pharma", "port", "hotel"],
    what: "a cache flush after a release gives slow-request warnings until it warms",
    run(c, at) {
      const s = [...c.svcs][1];
      emit(c, at, s, "info", "redis FLUSHDB on cache db 3 (release 2026.11 data migration)");
      burst(c, at, 3 * MIN, 40, (t) =>
        emit(
          c,
          t,
          s,
          "warn",
          `slow request: ${c.rng.int(1200, 4800)}ms (threshold 1000ms) cache=MISS key=${c.rng.hex(10)}`,
        ),
      );
      emit(c, at + 3 * MIN + 3000, s, "info", "cache hit ratio 0.94 (warm)");
    },
  },
  {
    id: "jvm-gc-after-batch",
    estates: ["fab", "port", "hotel"],
    what: "a batch report triggers long GC pauses on a JVM service that recovers without errors",
    run(c, at) {
      const s = c.svcs.has("mes-dispatch") ? "mes-dispatch" : c.svcs.has("tos-core") ? "tos-core" : "channel-manager";
      emit(c, at, s, "info", "report job 'daily-throughput' started (12 months)");
      for (let i = 0; i < 5; i++)
        emit(
          c,
          at + 15000 + i * 20000,
          s,
          "warn",
          `[gc] GC(${4410 + i}) Pause Full (G1 Compaction Pause) ${c.rng.int(3800, 7200)}M->${c.rng.int(900, 1800)}M(8192M) ${c.rng.int(1100, 2900)}.${c.rng.int(100, 999)}ms`,
        );
      emit(c, at + 130000, s, "info", "report job 'daily-throughput' finished in 118s");
    },
  },
  {
    id: "handled-exception-trace",
    estates: ["fab", "pharma", "port", "hotel"],
    what: "a service logs full stack traces for a handled client validation error (bad barcode scans)",
    run(c, at) {
      const s = [...c.svcs][0];
      burst(c, at, 4 * MIN, 8, (t) =>
        emit(c, t, s, "error", "Request rejected: invalid barcode payload from handheld scanner", {
          errType: "java.lang.IllegalArgumentException",
          stack: javaStack("java.lang.IllegalArgumentException", `GS1 AI (10) exceeds 20 chars: "${c.rng.hex(24)}"`, [
            "com.app.scan.Gs1Parser.parse(Gs1Parser.java:88)",
            "com.app.scan.ScanController.submit(ScanController.java:41)",
            "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
          ]),
        }),
      );
    },
  },
  {
    id: "python-worker-retry",
    estates: ["pharma", "fab", "port"],
    what: "Celery tasks hit a stale pooled DB connection, print a traceback and succeed on the automatic retry",
    run(c, at) {
      const s = c.svcs.has("qc-lims") ? "qc-lims" : c.svcs.has("lims-core") ? "lims-core" : "vgm-service";
      burst(c, at, 4 * MIN, 4, (t) => {
        emit(
          c,
          t,
          s,
          "error",
          "Task sync_instrument_results raised unexpected: OperationalError('server closed the connection unexpectedly')",
          {
            stack: pyStack(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                  477,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/lims/tasks.py", 64, "sync_instrument_results", "rows = session.execute(q).fetchall()"],
              ],
              "psycopg2.OperationalError: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.",
            ),
          },
        );
        emit(c, t + 5200, s, "info", "Task sync_instrument_results succeeded in 0.84s (retry 1)");
      });
    },
  },
  {
    id: "go-panic-recovered",
    estates: ["fab", "port"],
    what: "an HTTP handler panics on one malformed request, the middleware recovers it and serves 500 for that request only",
    run(c, at) {
      const s = c.svcs.has("yard-planner") ? "yard-planner" : "recipe-mgmt";
      for (let i = 0; i < 2; i++)
        emit(
          c,
          at + i * 95000,
          s,
          "error",
          "http: panic serving 10.4.2.17:51822: runtime error: index out of range [3] with length 3",
          {
            stack: goStack(8841 + i, [
              ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1898 +0xbe"],
              [`main.parseLocation(...)`, "/src/internal/api/handlers.go:212"],
            ]),
          },
        );
    },
  },
  {
    id: "dotnet-cancelled",
    estates: ["port", "hotel"],
    what: "clients abort long requests and ASP.NET logs TaskCanceledException stack traces for them",
    run(c, at) {
      const s = c.svcs.has("edi-gateway") ? "edi-gateway" : "pms-core";
      burst(c, at, 4 * MIN, 6, (t) =>
        emit(
          c,
          t,
          s,
          "warn",
          'fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN8' +
            c.rng.hex(8).toUpperCase() +
            '": the client aborted the request',
          {
            stack: dotnetStack("System.Threading.Tasks.TaskCanceledException: A task was canceled.", [
              "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1ContentLengthMessageBody.ReadAsyncInternal(CancellationToken cancellationToken)",
              "Microsoft.AspNetCore.Mvc.Formatters.SystemTextJsonInputFormatter.ReadRequestBodyAsync(InputFormatterContext context, Encoding encoding)",
            ]),
          },
        ),
      );
    },
  },
  {
    id: "node-unhandled-warning",
    estates: ["hotel", "pharma"],
    what: "a Node service prints MaxListenersExceededWarning and socket hang-up traces for aborted keep-alive sockets, all retried",
    run(c, at) {
      const s = c.svcs.has("booking-engine") ? "booking-engine" : "hmi-web";
      emit(
        c,
        at,
        s,
        "warn",
        "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit",
      );
      burst(c, at, 3 * MIN, 5, (t) => {
        emit(c, t, s, "warn", "upstream keep-alive socket reused after close, retrying request", {
          stack: nodeStack("Error: socket hang up", [
            "connResetException (node:internal/errors:787:14)",
            "TLSSocket.socketOnEnd (node:_http_client:519:23)",
          ]),
        });
      });
    },
  },
  {
    id: "tos-vessel-cutover",
    estates: ["port"],
    what: "a vessel visit closes and the TOS rejects late work instructions for it as expected",
    run(c, at) {
      emit(c, at, "tos-core", "info", "vessel visit MSC AURORA 612E phase WORKING->COMPLETE");
      burst(c, at, 2 * MIN, 30, (t) =>
        emit(
          c,
          t,
          "tos-core",
          "error",
          `work instruction WI-${c.rng.digits(7)} rejected: vessel visit MSC AURORA 612E is COMPLETE`,
        ),
      );
    },
  },
];
