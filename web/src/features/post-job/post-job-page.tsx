// `/postjob`: the Post a Job form (no login needed), a preview of the job as its page will show
// it, and posting through the postJob function. What is typed is kept on this device until the
// job is posted or the draft discarded.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_POST_JOB_FORM,
  jobFieldsOf,
  POST_JOB_LABELS,
  PostJobFormSchema,
  type PostJobField,
  type PostJobForm,
  type PostJobFormValues,
} from '@portal/domain/posting/post-job';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useToast } from '@/components/feedback/toast';
import { useFunctions } from '@/lib/firebase/firebase-services';
import { postJob } from './api/post-job';
import { useSession } from '@/lib/account/session';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useOnline } from '@/lib/browser/use-online';
import { DraftNotice } from './draft-notice';
import { HeldForReview } from './held-for-review';
import { JobPreview } from './job-preview';
import { PostJobFields } from './post-job-fields';
import { describePostRefusal, type PostFailure } from './post-refusal';
import { usePostFormTicket } from './use-post-form-ticket';
import { usePostJobDraft } from './use-post-job-draft';
import './post-job.css';

const OFFLINE_REASON_ID = 'post-job-offline';

/** No ticket came: the server could not be reached, which the page says as for a failed post. */
const noTicket = async () =>
  ({ ok: false, refusal: { code: 'unavailable', message: '', details: null } }) as const;
const FIELD_ORDER = Object.keys(POST_JOB_LABELS) as PostJobField[];

function FormError({ failure }: { failure: PostFailure | null }) {
  if (!failure) return null;
  return (
    <div className="form-error" role="alert">
      <p>{failure.message}</p>
      {failure.jobId && <Link to={`/job/${failure.jobId}`}>See the job already posted</Link>}
    </div>
  );
}

export default function PostJobPage() {
  useDocumentTitle('Post a Job');
  const functions = useFunctions();
  const session = useSession();
  const online = useOnline();
  const location = useLocation();
  const navigate = useNavigate();
  const { showToast } = useToast();

  const form = useForm<PostJobFormValues, unknown, PostJobForm>({
    resolver: zodResolver(PostJobFormSchema),
    defaultValues: EMPTY_POST_JOB_FORM,
  });
  const { handleSubmit, getValues, setError, setFocus, subscribe } = form;
  const draft = usePostJobDraft(form);

  const [preview, setPreview] = useState<PostJobForm | null>(null);
  const [posting, setPosting] = useState(false);
  const [failure, setFailure] = useState<PostFailure | null>(null);
  /** The title of the job just posted and held for a moderator, while the page says so. */
  const [heldTitle, setHeldTitle] = useState<string | null>(null);
  /** Where the keyboard goes once the form shows again (after the preview, or a discard). */
  const focusOnForm = useRef<PostJobField | 'submit' | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // The server's time of opening the form: it refuses a post sent sooner than a person could.
  const formTicket = usePostFormTicket(functions, online);

  // Editing any field clears the message about the last attempt (spec §5).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type) setFailure(null);
        },
      }),
    [subscribe],
  );

  useEffect(() => {
    const target = focusOnForm.current;
    if (preview || heldTitle !== null || !target) return;
    focusOnForm.current = null;
    if (target === 'submit') submitButton.current?.focus();
    else setFocus(target);
  }, [preview, heldTitle, draft.state, setFocus]);

  const showPreview = handleSubmit((parsed) => {
    setFailure(null);
    setPreview(parsed);
  });

  const backToForm = (focus: PostJobField | 'submit') => {
    focusOnForm.current = focus;
    setPreview(null);
  };

  const post = async () => {
    if (!preview || posting || !online) return;
    setPosting(true);
    setFailure(null);
    const ticket = await formTicket.ticket();
    const outcome = ticket
      ? await postJob(functions, {
          ...getValues(),
          website: honeypot.current?.value ?? '',
          formTicket: ticket,
        })
      : await noTicket();
    if (outcome.ok && outcome.data.held) {
      draft.finish();
      setPosting(false);
      setPreview(null);
      setHeldTitle(preview.Title);
      showToast(`Job "${preview.Title}" sent for review.`, 'success');
      return;
    }
    if (outcome.ok) {
      draft.finish();
      showToast(`Job "${preview.Title}" posted successfully!`, 'success');
      // Replace /postjob: Back from the new job should not open a form whose job is posted.
      navigate(`/job/${outcome.data.id}`, { replace: true });
      return;
    }
    setPosting(false);
    if (outcome.refusal.details?.reason === 'form-ticket') formTicket.renew();
    const refused = describePostRefusal(outcome.refusal);
    setFailure(refused);
    showToast(refused.toast, 'error');
    const invalid = FIELD_ORDER.filter((field) => refused.fields[field]);
    for (const field of invalid) {
      setError(field, { type: 'server', message: refused.fields[field] });
    }
    if (invalid[0]) backToForm(invalid[0]);
  };

  const discard = () => {
    // The reset re-registers the fields: focus once they are back.
    focusOnForm.current = 'Title';
    draft.discard();
    setFailure(null);
  };

  return (
    <section className="post-job-page" aria-labelledby="post-job-heading">
      <h1 id="post-job-heading">Post a Job</h1>
      <NeedsNetwork
        id={OFFLINE_REASON_ID}
        what="Posting a job"
        then="your draft is kept on this device until you are back online"
      />
      {session.status === 'signed-out' && (
        <p className="post-job-guest">
          You are not logged in. Log in first, or leave an e-mail address to manage this job by, if
          you want to close or extend it later; what you have typed stays here.{' '}
          <Link to="/login" state={{ from: location }}>
            Login
          </Link>
        </p>
      )}
      {heldTitle !== null && (
        <HeldForReview
          title={heldTitle}
          signedIn={session.status === 'signed-in'}
          onPostAnother={() => {
            focusOnForm.current = 'Title';
            setHeldTitle(null);
          }}
        />
      )}
      {preview && (
        <JobPreview
          job={jobFieldsOf(preview)}
          openDays={preview.openDays}
          posting={posting}
          online={online}
          offlineReasonId={OFFLINE_REASON_ID}
          error={<FormError failure={failure} />}
          onEdit={() => backToForm('submit')}
          onPost={() => void post()}
        />
      )}
      {/* Hidden, not removed, during the preview: the editors keep their state and history. */}
      <div hidden={preview !== null || heldTitle !== null}>
        <DraftNotice draft={draft.state} onDiscard={discard} />
        {!preview && <FormError failure={failure} />}
        <FormProvider {...form}>
          <form className="post-job-form" noValidate onSubmit={(event) => void showPreview(event)}>
            <p className="post-job-required">
              Fields marked <span className="required-mark">*</span> are required.
            </p>
            <PostJobFields guest={session.status === 'signed-out'} />
            {/* A field people never see or reach; programs that fill in every field fill it. */}
            <div className="post-job-honeypot" aria-hidden="true">
              <label htmlFor="post-job-website">Website</label>
              <input
                id="post-job-website"
                ref={honeypot}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            <div className="post-job-actions">
              <button ref={submitButton} type="submit" className="button button-primary">
                Preview Job
              </button>
            </div>
          </form>
        </FormProvider>
      </div>
    </section>
  );
}
