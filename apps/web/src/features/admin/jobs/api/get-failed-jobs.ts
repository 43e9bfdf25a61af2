// GET /api/admin/jobs/failed → background jobs (mails, refunds) that used up their retries, newest first.
import type { FailedJobs } from '@shop/shared/admin-jobs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const failedJobsQueryOptions = queryOptions({
  queryKey: ['admin', 'jobs', 'failed'],
  queryFn: ({ signal }) =>
    apiFetch<FailedJobs>('/api/admin/jobs/failed', {
      signal,
      fallbackMessage: 'Could not load the failed jobs',
    }),
});

export function useFailedJobs() {
  return useQuery(failedJobsQueryOptions);
}
