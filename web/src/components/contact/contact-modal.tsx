// The footer's Contact Us dialog: every configured channel as an icon link with its name.
import { useId } from 'react';
import { contactChannels } from './contact-channels';
import { Modal } from '@/components/dialogs/modal';
import './contact-channels.css';
import './contact-modal.css';

interface ContactModalProps {
  open: boolean;
  onClose: () => void;
}

export function ContactModal({ open, onClose }: ContactModalProps) {
  const newTabId = useId();
  const channels = contactChannels();
  return (
    <Modal open={open} title="Contact" onClose={onClose}>
      {channels.length === 0 ? (
        <p>No contact channels are set up yet.</p>
      ) : (
        <ul className="contact-modal-list">
          {channels.map(({ id, label, detail, href, Icon, external }) => (
            <li key={id}>
              <a
                className="contact-modal-link"
                href={href}
                {...(external && {
                  target: '_blank',
                  rel: 'noopener noreferrer',
                  'aria-describedby': newTabId,
                })}
              >
                <span className="contact-icon" data-channel={id}>
                  <Icon size={22} />
                </span>
                <span className="contact-modal-text">
                  <span className="contact-modal-label">{label}</span>
                  {detail && (
                    <>
                      {' '}
                      <span className="contact-modal-detail">{detail}</span>
                    </>
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <span id={newTabId} hidden>
        Opens in a new tab
      </span>
    </Modal>
  );
}
