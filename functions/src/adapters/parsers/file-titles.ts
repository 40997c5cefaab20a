import { unzipSync } from 'fflate';

/** `{ titles }` holding the title when the file gave a non-empty one; nothing otherwise. */
export function titlesOf(title: unknown): { titles?: string[] } {
  const text = typeof title === 'string' ? title.replace(/\s+/g, ' ').trim() : '';
  return text ? { titles: [text] } : {};
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The title in an Office file's core properties (docProps/core.xml, `dc:title`), which Word and
 * Excel keep; undefined when it has none. Only that small part is unpacked.
 */
export function coreTitle(bytes: Buffer): string | undefined {
  let core: Uint8Array | undefined;
  try {
    core = unzipSync(new Uint8Array(bytes), { filter: (file) => file.name === 'docProps/core.xml' })[
      'docProps/core.xml'
    ];
  } catch {
    return undefined;
  }
  if (!core) return undefined;
  const match = /<dc:title>([^<]*)<\/dc:title>/.exec(new TextDecoder().decode(core));
  return match?.[1]?.replace(
    /&(#x[0-9a-f]+|#\d+|\w+);/gi,
    (whole, entity: string) => decoded(entity) ?? whole,
  );
}

function decoded(entity: string): string | undefined {
  const code = /^#x/i.test(entity)
    ? Number.parseInt(entity.slice(2), 16)
    : entity.startsWith('#')
      ? Number(entity.slice(1))
      : null;
  if (code === null) return XML_ENTITIES[entity];
  return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
