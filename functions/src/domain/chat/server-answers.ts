import type { ChatMessage } from '@quarry/contracts/chat';

/** Messages the server writes into a session carry this id prefix (a finished report). */
export const SERVER_ANSWER_PREFIX = 'report-';

/**
 * The page's messages, plus any report the server added that the page does not show yet (the
 * page may already show the same report under its own id; then it is not repeated).
 */
export function withServerAnswers(pageMessages: ChatMessage[], stored: ChatMessage[]): ChatMessage[] {
  const incoming = withKeptEvidence(pageMessages, stored);
  const ids = new Set(incoming.map((m) => m.id));
  const contents = new Set(incoming.filter((m) => m.role === 'assistant').map((m) => m.content));
  const kept = stored.filter(
    (m) => m.id.startsWith(SERVER_ANSWER_PREFIX) && !ids.has(m.id) && !contents.has(m.content),
  );
  if (kept.length === 0) return incoming;
  return [...incoming, ...kept].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/**
 * A report's evidence (its citations' quotes, the flagged claims) stays with it: a page that saves
 * the report without it (an older page, or one that never had it) does not strip what the server
 * filed. It is matched by the message id, or by the report itself for the page's own copy.
 */
function withKeptEvidence(incoming: ChatMessage[], stored: ChatMessage[]): ChatMessage[] {
  const withEvidence = stored.filter((m) => m.role === 'assistant' && m.evidence);
  if (withEvidence.length === 0) return incoming;
  const byId = new Map(withEvidence.map((m) => [m.id, m.evidence]));
  const byContent = new Map(withEvidence.map((m) => [m.content, m.evidence]));
  return incoming.map((m) => {
    if (m.role !== 'assistant' || m.evidence) return m;
    const evidence = byId.get(m.id) ?? byContent.get(m.content);
    return evidence ? { ...m, evidence } : m;
  });
}
