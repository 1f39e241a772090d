// A rich-text field of the form: the editor, loaded in its own chunk when this page first needs
// it, with a stand-in of the same size meanwhile, and a plain message if its code cannot load.
import { JOB_LIMITS, type RichTextField as RichTextFieldName } from '@portal/domain/jobs/job';
import { POST_JOB_LABELS, type PostJobFormValues } from '@portal/domain/posting/post-job';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field } from '@/components/forms/form-field';
import { EditorPlaceholder } from '@/components/rich-text-editor/editor-placeholder';
import { useLengthCounter } from './length-counter';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor/rich-text-editor'));

/** The editor's code failed to load (offline before it was cached, say): the field says so. */
class EditorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The rich-text editor could not load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="field-error" role="alert">
        The editor could not load. Your draft is kept on this device: check your connection and{' '}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          reload the page
        </button>
        .
      </p>
    );
  }
}

export function RichTextField({ name, required }: { name: RichTextFieldName; required?: boolean }) {
  const { control } = useFormContext<PostJobFormValues>();
  const { field, fieldState } = useController({ control, name });
  const counter = useLengthCounter(name, JOB_LIMITS.richTextChars, true);
  const label = POST_JOB_LABELS[name];
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Field label={label} required={required} error={fieldState.error?.message} counter={counter}>
      {(controlProps, labelId) => (
        <EditorBoundary>
          <Suspense fallback={<EditorPlaceholder html={value} />}>
            <RichTextEditor
              id={controlProps.id}
              value={value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={label}
              labelId={labelId}
              describedBy={controlProps['aria-describedby']}
              invalid={controlProps['aria-invalid']}
              required={required}
              ref={field.ref}
            />
          </Suspense>
        </EditorBoundary>
      )}
    </Field>
  );
}
