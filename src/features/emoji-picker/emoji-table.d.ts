/** The picker's data, generated at build time (scripts/vite-emoji-table.ts). */
declare module 'virtual:emoji-table' {
  const table: import('../../../scripts/vite-emoji-table').EmojiTable;
  export default table;
}
