/**
 * Light or dark, from the user's `color_scheme` setting (1 automatic, 2 dark, 3 light); when
 * automatic (and before login) the system's preference decides, and a change there applies at
 * once. The answer is `data-theme` on <html>, which theme.css reads.
 */
const dark = () => window.matchMedia?.('(prefers-color-scheme: dark)');

let scheme = 1;
let listening = false;

function apply() {
  const isDark = scheme === 2 || (scheme !== 3 && dark()?.matches === true);
  document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
}

export function applyColorScheme(colorScheme: number | undefined): void {
  scheme = colorScheme ?? 1;
  if (!listening) {
    dark()?.addEventListener('change', apply);
    listening = true;
  }
  apply();
}
