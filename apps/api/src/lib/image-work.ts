// sharp (libvips) adds about 20 MB to the process. It is loaded for the first picture to render, not at start:
// a server answering catalogue reads and orders never needs it (issue 11: RSS under load).
import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
