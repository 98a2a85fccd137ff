//! The one error type every fallible entry point returns.
//!
//! Each variant carries a message written for the person who typed the input:
//! it names the option, character or step that is wrong and what would be
//! accepted instead. The CLI prints it, the wasm boundary turns it into a
//! JavaScript `Error` with the same message.

use std::fmt;

/// What went wrong, with a message that names the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A seed string or seed value that cannot be read.
    Seed(String),
    /// An option that is missing, of the wrong type or out of range.
    Option {
        /// The option's name as the caller spells it (`ascension`, `seedValue`, …).
        name: String,
        /// What is wrong with it.
        message: String,
    },
    /// A route that cannot be parsed or leaves the map.
    Route(String),
    /// A search filter that cannot be parsed.
    Filter(String),
    /// The game itself cannot generate this map (StS2: pruning gives up and
    /// the game throws).
    Generation(String),
    /// A run or save file that cannot be read (the `api::runfile` reader).
    File(String),
}

impl Error {
    /// Shorthand for [`Error::Option`].
    pub fn option(name: impl Into<String>, message: impl Into<String>) -> Self {
        Error::Option { name: name.into(), message: message.into() }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Seed(m) => write!(f, "invalid seed: {m}"),
            Error::Option { name, message } => write!(f, "invalid option `{name}`: {message}"),
            Error::Route(m) => write!(f, "invalid route: {m}"),
            Error::Filter(m) => write!(f, "invalid filter: {m}"),
            Error::Generation(m) => write!(f, "no map: {m}"),
            Error::File(m) => write!(f, "cannot read the run file: {m}"),
        }
    }
}

impl std::error::Error for Error {}

/// `Result` with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;
