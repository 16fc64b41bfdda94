/// One change to a source file: the bytes in ``range`` (UTF-8 offsets into the text the rule was given) replaced by
/// ``replacement``. An empty range inserts; an empty replacement deletes.
///
/// Rules return edits against the text they read, never a new text, as SwiftRefactor's refactorings return
/// `SourceEdit`s against the tree they were given; the pipeline checks and applies them.
public struct SourceEdit: Hashable, Sendable {
    /// The UTF-8 offsets of the bytes replaced.
    public var range: Range<Int>
    /// What takes their place.
    public var replacement: String

    /// Replaces the bytes in `range` with `replacement`.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Inserts `text` at `offset`.
    public static func insert(_ text: String, at offset: Int) -> SourceEdit {
        SourceEdit(range: offset..<offset, replacement: text)
    }

    /// Deletes the bytes in `range`.
    public static func delete(_ range: Range<Int>) -> SourceEdit {
        SourceEdit(range: range, replacement: "")
    }
}
