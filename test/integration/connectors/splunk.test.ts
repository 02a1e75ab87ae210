import { createConnector } from "../../../shared/connectors/create-connector.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { CORPUS_END, generateLines } from "../../fakes/log-corpus.js";
import { startFakeSplunk } from "../../fakes/splunk.js";
import { drain, runConnectorContract, WINDOW } from "./contract.js";

const TOKEN = "eyJraWQiOiJzcGx1bmsuc2VjcmV0IiwiYWxnIjoiSFM1MTIifQ.fake-splunk-token-value";
const BAD = "eyJraWQiOiJzcGx1bmsuc2VjcmV0In0.wrong-token";

describe("splunk connector against the Splunk fake", () => {
  runConnectorContract({
    type: "splunk",
    sources: { app_prod: "app_prod", web: "web" },
    startFake: (lines) => startFakeSplunk({ lines, token: TOKEN, chunkLines: 100 }),
    connection: (fake, valid) => ({
      type: "splunk",
      credentials: { host: fake.url, token: valid ? TOKEN : BAD },
      sources: ["app_prod", "web"],
    }),
    secrets: [TOKEN, BAD],
    isReadRequest: (r) => r.path.endsWith("/jobs/export"),
    // One streamed export per index; "pages" are the streamed chunks, so count them through the progress hook.
    readRequestsPerSource: 1,
    expectedDiscovery: [
      { name: "app_prod", kind: "index" },
      { name: "web", kind: "index" },
    ],
  });
});

describe("splunk specifics", () => {
  const http = createOutgoingHttp({ allowPrivateNetwork: true });
  const lines = generateLines({ count: 500, sources: ["main"], seed: 5 });

  test("a token only accepted with the Splunk scheme: one 401 under Bearer, then Splunk is remembered", async () => {
    const fake = await startFakeSplunk({ lines, token: TOKEN, scheme: "Splunk" });
    try {
      const c = createConnector(
        { type: "splunk", credentials: { host: fake.url, token: TOKEN }, sources: ["main"] },
        { http, now: () => CORPUS_END },
      );
      expect((await c.test(AbortSignal.timeout(5_000))).ok).toBe(true);
      await drain(c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 10 }));
      const schemes = fake.requests.map((r) => String(r.headers.authorization).split(" ")[0]);
      expect(schemes).toEqual(["Bearer", "Splunk", "Splunk", "Splunk"]);
    } finally {
      await fake.close();
    }
  });

  test("before 9.0.1 the v1 export path is used", async () => {
    const fake = await startFakeSplunk({ lines, token: TOKEN, version: "8.2.6" });
    try {
      const c = createConnector(
        { type: "splunk", credentials: { host: fake.url, token: TOKEN }, sources: ["main"] },
        { http, now: () => CORPUS_END },
      );
      const records = await drain(c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 1000 }));
      expect(records).toHaveLength(500);
      expect(fake.requests.map((r) => r.path)).toEqual([
        "/services/search/v2/jobs/export",
        "/services/search/jobs/export",
      ]);
      const form = new URLSearchParams(fake.requests[1].body);
      expect(form.get("search")).toBe("search index=main | head 1001");
      expect(form.get("output_mode")).toBe("json");
      expect(form.get("earliest_time")).toBe((WINDOW.start / 1000).toFixed(3));
    } finally {
      await fake.close();
    }
  });

  test("an index name that would inject SPL is refused before any request", async () => {
    const fake = await startFakeSplunk({ lines, token: TOKEN });
    try {
      const c = createConnector(
        { type: "splunk", credentials: { host: fake.url, token: TOKEN }, sources: ["main | delete"] },
        { http, now: () => CORPUS_END },
      );
      await expect(drain(c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 10 }))).rejects.toMatchObject(
        {
          code: "UPSTREAM_ERROR",
        },
      );
      expect(fake.requests).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });
});
