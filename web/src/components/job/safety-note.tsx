// The line every open job's page carries above its report button: the one rule that stops
// most job scams, and where to read more.
import { Link } from 'react-router-dom';

export function SafetyNote() {
  return (
    <p className="job-safety-note">
      Genuine employers never ask you to pay to apply, for training or for a uniform.{' '}
      <Link to="/safety">How to spot a job scam</Link>
    </p>
  );
}
