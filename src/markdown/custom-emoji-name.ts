/** The name of a new custom emoji: how Zulip reads it, and what is wrong with it. */

/**
 * The name as Zulip stores it: trimmed, spaces as underscores, and (the API says upper and
 * lower case letters are the same) in lower case.
 */
export const customEmojiName = (raw: string): string => raw.trim().replace(/ /g, '_').toLowerCase();

/** Zulip's check_valid_emoji_name, on a name already read by `customEmojiName`; null when valid. */
export function customEmojiNameError(name: string): string | null {
  if (name === '') return 'Emoji name is missing';
  if (!/^[0-9a-z_-]+$/.test(name)) {
    return 'Emoji names must contain only lowercase alphanumeric characters, dashes, and underscores.';
  }
  if (/[_-]$/.test(name)) return 'Emoji names must end with either a letter or digit.';
  return null;
}
