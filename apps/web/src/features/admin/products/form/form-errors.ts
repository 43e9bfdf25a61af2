// Every message of a react-hook-form error tree, with its field's dotted path, for the form's error summary.
import type { FieldErrors } from 'react-hook-form';

export interface FormProblem {
  path: string;
  message: string;
}

export function formProblems(errors: FieldErrors): FormProblem[] {
  const seen = new Set<string>();
  return collect(errors, '').filter((problem) => {
    const key = `${problem.path}\n${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function collect(errors: FieldErrors, prefix: string): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [key, node] of Object.entries(errors)) {
    // `ref` is the field's DOM element; `types` repeats the messages.
    if (key === 'ref' || key === 'types' || typeof node !== 'object' || node === null) continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    if ('message' in node && typeof node.message === 'string' && node.message) {
      problems.push({ path, message: node.message });
    }
    problems.push(...collect(node as FieldErrors, path));
  }
  return problems;
}
