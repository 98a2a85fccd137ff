//! Quoting text and characters in error messages, as Rust's `{:?}` writes
//! them for what the messages quote: `"text"` and `'c'`, with `\"` (in
//! text) or `\'` (in a character), `\\`, `\t`, `\r`, `\n`, `\0`, and
//! `\u{…}` for other control characters and for whitespace other than a
//! space.
//!
//! Written by hand because `{:?}` of a `str` links its own formatting
//! routine into the WebAssembly modules (about 1 KB of code, more than
//! this), and the StS2 widget's first map has a size budget. The escapes
//! differ from `{:?}`'s only for rare characters `{:?}` also escapes
//! (unassigned and zero-width ones such as U+200B), which these keep as
//! they are. A test compares the two on the characters messages meet.

/// `c` escaped as inside quotes `q` (`"` or `'`), appended to `out`.
fn push_escaped(out: &mut String, c: char, q: char) {
    match c {
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\n' => out.push_str("\\n"),
        '\0' => out.push_str("\\0"),
        '\\' => out.push_str("\\\\"),
        c if c == q => {
            out.push('\\');
            out.push(c);
        }
        c if c.is_control() || (c.is_whitespace() && c != ' ') => {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        }
        c => out.push(c),
    }
}

/// `text` in double quotes, escaped (what `format!("{text:?}")` gives for
/// the text messages quote).
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    text.chars().for_each(|c| push_escaped(&mut out, c, '"'));
    out.push('"');
    out
}

/// `c` in single quotes, escaped (what `format!("{c:?}")` gives for the
/// characters messages quote).
pub fn quoted_char(c: char) -> String {
    let mut out = String::from("'");
    push_escaped(&mut out, c, '\'');
    out.push('\'');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_as_debug_formatting_does() {
        let chars = [
            'a', 'Z', '0', ' ', '\t', '\n', '\r', '\0', '"', '\'', '\\', '\u{7f}', '\u{1b}', '\u{85}', '\u{a0}',
            '\u{2028}', '\u{3000}', 'é', 'ß', '日', '🂡', '_', '`', '…',
        ];
        for c in chars {
            assert_eq!(quoted_char(c), format!("{c:?}"), "{c}");
            let text = format!("x{c}y");
            assert_eq!(quoted(&text), format!("{text:?}"), "{c}");
        }
        let text = "He said \"no\"\tthen\\left\n — Neow's ÄBC";
        assert_eq!(quoted(text), format!("{text:?}"));
        // The documented difference: `{:?}` escapes a zero-width space, these keep it.
        assert_eq!(quoted("a\u{200b}"), "\"a\u{200b}\"");
        assert_ne!(quoted("a\u{200b}"), format!("{:?}", "a\u{200b}"));
    }
}
