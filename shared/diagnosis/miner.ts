// The one import point of the template miner for the engine (stand-in until templates/ lands).
export { maskMessage, TemplateMiner } from "./miner-stand-in.js";
