//! From bytes to a JSON object and the kind of file it is, with the limits
//! that keep hostile input harmless.
//!
//! * At most [`MAX_FILE_BYTES`]; the message states the limit.
//! * Text only: bytes that are not UTF-8, or control characters, are binary data.
//! * A JSON text is parsed as it is; anything else that is base64 is taken for
//!   a Slay the Spire `.autosave`: the game writes its save JSON XORed byte by
//!   byte with the key `"key"` (repeated), then base64 (`SaveFileObfuscator`).
//! * At most [`MAX_DEPTH`] nested arrays and objects (checked on the text
//!   before parsing, so no deep recursion happens).
//! * The kind comes from the fields the object has (`seed_played`,
//!   `metric_path_taken`, `map_point_history`, `rng.seed`, …).
//!
//! The field helpers ([`field`], [`field_or`]) read one named field with serde
//! and name it when its type is wrong.

use base64::Engine as _;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::{FileError, FileResult, Kind};

/// The largest file read: 8 MiB. Real run and save files are far smaller
/// (a Slay the Spire 2 save is about 50 KB).
pub const MAX_FILE_BYTES: usize = 8 << 20;

/// The most arrays and objects nested in one another. Real files nest about 10 deep.
pub const MAX_DEPTH: usize = 64;

/// The key the game XORs its `.autosave` JSON with.
const AUTOSAVE_KEY: &[u8] = b"key";

/// Decodes a file: size, text, autosave decoding, depth, JSON, kind.
pub fn decode(bytes: &[u8]) -> FileResult<(Kind, Value)> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(FileError(format!(
            "the file is {} bytes ({:.1} MB); a run or save file is at most {} MB",
            bytes.len(),
            bytes.len() as f64 / 1e6,
            MAX_FILE_BYTES >> 20
        )));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        FileError(format!(
            "binary data: byte {} is not text (run and save files are JSON text or base64)",
            e.valid_up_to() + 1
        ))
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if let Some((i, c)) = text.char_indices().find(|&(_, c)| c.is_control() && !matches!(c, '\n' | '\r' | '\t')) {
        return Err(FileError(format!(
            "binary data: character {:?} at byte {} (run and save files are JSON text or base64)",
            c,
            i + 1
        )));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(FileError("the file is empty".into()));
    }
    let (json, from_autosave) = if trimmed.starts_with('{') || trimmed.starts_with('[') {
        (trimmed.to_string(), false)
    } else {
        (decode_autosave(trimmed)?, true)
    };
    check_depth(&json)?;
    let value: Value = serde_json::from_str(&json).map_err(|e| {
        FileError(if from_autosave {
            format!("the decoded save is not valid JSON ({e})")
        } else {
            format!("not valid JSON: {e}")
        })
    })?;
    let obj = value
        .as_object()
        .ok_or_else(|| FileError(format!("expected a JSON object (a run or save file), got {}", json_kind(&value))))?;
    let kind = kind_of(obj)?;
    if from_autosave && kind != Kind::Sts1Autosave {
        return Err(FileError(format!("the decoded save is {}, not a Slay the Spire autosave", kind.label())));
    }
    Ok((kind, value))
}

/// Base64 (whitespace ignored, padding optional), then XOR with `"key"`.
fn decode_autosave(text: &str) -> FileResult<String> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some((i, c)) =
        compact.char_indices().find(|&(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=')))
    {
        let shown = if c.is_ascii_graphic() { format!("`{c}`") } else { format!("{c:?}") };
        return Err(FileError(format!(
            "not a run or save file: it is not JSON, and {shown} at character {} is not base64 (a Slay the Spire .autosave is base64)",
            i + 1
        )));
    }
    let engine = base64::engine::GeneralPurpose::new(
        &base64::alphabet::STANDARD,
        base64::engine::GeneralPurposeConfig::new()
            .with_decode_padding_mode(base64::engine::DecodePaddingMode::Indifferent),
    );
    let bytes = engine
        .decode(compact.as_bytes())
        .map_err(|e| FileError(format!("not a run or save file: it looks like base64 but does not decode ({e})")))?;
    let plain: Vec<u8> = bytes.iter().zip(AUTOSAVE_KEY.iter().cycle()).map(|(b, k)| b ^ k).collect();
    let json = String::from_utf8(plain).map_err(|_| {
        FileError("not a Slay the Spire autosave: the base64 decodes, but not to the game's save text".into())
    })?;
    if !json.trim_start().starts_with('{') {
        return Err(FileError(
            "not a Slay the Spire autosave: the base64 decodes, but not to a JSON object after the XOR with \"key\""
                .into(),
        ));
    }
    Ok(json)
}

/// Refuses more than [`MAX_DEPTH`] nested arrays/objects, counting brackets
/// outside strings.
fn check_depth(json: &str) -> FileResult<()> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, b) in json.bytes().enumerate() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' | b'[' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(FileError(format!(
                        "the JSON nests more than {MAX_DEPTH} arrays or objects deep (at byte {}); run and save files nest about 10 deep",
                        i + 1
                    )));
                }
            }
            b'}' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// The kind of file an object is, from its fields.
fn kind_of(obj: &Map<String, Value>) -> FileResult<Kind> {
    let has = |k: &str| obj.contains_key(k);
    if has("map_point_history") || (has("build_id") && has("acts") && !has("rng")) {
        Ok(Kind::Sts2Run)
    } else if obj.get("rng").and_then(|r| r.get("seed")).is_some() || has("visited_map_coords") {
        Ok(Kind::Sts2Save)
    } else if has("seed_played") || has("path_per_floor") {
        Ok(Kind::Sts1Run)
    } else if has("metric_path_taken") || has("metric_seed_played") || (has("seed") && has("floor_num")) {
        Ok(Kind::Sts1Autosave)
    } else {
        Err(FileError(
            "not a run or save file of Slay the Spire or Slay the Spire 2: the JSON has none of the fields `seed_played` \
             (a .run), `metric_path_taken` (an .autosave), `map_point_history` (a Slay the Spire 2 .run) or `rng.seed` \
             (a Slay the Spire 2 save)"
                .into(),
        ))
    }
}

/// What kind of JSON value `v` is, for messages.
pub fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// The top-level object of a decoded file.
pub fn object(v: &Value) -> FileResult<&Map<String, Value>> {
    v.as_object().ok_or_else(|| FileError(format!("expected a JSON object, got {}", json_kind(v))))
}

/// Field `name` read with serde; `None` when absent or null; an error naming
/// the field when its type is wrong.
pub fn field<T: DeserializeOwned>(obj: &Map<String, Value>, name: &str) -> FileResult<Option<T>> {
    match obj.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => T::deserialize(v).map(Some).map_err(|e| FileError(format!("field `{name}`: {e}"))),
    }
}

/// Field `name`, or `default` when absent or null.
pub fn field_or<T: DeserializeOwned>(obj: &Map<String, Value>, name: &str, default: T) -> FileResult<T> {
    Ok(field(obj, name)?.unwrap_or(default))
}

/// A required field: an error naming it when absent.
pub fn required<T: DeserializeOwned>(obj: &Map<String, Value>, name: &str, what: &str) -> FileResult<T> {
    field(obj, name)?.ok_or_else(|| FileError(format!("{what} has no `{name}` field")))
}

/// An ascension level from a file: 0-20.
pub fn ascension(obj: &Map<String, Value>, name: &str) -> FileResult<u8> {
    let a: i64 = field_or(obj, name, 0)?;
    u8::try_from(a)
        .ok()
        .filter(|&a| a <= crate::options::MAX_ASCENSION)
        .ok_or_else(|| FileError(format!("field `{name}`: {a} is not an ascension level (0-20)")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_counts_brackets_outside_strings_only() {
        let inside = format!("{{\"a\": \"{}\\\"\"}}", "[".repeat(200));
        assert!(check_depth(&inside).is_ok());
        assert!(check_depth(&"[".repeat(MAX_DEPTH)).is_ok());
        assert!(check_depth(&"[".repeat(MAX_DEPTH + 1)).unwrap_err().0.contains("more than 64"));
    }

    #[test]
    fn the_kind_comes_from_the_fields() {
        let kind = |j: &str| kind_of(serde_json::from_str::<Value>(j).unwrap().as_object().unwrap());
        assert_eq!(kind(r#"{"seed_played":"1"}"#), Ok(Kind::Sts1Run));
        assert_eq!(kind(r#"{"metric_path_taken":[]}"#), Ok(Kind::Sts1Autosave));
        assert_eq!(kind(r#"{"map_point_history":[]}"#), Ok(Kind::Sts2Run));
        assert_eq!(kind(r#"{"rng":{"seed":"A"}}"#), Ok(Kind::Sts2Save));
        assert!(kind(r#"{"seed":"A"}"#).is_err());
    }

    #[test]
    fn a_byte_order_mark_and_unpadded_base64_are_accepted() {
        let (kind, _) = decode("\u{feff}{\"seed_played\":\"1\",\"path_taken\":[]}".as_bytes()).unwrap();
        assert_eq!(kind, Kind::Sts1Run);
        // {"seed":1,"floor_num":0} XOR "key", base64 without padding.
        use base64::Engine as _;
        let plain = br#"{"seed":1,"floor_num":0}"#;
        let x: Vec<u8> = plain.iter().zip(AUTOSAVE_KEY.iter().cycle()).map(|(b, k)| b ^ k).collect();
        let text = base64::engine::general_purpose::STANDARD_NO_PAD.encode(x);
        assert_eq!(decode(text.as_bytes()).unwrap().0, Kind::Sts1Autosave);
    }
}
