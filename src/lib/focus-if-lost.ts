// After an action that removes the focused button ("Ukončit soustředění", × on an effect, "Vrátit"):
// once React has rendered, if the focus fell to the page, it goes to the element with this id (a
// section's heading, made focusable for scripts only), without scrolling — a keyboard or screen-reader
// player keeps their place instead of starting again from the top of the page.
export function focusIfLost(id: string): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const el = document.getElementById(id);
    if (!el) return;
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
    el.focus({ preventScroll: true });
  }, 0);
}
