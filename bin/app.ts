// The CDK app: `npm run synth` / `npm run deploy` (cdk.json runs this file with tsx).
import { buildApp } from "../lib/app.js";

buildApp().app.synth();
