/** The face of palette/: what other features and the shell may import of it (features/README.md). */
export { PaletteHost } from './PaletteHost';
