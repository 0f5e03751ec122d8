/**
 * Hostile text: strings that would run script, load something or break out of their place if a
 * screen treated them as markup. Each carries a marker of its own (its number) that is noticed
 * if it ever runs: a dialog (`alert(n)`, `confirm(n)`, `prompt(n)`), a console line
 * (`PWNED n`) or a request to `/__pwned__?n`. Kept as data: `hostileStrings()` numbers them.
 *
 * `$JS` stands for a marker script, `$URL` for the marker URL, `$N` for the number.
 */

/** Script tags, in the ways filters have been fooled. */
const SCRIPTS = [
  '<script>$JS</script>',
  '<SCRIPT>$JS</SCRIPT>',
  '<script src="$URL"></script>',
  '<script/src=$URL></script>',
  '<scr<script>ipt>$JS</scr</script>ipt>',
  '</script><script>$JS</script>',
  '<script type="module">$JS</script>',
  '<<script>$JS//<</script>',
  '"><script>$JS</script>',
  "'><script>$JS</script>",
  '<!--<script>$JS</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=$JS>">',
  '<script>/*</script><script>*/$JS</script>',
  '<script\ttype="text/javascript">$JS</script>',
  '<script\n>$JS</script\n>',
];

/** Event-handler attributes on every kind of element. */
const HANDLERS = [
  '<img src=x onerror=$JS>',
  '<img src="x" onerror="$JS">',
  "<img src='x' onerror='$JS'>",
  '<img/src/onerror=$JS>',
  '<IMG SRC=x ONERROR=$JS>',
  '<img src=x oNeRrOr=$JS>',
  '<img src=x onerror  =  "$JS">',
  '<svg onload=$JS>',
  '<svg/onload=$JS>',
  '<body onload=$JS>',
  '<body onpageshow=$JS>',
  '<div onmouseover="$JS">hover me $N</div>',
  '<input autofocus onfocus=$JS>',
  '<select autofocus onfocus=$JS></select>',
  '<textarea autofocus onfocus=$JS></textarea>',
  '<details open ontoggle=$JS>',
  '<video><source onerror="$JS"></video>',
  '<audio src=x onerror=$JS>',
  '<marquee onstart=$JS>marquee $N</marquee>',
  '<iframe onload=$JS></iframe>',
  '<a onclick="$JS">click me $N</a>',
  '<a href="#" onfocus="$JS" autofocus tabindex=1>focus $N</a>',
  '<image src=x onerror=$JS>',
  '<input type=image src=x onerror=$JS>',
  '<object onerror=$JS></object>',
  '<style onload=$JS></style>',
  '<div style="width:expression($JS)">ie $N</div>',
  '<form><button formaction="javascript:$JS">submit $N</button></form>',
  '<isindex type=image src=1 onerror=$JS>',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;($N)>',
  '<p onpointerenter=$JS>pointer $N</p>',
  '<img src=x onerror=eval(atob("YWxlcnQoMSk="))//$N>',
];

/** URLs that run script or carry a document: in Markdown links, images and raw HTML. */
const URLS = [
  '[click $N](javascript:$JS)',
  '[click $N](JaVaScRiPt:$JS)',
  '[click $N]( javascript:$JS)',
  '[click $N](javascript&#58;$JS)',
  '[click $N](&#106;avascript:$JS)',
  '[click $N](&#x6A;avascript:$JS)',
  '[click $N](javascript://%0a$JS)',
  '[click $N](<javascript:$JS>)',
  '[click $N](javascript:$JS "title")',
  '[click $N](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click $N](data:text/html,<script>$JS</script>)',
  '[click $N](vbscript:msgbox($N))',
  '[click $N](livescript:$JS)',
  '![image $N](javascript:$JS)',
  '![image $N](data:image/svg+xml,<svg onload=$JS>)',
  '[![image $N](javascript:$JS)](javascript:$JS)',
  '[ref $N][x$N]\n\n[x$N]: javascript:$JS',
  '<javascript:$JS>',
  '<vbscript:msgbox($N)>',
  '<a href="javascript:$JS">anchor $N</a>',
  '<a href="  javascript:$JS">anchor $N</a>',
  '<a href="java&#x09;script:$JS">anchor $N</a>',
  '<a href="data:text/html,<script>$JS</script>">anchor $N</a>',
  'https://example.com/"onmouseover="$JS"',
  "https://example.com/'onmouseover='$JS'",
  'http://example.com/<img src=x onerror=$JS>',
  '[title $N](https://example.com "x\\" onmouseover=\\"$JS")',
  '![x $N](https://example.com/x.png"onerror="$JS)',
  '<https://example.com/"><img src=x onerror=$JS>>',
  '[x $N](#narrow/"><img src=x onerror=$JS>)',
  '<iframe src="javascript:$JS"></iframe>',
  '<object data="javascript:$JS"></object>',
  '<embed src="javascript:$JS">',
  '<base href="javascript:$JS//">',
  '<meta http-equiv="refresh" content="0;url=javascript:$JS">',
  '<video poster=javascript:$JS></video>',
];

/** What loads the marker URL if it survives as markup. */
const LOADS = [
  '<iframe src="$URL"></iframe>',
  '<object data="$URL"></object>',
  '<embed src="$URL">',
  '<link rel=stylesheet href="$URL">',
  '<link rel=import href="$URL">',
  "<style>@import '$URL';</style>",
  '<span style="background:url($URL)">styled $N</span>',
  '<meta http-equiv="refresh" content="0;url=$URL">',
  '<img srcset="$URL 1x">',
  '<a href="$URL" ping="$URL">ping $N</a>',
  '<form action="$URL"><input type=submit></form>',
  '<iframe srcdoc="<script>$JS</script>"></iframe>',
];

/** SVG and MathML, where HTML parsers and sanitizers have disagreed. */
const SVG_MATH = [
  '<svg><script>$JS</script></svg>',
  '<svg><a xlink:href="javascript:$JS"><text x=20 y=20>svg link $N</text></a></svg>',
  '<svg><animate onbegin=$JS attributeName=x dur=1s>',
  '<svg><set attributeName=href to="javascript:$JS"/></svg>',
  '<svg><foreignObject><iframe src="javascript:$JS"></iframe></foreignObject></svg>',
  '<svg><style><img src=x onerror=$JS></style></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=$JS>#x"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=$JS></style></mglyph></table></mtext></math>',
  '<math href="javascript:$JS">math link $N</math>',
  '<math><maction actiontype=statusline xlink:href="javascript:$JS">math $N</maction></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$JS>',
  '<svg></p><style><a id="</style><img src=x onerror=$JS>">',
  '$$\\href{javascript:$JS}{katex link $N}$$',
  '$$\\url{javascript:$JS}$$',
  '$$\\htmlData{onclick=$JS}{katex data $N}$$',
  '$$\\includegraphics{$URL}$$',
  '```math\n\\href{javascript:$JS}{math block $N}\n```',
];

/** Markup that is broken, nested or closed where a parser does not expect it. */
const BROKEN = [
  '<<img src=x onerror=$JS>>',
  '<img src=x onerror=$JS//',
  '<a href="x" <img src=x onerror=$JS>',
  '<div><p></div><img src=x onerror=$JS>',
  '<![CDATA[<script>$JS</script>]]>',
  '<!--><img src=x onerror=$JS>-->',
  '<!-- --!><img src=x onerror=$JS>-->',
  '<title><img src=x onerror=$JS></title>',
  '<textarea><img src=x onerror=$JS></textarea>',
  '<xmp><img src=x onerror=$JS></xmp>',
  '<template><img src=x onerror=$JS></template>',
  '<table><tr><td><img src=x onerror=$JS></table>',
  '</p></div></body></html><img src=x onerror=$JS>',
  '<style></style><img src=x onerror=$JS>',
  '<a><a href="javascript:$JS">nested $N</a></a>',
  '<b><i><u><s><img src=x onerror=$JS></b></i>',
  '<p title="</p><img src=x onerror=$JS>">',
  '<img src="x` `<script>$JS</script>"` `>',
  '<div id="x"></div><div id="x" onclick=$JS></div>',
  '<noembed><img src=x onerror=$JS></noembed>',
  '<noframes><img src=x onerror=$JS></noframes>',
  '<plaintext><img src=x onerror=$JS>',
  '<?xml version="1.0"?><img src=x onerror=$JS>',
  '<dialog open onclose=$JS>dialog $N</dialog>',
  '<style>body{display:none}</style>hidden page $N',
  '<div style="position:fixed;inset:0;z-index:99999;background:red">cover $N</div>',
];

/** Zulip's own Markdown, with markup in every place it takes text. */
const MARKDOWN = [
  '`<img src=x onerror=$JS>`',
  '```\n<script>$JS</script>\n```',
  '```html\n<img src=x onerror=$JS>\n```',
  '```js\n$JS\n```',
  '> <img src=x onerror=$JS>',
  '* [list $N](javascript:$JS)',
  '**<img src=x onerror=$JS>**',
  '***[x $N](javascript:$JS)***',
  '~~~spoiler <img src=x onerror=$JS>\n<script>$JS</script>\n~~~',
  '~~~quote\n<svg onload=$JS>\n~~~',
  '@**<img src=x onerror=$JS>**',
  '@_**"><svg onload=$JS>**',
  '@*<img src=x onerror=$JS>*',
  '#**<script>$JS</script>**',
  '#**Verona>"><img src=x onerror=$JS>**',
  ':<img src=x onerror=$JS>:',
  ':"onmouseover="$JS":',
  '<time:"><img src=x onerror=$JS>>',
  '<time:2024-01-01T00:00:00Z" onmouseover="$JS>',
  '/me <img src=x onerror=$JS>',
  '| a | b |\n|---|---|\n| <img src=x onerror=$JS> | [x $N](javascript:$JS) |',
  'footnote[^1]\n\n[^1]: <img src=x onerror=$JS>',
  '$$x$$<img src=x onerror=$JS>',
  '[x $N](https://example.com/ "onmouseover=$JS")',
  '*[x $N](javascript:$JS)*',
  '~~[x $N](javascript:$JS)~~',
  '1. <svg onload=$JS>\n2. [x $N](javascript:$JS)',
  '```spoiler <script>$JS</script>\nhidden\n```',
  '```quote\n[x $N](javascript:$JS)\n```',
  '<details><summary>$N</summary><img src=x onerror=$JS></details>',
  '[<img src=x onerror=$JS>](https://example.com)',
  '![<img src=x onerror=$JS>](https://example.com/a.png)',
  '#**<img src=x onerror=$JS>>topic**',
];

/** Entities and other encodings that decode into markup if decoded twice. */
const ENCODED = [
  '&lt;img src=x onerror=$JS&gt;',
  '&#60;script&#62;$JS&#60;/script&#62;',
  '&#x3C;svg onload=$JS&#x3E;',
  '&amp;lt;script&amp;gt;$JS&amp;lt;/script&amp;gt;',
  '\\u003cscript\\u003e$JS\\u003c/script\\u003e',
  '%3Cscript%3E$JS%3C/script%3E',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058$JS',
  '<img src=x onerror="&#x61;&#x6C;&#x65;&#x72;&#x74;&#x28;$N&#x29;">',
  '\\<img src=x onerror=$JS\\>',
  '&lt;<img src=x onerror=$JS>&gt;',
  '+ADw-script+AD4-$JS+ADw-/script+AD4-',
  '¼script¾$JS¼/script¾',
];

/** Direction overrides, invisible characters and lookalikes. */
const UNICODE = [
  '\u202E$JS\u202D reversed',
  'invoice\u202Egpj.exe $N',
  '[click $N](java\u200Bscript:$JS)',
  '<img src=x one\u200Brror=$JS>',
  '\u2066<script>\u2069$JS\u2066</script>\u2069',
  '\uFEFF<script>$JS</script>',
  '<scr\u00ADipt>$JS</scr\u00ADipt>',
  '\u2028<script>$JS</script>\u2029',
  '\u200F\u061C<img src=x onerror=$JS>',
  'Z\u0334\u0321\u031B\u035A\u0316a\u0338l\u0337g\u0336o\u0335 $JS',
  '\u0455cript $N <\u0455cript>$JS</\u0455cript>',
  '＜script＞$JS＜/script＞',
  '<img src=x onerror=$JS\u200D>',
  '\u200B\u200C\u200D\u2060\uFEFF$N',
  '\u202A\u202B\u202C\u202D\u202E $N nested overrides',
  '[\u202Emoc.elpmaxe $N](javascript:$JS)',
];

/** Words too long for any line. */
const LONG = [
  `${'A'.repeat(3000)}$N`,
  `${'<'.repeat(1500)}$N`,
  `${'x'.repeat(1200)}<img src=x onerror=$JS>`,
  `https://example.com/${'a'.repeat(1800)}?$N`,
  `${'*'.repeat(800)}$N`,
  `${'> '.repeat(60)}deep quote $N`,
  `${'['.repeat(400)}$N${']'.repeat(400)}`,
  `${'`'.repeat(300)}$N`,
  `${'<b>'.repeat(300)}bold $N`,
  `${'* '.repeat(30)}nested list $N`,
  `${'_'.repeat(1000)}$N`,
  `${'😀'.repeat(500)}$N`,
];

/** Template and format strings that a careless formatter might evaluate. */
const TEMPLATES = [
  "{{constructor.constructor('$JS')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template string is the point
  '${$JS}',
  '#{$JS}',
  '<%= $JS %>',
  '{{$JS}}',
  '%s%s%s%n%x $N',
  '{0}{1}{2} $N',
  '{% raw %}$JS{% endraw %}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  '[object Object] $N',
  'undefined',
  'null',
  'NaN',
  '{id} {username} $N',
  '%(username)s $N',
  "$& $` $' $N",
  '<!--#exec cmd="/bin/echo $N"-->',
];

export const CATEGORIES = {
  SCRIPTS,
  HANDLERS,
  URLS,
  LOADS,
  SVG_MATH,
  BROKEN,
  MARKDOWN,
  ENCODED,
  UNICODE,
  LONG,
  TEMPLATES,
};

/** The path a marker request goes to; any request to it means something loaded. */
export const MARKER_PATH = '/__pwned__';
export const CONSOLE_MARKER = 'PWNED';

/** Marker scripts, in turn: each is seen by a different means. */
const MARKER_SCRIPTS = [
  (n: number) => `alert(${n})`,
  (n: number) => `fetch('${MARKER_PATH}?${n}')`,
  (n: number) => `console.log('${CONSOLE_MARKER} ${n}')`,
  (n: number) => `confirm(${n})`,
  (n: number) => `prompt(${n})`,
  (n: number) => `new Image().src='${MARKER_PATH}?${n}'`,
];

export interface Hostile {
  n: number;
  category: string;
  text: string;
}

/** Every hostile string, numbered from 1, with its markers filled in. */
export function hostileStrings(): Hostile[] {
  const out: Hostile[] = [];
  for (const [category, templates] of Object.entries(CATEGORIES)) {
    for (const template of templates) {
      const n = out.length + 1;
      const js = MARKER_SCRIPTS[n % MARKER_SCRIPTS.length]!(n);
      const text = template
        .replaceAll('$JS', js)
        .replaceAll('$URL', `${MARKER_PATH}?${n}`)
        .replaceAll('$N', String(n));
      out.push({ n, category, text });
    }
  }
  return out;
}
