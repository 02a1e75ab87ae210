// A pod logs for its workload: a Deployment's replicas, whatever a collector named them, are one service.
import { expect, test } from "@jest/globals";
import { createDiagnosisSession } from "../../../../shared/diagnosis/index.js";
import { workloadOf } from "../../../../shared/diagnosis/workload.js";

test("a Deployment's pod name is its Deployment's; other names stay as they are", () => {
  expect(workloadOf("checkout-7f9c8d6b5-x2k4p")).toBe("checkout");
  expect(workloadOf("eta-model-2n5x2szq7-g5v47")).toBe("eta-model");
  // a StatefulSet's ordinal, a compose replica, a name whose last parts are words, a bare container id
  expect(workloadOf("orders-pg-0")).toBe("orders-pg-0");
  expect(workloadOf("billing-api-1")).toBe("billing-api-1");
  expect(workloadOf("route-optimizer")).toBe("route-optimizer");
  expect(workloadOf("price-book-import-worker")).toBe("price-book-import-worker");
  expect(workloadOf("3ecdbb704c35")).toBe("3ecdbb704c35");
});

test("the lines of a service logged under its pods' names and its app name are one service's", () => {
  const s = createDiagnosisSession();
  const t0 = Date.parse("2026-06-01T12:00:00Z");
  for (let i = 0; i < 1200; i++) {
    const at = new Date(t0 + i * 1000).toISOString();
    s.pushLine(JSON.stringify({ timestamp: at, service: "storefront", level: "info", message: `GET /p/${i} 200` }));
    const name = i % 2 === 0 ? "seat-map" : "seat-map-49zb74kbfl-xxrkx";
    const failing = i >= 600;
    s.pushLine(
      JSON.stringify({
        timestamp: at,
        service: name,
        level: failing ? "error" : "info",
        message: failing ? "Error: Missing required env var REDIS_URL" : `hold H${i} placed`,
      }),
    );
  }
  const r = s.finish();
  expect(r.rootCause.service).toBe("seat-map");
  expect(r.affectedServices.map((a) => a.serviceName)).not.toContain("seat-map-49zb74kbfl-xxrkx");
});
