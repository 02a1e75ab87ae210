// Harmless noise that looks alarming: each kind writes a burst of ugly but benign lines at `t` for `dur` ms.
import { reqId, rollout } from "./background.js";
import type { Estate } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { javaTrace, nodeTrace, pythonTrace } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface NoiseKind {
  name: string;
  estate: Estate["key"] | "any";
  note: string;
  apply: (s: Stream, e: Estate, t: number, dur: number) => void;
}

const cp = (r: Rng) => `${r.pick(["DE", "NL", "FR"])}*VWY*E${r.int(1000, 4999)}`;
const vin = (r: Rng) => `${r.pick(["WVW", "WBA", "VF1", "YV1"])}ZZZ${r.hex(3).toUpperCase()}${r.int(100000, 999999)}`;
const sc = (r: Rng) => `SC-${r.hex(6).toUpperCase()}`;
const ride = (r: Rng) => `r_${r.hex(10)}`;
const drv = (r: Rng) => `d_${r.int(10000, 99999)}`;
const ip = (r: Rng) => `${r.int(31, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;

/** `n` events spread over [t, t+dur). */
function spread(s: Stream, t: number, dur: number, n: number, f: (at: number, i: number) => void): void {
  for (let i = 0; i < n; i++) f(t + s.rng.next() * dur, i);
}
const say = (s: Stream, t: number, svc: string, level: Level, msg: string, req?: string) =>
  s.add(t, svc, level, msg, req);

export const KINDS: NoiseKind[] = [
  // ---------------------------------------------------------------- EV charging
  {
    name: "charger firmware reboot wave",
    estate: "ev",
    note: "a site's chargers reboot after a scheduled firmware update and reconnect",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      const site = `E${r.int(10, 49)}`;
      spread(s, t, Math.min(dur, 150000), r.int(25, 45), (at) => {
        const id = `DE*VWY*${site}${r.int(10, 99)}`;
        say(
          s,
          at,
          "csms-gateway",
          "error",
          `WebSocket session for ${id} closed abnormally: code=1006 reason="" (was connected ${r.int(2, 40)}h)`,
        );
        say(
          s,
          at + 50,
          "ocpp-core",
          "warn",
          `StatusNotification missing for ${id}, connector states unknown until reconnect`,
        );
        const back = at + r.int(60000, 180000);
        say(s, back, "csms-gateway", "info", `OCPP-J 1.6 connection from ${id} (subprotocol ocpp1.6, tls1.2)`);
        say(
          s,
          back + 300,
          "ocpp-core",
          "info",
          `BootNotification cp=${id} vendor=Alpitronic model=HYC300 firmware=2.9.${r.int(1, 4)} -> Accepted interval=300`,
        );
        say(s, back + 900, "ocpp-core", "info", `FirmwareStatusNotification cp=${id} status=Installed`);
      });
    },
  },
  {
    name: "sessions ended by the car",
    estate: "ev",
    note: "cars stop charging on their own (full battery, driver unplugs) and sessions close below the billing minimum",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 60), (at) => {
        const tx = r.int(400000, 999999);
        const id = cp(r);
        say(
          s,
          at,
          "ocpp-core",
          "info",
          `StatusNotification cp=${id} connectorId=1 status=SuspendedEV errorCode=NoError`,
        );
        say(
          s,
          at + r.int(5000, 30000),
          "ocpp-core",
          "warn",
          `StopTransaction cp=${id} transactionId=${tx} reason=EVDisconnected energy=0.${r.int(0, 4)}kWh`,
        );
        say(
          s,
          at + r.int(30100, 30500),
          "session-billing",
          "warn",
          `Session ${tx} closed below minimum energy, not billed (pre-auth voided)`,
        );
      });
    },
  },
  {
    name: "RFID cards rejected",
    estate: "ev",
    note: "drivers tap blocked, expired or unknown RFID cards and are refused",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 70), (at) => {
        const tag = r.hex(14).toUpperCase();
        const st = r.pick(["Invalid", "Blocked", "Expired", "Invalid"]);
        say(s, at, "ocpp-core", "warn", `Authorize cp=${cp(r)} idTag=${tag} -> idTagInfo.status=${st}`);
        if (st === "Invalid")
          say(
            s,
            at + r.int(80, 400),
            "ocpi-hub",
            "error",
            `real-time authorization for token ${tag} at eMSP ${r.pick(["NL*ABC", "DE*HBX"])} failed: status_code=2004 "Unknown Token"`,
          );
      });
    },
  },
  {
    name: "payment terminal declines",
    estate: "ev",
    note: "ad-hoc card payments at chargers are declined by issuers",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(25, 50), (at) => {
        const id = r.hex(16);
        const why = r.pick([
          "Not enough balance",
          "Refused",
          "Do Not Honor (05)",
          "Expired Card",
          "CVC Declined",
          "Issuer Unavailable",
        ]);
        say(
          s,
          at,
          "payment-bridge",
          "error",
          `Authorisation refused psp_ref=${r.hex(16).toUpperCase()} terminal=V400m-${r.int(100000000, 999999999)} refusalReason="${why}"`,
          id,
        );
        say(
          s,
          at + 40,
          "session-billing",
          "warn",
          `Pre-auth declined for ad-hoc session at ${cp(r)}; charger told to stay Available`,
          id,
        );
      });
    },
  },
  {
    name: "one charger faulted",
    estate: "ev",
    note: "a single charger repeatedly reports a hardware fault; the site is otherwise fine",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      const id = cp(r);
      for (let at = t; at < t + dur; at += r.int(20000, 50000)) {
        say(
          s,
          at,
          "ocpp-core",
          "error",
          `StatusNotification cp=${id} connectorId=2 status=Unavailable errorCode=GroundFailure vendorErrorCode=E0x2${r.int(10, 99)} info="RCD tripped"`,
        );
        say(
          s,
          at + r.int(8000, 15000),
          "ocpp-core",
          "info",
          `StatusNotification cp=${id} connectorId=2 status=Available errorCode=NoError`,
        );
      }
      say(
        s,
        t + 2000,
        "site-monitor",
        "warn",
        `ticket opened for ${id}: connector 2 keeps tripping its RCD (GroundFailure), field service`,
      );
    },
  },
  {
    name: "roaming partner credential rotation",
    estate: "ev",
    note: "a roaming partner rotates OCPI credentials; a few 401s then the handshake succeeds",
    apply: (s, _e, t) => {
      const r = s.rng;
      for (let i = 0; i < r.int(8, 16); i++)
        say(
          s,
          t + i * r.int(500, 3000),
          "ocpi-hub",
          "error",
          `PATCH /ocpi/emsp/2.2.1/sessions/DE/VWY/${r.int(400000, 999999)} to DE*HBX -> 401 Unauthorized ("Invalid or missing token")`,
        );
      say(
        s,
        t + 40000,
        "ocpi-hub",
        "info",
        "credentials handshake with DE*HBX: POST /ocpi/2.2.1/credentials -> 200, new Token C stored",
      );
      say(s, t + 41000, "ocpi-hub", "info", "replaying 14 queued session updates to DE*HBX: 14 ok");
    },
  },
  {
    name: "rural chargers missing heartbeats",
    estate: "ev",
    note: "chargers on a rural LTE site miss heartbeats and are marked unavailable until they reconnect",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(8, 16), (at) => {
        const id = `FR*VWY*E7${r.int(100, 199)}`;
        say(
          s,
          at,
          "csms-gateway",
          "warn",
          `no Heartbeat from ${id} for ${r.int(610, 900)}s (interval 300s), marking connectors Unavailable`,
        );
        say(
          s,
          at + 5,
          "ocpp-core",
          "error",
          `charge point ${id} offline; ${r.int(0, 1)} active transaction(s) held open`,
        );
        say(
          s,
          at + r.int(60000, 240000),
          "csms-gateway",
          "info",
          `OCPP-J 1.6 connection from ${id} (subprotocol ocpp1.6, tls1.2)`,
        );
      });
    },
  },
  {
    name: "remote starts rejected",
    estate: "ev",
    note: "app users start sessions on occupied or unplugged connectors and the chargers reject them",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(20, 45), (at) => {
        const id = r.hex(16);
        say(
          s,
          at,
          "ocpp-core",
          "warn",
          `RemoteStartTransaction cp=${cp(r)} connectorId=${r.int(1, 2)} -> Rejected`,
          id,
        );
        say(
          s,
          at + 30,
          "driver-app-api",
          "error",
          `POST /v2/sessions/start 409 ${r.int(600, 1800)}ms - ChargePointRejected: connector occupied or cable not plugged`,
          id,
        );
      });
    },
  },
  {
    name: "charger clock drift",
    estate: "ev",
    note: "a batch of chargers with a drifting RTC send meter values stamped hours in the future",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      const ids = [cp(r), cp(r), cp(r)];
      for (let at = t; at < t + dur; at += r.int(3000, 9000))
        say(
          s,
          at,
          "ocpp-core",
          "warn",
          `MeterValues from ${r.pick(ids)} stamped ${r.int(2, 5)}h${r.int(0, 59)}m in the future (charger clock drift); using server receive time`,
        );
    },
  },
  // ---------------------------------------------------------------- connected car
  {
    name: "cars asleep for remote commands",
    estate: "car",
    note: "parked cars are asleep; commands wait for wake-up and some expire",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(20, 40), (at) => {
        const v = vin(r);
        const id = r.hex(12);
        say(
          s,
          at,
          "remote-commands",
          "info",
          `command ${id} climate_start for ${v}: vehicle state ASLEEP, sending wake-up SMS`,
        );
        say(
          s,
          at + 30000,
          "vehicle-gateway",
          "warn",
          `no ack from ${v} id=${id} within 30s (vehicle offline or asleep)`,
        );
        if (r.chance(0.4))
          say(s, at + 120000, "remote-commands", "error", `command ${id} EXPIRED after 120s: vehicle unreachable`);
        else
          say(
            s,
            at + r.int(35000, 90000),
            "vehicle-gateway",
            "info",
            `ack from ${v} id=${id} result=OK rtt=${r.int(30000, 80000)}ms`,
          );
      });
    },
  },
  {
    name: "OTA download retries",
    estate: "car",
    note: "cars on weak connections fail OTA package checksums and retry",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 60), (at) => {
        const v = vin(r);
        say(
          s,
          at,
          "ota-orchestrator",
          "error",
          `package download failed ${v} pkg=HU-25.${r.int(10, 40)}.${r.int(0, 9)}: sha256 mismatch after ${r.int(40, 99)}% (retry ${r.int(1, 4)}/5)`,
        );
      });
    },
  },
  {
    name: "vehicles dropping MQTT in garages",
    estate: "car",
    note: "vehicles in underground car parks lose their MQTT sessions and reconnect",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(40, 80), (at) => {
        const v = vin(r);
        say(
          s,
          at,
          "vehicle-gateway",
          "warn",
          `client ${v} disconnected: keepalive timeout (90s), session kept (clean_session=false)`,
        );
        say(
          s,
          at + r.int(20000, 200000),
          "vehicle-gateway",
          "info",
          `client ${v} reconnected, resent ${r.int(0, 3)} inflight messages`,
        );
      });
    },
  },
  {
    name: "geofence alerts",
    estate: "car",
    note: "fleet cars leave their geofences outside schedule and alerts are pushed",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(20, 40), (at) => {
        say(
          s,
          at,
          "geofence-engine",
          "warn",
          `ALERT fence=${r.pick(["Depot-Nord", "Home", "Client-Site-4"])} vin=${vin(r)} transition=EXIT outside schedule`,
        );
        say(s, at + 200, "push-relay", "info", `APNs 200 apns-id=${r.hex(8).toUpperCase()} topic=com.carlink.fleet`);
      });
    },
  },
  {
    name: "expired app refresh tokens",
    estate: "car",
    note: "users who did not open the app for months present expired refresh tokens and must log in again",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 60), (at) => {
        say(
          s,
          at,
          "account-svc",
          "warn",
          `Doorkeeper: invalid_grant for client carlink-ios (refresh token expired ${r.int(91, 400)}d ago)`,
        );
        say(s, at + 20, "app-bff", "error", `POST /api/v3/auth/refresh 401 ${r.int(20, 90)}ms`);
      });
    },
  },
  {
    name: "GPS jumps discarded",
    estate: "car",
    note: "trips with GPS jumps are discarded with loud errors",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(10, 20), (at) => {
        say(
          s,
          at,
          "trip-history",
          "error",
          `trip rejected vin=${vin(r)}\n${pythonTrace(
            [
              ["/app/trips/ingest.py", 212, "close_trip", "validate(points)"],
              ["/app/trips/validate.py", 58, "validate", "raise ImplausibleSpeed(v_kmh, a, b)"],
            ],
            `trips.validate.ImplausibleSpeed: ${r.int(400, 2400)} km/h between points ${r.int(10, 90)} and ${r.int(91, 200)}`,
          )}`,
        );
      });
    },
  },
  {
    name: "push tokens gone",
    estate: "car",
    note: "APNs reports unregistered tokens of uninstalled apps",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 60), (at) => {
        say(
          s,
          at,
          "push-relay",
          "error",
          `APNs 410 Unregistered for token ${r.hex(8)}… (uninstalled ${r.int(1, 90)}d ago), dropped`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- ride-hailing
  {
    name: "rider cancellations in the rain",
    estate: "ride",
    note: "a rain shower drives cancellations and re-dispatches",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(40, 80), (at) => {
        const id = ride(r);
        const q = r.hex(16);
        say(
          s,
          at,
          "dispatch",
          "warn",
          `no driver accepted ${id} after ${r.int(3, 6)} offers, re-dispatching with radius ${r.int(4, 8)}km`,
          q,
        );
        if (r.chance(0.6))
          say(
            s,
            at + r.int(2000, 40000),
            "trip-state",
            "warn",
            `ride ${id} MATCHING -> CANCELLED by=rider reason=${r.pick(["waited_too_long", "changed_plans", "price"])}`,
            q,
          );
      });
    },
  },
  {
    name: "surge at the cap",
    estate: "ride",
    note: "an event ends and surge hits its cap; quotes expire before riders confirm",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(40, 70), (at) => {
        say(
          s,
          at,
          "pricing",
          "warn",
          `surge clamped in cell 88${r.hex(13)}: demand/supply=${r.int(3, 7)}.${r.int(0, 9)} -> 2.0 (cap)`,
        );
        if (r.chance(0.5))
          say(s, at + 500, "rider-api", "error", `POST /v1/rides 409 ${r.int(20, 90)}ms - QuoteExpired`);
      });
    },
  },
  {
    name: "fraud screen denials",
    estate: "ride",
    note: "the fraud screen denies a burst of rides from fresh accounts with reused cards",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(20, 40), (at) => {
        const id = ride(r);
        say(
          s,
          at,
          "fraud-screen",
          "warn",
          `score ride=${id} score=0.9${r.int(1, 9)} decision=deny rules=[card_velocity,new_device]`,
        );
        say(s, at + 30, "rider-api", "error", `POST /v1/rides 402 ${r.int(40, 160)}ms - PaymentMethodRejected`);
      });
    },
  },
  {
    name: "stale driver pings",
    estate: "ride",
    note: "drivers in tunnels and parking decks send stale locations and are skipped",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(40, 90), (at) => {
        const d = drv(r);
        say(s, at, "driver-location", "warn", `driver ${d} location stale ${r.int(60, 240)}s, excluded from matching`);
        if (r.chance(0.3)) say(s, at + 100, "dispatch", "warn", `candidate ${d} dropped: location older than 60s`);
      });
    },
  },
  {
    name: "no supply at the edge of town",
    estate: "ride",
    note: "ride requests from the outskirts find no driver",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 50), (at) => {
        say(
          s,
          at,
          "dispatch",
          "error",
          `no supply within 12km for ${ride(r)} (zone ${r.pick(["airport-remote", "outer-ring-west", "industrial-park"])}), rider told no cars available`,
        );
      });
    },
  },
  {
    name: "3DS challenges failed",
    estate: "ride",
    note: "issuers ask for 3-D Secure and riders abandon the challenge",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(25, 50), (at) => {
        const q = r.hex(16);
        say(
          s,
          at,
          "payments",
          "warn",
          `charge ride=${ride(r)} result=REFUSED refusalReason="3D Not Authenticated" psp=adyen`,
          q,
        );
        say(s, at + 50, "notifications", "info", `sent rider push kind=payment_action_required`, q);
      });
    },
  },
  {
    name: "drivers with expired documents",
    estate: "ride",
    note: "drivers whose licences expired at midnight are refused when going online",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(20, 40), (at) => {
        say(
          s,
          at,
          "driver-api",
          "warn",
          `POST /drivers/v2/online 403 - driver ${drv(r)} blocked: document DRIVING_LICENCE expired`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- micromobility
  {
    name: "low battery scooters",
    estate: "scoot",
    note: "scooters drop below the critical battery level late in the day",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(60, 120), (at) => {
        say(s, at, "iot-bridge", "warn", `${sc(r)} battery critical ${r.int(3, 9)}% - hidden from map`);
      });
    },
  },
  {
    name: "scooters out of zone",
    estate: "scoot",
    note: "riders leave the operating area and park in no-parking zones",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(40, 80), (at) => {
        const x = sc(r);
        say(s, at, "zone-service", "warn", `${x} outside operating area (${r.int(50, 900)}m), throttling to 6 km/h`);
        if (r.chance(0.5))
          say(
            s,
            at + 3000,
            "rental-svc",
            "error",
            `end ride refused for ${x}: ParkingNotAllowed (zone NO-PARK-${r.int(1, 40)})`,
          );
      });
    },
  },
  {
    name: "lock confirmations retried",
    estate: "scoot",
    note: "cold locks confirm slowly and unlocks are retried successfully",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 60), (at) => {
        const x = sc(r);
        say(s, at, "lock-controller", "warn", `unlock ${x} not confirmed within 5s, retry 1/3`);
        say(s, at + r.int(5200, 9000), "lock-controller", "info", `unlock ${x} confirmed in ${r.int(5200, 9000)}ms`);
      });
    },
  },
  {
    name: "tilt alarms",
    estate: "scoot",
    note: "wind knocks scooters over and tilt alarms fire",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 70), (at) => {
        const x = sc(r);
        say(s, at, "iot-bridge", "error", `ALARM ${x} tilt=${r.int(70, 90)}deg for >60s (fallen)`);
        say(s, at + 400, "fleet-ops", "info", `task created: upright ${x}`);
      });
    },
  },
  {
    name: "offline scooters refused",
    estate: "scoot",
    note: "riders try to unlock scooters that lost connectivity",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(20, 40), (at) => {
        const x = sc(r);
        say(
          s,
          at,
          "lock-controller",
          "error",
          `unlock ${x} refused: vehicle offline (last seen ${r.int(11, 180)} min ago)`,
        );
        say(s, at + 20, "rider-bff", "warn", `POST /v1/rentals 409 ${r.int(30, 120)}ms VehicleUnavailable`);
      });
    },
  },
  {
    name: "wallet top-up declines",
    estate: "scoot",
    note: "riders' cards are declined on wallet top-ups",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(25, 50), (at) => {
        say(
          s,
          at,
          "wallet",
          "error",
          `Top-up failed wallet=W${r.int(100000, 999999)}: Stripe card_declined (${r.pick(["insufficient_funds", "do_not_honor", "expired_card", "lost_card"])})`,
        );
      });
    },
  },
  {
    name: "end-ride photos rejected",
    estate: "scoot",
    note: "the parking photo classifier rejects blurry end-ride photos and riders retake them",
    apply: (s, _e, t, dur) => {
      const r = s.rng;
      spread(s, t, dur, r.int(30, 50), (at) => {
        say(
          s,
          at,
          "rental-svc",
          "warn",
          `parking photo rejected for RNT-${r.int(1000000, 9999999)}: blur score 0.${r.int(70, 99)} > 0.65, asking rider to retake`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- anywhere
  {
    name: "long GC pauses",
    estate: "any",
    note: "a JVM service logs long young-gen pauses under a traffic peak and recovers",
    apply: (s, e, t, dur) => {
      const r = s.rng;
      for (let at = t, n = r.int(100, 400); at < t + dur; at += r.int(4000, 15000), n++)
        say(
          s,
          at,
          e.roles.jvm,
          "warn",
          `[gc] GC(${n}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(1400, 1900)}M->${r.int(500, 900)}M(2048M) ${r.int(400, 1300)}.${r.int(100, 999)}ms`,
        );
    },
  },
  {
    name: "node drain restarts pods",
    estate: "any",
    note: "a Kubernetes node is drained for patching; pods restart and the edge sees a few 503s",
    apply: (s, e, t) => {
      const r = s.rng;
      const others = e.services.filter((x) => x !== e.roles.edge && x !== e.noisy.svc);
      const victims = [r.pick(others), r.pick(others)];
      for (const [i, v] of victims.entries())
        rollout(s, e, v, t + i * 30000, `${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`);
      for (let i = 0; i < r.int(5, 12); i++)
        say(
          s,
          t + r.int(0, 60000),
          e.roles.edge,
          "error",
          `upstream ${r.pick(victims)} returned 503 (no healthy endpoints), retried on next endpoint: ok`,
        );
    },
  },
  {
    name: "cache failover",
    estate: "any",
    note: "the managed Redis fails over; clients reconnect within seconds",
    apply: (s, e, t) => {
      const r = s.rng;
      const svc = e.roles.cacheUser;
      const py = e.runtime[svc] === "python";
      for (let i = 0; i < r.int(6, 14); i++)
        say(
          s,
          t + i * r.int(200, 900),
          svc,
          "error",
          py
            ? `cache get failed, falling back to source\n${pythonTrace([["/usr/local/lib/python3.12/site-packages/redis/connection.py", 544, "read_response", "response = self._parser.read_response(disable_decoding=disable_decoding)"]], "redis.exceptions.ConnectionError: Error while reading from redis-master:6379 : (104, 'Connection reset by peer')")}`
            : `Redis connection lost, reconnecting\n${nodeTrace("Error: read ECONNRESET", ["TCP.onStreamRead (node:internal/stream_base_commons:218:20)"])}`,
        );
      say(s, t + 9000, svc, "info", "redis: connection ready (role=master, failover detected)");
    },
  },
  {
    name: "consumer group rebalance",
    estate: "any",
    note: "a Kafka consumer group rebalances during a rollout and lag recovers",
    apply: (s, e, t) => {
      const r = s.rng;
      const svc = e.roles.consumer;
      say(
        s,
        t,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Request joining group due to: group is already rebalancing`,
      );
      say(
        s,
        t + 40,
        svc,
        "warn",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Revoking previously assigned partitions ${svc}.events-0, ${svc}.events-3`,
      );
      for (let i = 1; i <= r.int(4, 9); i++)
        say(
          s,
          t + i * 5000,
          svc,
          "warn",
          `consumer lag ${r.int(2000, 40000)} messages on ${svc}.events (threshold 1000)`,
        );
      say(
        s,
        t + 52000,
        svc,
        "info",
        `[Consumer clientId=${svc}-1, groupId=${svc}] Successfully joined group with generation Generation{generationId=${r.int(100, 900)}}`,
      );
    },
  },
  {
    name: "TLS handshake noise from scanners",
    estate: "any",
    note: "internet scanners open broken TLS handshakes against the edge after a certificate reload",
    apply: (s, e, t, dur) => {
      const r = s.rng;
      say(
        s,
        t,
        e.roles.edge,
        "info",
        `TLS certificate reloaded (CN=api.${e.company.toLowerCase()}.com, notAfter=2027-02-${r.int(10, 28)})`,
      );
      spread(s, t, dur, r.int(30, 70), (at) => {
        say(
          s,
          at,
          e.roles.edge,
          "warn",
          `TLS handshake error from ${ip(r)}:${r.int(20000, 65000)}: ${r.pick(["EOF", "tls: client offered only unsupported versions: [301]", "tls: first record does not look like a TLS handshake"])}`,
        );
      });
    },
  },
  {
    name: "scraper rate limited",
    estate: "any",
    note: "a scraper hammers a public endpoint and gets 429s",
    apply: (s, e, t, dur) => {
      const r = s.rng;
      const who = ip(r);
      spread(s, t, dur, r.int(60, 120), (at) => {
        say(
          s,
          at,
          e.roles.edge,
          "warn",
          `rate limit exceeded for ${who} (key=ip, 120 req/min): GET /${r.pick(["v1/zones", "v2/stations/nearby", "api/v3/public/stations"])} -> 429`,
        );
      });
    },
  },
  {
    name: "vulnerability scan 404s",
    estate: "any",
    note: "a vulnerability scanner walks common paths and gets 404s and 400s",
    apply: (s, e, t, dur) => {
      const r = s.rng;
      const who = ip(r);
      spread(s, t, Math.min(dur, 120000), r.int(60, 140), (at) => {
        const p = r.pick([
          "/wp-login.php",
          "/.env",
          "/.git/config",
          "/actuator/env",
          "/cgi-bin/luci",
          "/phpmyadmin/",
          "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        ]);
        say(
          s,
          at,
          e.roles.edge,
          r.chance(0.7) ? "warn" : "error",
          `GET ${p} ${r.pick([404, 404, 400, 405])} ${r.int(1, 5)}ms from ${who} ua="Mozilla/5.0 zgrab/0.x"`,
        );
      });
    },
  },
  {
    name: "connection pool saturated by a batch",
    estate: "any",
    note: "a reporting batch saturates a DB pool briefly; requests wait but succeed",
    apply: (s, e, t) => {
      const r = s.rng;
      const svc = e.roles.pooled;
      for (let i = 0; i < r.int(10, 25); i++)
        say(
          s,
          t + i * r.int(800, 3000),
          svc,
          "warn",
          `db pool exhausted (${r.pick([20, 32, 50])}/${r.pick([20, 32, 50])} in use), waited ${r.int(150, 1900)}ms for a connection`,
        );
      say(
        s,
        t + 50000,
        svc,
        "info",
        `slow query (${r.int(8, 30)}.${r.int(1, 9)}s): SELECT ... FROM ledger_entries WHERE created_at >= $1 GROUP BY ... [report=monthly_close]`,
      );
    },
  },
  {
    name: "planned database failover",
    estate: "any",
    note: "the managed database fails over in its maintenance window; queries retry and reconnect",
    apply: (s, e, t) => {
      const r = s.rng;
      const svc = e.roles.pooled;
      for (let i = 0; i < r.int(6, 15); i++)
        say(
          s,
          t + r.int(0, 6000),
          svc,
          "error",
          `${r.pick(["server closed the connection unexpectedly", "terminating connection due to administrator command (SQLSTATE 57P01)", "the database system is shutting down"])} - retrying`,
          reqId(r, e),
        );
      say(s, t + 8000, svc, "info", "db: reconnected to primary pg-main (new writer), pool refilled");
    },
  },
  {
    name: "slow nightly batch",
    estate: "any",
    note: "a batch job runs far longer than usual and logs stack traces for skipped records",
    apply: (s, e, t, dur) => {
      const r = s.rng;
      const svc = e.roles.batch;
      const rt = e.runtime[svc];
      spread(s, t, dur, r.int(8, 16), (at) => {
        const id = r.int(100000, 999999);
        const trace =
          rt === "python"
            ? pythonTrace(
                [["/app/jobs/export.py", 131, "row", "amount = Decimal(rec['amount'])"]],
                "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]",
              )
            : rt === "java"
              ? javaTrace("java.lang.NumberFormatException", 'For input string: "n/a"', [
                  "java.base/java.lang.Long.parseLong(Long.java:711)",
                  "com.batch.RecordMapper.map(RecordMapper.java:88)",
                ])
              : `RecordInvalid: Validation failed: Amount is not a number`;
        say(s, at, svc, "error", `skipping record ${id}: unparseable amount\n${trace}`);
      });
      say(
        s,
        t + dur - 1000,
        svc,
        "warn",
        `batch finished in ${r.int(180, 600)}s (p50 ${r.int(40, 90)}s), ${r.int(8, 16)} records skipped`,
      );
    },
  },
];

export function kindsFor(e: Estate): NoiseKind[] {
  return KINDS.filter((k) => k.estate === e.key);
}
export const GENERIC = KINDS.filter((k) => k.estate === "any");
