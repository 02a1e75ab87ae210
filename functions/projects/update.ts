import type { UpdateProjectInput } from "../../shared/domain/project.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { updateProject } from "../../shared/services/projects.js";

export const handler = createHandler<UpdateProjectInput>("projects.update", ({ auth, body, params }, ctx) =>
  updateProject(ctx, auth, params.id, body),
);
