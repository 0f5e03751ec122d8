/** The face of search/: what other features and the shell may import of it (features/README.md). */
export { SearchBar } from './SearchBar';
export { SEARCH_INPUT_ID } from './SearchSuggestions';
