import { createConnector } from "../../../shared/connectors/create-connector.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { CORPUS_END, CORPUS_START, type FakeLine, generateLines } from "../../fakes/log-corpus.js";
import { type FakeLoki, startFakeLoki } from "../../fakes/loki.js";
import { drain, runConnectorContract } from "./contract.js";

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

describe("loki discovery on estates without service_name, app or job (Loki 2.x)", () => {
  const http = createOutgoingHttp({ allowPrivateNetwork: true });
  const lines = generateLines({ sources: ["checkout", "cart"], count: 200, seed: 5 });
  const fakes: FakeLoki[] = [];
  const start = async (labels: (l: FakeLine) => Record<string, string>) => {
    const fake = await startFakeLoki({ lines, apiKey: TOKEN, labels });
    fakes.push(fake);
    return fake;
  };
  const connector = (fake: FakeLoki, sources = ['{job=~".+"}']) =>
    createConnector(
      { type: "loki", credentials: { host: fake.url, apiKey: TOKEN }, sources },
      { http, now: () => CORPUS_END },
    );
  const discover = (fake: FakeLoki) => connector(fake).discover(AbortSignal.timeout(20_000));
  const paths = (fake: FakeLoki) => fake.requests.map((r) => r.path);
  afterAll(() => Promise.all(fakes.map((f) => f.close())));

  test("service, container and namespace labels: one selector per service", async () => {
    const fake = await start((l) => ({
      service: l.source,
      container: `${l.source}-api`,
      namespace: "shop",
      level: l.level,
    }));
    expect(await discover(fake)).toEqual([
      { name: '{service="cart"}', kind: "label_selector" },
      { name: '{service="checkout"}', kind: "label_selector" },
    ]);
  });

  test("container and namespace only: the containers", async () => {
    const fake = await start((l) => ({ container: `${l.source}-api`, namespace: "shop" }));
    expect((await discover(fake)).map((s) => s.name)).toEqual(['{container="cart-api"}', '{container="checkout-api"}']);
  });

  test("no usual label at all: the streams from /series, each named by its labels (level left out)", async () => {
    const fake = await start((l) => ({
      filename: `/var/log/${l.source}.log`,
      host: l.level === "error" ? "web-2" : "web-1",
      level: l.level,
    }));
    const found = await discover(fake);
    expect(paths(fake)).toContain("/loki/api/v1/series");
    expect(found).toEqual(
      [
        '{filename="/var/log/cart.log",host="web-1"}',
        '{filename="/var/log/cart.log",host="web-2"}',
        '{filename="/var/log/checkout.log",host="web-1"}',
        '{filename="/var/log/checkout.log",host="web-2"}',
      ].map((name) => ({ name, kind: "label_selector" })),
    );
  });

  test("more streams than a source holds: the first 100 by name", async () => {
    const fake = await start((l) => ({ host: l.host }));
    const found = await discover(fake);
    expect(found).toHaveLength(Math.min(100, new Set(lines.map((l) => l.host)).size));
    expect(found.map((s) => s.name)).toEqual([...found.map((s) => s.name)].sort());
  });

  test("a discovered selector reads that stream's lines", async () => {
    const fake = await start((l) => ({ service: l.source, namespace: "shop" }));
    const [first] = await discover(fake);
    const read = connector(fake, [first.name]).read(
      { start: CORPUS_START, end: CORPUS_END },
      { signal: AbortSignal.timeout(20_000), lineBudget: 100_000 },
    );
    const count = (await drain(read)).length;
    expect(count).toBe(lines.filter((l) => `{service="${l.source}"}` === first.name).length);
    expect(count).toBeGreaterThan(0);
  });

  test("label values are quoted as LogQL strings", async () => {
    const fake = await start(() => ({ service: 'we"ird\\name' }));
    expect(await discover(fake)).toEqual([{ name: '{service="we\\"ird\\\\name"}', kind: "label_selector" }]);
  });
});
