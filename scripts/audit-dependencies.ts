// CI's dependency check (issue 12): fails on a known high or critical vulnerability in production dependencies
// (`npm audit --omit=dev`), except advisories accepted in audit-allowlist.json with a reason and an expiry date.
// A registry or mirror without the audit endpoint is reported and skipped, unless AUDIT_REQUIRED=true.
//   node scripts/audit-dependencies.ts
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface AllowedAdvisory {
  /** The advisory's URL (https://github.com/advisories/GHSA-…) as npm audit prints it. */
  advisory: string;
  package: string;
  reason: string;
  /** YYYY-MM-DD: after this day the advisory fails CI again, so an acceptance is looked at again. */
  expires: string;
}

interface AuditVia {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}
interface AuditReport {
  vulnerabilities?: Record<string, { severity: string; via: (AuditVia | string)[] }>;
}

export interface Finding {
  package: string;
  severity: string;
  title: string;
  advisory: string;
}

const BLOCKING = new Set(['high', 'critical']);

/** The high and critical advisories of a report that the allowlist does not (or no longer) accept. */
export function blockingFindings(
  report: AuditReport,
  allowlist: AllowedAdvisory[],
  today: string,
): Finding[] {
  const accepted = new Set(
    allowlist.filter((entry) => entry.expires >= today).map((entry) => `${entry.package} ${entry.advisory}`),
  );
  const findings = new Map<string, Finding>();
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names another package whose own entry carries the advisory.
      if (typeof via === 'string' || !via.url) continue;
      const severity = via.severity ?? vulnerability.severity;
      if (!BLOCKING.has(severity)) continue;
      const finding = { package: via.name ?? name, severity, title: via.title ?? '', advisory: via.url };
      if (!accepted.has(`${finding.package} ${finding.advisory}`)) {
        findings.set(`${finding.package} ${finding.advisory}`, finding);
      }
    }
  }
  return [...findings.values()];
}

/** npm audit's JSON, or undefined when the registry answered without one (no audit endpoint, offline). */
export function parseReport(stdout: string): AuditReport | undefined {
  try {
    const report = JSON.parse(stdout) as AuditReport & { error?: unknown };
    return report.error || !report.vulnerabilities ? undefined : report;
  } catch {
    return undefined;
  }
}

function main(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const allowlist = JSON.parse(readFileSync(path.join(root, 'audit-allowlist.json'), 'utf8')) as {
    accepted: AllowedAdvisory[];
  };
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  const report = parseReport(audit.stdout);
  if (!report) {
    const reason = `${audit.stderr}`.split('\n').find((line) => /error|audit/i.test(line)) ?? 'no report';
    const message = `npm audit is not available from this registry (${reason.trim()}): dependency audit skipped.`;
    if (process.env.AUDIT_REQUIRED === 'true') {
      console.error(message);
      process.exit(1);
    }
    console.warn(message);
    return;
  }
  const findings = blockingFindings(report, allowlist.accepted, new Date().toISOString().slice(0, 10));
  if (findings.length === 0) {
    console.log('npm audit: no high or critical vulnerability in production dependencies.');
    return;
  }
  console.error('npm audit: high or critical vulnerabilities in production dependencies:');
  for (const finding of findings) {
    console.error(`  ${finding.severity} ${finding.package}: ${finding.title} (${finding.advisory})`);
  }
  console.error('Upgrade, or accept a false positive in audit-allowlist.json (docs/reliability.md).');
  process.exit(1);
}

// Run as a script, not when the test imports it.
if (import.meta.main) main();
