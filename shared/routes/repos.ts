// Route entries for repos (API-DECISIONS "API keys, repos").
import * as z from "zod";
import { createRepoBody, repoSchema } from "../domain/repo.schema.js";
import type { RouteDef } from "../route.types.js";
import { deletedSchema } from "./common.js";

export const repoRoutes: RouteDef[] = [
  {
    id: "repos.create",
    method: "POST",
    path: "/v1/config/repos",
    handler: "functions/repos/create.ts",
    summary: "Add a repo to the project; a token is encrypted and never returned",
    scope: "project",
    permission: "config:write",
    rateCategory: "mutation",
    idempotent: true,
    body: createRepoBody,
    response: repoSchema,
    successStatus: 201,
    access: { table: "readwrite", kms: ["encrypt"] },
  },
  {
    id: "repos.list",
    method: "GET",
    path: "/v1/config/repos",
    handler: "functions/repos/list.ts",
    summary: "List the project's repos (never their tokens)",
    scope: "project",
    permission: "config:read",
    rateCategory: "read",
    idempotent: false,
    response: z.array(repoSchema),
    access: { table: "read" },
  },
  {
    id: "repos.delete",
    method: "DELETE",
    path: "/v1/config/repos/{id}",
    handler: "functions/repos/delete.ts",
    summary: "Remove a repo from the project (410 GONE afterwards)",
    scope: "project",
    permission: "config:write",
    rateCategory: "mutation",
    idempotent: false,
    response: deletedSchema,
    access: { table: "readwrite" },
  },
];
