/** When the server rendered the page the app started on (null: a page the browser rendered alone). */
let renderedAt: number | null = null;

export function notePageRenderedAt(at: number) {
  renderedAt = at;
}

/** For a page opened without the network, from what the phone saved: when it was saved. */
export function pageRenderedAt(): number | null {
  return renderedAt;
}
