/** `npm run test:browser`: the tests that drive a real headless Chromium (Debian's `chromium`; .ci/run installs it). */
import base from "./jest.config.js";

export default { ...base, roots: ["<rootDir>/test/browser"], testPathIgnorePatterns: ["/node_modules/"] };
