import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    // CLI tests spawn real processes (tsx + DuckDB start-up); the limit guards against hangs, not for speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
