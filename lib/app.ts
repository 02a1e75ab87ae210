// Builds the whole CDK app from the route table and the worker list; bin/app.ts synthesises it, tests inspect it.
import { App, type AppProps, Validations } from "aws-cdk-lib";
import { CURRENTLY_RECOMMENDED_FLAGS } from "aws-cdk-lib/cx-api";
import { AwsSolutionsChecks } from "cdk-nag";
import { parseCorsOrigins } from "../shared/http/cors.js";
import type { RouteDef } from "../shared/route.types.js";
import { routes as tableRoutes } from "../shared/routes/table.js";
import { workers as listedWorkers, type WorkerDef } from "../shared/workers.js";
import { acknowledgeNagFindings } from "./nag.js";
import { LogdxStatefulStack } from "./stateful-stack.js";
import { LogdxStatelessStack } from "./stateless-stack.js";

export const STATEFUL_STACK = "logdx-stateful";
export const STATELESS_STACK = "logdx-stateless";

/** Context key: the LOGDX_LLM setting for the functions, e.g. `-c logdx:llm=bedrock:anthropic.claude-3-haiku-20240307-v1:0`. */
export const LLM_CONTEXT = "logdx:llm";

/** Context key: the sender of notification email, an SES-verified identity, e.g. `-c logdx:mailFrom=alerts@example.com`. */
export const MAIL_FROM_CONTEXT = "logdx:mailFrom";

/** Context key: origins the browser SDK may call from, "*" (default) or a comma-separated list, e.g. `-c logdx:corsOrigins=https://app.example.com`. */
export const CORS_ORIGINS_CONTEXT = "logdx:corsOrigins";

/** Context key: an email address subscribed to the alarm topic, e.g. `-c alarmEmail=oncall@example.com`. */
export const ALARM_EMAIL_CONTEXT = "alarmEmail";

export interface BuildAppOptions {
  routes?: readonly RouteDef[];
  workers?: readonly WorkerDef[];
  /** Extra context, e.g. `{"aws:cdk:bundling-stacks": []}` in tests to skip esbuild. */
  context?: Record<string, unknown>;
  appProps?: AppProps;
  /** Run cdk-nag's AwsSolutions pack at synthesis (default true). */
  nag?: boolean;
}

/** Feature flags set against aws-cdk-lib's recommendation, each with its reason. */
export const FLAG_OVERRIDES = {
  // Stateless redeploys must never break the stateful exports they use.
  "@aws-cdk/core:defaultCrossStackReferences": "strong",
};

/**
 * Settings that must not differ between `npm run synth` and the tests, so they live here and not in cdk.json: every
 * feature flag at the value aws-cdk-lib recommends for a new project (what `cdk init` writes), but the overrides.
 */
export const APP_CONTEXT = { ...CURRENTLY_RECOMMENDED_FLAGS, ...FLAG_OVERRIDES };

export function buildApp(opts: BuildAppOptions = {}) {
  const app = new App({
    ...opts.appProps,
    context: { ...APP_CONTEXT, ...opts.appProps?.context, ...opts.context },
  });
  const llm = app.node.tryGetContext(LLM_CONTEXT) as string | undefined;
  const alarmEmail = app.node.tryGetContext(ALARM_EMAIL_CONTEXT) as string | undefined;
  const mailFrom = app.node.tryGetContext(MAIL_FROM_CONTEXT) as string | undefined;
  const corsOrigins = parseCorsOrigins(app.node.tryGetContext(CORS_ORIGINS_CONTEXT) as string | undefined);
  const workers = opts.workers ?? listedWorkers;
  const stateful = new LogdxStatefulStack(app, STATEFUL_STACK, {
    description: "logdx stateful resources: table, KMS keys, work queues",
    workers,
  });
  const stateless = new LogdxStatelessStack(app, STATELESS_STACK, {
    description: "logdx stateless resources: HTTP API, functions, schedules, alarms",
    resources: stateful.resources,
    routes: opts.routes ?? tableRoutes,
    workers,
    llm,
    mailFrom,
    alarmEmail,
    corsOrigins,
  });
  if (opts.nag ?? true) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    acknowledgeNagFindings(stateless);
  }
  return { app, stateful, stateless };
}
