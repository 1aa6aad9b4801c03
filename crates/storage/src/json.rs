//! JSON read the one way the game reads it: the text to a [`serde_json::Value`], then the value
//! to its type, as the saves are read ([`crate::Saves`]).
//!
//! serde builds a deserialiser for every type it reads from every kind of source. Reading some
//! files from their text and the rest from a value would carry two copies of the code for
//! every type both read (a match log, a command, the rules' events): in the web build the two
//! came to a tenth of the page's code. Read JSON here, or from a value, never straight from text.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// `bytes` (JSON text) read as a `T`.
pub fn read<T: DeserializeOwned>(bytes: &[u8]) -> serde_json::Result<T> {
    read_value(bytes).and_then(serde_json::from_value)
}

/// `bytes` (JSON text) read as a value, for a caller that reads its type from it another way
/// (with the path of a field that does not fit, or by hand).
pub fn read_value(bytes: &[u8]) -> serde_json::Result<Value> {
    serde_json::from_slice(bytes)
}

#[cfg(test)]
mod tests {
    use super::{read, read_value};
    use std::collections::BTreeMap;

    #[test]
    fn text_reads_as_its_type_or_says_where_it_is_not_json() {
        let map: BTreeMap<String, u8> = read(br#"{"a": 1, "b": 2}"#).expect("a map");
        assert_eq!(map.get("b"), Some(&2));
        let wrong = read::<BTreeMap<String, u8>>(br#"{"a": "one"}"#).expect_err("not a number");
        assert!(wrong.to_string().contains("invalid type"), "{wrong}");
        let broken = read_value(b"{\"a\": 1,\n oops}").expect_err("not JSON");
        assert_eq!((broken.line(), broken.column()), (2, 2));
    }
}
