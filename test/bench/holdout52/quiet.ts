// Normal IoT noise that must not raise an alarm: keepalive timeouts, a few expired device certs rejected,
// retained-message warnings, QoS 1 redeliveries, a staged OTA wave completing, one broker bridge reconnect.
import type { Ctx } from "./background.js";

function keepalive(c: Ctx, d: string): string {
  switch (c.est.broker) {
    case "mosquitto":
      return `Client ${d} has exceeded timeout, disconnecting.`;
    case "emqx":
      return `msg: client_disconnected, clientid: ${d}, reason: keepalive_timeout`;
    case "hivemq":
      return `Client ID: ${d}, IP: ${c.rng.ip()} was disconnected. reason: Client did not send any message in the time frame of 1.5 x keep alive.`;
  }
}

/** Adds the IoT noise a healthy estate shows; `heavy` adds the quiet-window extras. */
export function iotNoise(c: Ctx, heavy: boolean): void {
  const { s, rng } = c;
  const has = (r: string) => c.roles.includes(r as never);
  if (has("broker")) {
    s.every(s.start, s.end, heavy ? 5000 : 9000, (t) => s.add(t, "broker", "info", keepalive(c, c.dev())));
    s.every(s.start, s.end, heavy ? 25000 : 60000, (t) =>
      s.add(t, "broker", "warn", `Retained message on topic 'config/${c.dev()}/desired' exceeds 64KB, stored anyway`),
    );
  }
  const expired = [c.dev(), c.dev(), c.dev()];
  if (has("provisioning"))
    s.every(s.start, s.end, heavy ? 150000 : 300000, (t) => {
      const d = rng.pick(expired);
      s.add(
        t,
        "provisioning",
        "warn",
        `TLS client certificate for ${d} rejected: certificate has expired (notAfter=2026-03-31T00:00:00Z)`,
      );
      if (has("broker"))
        s.add(
          t + rng.int(5, 60),
          "broker",
          c.est.broker === "mosquitto" ? "error" : "warn",
          c.est.broker === "mosquitto"
            ? `OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed`
            : c.est.broker === "emqx"
              ? `msg: ssl_handshake_failed, peername: ${rng.ip()}:${rng.int(30000, 60000)}, reason: {tls_alert,{certificate_expired,"received SERVER ALERT: Fatal - Certificate Expired"}}`
              : `Client ID: ${d}, IP: ${rng.ip()} was disconnected. reason: TLS handshake failed: certificate expired.`,
        );
    });
  if (!heavy) return;
  if (has("gateway"))
    s.every(s.start, s.end, 12000, (t) =>
      s.add(
        t,
        "gateway",
        "info",
        `redelivering ${rng.int(1, 12)} QoS 1 messages to ${c.dev()} (DUP=1) after reconnect`,
      ),
    );
  if (has("ota")) {
    const n = rng.int(300, 2000);
    const a = s.start + (s.end - s.start) * 0.2;
    s.add(a, "ota", "info", `rollout fw-4.13.${rng.int(0, 3)} wave 2 started: ${n} devices (staged 10%)`);
    s.every(a + 20000, s.end - 60000, 45000, (t, i) =>
      s.add(t, "ota", "info", `rollout wave 2: ${Math.min(n, (i + 1) * rng.int(40, 120))}/${n} devices updated`),
    );
    s.add(s.end - 50000, "ota", "info", `rollout wave 2 completed: ${n - 3}/${n} updated, 3 deferred (battery low)`);
  }
  if (has("broker")) {
    const t = Math.round(s.start + (s.end - s.start) * (0.3 + rng.next() * 0.4));
    const msgs =
      c.est.broker === "mosquitto"
        ? [
            "Socket error on client local.cloud-bridge, disconnecting.",
            "Connecting bridge cloud-bridge (iot-core.eu-west-1.example:8883)",
          ]
        : c.est.broker === "emqx"
          ? [
              "msg: bridge_disconnected, name: mqtt:cloud_bridge, reason: closed",
              "msg: bridge_connected, name: mqtt:cloud_bridge",
            ]
          : [
              "Bridge cloud-bridge: connection lost, reconnecting in 2s",
              "Bridge cloud-bridge: connected to remote broker",
            ];
    s.add(t, "broker", "warn", msgs[0]);
    s.add(t + rng.int(1500, 4000), "broker", "info", msgs[1]);
  }
}
