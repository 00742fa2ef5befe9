import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**/*.test.ts); integration tests that drive the server with
// fastify.inject against a real database live in test/. Every test file gets its own database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
