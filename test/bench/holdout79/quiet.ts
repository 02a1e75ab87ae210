// Twelve ordinary windows: the domain's usual noise plus a harmless blip that looks worse than it is.
import { type Estate, type Gen, MEETLY as M, TALLYLINE as T, VOXTRUNK as V } from "./estates.js";
import type { Level } from "./formats.js";

export interface Blip {
  svc: string;
  level: Level;
  msg: Gen;
  count: number;
  spacing: number; // seconds between lines of the blip
}
export interface Calm {
  estate: Estate;
  note: string;
  blips: Blip[];
}

const num = (r: { int(a: number, b: number): number }) => `+1${r.int(201, 989)}${r.int(2000000, 9999999)}`;

export const CALM: Calm[] = [
  {
    estate: V,
    note: "Ordinary trunk traffic with busy and not-found answers; a carrier's OPTIONS pings time out a few times and recover on retry.",
    blips: [
      {
        svc: "call-router",
        level: "warn",
        count: 6,
        spacing: 20,
        msg: (r) => `carrier lvl3-a SIP OPTIONS ping timeout, retry 1/3 ... ok after ${r.int(400, 1400)}ms`,
      },
    ],
  },
  {
    estate: M,
    note: "Normal meeting traffic; one corporate network blocks UDP so a handful of participants fail ICE and fall back to TURN over TLS.",
    blips: [
      {
        svc: "sfu-node",
        level: "warn",
        count: 10,
        spacing: 6,
        msg: (r) => `ICE failed peer=p_${r.hex(8)}: no valid candidate pair after 30s (udp blocked? relay not offered)`,
      },
      {
        svc: "turn-coturn",
        level: "info",
        count: 10,
        spacing: 6,
        msg: (r) =>
          `session 0${r.int(10, 99)}000000000012: new TLS connection from 192.0.2.${r.int(2, 250)}, allocation over tcp relay`,
      },
    ],
  },
  {
    estate: T,
    note: "A busy morning: many callers abandon in queue and agents sit in after-call work, but every queue is served.",
    blips: [
      {
        svc: "acd-routing",
        level: "warn",
        count: 8,
        spacing: 15,
        msg: (r) => `service level for billing_en below target: ${r.int(62, 78)}% answered in 30s (target 80%)`,
      },
    ],
  },
  {
    estate: V,
    note: "A provisioning-api rolling deploy restarts pods; a few requests get retried and succeed.",
    blips: [
      {
        svc: "provisioning-api",
        level: "info",
        count: 4,
        spacing: 20,
        msg: (r) => `pod provisioning-api-${r.hex(5)} received SIGTERM, draining ${r.int(0, 5)} connections`,
      },
      {
        svc: "voice-api",
        level: "warn",
        count: 5,
        spacing: 12,
        msg: (r) => `provisioning-api connection reset, retry 1/3 succeeded in ${r.int(50, 300)}ms`,
      },
    ],
  },
  {
    estate: M,
    note: "Normal traffic; participants on a train keep reconnecting and transcription confidence is low for one noisy meeting.",
    blips: [
      {
        svc: "signal-ws",
        level: "info",
        count: 15,
        spacing: 8,
        msg: (r) =>
          `peer p_3f9a${r.hex(4)} reconnected after ${r.int(900, 7000)}ms (ws close 1006, client network change)`,
      },
      {
        svc: "transcriber",
        level: "warn",
        count: 6,
        spacing: 20,
        msg: (r) =>
          `segment ${r.int(1, 400)} of tr_77c1e0a2 low confidence 0.${r.int(20, 40)}, kept (background noise)`,
      },
    ],
  },
  {
    estate: T,
    note: "Routine traffic; the CRM sync hits Salesforce's per-minute soft limit briefly and its retries succeed.",
    blips: [
      {
        svc: "crm-sync",
        level: "warn",
        count: 6,
        spacing: 10,
        msg: (r) => `Salesforce REQUEST_LIMIT headroom ${r.int(10, 20)}% (retry after ${r.int(1, 4)}s succeeded)`,
      },
    ],
  },
  {
    estate: V,
    note: "Routine traffic; a spam caller hammers a toll-free number and gets 486 and 404 answers, which is normal.",
    blips: [
      {
        svc: "sbc-edge",
        level: "info",
        count: 30,
        spacing: 3,
        msg: (r) =>
          `SIP/2.0 486 Busy Here call-id=${r.hex(8)}-${r.hex(4)}@10.40.2.9 to=${num(r)} from=203.0.113.77 (robocall score 0.9)`,
      },
    ],
  },
  {
    estate: M,
    note: "A recorder release is rolled out; jobs on the old pods finish and new ones start normally.",
    blips: [
      {
        svc: "recorder",
        level: "info",
        count: 3,
        spacing: 30,
        msg: (r) => `recorder 3.6.2 draining: waiting for ${r.int(0, 4)} jobs to finish`,
      },
      {
        svc: "recorder",
        level: "warn",
        count: 2,
        spacing: 40,
        msg: () => "ffmpeg: [libx264 @ 0x55e0] using cpu capabilities without AVX512, encoding slower",
      },
    ],
  },
  {
    estate: T,
    note: "Quiet evening traffic with a few IVR no-input hangups and one-way audio complaints logged by agents.",
    blips: [
      {
        svc: "agent-desktop",
        level: "warn",
        count: 4,
        spacing: 40,
        msg: (r) =>
          `Agent ag_${r.int(1000, 4999)} reported audio issue 'customer cannot hear me' on interaction ${r.hex(10)}`,
      },
    ],
  },
  {
    estate: V,
    note: "Ordinary traffic; the nightly number-porting batch runs and a couple of orders are rejected by the losing carrier for a name mismatch, which is routine.",
    blips: [
      {
        svc: "porting-svc",
        level: "warn",
        count: 3,
        spacing: 30,
        msg: (r) => `port order PO-${r.int(100000, 999999)} rejected by losing carrier: 6P - end user name mismatch`,
      },
    ],
  },
  {
    estate: M,
    note: "Normal day; the calendar bridge re-syncs after Google sends sync-token-expired once, which it handles.",
    blips: [
      {
        svc: "calendar-bridge",
        level: "warn",
        count: 2,
        spacing: 10,
        msg: () =>
          "Google::Apis::ClientError: fullSyncRequired: Sync token is no longer valid, a full sync is required. -> performing full sync",
      },
    ],
  },
  {
    estate: T,
    note: "Routine traffic; the speech-insights model hot-reloads and a few calls are re-analysed after a brief warning.",
    blips: [
      {
        svc: "speech-insights",
        level: "warn",
        count: 3,
        spacing: 15,
        msg: (r) => `analysis of call ${r.hex(10)} retried after model swap (attempt 2 ok)`,
      },
    ],
  },
];
