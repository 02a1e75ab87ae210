// The one import point of the template miner for the engine.
export { maskMessage, TemplateMiner } from "./templates/index.js";
