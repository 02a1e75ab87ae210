// A real restart with its own on-disk DynamoDB Local: data and the bootstrap tenant survive.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "@jest/globals";
import { loadConfig } from "../../shared/runtime/config.js";
import { startLocalServer } from "../../shared/runtime/local-server.js";
import { callApi } from "../support/local-server.js";

const dataDir = mkdtempSync(join(tmpdir(), "logdx-persist-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("local runtime persistence", () => {
  it("keeps every resource across a restart and does not re-bootstrap", async () => {
    const config = loadConfig({});
    const first = await startLocalServer({ config, dataDir, port: 0, workers: false });
    let projectId: string;
    try {
      expect(first.bootstrapCreated).toBe(true);
      const file = JSON.parse(readFileSync(join(dataDir, "bootstrap.json"), "utf8"));
      expect(Object.keys(file).sort()).toEqual(["baseUrl", "keys", "projectId", "projectSlug", "tenantId"]);
      expect(Object.keys(file.keys).sort()).toEqual(["org", "public", "secret"]);
      expect(file.baseUrl).toBe(first.baseUrl);
      const health = await callApi(first.baseUrl, "GET", "/health");
      expect(health.status).toBe(200);
      const created = await callApi(first.baseUrl, "POST", "/v1/config/projects", {
        key: file.keys.org,
        body: { name: "Survivor" },
      });
      projectId = created.json.data.id;
    } finally {
      await first.stop();
    }

    const second = await startLocalServer({ config, dataDir, port: 0, workers: false });
    try {
      expect(second.bootstrapCreated).toBe(false);
      expect(second.bootstrap.tenantId).toBe(first.bootstrap.tenantId);
      const list = await callApi(second.baseUrl, "GET", "/v1/config/projects", { key: second.bootstrap.keys.org });
      expect(list.json.data.map((p: { id: string }) => p.id)).toContain(projectId);
      const file = JSON.parse(readFileSync(join(dataDir, "bootstrap.json"), "utf8"));
      expect(file.baseUrl).toBe(second.baseUrl);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
