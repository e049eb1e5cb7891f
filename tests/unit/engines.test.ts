import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node versions we state (package.json `engines`, README) must be ones every runtime package
 * accepts by its own `engines` (issue 32): the lowest version of each line we support, and the
 * Node 24 that CI's runtime step runs.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string; engines?: { node?: string } };

const ours = readJson(path.join(ROOT, 'package.json')).engines?.node ?? '';
const supported = new semver.Range(ours);
const samples = [...supported.set.map((comparators) => semver.minVersion(new semver.Range(comparators.map(String).join(' ')))!.version), '24.0.0'];

describe('the Node versions we support', () => {
  it('are stated as a range whose every line starts at a real version, and include Node 24', () => {
    expect(samples.length).toBeGreaterThan(1);
    for (const version of samples) expect(semver.satisfies(version, supported), version).toBe(true);
  });

  it('are accepted by every package a production install brings (npm ci --omit=dev)', () => {
    const folders = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim().split('\n').slice(1);
    expect(folders.length).toBeGreaterThan(100);
    const refusing = folders.flatMap((folder) => {
      const manifest = path.join(folder, 'package.json');
      if (!fs.existsSync(manifest)) return [];
      const { name, version, engines } = readJson(manifest);
      const needs = engines?.node;
      const refused = needs ? samples.filter((sample) => !semver.satisfies(sample, needs)) : [];
      return refused.length ? [`${name}@${version} needs Node ${needs}; we state ${ours} (${refused.join(', ')} refused)`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it('are the ones README states', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ${ours}`);
  });
});
