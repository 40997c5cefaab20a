function firstLetter(text: string): string {
  return Array.from(text.trim())[0] ?? '';
}

/** Up to two capital letters from a name (first and second word), or from the e-mail when there is no name. */
export function initials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map(firstLetter) : [firstLetter(email)];
  return letters.join('').toUpperCase() || '?';
}
