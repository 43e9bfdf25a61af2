// /admin/jobs: background jobs that failed for good (mails, refunds), with what each was, when it failed, its
// last error, and a retry button that sends it back to its queue (docs/decisions/025).
import type { FailedJob } from '@shop/shared/admin-jobs.schemas';
import { RotateCcw } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminTable, ListView } from '../shell/admin-table.tsx';
import { AdminButton, AdminHeading } from '../shell/admin-ui.tsx';
import { useFailedJobs } from './api/get-failed-jobs.ts';
import { useRetryFailedJob } from './api/retry-failed-job.ts';

function JobRow({ job }: { job: FailedJob }) {
  const retry = useRetryFailedJob();
  const onRetry = () =>
    retry.mutate(job._id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, 'The job could not be retried.')),
    });
  return (
    <tr>
      <td>
        <p className="font-semibold">{job.what}</p>
        <p className="text-xs text-slate-600">
          {job.queue}
          {job.about && <> · {job.about}</>}
        </p>
      </td>
      <td className="whitespace-nowrap">
        <time dateTime={job.failedAt}>{formatTimestamp(job.failedAt)}</time>
        <p className="text-xs text-slate-600">
          {job.attempts} {job.attempts === 1 ? 'try' : 'tries'} since{' '}
          <time dateTime={job.queuedAt}>{formatTimestamp(job.queuedAt)}</time>
        </p>
      </td>
      <td className="max-w-md break-words text-slate-800">{job.lastError}</td>
      <td>
        <AdminButton
          variant="secondary"
          onClick={onRetry}
          disabled={retry.isPending}
          aria-label={`Retry: ${job.what}${job.about ? ` (${job.about})` : ''}`}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Retry
        </AdminButton>
      </td>
    </tr>
  );
}

export function FailedJobsPage() {
  const failed = useFailedJobs();
  return (
    <div>
      <AdminHeading title="Failed jobs" />
      <p className="mb-4 max-w-2xl text-sm text-slate-700">
        Mails and refunds are retried for hours (refunds for about two days) before they land here. Fix the
        cause first (the mail server, the payment provider), then retry: a retried refund asks the provider
        first, so it never pays twice.
      </p>
      <ListView
        query={failed}
        isEmpty={(data) => data.jobs.length === 0}
        empty="No failed jobs. Every mail and refund went through."
      >
        {(data) => (
          <AdminTable
            caption={
              <>
                {data.total} failed {data.total === 1 ? 'job' : 'jobs'}, newest first
              </>
            }
            head={
              <>
                <th scope="col">Job</th>
                <th scope="col">Failed</th>
                <th scope="col">Last error</th>
                <th scope="col">
                  <span className="sr-only">Retry</span>
                </th>
              </>
            }
          >
            {data.jobs.map((job) => (
              <JobRow key={job._id} job={job} />
            ))}
          </AdminTable>
        )}
      </ListView>
    </div>
  );
}
