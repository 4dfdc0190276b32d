// @vitest-environment node
// `npm run spells` must reproduce the committed catalog from the vendored SRD source: the generator
// runs into a temporary folder and every output file is compared byte by byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const out = mkdtempSync(join(tmpdir(), 'grimoar-spells-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run spells', () => {
  it('regenerates the committed catalog files byte for byte', () => {
    execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/data/tools/build-spells.ts'), '--out', out], { cwd: root, stdio: 'pipe' });
    for (const file of ['src/data/spells.json', 'locales/en/spells.json', 'locales/cs/spells.json']) {
      const generated = readFileSync(join(out, file));
      const committed = readFileSync(join(root, file));
      expect({ file, same: generated.equals(committed) }).toEqual({ file, same: true });
    }
  }, 120_000);
});
