import { createHandler } from "../../shared/http/create-handler.js";
import { refuseDiscoverBeforeSave } from "../../shared/services/log-sources.js";

export const handler = createHandler("logSources.discoverUnsaved", () => refuseDiscoverBeforeSave());
