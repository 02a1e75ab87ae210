// Configuration, Harbourlight: push-fanout 3.9.0 rolls out without APNS_TOPIC and falls back to the beta
// app's bundle id; every iOS notification is refused with DeviceTokenNotForTopic (logged at WARN, beside the
// everyday 410 Unregistered noise), Android keeps working, and lineup-api's reminder batches come back short.
import { emit } from "./ctx.js";
import { type Incident, onFlows } from "./incident-kit.js";
import { lay, reloadLines, stopLines } from "./runtimes.js";
import { nodeTrace } from "./stacks.js";
import { ARTISTS, slug } from "./text.js";

const O = "push-fanout";
const TOPIC = "com.harbourlight.live.beta";

export const configurationIncident: Incident = {
  category: "configuration",
  estate: "harbourlight",
  origin: O,
  hints: ["config", "topic", "apns", "setting"],
  severity: "medium",
  note: "push-fanout 3.9.0 was deployed without APNS_TOPIC, fell back to the beta app's bundle id, and APNs refused every iOS notification with DeviceTokenNotForTopic while Android pushes kept working.",
  noise: ["stale_push_tokens", "config_reloads"],
  build: (c, t0) => {
    const r = c.rng;
    const stopAt = t0 - r.int(2500, 6000);
    lay(c, stopAt, O, stopLines("node", O));
    c.down.push({ svc: O, from: stopAt + 1500, to: t0 - 900 });
    emit(c, t0 - 900, O, "info", `${O}@3.9.0 starting (node v20.14.0, NODE_ENV=production)`);
    emit(
      c,
      t0 - 850,
      O,
      "info",
      "loaded config from env: APNS_KEY_ID=8K2M4Q7XJ3 APNS_TEAM_ID=HBL7Q2W9ZK FCM_PROJECT=harbourlight-live-app PUSH_CONCURRENCY=64",
    );
    emit(c, t0, O, "warn", `APNS_TOPIC not set, falling back to default topic '${TOPIC}'`);
    emit(c, t0 + 40, O, "info", "listening on http://0.0.0.0:3000");
    emit(c, t0 + 60, O, "info", `apns http/2 session established (production, topic=${TOPIC})`);
    lay(c, t0 + r.float(60000, 150000), "edge-gateway", reloadLines("envoy", "edge-gateway", 2));

    const fanout = (t: number, a: string, big: boolean) => {
      const ap = big ? r.int(1500, 9000) : r.int(200, 2500);
      const fc = big ? r.int(1200, 8000) : r.int(200, 2200);
      const samples = r.int(3, big ? 14 : 6);
      for (let i = 0; i < samples; i++)
        emit(
          c,
          t + 200 + i * r.int(20, 120),
          O,
          "warn",
          `apns 400 DeviceTokenNotForTopic device=${r.hex(12)} topic=${TOPIC}`,
        );
      emit(
        c,
        t + 400 + samples * 120,
        O,
        "warn",
        `apns rejected ${ap}/${ap} notifications: 400 DeviceTokenNotForTopic (log sampled, ${ap - samples} suppressed)`,
      );
      emit(
        c,
        t + 600 + samples * 120,
        O,
        r.chance(0.5) ? "error" : "warn",
        `fan-out topic=reminder-${slug(a)} devices=${ap + fc} apns=0/${ap} fcm=${fc}/${fc} failed=${ap} took=${r.float(1, 6).toFixed(1)}s`,
      );
      return { ap, fc };
    };
    onFlows(c, ["push"], t0, (_f, t) => {
      fanout(t, r.pick(ARTISTS), false);
      return [];
    });
    for (let t = t0 + r.float(20000, 60000); t < c.end; t += r.float(45000, 110000)) {
      const a = r.pick(ARTISTS);
      emit(c, t, "lineup-api", "info", `set reminder batch queued for ${a} (starts in 15 min)`);
      const { ap, fc } = fanout(t + 800, a, true);
      emit(
        c,
        t + 9000,
        "lineup-api",
        "warn",
        `reminder batch for ${slug(a)}: push-fanout delivered ${fc}/${ap + fc}, ${ap} apns failures`,
      );
    }
    if (r.chance(0.7))
      emit(c, t0 + r.float(90000, 200000), O, "error", "apns chunk send aborted, remaining tokens in chunk skipped", {
        stack: nodeTrace(`Error: apns responded 400 DeviceTokenNotForTopic for topic ${TOPIC}`, [
          "ApnsClient.handleResponse (/app/dist/providers/apns.js:141:23)",
          "ClientHttp2Stream.<anonymous> (/app/dist/providers/apns.js:97:18)",
          "ClientHttp2Stream.emit (node:events:519:28)",
          "endReadableNT (node:internal/streams/readable:1696:12)",
        ]),
      });
  },
};
