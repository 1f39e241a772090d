// The floating column of social and e-mail links: at the right edge on wider screens, folded
// behind one small button at the bottom right on phones so it does not sit over the page.
import { useId, useState } from 'react';
import { contactChannels } from './contact-channels';
import { Close, Mail } from '@/components/icons';
import './contact-channels.css';
import './social-links.css';

export function FloatingSocialLinks() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const newTabId = useId();
  // A phone number stays in the contact dialog, where it is shown before anyone dials it.
  const channels = contactChannels().filter((channel) => channel.id !== 'phone');
  if (channels.length === 0) return null;

  return (
    <nav className="floating-social" aria-label="Social links" data-open={open}>
      <ul id={listId} className="floating-social-list">
        {channels.map(({ id, label, href, Icon, external }) => (
          <li key={id}>
            <a
              className="contact-icon floating-social-link"
              data-channel={id}
              href={href}
              title={label}
              {...(external && {
                target: '_blank',
                rel: 'noopener noreferrer',
                'aria-describedby': newTabId,
              })}
            >
              <Icon />
              <span className="visually-hidden">{label}</span>
            </a>
          </li>
        ))}
      </ul>
      {/* Shown on phones only (see the stylesheet); on wider screens the list is always open. */}
      <button
        type="button"
        className="floating-social-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? 'Hide social links' : 'Show social links'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Close /> : <Mail />}
      </button>
      <span id={newTabId} hidden>
        Opens in a new tab
      </span>
    </nav>
  );
}
