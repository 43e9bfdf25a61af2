// The dependency gate fails on high and critical advisories in production dependencies unless accepted, and an
// acceptance stops counting on its expiry date.
import { describe, expect, it } from 'vitest';
import { blockingFindings, parseReport } from './audit-dependencies.ts';

const advisory = 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc';
const report = {
  vulnerabilities: {
    'left-pad': {
      severity: 'high',
      via: [{ source: 1, name: 'left-pad', title: 'Prototype pollution', url: advisory, severity: 'high' }],
    },
    'uses-left-pad': { severity: 'high', via: ['left-pad'] },
    'slow-regex': {
      severity: 'moderate',
      via: [
        {
          name: 'slow-regex',
          title: 'ReDoS',
          url: 'https://github.com/advisories/GHSA-x',
          severity: 'moderate',
        },
      ],
    },
  },
};

describe('blockingFindings', () => {
  it('reports each high or critical advisory once, and no moderate one', () => {
    expect(blockingFindings(report, [], '2026-01-01')).toEqual([
      { package: 'left-pad', severity: 'high', title: 'Prototype pollution', advisory },
    ]);
  });

  it('accepts an allowlisted advisory until it expires', () => {
    const allowlist = [
      { advisory, package: 'left-pad', reason: 'only used at build time', expires: '2026-06-30' },
    ];
    expect(blockingFindings(report, allowlist, '2026-06-30')).toEqual([]);
    expect(blockingFindings(report, allowlist, '2026-07-01')).toHaveLength(1);
  });
});

describe('parseReport', () => {
  it('tells an answer without a report (no audit endpoint) from a report', () => {
    expect(parseReport('')).toBeUndefined();
    expect(
      parseReport('{"error":{"code":"E405","summary":"audit endpoint returned an error"}}'),
    ).toBeUndefined();
    expect(parseReport(JSON.stringify(report))).toEqual(report);
  });
});
