import { execSync } from 'node:child_process';
import fs from 'node:fs';
import semver from 'semver';
const ours = JSON.parse(fs.readFileSync('package.json','utf8')).engines.node;
const dirs = execSync('npm ls --omit=dev --all --parseable', { encoding: 'utf8', maxBuffer: 1e8 }).trim().split('\n').slice(1);
const bad = new Map();
for (const dir of dirs) {
  let pkg; try { pkg = JSON.parse(fs.readFileSync(dir + '/package.json','utf8')); } catch { continue; }
  const need = pkg.engines?.node; if (!need) continue;
  if (['20.19.0','22.12.0','24.0.0'].some((v) => !semver.satisfies(v, need))) bad.set(pkg.name + '@' + pkg.version, need);
}
console.log('ours', ours, 'packages', dirs.length); console.log([...bad]);
