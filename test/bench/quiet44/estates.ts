// The three made-up companies of quiet44: their services, runtimes, everyday traffic and standing background noise.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export type Runtime = "c" | "go" | "java" | "node" | "python" | "dotnet" | "ruby" | "elixir" | "cpp";
export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: "ringwell" | "meetbright" | "callharbor";
  namespace: string;
  idKey: string;
  /** request/trace ids shared across services, or none */
  ids: boolean;
  services: Svc[];
  api: string;
  jvm: string;
  py: string;
  node: string;
  /** one end-to-end transaction at t */
  flow(s: Stream, t: number, id: string | undefined): void;
  /** periodic jobs, health checks and the like */
  periodic(s: Stream): void;
  /** chronic harmless complaints: one is chosen per file, logged from the first minute */
  chronic: ((s: Stream) => void)[];
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const e164 = (r: Rng) => r.pick(["+1415", "+1646", "+1312", "+4420", "+4961", "+3314", "+6129"]) + r.digits(7);
const ip = (r: Rng) => `${r.pick(["198.51.100", "203.0.113", "192.0.2", "100.64.12"])}.${r.int(2, 250)}`;

export function callId(r: Rng): string {
  return `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}@${ip(r)}`;
}

const RINGWELL: Estate = {
  key: "ringwell",
  namespace: "voice-prod",
  idKey: "call_id",
  ids: true,
  services: [
    { name: "sip-edge", rt: "c" },
    { name: "call-router", rt: "go" },
    { name: "media-relay", rt: "c" },
    { name: "trunk-registrar", rt: "go" },
    { name: "number-porting", rt: "java" },
    { name: "cdr-rater", rt: "python" },
    { name: "billing-ledger", rt: "java" },
    { name: "sms-gateway", rt: "node" },
    { name: "voice-api", rt: "node" },
  ],
  api: "voice-api",
  jvm: "billing-ledger",
  py: "cdr-rater",
  node: "sms-gateway",
  flow(s, t, id) {
    const r = s.r;
    const from = e164(r);
    const to = e164(r);
    const short = id?.split("@")[0];
    if (r.chance(0.3)) {
      const acc = `AC${r.hex(10)}`;
      s.emit(
        t - ms(r, 60, 200),
        "voice-api",
        "info",
        `POST /2010-04-01/Accounts/${acc}/Calls.json 201 ${ms(r, 40, 160)}ms`,
        { id },
      );
    }
    s.emit(
      t,
      "sip-edge",
      "info",
      `INVITE sip:${to}@sip.ringwell.net from ${ip(r)}:5060 ci=${short} ua="${r.pick(["Asterisk PBX 18.9.0", "FPBX-16.0.33", "Cisco-CUCM14.0", "Grandstream UCM6300", "3CX 18.0"])}"`,
      { id },
    );
    s.emit(
      t + ms(r, 2, 9),
      "call-router",
      "info",
      `route chosen dst=${to} carrier=${r.pick(["carrier-b", "carrier-d", "carrier-k"])} lcr_rank=${r.int(1, 3)} cost=0.00${r.int(10, 99)}`,
      { id },
    );
    s.emit(
      t + ms(r, 10, 30),
      "media-relay",
      "info",
      `[${short}]: [core] Received command 'offer' from 10.20.${r.int(1, 9)}.${r.int(2, 60)}:${r.int(30000, 60000)}`,
      { id },
    );
    const dur = r.int(8, 600);
    const answered = r.chance(0.82);
    if (answered) {
      s.emit(t + ms(r, 2000, 9000), "sip-edge", "info", `200 OK for INVITE ci=${short} from=${from} to=${to}`, { id });
      s.emit(t + dur * 1000, "sip-edge", "info", `BYE ci=${short} dialog ended duration=${dur}s reason=caller`, { id });
      s.emit(
        t + dur * 1000 + ms(r, 5, 40),
        "media-relay",
        "info",
        `[${short}]: [core] Final packet stats: ${r.int(400, 30000)} packets, ${r.int(0, 3)} errors, lost ${r.int(0, 40)}`,
        { id },
      );
      s.emit(
        t + dur * 1000 + ms(r, 300, 3000),
        "cdr-rater",
        "info",
        `rated cdr ci=${short} dst=${to.slice(0, 5)} billsec=${dur} rate=0.00${r.int(40, 99)} amount=${((dur / 60) * 0.0071).toFixed(4)}`,
        { id },
      );
    } else {
      const code = r.pick([
        "487 Request Terminated",
        "487 Request Terminated",
        "480 Temporarily Unavailable",
        "603 Decline",
      ]);
      s.emit(t + ms(r, 3000, 25000), "sip-edge", "info", `INVITE ci=${short} final ${code}`, { id });
    }
  },
  periodic(s) {
    const r = s.r;
    s.every(15000, (t) =>
      s.emit(
        t,
        "trunk-registrar",
        "info",
        `REGISTER 200 OK trunk=pbx-${r.int(100, 999)} contact=sip:${ip(r)}:5060 expires=3600`,
      ),
    );
    s.every(6000, (t) =>
      s.emit(
        t,
        "sms-gateway",
        "info",
        `submit_sm_resp OK message_id=${r.hex(12)} dest=${e164(r)} parts=${r.int(1, 2)}`,
      ),
    );
    s.every(60000, (t) =>
      s.emit(
        t,
        "billing-ledger",
        "info",
        `posted batch B-${r.digits(6)}: ${r.int(180, 900)} rated CDRs, total ${r.int(20, 300)}.${r.digits(2)} USD`,
      ),
    );
    s.every(45000, (t) =>
      s.emit(
        t,
        "number-porting",
        "info",
        `poll NPAC SOA: ${r.int(0, 6)} subscription versions activated, ${r.int(0, 3)} pending`,
      ),
    );
    s.every(20000, (t) =>
      s.emit(
        t,
        "call-router",
        "info",
        `lcr table refresh: ${r.int(41000, 42000)} prefixes, ${r.int(3, 5)} carriers, took ${r.int(20, 90)}ms`,
      ),
    );
    s.every(10000, (t) =>
      s.emit(
        t,
        "sip-edge",
        "info",
        `dispatcher: OPTIONS keepalive set=1 carrier-b 200 OK, carrier-d 200 OK, carrier-k 200 OK`,
      ),
    );
    s.every(30000, (t) =>
      s.emit(
        t,
        "media-relay",
        "info",
        `[core] ${r.int(200, 900)} calls, ${r.int(400, 1800)} streams, kernel forwarding active`,
      ),
    );
    s.every(12000, (t) => s.emit(t, "voice-api", "info", `GET /healthz 200 ${r.int(1, 3)}ms`));
    s.every(9000, (t) => s.emit(t, "number-porting", "info", `GET /actuator/health 200 UP`));
  },
  chronic: [
    (s) =>
      s.every(7000, (t) =>
        s.emit(
          t,
          "sms-gateway",
          "error",
          `DLR for message_id=${s.r.hex(12)}: stat=UNDELIV err=0${s.r.pick(["01", "0B", "34"])} (handset absent)`,
        ),
      ),
    (s) =>
      s.every(9000, (t) =>
        s.emit(t, "cdr-rater", "warn", `cdr ci=${s.r.hex(8)} has billsec=0 with disposition ANSWERED, rating as zero`),
      ),
    (s) =>
      s.every(8000, (t) =>
        s.emit(
          t,
          "trunk-registrar",
          "error",
          `REGISTER from pbx-${s.r.int(100, 999)} rejected: 403 Forbidden (account suspended for non-payment)`,
        ),
      ),
  ],
};

const MEETBRIGHT: Estate = {
  key: "meetbright",
  namespace: "meet-prod",
  idKey: "trace",
  ids: true,
  services: [
    { name: "meet-api", rt: "node" },
    { name: "signal-ws", rt: "node" },
    { name: "room-service", rt: "java" },
    { name: "sfu-media", rt: "go" },
    { name: "turn-relay", rt: "c" },
    { name: "recording-worker", rt: "python" },
    { name: "transcribe-svc", rt: "python" },
    { name: "calendar-sync", rt: "dotnet" },
    { name: "auth-web", rt: "ruby" },
  ],
  api: "meet-api",
  jvm: "room-service",
  py: "transcribe-svc",
  node: "signal-ws",
  flow(s, t, id) {
    const r = s.r;
    const room = `${r.pick(["standup", "design", "allhands", "sync", "1on1", "review"])}-${r.hex(6)}`;
    const peer = r.hex(8);
    const sfu = `sfu-${r.int(1, 6)}`;
    if (r.chance(0.25))
      s.emit(
        t - ms(r, 80, 400),
        "auth-web",
        "info",
        `Completed 200 OK in ${r.int(8, 60)}ms (Views: ${r.int(1, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 12)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
        { id },
      );
    s.emit(t, "meet-api", "info", `POST /api/v2/rooms/${room}/join 200 ${r.int(20, 140)}ms`, { id });
    s.emit(
      t + ms(r, 5, 30),
      "room-service",
      "info",
      `participant ${peer} joined room ${room} (count=${r.int(2, 40)})`,
      { id },
    );
    s.emit(t + ms(r, 40, 200), "signal-ws", "info", `ws join room=${room} peer=${peer} assigned ${sfu}`, { id });
    s.emit(
      t + ms(r, 300, 1500),
      "sfu-media",
      "info",
      `peer ${peer} ICE connected (${r.pick(["host", "srflx", "srflx", "relay"])}) dtls ok, published ${r.pick(["audio", "audio+video(simulcast 3)", "audio+video(simulcast 3)", "screen"])}`,
      { id },
    );
    if (r.chance(0.2))
      s.emit(
        t + ms(r, 100, 900),
        "turn-relay",
        "info",
        `session 00${r.digits(14)}: realm <turn.meetbright.io> user <${r.digits(10)}:${peer}>: incoming packet ALLOCATE processed, success`,
      );
    const stay = r.int(60, 1800) * 1000;
    s.emit(t + stay, "signal-ws", "info", `peer ${peer} left room=${room} code=1000`, { id });
  },
  periodic(s) {
    const r = s.r;
    s.every(10000, (t) =>
      s.emit(
        t,
        "sfu-media",
        "info",
        `stats sfu-${r.int(1, 6)}: rooms=${r.int(40, 180)} peers=${r.int(300, 1400)} egress=${r.int(200, 900)}Mbps cpu=${r.int(25, 70)}%`,
      ),
    );
    s.every(30000, (t) =>
      s.emit(t, "turn-relay", "info", `Total allocations: ${r.int(200, 700)}, relayed ${r.int(60, 300)} Mbps`),
    );
    s.every(60000, (t) =>
      s.emit(
        t,
        "calendar-sync",
        "info",
        `info: MeetBright.CalendarSync.Worker[0] Delta sync complete for ${r.int(300, 900)} mailboxes, ${r.int(10, 200)} events changed`,
      ),
    );
    s.every(20000, (t) =>
      s.emit(
        t,
        "recording-worker",
        "info",
        `job rec-${r.hex(8)} composed ${r.int(5, 90)} min in ${r.int(20, 300)}s, uploaded to s3://mb-recordings/${r.hex(4)}/`,
      ),
    );
    s.every(15000, (t) =>
      s.emit(
        t,
        "transcribe-svc",
        "info",
        `transcript tr-${r.hex(8)} finished: ${r.int(200, 9000)} words, avg confidence 0.${r.int(86, 97)}`,
      ),
    );
    s.every(11000, (t) => s.emit(t, "room-service", "info", `GET /actuator/health 200`));
    s.every(12000, (t) => s.emit(t, "meet-api", "info", `GET /healthz 200 1ms`));
    s.every(25000, (t) => s.emit(t, "auth-web", "info", `Started GET "/up" for 10.12.${r.int(0, 9)}.${r.int(2, 200)}`));
  },
  chronic: [
    (s) =>
      s.every(6000, (t) =>
        s.emit(
          t,
          "signal-ws",
          "warn",
          `client telemetry: peer ${s.r.hex(8)} getStats() failed: InvalidStateError: RTCPeerConnection is closed`,
        ),
      ),
    (s) =>
      s.every(9000, (t) =>
        s.emit(
          t,
          "calendar-sync",
          "error",
          `fail: MeetBright.CalendarSync.Worker[0] Mailbox ${s.r.hex(6)}@contoso-tenant skipped: ErrorAccessDenied (consent revoked by tenant admin)`,
        ),
      ),
    (s) =>
      s.every(10000, (t) =>
        s.emit(
          t,
          "turn-relay",
          "error",
          `session 00${s.r.digits(14)}: realm <turn.meetbright.io> user <>: incoming packet BINDING processed, error 438: Stale nonce`,
        ),
      ),
  ],
};

const CALLHARBOR: Estate = {
  key: "callharbor",
  namespace: "cc-prod",
  idKey: "req",
  ids: false,
  services: [
    { name: "telephony-bridge", rt: "c" },
    { name: "ivr-engine", rt: "java" },
    { name: "skills-router", rt: "go" },
    { name: "agent-desktop-api", rt: "node" },
    { name: "presence-hub", rt: "elixir" },
    { name: "queue-stats", rt: "python" },
    { name: "speech-analytics", rt: "python" },
    { name: "crm-connector", rt: "dotnet" },
    { name: "wfm-scheduler", rt: "ruby" },
    { name: "recording-vault", rt: "go" },
  ],
  api: "agent-desktop-api",
  jvm: "ivr-engine",
  py: "speech-analytics",
  node: "agent-desktop-api",
  flow(s, t) {
    const r = s.r;
    const uuid = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
    const q = r.pick(["billing", "tech-support", "sales", "retentions", "claims"]);
    const agent = `agent-${r.int(1000, 1600)}`;
    s.emit(
      t,
      "telephony-bridge",
      "info",
      `[NOTICE] switch_channel.c:1123 New Channel sofia/external/${e164(r)}@${ip(r)} [${uuid}]`,
    );
    s.emit(
      t + ms(r, 100, 400),
      "ivr-engine",
      "info",
      `flow=main-menu call=${uuid.slice(0, 8)} node=${r.pick(["language", "intent", "authenticate"])} result=match input=${r.pick(["dtmf:1", "dtmf:2", "speech:billing", "speech:agent"])}`,
    );
    const wait = r.int(5, 240);
    s.emit(
      t + ms(r, 8000, 30000),
      "skills-router",
      "info",
      `enqueued call=${uuid.slice(0, 8)} queue=${q} skills=[${q},en] priority=${r.int(1, 5)} position=${r.int(1, 30)}`,
    );
    const at = t + 30000 + wait * 1000;
    s.emit(
      at,
      "skills-router",
      "info",
      `offered call=${uuid.slice(0, 8)} to ${agent} after ${wait}s (score ${r.int(60, 99)})`,
    );
    s.emit(
      at + ms(r, 200, 900),
      "agent-desktop-api",
      "info",
      `screen-pop sent to ${agent} call=${uuid.slice(0, 8)} queue=${q}`,
    );
    if (r.chance(0.6))
      s.emit(
        at + ms(r, 300, 1500),
        "crm-connector",
        "info",
        `info: CallHarbor.Crm.ContactLookup[0] Matched caller to contact 003${r.hex(12)} in ${r.int(40, 300)}ms`,
      );
    s.emit(
      at + ms(r, 1000, 3000),
      "recording-vault",
      "info",
      `recording started call=${uuid.slice(0, 8)} stereo=true key=kms/${r.hex(6)}`,
    );
    s.emit(
      at + ms(r, 2000, 5000),
      "presence-hub",
      "info",
      `[info] Elixir.PresenceHub.Agent ${agent} state on_call queue=${q}`,
    );
    const talk = r.int(60, 900) * 1000;
    s.emit(
      at + talk,
      "telephony-bridge",
      "info",
      `[NOTICE] switch_core_session.c:1744 Session ${r.int(100000, 999999)} (sofia/external/${e164(r)}) Ended, hangup cause NORMAL_CLEARING`,
    );
    s.emit(
      at + talk + ms(r, 20000, 60000),
      "speech-analytics",
      "info",
      `analysed call=${uuid.slice(0, 8)} sentiment=${r.pick(["neutral", "positive", "negative"])} talk_ratio=0.${r.int(30, 70)} silences=${r.int(0, 6)}`,
    );
  },
  periodic(s) {
    const r = s.r;
    s.every(15000, (t) =>
      s.emit(
        t,
        "queue-stats",
        "info",
        `snapshot: ${r.int(20, 90)} calls waiting, ${r.int(200, 420)} agents ready, longest wait ${r.int(20, 200)}s, SL(20s)=${r.int(78, 93)}%`,
      ),
    );
    s.every(60000, (t) =>
      s.emit(
        t,
        "wfm-scheduler",
        "info",
        `I, [${r.int(1, 9)}]  INFO -- : Adherence sync: ${r.int(300, 450)} agents, ${r.int(0, 20)} out of adherence`,
      ),
    );
    s.every(20000, (t) =>
      s.emit(t, "presence-hub", "info", `[info] Elixir.PresenceHub.Tracker heartbeat ok: ${r.int(350, 480)} sockets`),
    );
    s.every(30000, (t) =>
      s.emit(
        t,
        "telephony-bridge",
        "info",
        `[INFO] mod_sofia.c:2345 sofia status profile external: RUNNING (${r.int(100, 400)} calls)`,
      ),
    );
    s.every(12000, (t) => s.emit(t, "agent-desktop-api", "info", `GET /health 200 2ms`));
    s.every(14000, (t) => s.emit(t, "ivr-engine", "info", `GET /actuator/health 200 UP`));
    s.every(40000, (t) =>
      s.emit(t, "recording-vault", "info", `lifecycle: moved ${r.int(100, 500)} recordings to cold tier`),
    );
  },
  chronic: [
    (s) =>
      s.every(8000, (t) =>
        s.emit(
          t,
          "crm-connector",
          "warn",
          `warn: CallHarbor.Crm.ContactLookup[0] Multiple contacts (${s.r.int(2, 6)}) match caller ANI, using most recent`,
        ),
      ),
    (s) =>
      s.every(7000, (t) =>
        s.emit(
          t,
          "telephony-bridge",
          "error",
          `[ERR] sofia_reg.c:3185 Can not do authorization without a complete header in REGISTER request from ${ip(s.r)}:${s.r.int(5060, 5090)}`,
        ),
      ),
    (s) =>
      s.every(9000, (t) =>
        s.emit(
          t,
          "speech-analytics",
          "error",
          `diarization skipped for call=${s.r.hex(8)}: mono recording (legacy trunk), speaker split unavailable`,
        ),
      ),
  ],
};

export const ESTATES: Estate[] = [RINGWELL, MEETBRIGHT, CALLHARBOR];
