// Harmless noise that looks alarming: each kind writes its own lines into a window where nothing is broken.
// Hospital kinds: devices doing their job, devices roaming, HL7 messages held for people. Fleet kinds: brokers
// kicking stale sessions, late/duplicate packets, OTA retries, cold-chain alerts that are the tracker working.
import type { Domain } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface NoiseCtx {
  r: Rng;
  t0: number;
  t1: number;
  role: (name: string) => string;
  emit: (svc: string, level: Level, msg: string, t: number, more?: Partial<Ev>) => void;
}

export interface NoiseKind {
  id: string;
  domain: Domain;
  needs: string[];
  note: string;
  run: (c: NoiseCtx) => void;
}

const S = 1000;
const M = 60 * S;
const bedOf = (r: Rng) => `${r.pick(["3E", "4W", "5W", "6N", "ICU2"])}-${String(r.int(1, 28)).padStart(2, "0")}`;
/** a moment well inside the window */
const mid = (c: NoiseCtx) => c.t0 + 2 * M + c.r.next() * (c.t1 - c.t0 - 4 * M);
/** calls f every ~gap ms (jittered) between a and b */
const every = (c: NoiseCtx, a: number, b: number, gap: number, f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = a + c.r.next() * gap; t < b; t += gap * (0.6 + 0.8 * c.r.next())) f(t, i++);
};

export const NOISE: NoiseKind[] = [
  {
    id: "pump-roaming-offline",
    domain: "hospital",
    needs: ["pump", "alarm"],
    note: "infusion pumps lose Wi-Fi while patients are wheeled to imaging and come back minutes later",
    run: (c) => {
      for (let k = 0; k < 14; k++) {
        const p = c.r.int(1000, 9999);
        const t = mid(c);
        c.emit(
          c.role("pump"),
          "warn",
          `Pump ${p} heartbeat missed 3 times (last seen AP ${c.r.pick(["AP-RAD-02", "AP-ELEV-B", "AP-CT-1"])}), marking OFFLINE`,
          t,
        );
        c.emit(
          c.role("alarm"),
          "warn",
          `device connectivity alert raised for PUMP-${p} (offline > 90s), prio=LOW`,
          t + 800,
        );
        const back = t + c.r.int(3, 9) * M;
        if (back < c.t1) {
          c.emit(
            c.role("pump"),
            "info",
            `Pump ${p} reconnected, ${c.r.int(20, 300)} buffered events synced, state INFUSING`,
            back,
          );
          c.emit(c.role("alarm"), "info", `device connectivity alert for PUMP-${p} auto-cleared`, back + 600);
        }
      }
    },
  },
  {
    id: "clinical-alarm-burst",
    domain: "hospital",
    needs: ["monitor", "alarm"],
    note: "a deteriorating patient's monitor raises SpO2 and HR alarms that are escalated and acknowledged",
    run: (c) => {
      const b = bedOf(c.r);
      const t = mid(c);
      every(c, t, Math.min(c.t1, t + 6 * M), 20 * S, (u, i) => {
        c.emit(
          c.role("monitor"),
          "warn",
          `[warn] bed ${b} ALARM ${i % 3 === 0 ? "HR HIGH 142" : "SpO2 LOW 84"} priority=HIGH (yellow->red)`,
          u,
        );
        c.emit(
          c.role("alarm"),
          "warn",
          `escalation level ${1 + (i % 3)} for ${b} ${i % 3 === 0 ? "HR_HIGH" : "SPO2_LOW"}: primary RN not acknowledged in 60s, paging charge nurse`,
          u + 1500,
        );
      });
      c.emit(
        c.role("alarm"),
        "info",
        `alarm ${b} SPO2_LOW acknowledged by rn.osei at handset 5112`,
        Math.min(c.t1 - 1000, t + 6 * M + 5 * S),
      );
    },
  },
  {
    id: "hl7-held-unknown-patient",
    domain: "hospital",
    needs: ["hl7"],
    note: "lab results for a not-yet-registered patient are held for the registration team",
    run: (c) => {
      every(c, c.t0 + M, c.t1, 40 * S, (t) => {
        c.emit(
          c.role("hl7"),
          "error",
          `ORU^R01 ctrl=${c.r.int(1000000, 9999999)} PID-3 ${`MRN${c.r.int(10000000, 99999999)}`} not found in EMPI; message moved to HOLD queue for manual review (ACK AE sent)`,
          t,
        );
      });
    },
  },
  {
    id: "hl7-duplicate-control-id",
    domain: "hospital",
    needs: ["hl7"],
    note: "a lab analyser resends messages after reconnecting and the interface engine discards duplicates",
    run: (c) => {
      const t = mid(c);
      for (let i = 0; i < 40; i++)
        c.emit(
          c.role("hl7"),
          "warn",
          `duplicate MSH-10 control id ${c.r.int(1000000, 9999999)} from LAB_COBAS within 24h window, discarded (ACK AA returned)`,
          t + i * c.r.int(300, 1200),
        );
    },
  },
  {
    id: "pump-drug-library-deferred",
    domain: "hospital",
    needs: ["pump"],
    note: "drug library push defers on pumps that are infusing, retrying until they are idle",
    run: (c) => {
      every(c, c.t0 + M, c.t1, 15 * S, (t) => {
        const p = c.r.int(1000, 9999);
        if (c.r.chance(0.7))
          c.emit(
            c.role("pump"),
            "warn",
            `DrugLibrary DL-2026.11 push to pump ${p} deferred: device busy (INFUSING), next attempt in 15 min`,
            t,
          );
        else c.emit(c.role("pump"), "info", `DrugLibrary DL-2026.11 activated on pump ${p}`, t);
      });
    },
  },
  {
    id: "nurse-call-long-active",
    domain: "hospital",
    needs: ["nurse", "alarm"],
    note: "busy ward: call lights stay active for long and escalate to the charge nurse before being answered",
    run: (c) => {
      for (let k = 0; k < 8; k++) {
        const b = bedOf(c.r);
        const t = mid(c);
        c.emit(
          c.role("nurse"),
          "warn",
          `call ${b} active for ${c.r.int(6, 14)} min without presence, escalating to charge nurse`,
          t,
        );
        c.emit(c.role("alarm"), "warn", `NURSE_CALL ${b} escalated (no response at level 1)`, t + 400);
        c.emit(c.role("nurse"), "info", `call ${b} cancelled at bedside (presence badge)`, t + c.r.int(40, 200) * S);
      }
    },
  },
  {
    id: "rtls-tags-missing",
    domain: "hospital",
    needs: ["rtls"],
    note: "asset tags go unseen in shielded rooms and report low battery",
    run: (c) => {
      every(c, c.t0, c.t1, 12 * S, (t) => {
        const tag = `0x00${c.r.hex(4).toUpperCase()}`;
        if (c.r.chance(0.6))
          c.emit(
            c.role("rtls"),
            "warn",
            `tag ${tag} not seen for ${c.r.int(600, 3000)}s (last zone ${c.r.pick(["MRI-1", "CATH-LAB-2", "BASEMENT-STERILE"])})`,
            t,
          );
        else c.emit(c.role("rtls"), "warn", `tag ${tag} battery low (${c.r.int(2, 9)}%), replacement ticket exists`, t);
      });
    },
  },
  {
    id: "adt-shift-burst",
    domain: "hospital",
    needs: ["hl7", "adt"],
    note: "morning discharges and transfers spike the ADT queue, which drains on its own",
    run: (c) => {
      const t = mid(c);
      for (let i = 0; i < 6; i++)
        c.emit(
          c.role("hl7"),
          "warn",
          `ADT_IN queue depth ${[1180, 1420, 1610, 1290, 840, 1030][i]} exceeds threshold 1000 (oldest ${20 + i * 15}s)`,
          t + i * 30 * S,
        );
      for (let i = 0; i < 80; i++)
        c.emit(
          c.role("adt"),
          "info",
          `PUT /api/v1/encounters/MRN${c.r.int(10000000, 99999999)} 200 ${c.r.int(30, 250)}ms event=${c.r.pick(["A03", "A02"])}`,
          t + i * 2200,
        );
      c.emit(c.role("hl7"), "info", "ADT_IN queue depth back under threshold (12)", t + 200 * S);
    },
  },
  {
    id: "monitor-clock-drift",
    domain: "hospital",
    needs: ["monitor"],
    note: "bedside monitors report clock drift and get corrected by NTP",
    run: (c) => {
      every(c, c.t0, c.t1, 30 * S, (t) => {
        c.emit(
          c.role("monitor"),
          "warn",
          `[warn] device MX${c.r.int(100, 900)}-${c.r.hex(4)} clock offset ${c.r.int(1, 9)}.${c.r.int(0, 9)}s from NTP, timestamps corrected on ingest`,
          t,
        );
      });
    },
  },
  {
    id: "device-cert-expiring",
    domain: "hospital",
    needs: ["pump", "monitor"],
    note: "device certificates expiring in weeks produce repeated warnings",
    run: (c) => {
      every(c, c.t0, c.t1, 45 * S, (t) => {
        const s = c.r.pick([c.role("pump"), c.role("monitor")]);
        c.emit(
          s,
          "warn",
          `client certificate for CN=${c.r.pick(["PUMP", "MON"])}-${c.r.int(1000, 9999)}.devices.local expires in ${c.r.int(9, 27)} days (renewal scheduled by 802.1X EAP-TLS policy)`,
          t,
        );
      });
    },
  },
  {
    id: "pager-fallback",
    domain: "hospital",
    needs: ["alarm"],
    note: "some handsets are switched off at shift change and alarms fall back to the unit phone",
    run: (c) => {
      every(c, c.t0, c.t1, 25 * S, (t) => {
        c.emit(
          c.role("alarm"),
          "warn",
          `handset ${c.r.int(5000, 5999)} unreachable (SIP 480 Temporarily Unavailable), delivered to unit phone ${c.r.pick(["4W", "5W", "3E"])}-DESK instead`,
          t,
        );
      });
    },
  },
  {
    id: "ecg-leads-off",
    domain: "hospital",
    needs: ["monitor"],
    note: "telemetry packs report leads-off and battery technical alarms as patients move",
    run: (c) => {
      every(c, c.t0, c.t1, 9 * S, (t) => {
        c.emit(
          c.role("monitor"),
          "error",
          `[error] TECH ALARM bed ${bedOf(c.r)} ${c.r.pick(["ECG LEADS OFF", "SpO2 PROBE OFF", "REPLACE BATTERY", "NO TELEMETRY SIGNAL"])}`,
          t,
        );
      });
    },
  },
  {
    id: "mllp-idle-reconnect",
    domain: "hospital",
    needs: ["hl7"],
    note: "MLLP connections from the lab and radiology close on idle timeout and reconnect",
    run: (c) => {
      every(c, c.t0, c.t1, 70 * S, (t) => {
        const peer = c.r.pick(["LAB_MLLP 10.30.2.14:2575", "RIS_OUT 10.30.8.40:6661", "PHARM_IN 10.30.5.9:2577"]);
        c.emit(
          c.role("hl7"),
          "warn",
          `MLLP connection ${peer} closed by peer (java.net.SocketException: Connection reset), reconnecting in 5s`,
          t,
        );
        c.emit(c.role("hl7"), "info", `MLLP connection ${peer} established`, t + c.r.int(5000, 6500));
      });
    },
  },
  {
    id: "archive-purge",
    domain: "hospital",
    needs: ["adt"],
    note: "a retention job purges old rows and logs slow statements while it runs",
    run: (c) => {
      const t = mid(c);
      for (let i = 0; i < 12; i++)
        c.emit(
          c.role("adt"),
          "warn",
          `slow query (${c.r.int(3, 12)}.${c.r.int(100, 999)}s): DELETE FROM message_archive WHERE received_at < now() - interval '90 days' LIMIT 50000`,
          t + i * 20 * S,
        );
      c.emit(c.role("adt"), "info", `retention purge done: 581,204 rows removed in 241s`, t + 245 * S);
    },
  },
  {
    id: "unknown-device-enrol",
    domain: "hospital",
    needs: ["registry"],
    note: "new biomed devices appear on the network and wait for approval",
    run: (c) => {
      every(c, c.t0, c.t1, 35 * S, (t) => {
        c.emit(
          c.role("registry"),
          "warn",
          `device serial ${c.r.pick(["BD", "PH", "MR"])}${c.r.int(1000000, 9999999)} not in inventory, auto-enrolled as PENDING_APPROVAL (biomed ticket required)`,
          t,
        );
      });
    },
  },
  {
    id: "portal-login-typos",
    domain: "hospital",
    needs: ["portal"],
    note: "staff mistype passwords and one account locks itself",
    run: (c) => {
      every(c, c.t0, c.t1, 22 * S, (t) => {
        c.emit(
          c.role("portal"),
          "warn",
          `login failed for ${c.r.pick(["rn.kowalski", "dr.haddad", "rn.moreau", "pca.obi"])}: invalid password (attempt ${c.r.int(1, 3)}/5)`,
          t,
        );
      });
      const t = mid(c);
      c.emit(
        c.role("portal"),
        "warn",
        "account rn.lindqvist locked after 5 failed attempts (unlock via service desk)",
        t,
      );
    },
  },
  {
    id: "interface-downtime-drill",
    domain: "hospital",
    needs: ["hl7"],
    note: "an analyst pauses an outbound interface for a planned downtime; queue grows and drains",
    run: (c) => {
      const t = mid(c);
      c.emit(
        c.role("hl7"),
        "info",
        "channel EMR_OUT paused by user analyst.brennan (change CHG0041877 planned downtime)",
        t,
      );
      for (let i = 1; i <= 8; i++)
        c.emit(c.role("hl7"), "warn", `channel EMR_OUT paused, ${i * 57} messages queued`, t + i * 20 * S);
      c.emit(
        c.role("hl7"),
        "info",
        "channel EMR_OUT resumed by user analyst.brennan, draining 456 queued messages",
        t + 170 * S,
      );
    },
  },
  // fleets
  {
    id: "mqtt-session-takeover",
    domain: "iot",
    needs: ["broker"],
    note: "devices reconnect before their old TCP session times out and the broker discards the stale one",
    run: (c) => {
      every(c, c.t0, c.t1, 6 * S, (t) => {
        const id = c.role("broker") === "mqtt-gw" ? `FL${c.r.int(100000, 999999)}` : `trk-${c.r.hex(4)}`;
        c.emit(
          c.role("broker"),
          "warn",
          c.role("broker") === "mqtt-gw"
            ? `Client ${id} already connected, closing old connection.`
            : `session_takenover clientid=${id} reason=discarded_by_new_connection`,
          t,
        );
      });
    },
  },
  {
    id: "keepalive-timeouts",
    domain: "iot",
    needs: ["broker"],
    note: "devices in poor coverage miss keepalives, get disconnected and reconnect",
    run: (c) => {
      every(c, c.t0, c.t1, 5 * S, (t) => {
        const gw = c.role("broker") === "mqtt-gw";
        const id = gw ? `FL${c.r.int(100000, 999999)}` : `trk-${c.r.hex(4)}`;
        c.emit(
          c.role("broker"),
          "warn",
          gw
            ? `Client ${id} has exceeded timeout, disconnecting.`
            : `client_disconnected clientid=${id} reason=keepalive_timeout`,
          t,
        );
      });
    },
  },
  {
    id: "lorawan-duplicate-uplinks",
    domain: "iot",
    needs: ["lns"],
    note: "uplinks heard by several gateways and retransmitted frames are deduplicated",
    run: (c) => {
      every(c, c.t0, c.t1, 4 * S, (t) => {
        if (c.r.chance(0.5))
          c.emit(
            c.role("lns"),
            "warn",
            `frame-counter did not increment dev_eui=${c.r.hex(16)} f_cnt=${c.r.int(100, 9000)} (retransmission), dropped`,
            t,
          );
        else
          c.emit(c.role("lns"), "info", `deduplicated uplink dev_eui=${c.r.hex(16)} from ${c.r.int(2, 5)} gateways`, t);
      });
    },
  },
  {
    id: "late-backfill",
    domain: "iot",
    needs: ["ingest"],
    note: "devices leaving a coverage gap upload stored readings that arrive tens of minutes late",
    run: (c) => {
      const t = mid(c);
      for (let i = 0; i < 60; i++)
        c.emit(
          c.role("ingest"),
          "warn",
          `late data: reading from ${c.role("broker") === "mqtt-gw" ? `FL${c.r.int(100000, 999999)}` : `trk-${c.r.hex(4)}`} is ${c.r.int(12, 95)}m old (store-and-forward), accepted as backfill, alerts suppressed`,
          t + i * c.r.int(500, 3000),
        );
    },
  },
  {
    id: "ota-download-retries",
    domain: "iot",
    needs: ["ota"],
    note: "firmware downloads over weak cellular links reset and succeed on retry",
    run: (c) => {
      every(c, c.t0, c.t1, 8 * S, (t) => {
        const d = c.r.hex(6);
        c.emit(
          c.role("ota"),
          "warn",
          `device ${d} firmware download interrupted at ${c.r.int(5, 95)}% (connection reset by peer), retry ${c.r.int(1, 3)}/5`,
          t,
        );
        if (c.r.chance(0.8))
          c.emit(
            c.role("ota"),
            "info",
            `device ${d} firmware image verified (sha256 ok), rebooting into slot B`,
            t + c.r.int(30, 150) * S,
          );
      });
    },
  },
  {
    id: "ota-deferred-battery",
    domain: "iot",
    needs: ["ota"],
    note: "devices reject updates while moving or low on battery",
    run: (c) => {
      every(c, c.t0, c.t1, 7 * S, (t) => {
        c.emit(
          c.role("ota"),
          "warn",
          `update rejected by device ${c.r.hex(6)}: ${c.r.pick(["battery 14% < 30%", "vehicle in motion", "ignition on", "charging required"])}, deferred to next check-in`,
          t,
        );
      });
    },
  },
  {
    id: "reefer-door-excursion",
    domain: "iot",
    needs: ["coldchain", "notifier"],
    note: "reefer doors open during loading, trackers report short temperature excursions that recover",
    run: (c) => {
      for (let k = 0; k < 4; k++) {
        const s = `SHP-${c.r.int(10000, 99999)}`;
        const t = mid(c);
        c.emit(
          c.role("coldchain"),
          "warn",
          `WARNING excursions.rules: ${s} temperature 9.${c.r.int(1, 9)}C above 8.0C for ${c.r.int(3, 9)} min (door open event at dock ${c.r.int(1, 30)})`,
          t,
        );
        c.emit(
          c.role("notifier"),
          "info",
          `I, [${c.r.hex(6)}] INFO -- : SMS queued to +31 6*** ***${c.r.int(100, 999)} template=excursion_alert`,
          t + 2000,
        );
        c.emit(
          c.role("coldchain"),
          "info",
          `INFO excursions.rules: ${s} back in range (6.${c.r.int(0, 9)}C), excursion closed, cumulative 7 min < 30 min allowance`,
          t + c.r.int(6, 12) * M,
        );
      }
    },
  },
  {
    id: "device-clock-unset",
    domain: "iot",
    needs: ["ingest"],
    note: "trackers after a battery swap send 1970 timestamps until time sync completes",
    run: (c) => {
      every(c, c.t0, c.t1, 14 * S, (t) => {
        c.emit(
          c.role("ingest"),
          "error",
          `rejected reading from ${c.r.hex(6)}: timestamp 1970-01-01T00:0${c.r.int(0, 9)}:${c.r.int(10, 59)}Z before epoch floor (device clock unset), time sync requested`,
          t,
        );
      });
    },
  },
  {
    id: "tower-maintenance-reconnect",
    domain: "iot",
    needs: ["broker", "ingest"],
    note: "a cell tower maintenance drops a region's devices at once; they reconnect within minutes",
    run: (c) => {
      const t = mid(c);
      const gw = c.role("broker") === "mqtt-gw";
      for (let i = 0; i < 120; i++) {
        const id = gw ? `FL${c.r.int(100000, 999999)}` : `trk-${c.r.hex(4)}`;
        c.emit(
          c.role("broker"),
          "warn",
          gw ? `Client ${id} closed its connection.` : `client_disconnected clientid=${id} reason=tcp_closed`,
          t + c.r.int(0, 20000),
        );
        c.emit(
          c.role("broker"),
          "info",
          gw
            ? `New client connected from 100.${c.r.int(64, 127)}.${c.r.int(0, 255)}.${c.r.int(1, 254)}:${c.r.int(30000, 60000)} as ${id} (p2, c0, k300).`
            : `client_connected clientid=${id} username=device proto_ver=4 keepalive=60`,
          t + c.r.int(60, 240) * S,
        );
      }
      c.emit(
        c.role("broker"),
        "warn",
        `connection rate ${c.r.int(300, 500)}/s above alarm threshold 200/s`,
        t + 65 * S,
      );
      c.emit(c.role("ingest"), "warn", "ingest rate dropped 38% in region NL-south over 60s", t + 30 * S);
      c.emit(c.role("ingest"), "info", "ingest rate back to baseline for region NL-south", t + 260 * S);
    },
  },
  {
    id: "chatty-device-throttled",
    domain: "iot",
    needs: ["broker"],
    note: "one device with a known firmware bug publishes too fast and is throttled",
    run: (c) => {
      const id = c.role("broker") === "mqtt-gw" ? "FL204417" : "trk-9c1e";
      every(c, c.t0, c.t1, 3 * S, (t) => {
        c.emit(
          c.role("broker"),
          "warn",
          `publish rate limit hit clientid=${id} topic=t/${id}/telemetry rate=${c.r.int(40, 90)}/s limit=10/s, messages dropped`,
          t,
        );
      });
    },
  },
  {
    id: "geofence-flapping",
    domain: "iot",
    needs: ["geo"],
    note: "a truck parked on a depot boundary enters and exits the fence repeatedly on GPS jitter",
    run: (c) => {
      every(c, c.t0, c.t1, 12 * S, (t, i) => {
        c.emit(
          c.role("geo"),
          "warn",
          `tracker=FL311902 ${i % 2 ? "EXIT" : "ENTER"} fence=depot-tilburg-3 (hdop 4.${c.r.int(0, 9)}, dwell debounce not met)`,
          t,
        );
      });
    },
  },
  {
    id: "shadow-version-conflicts",
    domain: "iot",
    needs: ["shadow"],
    note: "concurrent shadow writes hit version conflicts and succeed on retry",
    run: (c) => {
      every(c, c.t0, c.t1, 5 * S, (t) => {
        const d = `trk-${c.r.hex(4)}`;
        c.emit(
          c.role("shadow"),
          "warn",
          `409 VersionConflict on shadow ${d}: expected ${c.r.int(200, 900)}, current is newer; client retry scheduled`,
          t,
        );
        c.emit(c.role("shadow"), "info", `shadow ${d} reported updated on retry 1`, t + c.r.int(50, 500));
      });
    },
  },
  {
    id: "legacy-payload-dlq",
    domain: "iot",
    needs: ["ingest"],
    note: "a batch of old-firmware sensors send an unparseable payload that goes to the dead-letter topic",
    run: (c) => {
      every(c, c.t0, c.t1, 10 * S, (t) => {
        c.emit(
          c.role("ingest"),
          "error",
          `payload decode failed fw=1.${c.r.int(2, 4)}.${c.r.int(0, 9)}: proto: cannot parse invalid wire-format data, moved to dead-letter topic`,
          t,
        );
      });
    },
  },
  {
    id: "customer-webhook-503",
    domain: "iot",
    needs: ["webhook"],
    note: "one customer's webhook endpoint is in their maintenance window and deliveries are queued",
    run: (c) => {
      every(c, c.t0, c.t1, 15 * S, (t) => {
        c.emit(
          c.role("webhook"),
          "warn",
          `delivery to customer medlog-eu https://hooks.medlog.example/frostline failed: 503 Service Unavailable, retry ${c.r.int(1, 6)}/12 with backoff (${c.r.int(2, 40)} queued)`,
          t,
        );
      });
    },
  },
  {
    id: "nightly-report-slow",
    domain: "iot",
    needs: ["analytics"],
    note: "a heavy analytics job logs slow queries and memory warnings and finishes",
    run: (c) => {
      const t = mid(c);
      for (let i = 0; i < 10; i++)
        c.emit(
          c.role("analytics"),
          "warn",
          `WARNING slow query ${c.r.int(8, 30)}.${c.r.int(0, 9)}s (aggregate by field/season, partition ${2018 + i})`,
          t + i * 18 * S,
        );
      c.emit(
        c.role("analytics"),
        "warn",
        "WARNING worker rss 3.1GiB above soft limit 3.0GiB, recycling after task",
        t + 100 * S,
      );
      c.emit(c.role("analytics"), "info", "INFO job season-rollup finished in 214s", t + 214 * S);
    },
  },
  {
    id: "gateway-lte-failover",
    domain: "iot",
    needs: ["lns"],
    note: "field gateways lose fibre backhaul and fail over to LTE, then restore",
    run: (c) => {
      for (let k = 0; k < 5; k++) {
        const g = c.r.hex(16);
        const t = mid(c);
        c.emit(c.role("lns"), "warn", `gateway ${g} stats stale 90s, last backhaul eth0`, t);
        c.emit(
          c.role("lns"),
          "info",
          `gateway ${g} reconnected via backhaul lte0 (failover), rtt ${c.r.int(80, 400)}ms`,
          t + c.r.int(20, 60) * S,
        );
      }
    },
  },
  {
    id: "parked-expired-certs",
    domain: "iot",
    needs: ["broker"],
    note: "a handful of decommissioned devices in storage keep trying with expired certificates",
    run: (c) => {
      every(c, c.t0, c.t1, 20 * S, (t) => {
        const gw = c.role("broker") === "mqtt-gw";
        c.emit(
          c.role("broker"),
          "error",
          gw
            ? `OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed (client FL10${c.r.int(1000, 1040)}, cert expired 2025-03-31)`
            : `TLS handshake failed peer=100.${c.r.int(64, 127)}.3.${c.r.int(1, 254)} reason=certificate_expired clientid=trk-old${c.r.int(10, 19)}`,
          t,
        );
      });
    },
  },
  {
    id: "sensor-out-of-range",
    domain: "iot",
    needs: ["ingest"],
    note: "broken soil and temperature probes report sentinel values that are discarded",
    run: (c) => {
      every(c, c.t0, c.t1, 9 * S, (t) => {
        c.emit(
          c.role("ingest"),
          "warn",
          `reading discarded: ${c.r.pick(["vwc=6553.5%", "temp_c=-273.1", "temp_c=85.0 (sensor reset value)", "rh=255"])} out of range from ${c.r.hex(8)}`,
          t,
        );
      });
    },
  },
  {
    id: "sms-carrier-undeliverable",
    domain: "iot",
    needs: ["notifier"],
    note: "alert SMS to switched-off or ported numbers come back undeliverable",
    run: (c) => {
      every(c, c.t0, c.t1, 25 * S, (t) => {
        c.emit(
          c.role("notifier"),
          "error",
          `E, [${c.r.hex(6)}] ERROR -- : Twilio callback: message SM${c.r.hex(32)} status=undelivered error_code=${c.r.pick([30003, 30005, 30006])}`,
          t,
        );
      });
    },
  },
];
