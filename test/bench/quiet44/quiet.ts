// Harmless noise that looks alarming: each kind is a burst or a steady trickle that an on-call engineer would be paged
// for, while every call, meeting and queue keeps working.
import { callId, type Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetStack, javaStack, nodeStack, pyStack } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface NoiseKind {
  key: string;
  estate: Estate["key"] | "any";
  note: string;
  gen(s: Stream, E: Estate, from: number, to: number): void;
}

const ip = (r: Rng) =>
  `${r.pick(["45.134.26", "185.53.88", "77.247.110", "212.83.150", "91.240.118"])}.${r.int(2, 250)}`;
const num = (r: Rng) => `+${r.pick(["1415", "1646", "4420", "3314", "1312"])}${r.digits(7)}`;

export const KINDS: NoiseKind[] = [
  // ---- ringwell: cloud telephony
  {
    key: "sip-scanner-options",
    estate: "ringwell",
    note: "an internet SIP scanner floods the edge with OPTIONS and REGISTER probes; pike blocks the sources, real calls unaffected",
    gen(s, _E, from, to) {
      const r = s.r;
      const src = ip(r);
      s.every(
        700,
        (t) =>
          s.emit(
            t,
            "sip-edge",
            "warn",
            `OPTIONS from ${src}:${r.int(5060, 5070)} ua="${r.pick(["friendly-scanner", "sipvicious", "sipcli/v1.8"])}" replied 403 Forbidden (no matching trunk)`,
          ),
        from,
        to,
      );
      s.every(
        9000,
        (t) =>
          s.emit(
            t,
            "sip-edge",
            "error",
            `pike: blocking ${src} for 300s (${r.int(60, 200)} requests in 2s exceeds limit)`,
          ),
        from,
        to,
      );
      s.every(
        2500,
        (t) =>
          s.emit(
            t,
            "sip-edge",
            "warn",
            `REGISTER sip:${r.int(100, 9999)}@sip.ringwell.net from ${src} auth failed: 401 Unauthorized (user unknown)`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "busy-486-campaign",
    estate: "ringwell",
    note: "a customer's outbound dialer campaign hits many busy and declining handsets; 486/603 answers are the callees' choice",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        900,
        (t) => {
          const ci = callId(r);
          s.emit(
            t,
            "call-router",
            "warn",
            `call failed dst=${num(r)} carrier=carrier-d sip_status=${r.pick(["486 Busy Here", "486 Busy Here", "603 Decline", "480 Temporarily Unavailable"])} account=AC7f${r.hex(6)}`,
            { id: ci },
          );
          s.emit(
            t + r.int(20, 80),
            "voice-api",
            "info",
            `status callback POST https://hooks.dialer-customer.example/status 200 (CallStatus=busy)`,
            { id: ci },
          );
        },
        from,
        to,
      );
      s.every(
        30000,
        (t) =>
          s.emit(
            t,
            "cdr-rater",
            "warn",
            `ASR for account AC7f3c alert: answer-seizure ratio ${r.int(8, 19)}% in last 5 min (< 35% threshold)`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "unallocated-404",
    estate: "ringwell",
    note: "a customer uploads a stale dialling list; unallocated and incomplete numbers get 404/484 from carriers",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1100,
        (t) =>
          s.emit(
            t,
            "sip-edge",
            "error",
            `INVITE ci=${r.hex(8)} final 404 Not Found from carrier-${r.pick(["b", "k"])} (Q.850 cause 1 unallocated number) to=${num(r)}`,
          ),
        from,
        to,
      );
      s.every(
        4000,
        (t) =>
          s.emit(
            t,
            "call-router",
            "warn",
            `dst ${num(r).slice(0, 8)} rejected: 484 Address Incomplete (national number too short)`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "porting-rejects",
    estate: "ringwell",
    note: "the losing carrier rejects a bulk port order for account-number mismatch; business rejects, porting service works",
    gen(s, _E, from, to) {
      const r = s.r;
      const order = `PO-${r.digits(7)}`;
      s.every(
        2500,
        (t) =>
          s.emit(
            t,
            "number-porting",
            "error",
            `LSR ${order}/${r.int(1, 400)} rejected by losing carrier (SPID 6${r.digits(3)}): reject code 6F - account number mismatch for TN ${num(r)}`,
          ),
        from,
        to,
      );
      s.emit(
        from + 1000,
        "number-porting",
        "warn",
        `port order ${order} (412 TNs) moved to status REJECTED_PARTIAL, customer notified`,
      );
    },
  },
  {
    key: "unrated-cdrs-suspense",
    estate: "ringwell",
    note: "calls to newly listed satellite prefixes have no rate yet; CDRs are parked in suspense for rating later",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1800,
        (t) =>
          s.emit(
            t,
            "cdr-rater",
            "warn",
            `no rate for dst prefix ${r.pick(["8816", "8817", "88213", "870"])} in ratedeck 2026-Q1, cdr ci=${r.hex(8)} parked in suspense queue`,
          ),
        from,
        to,
      );
      s.every(
        60000,
        (t) => s.emit(t, "cdr-rater", "error", `suspense queue depth ${r.int(300, 900)} exceeds alert threshold 250`),
        from,
        to,
      );
    },
  },
  {
    key: "digest-challenges",
    estate: "ringwell",
    note: "a PBX vendor firmware re-registers all phones at once; each REGISTER gets the usual 401 digest challenge before 200 OK",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        500,
        (t) => {
          const ext = `pbx-${r.int(100, 999)}`;
          s.emit(t, "trunk-registrar", "warn", `REGISTER ${ext} -> 401 Unauthorized (challenge, nonce=${r.hex(16)})`);
          s.emit(t + r.int(30, 200), "trunk-registrar", "info", `REGISTER 200 OK trunk=${ext} expires=3600`);
        },
        from,
        from + Math.min(to - from, 150000),
      );
    },
  },
  {
    key: "rtp-timeouts-held",
    estate: "ringwell",
    note: "calls parked on hold by PBXs send no RTP; media-relay reports timeouts and the PBXs tear the calls down themselves",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        2200,
        (t) => {
          const c = r.hex(8);
          s.emit(
            t,
            "media-relay",
            "warn",
            `[${c}]: [core] Timeout of 60 seconds, no media received on port ${r.int(30000, 40000)} (call on hold?)`,
          );
          if (r.chance(0.5))
            s.emit(
              t + r.int(50, 500),
              "media-relay",
              "error",
              `[${c}]: [core] Call timed out, deleting, sending BYE to both sides`,
            );
        },
        from,
        to,
      );
    },
  },
  {
    key: "stir-shaken-fail",
    estate: "ringwell",
    note: "inbound calls from foreign gateways carry unverifiable SHAKEN identity headers; calls are delivered with verstat failed",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1300,
        (t) =>
          s.emit(
            t,
            "sip-edge",
            "warn",
            `STIR/SHAKEN verify ci=${r.hex(8)}: ${r.pick(["x5u fetch https://cert.gw-intl.example/sti.pem failed: 404", "attestation C, orig not in cert scope", "iat too old (75s)"])} -> verstat=TN-Validation-Failed, delivering`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "irsf-blocks",
    estate: "ringwell",
    note: "a compromised customer PBX tries premium-rate destinations; fraud rules block them as designed",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1500,
        (t) =>
          s.emit(
            t,
            "call-router",
            "warn",
            `blocked dst=+${r.pick(["882", "881", "2392", "3705"])}${r.digits(7)} account=AC19${r.hex(6)}: high-risk range (IRSF rule 12), 403 Forbidden`,
          ),
        from,
        to,
      );
      s.emit(
        from + 60000,
        "voice-api",
        "warn",
        `account AC19${r.hex(6)} flagged by fraud score 0.97, international calling suspended pending review`,
      );
    },
  },
  {
    key: "sms-undelivered",
    estate: "ringwell",
    note: "a marketing blast goes to many dead or ported handsets; carriers answer UNDELIV delivery receipts",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        400,
        (t) =>
          s.emit(
            t,
            "sms-gateway",
            "error",
            `DLR message_id=${r.hex(12)} stat=${r.pick(["UNDELIV", "UNDELIV", "REJECTD", "EXPIRED"])} err=${r.pick(["001", "00B", "0C1"])} dest=${num(r)}`,
          ),
        from,
        to,
      );
    },
  },
  // ---- meetbright: video meetings
  {
    key: "ice-failed-corporate",
    estate: "meetbright",
    note: "participants behind a restrictive corporate firewall fail UDP ICE and fall back to TURN over TLS/443",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1200,
        (t) => {
          const p = r.hex(8);
          s.emit(
            t,
            "sfu-media",
            "warn",
            `peer ${p} ICE failed: no candidate pair succeeded after 15s (host/srflx UDP blocked, network=${r.pick(["AS8075", "AS3356", "AS15169"])})`,
          );
          s.emit(
            t + r.int(200, 900),
            "signal-ws",
            "warn",
            `peer ${p} ICE restart, retrying with iceTransportPolicy=relay turns:turn.meetbright.io:443?transport=tcp`,
          );
          s.emit(t + r.int(1500, 4000), "sfu-media", "info", `peer ${p} ICE connected (relay) dtls ok`);
        },
        from,
        to,
      );
    },
  },
  {
    key: "reconnect-wave",
    estate: "meetbright",
    note: "a wifi outage in a customer office drops many websockets with 1006; peers reconnect and resume their sessions",
    gen(s, _E, from, to) {
      const r = s.r;
      const at = from + r.next() * Math.max(1, to - from - 120000);
      for (let i = 0; i < 160; i++) {
        const t = at + r.int(0, 20000);
        const p = r.hex(8);
        s.emit(t, "signal-ws", "warn", `ws closed peer=${p} code=1006 reason="" (abnormal closure)`);
        s.emit(
          t + r.int(3000, 40000),
          "signal-ws",
          "info",
          `peer ${p} reconnected, session resumed (gap ${r.int(3, 40)}s)`,
        );
      }
      s.emit(
        at + 25000,
        "room-service",
        "warn",
        `presence: ${r.int(120, 170)} participants left without BYE in 20s (org=acme-eu), holding seats 60s`,
      );
    },
  },
  {
    key: "turn-401-challenge",
    estate: "meetbright",
    note: "a burst of joins makes coturn log its normal 401 challenge for every first ALLOCATE",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        450,
        (t) => {
          const sess = `00${r.digits(14)}`;
          s.emit(
            t,
            "turn-relay",
            "error",
            `session ${sess}: realm <turn.meetbright.io> user <>: incoming packet ALLOCATE processed, error 401: Unauthorized`,
          );
          s.emit(
            t + r.int(20, 120),
            "turn-relay",
            "info",
            `session ${sess}: realm <turn.meetbright.io> user <${r.digits(10)}:${r.hex(8)}>: incoming packet ALLOCATE processed, success`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    key: "low-confidence-transcripts",
    estate: "meetbright",
    note: "noisy rooms and accents give transcription segments low confidence; they are marked inaudible as designed",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1600,
        (t) =>
          s.emit(
            t,
            "transcribe-svc",
            "warn",
            `segment ${r.int(1, 900)} of tr-${r.hex(8)} confidence 0.${r.int(18, 49)} below 0.55, emitted as [inaudible] (lang=${r.pick(["en-IN", "en-GB", "de-CH", "es-MX"])})`,
          ),
        from,
        to,
      );
      s.every(
        45000,
        (t) =>
          s.emit(
            t,
            "transcribe-svc",
            "error",
            `language id uncertain for tr-${r.hex(8)} (top-2 margin 0.03), falling back to meeting default en-US`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "recording-slowdown",
    estate: "meetbright",
    note: "S3 answers 503 SlowDown on a hot prefix during the top-of-hour recording burst; multipart uploads retry and complete",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        3000,
        (t) => {
          const job = `rec-${r.hex(8)}`;
          s.emit(
            t,
            "recording-worker",
            "warn",
            `upload part ${r.int(1, 40)} of ${job} failed: botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the UploadPart operation (reached max retries: 0): Please reduce your request rate.`,
          );
          s.emit(
            t + r.int(800, 4000),
            "recording-worker",
            "info",
            `upload ${job} complete after backoff (${r.int(2, 4)} attempts)`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    key: "bad-network-layers",
    estate: "meetbright",
    note: "participants on congested mobile links show high loss; the SFU drops them to lower simulcast layers",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1000,
        (t) =>
          s.emit(
            t,
            "sfu-media",
            "warn",
            `downtrack ${r.hex(6)} peer ${r.hex(8)}: loss ${r.int(12, 35)}% rtt ${r.int(300, 900)}ms, NACK ${r.int(80, 400)}/s, PLI x${r.int(3, 12)} -> switching spatial layer ${r.int(1, 2)}->0`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "graph-429",
    estate: "meetbright",
    note: "Microsoft Graph throttles the calendar sync of one large tenant; the worker honours Retry-After and finishes",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        2000,
        (t) =>
          s.emit(
            t,
            "calendar-sync",
            "warn",
            `warn: MeetBright.CalendarSync.GraphClient[0] 429 TooManyRequests for /users/${r.hex(8)}/calendarView/delta (tenant fabrikam), Retry-After: ${r.int(2, 30)}s`,
          ),
        from,
        to,
      );
      s.emit(
        to - 5000,
        "calendar-sync",
        "info",
        "info: MeetBright.CalendarSync.Worker[0] Delta sync for tenant fabrikam complete after throttling",
      );
    },
  },
  {
    key: "client-permission-errors",
    estate: "meetbright",
    note: "client telemetry relays browser camera/mic permission denials and unsupported browsers as errors",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        900,
        (t) =>
          s.emit(
            t,
            "meet-api",
            "error",
            `client error peer=${r.hex(8)} ua=${r.pick(["Safari/15.6", "Chrome/121", "Firefox/115esr"])}: ${r.pick(["NotAllowedError: Permission denied", "NotReadableError: Could not start video source", "OverconstrainedError: deviceId", "E2EE unavailable: RTCRtpScriptTransform not supported"])}`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "webinar-soft-limit",
    estate: "meetbright",
    note: "a 900-person all-hands crosses the room soft limit; the room switches to last-N video as designed",
    gen(s, _E, from, to) {
      const r = s.r;
      const room = `allhands-${r.hex(6)}`;
      s.emit(
        from,
        "room-service",
        "warn",
        `room ${room} participants 501 > soft limit 500, enabling lastN=25 and audio-only for late joiners`,
      );
      s.every(
        800,
        (t) =>
          s.emit(
            t,
            "signal-ws",
            "warn",
            `room=${room} peer ${r.hex(8)} video subscription denied: lastN active (${r.int(501, 920)} participants)`,
          ),
        from,
        to,
      );
      s.every(
        10000,
        (t) =>
          s.emit(
            t,
            "sfu-media",
            "warn",
            `room ${room}: egress fan-out ${r.int(600, 900)} Mbps on sfu-4, cascading to sfu-5`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "credential-stuffing-throttled",
    estate: "meetbright",
    note: "a credential-stuffing run against the login form is throttled by rack-attack; real users sign in fine",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        350,
        (t) => {
          if (r.chance(0.6))
            s.emit(
              t,
              "auth-web",
              "warn",
              `Completed 401 Unauthorized in ${r.int(80, 300)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms) POST /users/sign_in`,
            );
          else s.emit(t, "auth-web", "warn", `[Rack::Attack] throttled logins/ip ${ip(r)} POST /users/sign_in 429`);
        },
        from,
        to,
      );
    },
  },
  // ---- callharbor: contact centre
  {
    key: "queue-abandons",
    estate: "callharbor",
    note: "a billing mail-out floods one queue; callers abandon and the service level dips, every call is still routed",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1400,
        (t) =>
          s.emit(
            t,
            "skills-router",
            "warn",
            `call=${r.hex(8)} abandoned in queue=billing after ${r.int(60, 600)}s (position ${r.int(1, 80)})`,
          ),
        from,
        to,
      );
      s.every(
        30000,
        (t) =>
          s.emit(
            t,
            "queue-stats",
            "error",
            `SLA breach queue=billing SL(20s)=${r.int(30, 60)}% target 80%, abandon rate ${r.int(15, 35)}%`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "agent-heartbeats-shift-change",
    estate: "callharbor",
    note: "at shift change agents close laptops without logging out; heartbeats lapse and they are set NotReady",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1200,
        (t) => {
          const a = `agent-${r.int(1000, 1600)}`;
          s.emit(
            t,
            "agent-desktop-api",
            "warn",
            `heartbeat missed x3 for ${a} (last seen ${r.int(45, 90)}s ago), websocket terminated`,
          );
          s.emit(
            t + r.int(50, 300),
            "presence-hub",
            "warn",
            `[warning] Elixir.PresenceHub.Agent ${a} forced NotReady reason=heartbeat_timeout`,
          );
        },
        from,
        to,
      );
    },
  },
  {
    key: "ivr-nomatch",
    estate: "callharbor",
    note: "callers mumble or press nothing at the IVR; NoInput/NoMatch events pile up and calls go to the default queue",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        900,
        (t) =>
          s.emit(
            t,
            "ivr-engine",
            "warn",
            `flow=main-menu call=${r.hex(8)} node=intent result=${r.pick(["NO_INPUT", "NO_MATCH", "NO_MATCH"])} attempt=${r.int(1, 3)}/3${r.chance(0.3) ? " -> max attempts, transferring to queue=general" : ""}`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "speech-low-confidence",
    estate: "callharbor",
    note: "calls from a noisy retail floor produce low ASR confidence and failed keyword spotting in speech analytics",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1500,
        (t) =>
          s.emit(
            t,
            "speech-analytics",
            "warn",
            `call=${r.hex(8)} asr confidence ${r.int(20, 48)}% (snr ${r.int(2, 9)}dB), compliance phrase check inconclusive`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "crm-session-refresh",
    estate: "callharbor",
    note: "the Salesforce session expires on schedule; calls get INVALID_SESSION_ID once and the connector refreshes the token",
    gen(s, _E, from, to) {
      const r = s.r;
      const at = from + r.next() * Math.max(1, to - from - 30000);
      for (let i = 0; i < 40; i++) {
        const t = at + r.int(0, 8000);
        s.emit(
          t,
          "crm-connector",
          "error",
          `fail: CallHarbor.Crm.SalesforceClient[0] GET /services/data/v59.0/query 401 [{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]`,
        );
      }
      s.emit(
        at + 8500,
        "crm-connector",
        "info",
        "info: CallHarbor.Crm.TokenCache[0] OAuth token refreshed (expires in 7200s)",
      );
    },
  },
  {
    key: "wfm-forecast-slow",
    estate: "callharbor",
    note: "the intraday reforecast job runs long and trips its soft time limit but completes",
    gen(s, _E, from, to) {
      const r = s.r;
      s.emit(from, "wfm-scheduler", "info", "I, [1]  INFO -- : ForecastJob started (intraday reforecast, 46 queues)");
      s.every(
        30000,
        (t) =>
          s.emit(
            t,
            "wfm-scheduler",
            "warn",
            `W, [1]  WARN -- : ForecastJob running ${Math.round((t - from) / 1000)}s, over soft limit 120s (erlang-c grid ${r.int(3000, 9000)} cells)`,
          ),
        from + 120000,
        to,
      );
      s.emit(
        to - 1000,
        "wfm-scheduler",
        "info",
        `I, [1]  INFO -- : ForecastJob finished in ${Math.round((to - from) / 1000)}s`,
      );
    },
  },
  {
    key: "callback-no-answer",
    estate: "callharbor",
    note: "scheduled customer callbacks reach voicemail or busy lines; hangup causes look like failures",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        1300,
        (t) =>
          s.emit(
            t,
            "telephony-bridge",
            "warn",
            `[WARNING] switch_core_state_machine.c:669 sofia/external/${num(r)} Hangup [CS_CONSUME_MEDIA] [${r.pick(["NO_ANSWER", "USER_BUSY", "CALL_REJECTED", "NO_USER_RESPONSE"])}]`,
          ),
        from,
        to,
      );
      s.every(
        20000,
        (t) =>
          s.emit(
            t,
            "ivr-engine",
            "warn",
            `callback campaign cb-${r.digits(4)}: answering machine detected ${r.int(5, 30)} times, rescheduling`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "pci-pause-gaps",
    estate: "callharbor",
    note: "recordings pause while customers read card numbers (PCI); the vault warns about the gaps",
    gen(s, _E, from, to) {
      const r = s.r;
      s.every(
        2500,
        (t) => {
          const c = r.hex(8);
          s.emit(
            t,
            "recording-vault",
            "warn",
            `call=${c} recording paused (pci secure capture), gap ${r.int(20, 90)}s will be silent`,
          );
          s.emit(
            t + r.int(200, 600),
            "speech-analytics",
            "warn",
            `call=${c} transcript has redaction gap, skipping QA scoring for segment`,
          );
        },
        from,
        to,
      );
    },
  },
  // ---- any estate
  {
    key: "gc-pauses-batch",
    estate: "any",
    note: "a JVM service logs long GC pauses during its scheduled batch; requests keep being served",
    gen(s, E, from, to) {
      const r = s.r;
      s.every(
        20000,
        (t) =>
          s.emit(
            t,
            E.jvm,
            "warn",
            `[gc] GC(${r.int(300, 900)}) Pause Young (G1 Evacuation Pause) ${r.int(1100, 2400)}M->${r.int(400, 900)}M(4096M) ${r.int(350, 900)}.${r.digits(3)}ms`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "rolling-restart-refused",
    estate: "any",
    note: "a node drain moves pods; callers see a few connection refused during the rollout and their retries succeed",
    gen(s, E, from, to) {
      const r = s.r;
      const target = r.pick(E.services.filter((x) => x.name !== E.api)).name;
      const at = from + r.next() * Math.max(1, to - from - 60000);
      s.emit(at, target, "info", "received SIGTERM, draining in-flight requests (node drain for kernel patching)");
      for (let i = 0; i < 25; i++) {
        const t = at + r.int(500, 20000);
        s.emit(
          t,
          E.api,
          "warn",
          `upstream ${target}: connect ECONNREFUSED 10.${r.int(10, 40)}.${r.int(0, 9)}.${r.int(2, 250)}:8080, retrying on next endpoint`,
        );
        s.emit(t + r.int(40, 300), E.api, "info", `upstream ${target}: retry ok on next endpoint`);
      }
      s.emit(at + 24000, target, "info", "ready: all endpoints healthy after reschedule");
    },
  },
  {
    key: "dns-srv-slow",
    estate: "any",
    note: "the cluster DNS is slow for a few minutes; lookups time out once and cached records are used",
    gen(s, E, from, to) {
      const r = s.r;
      const svc = r.pick(E.services).name;
      s.every(
        3500,
        (t) =>
          s.emit(
            t,
            svc,
            "warn",
            `dns lookup ${r.pick(E.key === "ringwell" ? ["_sip._udp.carrier-d.example", "smpp.tier1-carrier.example"] : E.key === "meetbright" ? ["graph.microsoft.com", "s3.eu-west-1.amazonaws.com"] : ["callharbor.my.salesforce.com", "sts.amazonaws.com"])} timed out after 2000ms, using cached answer (ttl expired ${r.int(5, 90)}s ago)`,
          ),
        from,
        Math.min(to, from + 240000),
      );
    },
  },
  {
    key: "malformed-input-stack",
    estate: "any",
    note: "a buggy client integration sends malformed payloads; the API rejects them with 400 and logs the parse exception",
    gen(s, E, from, to) {
      const r = s.r;
      s.every(
        6000,
        (t) => {
          const st = nodeStack(r, "SyntaxError: Unexpected token } in JSON at position 214", [
            ["JSON.parse", "<anonymous>"],
            ["parseBody", "/app/node_modules/body-parser/lib/types/json.js"],
            ["IncomingMessage.onEnd", "/app/node_modules/raw-body/index.js"],
          ]);
          s.emit(
            t,
            E.api,
            "warn",
            `400 Bad Request from integration ${r.pick(["zap-hooks", "acme-crm-sync", "legacy-pbx-bridge"])}: invalid JSON body`,
            { stack: st, errType: "SyntaxError" },
          );
        },
        from,
        to,
      );
    },
  },
  {
    key: "single-key-429",
    estate: "any",
    note: "one customer's script loops on the API and is rate limited; everybody else is served",
    gen(s, E, from, to) {
      const r = s.r;
      const key = `key_${r.hex(10)}`;
      s.every(
        250,
        (t) =>
          s.emit(
            t,
            E.api,
            "warn",
            `429 Too Many Requests api_key=${key} limit=100/10s path=/v2/${r.pick(["calls", "recordings", "queues"])}`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "cert-reload-expiry",
    estate: "any",
    note: "cert-manager renews a certificate and services hot-reload it; one partner certificate warns about expiring in 20 days",
    gen(s, E, from, to) {
      const r = s.r;
      for (const x of E.services.slice(0, 4))
        s.emit(
          from + r.int(0, 30000),
          x.name,
          "info",
          "tls: certificate reloaded from /etc/tls/tls.crt (serial changed)",
        );
      s.every(
        60000,
        (t) =>
          s.emit(
            t,
            E.services[0].name,
            "warn",
            `peer certificate CN=${r.pick(["sbc.partner-telco.example", "api.salesforce.com", "graph.microsoft.com"])} expires in 20 days (2026-12-20T00:00:00Z)`,
          ),
        from,
        to,
      );
    },
  },
  {
    key: "redis-failover",
    estate: "any",
    note: "Redis Sentinel promotes a replica during maintenance; clients log READONLY/connection errors for seconds and reconnect",
    gen(s, E, from, to) {
      const r = s.r;
      const at = from + r.next() * Math.max(1, to - from - 60000);
      const users = r.shuffle([...E.services]).slice(0, 3);
      for (const u of users)
        for (let i = 0; i < 8; i++)
          s.emit(
            at + r.int(0, 6000),
            u.name,
            "error",
            r.pick([
              "redis: READONLY You can't write against a read only replica.",
              "redis: connection reset by peer, reconnecting",
              "Error: connect ECONNREFUSED 10.31.4.12:6379",
            ]),
          );
      for (const u of users)
        s.emit(
          at + r.int(7000, 9000),
          u.name,
          "info",
          "redis: connected to new master 10.31.4.17:6379 (sentinel switch-master)",
        );
    },
  },
  {
    key: "idle-pool-resets",
    estate: "any",
    note: "idle pooled connections are cut by the load balancer; clients discard them and reconnect transparently",
    gen(s, E, from, to) {
      const r = s.r;
      const svc = E.py;
      s.every(
        8000,
        (t) => {
          const st = pyStack(
            r,
            [
              [
                "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py",
                "urlopen",
                "httplib_response = self._make_request(",
              ],
              ["/usr/local/lib/python3.11/http/client.py", "getresponse", "response.begin()"],
            ],
            "ConnectionResetError: [Errno 104] Connection reset by peer",
          );
          s.emit(
            t,
            svc,
            "warn",
            "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))'",
            { stack: r.chance(0.3) ? st : undefined, errType: "ConnectionResetError" },
          );
        },
        from,
        to,
      );
    },
  },
  {
    key: "java-client-abort-trace",
    estate: "any",
    note: "clients hang up mid-download; the JVM service logs broken-pipe stack traces for responses nobody reads",
    gen(s, E, from, to) {
      const r = s.r;
      s.every(
        7000,
        (t) =>
          s.emit(
            t,
            E.jvm,
            "warn",
            "Servlet.service() for servlet [dispatcherServlet] threw exception: ClientAbortException",
            {
              errType: "ClientAbortException",
              stack: javaStack(
                r,
                "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
                [
                  "org.apache.catalina.connector.OutputBuffer.realWriteBytes",
                  "org.apache.catalina.connector.OutputBuffer.flushByteBuffer",
                  "org.springframework.http.converter.StreamingHttpOutputMessage.writeTo",
                ],
                "java.io.IOException: Broken pipe",
              ),
            },
          ),
        from,
        to,
      );
    },
  },
  {
    key: "dotnet-cancelled",
    estate: "callharbor",
    note: "users close the page mid-request; an ASP.NET service logs TaskCanceledException for aborted requests",
    gen(s, E, from, to) {
      const r = s.r;
      const dn = E.services.find((x) => x.rt === "dotnet")?.name ?? E.api;
      s.every(
        9000,
        (t) =>
          s.emit(
            t,
            dn,
            "error",
            'fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN1' +
              r.hex(8).toUpperCase() +
              '": An unhandled exception was thrown by the application.',
            {
              errType: "TaskCanceledException",
              stack: dotnetStack(r, "System.Threading.Tasks.TaskCanceledException: A task was canceled.", [
                "Microsoft.AspNetCore.Http.HttpResponseStreamWriter.FlushAsync",
                "App.Api.ExportController.Download",
              ]),
            },
          ),
        from,
        to,
      );
    },
  },
];
