/** Jest in ESM mode (Middy 7 is ESM-only); @swc/jest strips types, `npm run typecheck` checks them. */
export default {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  // Real-browser tests run with `npm run test:browser` (jest.browser.config.js): they need Chromium installed.
  testPathIgnorePatterns: ["/node_modules/", "/test/browser/"],
  extensionsToTreatAsEsm: [".ts"],
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  transform: {
    "^.+\\.ts$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "es6" } },
    ],
  },
  globalSetup: "<rootDir>/test/support/global-setup.mjs",
  globalTeardown: "<rootDir>/test/support/global-teardown.mjs",
  testTimeout: 30000,
  maxWorkers: 2,
};
