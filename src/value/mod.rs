//! A small, loosely typed value for reading options from JSON (the CLI, the
//! fuzz targets, the tests) and from JavaScript objects (the wasm API) through
//! the same code, so both get the same checks and the same error messages.
//!
//! Anything serde can describe is accepted here; deciding what is valid is
//! left to the option structs, which derive their reading from a `Value`
//! through the deserializer in [`de`] (it names the offending option).
//!
//! Why a value of our own rather than `serde_json::Value` or reading
//! JavaScript through serde-wasm-bindgen: integers are kept exactly up to 128
//! bits (a JavaScript BigInt seed keeps all 64 bits, and the web layer turns
//! BigInts into integers itself), nesting is limited to [`MAX_DEPTH`] on the
//! way in (hostile input cannot recurse deeply), and the wasm build needs no
//! JSON parser.

pub mod de;

use std::fmt;

use serde::de::{self as serde_de, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;

use crate::error::{Error, Result};

/// How deep arrays and objects may nest; deeper input is refused instead of
/// recursing on attacker-controlled depth.
pub const MAX_DEPTH: usize = 8;

/// A JSON-like value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null` or `undefined`.
    Null,
    /// `true` / `false`.
    Bool(bool),
    /// An integer, exactly (JavaScript numbers that are safe integers, JSON
    /// integers, BigInts converted to decimal strings are [`Value::Str`]).
    Int(i128),
    /// A number that is not an exact integer.
    Float(f64),
    /// A string.
    Str(String),
    /// An array.
    Array(Vec<Value>),
    /// An object.
    Object(Object),
}

/// An object's fields, sorted by name, each name once (a later value of a
/// name replaces the earlier). A sorted `Vec` rather than a `BTreeMap`:
/// options objects hold a few fields, and a B-tree's insertion and removal
/// code is some 4 KB of every WebAssembly module (the map modules the page
/// loads first included).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Object(Vec<(String, Value)>);

impl Object {
    /// Sets `key` to `value` (replacing a value it had).
    pub fn insert(&mut self, key: String, value: Value) {
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(&key)) {
            Ok(i) => self.0[i].1 = value,
            Err(i) => self.0.insert(i, (key, value)),
        }
    }

    /// The field `key`, name and value.
    pub fn get_key_value(&self, key: &str) -> Option<(&String, &Value)> {
        let i = self.0.binary_search_by(|(k, _)| k.as_str().cmp(key)).ok()?;
        let (k, v) = &self.0[i];
        Some((k, v))
    }

    /// The value of the field `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.get_key_value(key).map(|(_, v)| v)
    }

    /// Whether the object has the field `key`.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get_key_value(key).is_some()
    }

    /// The names, sorted.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }

    /// The fields, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Value)> {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl<const N: usize> From<[(String, Value); N]> for Object {
    fn from(fields: [(String, Value); N]) -> Object {
        let mut o = Object::default();
        for (k, v) in fields {
            o.insert(k, v);
        }
        o
    }
}

impl std::ops::Index<&str> for Object {
    type Output = Value;
    fn index(&self, key: &str) -> &Value {
        self.get(key).unwrap_or_else(|| panic!("the object has no field `{key}`"))
    }
}

impl Value {
    /// What kind of value this is, for error messages (`a string`, `an array`…).
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Int(_) => "an integer",
            Value::Float(_) => "a number",
            Value::Str(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }

    /// Parses JSON text (used by the CLI and the tests; needs `serde_json`).
    #[cfg(any(test, not(target_arch = "wasm32")))]
    pub fn from_json(text: &str) -> Result<Value> {
        let mut de = serde_json::Deserializer::from_str(text);
        let v = Value::deserialize(&mut de)
            .map_err(|e| Error::option("options", format!("not valid JSON options: {e}")))?;
        de.end().map_err(|e| Error::option("options", format!("not valid JSON options: {e}")))?;
        Ok(v)
    }

    /// The object's fields, or an error naming `what` if this is not an object.
    pub fn as_object(&self, what: &str) -> Result<&Object> {
        match self {
            Value::Object(m) => Ok(m),
            other => Err(Error::option(what, format!("expected an object, got {}", other.kind()))),
        }
    }
}

impl fmt::Display for Value {
    /// A short rendering for error messages; long strings are cut.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => f.write_str(&int_text(*i)),
            Value::Float(x) => f.write_str(&float_text(*x)),
            Value::Str(s) => {
                let cut: String = s.chars().take(40).collect();
                if cut.len() < s.len() {
                    write!(f, "{}… ({} characters)", crate::quote::quoted(&cut), s.chars().count())
                } else {
                    f.write_str(&crate::quote::quoted(s))
                }
            }
            Value::Array(a) => write!(f, "an array of {}", a.len()),
            Value::Object(_) => f.write_str("an object"),
        }
    }
}

/// An integer as text, without the 128-bit formatting code (which the
/// WebAssembly build would otherwise carry only for error messages).
pub fn int_text(i: i128) -> String {
    match (i64::try_from(i), u64::try_from(i)) {
        (Ok(v), _) => v.to_string(),
        (_, Ok(v)) => v.to_string(),
        _ if i > 0 => "a number above 2^64".into(),
        _ => "a number below -2^63".into(),
    }
}

/// A non-integer number as text (up to 6 decimals), without the
/// floating-point formatting code (some 15 KB of WebAssembly).
pub fn float_text(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    let a = x.abs();
    if a >= 1e15 {
        return if x > 0.0 { "a number above 10^15" } else { "a number below -10^15" }.into();
    }
    let mut whole = a.trunc() as u64;
    let mut micro = ((a - a.trunc()) * 1e6).round() as u64;
    if micro >= 1_000_000 {
        whole += 1;
        micro -= 1_000_000;
    }
    let sign = if x < 0.0 { "-" } else { "" };
    if micro == 0 {
        return format!("{sign}{whole}");
    }
    let digits = format!("{micro:06}");
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}

struct ValueSeed {
    depth: usize,
}

impl<'de> DeserializeSeed<'de> for ValueSeed {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<Value, D::Error> {
        d.deserialize_any(ValueVisitor { depth: self.depth })
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Value, D::Error> {
        ValueSeed { depth: 0 }.deserialize(d)
    }
}

struct ValueVisitor {
    depth: usize,
}

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON-like value")
    }
    fn visit_unit<E>(self) -> std::result::Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> std::result::Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> std::result::Result<Value, D::Error> {
        ValueSeed { depth: self.depth }.deserialize(d)
    }
    fn visit_bool<E>(self, v: bool) -> std::result::Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> std::result::Result<Value, E> {
        Ok(Value::Int(v.into()))
    }
    fn visit_u64<E>(self, v: u64) -> std::result::Result<Value, E> {
        Ok(Value::Int(v.into()))
    }
    fn visit_i128<E>(self, v: i128) -> std::result::Result<Value, E> {
        Ok(Value::Int(v))
    }
    fn visit_u128<E: serde_de::Error>(self, v: u128) -> std::result::Result<Value, E> {
        i128::try_from(v).map(Value::Int).map_err(|_| E::custom("integer too large"))
    }
    fn visit_f64<E>(self, v: f64) -> std::result::Result<Value, E> {
        // Integral values within the exactly representable range are integers.
        if v.fract() == 0.0 && v.abs() <= 9_007_199_254_740_991.0 {
            Ok(Value::Int(v as i128))
        } else {
            Ok(Value::Float(v))
        }
    }
    fn visit_str<E>(self, v: &str) -> std::result::Result<Value, E> {
        Ok(Value::Str(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> std::result::Result<Value, E> {
        Ok(Value::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Value, A::Error> {
        if self.depth >= MAX_DEPTH {
            while seq.next_element::<IgnoredAny>()?.is_some() {}
            return Err(serde_de::Error::custom(format!("nested more than {MAX_DEPTH} levels deep")));
        }
        let mut out = Vec::new();
        while let Some(v) = seq.next_element_seed(ValueSeed { depth: self.depth + 1 })? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Value, A::Error> {
        if self.depth >= MAX_DEPTH {
            while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
            return Err(serde_de::Error::custom(format!("nested more than {MAX_DEPTH} levels deep")));
        }
        let mut out = Object::default();
        while let Some(k) = map.next_key::<String>()? {
            let v = map.next_value_seed(ValueSeed { depth: self.depth + 1 })?;
            out.insert(k, v);
        }
        Ok(Value::Object(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_json_into_values() {
        let v =
            Value::from_json(r#"{"a": 1, "b": 1.5, "c": "x", "d": [true, null], "e": 1e3, "f": 18446744073709551615}"#)
                .unwrap();
        let m = v.as_object("options").unwrap();
        assert_eq!(m["a"], Value::Int(1));
        assert_eq!(m["b"], Value::Float(1.5));
        assert_eq!(m["c"], Value::Str("x".into()));
        assert_eq!(m["d"], Value::Array(vec![Value::Bool(true), Value::Null]));
        assert_eq!(m["e"], Value::Int(1000));
        assert_eq!(m["f"], Value::Int(u64::MAX.into()));
    }

    #[test]
    fn numbers_print_without_the_float_machinery() {
        assert_eq!(float_text(1.5), "1.5");
        assert_eq!(float_text(-0.25), "-0.25");
        assert_eq!(float_text(2.9999999), "3");
        assert_eq!(float_text(1e300), "a number above 10^15");
        assert_eq!(float_text(f64::NAN), "NaN");
        assert_eq!(int_text(-5), "-5");
        assert_eq!(int_text(u64::MAX.into()), "18446744073709551615");
        assert_eq!(int_text(i128::MAX), "a number above 2^64");
        assert_eq!(Value::Float(0.125).to_string(), "0.125");
    }

    #[test]
    fn refuses_deep_nesting_and_trailing_garbage() {
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
        assert!(Value::from_json(&deep).unwrap_err().to_string().contains("nested"));
        assert!(Value::from_json("{} x").is_err());
        assert!(Value::from_json("[1, 2").is_err());
    }
}
