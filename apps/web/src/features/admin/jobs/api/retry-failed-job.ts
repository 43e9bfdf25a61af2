// POST /api/admin/jobs/failed/{id}/retry → sends a failed job back to its queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { dashboardQueryOptions } from '../../dashboard/api/get-dashboard.ts';
import { failedJobsQueryOptions } from './get-failed-jobs.ts';

export function retryFailedJob(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/admin/jobs/failed/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    fallbackMessage: 'The job could not be retried',
  });
}

export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: failedJobsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey });
    },
  });
}
