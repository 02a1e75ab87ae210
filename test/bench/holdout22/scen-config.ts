// configuration: wrong region endpoint, dropped flag, certificate chain without intermediate, bad env values.
import { go } from "./stacks.js";
import { at, END, flow, rep, type Scenario } from "./types.js";

export const CONFIG: Scenario[] = [
  {
    estate: "shop",
    cat: "configuration",
    origin: "cart-svc",
    hints: ["config", "endpoint", "redis", "host"],
    sev: "high",
    note: "A parameter-store push points cart-svc's REDIS_ADDR at the us-east-1 cluster name; cart-svc reloads it and every session lookup fails to resolve, so storefront-web carts break.",
    phases: [
      at(
        0,
        "cart-svc",
        "info",
        "config reloaded from ssm /shop/prod/cart (rev 418): REDIS_ADDR=carts.x8k2lb.use1.cache.amazonaws.com:6379",
      ),
      rep(
        2,
        END,
        1,
        "cart-svc",
        "error",
        "redis GET cart failed: dial tcp: lookup carts.x8k2lb.use1.cache.amazonaws.com on 10.0.0.2:53: no such host",
      ),
      flow(3, END, 1.2, ["storefront-web", "error", "GET /api/cart 500 (cart-svc): cart unavailable"]),
    ],
  },
  {
    estate: "stream",
    cat: "configuration",
    origin: "entitlements",
    hints: ["config", "flag", "plan"],
    sev: "medium",
    note: "A flag-config push drops 'grandfathered_plans' for entitlements; legacy-plan accounts are suddenly refused and edge-api returns 403 on play for them.",
    phases: [
      at(0, "entitlements", "info", "flag config rev 77 applied (39 flags, removed: grandfathered_plans)"),
      at(1, "entitlements", "warn", "flag 'grandfathered_plans' not defined, defaulting to false"),
      flow(
        4,
        END,
        2.5,
        [
          "entitlements",
          "error",
          (r) => `plan 'standard-2019' not found in plan table for account ${r.hex(8)}; denying playback`,
        ],
        ["edge-api", "warn", "POST /v3/play 403 not entitled", 15],
      ),
    ],
  },
  {
    estate: "ledger",
    cat: "configuration",
    origin: "ledger-writer",
    hints: ["certificate", "tls", "x509", "chain"],
    sev: "high",
    note: "ledger-writer's gRPC certificate is rotated with only the leaf (no intermediate); it logs handshake errors while api-gateway and accounts-svc fail with unknown-authority errors.",
    phases: [
      at(
        0,
        "ledger-writer",
        "info",
        "reloaded TLS keypair from /etc/tls/tls.crt (serial 4a:1f:..:9c, 1 certificate in chain)",
      ),
      rep(
        2,
        END,
        3,
        "ledger-writer",
        "warn",
        (r) =>
          `http: TLS handshake error from 10.12.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}: remote error: tls: bad certificate`,
      ),
      flow(2, END, 1, [
        "api-gateway",
        "error",
        'POST /v2/transfers 502: rpc error: code = Unavailable desc = connection error: desc = "transport: authentication handshake failed: tls: failed to verify certificate: x509: certificate signed by unknown authority" (ledger-writer)',
      ]),
      rep(
        5,
        END,
        6,
        "accounts-svc",
        "error",
        "ledger stream failed: javax.net.ssl.SSLHandshakeException: PKIX path building failed: unable to find valid certification path to requested target (ledger-writer:8443)",
      ),
    ],
  },
  {
    estate: "fleet",
    cat: "configuration",
    origin: "eta-calc",
    hints: ["config", "region", "endpoint", "bucket"],
    sev: "medium",
    note: "eta-calc is redeployed with MODEL_BUCKET_REGION=us-east-1 for an eu-west-1 bucket; model refresh fails with PermanentRedirect and ETAs fall back to stale estimates.",
    phases: [
      at(
        0,
        "eta-calc",
        "info",
        "starting eta-calc v13.4.0 env: MODEL_BUCKET=fleet-eta-models MODEL_BUCKET_REGION=us-east-1",
      ),
      rep(
        3,
        END,
        8,
        "eta-calc",
        "error",
        "model refresh failed: PermanentRedirect: The bucket you are attempting to access must be addressed using the specified endpoint. (Bucket: fleet-eta-models, Endpoint: fleet-eta-models.s3.eu-west-1.amazonaws.com)",
        go("operation error S3: GetObject, https response error StatusCode: 301, api error PermanentRedirect", [
          ["main.(*ModelStore).Refresh(0xc0001a2000)", "/src/model/store.go:77"],
          ["main.main.func2()", "/src/main.go:118"],
        ]),
      ),
      rep(20, END, 5, "eta-calc", "warn", "no model loaded, serving historical-average ETA"),
      rep(40, END, 6, "dispatch-api", "warn", "eta confidence below 0.2 for job, customer ETA shown as window"),
    ],
  },
  {
    estate: "saas",
    cat: "configuration",
    origin: "ingest-collector",
    hints: ["config", "max_batch_bytes", "invalid"],
    sev: "high",
    note: "A release sets MAX_BATCH_BYTES='10MB' in ingest-collector's env; it falls back to 1024 bytes and rejects nearly every batch with 413, so events-consumer goes idle.",
    phases: [
      at(
        0,
        "ingest-collector",
        "warn",
        "invalid value for MAX_BATCH_BYTES: '10MB' (expected integer bytes); using default 1024",
      ),
      rep(
        2,
        END,
        0.5,
        "ingest-collector",
        "error",
        (r) => `batch rejected 413: ${r.int(20, 900)}KB exceeds max batch size 1024 bytes (sdk=js/3.${r.int(1, 9)})`,
      ),
      rep(60, END, 15, "events-consumer", "warn", "no records fetched for 60s from topic raw-events"),
    ],
  },
  {
    estate: "games",
    cat: "configuration",
    origin: "lobby-gw",
    hints: ["config", "region", "matchmaker", "endpoint"],
    sev: "medium",
    note: "A config push drops ap-south from lobby-gw's matchmaking.regions map; every ap-south lobby join fails because no matchmaker endpoint is configured.",
    phases: [
      at(
        0,
        "lobby-gw",
        "info",
        "config watcher: applied lobby-gw.yaml rev 212 (matchmaking.regions=[eu-west us-east])",
      ),
      rep(
        2,
        END,
        0.8,
        "lobby-gw",
        "error",
        (r) => `join failed for p${r.int(100000, 999999)}: no matchmaker endpoint configured for region "ap-south"`,
      ),
    ],
  },
];
