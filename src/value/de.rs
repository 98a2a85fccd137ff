//! A `serde::Deserializer` over a [`Value`], so that the option structs
//! derive their reading (`#[derive(Deserialize)]`) and get it the same from
//! JSON (the CLI, the tests) and from JavaScript objects (the wasm API).
//!
//! Three things are done here once, for every option of every struct:
//!
//! * **names**: an error inside a field's value is reported as
//!   [`Error::Option`] naming the field as the caller spells it
//!   (`invalid option `ascension`: …`), whatever produced it;
//! * **unknown names**: a name that none of the structs read from the object
//!   knows is refused with the list of the names there are (the derived
//!   `deny_unknown_fields` would only say "unknown field");
//! * **`null` means absent**: a field given as `null` (or JavaScript
//!   `undefined`) is left to its default;
//! * **order**: fields are read in the struct's order, so the first wrong
//!   option reported does not depend on the order of the object's keys.
//!
//! Booleans also accept the strings `"true"` / `"false"` (URL parameters and
//! HTML attributes are strings).

use std::fmt;

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Expected, IntoDeserializer, MapAccess, SeqAccess, Unexpected, Visitor,
};
use serde::forward_to_deserialize_any;

use super::{float_text, Value};
use crate::error::Error;

/// Reads the struct `T` (derived `Deserialize`) from the object `v`. The
/// object may also hold the names in `others` (read into other structs from
/// the same object); any name in neither is an error listing `known`, the
/// names the caller accepts in its own order.
pub fn read_struct<T: DeserializeOwned>(v: &Value, others: &[&str], known: &[&str]) -> Result<T, Error> {
    T::deserialize(StructReader { value: v, others, known })
}

/// The field names a derived struct reads, in declaration order (serde passes
/// them to `deserialize_struct`; skipped fields are not among them).
pub fn field_names<T: DeserializeOwned>() -> &'static [&'static str] {
    struct Probe;
    #[derive(Debug)]
    struct Found(&'static [&'static str]);
    impl fmt::Display for Found {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("field names")
        }
    }
    impl std::error::Error for Found {}
    impl de::Error for Found {
        fn custom<T: fmt::Display>(_: T) -> Self {
            Found(&[])
        }
    }
    impl<'de> de::Deserializer<'de> for Probe {
        type Error = Found;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Found> {
            Err(Found(&[]))
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Found> {
            Err(Found(fields))
        }
        forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
            unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
        }
    }
    match T::deserialize(Probe) {
        Err(Found(fields)) => fields,
        Ok(_) => &[],
    }
}

/// `serde` builds its errors through this trait; ours are [`Error`]s.
///
/// `custom` is serde's only way to carry an error out of a field's
/// `deserialize_with` function, as text. The option readers pass either a
/// bare message (the field's name is added by `StructReader`) or one of the
/// crate's own errors, which is recognised by the prefix its `Display` wrote
/// and rebuilt as the same variant (so a bad route stays `invalid route: …`).
impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        from_message(msg.to_string())
    }

    fn missing_field(field: &'static str) -> Self {
        Error::option(field, REQUIRED)
    }

    // serde's own versions of these two print the value with `Display`,
    // which for a float pulls the floating-point formatting code (some 15 KB)
    // into the WebAssembly module; this says the same without it.
    fn invalid_type(unexp: Unexpected<'_>, exp: &dyn Expected) -> Self {
        Error::option("", format!("expected {exp}, got {}", unexpected(unexp)))
    }

    fn invalid_value(unexp: Unexpected<'_>, exp: &dyn Expected) -> Self {
        Error::option("", format!("expected {exp}, got {}", unexpected(unexp)))
    }

    // Not reached through `StructReader` (it refuses unknown names itself and
    // an object cannot repeat a name), but serde's defaults would each add a
    // formatting instance of `custom` to the module.
    fn unknown_field(field: &str, _expected: &'static [&'static str]) -> Self {
        from_message(format!("unknown option `{field}`"))
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        from_message(format!("expected one of {}, got {}", expected.join(", "), crate::quote::quoted(variant)))
    }

    fn duplicate_field(field: &'static str) -> Self {
        Error::option(field, "given twice")
    }

    fn invalid_length(len: usize, exp: &dyn Expected) -> Self {
        from_message(format!("expected {exp}, got {len} items"))
    }
}

/// [`de::Error::custom`]'s work, in one copy for every type of message.
fn from_message(text: String) -> Error {
    let variant = |prefix: &str| text.strip_prefix(prefix).map(str::to_string);
    if let Some(m) = variant("invalid seed: ") {
        Error::Seed(m)
    } else if let Some(m) = variant("invalid route: ") {
        Error::Route(m)
    } else if let Some(m) = variant("invalid filter: ") {
        Error::Filter(m)
    } else if let Some((name, message)) = variant("invalid option `").and_then(|rest| {
        // `split_once("`: ")`, by bytes: a `str` pattern links the two-way
        // string searcher into the WebAssembly modules (about 2 KB).
        // `split_at_checked`, not `rest[..at]`: indexing a `str` links the
        // panic message's formatting of characters and ranges (some 4 KB).
        let at = rest.as_bytes().windows(3).position(|w| w == b"`: ")?;
        let (name, message) = rest.split_at_checked(at)?;
        Some((name.to_string(), message.get(3..)?.to_string()))
    }) {
        Error::Option { name, message }
    } else {
        Error::option("", text)
    }
}

/// A value serde did not expect, as the option messages show values.
fn unexpected(u: Unexpected<'_>) -> String {
    match u {
        Unexpected::Bool(b) => b.to_string(),
        Unexpected::Unsigned(n) => n.to_string(),
        Unexpected::Signed(n) => n.to_string(),
        Unexpected::Float(x) => float_text(x),
        Unexpected::Str(s) => Value::Str(s.to_string()).to_string(),
        Unexpected::Unit | Unexpected::Option => "null".into(),
        Unexpected::Seq => "an array".into(),
        Unexpected::Map => "an object".into(),
        Unexpected::Char(_) | Unexpected::Bytes(_) => "text".into(),
        Unexpected::NewtypeStruct | Unexpected::Enum => "a value".into(),
        Unexpected::UnitVariant | Unexpected::NewtypeVariant | Unexpected::TupleVariant | Unexpected::StructVariant => {
            "a value".into()
        }
        Unexpected::Other(what) => what.to_string(),
    }
}

/// The message of a required option that is missing (the options module
/// replaces it with the option's own hint).
pub const REQUIRED: &str = "this option is required";

impl Error {
    /// Names the option an error is about, unless it already names one.
    fn in_field(self, name: &str) -> Error {
        match self {
            Error::Option { name: n, message } if n.is_empty() => Error::option(name, message),
            other => other,
        }
    }
}

/// The top-level object, read as one struct of options.
struct StructReader<'a> {
    value: &'a Value,
    others: &'a [&'a str],
    known: &'a [&'a str],
}

impl<'de> de::Deserializer<'de> for StructReader<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        ValueReader(self.value).deserialize_any(visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let map = self.value.as_object("options")?;
        if let Some(k) = map.keys().find(|k| !fields.contains(&k.as_str()) && !self.others.contains(&k.as_str())) {
            let shown: String = k.chars().take(40).collect();
            return Err(Error::option(shown, format!("unknown option; the options are {}", self.known.join(", "))));
        }
        // In the struct's order, not the object's: the first wrong option reported is the
        // first in the struct (`game` before `ascension`), whatever order the caller wrote.
        let mut entries = fields.iter().filter_map(|f| map.get_key_value(f)).filter(|(_, v)| **v != Value::Null);
        visitor.visit_map(Fields { entries: &mut entries, current: None })
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
    }
}

/// The fields of the object a struct reads, each value read by [`ValueReader`].
struct Fields<'a, 'i> {
    entries: &'i mut dyn Iterator<Item = (&'a String, &'a Value)>,
    current: Option<(&'a String, &'a Value)>,
}

impl<'de> MapAccess<'de> for Fields<'_, '_> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        self.current = self.entries.next();
        match self.current {
            Some((k, _)) => seed.deserialize(k.as_str().into_deserializer()).map(Some),
            None => Ok(None),
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, Error> {
        let (k, v) = self.current.ok_or_else(|| Error::option("options", "internal error: a value without a name"))?;
        seed.deserialize(ValueReader(v)).map_err(|e| e.in_field(k))
    }
}

/// One value, handed to whatever reads it.
struct ValueReader<'a>(&'a Value);

impl<'de> de::Deserializer<'de> for ValueReader<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Int(i) => match (i64::try_from(*i), u64::try_from(*i)) {
                (Ok(v), _) => visitor.visit_i64(v),
                (_, Ok(v)) => visitor.visit_u64(v),
                _ => visitor.visit_i128(*i),
            },
            Value::Float(x) => visitor.visit_f64(*x),
            Value::Str(s) => visitor.visit_str(s),
            Value::Array(items) => visitor.visit_seq(Items(items.iter())),
            Value::Object(map) => visitor.visit_map(Entries { iter: map.0.iter(), value: None }),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Str(s) if s == "true" => visitor.visit_bool(true),
            Value::Str(s) if s == "false" => visitor.visit_bool(false),
            other => Err(Error::option("", format!("expected true or false, got {other}"))),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct newtype_struct seq tuple tuple_struct map struct enum identifier ignored_any
    }
}

/// The items of an array.
struct Items<'a>(std::slice::Iter<'a, Value>);

impl<'de> SeqAccess<'de> for Items<'_> {
    type Error = Error;
    fn next_element_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>, Error> {
        self.0.next().map(|v| seed.deserialize(ValueReader(v))).transpose()
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// The entries of a nested object.
struct Entries<'a> {
    iter: std::slice::Iter<'a, (String, Value)>,
    value: Option<&'a Value>,
}

impl<'de> MapAccess<'de> for Entries<'_> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        match self.iter.next() {
            Some((k, v)) => {
                self.value = Some(v);
                seed.deserialize(k.as_str().into_deserializer()).map(Some)
            }
            None => Ok(None),
        }
    }
    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, Error> {
        seed.deserialize(ValueReader(self.value.take().unwrap_or(&Value::Null)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase", deny_unknown_fields, default)]
    struct Sample {
        on: bool,
        many_words: Option<Vec<u8>>,
    }

    impl Default for Sample {
        fn default() -> Self {
            Sample { on: true, many_words: None }
        }
    }

    fn read(json: &str) -> Result<Sample, Error> {
        read_struct(&Value::from_json(json).unwrap(), &["other"], &["on", "manyWords", "other"])
    }

    #[test]
    fn reads_names_nulls_and_lenient_booleans() {
        assert_eq!(
            read(r#"{"on":"false","manyWords":[1,2]}"#).unwrap(),
            Sample { on: false, many_words: Some(vec![1, 2]) }
        );
        assert_eq!(read(r#"{"on":null,"other":5}"#).unwrap(), Sample::default());
        assert_eq!(field_names::<Sample>(), ["on", "manyWords"]);
    }

    #[test]
    fn errors_name_the_option() {
        let e = read(r#"{"on":1}"#).unwrap_err();
        assert_eq!(e, Error::option("on", "expected true or false, got 1"));
        let e = read(r#"{"of":1}"#).unwrap_err();
        assert_eq!(e, Error::option("of", "unknown option; the options are on, manyWords, other"));
        assert!(
            matches!(read(r#"{"manyWords":[300]}"#).unwrap_err(), Error::Option { name, .. } if name == "manyWords")
        );
        assert!(read("[]").unwrap_err().to_string().contains("expected an object, got an array"));
    }

    #[test]
    fn the_crates_errors_cross_serde_unchanged() {
        use de::Error as _;
        for e in [
            Error::Route("act 1, floor 2: no".into()),
            Error::Filter("x".into()),
            Error::Seed("y".into()),
            Error::option("act", "z"),
        ] {
            assert_eq!(Error::custom(&e), e);
        }
        assert_eq!(Error::custom("plain"), Error::option("", "plain"));
    }
}
