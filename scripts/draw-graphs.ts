import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run graphs`: the import graphs of the house drawn by dependency-cruiser as Mermaid, each
 * collapsed to the folders a reader thinks in, written to docs/architecture/graphs.md (GitHub draws
 * Mermaid). The rules that keep these graphs one-way are in .dependency-cruiser*.cjs.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(repo, 'node_modules', '.bin', 'depcruise');

interface Graph {
  title: string;
  about: string;
  args: string[];
}

const GRAPHS: Graph[] = [
  {
    title: 'functions/src by layer',
    about: 'http and jobs call the domain; composition wires adapters to ports; nothing points back up.',
    args: ['functions/src', '--include-only', '^functions/src', '--collapse', '^functions/src/[^/]+'],
  },
  {
    title: 'The domain areas',
    about: 'Each area imports only areas below it (scripts/domain-areas.ts fails on any cycle).',
    args: [
      'functions/src/domain',
      '--include-only',
      '^functions/src/domain',
      '--collapse',
      '^functions/src/domain/[^/]+',
    ],
  },
  {
    title: "The research pipeline's stages",
    about: 'model at the bottom, spend at the top (rule research-stage-order).',
    args: [
      'functions/src/domain/research',
      '--include-only',
      '^functions/src/domain/research',
      '--collapse',
      '^functions/src/domain/research/[^/]+',
    ],
  },
  {
    title: "A report run's stages",
    about: "runs (the record's one owner) at the bottom, views on top (rule report-stages-one-way).",
    args: [
      'functions/src/domain/reports',
      '--include-only',
      '^functions/src/domain/reports',
      '--collapse',
      '^functions/src/domain/reports/[^/]+',
    ],
  },
  {
    title: 'web/src by layer',
    about: 'app over features over modules over components, lib, hooks and config.',
    args: [
      'web/src',
      '--include-only',
      '^web/src',
      '--exclude',
      '(\\.test\\.tsx?$|^web/src/testing/)',
      '--collapse',
      '^web/src/[^/]+',
    ],
  },
];

function mermaid(graph: Graph): string {
  const config = graph.args[0]?.startsWith('web')
    ? '.dependency-cruiser.cjs'
    : '.dependency-cruiser.areas.cjs';
  return execFileSync(bin, [...graph.args, '--config', config, '--output-type', 'mermaid'], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
}

const sections = GRAPHS.map(
  (graph) => `## ${graph.title}\n\n${graph.about}\n\n\`\`\`mermaid\n${mermaid(graph)}\n\`\`\`\n`,
);
fs.writeFileSync(
  path.join(repo, 'docs/architecture/graphs.md'),
  `# Import graphs\n\nDrawn by \`npm run graphs\` (scripts/draw-graphs.ts) with dependency-cruiser, test files left out.\n\n${sections.join('\n')}`,
);
console.log('Written to docs/architecture/graphs.md');
