import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '#shared/validation.ts';

afterEach(() => cleanup());

// An unexpected console.error is a failure (a React warning, a failed request…).
const consoleError = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleError(...args);
  throw new Error(`console.error was called: ${String(args[0])}`);
});
