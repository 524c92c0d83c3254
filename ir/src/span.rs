//! Source positions: files, byte spans, and the origin every IR node carries.

/// Index of a file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(pub u32);

/// A byte range `lo..hi` in one source file. There is deliberately no `Default`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Span {
    /// The file.
    pub file: FileId,
    /// Start byte offset.
    pub lo: u32,
    /// End byte offset (exclusive).
    pub hi: u32,
}

/// Where an IR node comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// Written by the user at this span.
    Source(Span),
    /// Inserted by a pass on behalf of the code at `from`.
    Derived {
        /// The user code this node was made for.
        from: Span,
        /// The pass or rule that made it.
        by: &'static str,
    },
    /// Made up by a pass with no source counterpart.
    Synthetic(&'static str),
}

/// The `by` of the origin of a havoc that stands for the result of an operation kcc does not
/// model (a warp shuffle or vote, a work-group collective): the value is arbitrary where the
/// real one is determined, so an execution that uses it may not be one the kernel has.
pub const ABSTRACT_RESULT: &str = "abstract result";

impl Origin {
    /// True for a havoc standing for the result of an unmodelled operation (see
    /// [`ABSTRACT_RESULT`]).
    pub fn is_abstract_result(&self) -> bool {
        matches!(self, Origin::Derived { by, .. } if *by == ABSTRACT_RESULT)
    }
    /// The user span this origin points at, if any.
    pub fn span(&self) -> Option<Span> {
        match *self {
            Origin::Source(s) | Origin::Derived { from: s, .. } => Some(s),
            Origin::Synthetic(_) => None,
        }
    }
    /// The same position, marked as produced by `by`.
    pub fn derived(&self, by: &'static str) -> Origin {
        match self.span() {
            Some(from) => Origin::Derived { from, by },
            None => Origin::Synthetic(by),
        }
    }
}

/// One source file: its name as the user gave it, and its text.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// Path as given on the command line or in the `#include`.
    pub name: String,
    /// Full text.
    pub text: String,
    line_starts: Vec<u32>,
}

impl SourceFile {
    /// Make a file record, indexing its lines.
    pub fn new(name: String, text: String) -> SourceFile {
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            name,
            text,
            line_starts,
        }
    }
    /// 1-based line and column (in bytes) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(l) => l,
            Err(l) => l - 1,
        };
        (line as u32 + 1, offset - self.line_starts[line] + 1)
    }
    /// Byte offset of a 1-based line and column, clamped into the file.
    pub fn offset(&self, line: u32, col: u32) -> u32 {
        let l = (line.max(1) as usize - 1).min(self.line_starts.len() - 1);
        let start = self.line_starts[l];
        let end = self
            .line_starts
            .get(l + 1)
            .copied()
            .unwrap_or(self.text.len() as u32);
        (start + col.max(1) - 1).min(end)
    }
    /// Text of a 1-based line without its newline.
    pub fn line_text(&self, line: u32) -> &str {
        let l = line.max(1) as usize - 1;
        if l >= self.line_starts.len() {
            return "";
        }
        let start = self.line_starts[l] as usize;
        let end = self
            .line_starts
            .get(l + 1)
            .map(|e| *e as usize)
            .unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
    /// Number of lines.
    pub fn n_lines(&self) -> u32 {
        self.line_starts.len() as u32
    }
}

/// All files a program was read from.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// Add a file, returning its id; a file with the same name is added only once.
    pub fn add(&mut self, name: String, text: String) -> FileId {
        if let Some(i) = self.files.iter().position(|f| f.name == name) {
            return FileId(i as u32);
        }
        self.files.push(SourceFile::new(name, text));
        FileId(self.files.len() as u32 - 1)
    }
    /// Find a file by name.
    pub fn find(&self, name: &str) -> Option<FileId> {
        self.files
            .iter()
            .position(|f| f.name == name)
            .map(|i| FileId(i as u32))
    }
    /// The file record.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }
    /// `(file name, line, column)` of the start of a span.
    pub fn location(&self, span: Span) -> (&str, u32, u32) {
        let f = self.file(span.file);
        let (l, c) = f.line_col(span.lo);
        (&f.name, l, c)
    }
    /// Iterate over all files.
    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }
}
