// The one way stored rich text reaches the DOM: cleaned first with the allow-list the posting
// function also cleans with (domain/src/jobs/rich-text.ts), so what a page shows and what the server
// stores are held to the same rules.
import { createRichTextCleaner } from '@portal/domain/jobs/rich-text';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export const sanitizeHtml = createRichTextCleaner(DOMPurify);

interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
