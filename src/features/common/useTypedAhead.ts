/**
 * A part's side of type-ahead.ts: its input takes what was typed while the part loaded, in the
 * commit that shows it, so that no key falls between the stand-in and the input.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { heldText, type Typed, takeTyping } from './type-ahead';

/** Enter, as if pressed in `input` now; a form is submitted as Enter in a field would. */
function replayEnter(input: HTMLInputElement) {
  const init = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true };
  const handled = !input.dispatchEvent(new KeyboardEvent('keydown', init));
  if (!handled && input.form) input.form.requestSubmit();
}

/**
 * `initial`: the text to start with (what was typed so far); `ref`: for the input, which takes
 * the focus, the rest of the text, the cursor, and then a pending Enter. `onText` sets the
 * input's value when what was typed differs from it (typed during the first render, or a part
 * whose input starts with a value of its own). With nothing typed, the part places the focus.
 */
export function useTypedAhead(onText: (text: string) => void) {
  const [initial] = useState(heldText);
  const [taken, setTaken] = useState<Typed | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const ref = useCallback((el: HTMLInputElement | null) => {
    input.current = el;
    if (!el) return;
    // A field the user may not change (the move dialog's topic, say) takes no typing.
    const typed = takeTyping(el.disabled ? null : el);
    if (el.disabled) return;
    if (!typed || (typed.text === '' && !typed.enter)) return;
    if (typed.text !== el.value) onTextRef.current(typed.text);
    setTaken(typed);
  }, []);

  // Once the input shows the text (and the part's handlers see it).
  useEffect(() => {
    const el = input.current;
    if (!taken || !el) return;
    el.setSelectionRange(taken.start, taken.end);
    if (taken.enter) replayEnter(el);
  }, [taken]);

  return { initial, ref };
}
