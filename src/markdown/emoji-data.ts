import { EMOJI_NAMES_PEOPLE } from './emoji-datasource-people.ts';
import { EMOJI_NAMES_THINGS } from './emoji-datasource-things.ts';

/** Every emoji, in the datasource's order (scripts/emoji-names.ts). */
const EMOJI_DATASOURCE_NAMES = `${EMOJI_NAMES_PEOPLE};${EMOJI_NAMES_THINGS}`;

/**
 * Unicode emoji names as Zulip spells them.
 *
 * The data comes from `emoji-datasource` (iamcal's emoji-data, the same source Zulip's
 * build uses); an emoji's *code* is its codepoints in lowercase hex joined by `-`, with the
 * U+FE0F variation selector removed (Zulip's `emoji_code`, e.g. `1f642`, `0023-20e3`).
 *
 * Zulip gives many emoji its own names (`tools/setup/emoji/emoji_names.py`), and some of
 * them reuse a name iamcal gives to a *different* emoji (`smile` is U+1F642 in Zulip but
 * U+1F604 in iamcal). {@link ZULIP_NAMES} lists the Zulip names for the emoji people use
 * most, above all every collision of that kind; for an emoji listed there those names are
 * its only names, as in Zulip. Every other emoji keeps iamcal's short names, so a rarely
 * used emoji may answer to a name Zulip does not know, or lack one Zulip has.
 *
 * Left out, as in Zulip: emoji without both Google and Twitter images, the skin-tone
 * modifiers, and ZWJ sequences (families and the like) not listed in the table.
 */
const ZULIP_NAMES: Record<string, readonly string[]> = {
  // Faces. Zulip's names come first in each list; the first is the canonical one.
  '1f604': ['big_smile'],
  '1f601': ['grinning_face_with_smiling_eyes'],
  '1f642': ['smile', 'slight_smile'],
  '1f643': ['upside_down', 'oops'],
  '1f618': ['heart_kiss', 'blow_a_kiss'],
  '1f617': ['kiss'],
  '1f619': ['kiss_smiling_eyes'],
  '1f61a': ['kiss_with_blush'],
  '1f61c': ['stuck_out_tongue_wink', 'joking', 'crazy'],
  '1f61d': ['stuck_out_tongue'],
  '1f61b': ['mischievous'],
  '1f911': ['money_face', 'kaching'],
  '1f917': ['hug', 'arms_open'],
  '1f913': ['nerd', 'geek'],
  '1f921': ['clown'],
  '1f920': ['cowboy'],
  '1f615': ['oh_no', 'half_frown', 'concerned', 'confused'],
  '1f641': ['frown', 'slight_frown'],
  '2639': ['sad', 'big_frown'],
  '1f62b': ['anguish'],
  '1f636': ['speechless', 'no_mouth', 'blank', 'poker_face'],
  '1f610': ['neutral'],
  '1f635': ['dizzy'],
  '1f628': ['fear', 'scared', 'shock'],
  '1f625': ['exhausted', 'disappointed_relieved', 'stressed'],
  '1f924': ['drooling'],
  '1f644': ['rolling_eyes'],
  '1f914': ['thinking'],
  '1f925': ['lying'],
  '1f910': ['silence', 'quiet', 'hush', 'zip_it', 'lips_are_sealed'],
  '1f922': ['nauseated', 'queasy'],
  '1f927': ['sneezing'],
  '1f637': ['cant_talk', 'mask'],
  '1f912': ['sick', 'flu', 'face_with_thermometer'],
  '1f915': ['hurt', 'head_bandage', 'injured'],
  '1f608': ['smiling_devil', 'smiling_imp', 'smiling_face_with_horns'],
  '1f47f': ['devil', 'imp', 'angry_devil'],
  '1f4a9': ['poop', 'pile_of_poo'],
  '1f383': ['jack-o-lantern', 'pumpkin'],
  '1f63f': ['crying_cat'],
  '1f63e': ['angry_cat', 'pouting_cat'],
  // Hands and people.
  '1f44d': ['+1', 'thumbs_up'],
  '1f44e': ['-1', 'thumbs_down'],
  '1f44a': ['fist_bump', 'punch'],
  '1f91b': ['left_fist'],
  '1f91c': ['right_fist'],
  '1f91e': ['fingers_crossed'],
  '270c': ['peace_sign', 'victory'],
  '1f918': ['rock_on', 'sign_of_the_horns'],
  '1f44c': ['ok', 'got_it'],
  '1f446': ['point_up', 'this'],
  '261d': ['wait_one_second', 'point_of_information', 'asking_a_question'],
  '1f91a': ['stop'],
  '1f590': ['high_five', 'palm'],
  '1f596': ['spock', 'live_long_and_prosper'],
  '1f44b': ['wave', 'hello', 'hi'],
  '1f919': ['call_me'],
  '270d': ['writing'],
  '1f485': ['nail_polish', 'nail_care'],
  '1f48b': ['lipstick_kiss'],
  '1f464': ['silhouette', 'shadow'],
  '1f465': ['silhouettes', 'shadows'],
  '1f46e': ['police', 'cop'],
  '1f482': ['guard'],
  '1f3c3': ['running', 'runner'],
  '1f926': ['face_palm'],
  '1f937': ['shrug'],
  '1f937-200d-2640': ['woman_shrugging'],
  '1f441-200d-1f5e8': ['eye_in_speech_bubble'],
  '1f3f3-200d-1f308': ['rainbow_flag'],
  // Animals: Zulip calls U+1F408 `cat` and the "cat face" U+1F431 `kitten`, and so on.
  '1f408': ['cat', 'meow'],
  '1f431': ['kitten'],
  '1f415': ['dog', 'woof'],
  '1f436': ['puppy'],
  '1f407': ['rabbit'],
  '1f430': ['bunny'],
  '1f401': ['mouse'],
  '1f42d': ['dormouse'],
  '1f405': ['tiger'],
  '1f42f': ['tiger_cub'],
  '1f404': ['cow'],
  '1f42e': ['calf'],
  '1f416': ['pig', 'oink'],
  '1f437': ['piglet'],
  '1f40e': ['horse'],
  '1f434': ['pony'],
  '1f42a': ['arabian_camel'],
  '1f41e': ['beetle', 'ladybug'],
  '1f41a': ['shell', 'seashell', 'conch', 'spiral_shell'],
  // Nature, objects, symbols.
  '1f384': ['holiday_tree'],
  '1f333': ['tree', 'deciduous_tree'],
  '1f337': ['tulip', 'flower'],
  '1f340': ['lucky', 'four_leaf_clover'],
  '1f319': ['moon'],
  '1f314': ['waxing_moon'],
  '1f31b': ['goodnight'],
  '1f4ab': ['seeing_stars'],
  '1f31f': ['glowing_star'],
  '26a1': ['high_voltage', 'zap'],
  '1f525': ['fire', 'lit', 'hot', 'flame'],
  '1f373': ['cooking'],
  '1f6e0': ['working_on_it', 'hammer_and_wrench', 'tools'],
  '1f947': ['gold'],
  '1f948': ['silver'],
  '1f949': ['bronze'],
  '2797': ['division'],
  '2b06': ['up'],
  '1f199': ['up_button'],
};

interface Tables {
  codeByName: Map<string, string>;
  nameByCode: Map<string, string>;
}

let tables: Tables | undefined;

/** `1F441-FE0F-200D-1F5E8-FE0F` → `1f441-200d-1f5e8`. */
function zulipCode(unified: string): string {
  return unified
    .toLowerCase()
    .split('-')
    .filter((part) => part !== 'fe0f')
    .join('-');
}

const SKIN_TONE = /^1f3f[b-f]$/;

function build(): Tables {
  // emoji-datasource's emoji with Google and Twitter images, in its order (see the generator).
  const data = EMOJI_DATASOURCE_NAMES.split(';').map((entry) => {
    const [unified = '', names = ''] = entry.split(':');
    return { unified, short_names: names.split(',') };
  });
  const codeByName = new Map<string, string>();
  const nameByCode = new Map<string, string>();
  // Zulip's names win every collision, so claim them first.
  for (const [code, names] of Object.entries(ZULIP_NAMES)) {
    for (const name of names) codeByName.set(name, code);
    nameByCode.set(code, names[0]!);
  }
  for (const emoji of data) {
    const code = zulipCode(emoji.unified);
    if (code in ZULIP_NAMES || SKIN_TONE.test(code) || code.includes('200d')) continue;
    for (const name of emoji.short_names) {
      if (codeByName.has(name)) continue;
      codeByName.set(name, code);
      if (!nameByCode.has(code)) nameByCode.set(code, name);
    }
  }
  return { codeByName, nameByCode };
}

function getTables(): Tables {
  tables ??= build();
  return tables;
}

/** The emoji code for a Unicode emoji name (canonical or alias), e.g. `smile` → `1f642`. */
export function unicodeEmojiByName(name: string): string | undefined {
  return getTables().codeByName.get(name);
}

/** The canonical name for an emoji code, e.g. `1f642` → `smile`. */
export function unicodeEmojiNameByCode(code: string): string | undefined {
  return getTables().nameByCode.get(code);
}

/**
 * Every Unicode emoji's names by code, the canonical name first: for clients that offer emoji
 * by name (the web client's picker is built from this, so it offers what the server accepts).
 */
export function unicodeEmojiNames(): Map<string, string[]> {
  const { codeByName, nameByCode } = getTables();
  const names = new Map<string, string[]>();
  for (const [code, name] of nameByCode) names.set(code, [name]);
  for (const [name, code] of codeByName) {
    const list = names.get(code);
    if (list && !list.includes(name)) list.push(name);
  }
  return names;
}

/** The emoji code of literal emoji text: its codepoints without U+FE0F, e.g. `💩` → `1f4a9`. */
export function emojiCodeOfText(text: string): string {
  const parts: string[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp !== 0xfe0f) parts.push(cp.toString(16).padStart(4, '0'));
  }
  return parts.join('-');
}
