/**
 * Widgets made from a message's text, as Zulip's server makes them: a message starting with
 * `/poll` (its question on the same line, one option a line after) or `/todo` (its title, then
 * one task a line, "task: description") gets a first submessage of msg_type "widget".
 */

export type WidgetType = 'poll' | 'todo';

export interface PollExtraData {
  question: string;
  options: string[];
}

export interface TodoExtraData {
  task_list_title: string;
  tasks: { task: string; desc: string }[];
}

export type WidgetContent =
  | { widget_type: 'poll'; extra_data: PollExtraData }
  | { widget_type: 'todo'; extra_data: TodoExtraData };

/** A line without the list marker ("- ", "* ") someone may have typed before it. */
const unlisted = (line: string) => line.trim().replace(/^\s*[-*]?\s*/, '');

/** The title on the command's line and the non-empty lines after it. */
function titleAndLines(rest: string): { title: string; lines: string[] } {
  const lines = rest.split(/\r\n|\r|\n/);
  const first = lines.shift() ?? '';
  return { title: first.trim(), lines: lines.map(unlisted).filter((l) => l.length > 0) };
}

/** The widget a message's Markdown source asks for, if any. */
export function widgetOfContent(content: string): WidgetContent | undefined {
  const command = /^\/(poll|todo)(?=\s|$)/.exec(content);
  if (!command) return undefined;
  const { title, lines } = titleAndLines(content.slice(command[0].length));
  if (command[1] === 'poll') {
    return { widget_type: 'poll', extra_data: { question: title, options: lines } };
  }
  const tasks = lines.map((line) => {
    // A task and its description are separated by the first colon.
    const colon = line.indexOf(':');
    return colon < 0
      ? { task: line.trim(), desc: '' }
      : { task: line.slice(0, colon).trim(), desc: line.slice(colon + 1).trim() };
  });
  return { widget_type: 'todo', extra_data: { task_list_title: title, tasks } };
}
