/**
 * How Pygments would classify what Prism finds, per language family. Prism marks keywords,
 * strings, comments, numbers, operators, punctuation; Pygments also gives every plain name
 * a class (`n` in Python, `nx` in JavaScript) and uses finer classes for some words
 * (`kn` for `import`, `ow` for `and`, `bp` for `self`, `kd` for `const`). These tables fill
 * that gap for the common languages; the short class names are Pygments' own.
 */
export interface Rules {
  /** Class of a name Prism left unmarked; null: plain text, no span (Bash, TeX). */
  name: string | null;
  /** Class for particular words, whatever Prism called them. */
  words?: Readonly<Record<string, string>>;
  /** Class of Prism's `function` tokens. */
  fn: string;
  /** Class of a punctuation character, when not the usual (`p`, or `o` for operators). */
  punct?: Readonly<Record<string, string>>;
  /** Class overrides by Prism token type. */
  types?: Readonly<Record<string, string>>;
  /** Backslash escapes inside strings get `se`. */
  escapes?: boolean;
  /** Python: a triple-quoted string that starts a line is a docstring (`sd`); prefixes are `sa`. */
  python?: boolean;
}

const words = (cls: string, list: string) =>
  Object.fromEntries(list.split(' ').map((w) => [w, cls])) as Record<string, string>;

const PYTHON: Rules = {
  name: 'n',
  fn: 'nf',
  escapes: true,
  python: true,
  words: {
    ...words('kn', 'import from'),
    ...words('ow', 'and or not in is'),
    ...words('kc', 'True False None'),
    ...words('bp', 'self cls Ellipsis NotImplemented'),
    ...words('nb', 'print exec'),
  },
  punct: { '.': 'o' },
};

const JS_WORDS = {
  ...words('kd', 'var let const with function class'),
  ...words('ow', 'typeof instanceof void delete new'),
  ...words('kc', 'true false null NaN Infinity undefined'),
  ...words(
    'kr',
    'abstract boolean byte char double enum final float goto implements int interface long native package private protected public short synchronized throws transient volatile',
  ),
  ...words(
    'nb',
    'Array Boolean Date BigInt Function Math Number Object RegExp String Promise Proxy Symbol Map Set WeakMap WeakSet JSON Reflect Intl document window globalThis eval isFinite isNaN parseFloat parseInt',
  ),
  ...words('k', 'this'),
};

const JAVASCRIPT: Rules = {
  name: 'nx',
  fn: 'nx',
  escapes: true,
  words: JS_WORDS,
  punct: { ':': 'o', '?': 'o' },
  types: { 'class-name': 'nc', property: 'nx', 'literal-property': 'nx' },
};

const TYPESCRIPT: Rules = {
  ...JAVASCRIPT,
  words: {
    ...JS_WORDS,
    ...words('kt', 'string number boolean any unknown never void object symbol bigint'),
    ...words('kr', 'type declare namespace module readonly keyof infer as'),
  },
};

const C_TYPES = words(
  'kt',
  'int char float double void long short unsigned signed bool boolean byte auto size_t u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64 str string rune uint uint8 uint16 uint32 uint64 int8 int16 int32 int64 float32 float64',
);

const C_FAMILY: Rules = {
  name: 'n',
  fn: 'nf',
  escapes: true,
  words: { ...C_TYPES, ...words('kc', 'true false null nullptr nil NULL') },
  types: { 'class-name': 'nc', macro: 'cp', directive: 'cp' },
};

const SHELL: Rules = {
  name: null,
  fn: 'nb',
  types: { variable: 'nv', 'assign-left': 'nv', environment: 'nv', shebang: 'ch' },
};

const TEX: Rules = {
  name: null,
  fn: 'k',
  punct: { '{': 'nb', '}': 'nb' },
};

const MARKUP: Rules = {
  name: null,
  fn: 'nf',
  punct: { '=': 'o' },
  types: { 'attr-value': 's', tag: 'nt' },
};

const DATA: Rules = {
  name: 'n',
  fn: 'nf',
  types: { property: 'nt', key: 'nt', operator: 'p' },
};

const GENERIC: Rules = { name: 'n', fn: 'nf', escapes: true, types: { 'class-name': 'nc' } };

const BY_PRISM: Record<string, Rules> = {
  python: PYTHON,
  javascript: JAVASCRIPT,
  jsx: JAVASCRIPT,
  typescript: TYPESCRIPT,
  tsx: TYPESCRIPT,
  c: C_FAMILY,
  cpp: C_FAMILY,
  csharp: C_FAMILY,
  java: C_FAMILY,
  kotlin: C_FAMILY,
  scala: C_FAMILY,
  go: C_FAMILY,
  rust: C_FAMILY,
  swift: C_FAMILY,
  objectivec: C_FAMILY,
  dart: C_FAMILY,
  bash: SHELL,
  powershell: SHELL,
  docker: SHELL,
  makefile: SHELL,
  latex: TEX,
  markup: MARKUP,
  json: DATA,
  yaml: DATA,
  toml: DATA,
  ini: DATA,
};

export function rulesFor(prism: string): Rules {
  return BY_PRISM[prism] ?? GENERIC;
}

/** Pygments' class for a number literal. */
export function numberClass(text: string): string {
  if (/^0[xX]/.test(text)) return 'mh';
  if (/^0[oO]/.test(text)) return 'mo';
  if (/^0[bB]/.test(text)) return 'mb';
  if (/[.eE]/.test(text)) return 'mf';
  return 'mi';
}
