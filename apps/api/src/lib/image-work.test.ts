// The queue in front of sharp (lib/image-work.ts, docs/decisions/018-picture-work-limits.md): at most
// `concurrency` pictures in work, the rest wait in order, and a full line refuses at once with a 503.
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createImageQueue } from './image-work.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createImageQueue', () => {
  it('runs at most `concurrency` jobs at once and starts the waiting ones in the order they came', async () => {
    const queue = createImageQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const jobs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        return i;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([0, 1]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('refuses a job at once with a 503 that names a retry time when maxWaiting jobs already wait', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 2 });
    const gate = deferred();
    const accepted = [0, 1, 2].map(() => queue.run(() => gate.promise));
    let ran = false;
    const refused = queue.run(async () => {
      ran = true;
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BUSY', status: 503, retryAfterSeconds: expect.any(Number) });
    gate.resolve();
    await Promise.all(accepted);
    expect(ran).toBe(false);
    // The line is short again: the next job runs.
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });

  it('frees the turn of a job that fails', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
