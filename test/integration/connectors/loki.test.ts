import { startFakeLoki } from "../../fakes/loki.js";
import { runConnectorContract } from "./contract.js";

const TOKEN = "glc_eyJvIjoiOTk5IiwibiI6InN0YWNrIn0=";
const WRONG = "glc_wrong_token_value_123";

describe("loki connector against the Loki fake (Bearer + X-Scope-OrgID)", () => {
  runConnectorContract({
    type: "loki",
    sources: { '{app="checkout"}': "checkout", '{app="payments"}': "payments" },
    startFake: (lines) => startFakeLoki({ lines, apiKey: TOKEN, orgId: "team-shop" }),
    connection: (fake, valid) => ({
      type: "loki",
      credentials: { host: fake.url, apiKey: valid ? TOKEN : WRONG, orgId: "team-shop" },
      sources: ['{app="checkout"}', '{app="payments"}'],
    }),
    secrets: [TOKEN, WRONG],
    isReadRequest: (r) => r.path === "/loki/api/v1/query_range",
    expectedDiscovery: [{ name: '{service_name="checkout"}', kind: "label_selector" }],
  });
});

describe("loki connector with Grafana Cloud Basic auth", () => {
  runConnectorContract({
    type: "loki",
    sources: { '{app=~"cart|checkout"}': "cart" },
    startFake: (lines) =>
      startFakeLoki({
        lines: lines.map((l) => (l.source === "checkout" ? { ...l, source: "cart" } : l)),
        apiKey: "123456:glc_secret_basic_pw",
      }),
    connection: (fake, valid) => ({
      type: "loki",
      credentials: { host: fake.url, apiKey: valid ? "123456:glc_secret_basic_pw" : "123456:glc_bad_basic_pw" },
      sources: ['{app=~"cart|checkout"}'],
    }),
    secrets: ["123456:glc_secret_basic_pw", "glc_secret_basic_pw", "glc_bad_basic_pw"],
    isReadRequest: (r) => r.path === "/loki/api/v1/query_range",
    expectedDiscovery: [{ name: '{service_name="cart"}', kind: "label_selector" }],
  });
});
