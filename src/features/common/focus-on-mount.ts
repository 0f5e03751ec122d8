/**
 * A ref that puts the focus in its element when the element appears, as React's `autoFocus`
 * does. The app runs on Preact, which leaves `autofocus` to the browser, and a browser honours
 * it only while the page loads. Module-level, so that it runs once per element, not per render.
 */
export const focusOnMount = (el: HTMLElement | null) => {
  el?.focus();
};
