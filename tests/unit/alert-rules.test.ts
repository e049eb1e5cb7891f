import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_PROCESSING_HOURS } from '#contract/redeem/rules';

/**
 * The alert rules fire on sample series as their test file says (issue 32 §4, decision 056), run by
 * Prometheus's own `promtool test rules` — Debian's `prometheus` package, which .ci/run installs. The
 * thresholds that restate a promise to users are the promise's figures.
 */
const RULES_FOLDER = path.resolve(import.meta.dirname, '../../deploy/prometheus');
const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
const hasPromtool = promtool.status === 0;

function runPromtool(...args: string[]) {
  return spawnSync('promtool', args, { cwd: RULES_FOLDER, encoding: 'utf8' });
}

describe('deploy/prometheus/alert-rules.yml', () => {
  it.skipIf(!hasPromtool)('is valid for promtool, and each rule fires on its test series where it should and not before', () => {
    const checked = runPromtool('check', 'rules', 'alert-rules.yml');
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    const tested = runPromtool('test', 'rules', 'alert-rules.test.yml');
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
    expect(tested.stdout).toContain('SUCCESS');
  });

  it('alerts on a payout queue at the hours users are told (WITHDRAWAL_PROCESSING_HOURS)', () => {
    const rules = (parseYaml(fs.readFileSync(path.join(RULES_FOLDER, 'alert-rules.yml'), 'utf8')) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> }).groups.flatMap((group) => group.rules);
    const expr = (alert: string) => rules.find((rule) => rule.alert === alert)!.expr;
    expect(expr('HonestRewardsPayoutsOverdue')).toMatch(new RegExp(`> ${WITHDRAWAL_PROCESSING_HOURS.to} \\* 3600$`));
    expect(expr('HonestRewardsQueueWaiting')).toMatch(new RegExp(`> ${WITHDRAWAL_PROCESSING_HOURS.from} \\* 3600$`));
  });
});
