import { createConnector } from "../../../shared/connectors/create-connector.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { startFakeElastic } from "../../fakes/elastic.js";
import { CORPUS_END, generateLines } from "../../fakes/log-corpus.js";
import { drain, runConnectorContract, WINDOW } from "./contract.js";

const PASSWORD = "Sup3r-S3cret-elastic-pw";
const API_KEY = "VuaCfGcBCdbkQm-e5aOx:ui2lp2axTNmsyakw9tvNnw";

describe("elastic connector against Elasticsearch (ApiKey)", () => {
  runConnectorContract({
    type: "elastic",
    sources: { "app-logs-*": "app-logs-2025.03.01", "audit-2025.03.01": "audit-2025.03.01" },
    startFake: (lines) =>
      startFakeElastic({
        flavor: "elasticsearch",
        lines,
        apiKey: API_KEY,
        aliases: { "app-logs": ["app-logs-2025.03.01"] },
      }),
    connection: (fake, valid) => ({
      type: "elastic",
      credentials: { host: fake.url, apiKey: valid ? API_KEY : "VuaCfGcBCdbkQm-e5aOx:wrongwrongwrong" },
      sources: ["app-logs-*", "audit-2025.03.01"],
    }),
    secrets: [API_KEY, "VuaCfGcBCdbkQm-e5aOx:wrongwrongwrong", "wrongwrongwrong", "ui2lp2axTNmsyakw9tvNnw"],
    isReadRequest: (r) => r.path === "/_search",
    expectedDiscovery: [
      { name: "app-logs", kind: "alias" },
      { name: "app-logs-*", kind: "index" },
    ],
  });
});

describe("elastic connector against OpenSearch (Basic)", () => {
  runConnectorContract({
    type: "elastic",
    sources: { "app-logs-2025.03.01": "app-logs-2025.03.01", "audit-*": "audit-2025.03.01" },
    startFake: (lines) => startFakeElastic({ flavor: "opensearch", lines, username: "reader", password: PASSWORD }),
    connection: (fake, valid) => ({
      type: "elastic",
      credentials: { host: fake.url, username: "reader", password: valid ? PASSWORD : "not-the-password-1" },
      sources: ["app-logs-2025.03.01", "audit-*"],
    }),
    // Basic sends base64 of "user:password": the pair is scanned for too.
    secrets: [PASSWORD, "not-the-password-1", `reader:${PASSWORD}`, "reader:not-the-password-1"],
    isReadRequest: (r) => r.path === "/_search",
    expectedDiscovery: [{ name: "audit-*", kind: "index" }],
  });
});

describe("elastic specifics", () => {
  const http = createOutgoingHttp({ allowPrivateNetwork: true });
  const lines = generateLines({ count: 1200, sources: ["logs-a"], seed: 3 });

  test.each(["elasticsearch", "opensearch"] as const)(
    "%s: the PIT is opened with the product's own API and closed after the read",
    async (flavor) => {
      const fake = await startFakeElastic({ flavor, lines, username: "u", password: PASSWORD });
      try {
        const c = createConnector(
          { type: "elastic", credentials: { host: fake.url, username: "u", password: PASSWORD }, sources: ["logs-a"] },
          { http, now: () => CORPUS_END, pageSize: 500, retry: { baseDelayMs: 1 } },
        );
        const records = await drain(c.read(WINDOW, { signal: AbortSignal.timeout(10_000), lineBudget: 10_000 }));
        expect(records).toHaveLength(1200);
        const paths = fake.requests.map((r) => `${r.method} ${r.path}`);
        const open = flavor === "elasticsearch" ? "POST /logs-a/_pit" : "POST /logs-a/_search/point_in_time";
        const close = flavor === "elasticsearch" ? "DELETE /_pit" : "DELETE /_search/point_in_time";
        expect(paths).toContain(open);
        expect(paths[paths.length - 1]).toBe(close);
        expect(fake.openPits()).toBe(0);
        // Each page carries the latest (rotated) PIT id and the previous page's sort values.
        const searches = fake.requests.filter((r) => r.path === "/_search").map((r) => JSON.parse(r.body));
        expect(searches.length).toBeGreaterThanOrEqual(3);
        expect(new Set(searches.map((s) => s.pit.id)).size).toBe(searches.length);
        expect(searches[1].search_after).toBeDefined();
      } finally {
        await fake.close();
      }
    },
  );

  describe("without a point-in-time (PIT refused with 405), every line is read exactly once", () => {
    const key = (r: { timestamp: number; message: string }) => `${r.timestamp}|${r.message}`;
    // The corpus repeats a timestamp every 40 lines; the second case piles 150 lines onto single milliseconds.
    const piled = generateLines({ count: 3000, sources: ["logs-a"], seed: 3 }).map((l, i) =>
      i >= 1000 && i < 1300 ? { ...l, timestamp: i < 1150 ? WINDOW.start + 60_000 : WINDOW.start + 120_000 } : l,
    );
    test.each([
      ["elasticsearch", "repeated timestamps", generateLines({ count: 3000, sources: ["logs-a"], seed: 3 })],
      ["opensearch", "150 lines on one millisecond, more than a page", piled],
    ] as const)("%s, %s", async (flavor, _label, corpus) => {
      const fake = await startFakeElastic({
        flavor,
        lines: [...corpus],
        username: "u",
        password: PASSWORD,
        pit: false,
      });
      try {
        const c = createConnector(
          { type: "elastic", credentials: { host: fake.url, username: "u", password: PASSWORD }, sources: ["logs-a"] },
          { http, now: () => CORPUS_END, pageSize: 100, retry: { baseDelayMs: 1 } },
        );
        const read = c.read(WINDOW, { signal: AbortSignal.timeout(20_000), lineBudget: 100_000 });
        const records = await drain(read);
        expect(read.outcome).toMatchObject({ truncated: false, failures: [], warnings: [] });
        const want = corpus.filter((l) => l.timestamp >= WINDOW.start && l.timestamp < WINDOW.end).map(key);
        expect(records.map(key).sort()).toEqual(want.sort());
        expect(new Set(records.map(key)).size).toBe(records.length);
        // It really paged without a PIT.
        expect(fake.requests.some((r) => r.path === "/logs-a/_search")).toBe(true);
        expect(fake.requests.filter((r) => r.path === "/_search")).toEqual([]);
      } finally {
        await fake.close();
      }
    });
  });
});
