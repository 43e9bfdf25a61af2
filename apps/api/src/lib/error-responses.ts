// The `{ message }` error bodies every route declares for its 4xx and 5xx answers.
import { errorSchema } from '@shop/shared/common.schemas';

export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  500: errorSchema,
} as const;
