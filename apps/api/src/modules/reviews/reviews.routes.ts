// Review endpoints (docs/product.md#reviews): the list is public (a bearer token, when sent, shows the reader's own
// "helpful" votes); writing takes a bearer token and a multipart form (fields in review.schemas.ts; photos as
// repeated `images` files). The author comes from the token only. Every write counts against the author's and the
// address's `reviewWrite` limit before its form is read (a write may carry photos to process:
// docs/decisions/018-picture-work-limits.md); every "helpful" vote against `reviewVote` (decision 039).
import multipart from '@fastify/multipart';
import { MESSAGES } from '@shop/shared/messages';
import { asksForPage, UNPAGED_LIST_MAX } from '@shop/shared/pagination';
import {
  reviewDeletedSchema,
  reviewListAnswerSchema,
  reviewListQuerySchema,
  reviewParamsSchema,
  reviewProductParamsSchema,
  reviewResponseSchema,
  reviewVoteSchema,
} from '@shop/shared/review.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthGuard } from '../auth/auth.guard.ts';
import { readReviewForm } from './review-form.lib.ts';
import * as service from './reviews.service.ts';

export function reviewRoutes(
  db: Db,
  guard: AuthGuard,
  storage: Storage,
  limiter: RateLimiter,
): FastifyPluginAsyncZod {
  /** The signed-in author, once this write is within their limit (429 otherwise). */
  async function writer(request: FastifyRequest): Promise<string> {
    const userId = await guard.userId(request);
    await limiter.consume('reviewWrite', { ip: request.ip, subject: userId });
    return userId;
  }

  /** The signed-in reader of a public list, if any: a token that no longer works reads as a visitor's request. */
  async function reader(request: FastifyRequest): Promise<string | undefined> {
    if (!request.headers.authorization) return undefined;
    try {
      return await guard.userId(request);
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') return undefined;
      throw error;
    }
  }

  /** The signed-in voter, once this vote is within their limit (429 otherwise). */
  async function voter(request: FastifyRequest): Promise<string> {
    const userId = await guard.userId(request);
    await limiter.consume('reviewVote', { ip: request.ip, subject: userId });
    return userId;
  }

  return async (app) => {
    // Registered inside this plugin, so multipart bodies are accepted by the review routes only.
    await app.register(multipart);
    const deps: service.ReviewDeps = { db, storage, log: app.log };
    const tags = ['reviews'];

    app.get(
      '/api/reviews/:productId',
      {
        schema: {
          tags,
          description:
            'With page or limit: one page of reviews, the totals, the average and the rating breakdown. Without ' +
            `both: the bare list of reviews, at most ${UNPAGED_LIST_MAX} (docs/decisions/022-spec-shapes-and-paging.md). ` +
            'Newest first unless sort asks for the most helpful or those with photos first. An optional bearer ' +
            "token fills in the reader's own votedHelpful.",
          params: reviewProductParamsSchema,
          querystring: reviewListQuerySchema,
          response: { 200: reviewListAnswerSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { params, query } = request;
        const list = { productId: params.productId, query, viewerId: await reader(request) };
        return asksForPage(query)
          ? service.listReviewPage(db, storage, list)
          : service.listFirstReviews(db, storage, list);
      },
    );

    // onRequest: an anonymous caller gets its 401 before a byte of the upload is read.
    app.post(
      '/api/reviews',
      {
        onRequest: guard.requireUser,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 201: reviewResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const userId = await writer(request);
        const review = await service.createReview(deps, userId, await readReviewForm(request));
        return reply.status(201).send({ message: MESSAGES.reviewSubmitted, review });
      },
    );

    app.put(
      '/api/reviews/:reviewId',
      {
        onRequest: guard.requireUser,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: reviewParamsSchema,
          response: { 200: reviewResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const userId = await writer(request);
        const form = await readReviewForm(request);
        const review = await service.updateReview(deps, userId, request.params.reviewId, form);
        return { message: MESSAGES.reviewUpdated, review };
      },
    );

    app.delete(
      '/api/reviews/:reviewId',
      {
        onRequest: guard.requireUser,
        schema: {
          tags,
          params: reviewParamsSchema,
          response: { 200: reviewDeletedSchema, ...errorResponses },
        },
      },
      async (request) => {
        await service.deleteReview(deps, await writer(request), request.params.reviewId);
        return { message: MESSAGES.reviewDeleted };
      },
    );

    // "Helpful" (docs/decisions/039-phone-shopper-second-walk.md): PUT marks, DELETE takes the mark back; both
    // idempotent, so the button's toggle sends the state it wants, and a double tap counts once.
    for (const [method, helpful] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/reviews/:reviewId/helpful',
        onRequest: guard.requireUser,
        schema: {
          tags,
          description: helpful
            ? "Marks another shopper's review helpful (one vote per account)."
            : 'Takes back your helpful mark on a review.',
          params: reviewParamsSchema,
          response: { 200: reviewVoteSchema, ...errorResponses },
        },
        handler: async (request) =>
          service.voteHelpful(db, await voter(request), request.params.reviewId, helpful),
      });
    }
  };
}
