// The one line in front of sharp (docs/decisions/018-picture-work-limits.md). Every picture the server decodes or
// encodes (catalogue renders, review photos, the shop's product photos) is a job here: at most
// IMAGE_RENDER_CONCURRENCY run at once, a bounded number wait, and past that a job is refused at once with a 503
// rather than piling up memory and latency. sharp itself is only reachable through a job.
import fastq from 'fastq';
import type sharpModule from 'sharp';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

export type Sharp = typeof sharpModule;
export type ImageJob<T> = (sharp: Sharp) => Promise<T>;

export interface ImageQueue {
  /** Runs `job` when its turn comes; rejects with a BUSY (503) AppError at once when the line is full. */
  run<T>(job: ImageJob<T>): Promise<T>;
}

export const PICTURES_BUSY =
  'Too many pictures are being processed right now. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;
/**
 * Jobs that may wait per job running. A render takes 10 ms (160 px) to 0.2 s (1200 px), so with two running, 64
 * waiting is a wait of a few seconds: a cold-cache listing page (two dozen pictures) fits several times over.
 */
const WAITING_PER_RUNNING = 32;

// sharp (libvips) adds about 20 MB to the process. It is loaded for the first picture, not at start: a server
// answering catalogue reads and orders never needs it (bench/README.md: RSS under load).
let loading: Promise<Sharp> | undefined;
function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

export function createImageQueue(options: { concurrency: number; maxWaiting: number }): ImageQueue {
  // Each task settles its own promise, so the worker never rejects and fastq needs no error handling.
  const queue = fastq.promise((task: () => Promise<void>) => task(), options.concurrency);
  return {
    run(job) {
      if (queue.length() >= options.maxWaiting) {
        return Promise.reject(
          new AppError('BUSY', PICTURES_BUSY, { retryAfterSeconds: RETRY_AFTER_SECONDS }),
        );
      }
      return new Promise((resolve, reject) => {
        void queue.push(async () => {
          try {
            resolve(await job(await loadSharp()));
          } catch (error) {
            reject(error);
          }
        });
      });
    },
  };
}

type PictureSettings = Pick<Config['images'], 'renderConcurrency' | 'maxUploadPixels'>;
let shared: { queue: ImageQueue; maxUploadPixels: number } | undefined;

/**
 * Sets up the process's queue. sharp's worker threads belong to the process, so the line does too: buildApp calls
 * this (through mediaRoutes) and every module uses the same line. Tests that build several apps in one process get
 * the last one's settings.
 */
export function configureImageWork(settings: PictureSettings): void {
  const concurrency = settings.renderConcurrency;
  shared = {
    queue: createImageQueue({ concurrency, maxWaiting: concurrency * WAITING_PER_RUNNING }),
    maxUploadPixels: settings.maxUploadPixels,
  };
}

function current(): NonNullable<typeof shared> {
  if (!shared) throw new Error('configureImageWork() must run before any picture work (buildApp does it)');
  return shared;
}

/** Runs `job` in the process's picture queue (see createImageQueue). */
export function imageWork<T>(job: ImageJob<T>): Promise<T> {
  return current().queue.run(job);
}

/** The most pixels an uploaded photo may have (UPLOAD_MAX_MEGAPIXELS). */
export function maxUploadPixels(): number {
  return current().maxUploadPixels;
}
