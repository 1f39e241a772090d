// How long a field's text is against its limit, shown only near the limit so that it does not
// distract: '185 / 200'. Rich text counts what a reader sees, not its markup.
import { htmlToText } from '@portal/domain/jobs/html-text';
import type { PostJobField, PostJobFormValues } from '@portal/domain/posting/post-job';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/** The counter appears from this share of the limit. */
const SHOW_FROM = 0.8;

const count = (value: number) => value.toLocaleString('en-US');

export function useLengthCounter(name: PostJobField, max: number, rich = false): ReactNode {
  const { control } = useFormContext<PostJobFormValues>();
  const value = useWatch({ control, name });
  const text = typeof value === 'string' ? value : '';
  const length = rich ? htmlToText(text).length : text.length;
  if (length < max * SHOW_FROM) return null;
  const over = length - max;
  return (
    <span data-over={over > 0 || undefined}>
      {`${count(length)} / ${count(max)} `}
      <span className="visually-hidden">
        {over > 0 ? `characters: ${count(over)} too many` : 'characters'}
      </span>
    </span>
  );
}
