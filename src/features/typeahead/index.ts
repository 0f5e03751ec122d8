/**
 * The face of typeahead/: what other features and the shell may import of it (features/README.md).
 * `loadTypeahead` is in lazy-typeahead.ts, which others import directly: the shell's compose bar
 * preloads the engine without reaching the box's components.
 */
export { Combobox } from './Combobox';
export { replaceInTextarea, useTextTypeahead } from './useTextTypeahead';
