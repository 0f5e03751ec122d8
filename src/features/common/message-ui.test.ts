import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeDialog,
  closePicker,
  hideToolbar,
  messageUi,
  openDialog,
  openPicker,
  setMenuFor,
  showToolbar,
} from './message-ui';

beforeEach(() => {
  messageUi.setState({ menuFor: null, picker: null, dialog: null, toolbarFor: null });
});

describe('a message toolbar that opened something', () => {
  it.each([
    ['its menu', () => setMenuFor(7), () => setMenuFor(null)],
    ['the emoji picker', () => openPicker(7), closePicker],
    ['a dialog about it', () => openDialog({ kind: 'history', message_id: 7 }), closeDialog],
  ])(
    'stays while %s is open and after it closes, for the focus to come back to',
    (_, open, close) => {
      showToolbar(7);
      open();
      // The focus leaving for what opened (blur) and the pointer leaving do not hide it.
      hideToolbar(7);
      expect(messageUi.getState().toolbarFor).toBe(7);
      close();
      expect(messageUi.getState().toolbarFor).toBe(7);
      // Once closed, leaving hides it.
      hideToolbar(7);
      expect(messageUi.getState().toolbarFor).toBeNull();
    },
  );

  it('is hidden by leaving when what is open belongs to another message', () => {
    showToolbar(7);
    openPicker(8);
    hideToolbar(7);
    expect(messageUi.getState().toolbarFor).toBeNull();
  });

  it('hides only its own toolbar', () => {
    showToolbar(7);
    hideToolbar(8);
    expect(messageUi.getState().toolbarFor).toBe(7);
  });
});

describe('where the emoji picker opens', () => {
  it.each([
    ['nowhere given', undefined, null],
    ['a place measured before (a hotkey, as its keys are held)', { top: 1 } as DOMRect, { top: 1 }],
    ['an element, measured now', { getBoundingClientRect: () => ({ top: 2 }) }, { top: 2 }],
  ])('%s', (_, from, anchor) => {
    openPicker(7, from as Element | DOMRect | undefined);
    expect(messageUi.getState().picker).toEqual({ message_id: 7, anchor });
  });
});
