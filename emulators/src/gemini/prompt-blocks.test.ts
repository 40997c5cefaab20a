import { describe, expect, it } from 'vitest';
import { readPromptBlocks } from './prompt-blocks';

describe('reading prompt blocks', () => {
  it('when block content and attributes are escaped, then they are read unescaped', () => {
    const blocks = readPromptBlocks(
      '<question>Is &lt;b&gt; &quot;bold&quot; &amp; safe?</question>\n' +
        '<document id="d&amp;1" name="Q&amp;A &quot;draft&quot;.txt" mime="text/plain">a &lt; b</document>',
    );
    expect(blocks.question).toBe('Is <b> "bold" & safe?');
    expect(blocks.documents[0]).toMatchObject({
      id: 'd&1',
      name: 'Q&A "draft".txt',
      pages: [{ text: 'a < b' }],
    });
  });

  it('when the instruction text mentions a tag or shows an example block, then the appended block is the one read', () => {
    const blocks = readPromptBlocks(
      'Answer the <question> using only the documents. Example: <question>How tall is K2?</question>\n' +
        '<question>What did the recall cost?</question>',
    );
    expect(blocks.question).toBe('What did the recall cost?');
  });

  it('when a document has page children, then each page keeps its number', () => {
    const blocks = readPromptBlocks(
      '<document id="f1" name="Memo.pdf" mime="application/pdf" part="2/5">\n' +
        '<page number="3">Third page.</page>\n<page number="4">Fourth page.</page>\n</document>',
    );
    expect(blocks.documents).toEqual([
      {
        id: 'f1',
        name: 'Memo.pdf',
        mime: 'application/pdf',
        part: '2/5',
        pages: [
          { number: 3, text: 'Third page.' },
          { number: 4, text: 'Fourth page.' },
        ],
      },
    ]);
  });

  it('when findings, keywords and limits are given, then each is read into its field', () => {
    const blocks = readPromptBlocks(
      '<max_keywords>12</max_keywords><keywords>\n tent \n\nrecall\n</keywords>' +
        '<negative_keywords>bakery</negative_keywords>' +
        '<findings><finding source="2" document="Memo.pdf" page="3">Cost $1.3M.</finding>' +
        '<finding source="4" document="Terms.docx">Supplier pays 40%.</finding></findings>' +
        '<report># R</report><section>Conclusion</section>',
    );
    expect(blocks).toMatchObject({
      maxKeywords: 12,
      keywords: ['tent', 'recall'],
      negativeKeywords: ['bakery'],
      findings: [
        { source: 2, document: 'Memo.pdf', page: 3, text: 'Cost $1.3M.' },
        { source: 4, document: 'Terms.docx', page: undefined, text: 'Supplier pays 40%.' },
      ],
      report: '# R',
      section: 'conclusion',
    });
  });

  it('when a block is absent, then its field says so rather than holding an empty value', () => {
    const blocks = readPromptBlocks('Just some instructions.');
    expect(blocks).toMatchObject({
      question: undefined,
      keywords: undefined,
      findings: undefined,
      documents: [],
    });
  });
});
