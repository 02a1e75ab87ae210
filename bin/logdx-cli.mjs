#!/usr/bin/env node
// Launcher for the `logdx` bin: registers tsx so the TypeScript CLI runs straight from the repo.
import { register } from "tsx/esm/api";

register();
await import("./logdx.ts");
