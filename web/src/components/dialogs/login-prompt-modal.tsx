// Asks a guest who tried to save a job to log in or register first; either brings them back to
// the page they were on (the route guard's `from`, read by the auth pages' return-path.ts).
import { Link, useLocation } from 'react-router-dom';
import { Modal } from './modal';
import './login-prompt-modal.css';

interface LoginPromptModalProps {
  open: boolean;
  onClose: () => void;
}

export function LoginPromptModal({ open, onClose }: LoginPromptModalProps) {
  const location = useLocation();
  const back = { from: location };
  // The links close the dialog too: it must not stay open over the page they lead to.
  return (
    <Modal open={open} title="Login required" onClose={onClose}>
      <p className="login-prompt-text">Please log in to save jobs.</p>
      <div className="login-prompt-actions">
        <Link to="/login" state={back} className="button button-primary" onClick={onClose}>
          Login
        </Link>
        <p className="login-prompt-register">
          No account yet?{' '}
          <Link to="/signup" state={back} onClick={onClose}>
            Register Here
          </Link>
        </p>
      </div>
    </Modal>
  );
}
