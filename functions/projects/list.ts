import { createHandler } from "../../shared/http/create-handler.js";
import { listTenantProjects } from "../../shared/services/projects.js";

export const handler = createHandler("projects.list", ({ auth }, ctx) => listTenantProjects(ctx, auth));
