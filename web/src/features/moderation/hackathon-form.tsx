// Adding or changing a hackathon card: its fields, checked with the card's own schema (each
// message under its field), then `saveHackathon`. The function checks the same schema and
// names the fields it refuses, which show the same way.
import { fieldMessages } from '@portal/domain/field-messages';
import { HACKATHON_MODES, HackathonSchema, type Hackathon } from '@portal/domain/hackathon';
import { useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/dialogs/modal';
import { DialogFormEnd } from '@/components/dialogs/dialog-form-end';
import { useToast } from '@/components/feedback/toast';
import { Field, FormField } from '@/components/forms/form-field';
import { useFunctions } from '@/lib/firebase/firebase-services';
import { saveHackathon, type StoredHackathon } from './api/hackathons';
import { refusalText, refusedFields } from './refusal-text';

type Values = Record<keyof Hackathon, string>;
type FieldName = keyof Values;

/** The form's order: where the keyboard goes for the first problem. */
const FIELD_ORDER: FieldName[] = [
  'name',
  'organizer',
  'startDate',
  'endDate',
  'mode',
  'description',
  'registrationLink',
];

const EMPTY: Values = {
  name: '',
  organizer: '',
  startDate: '',
  endDate: '',
  mode: 'Online',
  description: '',
  registrationLink: '',
};

interface HackathonFormProps {
  /** The card to change; none to add one. */
  hackathon: StoredHackathon | null;
  onClose: () => void;
}

export function HackathonForm({ hackathon, onClose }: HackathonFormProps) {
  const functions = useFunctions();
  const { showToast } = useToast();
  const [values, setValues] = useState<Values>(() =>
    hackathon ? { ...EMPTY, ...withoutId(hackathon) } : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const showErrors = (messages: Record<string, string>) => {
    setErrors(messages);
    const first = FIELD_ORDER.find((field) => messages[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // A message that names no field of the form (the function's own) shows above the buttons.
    const other = Object.entries(messages).filter(
      ([field]) => !FIELD_ORDER.includes(field as FieldName),
    );
    setFormError(other.map(([, message]) => message).join(' '));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = HackathonSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldMessages(parsed.error));
      return;
    }
    setSending(true);
    setFormError('');
    const outcome = await saveHackathon(functions, hackathon?.id ?? null, parsed.data);
    setSending(false);
    if (outcome.ok) {
      const name = parsed.data.name;
      showToast(hackathon ? `“${name}” is saved.` : `“${name}” is added.`, 'success');
      onClose();
      return;
    }
    const fields = refusedFields(outcome.refusal);
    if (Object.keys(fields).length > 0) showErrors(fields);
    else setFormError(refusalText(outcome.refusal));
  };

  /** The props every control shares: its name, value, error and change. */
  const control = (field: FieldName) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <Modal open title={hackathon ? 'Edit hackathon' : 'Add a hackathon'} onClose={onClose}>
      <form
        ref={form}
        className="moderation-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormField label="Name" required error={errors.name} {...control('name')} />
        <FormField label="Organizer" required error={errors.organizer} {...control('organizer')} />
        <div className="moderation-form-dates">
          <FormField
            label="Start date"
            type="date"
            required
            error={errors.startDate}
            {...control('startDate')}
          />
          <FormField
            label="End date"
            type="date"
            required
            error={errors.endDate}
            {...control('endDate')}
          />
        </div>
        <Field label="Mode" required error={errors.mode}>
          {(props) => (
            <select {...props} required {...control('mode')}>
              {HACKATHON_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {mode}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Description" required error={errors.description}>
          {(props) => <textarea {...props} rows={4} required {...control('description')} />}
        </Field>
        <FormField
          label="Registration link"
          type="url"
          inputMode="url"
          required
          hint="A web address starting with https:// or http://."
          error={errors.registrationLink}
          {...control('registrationLink')}
        />
        <DialogFormEnd
          what="Saving a hackathon"
          formError={formError}
          sending={sending}
          label={hackathon ? 'Save hackathon' : 'Add hackathon'}
          sendingLabel={'Saving...'}
          onCancel={onClose}
          classNames={{ offline: 'moderation-offline', actions: 'moderation-form-actions' }}
        />
      </form>
    </Modal>
  );
}

function withoutId({ id: _id, ...hackathon }: StoredHackathon): Hackathon {
  return hackathon;
}
