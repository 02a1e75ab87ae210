// Lakeshore: the egress path from lk-smartlock to the lock vendor's MQTT broker starts dropping: resets,
// "no route to host", broken pipes, a reconnect that lasts seconds. Door codes stop reaching cabins.
// lk-reservations, with Polly retries, and the envoy gateway are louder than the origin.
import { isoStamp } from "../clock.js";
import { rollout } from "../lifecycle.js";
import type { SceneLike } from "../types.js";
import type { Incident } from "./kit.js";
import { until } from "./kit.js";

const BROKER = "34.117.20.9:8883";
const pods = ["10.42.6.18", "10.42.3.41"];
const port = (sc: SceneLike) => sc.rng.int(40000, 60999);

export const network: Incident = {
  category: "network",
  estate: "lakeshore",
  origin: "lk-smartlock",
  hints: ["reset", "route", "unreachable", "network"],
  severity: "high",
  note: "The network path from lk-smartlock to the lock vendor's MQTT broker began resetting connections and losing its route, so door codes stopped reaching cabin locks; check-ins in lk-reservations failed with 502s and retries, louder than the origin.",
  noise: ["config-reload", "lpr-low-confidence"],
  run(sc, t0) {
    rollout(sc, "lk-hotspot", t0 - sc.rng.int(90_000, 200_000), "4.2.0", 25_000);
    sc.suppress((ev) => ev.t >= t0 && ev.svc === "lk-smartlock" && /pushed to lock|hub heartbeat/.test(ev.msg));
    for (const [i, ip] of pods.entries())
      sc.log(
        t0 + i * sc.rng.int(20, 400),
        "lk-smartlock",
        "error",
        `mqtt: connection lost: read tcp ${ip}:${port(sc)}->${BROKER}: read: connection reset by peer`,
      );
    // Reconnect loop with capped backoff; now and then a connection comes up and is reset within seconds.
    for (const ip of pods) {
      let t = t0 + sc.rng.int(1000, 2000);
      let back = 1000;
      let n = 1;
      while (t < sc.end) {
        const roll = sc.rng.next();
        if (roll < 0.12) {
          sc.log(t, "lk-smartlock", "info", `mqtt: connected to ${BROKER} (client lk-smartlock-${ip.split(".")[3]})`);
          sc.log(
            t + sc.rng.int(800, 6000),
            "lk-smartlock",
            "error",
            `mqtt: connection lost: read tcp ${ip}:${port(sc)}->${BROKER}: read: connection reset by peer`,
          );
        } else if (roll < 0.75) {
          sc.log(
            t,
            "lk-smartlock",
            "error",
            `mqtt: reconnect attempt ${n} failed: dial tcp ${BROKER}: connect: no route to host`,
          );
        } else if (roll < 0.9) {
          sc.log(
            t,
            "lk-smartlock",
            "error",
            `mqtt: reconnect attempt ${n} failed: dial tcp ${BROKER}: connect: network is unreachable`,
          );
        } else {
          sc.log(
            t,
            "lk-smartlock",
            "error",
            `mqtt: reconnect attempt ${n} failed: tls handshake: read tcp ${ip}:${port(sc)}->${BROKER}: read: connection reset by peer`,
          );
        }
        n++;
        back = Math.min(back * 2, 30_000);
        t += back + sc.rng.int(0, 1000);
      }
    }
    sc.every(45_000, t0, sc.end, 1500, (t) =>
      sc.log(
        t,
        "lk-smartlock",
        "warn",
        "hub heartbeat H1=unknown H2=unknown H3=unknown H4=unknown (cloud link down, queued codes held)",
      ),
    );
    // Check-ins want door codes: lk-reservations asks lk-smartlock, which cannot publish.
    let depth = 0;
    until(sc, sc.rng.float(6, 10), t0 + 2000, (t) => {
      const id = `LK-2026-${sc.rng.digits(6)}`;
      const lock = `cabin-${sc.rng.pick(["aspen", "loon", "otter", "heron"])}-${sc.rng.int(1, 8)}`;
      depth++;
      sc.log(
        t + 5,
        "lk-smartlock",
        "error",
        `publish code to ${lock} failed: write tcp ${sc.rng.pick(pods)}:${port(sc)}->${BROKER}: write: broken pipe; queued (depth ${depth})`,
      );
      for (let k = 1; k <= 3; k++)
        sc.log(
          t + k * 220,
          "lk-reservations",
          "warn",
          `Execution attempt. Source: 'DoorCodes/ResiliencePipeline/Retry', Operation Key: 'ProvisionCode', Result: '502', Handled: 'True', Attempt: '${k - 1}', Execution Time: ${sc.rng.int(40, 400)}.${sc.rng.digits(4)}ms`,
        );
      sc.log(
        t + 900,
        "lk-reservations",
        "error",
        `Door code provisioning failed for ${id}: POST http://lk-smartlock:8080/v1/codes returned 502 (Bad Gateway) after 3 retries`,
      );
      sc.log(
        t + 905,
        "lk-gateway",
        "info",
        `[${isoStamp(t)}] "POST /api/checkin HTTP/1.1" 502 - 211 87 905 903 "${sc.rng.int(24, 99)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}" "LakeshoreCamp/3.1 CFNetwork/1494" "${sc.rng.uuid()}" "lk-reservations" "10.1.7.22:8080"`,
      );
      if (sc.rng.chance(0.5))
        sc.log(t + 1500, "lk-notify", "warn", `arrival_instructions held for ${id}: door code not yet provisioned`);
    });
  },
};
