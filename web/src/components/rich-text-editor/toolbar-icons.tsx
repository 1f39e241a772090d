// The editor toolbar's icons: decoration, each button carries its own name.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="rte-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function BoldIcon() {
  return (
    <Icon>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" strokeWidth={2.5} />
    </Icon>
  );
}

export function ItalicIcon() {
  return (
    <Icon>
      <path d="M10 5h8M6 19h8M14 5l-4 14" />
    </Icon>
  );
}

export function BulletListIcon() {
  return (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1" fill="currentColor" />
      <circle cx="5" cy="12" r="1" fill="currentColor" />
      <circle cx="5" cy="18" r="1" fill="currentColor" />
    </Icon>
  );
}

export function NumberedListIcon() {
  return (
    <Icon>
      <path d="M11 6h9M11 12h9M11 18h9" />
      <path d="M4 5l1.5-1v5M4 9h3" strokeWidth={1.5} />
      <path d="M4 14.5a1.5 1.5 0 0 1 3 0c0 1.2-3 2.2-3 4h3" strokeWidth={1.5} />
    </Icon>
  );
}

export function LinkIcon() {
  return (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  );
}
