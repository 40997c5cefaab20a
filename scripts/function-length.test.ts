import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkedFiles, longFunctions, longFunctionsIn } from './function-length';

/** `count` lines of statements, each on its own line. */
function statements(count: number, indent = '  '): string[] {
  return Array.from({ length: count }, (_, i) => `${indent}const v${i} = ${i};`);
}

/** A React component written as an arrow, `lines` long from `export const` to its closing brace. */
function component(name: string, lines: number): string {
  return [
    `export const ${name} = ({ title }: { title: string }) => {`,
    ...statements(lines - 3),
    '  return <h1>{title}</h1>;',
    '};',
  ].join('\n');
}

/** A plain function whose body alone is under the limit but which is over it whole (a long signature). */
function longSignature(lines: number): string {
  return [
    'export async function start(',
    '  first: string,',
    '  second: string,',
    '): Promise<void> {',
    ...statements(lines - 5),
    '}',
  ].join('\n');
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'function-length-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('function length', () => {
  it('when a React component written as an arrow is 81 lines, then it is reported, and one of 80 is not', () => {
    const text = `${component('Panel', 81)}\n\n${component('Card', 80)}\n`;

    expect(longFunctions('panel.tsx', text)).toEqual([
      { file: 'panel.tsx', line: 1, name: 'Panel', lines: 81 },
    ]);
  });

  it('when an arrow passed to a call is 81 lines, then it is reported by the call that holds it', () => {
    const text = ['router.get("/x", async (req, res) => {', ...statements(79), '});', ''].join('\n');

    expect(longFunctions('routes.ts', text)).toEqual([
      { file: 'routes.ts', line: 1, name: '(callback of router.get)', lines: 81 },
    ]);
  });

  it('when a function is 81 lines counting its signature, then it is reported though its body is shorter', () => {
    expect(longFunctions('start.ts', `${longSignature(81)}\n`)).toEqual([
      { file: 'start.ts', line: 1, name: 'start', lines: 81 },
    ]);
  });

  it('when a method and a function expression are 81 lines, then both are reported', () => {
    const method = ['class Store {', '  save() {', ...statements(79, '    '), '  }', '}'];
    const expression = ['const load = function () {', ...statements(79), '};'];
    const text = [...method, ...expression, ''].join('\n');

    expect(longFunctions('store.ts', text).map((f) => [f.name, f.lines])).toEqual([
      ['save', 81],
      ['load', 81],
    ]);
  });

  it('when long functions sit in tests, testing/ helpers or type declarations, then they are not checked', () => {
    const long = `${component('Panel', 81)}\n`;
    const files = {
      'web/src/panel.tsx': long,
      'web/src/panel.test.tsx': long,
      'web/src/testing/builders.tsx': long,
      'web/src/node_modules/pkg/index.ts': long,
      'web/src/globals.d.ts': 'declare const x: number;\n',
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
      fs.writeFileSync(path.join(scratch, name), text);
    }

    expect(checkedFiles(scratch, 'web/src')).toEqual(['web/src/panel.tsx']);
    expect(longFunctionsIn(scratch, ['web/src', 'missing']).map((f) => f.file)).toEqual([
      'web/src/panel.tsx',
    ]);
  });
});
