// Small inline SVG icons in the text colour. They are decoration: the control that holds one
// carries the accessible name.
import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
  /** Width and height in CSS pixels; a stylesheet may override it. */
  size?: number;
}

export type IconComponent = (props: IconProps) => ReactNode;

interface SvgProps extends IconProps {
  children: ReactNode;
  /** Brand marks are filled shapes; interface icons are strokes. */
  variant: 'fill' | 'stroke';
}

function Svg({ children, className, size = 20, variant }: SvgProps) {
  const paint =
    variant === 'fill'
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        };
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...paint}
    >
      {children}
    </svg>
  );
}

export function WhatsApp(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      {/* A speech bubble with its tail at the bottom left, and a handset inside. */}
      <path d="M3.5 20.5 4.8 16.4A8.5 8.5 0 1 1 8 19.3Z" />
      <path
        d="M9 8.2c0 3.6 3.2 6.8 6.8 6.8l.9-1.6-2-1.1-1 .9c-1.2-.5-2.5-1.8-3-3l.9-1-1.1-2Z"
        strokeWidth={1.5}
      />
    </Svg>
  );
}

export function Telegram(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      {/* A paper plane. */}
      <path d="M21.5 3.5 2.5 11l6.5 2.5L18 7l-7 8 6.5 5.5Z" />
      <path d="m9 13.5.5 6 2.5-3" />
    </Svg>
  );
}

export function X(props: IconProps) {
  return (
    <Svg {...props} variant="fill">
      {/* The X mark: one broad stroke and one thin stroke. */}
      <path d="M3.5 3.5h5.2l11.8 17h-5.2Z" />
      <path d="m18.4 3.5-5.6 6.4 1 1.4 6.7-7.8Zm-7.2 10.6-7.7 8.4h2.1l6.6-7Z" />
    </Svg>
  );
}

export function LinkedIn(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a3 3 0 0 1 6 0V17" />
    </Svg>
  );
}

export function Instagram(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </Svg>
  );
}

export function Mail(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </Svg>
  );
}

export function Phone(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />
    </Svg>
  );
}

const HEART =
  'M12 20.5S3.5 15.5 3.5 9.5A4.5 4.5 0 0 1 12 7.2a4.5 4.5 0 0 1 8.5 2.3c0 6-8.5 11-8.5 11Z';

export function Heart(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <path d={HEART} />
    </Svg>
  );
}

export function HeartFilled(props: IconProps) {
  return (
    <Svg {...props} variant="fill">
      <path d={HEART} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </Svg>
  );
}

export function Share(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      {/* Its three circles and two lines as one path: a board draws it 90 times. */}
      <path d="M21 5a3 3 0 1 1-6 0 3 3 0 1 1 6 0M9 12a3 3 0 1 1-6 0 3 3 0 1 1 6 0M21 19a3 3 0 1 1-6 0 3 3 0 1 1 6 0M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </Svg>
  );
}

export function User(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function Menu(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function Close(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function ChevronDown(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function Search(props: IconProps) {
  return (
    <Svg {...props} variant="stroke">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </Svg>
  );
}
