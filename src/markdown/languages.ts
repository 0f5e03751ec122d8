/**
 * Code block languages: the Pygments lexer name Zulip puts in `data-code-language` for each
 * alias Pygments knows (`find_lexer_class_by_name(lang).name`), and the Prism grammar we
 * highlight it with, if any. A language Pygments does not know keeps the name as typed.
 */
export interface Language {
  /** Pygments' lexer name, e.g. `Python`, `JavaScript`, `C++`. */
  name: string;
  /** Prism grammar id; absent: the block is shown without token spans. */
  prism?: string;
}

// [Pygments name, Prism grammar or '', aliases Pygments accepts].
const TABLE: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Python', 'python', ['python', 'py', 'sage', 'python3', 'py3', 'bazel', 'starlark', 'pyi']],
  ['Python 2.x', 'python', ['python2', 'py2']],
  ['Python console session', 'python', ['pycon', 'python-console']],
  ['JavaScript', 'javascript', ['javascript', 'js', 'mjs', 'cjs']],
  ['TypeScript', 'typescript', ['typescript', 'ts']],
  ['JSX', 'jsx', ['jsx', 'react']],
  ['TSX', 'tsx', ['tsx']],
  ['JSON', 'json', ['json', 'json-object']],
  ['Java', 'java', ['java']],
  ['Kotlin', 'kotlin', ['kotlin']],
  ['Scala', 'scala', ['scala']],
  ['C', 'c', ['c']],
  ['C++', 'cpp', ['cpp', 'c++']],
  ['C#', 'csharp', ['csharp', 'c#', 'cs']],
  ['Objective-C', 'objectivec', ['objective-c', 'objectivec', 'obj-c', 'objc']],
  ['Go', 'go', ['go', 'golang']],
  ['Rust', 'rust', ['rust', 'rs']],
  ['Swift', 'swift', ['swift']],
  ['Ruby', 'ruby', ['ruby', 'rb', 'duby']],
  ['PHP', 'php', ['php', 'php3', 'php4', 'php5']],
  ['Perl', 'perl', ['perl', 'pl']],
  ['Lua', 'lua', ['lua']],
  ['Haskell', 'haskell', ['haskell', 'hs']],
  ['Elixir', 'elixir', ['elixir', 'ex', 'exs']],
  ['Erlang', 'erlang', ['erlang']],
  ['Clojure', 'clojure', ['clojure', 'clj']],
  ['OCaml', 'ocaml', ['ocaml']],
  ['Dart', 'dart', ['dart']],
  ['R', 'r', ['splus', 's', 'r']],
  ['Julia', 'julia', ['julia', 'jl']],
  ['Bash', 'bash', ['bash', 'sh', 'ksh', 'zsh', 'shell', 'openrc']],
  ['Bash Session', 'bash', ['console', 'shell-session']],
  ['PowerShell', 'powershell', ['powershell', 'pwsh', 'posh', 'ps1', 'psm1']],
  ['SQL', 'sql', ['sql']],
  ['HTML', 'markup', ['html']],
  ['XML', 'markup', ['xml']],
  ['CSS', 'css', ['css']],
  ['SCSS', 'scss', ['scss']],
  ['YAML', 'yaml', ['yaml']],
  ['TOML', 'toml', ['toml']],
  ['INI', 'ini', ['ini', 'cfg', 'dosini']],
  ['Docker', 'docker', ['docker', 'dockerfile']],
  ['Makefile', 'makefile', ['make', 'makefile', 'mf', 'bsdmake']],
  ['Diff', 'diff', ['diff', 'udiff']],
  ['Markdown', 'markdown', ['markdown', 'md']],
  ['TeX', 'latex', ['tex', 'latex']],
  ['GraphQL', 'graphql', ['graphql']],
  ['Nginx configuration file', 'nginx', ['nginx']],
  ['Groovy', 'groovy', ['groovy']],
  ['VimL', 'vim', ['vim']],
  ['Zig', 'zig', ['zig']],
  ['Text only', '', ['text']],
];

const BY_ALIAS = new Map<string, Language>();
for (const [name, prism, aliases] of TABLE) {
  for (const alias of aliases) BY_ALIAS.set(alias, prism ? { name, prism } : { name });
}

/** The language for a fence's (lowercased) info word; unknown words keep their spelling. */
export function languageFor(lang: string): Language {
  return BY_ALIAS.get(lang) ?? { name: lang };
}
