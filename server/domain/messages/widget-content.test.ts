import { describe, expect, it } from 'vitest';
import { widgetOfContent } from './widget-content';

describe('widgetOfContent', () => {
  it.each([
    ['plain text', 'Lunch at noon?', undefined],
    ['a command later in the text', 'Try /poll lunch', undefined],
    ['a longer command word', '/polling the room', undefined],
    [
      'a poll with its question and options',
      '/poll Where to eat?\nPizza\n- Sushi\n* Tacos\n\n',
      {
        widget_type: 'poll',
        extra_data: { question: 'Where to eat?', options: ['Pizza', 'Sushi', 'Tacos'] },
      },
    ],
    [
      'a poll without a question',
      '/poll\nYes\nNo',
      { widget_type: 'poll', extra_data: { question: '', options: ['Yes', 'No'] } },
    ],
    ['a bare poll', '/poll', { widget_type: 'poll', extra_data: { question: '', options: [] } }],
    [
      'a to-do list with descriptions',
      '/todo Launch\nWrite notes: the short version\n- Ship it\nTime: 10:30',
      {
        widget_type: 'todo',
        extra_data: {
          task_list_title: 'Launch',
          tasks: [
            { task: 'Write notes', desc: 'the short version' },
            { task: 'Ship it', desc: '' },
            { task: 'Time', desc: '10:30' },
          ],
        },
      },
    ],
    [
      'a to-do list without a title',
      '/todo\r\nBuy milk',
      {
        widget_type: 'todo',
        extra_data: { task_list_title: '', tasks: [{ task: 'Buy milk', desc: '' }] },
      },
    ],
  ])('%s', (_name, content, widget) => {
    expect(widgetOfContent(content)).toEqual(widget);
  });
});
