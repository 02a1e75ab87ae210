// Routes that exist only in tests: project-scoped, public-key, analysis-category, quota and plan-gate probes,
// so the platform's rules are proven before the capabilities that use them are built.
import * as z from "zod";
import { requireFeature } from "../../shared/domain/plans.js";
import { createHandler } from "../../shared/http/create-handler.js";
import type { RouteDef } from "../../shared/route.types.js";
import { routes } from "../../shared/routes/table.js";
import { consumeQuota, releaseQuota } from "../../shared/services/quotas.js";

const file = "test/support/probe-routes.ts";
const base = { scope: "project", idempotent: false, access: { table: "readwrite" } } as const;

const analysisCreateProbe: RouteDef = {
  ...base,
  id: "probe.create",
  method: "POST",
  path: "/v1/probe/analyses",
  handler: `${file}#create`,
  summary: "analysis-category create",
  permission: "analysis:create",
  allowPublicKey: true,
  rateCategory: "analysis",
  idempotent: true,
  body: z.strictObject({ n: z.number().int() }),
  successStatus: 202,
};

export const probeRoutes: RouteDef[] = [
  {
    ...base,
    id: "probe.read",
    method: "GET",
    path: "/v1/probe/read",
    handler: `${file}#read`,
    summary: "project-scoped read that public keys may call",
    permission: "analysis:read",
    allowPublicKey: true,
    rateCategory: "read",
  },
  analysisCreateProbe,
  {
    ...base,
    id: "probe.config",
    method: "GET",
    path: "/v1/probe/config",
    handler: `${file}#config`,
    summary: "server-only project read",
    permission: "config:read",
    rateCategory: "read",
  },
  {
    ...base,
    id: "probe.quota",
    method: "POST",
    path: "/v1/probe/quota",
    handler: `${file}#quota`,
    summary: "consumes one logSourcesPerProject",
    permission: "config:write",
    rateCategory: "mutation",
  },
  {
    ...base,
    id: "probe.release",
    method: "DELETE",
    path: "/v1/probe/quota",
    handler: `${file}#release`,
    summary: "releases one logSourcesPerProject",
    permission: "config:write",
    rateCategory: "mutation",
  },
  {
    ...base,
    id: "probe.gate",
    method: "GET",
    path: "/v1/probe/similar",
    handler: `${file}#gate`,
    summary: "needs the similar feature",
    permission: "analysis:read",
    rateCategory: "read",
  },
  {
    ...base,
    id: "probe.unloadable",
    method: "GET",
    path: "/v1/probe/unloadable",
    handler: `${file}#noSuchExport`,
    summary: "its handler cannot be loaded: fails outside the Middy chain",
    scope: "public",
    rateCategory: "read",
  },
  {
    ...analysisCreateProbe,
    id: "probe.slow",
    path: "/v1/probe/slow",
    handler: `${file}#slow`,
    summary: "idempotent create that waits inside the handler until the test releases it",
  },
  {
    ...base,
    id: "probe.boom",
    method: "GET",
    path: "/v1/probe/boom",
    handler: `${file}#boom`,
    summary: "fails with an unexpected error",
    scope: "public",
    rateCategory: "read",
  },
];

export const routesWithProbes: RouteDef[] = [...routes, ...probeRoutes];
const route = (id: string) => probeRoutes.find((r) => r.id === id)!;

export const read = createHandler(route("probe.read"), async ({ auth }) => ({
  projectId: auth.projectId,
  kind: auth.kind,
}));
export const create = createHandler<{ n: number }>(route("probe.create"), async ({ auth, body }) => ({
  projectId: auth.projectId,
  n: body.n,
  at: Math.random(),
}));
export const config = createHandler(route("probe.config"), async ({ auth }) => ({ projectId: auth.projectId }));
export const quota = createHandler(route("probe.quota"), async ({ auth }, ctx) => {
  await consumeQuota(ctx, auth.tenant, "logSourcesPerProject", { projectId: auth.projectId! });
  return { ok: true };
});
export const release = createHandler(route("probe.release"), async ({ auth }, ctx) => {
  await releaseQuota(ctx, auth.tenant, "logSourcesPerProject", { projectId: auth.projectId! });
  return { ok: true };
});
export const gate = createHandler(route("probe.gate"), async ({ auth }) => {
  requireFeature(auth.tenant.plan, "similar");
  return { ok: true };
});
export const boom = createHandler(route("probe.boom"), async () => {
  throw new Error("db password=hunter2 at /srv/secret.ts:12");
});

/**
 * Holds probe.slow requests inside the handler until the test lets them go, so "still in flight" is a state
 * the test controls rather than a race it hopes to win.
 */
const held: Array<() => void> = [];
const watchers: Array<{ count: number; resolve: () => void }> = [];
function notifyWatchers() {
  for (const w of [...watchers]) {
    if (held.length < w.count) continue;
    watchers.splice(watchers.indexOf(w), 1);
    w.resolve();
  }
}
export const slowGate = {
  /** Resolves once `count` requests are waiting inside the handler. */
  arrived: (count = 1) =>
    new Promise<void>((resolve) => {
      watchers.push({ count, resolve });
      notifyWatchers();
    }),
  releaseAll: () => {
    for (const go of held.splice(0)) go();
  },
};
export const slow = createHandler<{ n: number }>(route("probe.slow"), async ({ body }) => {
  await new Promise<void>((resolve) => {
    held.push(resolve);
    notifyWatchers();
  });
  return { n: body.n, at: Math.random() };
});
