import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldNaming, issueSentences } from './issue-sentences';

function sentencesFor(schema: z.ZodType, input: unknown, naming: FieldNaming = 'words'): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return issueSentences(result.error.issues, input, naming);
}

describe('issue sentences', () => {
  it('when a question is longer than its limit, then the sentence names the field, its length and the most it may have', () => {
    const schema = z.object({ query: z.string().max(10_000) });

    expect(sentencesFor(schema, { query: 'x'.repeat(10_234) })).toBe(
      'The question is too long: 10,234 characters, and the most is 10,000.',
    );
  });

  it('when fields are missing, empty or of the wrong type, then each is said in its own sentence, in the order found', () => {
    const schema = z.object({
      reportName: z.string().min(1),
      scheduleDayOfMonth: z.number().int().min(1).max(31),
      keywords: z.array(z.string()),
    });

    expect(sentencesFor(schema, { reportName: '', scheduleDayOfMonth: 45, keywords: 'a' })).toBe(
      'The report name is required. The schedule day of month is too large: the most is 31. The keywords should be an array.',
    );
  });

  it('when a schema wrote its own message, then a sentence is kept as it is and a predicate gets its field name', () => {
    const schema = z.object({
      teamName: z.string().min(1, 'Please enter a team name'),
      after: z.string().regex(/^\d+$/, 'must be the id of an event this run sent'),
    });

    expect(sentencesFor(schema, { teamName: '', after: 'x' })).toBe(
      'Please enter a team name. The event number (Last-Event-ID or ?after=) must be the id of an event this run sent.',
    );
  });

  it('when an API request is refused, then each sentence names the field as the client sent it, except the ones people type into', () => {
    const schema = z.object({
      query: z.string().max(10),
      maxKeywords: z.number().int().min(5, 'must be a whole number from 5 to 30'),
      days: z.number().refine((n) => n === 30, 'days must be one of 30, 90, 365'),
    });

    expect(sentencesFor(schema, { query: 'x'.repeat(11), maxKeywords: 4, days: 7 }, 'api')).toBe(
      'The question is too long: 11 characters, and the most is 10. maxKeywords must be a whole number from 5 to 30. days must be one of 30, 90, 365.',
    );
  });

  it('when a schema message already names its field, then a form says the field once, in words', () => {
    const schema = z.object({ days: z.number().refine((n) => n === 30, 'days must be one of 30, 90, 365') });

    expect(sentencesFor(schema, { days: 7 })).toBe('The days must be one of 30, 90, 365.');
  });

  it('when a list sent as JSON text is too long, then the sentence gives the most it may have, not the length of the text', () => {
    const schema = z.object({
      keywords: z.preprocess((text) => JSON.parse(String(text)), z.array(z.string()).max(2)),
    });

    expect(sentencesFor(schema, { keywords: '["a","b","c"]' }, 'api')).toBe(
      'keywords is too large: the most is 2 items.',
    );
  });
});
