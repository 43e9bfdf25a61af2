// Every bad row of an import, by the line of the file where it starts.
import type { ImportProblem } from '@shop/shared/admin.schemas';
import { tableClass } from '../../shell/admin-ui.tsx';

export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  return (
    <section
      aria-label="Problems"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-72 overflow-auto rounded-lg border border-slate-200"
    >
      <table className={tableClass}>
        <caption className="sr-only">Problems found in the file</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Field</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {problems.map((problem, index) => (
            // The same line can have several problems, even on one field.
            // biome-ignore lint/suspicious/noArrayIndexKey: the report is shown as sent and never reordered
            <tr key={index}>
              <td className="whitespace-nowrap font-semibold">Line {problem.line}</td>
              <td className="font-mono text-xs">{problem.field || '—'}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
