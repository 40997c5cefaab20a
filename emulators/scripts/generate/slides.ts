import JSZip from 'jszip';
import type { Block } from '../../src/drive/markdown-blocks';
import type { SourceMeta } from './front-matter';

const NS = {
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  rel: 'http://schemas.openxmlformats.org/package/2006/relationships',
  ct: 'http://schemas.openxmlformats.org/package/2006/content-types',
  office: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
};
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const ROOT_NS = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;
const EMPTY_TREE = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function rels(targets: [type: string, target: string][]): string {
  const items = targets.map(
    ([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${type}" Target="${target}"/>`,
  );
  return `${XML}<Relationships xmlns="${NS.rel}">${items.join('')}</Relationships>`;
}

function textBox(
  id: number,
  name: string,
  y: number,
  height: number,
  paragraphs: string[],
  size: number,
  bold: boolean,
) {
  const runs = paragraphs
    .map(
      (p) =>
        `<a:p><a:r><a:rPr lang="en-US" sz="${size}"${bold ? ' b="1"' : ''}/><a:t>${esc(p)}</a:t></a:r></a:p>`,
    )
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="609600" y="${y}"/><a:ext cx="10972800" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${runs}</p:txBody></p:sp>`;
}

const THEME = `${XML}<a:theme xmlns:a="${NS.a}" name="Northwind"><a:themeElements><a:clrScheme name="Northwind">${[
  ['dk1', '000000'],
  ['lt1', 'FFFFFF'],
  ['dk2', '1F2937'],
  ['lt2', 'F3F4F6'],
  ['accent1', '2F6B4F'],
  ['accent2', 'C2410C'],
  ['accent3', '0E7490'],
  ['accent4', 'A16207'],
  ['accent5', '6D28D9'],
  ['accent6', 'BE123C'],
  ['hlink', '1D4ED8'],
  ['folHlink', '7C3AED'],
]
  .map(([name, rgb]) => `<a:${name}><a:srgbClr val="${rgb}"/></a:${name}>`)
  .join('')}</a:clrScheme><a:fontScheme name="Northwind">${['majorFont', 'minorFont']
  .map((f) => `<a:${f}><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:${f}>`)
  .join(
    '',
  )}</a:fontScheme><a:fmtScheme name="Northwind"><a:fillStyleLst>${'<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>'.repeat(3)}</a:fillStyleLst><a:lnStyleLst>${'<a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>'.repeat(3)}</a:lnStyleLst><a:effectStyleLst>${'<a:effectStyle><a:effectLst/></a:effectStyle>'.repeat(3)}</a:effectStyleLst><a:bgFillStyleLst>${'<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>'.repeat(3)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

/** A PowerPoint file (one master, one blank layout, one text slide per `---` section). */
export async function slidesFile(blocks: Block[], meta: SourceMeta): Promise<Buffer> {
  const sections: Block[][] = [[]];
  for (const block of blocks) {
    if (block.type === 'break') sections.push([]);
    else sections[sections.length - 1]!.push(block);
  }
  const slides = sections
    .filter((section) => section.length > 0)
    .map((section) => {
      const title = section.find((b) => b.type === 'heading');
      const body = section
        .filter((b) => b !== title)
        .flatMap((b) =>
          b.type === 'list'
            ? b.items.map((item) => `\u2022 ${item}`)
            : b.type === 'table'
              ? b.rows.map((r) => r.join('  '))
              : 'text' in b
                ? [b.text]
                : [],
        );
      return { title: title && 'text' in title ? title.text : '', body };
    });
  const zip = new JSZip();
  const add = (name: string, content: string) =>
    zip.file(name, content, { date: meta.date, createFolders: false });
  const slideType = 'application/vnd.openxmlformats-officedocument.presentationml.slide+xml';
  add(
    '[Content_Types].xml',
    `${XML}<Types xmlns="${NS.ct}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>${slides.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="${slideType}"/>`).join('')}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
  );
  add(
    '_rels/.rels',
    rels([
      [`${NS.office}/officeDocument`, 'ppt/presentation.xml'],
      [
        'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
        'docProps/core.xml',
      ],
      [`${NS.office}/extended-properties`, 'docProps/app.xml'],
    ]),
  );
  const stamp = meta.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  add(
    'docProps/core.xml',
    `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${esc(slides[0]?.title ?? '')}</dc:title><dc:creator>${esc(meta.author)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`,
  );
  add(
    'docProps/app.xml',
    `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Quarry sample drive generator</Application><Slides>${slides.length}</Slides></Properties>`,
  );
  add(
    'ppt/presentation.xml',
    `${XML}<p:presentation ${ROOT_NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`).join('')}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  );
  add(
    'ppt/_rels/presentation.xml.rels',
    rels([
      [`${NS.office}/slideMaster`, 'slideMasters/slideMaster1.xml'],
      [`${NS.office}/theme`, 'theme/theme1.xml'],
      ...slides.map((_, i): [string, string] => [`${NS.office}/slide`, `slides/slide${i + 1}.xml`]),
    ]),
  );
  add(
    'ppt/slideMasters/slideMaster1.xml',
    `${XML}<p:sldMaster ${ROOT_NS}><p:cSld><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
  );
  add(
    'ppt/slideMasters/_rels/slideMaster1.xml.rels',
    rels([
      [`${NS.office}/slideLayout`, '../slideLayouts/slideLayout1.xml'],
      [`${NS.office}/theme`, '../theme/theme1.xml'],
    ]),
  );
  add(
    'ppt/slideLayouts/slideLayout1.xml',
    `${XML}<p:sldLayout ${ROOT_NS} preserve="1"><p:cSld name="Blank"><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`,
  );
  add(
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
    rels([[`${NS.office}/slideMaster`, '../slideMasters/slideMaster1.xml']]),
  );
  add('ppt/theme/theme1.xml', THEME);
  slides.forEach((slide, i) => {
    const shapes =
      textBox(2, 'Title', 457200, 1143000, [slide.title], 3600, true) +
      textBox(3, 'Body', 1828800, 4572000, slide.body, 2000, false);
    add(
      `ppt/slides/slide${i + 1}.xml`,
      `${XML}<p:sld ${ROOT_NS}><p:cSld><p:spTree>${EMPTY_TREE}${shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`,
    );
    add(
      `ppt/slides/_rels/slide${i + 1}.xml.rels`,
      rels([[`${NS.office}/slideLayout`, '../slideLayouts/slideLayout1.xml']]),
    );
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}
