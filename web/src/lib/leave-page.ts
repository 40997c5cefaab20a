/** Full-page navigation to another site; tests replace this module since jsdom cannot navigate. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
