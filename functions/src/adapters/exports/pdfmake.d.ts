/**
 * The part of pdfmake 0.3 (server build) the PDF export uses: the package ships no types, and
 * @types/pdfmake describes the 0.2 API.
 */
declare module 'pdfmake' {
  /** A piece of pdfmake's document definition: text, a stack, a list, a table, a canvas... */
  export type PdfContent = string | PdfContent[] | { [key: string]: unknown };

  export interface PdfDocumentDefinition {
    content: PdfContent[];
    footer?: (currentPage: number, pageCount: number) => PdfContent;
    /** Asked of each laid-out node whether it should start a new page (the layout is then redone). */
    pageBreakBefore?: (node: PdfNodeInfo, nodes: PdfNodesAround) => boolean;
    info?: { title?: string; subject?: string; creator?: string; producer?: string };
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
  }

  /** What pdfmake tells pageBreakBefore of a node: its own keys, and where it was laid out. */
  export interface PdfNodeInfo {
    headlineLevel?: number;
    text?: unknown;
    startPosition: { pageNumber: number; top: number; left: number };
    pageNumbers: number[];
  }

  export interface PdfNodesAround {
    getFollowingNodesOnPage(): PdfNodeInfo[];
    getNodesOnNextPage(): PdfNodeInfo[];
    getPreviousNodesOnPage(): PdfNodeInfo[];
  }

  export interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  interface PdfMake {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
    createPdf(definition: PdfDocumentDefinition): { getBuffer(): Promise<Buffer> };
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
