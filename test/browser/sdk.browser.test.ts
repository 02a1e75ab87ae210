// The SDK bundle in a real headless Chromium page, served from another origin than the API: CORS (preflights for
// Authorization, Idempotency-Key and X-Sdk-Version, exposed headers), browser mode with the public key, an analysis
// created and followed to the end over the event stream, typed errors.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "@jest/globals";
import { sdkBrowserBundle } from "../../scripts/build.mjs";
import {
  addLokiSource,
  type IncidentFakes,
  projectCaller,
  startIncidentFakes,
  windowOf,
} from "../integration/analyses/helpers.js";
import { type Browser, launchChromium } from "../support/chromium.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

let server: TestServer;
let fakes: IncidentFakes;
let site: Server;
let siteUrl: string;
let browser: Browser;

/** The page's own origin: an HTML page and the SDK bundle, nothing else. */
function startSite(): Promise<Server> {
  const bundle = readFileSync(sdkBrowserBundle);
  const s = createServer((req, res) => {
    if (req.url === "/logdx-sdk.min.js") res.writeHead(200, { "content-type": "text/javascript" }).end(bundle);
    else res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>logdx SDK</title>");
  });
  return new Promise((ok) => s.listen(0, "127.0.0.1", () => ok(s)));
}

beforeAll(async () => {
  fakes = await startIncidentFakes();
  server = await startTestServer({ workers: true });
  const org = projectCaller(server, server.bootstrap.keys.org, server.bootstrap.projectId);
  await addLokiSource(org, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
  site = await startSite();
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  await server?.stop();
  await fakes?.close();
});

it("runs an analysis from a page on another origin with the public key, following its progress", async () => {
  const page = await browser.context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(siteUrl);
  const out = await page.evaluate(
    async ({ baseUrl, keys, window, bundle }) => {
      const sdk = await import(bundle);
      let refused = "";
      try {
        sdk.createClient({ baseUrl, apiKey: keys.secret });
      } catch (e) {
        refused = (e as { code: string }).code;
      }
      const client = sdk.createClient({ baseUrl, apiKey: keys.public });
      const created = await client.analyses.create({ description: "checkout is slow", ...window });
      const progress: string[] = [];
      const final = await client.analyses.wait(created.id, {
        onProgress: (p: { status: string; progress: { stage: string } }) =>
          progress.push(`${p.status}:${p.progress.stage}`),
      });
      const missing = await client.analyses.get("no-such-analysis").catch((e: unknown) => e);
      // What CORS lets a page read from a plain fetch of its own.
      const raw = await fetch(`${baseUrl}/v1/analyses?limit=1`, {
        headers: { authorization: `Bearer ${keys.public}` },
      });
      return {
        mode: client.mode,
        refused,
        createdStatus: created.status,
        finalStatus: final.status,
        summary: final.result?.summary,
        progress,
        missing: { name: missing.name, code: missing.code, status: missing.status, requestId: missing.requestId },
        exposed: ["x-request-id", "x-ratelimit-remaining", "x-ratelimit-reset"].map((h) => raw.headers.get(h) !== null),
      };
    },
    {
      baseUrl: server.baseUrl,
      keys: server.bootstrap.keys,
      window: windowOf(fakes.end, 30),
      bundle: "/logdx-sdk.min.js",
    },
  );
  expect(pageErrors).toEqual([]);
  expect(out.mode).toBe("browser");
  expect(out.refused).toBe("PUBLIC_KEY_REQUIRED");
  expect(out.createdStatus).toBe("processing");
  expect(["complete", "partial"]).toContain(out.finalStatus);
  expect(out.summary).toEqual(expect.any(String));
  expect(out.progress.length).toBeGreaterThanOrEqual(1);
  expect(out.progress[out.progress.length - 1]).toMatch(/^(complete|partial):done$/);
  expect(out.missing).toEqual({ name: "LogdxApiError", code: "NOT_FOUND", status: 404, requestId: expect.any(String) });
  expect(out.exposed).toEqual([true, true, true]);
});
