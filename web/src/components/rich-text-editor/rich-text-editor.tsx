// The rich-text editor for a job's long fields (Tiptap): paragraphs, bold, italic, lists and
// links, and nothing the domain's allow-list would drop. Its value is HTML, '' when empty. It
// loads in a chunk of its own, only on the pages that use it (React.lazy of this module).
import { RICH_TEXT_LINK } from '@portal/domain/jobs/rich-text';
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { EditorToolbar, type ToolbarAction } from './editor-toolbar';
import { LinkForm } from './link-form';
import { linkText } from './link-address';
import { normalizePastedHtml } from './paste-html';
import { BoldIcon, BulletListIcon, ItalicIcon, LinkIcon, NumberedListIcon } from './toolbar-icons';
import './editor-frame.css';
import './rich-text-editor.css';

export interface RichTextEditorHandle {
  focus(): void;
}

export interface RichTextEditorProps {
  /** The editable element's id (a field's label points at it). */
  id?: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  /** The field's name as people read it, e.g. 'Job Description'. */
  label: string;
  /** The id of the element that labels the editor (the field's label). */
  labelId: string;
  /** Ids of the hint, counter and error that describe the editor. */
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

// Word processors and web pages paste styles, classes and scripts: keep only the structure.
const PasteCleaner = Extension.create({
  name: 'pasteCleaner',
  transformPastedHTML: normalizePastedHtml,
});

// What the allow-list keeps and the toolbar offers; the rest of the starter kit is off, so its
// input rules and shortcuts cannot make what would be dropped on posting.
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => RICH_TEXT_LINK.test(url),
    },
  }),
  PasteCleaner,
];

/** A list item's lone paragraph, as the editor writes it: `<li><p>Go</p></li>`. */
const LONE_PARAGRAPH_IN_ITEM = /<li><p>((?:(?!<\/?p>).)*?)<\/p>(?=<\/li>|<ul>|<ol>)/g;

/**
 * The editor's HTML, '' when empty. A list item's lone paragraph is unwrapped (`<li>Go</li>`) so
 * that posted lists read as tight lists wherever the HTML goes (the job page, feeds, e-mail);
 * the editor reads it back the same.
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(LONE_PARAGRAPH_IN_ITEM, '<li>$1');
}

export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  labelId,
  describedBy,
  invalid,
  required,
  ref,
}: RichTextEditorProps) {
  const ownId = useId();
  const editorId = id ?? ownId;
  const [linkFormOpen, setLinkFormOpen] = useState(false);
  // The value last sent to or taken from the form: a different `value` comes from outside.
  const known = useRef(value);
  const callbacks = useRef({ onChange, onBlur, openLinkForm: () => setLinkFormOpen(true) });
  useEffect(() => {
    callbacks.current = { ...callbacks.current, onChange, onBlur };
  }, [onChange, onBlur]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: editorId,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: 'rte-content',
      },
      handleDOMEvents: {
        // Tab moves to the next field, as everywhere in a form, even inside a list (whose own
        // Tab would indent the item and keep the keyboard here). True skips ProseMirror's
        // handling without preventing the browser's.
        keydown: (_view: unknown, event: KeyboardEvent) =>
          event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey,
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          callbacks.current.openLinkForm();
          return true;
        }
        return false;
      },
    }),
    [editorId, labelId, describedBy, invalid, required],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      const html = htmlOf(updated);
      if (html === known.current) return;
      known.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // A value set from outside (a restored draft, a discarded one): show it, without echoing it.
  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const actions: ToolbarAction[] = [
    {
      name: 'Bold',
      shortcut: 'B',
      pressed: state.bold,
      icon: <BoldIcon />,
      run: () => editor?.chain().focus().toggleBold().run(),
    },
    {
      name: 'Italic',
      shortcut: 'I',
      pressed: state.italic,
      icon: <ItalicIcon />,
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      name: 'Bulleted list',
      shortcut: 'Shift+8',
      pressed: state.bulletList,
      icon: <BulletListIcon />,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      name: 'Numbered list',
      shortcut: 'Shift+7',
      pressed: state.orderedList,
      icon: <NumberedListIcon />,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    {
      name: 'Link',
      shortcut: 'K',
      pressed: state.href !== '',
      icon: <LinkIcon />,
      run: () => setLinkFormOpen(true),
    },
  ];

  const closeLinkForm = () => {
    setLinkFormOpen(false);
    editor?.commands.focus();
  };

  const applyLink = (href: string) => {
    setLinkFormOpen(false);
    if (!editor) return;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: linkText(href),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
  };

  const removeLink = () => {
    setLinkFormOpen(false);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className="rte" data-invalid={invalid || undefined}>
      <EditorToolbar label={`${label} formatting`} controls={editorId} actions={actions} />
      {linkFormOpen && (
        <LinkForm
          href={state.href}
          onApply={applyLink}
          onRemove={removeLink}
          onCancel={closeLinkForm}
        />
      )}
      <EditorContent editor={editor} className="rte-body" />
    </div>
  );
}
