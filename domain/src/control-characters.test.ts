import { describe, expect, it } from 'vitest';
import { asOneLine, printable, withoutControlCharacters } from './control-characters';

const ESC = '\u001b';

describe('withoutControlCharacters', () => {
  it('takes ANSI escape sequences out whole: colours, cursor moves, titles, links', () => {
    expect(withoutControlCharacters(`${ESC}[31mRed${ESC}[0m`)).toBe('Red');
    expect(withoutControlCharacters(`a${ESC}[2J${ESC}[1;1Hb`)).toBe('ab');
    expect(withoutControlCharacters(`a${ESC}]0;pwned\u0007b`)).toBe('ab');
    expect(withoutControlCharacters(`${ESC}]8;;https://evil.example${ESC}\\link`)).toBe('link');
    expect(withoutControlCharacters(`a${ESC}(Bb${ESC}c`)).toBe('ab');
    expect(withoutControlCharacters(`a\u009b31mb`)).toBe('ab');
    expect(withoutControlCharacters(`unfinished ${ESC}[`)).toBe('unfinished ');
  });

  it('takes out C0 controls but tab and line feed, DEL, C1 and bidi overrides', () => {
    expect(withoutControlCharacters('a\u0000b\u0007c\u0008d\u007fe\u0085f')).toBe('abcdef');
    expect(withoutControlCharacters('Line one\n\tLine two')).toBe('Line one\n\tLine two');
    expect(withoutControlCharacters('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
    expect(withoutControlCharacters('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('keeps what people write: accents, scripts, emoji, marks, isolates, separators', () => {
    const text = 'Café ₹25,000 日本語 עברית\u200F العربية\u2067x\u2069 🎉 a\u2028b';
    expect(withoutControlCharacters(text)).toBe(text);
  });
});

describe('asOneLine', () => {
  it('turns line breaks and tabs into a space, as a browser shows them', () => {
    expect(asOneLine('Senior\r\n\tEngineer')).toBe('Senior Engineer');
    expect(asOneLine(`${ESC}[1mBold${ESC}[0m\nTitle`)).toBe('Bold Title');
  });
});

describe('printable', () => {
  it('shows what a terminal would obey as escapes, and nothing else changes', () => {
    expect(printable(`${ESC}[2J${ESC}[31mRed\u0007`)).toBe('\\u{1b}[2J\\u{1b}[31mRed\\u{7}');
    expect(printable('fake\nHIDDEN  line\rover')).toBe('fake\\u{a}HIDDEN  line\\u{d}over');
    expect(printable('a\u202Eb\u2066c\u2028d\u009be')).toBe(
      'a\\u{202e}b\\u{2066}c\\u{2028}d\\u{9b}e',
    );
    expect(printable("Café ₹25,000 日本語 🎉 $' $& </script>")).toBe(
      "Café ₹25,000 日本語 🎉 $' $& </script>",
    );
  });
});
