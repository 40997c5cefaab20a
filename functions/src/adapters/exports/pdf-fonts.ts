/// <reference path="./pdfmake.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';

/** The prose font: Roboto as pdfmake ships it (Latin, Latin-1, Greek, Cyrillic, €, —, “ ”). */
export const PROSE_FONT = 'Roboto';
/** Code's font: PDF's built-in Courier, so no second font file is needed (WinAnsi, € included). */
export const CODE_FONT = 'Courier';

const ROBOTO = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};
const COURIER = {
  normal: 'Courier',
  bold: 'Courier-Bold',
  italics: 'Courier-Oblique',
  bolditalics: 'Courier-BoldOblique',
};
const BUILT_IN = new Set(Object.values(COURIER));

let configured = false;

/**
 * Gives pdfmake its fonts once per process. Roboto's files are read from the pdfmake package into
 * its in-memory file system, so rendering reads no file and fetches nothing: a report's links are
 * only ever written into the PDF, never followed (both access policies refuse everything else).
 */
export function pdfmakeWithFonts(): typeof pdfmake {
  if (!configured) {
    const require = createRequire(import.meta.url);
    for (const file of Object.values(ROBOTO)) {
      pdfmake.virtualfs.writeFileSync(file, readFileSync(require.resolve(`pdfmake/fonts/Roboto/${file}`)));
    }
    pdfmake.setFonts({ [PROSE_FONT]: ROBOTO, [CODE_FONT]: COURIER });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((name) => BUILT_IN.has(name));
    configured = true;
  }
  return pdfmake;
}
