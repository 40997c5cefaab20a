import { z } from 'zod';
import type { RequestedOutput } from './task';

/** Only text parts matter to the emulated model; other parts (inline data, files) pass through unread. */
const Part = z.looseObject({ text: z.string().optional() });
const Content = z.looseObject({ role: z.string().optional(), parts: z.array(Part) });

const GenerateContentRequest = z.looseObject({
  contents: z.array(Content).min(1),
  systemInstruction: Content.optional(),
  generationConfig: z
    .looseObject({
      responseMimeType: z.string().optional(),
      responseSchema: z.unknown().optional(),
      responseJsonSchema: z.unknown().optional(),
      maxOutputTokens: z.number().int().positive().optional(),
    })
    .optional(),
});

/** countTokens takes either {contents} or {generateContentRequest: {...}}. */
const CountTokensRequest = z.union([
  z
    .looseObject({ generateContentRequest: GenerateContentRequest })
    .transform(({ generateContentRequest: { contents, systemInstruction } }) => ({
      contents: systemInstruction ? [systemInstruction, ...contents] : contents,
    })),
  z.looseObject({ contents: z.array(Content).min(1) }),
]);

export interface ParsedRequest {
  prompt: string;
  output: RequestedOutput;
  /** The most the answer may take, thoughts included, as Gemini counts it. */
  maxOutputTokens?: number;
}

type Parsed = { ok: true; request: ParsedRequest } | { ok: false; message: string };

function promptOf(contents: z.infer<typeof Content>[], system: z.infer<typeof Content> | undefined): string {
  return [...(system ? [system] : []), ...contents]
    .flatMap((content) => content.parts.map((part) => part.text ?? ''))
    .join('\n');
}

function problem(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue ? issue.path.join('.') : '';
  return `Invalid request: ${where === '' ? '' : `${where}: `}${issue?.message ?? 'malformed body'}`;
}

export function parseGenerateRequest(body: unknown): Parsed {
  const parsed = GenerateContentRequest.safeParse(body);
  if (!parsed.success) return { ok: false, message: problem(parsed.error) };
  const { contents, systemInstruction, generationConfig } = parsed.data;
  return {
    ok: true,
    request: {
      prompt: promptOf(contents, systemInstruction),
      output: {
        json: generationConfig?.responseMimeType === 'application/json',
        schema: generationConfig?.responseSchema ?? generationConfig?.responseJsonSchema,
      },
      ...(generationConfig?.maxOutputTokens ? { maxOutputTokens: generationConfig.maxOutputTokens } : {}),
    },
  };
}

export function parseCountTokensRequest(
  body: unknown,
): { ok: true; prompt: string } | { ok: false; message: string } {
  const parsed = CountTokensRequest.safeParse(body);
  if (!parsed.success) return { ok: false, message: problem(parsed.error) };
  return { ok: true, prompt: promptOf(parsed.data.contents, undefined) };
}
