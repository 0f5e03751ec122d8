// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextSetting, useTextField } from './TextSetting';

afterEach(cleanup);

/** A new form's name field: a problem while empty or too long. */
function NameField({ rows }: { rows?: number }) {
  const field = useTextField();
  const problem =
    field.value.trim() === '' ? 'It needs a name.' : field.value.length > 3 ? 'Too long.' : null;
  return <TextSetting label="Name" rows={rows} field={field} problem={problem} />;
}

describe('TextSetting', () => {
  it.each([
    ['an input', undefined, 'INPUT'],
    ['a textarea', 3, 'TEXTAREA'],
  ])('as %s: says what is wrong only once the user has typed', (_name, rows, tag) => {
    render(<NameField rows={rows} />);
    const field = screen.getByLabelText('Name');
    expect(field.tagName).toBe(tag);
    // Empty at first, and not yet wrong.
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('It needs a name.')).toBeNull();
    fireEvent.input(field, { target: { value: 'abcd' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too long.')).toBeTruthy();
    fireEvent.input(field, { target: { value: 'abc' } });
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Too long.')).toBeNull();
  });

  it('a value that cannot be wrong is not marked either way', () => {
    const field = { value: 'x', dirty: true, set: () => {} };
    render(<TextSetting label="Description" field={field} />);
    expect(screen.getByLabelText('Description').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a refused setting is disabled and names its reason', () => {
    const field = { value: 'x', dirty: false, set: () => {} };
    render(
      <TextSetting
        label="Description"
        hint="One line."
        verdict={{ allowed: false, reason: 'Only administrators can change it.' }}
        field={field}
      />,
    );
    const input = screen.getByLabelText('Description') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    const named = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(named).toEqual(['Only administrators can change it.', 'One line.']);
  });
});
