/** Comma-separated member e-mails, trimmed, empties dropped (spec part 2 section 5). */
export function memberEmails(text: string): string[] {
  return text
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);
}
