import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { sqlLiteral } from './sql-literal';

type Message =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'prepared'; name: string; sql: string; execute: string }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } } | { ready: true; wasmModule?: WebAssembly.Module };

/** What drizzle's PGlite driver and its migrator call on a client. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * PGlite (PostgreSQL compiled to WASM) runs its queries and decodes their results in JavaScript on
 * whatever thread owns it: on the server's own thread, a 200-row garage or a 10,000-document library
 * made every request wait behind the database, and a second core sat idle. So PGlite lives in a
 * worker thread and this client hands it queries by message; rows come back structured-cloned.
 * One query at a time, as before: PGlite has a single session, and a transaction holds it.
 */
export class PgliteThread implements PgliteLike {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error) call?.reject(Object.assign(new Error(reply.error.message), reply.error));
      else call?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const call of this.pending.values()) call.reject(this.failure);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /**
   * PostgreSQL's WASM as the first thread compiled it. A later thread of this process (the test suite
   * opens hundreds) starts from it instead of compiling 9 MB again, and shares the code V8 has since
   * optimised: an open plus its first queries took about half the CPU.
   */
  private static wasmModule: WebAssembly.Module | undefined;

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, wasmModule: PgliteThread.wasmModule } });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(new Error(`Could not open the database in ${dataDir}: ${error.message}`, { cause: error }));
      const onExit = (code: number) => onError(new Error(`the database thread stopped (exit code ${code})`));
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.once('message', (ready: Extract<Reply, { ready: true }>) => {
        PgliteThread.wasmModule ??= ready.wasmModule;
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(new PgliteThread(worker));
      });
    });
  }

  private call<T>(message: Message): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, tx });
  }

  /**
   * Runs `sql` as the statement prepared under `name` in PGlite's one session (prepared the first
   * time): EXECUTE takes no bound parameters, so `params` are written into its text as literals
   * (sql-literal.ts). `name` must stand for this text alone, as with node-postgres' named statements.
   */
  queryPrepared<T>(name: string, sql: string, params: unknown[]): Promise<Results<T>> {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) return Promise.reject(new Error(`not a statement name: ${name}`));
    const execute = params.length ? `execute ${name}(${params.map(sqlLiteral).join(', ')})` : `execute ${name}`;
    return this.call({ op: 'prepared', name, sql, execute });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let ended = false;
    const end = async (op: 'commit' | 'rollback') => {
      if (ended) return;
      ended = true;
      await this.call({ op, tx: id });
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.query<R>(sql, params, options, id),
      exec: (sql: string) => this.exec(sql, id),
      rollback: () => end('rollback'),
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    try {
      const result = await fn(tx);
      await end('commit');
      return result;
    } catch (error) {
      await end('rollback').catch(() => {});
      throw error;
    }
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
