import { useState } from 'react';
import { topicDisplayName } from '../../model/narrow-title';
import { ActionMenu } from '../common/ActionMenu';
import { useApp, useStoreValue } from '../common/app-context';
import { topicActions } from './topic-actions';

interface Props {
  stream_id: number;
  topic: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/** The topic's actions; computed when the menu opens, from the state at that moment. */
export function TopicMenu({ stream_id, topic, open, onOpenChange }: Props) {
  const app = useApp();
  const name = useStoreValue((s) => topicDisplayName(s.realm, topic));
  const [isOpen, setOpen] = useState(false);
  const shown = open ?? isOpen;
  return (
    <ActionMenu
      label={`Topic actions for ${name}`}
      actions={shown ? topicActions(app, stream_id, topic) : []}
      open={shown}
      onOpenChange={(o) => {
        setOpen(o);
        onOpenChange?.(o);
      }}
    />
  );
}
