/** Text made safe to place in HTML (e-mail bodies): every character that could open markup is an entity. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
