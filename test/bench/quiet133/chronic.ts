// Harmless errors that repeat at a steady rate from the first minute to the last (and have for weeks).
import { lg } from "./background.js";
import { nodeTrace } from "./stacks.js";
import type { Ctx, NoiseKind, Service } from "./types.js";

function steady(c: Ctx, period: number, f: (t: number) => void): void {
  for (let t = c.t0 + c.r.float(500, period); t < c.t1; t += period * c.r.float(0.85, 1.15)) f(t);
}

function pickSvc(c: Ctx, ok: (s: Service) => boolean): Service | undefined {
  const xs = c.e.services.filter((s) => c.present.has(s.role) && ok(s));
  return xs.length ? c.r.pick(xs) : undefined;
}

const otel: NoiseKind = {
  key: "otel_export",
  title: "a service whose trace exporter cannot reach the collector (never fixed)",
  roles: [],
  gen(c) {
    const s = pickSvc(c, (x) => x.role !== "edge" && x.port > 0);
    if (!s) return;
    const ip = `10.${c.r.int(40, 47)}.${c.r.int(0, 250)}.${c.r.int(2, 250)}`;
    steady(c, c.r.pick([5000, 10000, 15000]), (t) => {
      const pod = c.r.pick(s.pods);
      if (s.runtime === "java" || s.runtime === "kotlin" || s.runtime === "keycloak")
        c.emit({
          t,
          svc: s,
          pod,
          level: "error",
          msg: `Failed to export spans. The request could not be executed. Full error message: Failed to connect to otel-collector.observability.svc.cluster.local/${ip}:4317`,
          logger: "io.opentelemetry.exporter.internal.grpc.GrpcExporter",
        });
      else if (s.runtime === "go")
        c.emit({
          t,
          svc: s,
          pod,
          level: "error",
          msg: `traces export: context deadline exceeded: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${ip}:4317: connect: connection refused"`,
        });
      else if (s.runtime === "python")
        c.emit({
          t,
          svc: s,
          pod,
          level: "error",
          msg:
            "Failed to export batch code: StatusCode.UNAVAILABLE, reason: failed to connect to all addresses; last error: UNKNOWN: ipv4:" +
            ip +
            ":4317: Failed to connect to remote host: Connection refused",
          logger: "opentelemetry.exporter.otlp.proto.grpc.exporter",
        });
      else if (s.runtime === "node")
        c.emit({
          t,
          svc: s,
          pod,
          level: "error",
          msg:
            '{"stack":"Error: 14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED ' +
            ip +
            ':4317","message":"14 UNAVAILABLE: No connection established","code":"14"}',
          logger: "otel",
        });
      else if (s.runtime === "dotnet")
        c.emit({
          t,
          svc: s,
          pod,
          level: "error",
          msg: `Exporter failed send data to collector to http://otel-collector:4317/ endpoint. Data will not be sent. Exception: Grpc.Core.RpcException: Status(StatusCode="Unavailable", Detail="Error connecting to subchannel.")`,
          logger: "OpenTelemetry.Exporter.OpenTelemetryProtocol",
        });
      else
        c.emit({
          t,
          svc: s,
          pod,
          level: "error",
          msg: `OpenTelemetry error: Unable to export 12 spans: Failed to open TCP connection to otel-collector:4318 (Connection refused)`,
        });
    });
  },
};

const translation: NoiseKind = {
  key: "missing_translation",
  title: "aftercare copy missing in one locale, logged as an error on every render",
  roles: ["aftercare"],
  gen(c) {
    const s = c.s("aftercare");
    const loc = c.e.currency === "GBP" ? "cy" : c.e.key === "needlepoint" ? "ga" : "fy";
    steady(c, c.r.pick([20000, 30000, 45000]), (t) => {
      const key = `aftercare.day_${c.r.pick([1, 3, 7, 14])}.${c.r.pick(["body", "title", "cta"])}`;
      c.emit({
        t,
        svc: s,
        level: "error",
        msg: `translation missing: ${loc}.${key} (falling back to en)`,
        logger: lg(s, "i18n"),
      });
    });
  },
};

const supplierFeed: NoiseKind = {
  key: "supplier_feed_404",
  title: "the stock service polling a supplier feed for products the supplier removed",
  roles: ["stock"],
  gen(c) {
    const s = c.s("stock");
    const skus = ["INK-ETRN-LNR-1OZ", "NB-9M1-0.35", "CLK-SEG-16-10"];
    steady(c, c.r.pick([30000, 60000]), (t) =>
      c.emit({
        t,
        svc: s,
        level: "error",
        msg: `supplier feed inkhouse-eu: GET https://feed.inkhouse.example/v2/products/${c.r.pick(skus)} -> 404 Not Found`,
        logger: lg(s, "suppliers.FeedPoller"),
      }),
    );
  },
};

const legacyTls: NoiseKind = {
  key: "legacy_tablet_tls",
  title: "an old studio tablet that only speaks TLS 1.0, refused every few seconds",
  roles: ["edge"],
  gen(c) {
    const edge = c.s("edge");
    const ip = `10.${c.r.int(100, 120)}.${c.r.int(0, 20)}.${c.r.int(20, 200)}`;
    steady(c, c.r.pick([8000, 15000, 30000]), (t) => {
      const port = c.r.int(49152, 65535);
      const msg =
        edge.runtime === "nginx"
          ? `${new Date(t).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [info] 27#27: *${c.r.int(1000, 99999)} SSL_do_handshake() failed (SSL: error:0A000102:SSL routines::unsupported protocol) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`
          : edge.runtime === "traefik"
            ? `http: TLS handshake error from ${ip}:${port}: tls: client offered only unsupported versions: [301]`
            : edge.runtime === "envoy"
              ? `[C${c.r.int(10000, 999999)}] TLS error: 268435644:SSL routines:OPENSSL_internal:UNSUPPORTED_PROTOCOL ${ip}:${port}`
              : `${ip}:${port} [${new Date(t).toISOString()}] fe_https/1: SSL handshake failure (unsupported protocol)`;
      c.emit({ t, svc: edge, level: "error", msg, stderr: edge.runtime === "nginx" });
    });
  },
};

const sentry: NoiseKind = {
  key: "sentry_quota",
  title: "the error tracker's quota used up for the month; every send refused",
  roles: ["bff"],
  gen(c) {
    const s = c.s("bff");
    steady(c, c.r.pick([12000, 20000]), (t) => {
      if (s.runtime === "node")
        c.emit({
          t,
          svc: s,
          level: "error",
          msg: "Sentry Logger [error]: Error while sending event: 429 Too Many Requests (rate limited: quota exceeded for organization)",
          stack: c.r.chance(0.2)
            ? nodeTrace("SentryError: HTTP Error (429)", [
                "/app/node_modules/@sentry/core/cjs/transports/base.js:73:21",
              ])
            : undefined,
        });
      else
        c.emit({
          t,
          svc: s,
          level: "error",
          msg: "Sentry: could not send event (429 Too Many Requests: this organization is over its quota)",
        });
    });
  },
};

const fontconfig: NoiseKind = {
  key: "fontconfig",
  title: "the consent PDF renderer printing a fontconfig error on stderr for every document",
  roles: ["consent"],
  gen(c) {
    const s = c.s("consent");
    steady(c, c.r.pick([9000, 15000]), (t) =>
      c.emit({
        t,
        svc: s,
        level: "error",
        msg: "Fontconfig error: Cannot load default config file: No such file: (null)",
        stderr: true,
      }),
    );
  },
};

export const CHRONIC: NoiseKind[] = [otel, translation, supplierFeed, legacyTls, sentry, fontconfig];
