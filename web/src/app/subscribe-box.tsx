// 'Stay Connected – Subscribe for Job Updates'. Storing subscriptions comes with its own
// issue; until then the box says so rather than pretending to subscribe.
import { useState, type FormEvent } from 'react';

export function SubscribeBox() {
  const [notice, setNotice] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice('Subscriptions open soon. Follow us on the channels in Contact Us meanwhile.');
  };
  return (
    <form className="subscribe-box" onSubmit={submit} aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading">Stay Connected – Subscribe for Job Updates</h2>
      <div className="subscribe-row">
        <label htmlFor="subscribe-email" className="visually-hidden">
          E-mail address
        </label>
        <input
          id="subscribe-email"
          type="email"
          required
          placeholder="you@example.com"
          autoComplete="email"
        />
        <button type="submit" className="button button-primary">
          Subscribe
        </button>
      </div>
      <p role="status" className="subscribe-notice">
        {notice}
      </p>
    </form>
  );
}
