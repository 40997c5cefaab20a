import type { PromptName } from '@quarry/contracts/admin';

export interface PromptCard {
  name: PromptName;
  title: string;
  /** Which step of the pipeline reads it (or that none does yet). */
  usedBy: string;
  group: string;
}

/** The cards of /sys-admin, in the spec's order (part 3 section 2), each saying where it is used. */
export const PROMPT_CARDS: PromptCard[] = [
  {
    name: 'systemQueryDefault',
    title: 'System Query Default',
    usedBy: 'Standing context given to keyword generation when a person has set none.',
    group: 'General',
  },
  {
    name: 'sessionLogPrompt',
    title: 'Session Log Prompt',
    usedBy: 'Titles a chat session from its first question (at most 30 characters).',
    group: 'General',
  },
  {
    name: 'keywordGenerationStep1',
    title: 'Keyword Generation: Step 1',
    usedBy: 'Keywords, step 1: the first list from the question.',
    group: 'Keyword Generation',
  },
  {
    name: 'keywordGenerationStep2',
    title: 'Keyword Generation: Step 2',
    usedBy: 'Keywords, step 2: variants and synonyms added.',
    group: 'Keyword Generation',
  },
  {
    name: 'keywordGenerationStep3',
    title: 'Keyword Generation: Step 3',
    usedBy: 'Keywords, step 3: the final list, within the maximum.',
    group: 'Keyword Generation',
  },
  {
    name: 'extractionPhase',
    title: 'Extraction Phase (native files)',
    usedBy: 'Extraction of Google Docs and Sheets.',
    group: 'Extraction Phase',
  },
  {
    name: 'nonNativeExtractionPhase',
    title: 'Extraction Phase (non-native files)',
    usedBy: 'Extraction of PDF, Word, Excel, CSV, Markdown, text, JSON and XML files.',
    group: 'Extraction Phase',
  },
  {
    name: 'knowledgeGraphNative',
    title: 'Knowledge Graph (native files)',
    usedBy: 'Kept for administrators; no pipeline step reads it yet.',
    group: 'Knowledge Graph Prompts',
  },
  {
    name: 'knowledgeGraphNonNative',
    title: 'Knowledge Graph (non-native files)',
    usedBy: 'Kept for administrators; no pipeline step reads it yet.',
    group: 'Knowledge Graph Prompts',
  },
  {
    name: 'conclusionPrompt',
    title: 'Deep Research: Conclusion',
    usedBy: 'Deep research: writes the conclusion after the report.',
    group: 'Deep Research',
  },
  {
    name: 'introductionPrompt',
    title: 'Deep Research: Introduction',
    usedBy: 'Deep research: writes the introduction before the report.',
    group: 'Deep Research',
  },
  {
    name: 'sanityCheckPrompt',
    title: 'Deep Research: Sanity Check',
    usedBy: "Checks the report's claims against their citations and flags the unsupported ones.",
    group: 'Deep Research',
  },
  {
    name: 'contradictionPrompt',
    title: 'Where the Documents Disagree',
    usedBy:
      "Every report: compares the verified quotes and lists facts (figures, dates, names) that documents give differently, for the report's 'Where the documents disagree' box.",
    group: 'Evidence',
  },
  {
    name: 'queryRoutingPrompt',
    title: 'Query Routing',
    usedBy: 'Dual-database prompt, kept for administrators; no pipeline step reads it yet.',
    group: 'Dual-database Prompts',
  },
  {
    name: 'vectorExtractionPrompt',
    title: 'Vector Extraction',
    usedBy: 'Dual-database prompt, kept for administrators; no pipeline step reads it yet.',
    group: 'Dual-database Prompts',
  },
  {
    name: 'graphExtractionPrompt',
    title: 'Graph Extraction',
    usedBy: 'Dual-database prompt, kept for administrators; no pipeline step reads it yet.',
    group: 'Dual-database Prompts',
  },
  {
    name: 'queryPhase',
    title: 'Query Phase',
    usedBy: 'Writes the report from the findings when Deep Research is on.',
    group: 'Query Phase',
  },
  {
    name: 'queryPhaseSuccinct',
    title: 'Query Phase Succinct',
    usedBy: 'Writes the report from the findings when Deep Research is off.',
    group: 'Query Phase',
  },
];
