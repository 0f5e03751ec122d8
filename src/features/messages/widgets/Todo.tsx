/** A to-do list under its message: each task a checkbox anyone may check; add a task. */
import { useEffect, useState } from 'react';
import {
  newTaskEvent,
  strikeEvent,
  type TodoState,
  type TodoTask,
  titleEvent,
} from '../../../model/widgets';
import { useApp, useStoreValue } from '../../common/app-context';
import { AddItem } from './AddItem';
import { EditableHeading } from './EditableHeading';
import { submitWidgetEvent } from './submit';

interface Props {
  message_id: number;
  author: number;
  todo: TodoState;
}

export function Todo({ message_id, author, todo }: Props) {
  const app = useApp();
  const self = useStoreValue((s) => s.current_user_id);
  const send = (what: string, event: object) => submitWidgetEvent(app, message_id, what, event);
  const title = todo.task_list_title;
  // A task just checked shows checked at once: each flip remembers the state it turned over,
  // and stands until the task's state changes (by this click's event or anyone else's).
  const [flips, setFlips] = useState<Record<string, boolean>>({});
  useEffect(() => {
    setFlips((f) => {
      const kept = todo.tasks.filter((t) => f[t.key] === t.completed);
      return Object.fromEntries(kept.map((t) => [t.key, t.completed]));
    });
  }, [todo.tasks]);
  const shown = (t: TodoTask) => (flips[t.key] === t.completed ? !t.completed : t.completed);
  const strike = async (t: TodoTask) => {
    const checking = !shown(t);
    setFlips((f) => ({ ...f, [t.key]: t.completed }));
    const sent = await send(checking ? 'check the task' : 'uncheck the task', strikeEvent(t));
    if (!sent) setFlips(({ [t.key]: _gone, ...rest }) => rest);
  };
  return (
    <section className="widget todo" aria-label={`To-do list: ${title || 'Task list'}`}>
      <EditableHeading
        text={title}
        placeholder="Task list"
        field="Title"
        editable={self === author}
        onSave={(t) => send('change the title', titleEvent(t))}
      />
      <ul className="todo-tasks">
        {todo.tasks.map((t) => (
          <li key={t.key} className={shown(t) ? 'todo-done' : undefined}>
            <label>
              <input type="checkbox" checked={shown(t)} onChange={() => void strike(t)} />
              <span>
                <strong>{t.task}</strong>
                {t.desc && `: ${t.desc}`}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <AddItem
        field="New task"
        second="Description"
        action="Add task"
        onAdd={(task, desc) => {
          const event = newTaskEvent(todo, self, task, desc);
          if (!event) return 'That task is already on the list.';
          void send('add the task', event);
          return undefined;
        }}
      />
    </section>
  );
}
