/**
 * Starts a TypeScript file of the benchmarks as a child process (through tsx) and waits for the first line it prints,
 * which says where it listens; `close()` stops it with SIGTERM and waits for it to exit. Used for the app
 * (bench/support/app-process.ts) and the bare relay (bench/support/bare-relay.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildProcess {
  /** The first line the child printed. */
  line: string;
  close(): Promise<void>;
}

export async function startChildProcess(file: string, options: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv; name: string }): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', file], { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (first) => {
      lines.close();
      resolve(first);
    });
    child.once('exit', (code) => reject(new Error(`${options.name} exited with ${code} before it was ready`)));
  });
  return {
    line,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
