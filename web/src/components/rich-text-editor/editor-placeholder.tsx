// Stands where an editor will be while the editor's code loads: the same frame and size, with
// the field's text as it will appear, so nothing moves when the editor arrives.
import { SafeHtml } from '@/components/job/safe-html';
import './editor-frame.css';

export function EditorPlaceholder({ html }: { html: string }) {
  return (
    <div className="rte-placeholder">
      <div className="rte-placeholder-toolbar" />
      <SafeHtml className="rte-placeholder-body" html={html} />
      <span className="visually-hidden">Loading the editor...</span>
    </div>
  );
}
