// Writes the SDK's generated sources from the OpenAPI document (itself generated from the route table), so no shape
// or route is ever written twice: src/generated/openapi.ts (types, by openapi-typescript) and
// src/generated/operations.ts (the operation table and the typed methods, grouped as the operation ids are).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const sdkDir = join(dirname(fileURLToPath(import.meta.url)), "..");
export const generatedDir = join(sdkDir, "src", "generated");
const HEADER =
  "// Generated from docs/openapi.json by sdk/scripts/generate.mjs (run by `npm run build`): do not edit.\n";

/** A body may be left out only when it is an object whose every field is optional (a union never may). */
const bodyRequired = (schema) => !(schema?.type === "object" && !schema.required?.length);

/** The routes the SDK calls: not the unauthenticated ones, not aliases. */
function operationsOf(doc) {
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId || op.security?.length === 0 || op["x-logdx-alias-of"]) continue;
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === "query");
      const success = Object.keys(op.responses).find((s) => s !== "default");
      ops.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
        hasBody: Boolean(op.requestBody),
        bodyRequired: bodyRequired(op.requestBody?.content["application/json"]?.schema),
        hasQuery: query.length > 0,
        queryRequired: query.some((p) => p.required),
        paged: query.some((p) => p.name === "cursor"),
        idempotent: params.some((p) => p.in === "header" && p.name === "idempotency-key"),
        projectScoped: params.some((p) => p.in === "header" && p.name === "x-project-id"),
        publicKey: Boolean(op["x-logdx-public-key"]),
        streaming: Boolean(op["x-logdx-streaming"]),
        status: success,
      });
    }
  }
  return ops.sort((a, b) => a.id.localeCompare(b.id));
}

function methodSource(op) {
  const args = op.pathParams.map((p) => `${p}: string`);
  if (op.hasBody) args.push(`body${op.bodyRequired ? "" : "?"}: Body<"${op.id}">`);
  if (op.hasQuery) args.push(`query${op.queryRequired ? "" : "?"}: Query<"${op.id}">`);
  args.push("options?: RequestOptions");
  const input = [
    op.pathParams.length ? `params: { ${op.pathParams.join(", ")} }` : "",
    op.hasBody ? (op.bodyRequired ? "body" : "body: body ?? {}") : "",
    op.hasQuery ? "query" : "",
  ].filter(Boolean);
  const kind = op.paged ? "page" : "data";
  return `(${args.join(", ")}) => call.${kind}<Data<"${op.id}", ${op.status}>>("${op.id}", { ${input.join(", ")} }, options)`;
}

/** Nests methods by the dotted operation id: "projects.accessList.get" → projects.accessList.get(...). */
function groupsSource(ops) {
  const tree = {};
  // Streams are followed by analyses.wait(), not offered as methods.
  for (const op of ops.filter((o) => !o.streaming)) {
    const parts = op.id.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = { doc: op.summary.replaceAll("*/", "* /"), code: methodSource(op) };
  }
  const render = (node) =>
    `{\n${Object.entries(node)
      .map(([k, v]) => (typeof v.code === "string" ? `/** ${v.doc} */\n${k}: ${v.code},` : `${k}: ${render(v)},`))
      .join("\n")}\n}`;
  return render(tree);
}

function operationsSource(ops) {
  const table = ops
    .map((o) => {
      const info = { method: o.method, path: o.path, idempotent: o.idempotent, projectScoped: o.projectScoped };
      if (o.publicKey) info.publicKey = true;
      if (o.streaming) info.streaming = true;
      return `  ${JSON.stringify(o.id)}: ${JSON.stringify(info)},`;
    })
    .join("\n");
  return `${HEADER}import type { Body, Data, OperationCaller, Query, RequestOptions } from "../operation-types.js";

/** Every operation the SDK offers, by operation id. */
export const OPERATIONS = {
${table}
} as const;

export type OperationName = keyof typeof OPERATIONS;

/** The typed methods, grouped as the API is. */
export function operationGroups(call: OperationCaller) {
  return ${groupsSource(ops)};
}
`;
}

const sdkVersion = () => JSON.parse(readFileSync(join(sdkDir, "package.json"), "utf8")).version;

/** The generated files' contents for an OpenAPI document. */
export async function generateSdkSources(doc) {
  const types = astToString(await openapiTS(doc, { rootTypes: false }));
  return {
    "openapi.ts": `${HEADER}${types}`,
    "operations.ts": operationsSource(operationsOf(doc)),
    "version.ts": `${HEADER}export const SDK_VERSION = ${JSON.stringify(sdkVersion())};\n`,
  };
}

export async function writeSdkSources(doc) {
  mkdirSync(generatedDir, { recursive: true });
  const files = await generateSdkSources(doc);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(generatedDir, name), text);
  return files;
}
