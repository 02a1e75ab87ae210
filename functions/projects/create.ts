import type { CreateProjectInput } from "../../shared/domain/project.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { createProject } from "../../shared/services/projects.js";

export const handler = createHandler<CreateProjectInput>("projects.create", ({ auth, body }, ctx) =>
  createProject(ctx, auth, body),
);
