import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**/*.test.ts); integration tests that drive the server with
// fastify.inject against a real database live in test/. Every test file gets its own database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Most of these tests wait on the database, child processes and sockets rather than the CPU: three files at a
    // time finish the suite in about two thirds of the time of Vitest's default on two cores (one).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
